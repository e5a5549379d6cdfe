import Foundation

// The attribute keys UIKit adds for drawing text (Foundation declares the key type; on Apple
// platforms UIKit declares these), with UIKit's raw values.
extension NSAttributedString.Key {
    /// A `UIFont`; Helvetica 12 when absent (FoldKit: the system font at 12 points).
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the glyphs; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text; none when absent.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`: the alignment and the line break mode.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An `NSUnderlineStyle` raw value (an `Int`): `.single`, `.thick` (drawn single) or `.double`.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A `UIColor` for the underline; the text's colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `NSUnderlineStyle` raw value (an `Int`) for a line through the text (drawn single).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A `UIColor` for the line through the text; the text's colour when absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Points added after each character (a `CGFloat` or number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Points the glyphs are raised above the baseline (a `CGFloat` or number; negative lowers).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
