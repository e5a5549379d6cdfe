// `maskedCorners`: the corners `cornerRadius` rounds, held to the area of the shape worked out
// here by supersampling each pixel (the compositor anti-aliases from a distance estimate, so a
// pixel may differ from the exact area by a few per cent).
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/quartzcore/calayer/maskedcorners —
//   `var maskedCorners: CACornerMask { get set }`;
//   https://developer.apple.com/documentation/quartzcore/cacornermask — `struct CACornerMask`,
//   `init(rawValue: UInt)`, `layerMinXMinYCorner`, `layerMaxXMinYCorner`, `layerMinXMaxYCorner`,
//   `layerMaxXMaxYCorner` (raw values 1, 2, 4, 8).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct CALayerMaskedCornersTests {
        /// Whether (u, v) in a w × h rect lies in it with `corners` rounded to `r`.
        static func inside(_ u: Double, _ v: Double, _ w: Double, _ h: Double, _ r: Double, _ corners: CACornerMask) -> Bool {
            guard u >= 0, v >= 0, u <= w, v <= h else { return false }
            let checks: [(CACornerMask, Double, Double)] = [
                (.layerMinXMinYCorner, r, r), (.layerMaxXMinYCorner, w - r, r),
                (.layerMinXMaxYCorner, r, h - r), (.layerMaxXMaxYCorner, w - r, h - r),
            ]
            for (corner, cx, cy) in checks where corners.contains(corner) {
                let inX = cx == r ? u < r : u > w - r, inY = cy == r ? v < r : v > h - r
                if inX && inY && (u - cx) * (u - cx) + (v - cy) * (v - cy) > r * r { return false }
            }
            return true
        }

        /// The share of pixel (x, y) — in the layer's points at scale 1 — covered by `shape`.
        static func area(_ x: Int, _ y: Int, _ shape: (Double, Double) -> Bool) -> Double {
            let n = 16
            var hits = 0
            for i in 0..<n {
                for j in 0..<n where shape(Double(x) + (Double(i) + 0.5) / Double(n), Double(y) + (Double(j) + 0.5) / Double(n)) {
                    hits += 1
                }
            }
            return Double(hits) / Double(n * n)
        }

        /// A 40 × 40 white screen with `layer` at its origin, rendered at scale 1.
        private func render(_ layer: CALayer) -> CGImage {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            root.addSublayer(layer)
            let driver = HeadlessDriver(rootLayer: root)
            return driver.render()
        }

        @Test func declarations() {
            let corners: ReferenceWritableKeyPath<CALayer, CACornerMask> = \.maskedCorners
            let make: (UInt) -> CACornerMask = CACornerMask.init(rawValue:)
            let l = CALayer()
            // All four by default.
            #expect(l[keyPath: corners] == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
            #expect(
                [CACornerMask.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner].map(\.rawValue)
                    == [1, 2, 4, 8])
            l[keyPath: corners] = make(5)
            #expect(l.maskedCorners == [.layerMinXMinYCorner, .layerMinXMaxYCorner])
            // Not animated: a standalone layer's change shows at once.
            #expect(l.animationKeys() == nil)
        }

        @Test(arguments: 0..<16) func theBackgroundRoundsOnlyTheMaskedCorners(_ bits: Int) {
            let corners = CACornerMask(rawValue: UInt(bits))
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.cornerRadius = 12
            layer.maskedCorners = corners
            let image = render(layer)
            var worst = 0.0
            for y in 0..<30 {
                for x in 0..<40 {
                    let expected = Self.area(x, y) { Self.inside($0, $1, 40, 30, 12, corners) }
                    let green = Double(image.bitmap.rgba(x: x, y: y).1) / 255
                    worst = max(worst, abs((1 - green) - expected))
                }
            }
            #expect(worst < 0.08, "corners \(bits): worst pixel off by \(worst)")
        }

        @Test func theBorderAndTheClipFollowTheMaskedCorners() {
            // The top corners rounded: a blue 4-point border inside a rounded-top outline, and a
            // green sublayer filling the layer cut to the same outline by masksToBounds.
            let corners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            layer.cornerRadius = 14
            layer.maskedCorners = corners
            layer.masksToBounds = true
            let fill = CALayer()
            fill.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            fill.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            layer.addSublayer(fill)
            layer.borderWidth = 4
            layer.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            let image = render(layer)
            var worst = 0.0
            var worstAt = (0, 0)
            for y in 0..<40 {
                for x in 0..<40 {
                    let before = worst
                    defer { if worst > before { worstAt = (x, y) } }
                    let outer = Self.area(x, y) { Self.inside($0, $1, 40, 40, 14, corners) }
                    let hole = Self.area(x, y) { Self.inside($0 - 4, $1 - 4, 32, 32, 10, corners) }
                    let (r, g, b, _) = image.bitmap.rgba(x: x, y: y)
                    // Drawn as Core Animation layers it: the green sublayer cut to the outline
                    // over white, then the blue ring over that (each at the share of the pixel
                    // it covers, so an edge pixel keeps a trace of what is under it).
                    let ring = outer - hole
                    let blue = ring, green = outer * (1 - ring), white = (1 - outer) * (1 - ring)
                    worst = max(worst, abs(Double(r) / 255 - white), abs(Double(g) / 255 - (white + green)), abs(Double(b) / 255 - (white + blue)))
                }
            }
            #expect(worst < 0.1, "worst pixel off by \(worst) at \(worstAt): \(image.bitmap.rgba(x: worstAt.0, y: worstAt.1))")
            // The square bottom corners are the layer's own: fully bordered.
            #expect(image.bitmap.rgba(x: 0, y: 39) == (0, 0, 255, 255) && image.bitmap.rgba(x: 39, y: 39) == (0, 0, 255, 255))
            #expect(image.bitmap.rgba(x: 0, y: 0) == (255, 255, 255, 255))
        }

        @Test func theSceneFileSaysItCannotRoundSomeCorners() throws {
            let layer = CALayer()
            layer.cornerRadius = 4
            layer.maskedCorners = [.layerMinXMinYCorner]
            let scene = Scene(size: CGSize(width: 10, height: 10), layers: [layer])
            let error = #expect(throws: SceneWriteError.self) { try SceneWriter.data(for: scene) }
            #expect(error?.description.contains("maskedCorners 1") == true)
            // With all four, or no radius, it writes.
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            #expect(throws: Never.self) { try SceneWriter.data(for: scene) }
        }
    }
}
