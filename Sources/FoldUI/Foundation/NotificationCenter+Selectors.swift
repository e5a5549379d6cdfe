import Foundation
import Synchronization

/// What iOS code observes with: `addObserver(_:selector:name:object:)`, with the porting rule
/// (the method itself, `Type.method(_:)`, where iOS writes `#selector(Type.method(_:))`), the
/// observer held weakly and `removeObserver(_:)` taking the observer, as Foundation does on
/// Apple platforms.
extension NotificationCenter {
    /// Calls `selector` on `observer` with each notification named `name` (any, when nil) from
    /// `object` (any, when nil), on the posting thread. The observer is held weakly: once it is
    /// gone, nothing is called.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping (Observer) -> (Notification) -> Void, name: NSNotification.Name?,
        object: Any?
    ) {
        let call = SelectorCall(observer: observer) { target, notification in selector(target)(notification) }
        register(call, observer: observer, name: name, object: object)
    }

    /// Calls `selector`, a method without arguments, on `observer` for each matching notification.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping (Observer) -> () -> Void, name: NSNotification.Name?, object: Any?
    ) {
        let call = SelectorCall(observer: observer) { target, _ in selector(target)() }
        register(call, observer: observer, name: name, object: object)
    }

    /// Stops every notification to `observer`: those it asked for with a selector, and a block
    /// observation's when given its token.
    public func removeObserver(_ observer: AnyObject) {
        removeSelectorObservers(of: observer) { _ in true }
        removeObserver(observer as Any)
    }

    /// Stops the notifications named `name` (every name, when nil) from `object` (every
    /// object, when nil) to `observer`.
    public func removeObserver(_ observer: AnyObject, name: NSNotification.Name?, object: Any?) {
        removeSelectorObservers(of: observer) { entry in
            (name == nil || entry.name == name) && (object == nil || entry.object === (object as AnyObject))
        }
        removeObserver(observer as Any, name: name, object: object)
    }

    private func register<Observer: AnyObject>(
        _ call: SelectorCall<Observer>, observer: Observer, name: NSNotification.Name?, object: Any?
    ) {
        let token = addObserver(forName: name, object: object, queue: nil) { notification in call.run(notification) }
        let entry = SelectorObservation(token: token, name: name, object: object as AnyObject?)
        let key = SelectorObservation.Key(center: ObjectIdentifier(self), observer: ObjectIdentifier(observer))
        SelectorObservation.table.withLock { $0[key, default: []].append(entry) }
        call.onGone = { [weak self] in
            self?.removeObserver(token as Any)
            SelectorObservation.table.withLock { table in
                table[key]?.removeAll { $0.token === token }
                if table[key]?.isEmpty == true { table[key] = nil }
            }
        }
    }

    private func removeSelectorObservers(of observer: AnyObject, where matches: (SelectorObservation) -> Bool) {
        let key = SelectorObservation.Key(center: ObjectIdentifier(self), observer: ObjectIdentifier(observer))
        let removed: [SelectorObservation] = SelectorObservation.table.withLock { table in
            guard let entries = table[key] else { return [] }
            let (gone, kept) = (entries.filter(matches), entries.filter { !matches($0) })
            table[key] = kept.isEmpty ? nil : kept
            return gone
        }
        for entry in removed { removeObserver(entry.token as Any) }
    }
}

/// A selector observation: Foundation's token and what it was asked for.
private struct SelectorObservation: @unchecked Sendable {
    struct Key: Hashable {
        let center: ObjectIdentifier
        let observer: ObjectIdentifier
    }
    let token: NSObjectProtocol
    let name: NSNotification.Name?
    let object: AnyObject?

    static let table = Mutex<[Key: [SelectorObservation]]>([:])
}

/// The method call for one observation, holding the observer weakly; Foundation's block takes
/// it across threads as UIKit's notifications go to the posting thread.
private final class SelectorCall<Observer: AnyObject>: @unchecked Sendable {
    private weak var observer: Observer?
    private let perform: (Observer, Notification) -> Void
    /// Removes the observation once the observer is gone.
    var onGone: (() -> Void)?

    init(observer: Observer, perform: @escaping (Observer, Notification) -> Void) {
        self.observer = observer
        self.perform = perform
    }

    func run(_ notification: Notification) {
        guard let observer else {
            onGone?()
            onGone = nil
            return
        }
        perform(observer, notification)
    }
}
