import Foundation

/// A unit quaternion (x, y, z, w) for a 3D rotation, in Core Animation's convention: the
/// rotation by θ about the unit axis a (CATransform3DMakeRotation(θ, a)) is
/// (a · sin(θ/2), cos(θ/2)). Used to interpolate whole transforms, as Core Animation and CSS
/// (`matrix3d` interpolation) do, because Euler angles turn about the wrong axes in between.
package struct Quaternion: Hashable, Sendable, CustomStringConvertible {
    public var x, y, z, w: Double

    public init(x: Double, y: Double, z: Double, w: Double) {
        (self.x, self.y, self.z, self.w) = (x, y, z, w)
    }

    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    public var description: String { "(\(x), \(y), \(z), \(w))" }

    /// The quaternion of the upper 3 × 3 of a rotation matrix (row vectors, orthonormal, det 1);
    /// Shepperd's method, which divides by the largest of the four candidates.
    public init(rotationMatrix m: CATransform3D) {
        let trace = m.m11 + m.m22 + m.m33
        if trace > 0 {
            let s = 2 * (trace + 1).squareRoot()  // 4w
            self.init(x: (m.m23 - m.m32) / s, y: (m.m31 - m.m13) / s, z: (m.m12 - m.m21) / s, w: s / 4)
        } else if m.m11 >= m.m22 && m.m11 >= m.m33 {
            let s = 2 * max(0, 1 + m.m11 - m.m22 - m.m33).squareRoot()  // 4x
            self.init(x: s / 4, y: (m.m12 + m.m21) / s, z: (m.m13 + m.m31) / s, w: (m.m23 - m.m32) / s)
        } else if m.m22 >= m.m33 {
            let s = 2 * max(0, 1 + m.m22 - m.m11 - m.m33).squareRoot()  // 4y
            self.init(x: (m.m12 + m.m21) / s, y: s / 4, z: (m.m23 + m.m32) / s, w: (m.m31 - m.m13) / s)
        } else {
            let s = 2 * max(0, 1 + m.m33 - m.m11 - m.m22).squareRoot()  // 4z
            self.init(x: (m.m13 + m.m31) / s, y: (m.m23 + m.m32) / s, z: s / 4, w: (m.m12 - m.m21) / s)
        }
        self = normalized
    }

    public func dot(_ o: Quaternion) -> Double { x * o.x + y * o.y + z * o.z + w * o.w }

    public var normalized: Quaternion {
        let l = dot(self).squareRoot()
        guard l > 0, l.isFinite else { return .identity }
        return Quaternion(x: x / l, y: y / l, z: z / l, w: w / l)
    }

    /// The rotation matrix (row vectors), the inverse of `init(rotationMatrix:)`.
    public var rotationMatrix: CATransform3D {
        var m = CATransform3D.identity
        m.m11 = 1 - 2 * (y * y + z * z)
        m.m12 = 2 * (x * y + w * z)
        m.m13 = 2 * (x * z - w * y)
        m.m21 = 2 * (x * y - w * z)
        m.m22 = 1 - 2 * (x * x + z * z)
        m.m23 = 2 * (y * z + w * x)
        m.m31 = 2 * (x * z + w * y)
        m.m32 = 2 * (y * z - w * x)
        m.m33 = 1 - 2 * (x * x + y * y)
        return m
    }

    /// Spherical interpolation at `fraction` (0 → self, 1 → other; outside [0, 1] it keeps
    /// turning), along the shorter arc: q and −q are the same rotation, so when their dot
    /// product is negative one is negated first (CSS Transforms 2, "Interpolation of decomposed
    /// 3D matrix values").
    public func slerp(to other: Quaternion, fraction t: Double) -> Quaternion {
        var b = other
        var d = dot(b)
        if d < 0 {
            b = Quaternion(x: -b.x, y: -b.y, z: -b.z, w: -b.w)
            d = -d
        }
        d = min(1, d)
        let theta = acos(d), s = sin(theta)
        // Nearly the same rotation: the chord is the arc.
        let (ka, kb) = s < 1e-9 ? (1 - t, t) : (sin((1 - t) * theta) / s, sin(t * theta) / s)
        return Quaternion(x: ka * x + kb * b.x, y: ka * y + kb * b.y, z: ka * z + kb * b.z, w: ka * w + kb * b.w)
            .normalized
    }
}
