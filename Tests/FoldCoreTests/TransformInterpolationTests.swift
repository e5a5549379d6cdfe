import Foundation
import Testing

@testable import FoldCore

/// Whole-transform interpolation: decomposed parts interpolate linearly, the rotation by
/// quaternion slerp along the shorter arc (Core Animation; CSS Transforms 2, "Interpolation of
/// decomposed 3D matrix values"). The expected values are built here from axis–angle
/// quaternions and the slerp formula, not from the code under test.
@Suite struct TransformInterpolationTests {
    static let deg = Double.pi / 180

    /// (x, y, z, w) for a turn by `angle` about a unit axis.
    typealias Q = (x: Double, y: Double, z: Double, w: Double)

    static func q(_ angle: Double, _ ax: Double, _ ay: Double, _ az: Double) -> Q {
        let l = (ax * ax + ay * ay + az * az).squareRoot(), s = sin(angle / 2)
        return (ax / l * s, ay / l * s, az / l * s, cos(angle / 2))
    }

    /// Hamilton product a·b: the rotation b, then a (as column-vector operators).
    static func product(_ a: Q, _ b: Q) -> Q {
        (
            a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
            a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
            a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
            a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z
        )
    }

    /// Textbook slerp with the shortest-path flip.
    static func slerp(_ a: Q, _ b0: Q, _ t: Double) -> Q {
        var b = b0
        var d = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
        if d < 0 {
            b = (-b.x, -b.y, -b.z, -b.w)
            d = -d
        }
        let theta = acos(min(1, d))
        if theta < 1e-12 { return a }
        let ka = sin((1 - t) * theta) / sin(theta), kb = sin(t * theta) / sin(theta)
        return (ka * a.x + kb * b.x, ka * a.y + kb * b.y, ka * a.z + kb * b.z, ka * a.w + kb * b.w)
    }

    /// Back to a matrix through the quaternion's axis and angle.
    static func matrix(_ q: Q) -> CATransform3D {
        let angle = 2 * atan2((q.x * q.x + q.y * q.y + q.z * q.z).squareRoot(), q.w)
        if abs(angle) < 1e-15 { return .identity }
        return CATransform3D(rotationAngle: angle, x: q.x, y: q.y, z: q.z)
    }

    static func rot(_ degrees: Double, _ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
        CATransform3D(rotationAngle: degrees * deg, x: x, y: y, z: z)
    }

    func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        guard case .transform(let m) = AnimationValue.transform(a).interpolated(to: .transform(b), fraction: t) else {
            Issue.record("not a transform")
            return .identity
        }
        return m
    }

    func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: Double = 1e-9) -> Bool {
        zip(a.values, b.values).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($1)) }
    }

    @Test func singleAxisPastNinetyDegreesTurnsAboutThatAxis() {
        // rotateY(100°) decomposes to Euler (180°, 80°, 180°); interpolating those tumbles the card.
        let m = interpolate(Self.rot(-30, 0, 1, 0), Self.rot(100, 0, 1, 0), 0.3)
        #expect(close(m, Self.rot(9, 0, 1, 0)), "\(m)")
        let slerped = Self.matrix(Self.slerp(Self.q(-30 * Self.deg, 0, 1, 0), Self.q(100 * Self.deg, 0, 1, 0), 0.3))
        #expect(close(m, slerped))
        // With a perspective m34 on both ends it stays: rotateY(9°) then the projection.
        let p = CATransform3D(perspective: 500)
        let mp = interpolate(Self.rot(-30, 0, 1, 0).concatenating(p), Self.rot(100, 0, 1, 0).concatenating(p), 0.3)
        #expect(close(mp, Self.rot(9, 0, 1, 0).concatenating(p)), "\(mp)")
    }

    @Test func compoundRotationWithScaleAndTranslation() {
        // From: scale (2, 1, 1), turn x 40° then z 70°, move (10, 20, 30).
        // To: scale (1, 3, 1), turn y 120° then x −30°, move (−5, 0, 60).
        let r1 = Self.rot(40, 1, 0, 0).concatenating(Self.rot(70, 0, 0, 1))
        let r2 = Self.rot(120, 0, 1, 0).concatenating(Self.rot(-30, 1, 0, 0))
        let q1 = Self.product(Self.q(70 * Self.deg, 0, 0, 1), Self.q(40 * Self.deg, 1, 0, 0))
        let q2 = Self.product(Self.q(-30 * Self.deg, 1, 0, 0), Self.q(120 * Self.deg, 0, 1, 0))
        // The quaternions really are those rotations (the convention is right).
        #expect(close(Self.matrix(q1), r1) && close(Self.matrix(q2), r2))
        let a = CATransform3D(scaleX: 2, y: 1, z: 1).concatenating(r1).concatenating(CATransform3D(translationX: 10, y: 20, z: 30))
        let b = CATransform3D(scaleX: 1, y: 3, z: 1).concatenating(r2).concatenating(CATransform3D(translationX: -5, y: 0, z: 60))
        for t in [0.0, 0.25, 0.5, 0.8, 1.0] {
            let expected = CATransform3D(scaleX: 2 - t, y: 1 + 2 * t, z: 1)
                .concatenating(Self.matrix(Self.slerp(q1, q2, t)))
                .concatenating(CATransform3D(translationX: 10 - 15 * t, y: 20 - 20 * t, z: 30 + 30 * t))
            let m = interpolate(a, b, t)
            #expect(close(m, expected), "t = \(t): \(m) vs \(expected)")
        }
    }

    @Test func takesTheShorterArc() {
        // 170° → −170° about z: the quaternions' dot product is cos 170° < 0, so one is negated
        // and the turn passes through 180°, not back through 0°.
        let a = Self.rot(170, 0, 0, 1), b = Self.rot(-170, 0, 0, 1)
        #expect(close(interpolate(a, b, 0.5), Self.rot(180, 0, 0, 1)))
        #expect(close(interpolate(a, b, 0.25), Self.rot(175, 0, 0, 1)))
        // Compound ends whose quaternions point apart.
        let c = Self.rot(150, 1, 1, 0), d = Self.rot(-160, 0, 1, 1)
        let qc = Self.q(150 * Self.deg, 1, 1, 0), qd = Self.q(-160 * Self.deg, 0, 1, 1)
        #expect(qc.x * qd.x + qc.y * qd.y + qc.z * qd.z + qc.w * qd.w < 0)
        for t in [0.3, 0.6] {
            #expect(close(interpolate(c, d, t), Self.matrix(Self.slerp(qc, qd, t))), "t = \(t)")
        }
    }

    @Test func overshootKeepsTurningAboutTheSameAxis() {
        // A spring or back-easing fraction past 1 extrapolates along the same great circle.
        let m = interpolate(Self.rot(0, 0, 1, 0), Self.rot(60, 0, 1, 0), 1.2)
        #expect(close(m, Self.rot(72, 0, 1, 0)), "\(m)")
    }

    @Test func rotationSubKeyPathKeepsItsEulerAngle() throws {
        // transform.rotation.y animates the Euler angle itself: 0 → 200° passes 100° at the middle
        // (a whole-transform slerp would take the shorter way, through −80°).
        let layer = CALayer()
        let keyPath = try #require(AnimatableKeyPath("transform.rotation.y"))
        var a = BasicAnimation(keyPath: keyPath, from: .number(0), to: .number(200 * Self.deg))
        a.duration = 1
        try layer.add(a, forKey: "turn")
        let t = layer.presentationProperties(at: 0.5).transform
        #expect(close(t, Self.rot(100, 0, 1, 0)), "\(t)")
    }
}
