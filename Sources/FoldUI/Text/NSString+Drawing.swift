import FoldCore
import Foundation

// UIKit's string drawing (NSString(UIKitAdditions)), on `NSString` and, as Swift code calls it,
// on `String`: laid out by pango, drawn in the current UIGraphics context (a
// `UIGraphicsImageRenderer` block, `UIGraphicsBeginImageContextWithOptions`, a view's `draw(_:)`).

extension NSString {
    /// The size of the text on one line per paragraph.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextDrawing(self as String, attrs).size(width: nil)
    }

    /// Draws the text, one line per paragraph, its top left at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing(self as String, attrs).draw(at: point)
    }

    /// Draws the text within `rect`, as its paragraph style says (wrapped by default).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing(self as String, attrs).draw(in: rect)
    }

    /// Draws the text within `rect` as `options` say (`usesLineFragmentOrigin`: wrapped from
    /// the rectangle's top left; else one line on a baseline at its origin).
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        let text = TextDrawing(self as String, attributes)
        if options.contains(.usesLineFragmentOrigin) {
            text.draw(in: rect, truncatesLast: options.contains(.truncatesLastVisibleLine))
        } else {
            text.draw(at: CGPoint(x: rect.minX, y: rect.minY - text.firstBaseline))
        }
        context?.totalBounds = text.boundingRect(with: rect.size, options: options)
    }

    /// The rectangle the text takes: wrapped within `size`'s width from the origin with
    /// `usesLineFragmentOrigin`, else one line whose origin is its baseline.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let rect = TextDrawing(self as String, attributes).boundingRect(with: size, options: options)
        context?.totalBounds = rect
        return rect
    }
}

extension StringProtocol {
    /// `NSString.size(withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (String(self) as NSString).size(withAttributes: attrs)
    }

    /// `NSString.draw(at:withAttributes:)`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (String(self) as NSString).draw(at: point, withAttributes: attrs)
    }

    /// `NSString.draw(in:withAttributes:)`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (String(self) as NSString).draw(in: rect, withAttributes: attrs)
    }

    /// `NSString.draw(with:options:attributes:context:)`.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        (String(self) as NSString).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    /// `NSString.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (String(self) as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
