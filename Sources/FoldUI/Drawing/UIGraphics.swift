import FoldCore
import Foundation

/// The graphics contexts UIKit drawing uses, innermost last: one stack per thread, as UIKit's.
private final class ContextStack {
    /// Nil for an image context that failed to open: drawing goes nowhere until it closes.
    var contexts: [CGContext?] = []
}

private let stacks = PerThread { ContextStack() }

/// The context UIKit drawing (`UIBezierPath.fill()`, `stroke()`) draws into: the one pushed
/// last on this thread, or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? { stacks.value.contexts.last ?? nil }

/// Makes `context` the current one until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { stacks.value.contexts.append(context) }

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`; with
/// none pushed, does nothing (UIKit logs and does nothing).
public func UIGraphicsPopContext() { _ = stacks.value.contexts.popLast() }

/// Makes "no context" current until the matching pop: a failed image context's place.
func UIGraphicsPushNoContext() { stacks.value.contexts.append(nil) }
