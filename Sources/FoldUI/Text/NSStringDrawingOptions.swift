import Foundation

/// How `boundingRect(with:options:attributes:context:)` and `draw(with:…)` lay text out
/// (UIKit's raw values).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lines wrap within the width and the rectangle's origin is the top left of the first line;
    /// without it the text is one line and the origin is its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the font's leading (pango's line heights always do).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// The last line that fits is cut with "…" (with `usesLineFragmentOrigin`).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measuring or drawing call reports back (UIKit's NSStringDrawingContext, without the
/// shrinking to fit FoldKit does not do: `actualScaleFactor` is always 1).
open class NSStringDrawingContext: NSObject {
    /// The scale the text was drawn at: 1.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last call laid the text out in.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}
