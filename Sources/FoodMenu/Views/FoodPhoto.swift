import Synchronization

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A dish's "photo": the dish's emoji on a plate, on a table lit from above in the dish's colour.
/// Drawn with a `UIGraphicsImageRenderer` (vector, through cairo), so every size is sharp.
public enum FoodPhoto {
    /// The photo of `food` at `size` points and `scale` pixels per point. Drawn once per dish,
    /// size and scale: cells ask again at every reuse and refresh, on the frame loop's thread.
    public static func image(of food: Food, size: CGSize, scale: Double) -> UIImage {
        let key = CacheKey(food: food, size: size, scale: scale)
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: size, format: format).image { renderer in
            draw(food, size: size, in: renderer.cgContext)
        }
        cache.withLock { cache in
            if cache.count >= 256 { cache.removeAll() }  // a few sizes × 20 dishes; never grows unbounded
            cache[key] = image
        }
        return image
    }

    private struct CacheKey: Hashable {
        var food: Food, size: CGSize, scale: Double
    }
    private static let cache = Mutex<[CacheKey: UIImage]>([:])

    private static func draw(_ food: Food, size: CGSize, in ctx: CGContext) {
        let (w, h) = (size.width, size.height)
        // The table: the dish's colour, lighter at the top, as if lit from above.
        let tint = UIColor(cgColor: food.tint)
        let colors = [tint.mixed(with: .white, amount: 0.55).cgColor, tint.mixed(with: .black, amount: 0.15).cgColor]
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1]) {
            ctx.drawLinearGradient(
                gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: h),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }

        // The plate: a soft shadow, a rim and a well, seen slightly from above.
        let d = min(w * 0.8, h * 0.95)
        let plate = CGRect(x: (w - d) / 2, y: (h - d * 0.82) / 2 + d * 0.03, width: d, height: d * 0.82)
        ctx.setFillColor(UIColor(white: 0, alpha: 0.18).cgColor)
        ctx.fillEllipse(in: plate.offsetBy(dx: 0, dy: d * 0.04))
        ctx.setFillColor(UIColor(red: 0.98, green: 0.98, blue: 0.96, alpha: 1).cgColor)
        ctx.fillEllipse(in: plate)
        ctx.setFillColor(UIColor(red: 0.92, green: 0.91, blue: 0.88, alpha: 1).cgColor)
        ctx.fillEllipse(in: plate.insetBy(dx: d * 0.12, dy: d * 0.1))

        // The dish.
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: d * 0.42)]
        let glyph = food.emoji.size(withAttributes: attributes)
        food.emoji.draw(at: CGPoint(x: (w - glyph.width) / 2, y: plate.midY - glyph.height / 2), withAttributes: attributes)
    }
}

extension UIColor {
    /// This colour moved `amount` (0…1) of the way to `other`.
    func mixed(with other: UIColor, amount: CGFloat) -> UIColor {
        var a: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        var b: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        getRed(&a.0, green: &a.1, blue: &a.2, alpha: &a.3)
        other.getRed(&b.0, green: &b.1, blue: &b.2, alpha: &b.3)
        return UIColor(
            red: a.0 + (b.0 - a.0) * amount, green: a.1 + (b.1 - a.1) * amount, blue: a.2 + (b.2 - a.2) * amount,
            alpha: a.3 + (b.3 - a.3) * amount)
    }
}
