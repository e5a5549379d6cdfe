/// The direction an app's interface reads in (UIKit's raw values): `UIApplication
/// .userInterfaceLayoutDirection` and a view's `effectiveUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

extension UITraitEnvironmentLayoutDirection {
    /// The direction it names; unspecified reads left to right, as UIKit's default.
    var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        self == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension UIUserInterfaceLayoutDirection {
    var traitDirection: UITraitEnvironmentLayoutDirection {
        self == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
