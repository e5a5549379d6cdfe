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
}
