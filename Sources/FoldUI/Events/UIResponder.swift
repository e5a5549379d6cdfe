import Foundation

/// UIResponder: an object in the responder chain. A touch goes to the view it hit; what that view
/// does not handle its default methods pass to `next` (a view's superview, up to the window),
/// as UIKit's do.
open class UIResponder: NSObject {
    /// The next responder: a view's superview (nil at the window).
    open var next: UIResponder? { nil }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// A recognizer took the touch (`cancelsTouchesInView`), or the touch was interrupted.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
