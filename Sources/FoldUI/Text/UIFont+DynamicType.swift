import Foundation

/// Dynamic Type: each text style's size at each content size category.
extension UIFont.TextStyle {
    /// Point sizes from the smallest category to the largest (`UIContentSizeCategory.ordered`:
    /// xSmall … xxxLarge, then the five accessibility sizes), as Apple's Human Interface
    /// Guidelines tabulate them for iOS ("Dynamic Type sizes").
    var sizes: [CGFloat] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 28, 34, 41, 48]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 38, 44]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        // A style UIKit adds later: the body's curve.
        default: UIFont.TextStyle.body.sizes
        }
    }

    /// The style's weight: the headline is semibold, the others regular.
    var weight: UIFont.Weight { self == .headline ? .semibold : .regular }

    /// The style's size at a category (`.unspecified`: the default, `.large`).
    func pointSize(at category: UIContentSizeCategory) -> CGFloat {
        sizes[UIContentSizeCategory.ordered.firstIndex(of: category) ?? Self.defaultIndex]
    }

    /// How much larger than at the default category (`.large`) this style is at `category`.
    func scale(at category: UIContentSizeCategory) -> CGFloat {
        pointSize(at: category) / sizes[Self.defaultIndex]
    }

    private static let defaultIndex = UIContentSizeCategory.ordered.firstIndex(of: .large)!
}

extension UIFont {
    /// How a Dynamic Type font follows the content size category: a text style's curve from a
    /// size at the default category, up to a largest size.
    struct Scaling: Equatable {
        var style: TextStyle
        var defaultSize: CGFloat
        var maximumPointSize: CGFloat?

        func pointSize(at category: UIContentSizeCategory) -> CGFloat {
            let size = defaultSize * style.scale(at: category)
            return maximumPointSize.map { min(size, $0) } ?? size
        }
    }

    /// The same face at the size its scaling gives at `category` (itself when it has none).
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let scaling else { return self }
        let size = scaling.pointSize(at: category)
        return size == pointSize ? self : UIFont(family: family, pointSize: size, weight: weight, scaling: scaling)
    }
}
