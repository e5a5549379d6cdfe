import Foundation

/// Insets for each edge of a rectangle (UIKit's `UIEdgeInsets`): positive values move an edge
/// towards the centre, negative ones away from it.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// All four 0.
    public init() { (top, left, bottom, right) = (0, 0, 0, 0) }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = UIEdgeInsets()

    /// Edge by edge (FoldKit's, internal: UIKit has no `+` on insets).
    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

/// Whether two insets are the same (UIKit's C function, as Swift imports it).
public func UIEdgeInsetsEqualToEdgeInsets(_ insets1: UIEdgeInsets, _ insets2: UIEdgeInsets) -> Bool { insets1 == insets2 }

extension CGRect {
    /// The rectangle with its edges moved in by `insets`: the origin by `left` and `top`, the
    /// size less `left + right` and `top + bottom` (negative when the insets pass each other).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom))
    }
}
