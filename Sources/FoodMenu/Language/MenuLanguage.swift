import Foundation

/// The menu's second language, beside the Chinese of the dishes' names: English (the default)
/// or Arabic (`foodmenu --locale ar`), which also lays the app out right to left, as an Arabic
/// phone does. Like an app's localization it is chosen at launch; it is the running user
/// interface's, one per thread (FoldKit's hosts run one interface per thread).
public enum MenuLanguage: String, CaseIterable, Sendable {
    case english = "en"
    case arabic = "ar"

    /// The language of this thread's interface (English until a launch sets it).
    public static var current: MenuLanguage {
        get { Thread.current.threadDictionary[key] as? MenuLanguage ?? .english }
        set { Thread.current.threadDictionary[key] = newValue }
    }
    private static let key = "FoodMenu.MenuLanguage"

    /// The direction its script reads in: Arabic right to left.
    public var isRightToLeft: Bool { self == .arabic }

    /// The interface's words in this language.
    public var strings: MenuStrings { self == .arabic ? .arabic : .english }
}
