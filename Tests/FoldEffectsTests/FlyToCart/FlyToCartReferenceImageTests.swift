import FoldCore
import FoldEffects
import FoldExamples
import FoldRender
import FoldTestSupport
import FoldUI
import Foundation
import Testing

/// A frame mid-flight of the example screen: two staggered items in the air over the dish card
/// and a cart that already counted one. `make reference-images` (FOLDKIT_UPDATE_REFERENCE=1)
/// rewrites the PNG; look at it before committing it.
@Suite struct FlyToCartReferenceImageTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Reference")

    /// The frame at 2.3 s and the two items' centres then (window points).
    static func midFlight() throws -> (Bitmap, [CGPoint]) {
        let example = FlyToCartExample(size: CGSize(width: 260, height: 360), from: CGPoint(x: 48, y: 96), to: CGPoint(x: 212, y: 316))
        var c = FlyToCartConfiguration()
        c.keepsArcOnScreen = true
        c.staggerInterval = 0.15
        let animator = try FlyToCartAnimator(containerView: example.window, target: example.cart, configuration: c)
        let loop = FrameLoop(window: example.window)
        try animator.fly(example.dishImage, from: example.dishView.center, in: example.card)
        _ = loop.step(to: 0.9)  // the first lands: badge 1
        _ = loop.step(to: 1.8)  // its bounce has settled
        let flights = try animator.fly(example.dishImage, from: example.dishView.center, in: example.card, count: 2)
        _ = loop.step(to: 1.9)
        let tree = loop.step(to: 2.3)
        let centres = flights.compactMap { $0.layer?.presentationProperties(at: 2.3).position }
        return (Compositor(images: example.window.images).render(tree), centres)
    }

    @Test func aFrameMidFlightMatchesItsReference() throws {
        let (bitmap, _) = try Self.midFlight()
        let url = Self.directory.appendingPathComponent("fly-to-cart-mid-flight.png")
        let mismatch = try ReferenceImage.mismatch(bitmap, against: url)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// The picture is what it claims: the badge's red, the cart's orange and the two items'
    /// emoji colours are where the layers are.
    @Test func theFrameShowsTheItemsTheCartAndTheBadge() throws {
        let (bitmap, items) = try Self.midFlight()
        func pixel(_ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            bitmap.rgba(x: Int(x * 2), y: Int(y * 2))
        }
        // Left of the digit in the badge (centre (234, 294), 20 pt across).
        let badge = pixel(212 + 28 - 6 - 6, 316 - 28 + 6)
        #expect(badge.r > 200 && badge.g < 120 && badge.b < 120, "badge \(badge)")
        let cart = pixel(212 - 20, 316 + 8)
        #expect(cart.r > 200 && cart.g > 80 && cart.g < 140 && cart.b < 90, "cart \(cart)")
        // Each item's 20 × 20 box is mostly not the background: the emoji is drawn there.
        #expect(items.count == 2)
        for c in items {
            var drawn = 0
            for dy in -8...8 {
                for dx in -8...8 {
                    let p = pixel(c.x + Double(dx), c.y + Double(dy))
                    if abs(Int(p.r) - 242) + abs(Int(p.g) - 242) + abs(Int(p.b) - 247) > 30 { drawn += 1 }
                }
            }
            #expect(drawn > 17 * 17 / 4, "item at \(c): \(drawn) drawn points")
        }
    }
}
