/// A weak reference: for lists that must not keep their elements alive (a recognizer's failure
/// requirements), and for carrying an object into a `@Sendable` closure that runs on the
/// object's own thread (a notification observer's block) without retaining it. Sendable
/// unchecked: the one who reads `value` must be on the thread that owns the object.
package struct Weak<T: AnyObject>: @unchecked Sendable {
    package weak var value: T?
    package init(_ value: T) { self.value = value }
}
