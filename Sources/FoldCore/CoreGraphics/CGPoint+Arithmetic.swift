import Foundation

// What FoldKit's own code does with points beyond Core Graphics's API (vector arithmetic, lengths,
// interpolation): package-wide, not public, so a user's file sees CGPoint as Apple declares it.
extension CGPoint {
    package init(_ x: CGFloat, _ y: CGFloat) {
        self.init(x: x, y: y)
    }

    package static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    package static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    package static func * (a: CGPoint, s: CGFloat) -> CGPoint { CGPoint(x: a.x * s, y: a.y * s) }
    package static func * (s: CGFloat, a: CGPoint) -> CGPoint { CGPoint(x: a.x * s, y: a.y * s) }

    /// Euclidean length of the vector from the origin to this point.
    package var length: CGFloat { (x * x + y * y).squareRoot() }

    package func distance(to other: CGPoint) -> CGFloat { (other - self).length }

    /// Linear interpolation: `self` at 0, `other` at 1.
    package func interpolated(to other: CGPoint, fraction t: CGFloat) -> CGPoint {
        CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    package var isFinite: Bool { x.isFinite && y.isFinite }
}
