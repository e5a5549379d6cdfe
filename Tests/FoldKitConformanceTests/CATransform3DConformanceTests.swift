// CATransform3D and its functions as Apple declares them (QuartzCore), through the porting
// block: each function bound to a value of its documented type, the fields through key paths
// of their documented settability, the results held to the matrices Apple documents.
//
// Sources (Apple's documentation, Swift declarations and discussions):
//   https://developer.apple.com/documentation/quartzcore/catransform3d (m11…m44: CGFloat; init())
//   …/quartzcore/catransform3didentity ("[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]")
//   …/catransform3dmaketranslation(_:_:_:) ("[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]")
//   …/catransform3dmakescale(_:_:_:) ("[sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]")
//   …/catransform3dmakerotation(_:_:_:_:), …/catransform3dtranslate(_:_:_:_:) ("t' = translate(tx, ty, tz) * t"),
//   …/catransform3dscale(_:_:_:_:) ("t' = scale(sx, sy, sz) * t"), …/catransform3drotate(_:_:_:_:_:)
//   ("t' = rotation(angle, x, y, z) * t"), …/catransform3dconcat(_:_:) ("a * b"),
//   …/catransform3dinvert(_:) ("Returns the original matrix if t has no inverse."),
//   …/catransform3disidentity(_:), …/catransform3dequaltotransform(_:_:),
//   …/catransform3dmakeaffinetransform(_:), …/catransform3disaffine(_:),
//   …/catransform3dgetaffinetransform(_:)

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif
import Testing

@Suite struct CATransform3DConformanceTests {
    func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        let ka: [KeyPath<CATransform3D, CGFloat>] = [
            \.m11, \.m12, \.m13, \.m14, \.m21, \.m22, \.m23, \.m24, \.m31, \.m32, \.m33, \.m34, \.m41, \.m42, \.m43, \.m44,
        ]
        return ka.allSatisfy { abs(a[keyPath: $0] - b[keyPath: $0]) < 1e-12 }
    }

    /// [x y z 1] · t, divided by w.
    func apply(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
        return (
            (x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w, (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
            (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w
        )
    }

    @Test func declarationsAndDocumentedMatrices() {
        let zero: () -> CATransform3D = CATransform3D.init
        typealias Sixteen = (
            CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat,
            CGFloat, CGFloat, CGFloat
        ) -> CATransform3D
        let memberwise: Sixteen = CATransform3D.init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)
        let identity: CATransform3D = CATransform3DIdentity
        let makeTranslation: (CGFloat, CGFloat, CGFloat) -> CATransform3D = CATransform3DMakeTranslation
        let makeScale: (CGFloat, CGFloat, CGFloat) -> CATransform3D = CATransform3DMakeScale
        let makeRotation: (CGFloat, CGFloat, CGFloat, CGFloat) -> CATransform3D = CATransform3DMakeRotation
        let translate: (CATransform3D, CGFloat, CGFloat, CGFloat) -> CATransform3D = CATransform3DTranslate
        let scale: (CATransform3D, CGFloat, CGFloat, CGFloat) -> CATransform3D = CATransform3DScale
        let rotate: (CATransform3D, CGFloat, CGFloat, CGFloat, CGFloat) -> CATransform3D = CATransform3DRotate
        let concat: (CATransform3D, CATransform3D) -> CATransform3D = CATransform3DConcat
        let invert: (CATransform3D) -> CATransform3D = CATransform3DInvert
        let isIdentity: (CATransform3D) -> Bool = CATransform3DIsIdentity
        let equal: (CATransform3D, CATransform3D) -> Bool = CATransform3DEqualToTransform
        let fromAffine: (CGAffineTransform) -> CATransform3D = CATransform3DMakeAffineTransform
        let isAffine: (CATransform3D) -> Bool = CATransform3DIsAffine
        let toAffine: (CATransform3D) -> CGAffineTransform = CATransform3DGetAffineTransform
        let fields: [WritableKeyPath<CATransform3D, CGFloat>] = [
            \.m11, \.m12, \.m13, \.m14, \.m21, \.m22, \.m23, \.m24, \.m31, \.m32, \.m33, \.m34, \.m41, \.m42, \.m43, \.m44,
        ]

        // init() is all zeros; the identity is the unit diagonal.
        var z = zero()
        #expect(fields.allSatisfy { z[keyPath: $0] == 0 })
        for (i, k) in fields.enumerated() { z[keyPath: k] = [0, 5, 10, 15].contains(i) ? 1 : 0 }
        #expect(equal(z, identity) && isIdentity(identity) && !isIdentity(zero()))
        #expect(memberwise(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1) == identity)
        let counted = memberwise(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)
        #expect(fields.enumerated().allSatisfy { counted[keyPath: $0.element] == CGFloat($0.offset + 1) }, "m11, m12, … in order")

        var t = identity
        (t.m41, t.m42, t.m43) = (3, 4, 5)
        #expect(makeTranslation(3, 4, 5) == t)
        var s = identity
        (s.m11, s.m22, s.m33) = (2, 3, 4)
        #expect(makeScale(2, 3, 4) == s)
        // About z, a rotation is the affine one: +x turns towards +y.
        #expect(close(makeRotation(.pi / 3, 0, 0, 1), fromAffine(CGAffineTransform(rotationAngle: .pi / 3))))
        // The axis is normalised: (0, 0, 5) is the same axis.
        #expect(close(makeRotation(0.7, 0, 0, 5), makeRotation(0.7, 0, 0, 1)))
        // About x by 90°: +y goes to +z (CA's right-handed frame, z towards the viewer).
        let (_, y, zz) = apply(makeRotation(.pi / 2, 1, 0, 0), 0, 1, 0)
        #expect(abs(y) < 1e-12 && abs(zz - 1) < 1e-12)

        // translate / scale / rotate put the new step first: t' = step · t.
        let base = makeScale(2, 2, 2)
        #expect(close(translate(base, 1, 2, 3), concat(makeTranslation(1, 2, 3), base)))
        #expect(close(scale(base, 1, 2, 3), concat(makeScale(1, 2, 3), base)))
        #expect(close(rotate(base, 0.4, 0, 1, 0), concat(makeRotation(0.4, 0, 1, 0), base)))
        // concat(a, b): a, then b. Scale by 2, then move by 10 in x: (1, 0, 0) → (12, 0, 0).
        let (x2, _, _) = apply(concat(makeScale(2, 2, 2), makeTranslation(10, 0, 0)), 1, 0, 0)
        #expect(x2 == 12)

        // invert: the inverse, or the matrix unchanged when there is none.
        var perspective = identity
        perspective.m34 = -1 / 500
        let m = concat(concat(makeRotation(0.6, 1, 1, 0), perspective), makeTranslation(7, -3, 2))
        #expect(close(concat(m, invert(m)), identity))
        let singular = makeScale(1, 0, 1)
        #expect(invert(singular) == singular)

        // The affine forms.
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let lifted = fromAffine(affine)
        #expect(lifted.m11 == 1 && lifted.m12 == 2 && lifted.m21 == 3 && lifted.m22 == 4 && lifted.m41 == 5 && lifted.m42 == 6)
        #expect(lifted.m33 == 1 && lifted.m44 == 1 && lifted.m34 == 0)
        #expect(isAffine(lifted) && !isAffine(perspective) && !isAffine(makeRotation(0.3, 1, 0, 0)))
        #expect(toAffine(lifted) == affine)
    }
}
