import Foundation

extension UIScrollView {
    /// How fast momentum dies: the velocity is multiplied by the rate every millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit's default, 0.998.
        public static let normal = DecelerationRate(rawValue: CGFloat(ScrollPhysics.normalDecelerationRate))
        /// UIKit's fast rate, 0.99 (paging's).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
