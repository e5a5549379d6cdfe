import Foundation

/// One object per thread, made on first use and released when the thread ends: what Core
/// Animation keeps per thread (the transaction stack, POP's animator).
package struct PerThread<Value: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t
    private let make: @Sendable () -> Value

    package init(_ make: @escaping @Sendable () -> Value) {
        var k = pthread_key_t()
        pthread_key_create(&k) { p in
            if let p { Unmanaged<AnyObject>.fromOpaque(p).release() }
        }
        key = k
        self.make = make
    }

    /// This thread's object.
    package var value: Value {
        if let p = pthread_getspecific(key) { return Unmanaged<Value>.fromOpaque(p).takeUnretainedValue() }
        let v = make()
        pthread_setspecific(key, Unmanaged.passRetained(v).toOpaque())
        return v
    }
}
