import FoldCore
import FoldRender
import Foundation
import Testing

@testable import FoldUI

/// `convert` and `hitTest` against what the compositor draws: a card of four coloured quadrants,
/// tilted in perspective; a point of a quadrant converted to the window must land on that
/// quadrant's colour in the rendered frame, and hit that quadrant.
@Suite struct ConvertAgainstPixelsTests {
    static let colors = [
        CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0.8, blue: 0, alpha: 1),
        CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(red: 1, green: 0.8, blue: 0, alpha: 1),
    ]

    @Test(arguments: [(0.6, 0.0), (-0.5, 0.3), (0.2, -0.7)])
    func convertedPointsLandOnTheirQuadrant(angleY: Double, angleX: Double) throws {
        let window = UIWindow(size: CGSize(width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        var quadrants: [UIView] = []
        for (i, color) in Self.colors.enumerated() {
            let q = UIView(frame: CGRect(x: Double(i % 2) * 100, y: Double(i / 2) * 100, width: 100, height: 100))
            q.backgroundColor = UIColor(cgColor: color)
            card.addSubview(q)
            quadrants.append(q)
        }
        window.addSubview(card)
        card.transform3D = CATransform3D(perspective: 400).rotated(by: angleY, x: 0, y: 1, z: 0)
            .rotated(by: angleX, x: 1, y: 0, z: 0)
        let loop = FrameLoop(window: window)
        let bitmap = Compositor(threads: 1).render(loop.step(to: 0))
        try TestOutput.keep(bitmap, name: "foldui-convert-\(angleY).png")
        for (i, q) in quadrants.enumerated() {
            for p in [CGPoint(x: 20, y: 20), CGPoint(x: 50, y: 50), CGPoint(x: 80, y: 30), CGPoint(x: 30, y: 85)] {
                let w = q.convert(p, to: nil)
                let pixel = bitmap.rgba(x: Int(w.x * 2), y: Int(w.y * 2))
                let c = Self.colors[i]
                #expect(
                    abs(Double(pixel.r) - c.rgba.red * 255) < 2 && abs(Double(pixel.g) - c.rgba.green * 255) < 2
                        && abs(Double(pixel.b) - c.rgba.blue * 255) < 2, "quadrant \(i) at \(p) → \(w): \(pixel)")
                #expect(window.hitTest(w, with: nil) === q)
                #expect(approx(q.convert(w, from: nil), p, 1e-7))
            }
        }
    }
}
