import Foundation

/// UIKit's target-action, with the porting rule (docs/porting.md): where iOS code writes
/// `#selector(Type.method(_:))`, FoldKit takes the method itself, `Type.method(_:)`, with the
/// recognizer as its argument or without one. The target is held weakly, as UIKit holds it; once
/// it is gone its actions are skipped.
extension UIGestureRecognizer {
    /// A recognizer that calls `action` on `target` with itself (UIKit's `init(target:action:)`).
    public convenience init<Target: AnyObject, Sender>(
        target: Target, action: @escaping (Target) -> (Sender) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer that calls `action`, a method without arguments, on `target`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target and a method taking the recognizer; called on each state change but
    /// `.failed`, as UIKit calls it. A method whose argument this recognizer cannot be (a
    /// `UIPanGestureRecognizer` parameter on a tap) is refused with a message: UIKit would pass
    /// the tap, and the method would misread it.
    public func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        guard self is Sender else {
            let line =
                "UIGestureRecognizer.addTarget: \(type(of: self)) cannot be passed to an action taking "
                + "\(Sender.self); the action was not added (declare the parameter as \(type(of: self)) or "
                + "UIGestureRecognizer)\n"
            FileHandle.standardError.write(Data(line.utf8))
            return
        }
        weak let held = target
        targets.append(
            RecognizerTarget(object: target) { recognizer in
                guard let t = held, let sender = recognizer as? Sender else { return }
                action(t)(sender)
            })
    }

    /// Adds a target and a method without arguments.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        weak let held = target
        targets.append(
            RecognizerTarget(object: target) { _ in
                guard let t = held else { return }
                action(t)()
            })
    }

    /// Removes the actions of `target`; a nil target removes every target-action pair (and
    /// FoldKit's closures). The action
    /// must be nil: a method reference cannot be compared, so one action of a target cannot be
    /// removed alone (UIKit's nil action removes them all, as here).
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        targets.removeAll { target == nil || $0.object === target }
    }
}

/// One target-action pair: the target weakly (to find it for removal) and the call.
struct RecognizerTarget {
    weak var object: AnyObject?
    let perform: (UIGestureRecognizer) -> Void
}
