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
            guard image.cgImage != nil else {
                throw EffectConfigurationError(
                    setting: "back",
                    message: "the mirrored back needs the image's pixels, and this image has none (no CGImage); create the "
                        + "image from pixels (UIImage(named:), UIImage(cgImage:) or UIGraphicsImageRenderer), or choose back .color or .image"
                )
            }
        case .color(let c):
            guard (c.components ?? []).allSatisfy(\.isFinite) else {
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

    /// The folding half of `image` (the unit rect `part`, to whole pixels), mirrored about the
    /// hinge and dimmed: shown through a layer that faces backwards, it reads as the front's
    /// mirror image. `vertical`: the hinge is horizontal, so rows are mirrored; otherwise columns.
    static func mirroredImage(_ image: UIImage, part: CGRect, vertical: Bool, dimming: Double) -> UIImage {
        let scale = image.scale
        let pixels = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        let x0 = (part.minX * pixels.width).rounded()
        let y0 = (part.minY * pixels.height).rounded()
        let w = max(0, (part.maxX * pixels.width).rounded() - x0)
        let h = max(0, (part.maxY * pixels.height).rounded() - y0)
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = scale
        let size = CGSize(width: w / scale, height: h / scale)
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            let g = context.cgContext
            // The mirror about the canvas's middle, then the part at whole pixels (no resampling).
            g.translateBy(x: vertical ? 0 : size.width, y: vertical ? size.height : 0)
            g.scaleBy(x: vertical ? 1 : -1, y: vertical ? -1 : 1)
            image.draw(in: CGRect(x: -x0 / scale, y: -y0 / scale, width: image.size.width, height: image.size.height))
            // Darker colours, the same alpha: black over it, only where it is (source atop).
            g.setFillColor(CGColor(gray: 0, alpha: max(0, min(1, dimming))))
            g.setBlendMode(.sourceAtop)
            g.fill(CGRect(origin: .zero, size: size))
        }
    }

    /// The image's pixels as a layer shows them: upright (a layer shows a CGImage as stored).
    static func uprightContents(_ image: UIImage) -> CGImage? {
        guard image.imageOrientation != .up else { return image.cgImage }
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = image.scale
        return UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
            image.draw(in: CGRect(origin: .zero, size: image.size))
        }.cgImage
    }
}
