import FoldCore
import Foundation

/// Draws a CATextLayer's text properties into layer contents.
public enum TextRenderer {
    /// A `size × scale` bitmap with `string` drawn from the top of the bounds, clipped to them,
    /// like CATextLayer: `fontFamily` nil is the system sans, `fontSize` is in points, and
    /// `wrapped` wraps at word boundaries (breaking long words) instead of running off the edge.
    public static func render(
        string: String, fontSize: Double, fontFamily: String?, fontWeight: Font.Weight = .regular, color: CGColor,
        alignment: CATextLayerAlignmentMode, wrapped: Bool, truncation: CATextLayerTruncationMode = .none, size: CGSize,
        scale: Double
    ) -> Bitmap {
        render(
            string: string, fontSize: fontSize, fontFamily: fontFamily, fontWeight: fontWeight, color: color,
            alignment: alignment,
            wrapped: wrapped, truncation: truncation, runs: [], size: size, scale: scale)
    }

    /// `render` of an attributed string's text, its `runs` styled.
    package static func render(
        string: String, fontSize: Double, fontFamily: String?, fontWeight: Font.Weight = .regular, color: CGColor,
        alignment: CATextLayerAlignmentMode, wrapped: Bool, truncation: CATextLayerTruncationMode = .none, runs: [TextRun],
        size: CGSize, scale: Double
    ) -> Bitmap {
        DrawingContext.draw(size: size, scale: scale) { context in
            context.drawText(
                string, in: CGRect(origin: .zero, size: size), font: Font(family: fontFamily, size: fontSize, weight: fontWeight),
                color: color, alignment: alignment, wrapped: wrapped, truncation: truncation, runs: runs)
        }
    }
}
