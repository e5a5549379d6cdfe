import FoldCore
import Foundation

/// A 3×3 projective map of the plane with row vectors: `[x y 1] · H = [X Y W]`, image `(X/W, Y/W)`.
/// It is what a layer's 4×4 transform does to the layer's own z = 0 plane.
struct Homography: Sendable {
    var m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double, _ g: Double, _ h: Double, _ i: Double) {
        m = (a, b, c, d, e, f, g, h, i)
    }

    /// The plane part of a 4×4 transform (rows 1, 2, 4 and columns 1, 2, 4).
    init(_ t: CATransform3D) {
        self.init(t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44)
    }

    static let identity = Homography(1, 0, 0, 0, 1, 0, 0, 0, 1)

    var determinant: Double {
        let (a, b, c, d, e, f, g, h, i) = m
        return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }

    /// The inverse, or nil when singular (a plane seen edge-on) or not finite.
    var inverted: Homography? {
        let (a, b, c, d, e, f, g, h, i) = m
        let det = determinant
        // The scale leaves out the translation (g, h): it does not change an affine map's
        // conditioning, and content scrolled far (a bounds origin of −65 000) is not singular.
        let size = max(abs(a), abs(b), abs(c), abs(d), abs(e), abs(f), abs(i))
        guard det.isFinite, abs(det) > 1e-14 * size * size * size else { return nil }
        let k = 1 / det
        return Homography(
            (e * i - f * h) * k, -(b * i - c * h) * k, (b * f - c * e) * k,
            -(d * i - f * g) * k, (a * i - c * g) * k, -(a * f - c * d) * k,
            (d * h - e * g) * k, -(a * h - b * g) * k, (a * e - b * d) * k)
    }

    /// `self` then `o`.
    func concatenating(_ o: Homography) -> Homography {
        let (a, b, c, d, e, f, g, h, i) = m
        let (A, B, C, D, E, F, G, H, I) = o.m
        return Homography(
            a * A + b * D + c * G, a * B + b * E + c * H, a * C + b * F + c * I,
            d * A + e * D + f * G, d * B + e * E + f * H, d * C + e * F + f * I,
            g * A + h * D + i * G, g * B + h * E + i * H, g * C + h * F + i * I)
    }

    @inline(__always) func apply(_ x: Double, _ y: Double) -> (Double, Double, Double) {
        (x * m.0 + y * m.3 + m.6, x * m.1 + y * m.4 + m.7, x * m.2 + y * m.5 + m.8)
    }

    /// An affine map of the plane as a homography.
    init(scaleX sx: Double, y sy: Double, translateX tx: Double, y ty: Double) {
        self.init(sx, 0, 0, 0, sy, 0, tx, ty, 1)
    }
}
