import Foundation

/// How a paragraph of drawn text is laid out (the part of UIKit's NSParagraphStyle that FoldKit
/// draws: alignment and line breaks).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// Natural alignment, word wrapping.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    var storedAlignment = NSTextAlignment.natural
    var storedLineBreakMode = NSLineBreakMode.byWordWrapping

    public required override init() { super.init() }

    open var alignment: NSTextAlignment { storedAlignment }
    /// The wrapping modes wrap lines within the width; `.byClipping` and the truncating modes
    /// keep each paragraph on one line, clipped or cut with "…".
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }

    open func copy(with zone: NSZone? = nil) -> Any { copy(as: NSParagraphStyle.self) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copy(as: NSMutableParagraphStyle.self) }

    private func copy<T: NSParagraphStyle>(as type: T.Type) -> T {
        let c = T()
        c.storedAlignment = storedAlignment
        c.storedLineBreakMode = storedLineBreakMode
        return c
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return alignment == other.alignment && lineBreakMode == other.lineBreakMode
    }

    open override var hash: Int { alignment.rawValue &* 31 &+ lineBreakMode.rawValue }
}

/// A paragraph style whose attributes can be set.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
}
