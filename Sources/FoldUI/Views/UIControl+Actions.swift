import Foundation

/// One row of a control's dispatch table.
struct ControlTarget {
    var events: UIControl.Event
    /// The target of a target-action pair, weakly (to find it for removal).
    weak var target: AnyObject?
    /// The `UIAction`, for a row added with one.
    var action: UIAction?
    let perform: (UIControl) -> Void

    init(events: UIControl.Event, target: AnyObject? = nil, action: UIAction? = nil, perform: @escaping (UIControl) -> Void) {
        self.events = events
        self.target = target
        self.action = action
        self.perform = perform
    }
}

/// UIKit's target-action and `UIAction`s. Where iOS code writes `#selector(Type.method(_:))`,
/// FoldKit takes the method itself, `Type.method(_:)` (docs/porting.md), with the control as its
/// argument or without one; the target is held weakly, as UIKit holds it.
extension UIControl {
    /// A control whose `.primaryActionTriggered` runs `primaryAction` (UIKit's iOS 14 initializer).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Calls `action` on `target` with the control for any of `controlEvents`. A method whose
    /// argument this control cannot be (a `UISwitch` parameter on a button) is refused with a
    /// message: UIKit would pass the button, and the method would misread it.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        guard self is Sender else {
            let line =
                "UIControl.addTarget: \(type(of: self)) cannot be passed to an action taking \(Sender.self); "
                + "the action was not added (declare the parameter as \(type(of: self)), UIControl or Any)\n"
            FileHandle.standardError.write(Data(line.utf8))
            return
        }
        weak let held = target
        dispatchTable.append(
            ControlTarget(events: controlEvents, target: target) { control in
                guard let t = held, let sender = control as? Sender else { return }
                action(t)(sender)
            })
    }

    /// Calls `action`, a method without arguments, on `target` for any of `controlEvents`.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
    ) {
        weak let held = target
        dispatchTable.append(
            ControlTarget(events: controlEvents, target: target) { _ in
                guard let t = held else { return }
                action(t)()
            })
    }

    /// Stops `target`'s actions for `controlEvents`; a nil target stops every target-action pair
    /// (and FoldKit's closures), `UIAction`s aside, as UIKit's nil target does. The action must
    /// be nil: a method reference cannot be compared, so one action of a target
    /// cannot be removed alone (UIKit's nil action removes them all, as here).
    public func removeTarget(_ target: AnyObject?, action: Never?, for controlEvents: Event) {
        removeRows(for: controlEvents) { row in row.action == nil && (target == nil || row.target === target) }
    }

    /// Runs `action` for any of `controlEvents`, with the control as its `sender`. Actions are
    /// told apart by identifier: one with the identifier of an action already added replaces it
    /// for these events.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        removeRows(for: controlEvents) { $0.action?.identifier == action.identifier }
        dispatchTable.append(
            ControlTarget(events: controlEvents, action: action) { [unowned action] control in
                action.perform(from: control)
            })
    }

    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeRows(for: controlEvents) { $0.action?.identifier == actionIdentifier }
    }

    /// Takes `controlEvents` out of the rows that match; a row left with no events goes.
    private func removeRows(for controlEvents: Event, where matches: (ControlTarget) -> Bool) {
        for i in dispatchTable.indices where matches(dispatchTable[i]) {
            dispatchTable[i].events.subtract(controlEvents)
        }
        dispatchTable.removeAll { $0.events.isEmpty }
    }
}
