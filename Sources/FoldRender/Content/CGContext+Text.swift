import CCairo
import FoldCore
import Foundation

// Text on a CGContext, laid out by pango: what FoldKit's own drawing (its examples, FoodMenu, the
// CLI's plots) uses until UIKit's `NSString.draw` comes (issue 19). Core Graphics itself draws
// text through Core Text, which Linux does not have.
extension CGContext {
    /// Lays out `string` from the top of `rect` (user space), clipped to it, in the fill colour's
    /// place `color`, with the state's alpha and shadow. Without `wrapped` each paragraph stays on
    /// one line, as an unwrapped CATextLayer draws it.
    package func drawText(
        _ string: String, in rect: CGRect, font: Font, color: CGColor, alignment: CATextLayerAlignmentMode = .natural,
        wrapped: Bool = false
    ) {
        guard let rect = DrawingContext.finite(rect), rect.width > 0, rect.height > 0 else { return }
        paintWithCairo { cairo in
            DrawingContext.configureTextRendering(cairo)
            guard
                let layout = TextLayout(
                    cairo: cairo, string: string, font: font, alignment: alignment, width: wrapped ? rect.width : nil)
            else { return }
            cairo_new_path(cairo)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cairo)
            DrawingContext.setSource(color, on: cairo)
            layout.draw(on: cairo, at: CGPoint(x: rect.minX, y: rect.minY), width: rect.width)
        }
    }

    /// The size `string` takes when drawn with `drawText`: its widest line and total line
    /// height, wrapping at `width` when given.
    package func textSize(of string: String, font: Font, width: Double? = nil) -> CGSize {
        let wrapWidth = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return withUserSpaceCairo { cairo in
            DrawingContext.configureTextRendering(cairo)
            return TextLayout(cairo: cairo, string: string, font: font, alignment: .natural, width: wrapWidth)?.logicalSize ?? .zero
        }
    }

    /// Fills `rect` with a linear gradient from `start` to `end`: `colors` at `locations` (evenly
    /// spaced when nil), the end colours carried on beyond both ends.
    package func fillLinearGradient(_ rect: CGRect, colors: [CGColor], locations: [CGFloat]? = nil, from start: CGPoint, to end: CGPoint) {
        let made = locations.map { CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: $0) }
        guard let gradient = made ?? CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: nil) else { return }
        saveGState()
        clip(to: rect)
        drawLinearGradient(gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        restoreGState()
    }
}
