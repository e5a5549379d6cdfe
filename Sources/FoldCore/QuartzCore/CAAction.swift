import Foundation

/// What a layer runs when one of its properties changes, or on another event
/// (`action(forKey:)` finds it): an animation adds itself to the layer.
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// An animation's action adds it to the layer under the event's name (`CAAnimation.run`).
extension CAAnimation: CAAction {}

/// `NSNull` as an action stops the search and does nothing: what a delegate returns to say
/// "no animation" (UIKit's views answer it for their layers outside animation blocks).
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The event when a layer is added to a layer tree that is shown.
public let kCAOnOrderIn = "onOrderIn"
/// The event when a layer is removed from a layer tree that is shown.
public let kCAOnOrderOut = "onOrderOut"
/// The event of a transition animation.
public let kCATransition = "transition"
