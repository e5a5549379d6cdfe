import Foundation

/// Groups layer-tree changes (CATransaction): the changes made between `begin()` and
/// `commit()` share a duration, a timing function and a completion block for their implicit
/// animations, or have none (`setDisableActions(true)`). Transactions nest. A change made
/// with none open opens the implicit transaction, which the host commits at the end of the
/// frame (`flush()` commits it sooner). Per thread, as in Core Animation.
open class CATransaction: NSObject {
    /// Opens a transaction on this thread.
    open class func begin() { TransactionStack.current.begin() }

    /// Commits the innermost transaction opened with `begin()`; its completion block runs when
    /// its animations have ended (now, when it added none).
    open class func commit() { TransactionStack.current.commit() }

    /// Commits the implicit transaction; inside transactions opened with `begin()`, when the
    /// outermost of them commits.
    open class func flush() { TransactionStack.current.flush() }

    /// Layer trees live on one thread here: there is nothing to lock. Present for code that
    /// locks around changes from other threads.
    open class func lock() {}

    open class func unlock() {}

    /// The duration of implicit animations (0.25 s unless set).
    open class func animationDuration() -> CFTimeInterval {
        // Stored as a Double whichever way it was set (`setValue(_:forKey:)` converts).
        (TransactionStack.current.value(forKey: kCATransactionAnimationDuration) as? Double) ?? 0.25
    }

    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        TransactionStack.current.setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of implicit animations; nil (unless set): the default timing.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        TransactionStack.current.value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        TransactionStack.current.setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes in this transaction run no actions (no implicit animations).
    open class func disableActions() -> Bool { TransactionStack.current.disablesActions }

    open class func setDisableActions(_ flag: Bool) {
        TransactionStack.current.setValue(flag, forKey: kCATransactionDisableActions)
    }

    open class func completionBlock() -> (() -> Void)? { TransactionStack.current.completion }

    /// Runs `block` once every animation added to a layer from now on in this transaction
    /// has ended or been removed; at the commit when none was added.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        TransactionStack.current.setCompletion(block)
    }

    /// A transaction property by key (the `kCATransaction…` keys, or any key of your own).
    open class func value(forKey key: String) -> Any? {
        let stack = TransactionStack.current
        switch key {
        case kCATransactionAnimationDuration: return NSNumber(value: animationDuration())
        case kCATransactionDisableActions: return NSNumber(value: stack.disablesActions)
        case kCATransactionCompletionBlock: return stack.completion
        default: return stack.value(forKey: key)
        }
    }

    open class func setValue(_ anObject: Any?, forKey key: String) {
        let value: Any?
        switch key {
        case kCATransactionAnimationDuration: value = anObject.flatMap(AnimationValue.number)
        case kCATransactionDisableActions:
            value = (anObject as? Bool) ?? anObject.flatMap(AnimationValue.number).map { $0 != 0 }
        default: value = anObject
        }
        TransactionStack.current.setValue(value, forKey: key)
    }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
