import Foundation

/// The device settings a host runs an app under — on iOS, the Settings app's Dark Mode, text
/// size and Reduce Motion, and the direction of the language the device is set to. FoldKit's
/// hosts take them from the command line (`--appearance`, `--content-size`, `--reduce-motion`,
/// `--layout-direction`) and from input scripts, and change them mid-run as a user would
/// (`InputEvent.settings`). A nil setting is left as it is.
public struct SystemSettings: Sendable, Equatable {
    /// Light or dark (`.unspecified` is light, the system's default).
    public var appearance: UIUserInterfaceStyle?
    public var contentSize: UIContentSizeCategory?
    public var reduceMotion: Bool?
    /// Left to right or right to left: the reading direction of the device's language.
    public var layoutDirection: UIUserInterfaceLayoutDirection?

    public init(
        appearance: UIUserInterfaceStyle? = nil, contentSize: UIContentSizeCategory? = nil, reduceMotion: Bool? = nil,
        layoutDirection: UIUserInterfaceLayoutDirection? = nil
    ) {
        self.appearance = appearance
        self.contentSize = contentSize
        self.reduceMotion = reduceMotion
        self.layoutDirection = layoutDirection
    }

    /// No setting given.
    public var isEmpty: Bool { appearance == nil && contentSize == nil && reduceMotion == nil && layoutDirection == nil }

    /// The layout directions by name: "ltr", "rtl".
    public static let layoutDirectionNames: [(name: String, direction: UIUserInterfaceLayoutDirection)] = [
        ("ltr", .leftToRight), ("rtl", .rightToLeft),
    ]

    public static func layoutDirection(named name: String) -> UIUserInterfaceLayoutDirection? {
        layoutDirectionNames.first { $0.name == name.lowercased() }?.direction
    }

    /// The appearances by name: "light", "dark".
    public static let appearanceNames: [(name: String, style: UIUserInterfaceStyle)] = [("light", .light), ("dark", .dark)]

    /// The text sizes by name, smallest first: the seven standard sizes (XS … XXXL, L the
    /// default) and the five accessibility sizes (AX1 … AX5), as the Settings app orders them.
    public static let contentSizeNames: [(name: String, category: UIContentSizeCategory)] = zip(
        ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"], UIContentSizeCategory.ordered
    ).map { ($0, $1) }

    public static func appearance(named name: String) -> UIUserInterfaceStyle? {
        appearanceNames.first { $0.name == name.lowercased() }?.style
    }

    public static func contentSize(named name: String) -> UIContentSizeCategory? {
        contentSizeNames.first { $0.name == name.uppercased() }?.category
    }
}
