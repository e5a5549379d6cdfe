import Foundation

/// A transform split into the parts Core Animation animates separately, so that a sub-key-path
/// such as `transform.rotation.x` replaces one part and keeps the others (notably a perspective m34).
///
/// With row vectors the parts recompose as `M = Scale · Skew · Rotation · Translation · Perspective`:
/// a point is scaled first and projected last. Rotation is kept as Euler angles applied x, then y,
/// then z (`Rx · Ry · Rz`), which is how `transform.rotation.x/y/z` read and write it; whole
/// transforms interpolate its `quaternion` instead (see `AnimationValue.interpolated`).
package struct TransformDecomposition: Hashable, Sendable {
    public var scale = Vector3(1, 1, 1)
    /// Shear factors xy, xz, yz (Graphics Gems II "unmatrix").
    public var skew = Vector3.zero
    /// Euler angles in radians about x, y and z.
    public var rotation = Vector3.zero
    public var translation = Vector3.zero
    /// The perspective column (m14, m24, m34, m44) of the pure perspective factor.
    public var perspective: [Double] = [0, 0, 0, 1]
    /// The matrix's m44 before normalisation: a homogeneous factor that changes no projected
    /// point, kept so that recomposing gives back the same numbers.
    public var homogeneousScale = 1.0

    public init() {}

    /// The transform these parts make.
    public var transform: CATransform3D { transform(rotation: Self.rotationMatrix(rotation)) }

    /// The rotation as a quaternion, for interpolating whole transforms.
    public var quaternion: Quaternion { Quaternion(rotationMatrix: Self.rotationMatrix(rotation)) }

    /// The transform these parts make with another rotation matrix in place of the Euler angles'.
    public func transform(rotation: CATransform3D) -> CATransform3D {
        var k = CATransform3D.identity
        k.m21 = skew.x
        k.m31 = skew.y
        k.m32 = skew.z
        var p = CATransform3D.identity
        (p.m14, p.m24, p.m34, p.m44) = (perspective[0], perspective[1], perspective[2], perspective[3])
        let m = CATransform3D(scaleX: scale.x, y: scale.y, z: scale.z)
            .concatenating(k)
            .concatenating(rotation)
            .concatenating(CATransform3D(translationX: translation.x, y: translation.y, z: translation.z))
            .concatenating(p)
        return homogeneousScale == 1 ? m : CATransform3D(m.values.map { $0 * homogeneousScale })!
    }

    /// `Rx · Ry · Rz` with Core Animation's rotation matrices.
    static func rotationMatrix(_ e: Vector3) -> CATransform3D {
        CATransform3D(rotationAngle: e.x, x: 1, y: 0, z: 0)
            .concatenating(CATransform3D(rotationAngle: e.y, x: 0, y: 1, z: 0))
            .concatenating(CATransform3D(rotationAngle: e.z, x: 0, y: 0, z: 1))
    }
}

extension CATransform3D {
    /// The parts of this transform, or nil when it cannot be decomposed (m44 = 0 or non-finite values).
    package var decomposition: TransformDecomposition? {
        guard isFinite, m44 != 0 else { return nil }
        let n = 1 / m44
        var rows = [
            Vector3(m11 * n, m12 * n, m13 * n), Vector3(m21 * n, m22 * n, m23 * n),
            Vector3(m31 * n, m32 * n, m33 * n),
        ]
        let t = Vector3(m41 * n, m42 * n, m43 * n)
        let col = Vector3(m14 * n, m24 * n, m34 * n)
        let det = rows[0].dot(rows[1].cross(rows[2]))

        var d = TransformDecomposition()
        d.homogeneousScale = m44
        // Perspective: M = A · P with A affine; P's column is A⁻¹ · (m14, m24, m34, m44).
        if col != .zero {
            var p = col
            if det != 0 && det.isFinite {
                // Solve L · p = col (L's rows are `rows`): L⁻¹ has columns c0, c1, c2 over det.
                let c0 = rows[1].cross(rows[2]), c1 = rows[2].cross(rows[0]), c2 = rows[0].cross(rows[1])
                p = Vector3(
                    (c0.x * col.x + c1.x * col.y + c2.x * col.z) / det,
                    (c0.y * col.x + c1.y * col.y + c2.y * col.z) / det,
                    (c0.z * col.x + c1.z * col.y + c2.z * col.z) / det)
            }
            d.perspective = [p.x, p.y, p.z, 1 - t.dot(p)]
        }
        d.translation = t

        // Gram–Schmidt: scale and shear, leaving an orthonormal rotation. A zero scale (a common
        // animation end point) keeps a unit axis so the other parts survive.
        let axes = [Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0, 0, 1)]
        func unit(_ v: Vector3, _ i: Int, _ previous: [Vector3]) -> (Vector3, Double) {
            let l = v.length
            if l > 1e-12 { return (v * (1 / l), l) }
            var e = axes[i]
            for u in previous { e = e - u * u.dot(e) }
            if e.length < 1e-6 { e = previous.count == 2 ? previous[0].cross(previous[1]) : axes[(i + 1) % 3] }
            return (e.normalized, 0)
        }
        (rows[0], d.scale.x) = unit(rows[0], 0, [])
        var xy = rows[0].dot(rows[1])
        (rows[1], d.scale.y) = unit(rows[1] - rows[0] * xy, 1, [rows[0]])
        xy = d.scale.y != 0 ? xy / d.scale.y : 0
        var xz = rows[0].dot(rows[2])
        let r2 = rows[2] - rows[0] * xz
        var yz = rows[1].dot(r2)
        (rows[2], d.scale.z) = unit(r2 - rows[1] * yz, 2, [rows[0], rows[1]])
        xz = d.scale.z != 0 ? xz / d.scale.z : 0
        yz = d.scale.z != 0 ? yz / d.scale.z : 0
        d.skew = Vector3(xy, xz, yz)
        // A reflection: flip all three axes so the remainder is a proper rotation.
        if rows[0].dot(rows[1].cross(rows[2])) < 0 {
            d.scale = d.scale * -1
            rows = rows.map { $0 * -1 }
        }

        // Euler angles of U = Rx · Ry · Rz: U13 = −sin y, U23 = sin x cos y, U33 = cos x cos y,
        // U12 = cos y sin z, U11 = cos y cos z.
        let sy = max(-1, min(1, -rows[0].z))
        let y = asin(sy)
        if abs(sy) < 1 - 1e-12 {
            d.rotation = Vector3(atan2(rows[1].z, rows[2].z), y, atan2(rows[0].y, rows[0].x))
        } else {
            // Gimbal lock: put all of the remaining turn into x.
            d.rotation = Vector3(atan2(-rows[2].y, rows[1].y), y, 0)
        }
        return d
    }

    /// The transform with one Euler rotation component replaced (axis 0 = x, 1 = y, 2 = z),
    /// keeping scale, skew, translation and perspective, as Core Animation's
    /// `transform.rotation.x` does.
    package func settingDecomposed(_ update: (inout TransformDecomposition) -> Void) -> CATransform3D {
        var d = decomposition ?? TransformDecomposition()
        update(&d)
        return d.transform
    }
}
