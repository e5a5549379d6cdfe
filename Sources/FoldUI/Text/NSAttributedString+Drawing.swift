import FoldCore
import Foundation

// UIKit's attributed string drawing (NSAttributedString(UIKitAdditions)): each stretch in its
// own font, colours, underline, strikethrough, kerning and baseline offset, laid out by pango
// and drawn in the current UIGraphics context. Where the string sets no font or colour, UIKit's
// defaults apply (the system font at 12 points — Helvetica 12 on Apple platforms — and black).

extension NSAttributedString {
    /// The size of the text on one line per paragraph.
    public func size() -> CGSize {
        TextDrawing(self).size(width: nil)
    }

    /// Draws the text, one line per paragraph, its top left at `point`.
    public func draw(at point: CGPoint) {
        TextDrawing(self).draw(at: point)
    }

    /// Draws the text within `rect`, as its first paragraph style says (wrapped by default).
    public func draw(in rect: CGRect) {
        TextDrawing(self).draw(in: rect)
    }

    /// Draws the text within `rect` as `options` say (`usesLineFragmentOrigin`: wrapped from
    /// the rectangle's top left; else one line on a baseline at its origin).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let text = TextDrawing(self)
        if options.contains(.usesLineFragmentOrigin) {
            text.draw(in: rect, truncatesLast: options.contains(.truncatesLastVisibleLine))
        } else {
            text.draw(at: CGPoint(x: rect.minX, y: rect.minY - text.firstBaseline))
        }
        context?.totalBounds = text.boundingRect(with: rect.size, options: options)
    }

    /// The rectangle the text takes: wrapped within `size`'s width from the origin with
    /// `usesLineFragmentOrigin`, else one line whose origin is its baseline.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect
    {
        let rect = TextDrawing(self).boundingRect(with: size, options: options)
        context?.totalBounds = rect
        return rect
    }
}
