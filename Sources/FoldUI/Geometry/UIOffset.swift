import Foundation

/// A distance to move by, across and down (UIKit's `UIOffset`).
public struct UIOffset: Equatable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    /// Both 0.
    public init() { (horizontal, vertical) = (0, 0) }

    public init(horizontal: CGFloat, vertical: CGFloat) { (self.horizontal, self.vertical) = (horizontal, vertical) }

    public static let zero = UIOffset()
}
