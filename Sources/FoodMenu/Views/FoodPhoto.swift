import FoldCore
import FoldRender
import FoldUI
import Foundation
import Synchronization

/// A dish's "photo": the dish's emoji on a plate, on a table lit from above in the dish's colour.
/// Drawn with a `CGContext` (vector, through cairo), so every size is sharp.
public enum FoodPhoto {
    /// The photo of `food` at `size` points and `scale` pixels per point, named after the food so
    /// image views share one registration. Drawn once per dish, size and scale: cells ask again at
    /// every reuse and refresh, on the frame loop's thread.
    public static func image(of food: Food, size: CGSize, scale: Double) -> UIImage {
        let key = CacheKey(food: food, size: size, scale: scale)
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let name = "photo-\(food.id)-\(Int(size.width))x\(Int(size.height))@\(scale)"
        let image = UIImage(bitmap: bitmap(of: food, size: size, scale: scale), name: name)
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

    public static func bitmap(of food: Food, size: CGSize, scale: Double) -> Bitmap {
        CGContext.image(size: size, scale: scale) { ctx in
            let (w, h) = (size.width, size.height)
            // The table: the dish's colour, lighter at the top, as if lit from above.
            let top = food.tint.mixed(with: .white, amount: 0.55)
            let bottom = food.tint.mixed(with: .black, amount: 0.15)
            ctx.fillLinearGradient(
                CGRect(x: 0, y: 0, width: w, height: h), colors: [top, bottom], from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: h)
            )

            // The plate: a soft shadow, a rim and a well, seen slightly from above.
            let d = min(w * 0.8, h * 0.95)
            let plate = CGRect(x: (w - d) / 2, y: (h - d * 0.82) / 2 + d * 0.03, width: d, height: d * 0.82)
            func ellipse(_ r: CGRect, _ color: CGColor) {
                ctx.setFillColor(color)
                ctx.addEllipse(in: r)
                ctx.fillPath()
            }
            ellipse(
                CGRect(x: plate.minX, y: plate.minY + d * 0.04, width: plate.width, height: plate.height),
                CGColor(red: 0, green: 0, blue: 0, alpha: 0.18))
            ellipse(plate, CGColor(red: 0.98, green: 0.98, blue: 0.96, alpha: 1))
            ellipse(
                CGRect(
                    x: plate.minX + d * 0.12, y: plate.minY + d * 0.1, width: plate.width - d * 0.24,
                    height: plate.height - d * 0.2),
                CGColor(red: 0.92, green: 0.91, blue: 0.88, alpha: 1))

            // The dish.
            let font = Font(size: d * 0.42)
            let glyph = ctx.textSize(of: food.emoji, font: font)
            ctx.drawText(
                food.emoji,
                in: CGRect(
                    x: (w - glyph.width) / 2, y: plate.midY - glyph.height / 2, width: glyph.width + 1, height: glyph.height + 1),
                font: font, color: .black)
        }.bitmap
    }
}

extension CGColor {
    /// This colour moved `amount` (0…1) of the way to `other`.
    func mixed(with other: CGColor, amount: Double) -> CGColor {
        let a = rgba
        let b = other.rgba
        return CGColor(
            srgbRed: a.red + (b.red - a.red) * amount, green: a.green + (b.green - a.green) * amount,
            blue: a.blue + (b.blue - a.blue) * amount, alpha: a.alpha + (b.alpha - a.alpha) * amount)
    }
}
