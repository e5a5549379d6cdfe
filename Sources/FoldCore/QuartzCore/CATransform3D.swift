import Foundation

/// Core Animation's 4×4 matrix, which Linux lacks: Apple's fields (`CGFloat`) and initializers;
/// Apple's functions (`CATransform3DMakeRotation` …) are in CATransform3D+Functions.swift; the
/// methods here are FoldKit's own (its code and its scene format use them). Row vectors (`p' = [x y z 1] · M`),
/// translation in m41…m43, perspective in m34 (`m34 = −1/d` puts the eye at z = d).
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Every field 0, as the C struct's zero initializer (not the identity: `CATransform3DIdentity`).
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// From 16 values in CATransform3D's field order m11, m12, …, m44; nil unless exactly 16.
    public init?(_ values: [Double]) {
        guard values.count == 16 else { return nil }
        let v = values
        self.init(
            m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
            m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }

    /// The 16 fields in order m11, m12, …, m44.
    public var values: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    public static let identity = CATransform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    // MARK: Making (CATransform3DMake…)

    public init(translationX tx: Double, y ty: Double, z tz: Double) {
        self = .identity
        (m41, m42, m43) = (tx, ty, tz)
    }

    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self = .identity
        (m11, m22, m33) = (sx, sy, sz)
    }

    /// A rotation of `angle` radians about the axis (x, y, z), as CATransform3DMakeRotation:
    /// the axis is normalised; a zero (or non-finite) axis gives the identity.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0, len.isFinite else {
            self = .identity
            return
        }
        let (x, y, z) = (x / len, y / len, z / len)
        let s = sin(angle), c = cos(angle), t = 1 - c
        self.init(
            m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
            m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
            m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The perspective matrix `m34 = −1/distance` (CSS `perspective(d)`); identity for d ≤ 0 or infinite.
    public init(perspective distance: Double) {
        self = .identity
        if distance > 0 && distance.isFinite { m34 = -1 / distance }
    }

    public init(_ t: CGAffineTransform) {
        self = .identity
        (m11, m12, m21, m22, m41, m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    }

    // MARK: Combining

    /// `self · other`: `self` applies first (CATransform3DConcat(self, other)).
    public func concatenating(_ o: CATransform3D) -> CATransform3D {
        let a = self
        return CATransform3D(
            m11: a.m11 * o.m11 + a.m12 * o.m21 + a.m13 * o.m31 + a.m14 * o.m41,
            m12: a.m11 * o.m12 + a.m12 * o.m22 + a.m13 * o.m32 + a.m14 * o.m42,
            m13: a.m11 * o.m13 + a.m12 * o.m23 + a.m13 * o.m33 + a.m14 * o.m43,
            m14: a.m11 * o.m14 + a.m12 * o.m24 + a.m13 * o.m34 + a.m14 * o.m44,
            m21: a.m21 * o.m11 + a.m22 * o.m21 + a.m23 * o.m31 + a.m24 * o.m41,
            m22: a.m21 * o.m12 + a.m22 * o.m22 + a.m23 * o.m32 + a.m24 * o.m42,
            m23: a.m21 * o.m13 + a.m22 * o.m23 + a.m23 * o.m33 + a.m24 * o.m43,
            m24: a.m21 * o.m14 + a.m22 * o.m24 + a.m23 * o.m34 + a.m24 * o.m44,
            m31: a.m31 * o.m11 + a.m32 * o.m21 + a.m33 * o.m31 + a.m34 * o.m41,
            m32: a.m31 * o.m12 + a.m32 * o.m22 + a.m33 * o.m32 + a.m34 * o.m42,
            m33: a.m31 * o.m13 + a.m32 * o.m23 + a.m33 * o.m33 + a.m34 * o.m43,
            m34: a.m31 * o.m14 + a.m32 * o.m24 + a.m33 * o.m34 + a.m34 * o.m44,
            m41: a.m41 * o.m11 + a.m42 * o.m21 + a.m43 * o.m31 + a.m44 * o.m41,
            m42: a.m41 * o.m12 + a.m42 * o.m22 + a.m43 * o.m32 + a.m44 * o.m42,
            m43: a.m41 * o.m13 + a.m42 * o.m23 + a.m43 * o.m33 + a.m44 * o.m43,
            m44: a.m41 * o.m14 + a.m42 * o.m24 + a.m43 * o.m34 + a.m44 * o.m44)
    }

    /// CATransform3DTranslate: the translation acts in this transform's local frame, before it.
    public func translatedBy(x: Double, y: Double, z: Double) -> CATransform3D {
        CATransform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// CATransform3DScale.
    public func scaledBy(x: Double, y: Double, z: Double) -> CATransform3D {
        CATransform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// CATransform3DRotate.
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> CATransform3D {
        CATransform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    // MARK: Queries

    public var isIdentity: Bool { self == .identity }

    /// Whether this is a 2D affine transform (CATransform3DIsAffine): no z and no perspective terms.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// The 2D part (CATransform3DGetAffineTransform); the identity when the transform is not affine,
    /// as `-[CALayer affineTransform]` reports.
    public var affineTransform: CGAffineTransform {
        guard isAffine else { return .identity }
        return CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    public var isFinite: Bool { values.allSatisfy { $0.isFinite } }

    /// The 2×2 minors of the top two rows (s) and the bottom two rows (c) that both the
    /// determinant and the inverse are built from.
    private var minors: (s: [Double], c: [Double]) {
        let v = values
        func m(_ r: Int, _ c: Int) -> Double { v[r * 4 + c] }
        let s = [
            m(0, 0) * m(1, 1) - m(1, 0) * m(0, 1), m(0, 0) * m(1, 2) - m(1, 0) * m(0, 2),
            m(0, 0) * m(1, 3) - m(1, 0) * m(0, 3), m(0, 1) * m(1, 2) - m(1, 1) * m(0, 2),
            m(0, 1) * m(1, 3) - m(1, 1) * m(0, 3), m(0, 2) * m(1, 3) - m(1, 2) * m(0, 3),
        ]
        let c = [
            m(2, 0) * m(3, 1) - m(3, 0) * m(2, 1), m(2, 0) * m(3, 2) - m(3, 0) * m(2, 2),
            m(2, 0) * m(3, 3) - m(3, 0) * m(2, 3), m(2, 1) * m(3, 2) - m(3, 1) * m(2, 2),
            m(2, 1) * m(3, 3) - m(3, 1) * m(2, 3), m(2, 2) * m(3, 3) - m(3, 2) * m(2, 3),
        ]
        return (s, c)
    }

    public var determinant: Double {
        let (s, c) = minors
        return s[0] * c[5] - s[1] * c[4] + s[2] * c[3] + s[3] * c[2] - s[4] * c[1] + s[5] * c[0]
    }

    /// The inverse (CATransform3DInvert), or nil when the matrix is singular or not finite
    /// (Core Animation returns the original matrix then; callers choose explicitly here).
    public func inverted() -> CATransform3D? {
        let v = values
        func m(_ r: Int, _ c: Int) -> Double { v[r * 4 + c] }
        let (s, c) = minors
        let (s0, s1, s2, s3, s4, s5) = (s[0], s[1], s[2], s[3], s[4], s[5])
        let (c0, c1, c2, c3, c4, c5) = (c[0], c[1], c[2], c[3], c[4], c[5])
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        let r: [Double] = [
            (m(1, 1) * c5 - m(1, 2) * c4 + m(1, 3) * c3) * k,
            (-m(0, 1) * c5 + m(0, 2) * c4 - m(0, 3) * c3) * k,
            (m(3, 1) * s5 - m(3, 2) * s4 + m(3, 3) * s3) * k,
            (-m(2, 1) * s5 + m(2, 2) * s4 - m(2, 3) * s3) * k,
            (-m(1, 0) * c5 + m(1, 2) * c2 - m(1, 3) * c1) * k,
            (m(0, 0) * c5 - m(0, 2) * c2 + m(0, 3) * c1) * k,
            (-m(3, 0) * s5 + m(3, 2) * s2 - m(3, 3) * s1) * k,
            (m(2, 0) * s5 - m(2, 2) * s2 + m(2, 3) * s1) * k,
            (m(1, 0) * c4 - m(1, 1) * c2 + m(1, 3) * c0) * k,
            (-m(0, 0) * c4 + m(0, 1) * c2 - m(0, 3) * c0) * k,
            (m(3, 0) * s4 - m(3, 1) * s2 + m(3, 3) * s0) * k,
            (-m(2, 0) * s4 + m(2, 1) * s2 - m(2, 3) * s0) * k,
            (-m(1, 0) * c3 + m(1, 1) * c1 - m(1, 2) * c0) * k,
            (m(0, 0) * c3 - m(0, 1) * c1 + m(0, 2) * c0) * k,
            (-m(3, 0) * s3 + m(3, 1) * s1 - m(3, 2) * s0) * k,
            (m(2, 0) * s3 - m(2, 1) * s1 + m(2, 2) * s0) * k,
        ]
        guard r.allSatisfy({ $0.isFinite }) else { return nil }
        return CATransform3D(r)
    }

    // MARK: Applying

    /// The homogeneous image of a point: (x', y', z', w) before the divide.
    public func applyHomogeneous(_ p: Vector3) -> (x: Double, y: Double, z: Double, w: Double) {
        (
            p.x * m11 + p.y * m21 + p.z * m31 + m41,
            p.x * m12 + p.y * m22 + p.z * m32 + m42,
            p.x * m13 + p.y * m23 + p.z * m33 + m43,
            p.x * m14 + p.y * m24 + p.z * m34 + m44
        )
    }

    /// The projected image of a point (divided by w), and w itself.
    public func apply(to p: Vector3) -> (point: Vector3, w: Double) {
        let h = applyHomogeneous(p)
        return (Vector3(h.x / h.w, h.y / h.w, h.z / h.w), h.w)
    }

    /// The projected image of a 2D point on the z = 0 plane, flattened to 2D.
    public func apply(to p: CGPoint) -> CGPoint {
        let h = applyHomogeneous(Vector3(p.x, p.y, 0))
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }

    /// The point on the z = 0 plane whose projection is `p` (the inverse of `apply(to: CGPoint)`),
    /// or nil when the plane is seen edge-on or the point lies behind the eye.
    public func unproject(_ p: CGPoint) -> CGPoint? {
        // The plane z = 0 maps by the 3×3 homography of rows 1, 2, 4 and columns 1, 2, 4.
        let a = m11, b = m12, c = m14, d = m21, e = m22, f = m24, g = m41, h = m42, i = m44
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        // A plane seen edge-on has a (numerically) singular homography. The scale excludes the
        // translation (g, h): it does not change an affine map's conditioning, and a scrolled
        // view's large bounds origin must not count as singular.
        let size = max(abs(a), abs(b), abs(c), abs(d), abs(e), abs(f), abs(i))
        guard det.isFinite, abs(det) > 1e-12 * size * size * size else { return nil }
        // Row vector [X Y W] · H = [p.x·w, p.y·w, w]: solve with the inverse of H.
        let inv: [Double] = [
            A / det, -(b * i - c * h) / det, (b * f - c * e) / det,
            B / det, (a * i - c * g) / det, -(a * f - c * d) / det,
            C / det, -(a * h - b * g) / det, (a * e - b * d) / det,
        ]
        let X = p.x * inv[0] + p.y * inv[3] + inv[6]
        let Y = p.x * inv[1] + p.y * inv[4] + inv[7]
        let W = p.x * inv[2] + p.y * inv[5] + inv[8]
        guard W != 0 else { return nil }
        let q = CGPoint(x: X / W, y: Y / W)
        // Reject a solution behind the eye (w ≤ 0 at the source point).
        let w = q.x * m14 + q.y * m24 + m44
        guard w > 0, q.isFinite else { return nil }
        return q
    }
}

extension CATransform3D: CustomStringConvertible {
    public var description: String { "CATransform3D(\(values))" }
}
