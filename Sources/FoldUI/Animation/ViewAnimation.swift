import FoldCore
import Foundation

/// UIView's block animations.
///
/// Inside the block, every change of an animatable view property (`frame`, `bounds`, `center`,
/// `transform`, `transform3D`, `alpha`, `backgroundColor`) sets the model value at once and
/// attaches a CA-style animation (FoldCore `BasicAnimation`, or `SpringAnimation`) from the value
/// the layer *shows* at the current frame time to the new model value, beginning at the frame
/// loop's time (`UIWindow.animationTime`; 0 for a view in no window) plus the delay.
///
/// Interrupting, as iOS 8+ does it: a geometry property (`frame`, `bounds`, `center`,
/// `transform`, `transform3D` — the layer's position, bounds and transform) animates
/// **additively**: from (old model − new model) to zero, summed with the animations already in
/// flight, which keep running and complete with `finished == true`. The shown value and its
/// velocity stay continuous. Other properties (`alpha`, `backgroundColor`) **replace** the
/// animation in flight, starting from the value shown now; the replaced block's completion gets
/// `finished == false`. With `.beginFromCurrentState` every property replaces.
///
/// Springs (`usingSpringWithDamping:initialSpringVelocity:`) map to a CASpringAnimation of mass 1
/// that *settles at the duration*, the correspondence published with Framer's SpringsExample:
/// the undamped angular frequency ω₀ is the one whose envelope of the remaining displacement
/// falls to ε = 0.001 of the distance exactly at t = duration,
///
///     ζ < 1:  e^(−ζ·ω₀·d) · √(1 + ((ζ·ω₀ − v)/ω_d)²) = ε,   ω_d = ω₀·√(1 − ζ²)
///     ζ = 1:  |1 + (ω₀ − v)·d| · e^(−ω₀·d) = ε
///
/// (solved by bisection), then stiffness k = ω₀², damping c = 2·ζ·ω₀, mass 1. `v`, the
/// `initialSpringVelocity`, is CA's `initialVelocity` unchanged (fractions of the distance per
/// second). The animation lasts exactly the duration, and the completion runs then (the last
/// 0.1 % of the distance is a jump, as in UIKit).
///
/// The completion runs when the last animation of the block ends (from the frame loop's step),
/// or at once when the block changed nothing animatable.
extension UIView {
    /// Animates the changes made in `animations` over `duration` after `delay`, on the curve in
    /// `options`; `completion` gets whether the animations ran to their end.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let motion: AnimationTransaction.Motion? =
            duration > 0 && duration.isFinite ? .curve(options.timingFunction) : nil
        run(duration: duration, delay: delay, options: options, motion: motion, animations, completion)
    }

    /// The same without a delay, on the default curve (ease-in-ease-out).
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation: `dampingRatio` ζ in (0, 1] (1: no overshoot), `velocity` in fractions
    /// of the distance per second; it settles at `duration`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = springParameters(
            duration: duration, dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        let motion: AnimationTransaction.Motion? =
            spring.validationError == nil && duration > 0 ? .spring(spring) : nil
        run(duration: duration, delay: delay, options: options, motion: motion, animations, completion)
    }

    /// iOS 17's spring: `duration` is the perceptual duration (the period of the undamped spring)
    /// and `bounce` runs from 0 (critically damped) towards 1 (undamped), below 0 over-damped, as
    /// `CASpringAnimation(perceptualDuration:bounce:)`. The animations last until the spring
    /// settles (its `settlingDuration`), when `completion` runs. A bounce of ±1 or beyond would
    /// never settle and is held just inside (±0.999).
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = perceptualSpring(duration: duration, bounce: Double(bounce), velocity: Double(initialSpringVelocity))
        let settling = spring.settlingDuration()
        let motion: AnimationTransaction.Motion? = settling > 0 && settling.isFinite ? .spring(spring) : nil
        run(duration: settling, delay: delay, options: options, motion: motion, animations, completion)
    }

    /// The spring of iOS 17's perceptual parameters (mass 1).
    package static func perceptualSpring(duration: Double, bounce: Double, velocity: Double) -> Spring {
        let d = duration > 0 && duration.isFinite ? duration : 0.5
        let b = bounce.isFinite ? min(0.999, max(-0.999, bounce)) : 0
        let damping = b >= 0 ? 4 * .pi * (1 - b) / d : 4 * .pi / (d * (1 + b))
        return Spring(
            mass: 1, stiffness: pow(2 * .pi / d, 2), damping: damping, initialVelocity: velocity.isFinite ? velocity : 0)
    }

    /// The CASpringAnimation parameters of a UIKit spring animation (see the formula above).
    /// ζ is clamped to (0, 1] as UIKit clamps it.
    package static func springParameters(duration: Double, dampingRatio: Double, initialVelocity: Double) -> Spring {
        let zeta = min(1, max(1e-3, dampingRatio.isFinite ? dampingRatio : 1))
        let d = duration
        let v = initialVelocity.isFinite ? initialVelocity : 0
        let epsilon = 0.001
        func envelope(_ w0: Double) -> Double {
            guard zeta < 1 else { return abs(1 + (w0 - v) * d) * exp(-w0 * d) }
            let b = (zeta * w0 - v) / (w0 * (1 - zeta * zeta).squareRoot())
            return exp(-zeta * w0 * d) * (1 + b * b).squareRoot()
        }
        guard d > 0, d.isFinite else { return Spring(mass: 1, stiffness: .infinity, damping: 0, initialVelocity: v) }
        // Bracket the root from above, then halve the bracket.
        var high = 1 / d
        var doublings = 0
        while envelope(high) > epsilon && doublings < 200 {
            high *= 2
            doublings += 1
        }
        var low = 0.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if envelope(mid) > epsilon { low = mid } else { high = mid }
            if high - low <= 1e-14 * high { break }
        }
        return Spring(mass: 1, stiffness: high * high, damping: 2 * zeta * high, initialVelocity: v)
    }

    /// Runs `actions` with animations disabled: changes inside apply at once.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let transaction = AnimationTransaction(
            duration: 0, delay: 0, options: [], motion: nil, tracker: CompletionTracker(nil), disablesAnimations: true)
        AnimationTransaction.$current.withValue(transaction) { actionsWithoutAnimation() }
    }

    /// Whether animation blocks animate: true unless `setAnimationsEnabled(false)` was called on
    /// this thread, and false inside `performWithoutAnimation`, as UIKit answers.
    public class var areAnimationsEnabled: Bool {
        animationsSwitch.value.isOn && AnimationTransaction.current?.disablesAnimations != true
    }

    /// Turns animation blocks on or off for this thread (the frame loop's): while off, their
    /// changes apply at once and their completions run at once.
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsSwitch.value.isOn = enabled }

    /// The duration of the enclosing animation block, 0 outside one (UIView.inheritedAnimationDuration).
    public class var inheritedAnimationDuration: TimeInterval {
        guard let t = AnimationTransaction.current, t.motion != nil else { return 0 }
        return t.duration
    }

    static func run(
        duration: Double, delay: Double, options: AnimationOptions, motion: AnimationTransaction.Motion?,
        _ animations: () -> Void, _ completion: ((Bool) -> Void)?
    ) {
        let tracker = CompletionTracker(completion)
        let transaction = AnimationTransaction(
            duration: duration, delay: delay.isFinite ? max(0, delay) : 0, options: options,
            motion: areAnimationsEnabled ? motion : nil, tracker: tracker)
        AnimationTransaction.$current.withValue(transaction) { animations() }
        tracker.seal()
    }

}

/// Whether animation blocks animate on a thread (`UIView.setAnimationsEnabled`).
final class AnimationsSwitch {
    var isOn = true
}

let animationsSwitch = PerThread { AnimationsSwitch() }

enum ViewAnimation {
    /// Applies a model change to a view's layer; inside an animation block, animates each of
    /// `keys` whose model value changed, from the value shown now.
    static func record(on view: UIView, keys: [AnimatableKeyPath], _ change: () -> Void) {
        guard let transaction = AnimationTransaction.current, transaction.motion != nil else {
            change()
            return
        }
        let layer = view.layer
        let now = view.window?.animationTime ?? 0
        let shown = layer.presentationProperties(at: now)
        let before = layer.properties
        change()
        if case .keyframes(let recorder) = transaction.motion {
            for key in keys where layer.properties[key] != before[key] {
                recorder.record(
                    view, key, shown: shown[key], value: layer.properties[key], segment: transaction.segment,
                    tracker: transaction.tracker)
            }
            return
        }
        if case .animator(let animator, let delayFactor) = transaction.motion {
            for key in keys where layer.properties[key] != before[key] {
                animator.track(
                    view, key, shown: shown[key], before: before[key], after: layer.properties[key],
                    delayFactor: delayFactor)
            }
            return
        }
        let additive = !transaction.options.contains(.beginFromCurrentState)
        for key in keys where layer.properties[key] != before[key] {
            let after = layer.properties[key]
            let name: String?
            if additive && key.isAdditiveInUIKit {
                // iOS 8+: old model − new model → zero, summed with what is in flight.
                let delta = before[key].subtracting(after)
                name = transaction.animate(layer, key, from: delta, to: delta.zero, additive: true, now: now)
            } else {
                name = transaction.animate(layer, key, from: shown[key], to: after, now: now)
            }
            if let name { view.animationKeysBlockingTouches[name] = !transaction.options.contains(.allowUserInteraction) }
        }
    }
}

extension AnimatableKeyPath {
    /// The layer properties behind UIView's geometry, which iOS 8+ animates additively.
    var isAdditiveInUIKit: Bool {
        switch self {
        case .position, .bounds, .transform(sublayer: false, .whole): true
        default: false
        }
    }
}

extension UIView {
    /// Whether a view animation without `.allowUserInteraction` is in flight on this view
    /// (waiting for its delay, or running) at the window's time.
    var isAnimatingWithoutInteraction: Bool {
        guard !animationKeysBlockingTouches.isEmpty else { return false }
        let now = window?.animationTime ?? 0
        animationKeysBlockingTouches = animationKeysBlockingTouches.filter { key, _ in
            guard let a = layer.attachedAnimation(forKey: key) else { return false }
            return now < a.timing.endTime
        }
        return animationKeysBlockingTouches.values.contains(true)
    }
}

extension AnimatedProperty {
    /// A view's model value at a layer key path, for POP-style animations on `UIWindow.animator`:
    /// writes the layer's model and asks for layout when the size changes.
    package static func view(_ view: UIView, _ keyPath: AnimatableKeyPath) -> AnimatedProperty {
        let layerProperty = AnimatedProperty.layer(view.layer, keyPath)
        return AnimatedProperty(
            threshold: layerProperty.threshold, read: layerProperty.read,
            write: { [weak view] values in
                guard let view else { return }
                let size = view.layer.bounds.size
                layerProperty.write(values)
                if view.layer.bounds.size != size { view.setNeedsLayout() }
            })
    }
}
