import CCairo
import FoldCore
import Foundation

// Text on a CGContext, laid out by pango: what UIKit's string drawing (FoldUI's
// `NSString.draw(at:withAttributes:)` & co.) and FoldKit's own drawing below UIKit (the CLI's
// plots) stand on. Core Graphics itself draws text through Core Text, which Linux does not have.
extension CGContext {
    /// Lays out `string` from the top of `rect` (user space), clipped to it, in the fill colour's
    /// place `color`, with the state's alpha and shadow. Without `wrapped` each paragraph stays on
    /// one line, as an unwrapped CATextLayer draws it. `runs` style stretches of it (an
    /// attributed string's), over `font` and `color`.
    package func drawText(
        _ string: String, in rect: CGRect, font: Font, color: CGColor, alignment: CATextLayerAlignmentMode = .natural,
        wrapped: Bool = false, truncation: CATextLayerTruncationMode = .none, runs: [TextRun] = []
    ) {
        paintWithCairo { cairo in
            DrawingContext.configureTextRendering(cairo)
            DrawingContext.drawText(
                string, in: rect, font: font, color: color, alignment: alignment, wrapped: wrapped, truncation: truncation,
                runs: runs, on: cairo)
        }
    }

    /// The size `string` takes when drawn with `drawText`: its widest line and total line
    /// height, wrapping at `width` when given.
    package func textSize(of string: String, font: Font, width: Double? = nil, runs: [TextRun] = []) -> CGSize {
        withUserSpaceCairo { cairo in
            DrawingContext.configureTextRendering(cairo)
            return DrawingContext.textSize(of: string, font: font, width: width, runs: runs, on: cairo)
        }
    }

    /// Fills `rect` with a linear gradient from `start` to `end`: `colors` at `locations` (evenly
    /// spaced when nil), the end colours carried on beyond both ends.
    package func fillLinearGradient(
        _ rect: CGRect, colors: [CGColor], locations: [CGFloat]? = nil, from start: CGPoint, to end: CGPoint
    ) {
        let made = locations.map { CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: $0) }
        guard let gradient = made ?? CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: nil) else { return }
        saveGState()
        clip(to: rect)
        drawLinearGradient(gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        restoreGState()
    }
}
