// Core Graphics geometry as Apple declares it, used through the porting block. Each
// declaration is bound to an explicitly typed value (a function of the documented type, a
// key path of the documented settability), so a wrong label, type, optionality or settability
// does not compile; the behaviour is held to Apple's documented numbers.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/corefoundation/cgaffinetransform
//   …/cgaffinetransform/init(a:b:c:d:tx:ty:), init(translationx:y:), init(scalex:y:),
//   init(rotationangle:), identity, isidentity, concatenating(_:), inverted(), rotated(by:),
//   scaledby(x:y:), translatedby(x:y:)
//   https://developer.apple.com/documentation/coregraphics/cgaffinetransforminvert(_:)
//     ("If the affine transform … cannot be inverted, the affine transform is returned unchanged.")
//   https://developer.apple.com/documentation/corefoundation/cgpoint/applying(_:),
//   …/cgsize/applying(_:), …/cgrect/applying(_:)
//   https://developer.apple.com/documentation/corefoundation/cgvector
//   (CGFloat, CGPoint, CGSize and CGRect come from Foundation on Linux, as on Apple platforms.)

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif
import Foundation
import Testing

@Suite struct CoreGraphicsGeometryConformanceTests {
    @Test func affineTransformDeclarations() {
        let zero: () -> CGAffineTransform = CGAffineTransform.init
        let fields: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat) -> CGAffineTransform = CGAffineTransform.init(a:b:c:d:tx:ty:)
        let translation: (CGFloat, CGFloat) -> CGAffineTransform = CGAffineTransform.init(translationX:y:)
        let scale: (CGFloat, CGFloat) -> CGAffineTransform = CGAffineTransform.init(scaleX:y:)
        let rotation: (CGFloat) -> CGAffineTransform = CGAffineTransform.init(rotationAngle:)
        let identity: CGAffineTransform = CGAffineTransform.identity
        let isIdentity: KeyPath<CGAffineTransform, Bool> = \.isIdentity
        let concatenating: (CGAffineTransform) -> (CGAffineTransform) -> CGAffineTransform = CGAffineTransform.concatenating
        let inverted: (CGAffineTransform) -> () -> CGAffineTransform = CGAffineTransform.inverted
        let rotated: (CGAffineTransform) -> (CGFloat) -> CGAffineTransform = CGAffineTransform.rotated(by:)
        let scaled: (CGAffineTransform) -> (CGFloat, CGFloat) -> CGAffineTransform = CGAffineTransform.scaledBy(x:y:)
        let translated: (CGAffineTransform) -> (CGFloat, CGFloat) -> CGAffineTransform = CGAffineTransform.translatedBy(x:y:)
        let settable: [WritableKeyPath<CGAffineTransform, CGFloat>] = [\.a, \.b, \.c, \.d, \.tx, \.ty]

        // The C struct's zero initializer is all zeros, not the identity.
        #expect(zero() == fields(0, 0, 0, 0, 0, 0))
        #expect(identity == fields(1, 0, 0, 1, 0, 0) && identity[keyPath: isIdentity])
        #expect(translation(3, 4) == fields(1, 0, 0, 1, 3, 4))
        #expect(scale(2, 5) == fields(2, 0, 0, 5, 0, 0))
        // The rotation matrix is [cos sin −sin cos]: +x turns towards +y.
        let quarter = rotation(.pi / 2)
        #expect(abs(quarter.a) < 1e-15 && quarter.b == 1 && quarter.c == -1 && abs(quarter.d) < 1e-15)
        var t = identity
        for (i, k) in settable.enumerated() { t[keyPath: k] = CGFloat(i + 1) }
        #expect(t == fields(1, 2, 3, 4, 5, 6) && !t.isIdentity)

        // concatenating: the receiver first. Scale by 2, then move by (10, 0): (1, 1) → (12, 2).
        let scaleThenMove = concatenating(scale(2, 2))(translation(10, 0))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 2))
        // translatedBy / scaledBy / rotatedBy put the new step first (CGAffineTransformTranslate):
        // scale(2, 2).translatedBy(10, 0) moves by 10 in the scaled space: (1, 1) → (22, 2).
        #expect(CGPoint(x: 1, y: 1).applying(translated(scale(2, 2))(10, 0)) == CGPoint(x: 22, y: 2))
        #expect(scaled(translation(10, 0))(2, 3) == concatenating(scale(2, 3))(translation(10, 0)))
        let turned = CGPoint(x: 1, y: 0).applying(rotated(translation(5, 0))(.pi / 2))
        #expect(abs(turned.x - 5) < 1e-12 && abs(turned.y - 1) < 1e-12)

        // inverted: the inverse; a singular transform comes back unchanged.
        let m = fields(2, 1, -1, 3, 7, -4)
        let back = CGPoint(x: 3, y: -2).applying(m).applying(inverted(m)())
        #expect(abs(back.x - 3) < 1e-12 && abs(back.y + 2) < 1e-12)
        let singular = scale(0, 1)
        #expect(inverted(singular)() == singular)
        #expect(inverted(zero())() == zero())
    }

    @Test func applyingDeclarations() {
        let point: (CGPoint) -> (CGAffineTransform) -> CGPoint = CGPoint.applying
        let size: (CGSize) -> (CGAffineTransform) -> CGSize = CGSize.applying
        let rect: (CGRect) -> (CGAffineTransform) -> CGRect = CGRect.applying
        let t = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 20)  // a quarter turn, then a move

        #expect(point(CGPoint(x: 2, y: 3))(t) == CGPoint(x: 7, y: 22))
        // A size has no position: the translation is left out (and a turn may make it negative).
        #expect(size(CGSize(width: 2, height: 3))(t) == CGSize(width: -3, height: 2))
        // A rect becomes the smallest rect holding its turned corners.
        #expect(rect(CGRect(x: 0, y: 0, width: 4, height: 2))(t) == CGRect(x: 8, y: 20, width: 2, height: 4))
        #expect(rect(.null)(t).isNull)
        // Under a 45° turn a unit square's bounding box is √2 wide, centred on the turned centre.
        let box = CGRect(x: -0.5, y: -0.5, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(box.width - 2.0.squareRoot()) < 1e-12 && abs(box.midX) < 1e-12 && abs(box.midY) < 1e-12)
    }

    @Test func vectorDeclarations() {
        let empty: () -> CGVector = CGVector.init
        let floats: (CGFloat, CGFloat) -> CGVector = CGVector.init(dx:dy:)
        let doubles: (Double, Double) -> CGVector = CGVector.init(dx:dy:)
        let ints: (Int, Int) -> CGVector = CGVector.init(dx:dy:)
        let dx: WritableKeyPath<CGVector, CGFloat> = \.dx, dy: WritableKeyPath<CGVector, CGFloat> = \.dy
        let zero: CGVector = .zero

        #expect(empty() == zero && zero.dx == 0 && zero.dy == 0)
        #expect(floats(1.5, -2) == doubles(1.5, -2))
        var v = ints(3, 4)
        #expect(v[keyPath: dx] == 3 && v[keyPath: dy] == 4)
        v[keyPath: dx] = 7
        #expect(v == CGVector(dx: 7, dy: 4))
    }
}
