import Foundation

/// UIMenuElement: what `UIAction` is, as UIKit declares it (FoldKit has no menus to put one in).
open class UIMenuElement: NSObject {
    /// UIMenuElement.Attributes, with UIKit's raw values.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// UIMenuElement.State, with UIKit's raw values.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    open var title: String

    init(title: String) {
        self.title = title
        super.init()
    }
}
