#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// What the items fly into: a view whose centre is the default end point, told the moment each
/// item lands (the frame time of the landing, exact even when a frame comes late) so it can
/// bounce and count. `CartButton` is one.
///
/// ```swift
/// final class BasketView: UIView, FlyToCartTarget {
///     var count = 0
///     var targetView: UIView { self }
///     func itemDidLand(at time: Double, animated: Bool) { count += 1 }
/// }
/// ```
public protocol FlyToCartTarget: AnyObject {
    /// The view the items land on (at its centre unless `fly` is given another end).
    var targetView: UIView { get }
    /// An item landed at `time` (window time). `animated` is false under reduced motion: update
    /// the count without bouncing.
    func itemDidLand(at time: Double, animated: Bool)
}
