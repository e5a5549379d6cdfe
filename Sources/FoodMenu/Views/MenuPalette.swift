#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// FoodMenu's colours, each with a light and a dark form (what an asset catalog's colour set
/// with an "Any, Dark" appearance gives on iOS). Each is one object, made once.
enum MenuPalette {
    static func adaptive(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r, green: g, blue: b, alpha: a)
    }

    /// The list behind the cards, and a region's sticky header: warm paper; a warm near-black.
    static let list = adaptive(light: rgb(0.93, 0.92, 0.9), dark: rgb(0.08, 0.075, 0.07))
    static let regionHeader = adaptive(light: rgb(0.93, 0.92, 0.9), dark: rgb(0.14, 0.13, 0.12))
    static let regionName = adaptive(light: rgb(0.2, 0.16, 0.14), dark: rgb(0.93, 0.9, 0.87))
    static let regionEnglish = adaptive(light: rgb(0.45, 0.42, 0.4), dark: rgb(0.66, 0.63, 0.6))
    /// A card's face, and the settings panel.
    static let card = adaptive(light: .white, dark: rgb(0.11, 0.11, 0.12))
    /// The back of a card's folding pieces.
    static let cardBack = adaptive(light: rgb(0.9686, 0.9373, 0.9686), dark: rgb(0.2, 0.19, 0.21))
    static let secondaryText = adaptive(light: rgb(0.45, 0.45, 0.48), dark: rgb(0.64, 0.64, 0.68))
    static let summaryText = adaptive(light: rgb(0.35, 0.35, 0.38), dark: rgb(0.74, 0.74, 0.78))
    static let openSummaryText = adaptive(light: rgb(0.25, 0.25, 0.28), dark: rgb(0.82, 0.82, 0.85))
    static let divider = adaptive(light: rgb(0.9, 0.9, 0.92), dark: rgb(0.22, 0.22, 0.24))
    /// The menu's bar at the top, and the line under it.
    static let bar = adaptive(light: rgb(0.98, 0.98, 0.99), dark: rgb(0.1, 0.1, 0.11))
    static let barSeparator = adaptive(light: rgb(0.85, 0.85, 0.87), dark: rgb(0.24, 0.24, 0.26))
    /// The likes heart and count.
    static let likes = adaptive(light: rgb(0.91, 0.26, 0.35), dark: rgb(1, 0.36, 0.44))
}
