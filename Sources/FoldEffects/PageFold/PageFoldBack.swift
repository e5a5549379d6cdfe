#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// What the back of the folding half shows once it has turned past 90°. It is a layer of its
/// own facing the other way, so the front (and its shadow) is never seen through it.
///
/// ```swift
/// var options = PageFoldView.Options()
/// options.back = .mirroredImage(dimming: 0.5)       // the default dims by 0.35
/// options.back = .color(CGColor(red: 0.96, green: 0.95, blue: 0.92, alpha: 1))   // plain paper
/// ```
public enum PageFoldBack: Sendable, Equatable {
    /// The folding half's own picture mirrored about the hinge, darkened by `dimming` (0 keeps
    /// it as bright as the front, 1 makes it black). Needs the image's pixels.
    case mirroredImage(dimming: Double)
    /// A plain colour.
    case color(CGColor)
    /// The part `contentsRect` (unit coordinates) of another image, upright once the half lies
    /// folded over (a flip book shows the next page here).
    case image(UIImage, contentsRect: CGRect)

    /// The default: the image mirrored and dimmed.
    public static let standard = PageFoldBack.mirroredImage(dimming: 0.35)

    func validate(image: UIImage) throws {
        switch self {
        case .mirroredImage(let dimming):
            guard dimming.isFinite, dimming >= 0, dimming <= 1 else {
                throw EffectConfigurationError(setting: "back.dimming", message: "must be a number from 0 to 1 (got \(dimming))")
            }
            guard image.bitmap != nil else {
                throw EffectConfigurationError(
                    setting: "back",
                    message: "the mirrored back needs the image's pixels, and '\(image.contentsName)' has none; create the image "
                        + "from pixels (UIImage(named:), UIImage(cgImage:) or UIGraphicsImageRenderer), or choose back .color or .image"
                )
            }
        case .color(let c):
            guard [c.rgba.red, c.rgba.green, c.rgba.blue, c.alpha].allSatisfy(\.isFinite) else {
                throw EffectConfigurationError(setting: "back.color", message: "has a component that is not a number (\(c))")
            }
        case .image(let other, let r):
            try PageFoldView.validate(other, "back.image")
            guard [r.origin.x, r.origin.y, r.size.width, r.size.height].allSatisfy(\.isFinite), r.size.width > 0,
                r.size.height > 0
            else {
                throw EffectConfigurationError(
                    setting: "back.contentsRect", message: "must have a finite origin and a size above 0 (got \(r))")
            }
        }
    }

    /// The folding half of `bitmap` (the unit rect `part`), mirrored about the hinge and dimmed:
    /// shown through a layer that faces backwards, it reads as the front's mirror image.
    /// `vertical`: the hinge is horizontal, so rows are mirrored; otherwise columns.
    static func mirroredBitmap(_ bitmap: Bitmap, part: CGRect, vertical: Bool, dimming: Double) -> Bitmap {
        let x0 = Int((part.minX * Double(bitmap.width)).rounded())
        let y0 = Int((part.minY * Double(bitmap.height)).rounded())
        let w = max(0, Int((part.maxX * Double(bitmap.width)).rounded()) - x0)
        let h = max(0, Int((part.maxY * Double(bitmap.height)).rounded()) - y0)
        var out = Bitmap(width: w, height: h, scale: bitmap.scale)
        let keep = UInt32((max(0, min(1, 1 - dimming)) * 256).rounded())
        for y in 0..<h {
            for x in 0..<w {
                let sx = vertical ? x : w - 1 - x
                let sy = vertical ? h - 1 - y : y
                let p = bitmap.pixels[(y0 + sy) * bitmap.width + x0 + sx]
                // Premultiplied: darkening scales the colour channels and keeps alpha. (Swift's
                // >> binds tighter than *, hence the parentheses.)
                let r = ((p & 0xFF) * keep) >> 8
                let g = ((p >> 8 & 0xFF) * keep) >> 8
                let b = ((p >> 16 & 0xFF) * keep) >> 8
                out.pixels[y * w + x] = Bitmap.pack(r: r, g: g, b: b, a: p >> 24)
            }
        }
        return out
    }
}
