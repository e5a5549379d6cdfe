import Foundation
import Testing

@testable import FoldCore

/// CALayer.frame under a transform: the getter is the transformed bounding box, the setter
/// keeps the transform and solves for bounds.size and position.
@Suite struct FrameSetterTests {
    static let deg = Double.pi / 180

    func near(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.origin.x - b.origin.x) <= tolerance && abs(a.origin.y - b.origin.y) <= tolerance
            && abs(a.size.width - b.size.width) <= tolerance && abs(a.size.height - b.size.height) <= tolerance
    }

    func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    func layer(_ transform: CATransform3D, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> CALayer {
        let l = CALayer()
        l.anchorPoint = anchor
        l.transform = transform
        return l
    }

    @Test func translationMovesTheBoxNotThePosition() {
        // Core Animation: position (50, 25), bounds (0, 0, 100, 50); the translation moves the box
        // by (10, 20) onto the frame.
        let l = layer(CATransform3D(translationX: 10, y: 20, z: 0))
        l.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(l.position == CGPoint(x: 50, y: 25))
        #expect(l.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(l.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func scaleDividesTheSize() {
        let l = layer(CATransform3D(scaleX: 2, y: 3, z: 1))
        l.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        #expect(near(l.bounds, CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(near(l.position, CGPoint(x: 100, y: 75)))
        // About a corner anchor the box grows away from the position.
        let corner = layer(CATransform3D(scaleX: 2, y: 3, z: 1), anchor: CGPoint(x: 0, y: 0))
        corner.frame = CGRect(x: 7, y: 9, width: 200, height: 150)
        #expect(near(corner.position, CGPoint(x: 7, y: 9)))
        #expect(near(corner.bounds, CGRect(x: 0, y: 0, width: 100, height: 50)))
    }

    @Test func quarterTurnSwapsWidthAndHeight() {
        let l = layer(CATransform3D(rotationAngle: 90 * Self.deg, x: 0, y: 0, z: 1))
        l.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(near(l.bounds, CGRect(x: 0, y: 0, width: 50, height: 100)))
        #expect(near(l.position, CGPoint(x: 60, y: 45)))
        // Anchor (0, 0): (x, y) ↦ (−y, x), so the 50 × 100 bounds cover x ∈ [−100, 0], y ∈ [0, 50]
        // about the position; the frame's origin (10, 20) puts the position at (110, 20).
        let c = layer(CATransform3D(rotationAngle: 90 * Self.deg, x: 0, y: 0, z: 1), anchor: .zero)
        c.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(near(c.position, CGPoint(x: 110, y: 20)))
        #expect(near(c.frame, CGRect(x: 10, y: 20, width: 100, height: 50)))
    }

    @Test func generalRotationSolvesTheBoundingBox() {
        let angle = 30 * Self.deg
        let l = layer(CATransform3D(rotationAngle: angle, x: 0, y: 0, z: 1))
        l.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
        // (cos·w + sin·h, sin·w + cos·h) = (120, 100).
        let (c, s) = (cos(angle), sin(angle))
        let w = (c * 120 - s * 100) / (c * c - s * s), h = (c * 100 - s * 120) / (c * c - s * s)
        #expect(abs(l.bounds.size.width - w) < 1e-9 && abs(l.bounds.size.height - h) < 1e-9)
        #expect(near(l.position, CGPoint(x: 60, y: 50)))
        #expect(near(l.frame, CGRect(x: 0, y: 0, width: 120, height: 100)))
    }

    @Test func settingTheFrameItReportsChangesNothing() {
        let transforms: [CATransform3D] = [
            .identity, CATransform3D(translationX: 10, y: 20, z: 0), CATransform3D(scaleX: 2, y: 0.5, z: 1),
            CATransform3D(rotationAngle: 90 * Self.deg, x: 0, y: 0, z: 1),
            CATransform3D(rotationAngle: -37 * Self.deg, x: 0, y: 0, z: 1).concatenating(CATransform3D(translationX: 3, y: -4, z: 0)),
            CATransform3D(rotationAngle: 200 * Self.deg, x: 0, y: 0, z: 1).concatenating(CATransform3D(scaleX: 1.5, y: 1.5, z: 1)),
        ]
        for t in transforms {
            let l = layer(t, anchor: CGPoint(x: 0.25, y: 0.75))
            l.bounds = CGRect(x: 5, y: -3, width: 80, height: 30)
            l.position = CGPoint(x: 40, y: 70)
            let frame = l.frame
            l.frame = frame
            #expect(near(l.bounds, CGRect(x: 5, y: -3, width: 80, height: 30)), "\(t)")
            #expect(near(l.position, CGPoint(x: 40, y: 70)), "\(t)")
            #expect(near(l.frame, frame), "\(t)")
        }
    }

    @Test func singularTurnKeepsTheAspectRatioAndFits() {
        // At 45° every w × h box is (w + h)/√2 square: the size keeps the bounds' 8 : 3.
        let l = layer(CATransform3D(rotationAngle: 45 * Self.deg, x: 0, y: 0, z: 1))
        l.bounds = CGRect(x: 0, y: 0, width: 80, height: 30)
        l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let k = 100 * 2.0.squareRoot() / 110
        #expect(abs(l.bounds.size.width - 80 * k) < 1e-9 && abs(l.bounds.size.height - 30 * k) < 1e-9)
        #expect(near(l.frame, CGRect(x: 0, y: 0, width: 100, height: 100)))
        // Empty bounds take the frame's shape.
        let e = layer(CATransform3D(rotationAngle: 45 * Self.deg, x: 0, y: 0, z: 1))
        e.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(abs(e.bounds.size.width - 100 / 2.0.squareRoot()) < 1e-9)
        #expect(abs(e.bounds.size.height - 100 / 2.0.squareRoot()) < 1e-9)
    }

    @Test func threeDimensionalTransformPlacesTheBoxOrigin() {
        let tilt = CATransform3D(rotationAngle: 40 * Self.deg, x: 1, y: 0, z: 0).concatenating(CATransform3D(perspective: 400))
        let l = layer(tilt, anchor: CGPoint(x: 0.5, y: 0))
        l.frame = CGRect(x: 30, y: 40, width: 200, height: 100)
        #expect(l.bounds.size == CGSize(width: 200, height: 100))
        #expect(near(l.frame.origin, CGPoint(x: 30, y: 40)))
    }
}
