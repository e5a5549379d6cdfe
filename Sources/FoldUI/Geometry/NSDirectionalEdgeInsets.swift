import Foundation

/// Insets that follow the layout direction (UIKit's `NSDirectionalEdgeInsets`): `leading` is
/// the left in left-to-right layouts and the right in right-to-left ones.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// All four 0.
    public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    public static let zero = NSDirectionalEdgeInsets()
}
