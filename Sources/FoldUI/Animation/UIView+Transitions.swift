import FoldCore
import FoldRender
import Foundation

/// UIView's transitions: the content of a view before a change gives way to its content after,
/// by a cross-dissolve or a flip about a vertical or horizontal axis.
///
/// The view's content before the change is drawn into a snapshot layer (as the compositor shows
/// it at the window's time) placed over the view in its superview; then `animations` runs. Its
/// changes apply at once (the snapshot covers them) unless the options have
/// `.allowAnimatedContent`, when animatable properties animate with the transition's duration
/// and curve, as `UIView.animate` animates them.
///
/// - `.transitionCrossDissolve`: the snapshot fades out over the view on the options' curve.
/// - `.transitionFlipFromLeft`/`…Right`: the snapshot turns away about the vertical axis
///   (perspective m34 = −1/1000) in the first half, the left (or right) edge coming towards the
///   viewer, then the view turns in from edge-on in the second half; `…FromTop`/`…FromBottom`
///   the same about the horizontal axis. The first half eases in and the second eases out for
///   ease-in-out (the default); a linear curve turns both linearly; ease-in eases the first half
///   only, ease-out the second.
///
/// A view without a superview has nowhere to put the snapshot: its changes apply at once and the
/// completion runs (`true`). The curl transitions are not there (FoldKit draws no page curl).
extension UIView {
    /// Runs `animations` and shows the change of `view`'s content with the transition in
    /// `options`; `completion` gets whether every animation ran to its end.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let kind = options.transition
        let animated = duration > 0 && duration.isFinite && areAnimationsEnabled
        guard animated, kind != .none, let container = view.superview else {
            runContent(of: animations, duration: duration, options: options, animated: animated, completion: completion)
            return
        }
        let now = view.window?.animationTime ?? 0
        let snapshot = snapshotLayer(of: view, at: now)
        container.layer.insertSublayer(snapshot, above: view.layer)
        let tracker = CompletionTracker { finished in
            snapshot.removeFromSuperlayer()
            completion?(finished)
        }
        tracker.begin()
        runContent(of: animations, duration: duration, options: options, animated: true) { finished in
            tracker.end(finished: finished)
        }
        switch kind {
        case .crossDissolve:
            var fade = BasicAnimation(keyPath: .opacity, from: .number(1), to: .number(0))
            fade.timingFunction = options.timingFunction
            fade.duration = duration
            fade.fillMode = .forwards
            fade.isRemovedOnCompletion = false
            snapshot.opacity = 0
            attach(fade, to: snapshot, key: "transition", now: now, tracker: tracker)
        case .flip(let axis, let sign):
            flip(
                snapshot: snapshot, view: view, axis: axis, sign: sign, duration: duration, options: options, now: now,
                tracker: tracker)
        case .none:
            break
        }
        tracker.seal()
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other), shown with the transition in
    /// `options` applied to that superview, as UIKit applies it: the whole container turns or
    /// dissolves.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container = fromView.superview {
                if let index = container.subviews.firstIndex(where: { $0 === fromView }) {
                    container.insertSubview(toView, at: index)
                } else {
                    container.addSubview(toView)
                }
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            swap()
            completion?(true)
            return
        }
        transition(with: container, duration: duration, options: options, animations: swap, completion: completion)
    }

    /// The block's changes: animated with the transition's duration and curve when the options
    /// allow animated content, else at once.
    private class func runContent(
        of animations: (() -> Void)?, duration: TimeInterval, options: AnimationOptions, animated: Bool,
        completion: ((Bool) -> Void)?
    ) {
        if animated && options.contains(.allowAnimatedContent) {
            run(
                duration: duration, delay: 0, options: options, motion: .curve(options.timingFunction), animations ?? {},
                completion)
        } else {
            performWithoutAnimation { animations?() }
            completion?(true)
        }
    }

    /// A layer showing `view` as it is shown at `time`, placed where the view is.
    private class func snapshotLayer(of view: UIView, at time: Double) -> CALayer {
        let scale = view.window?.scale ?? UIScreen.main.scale
        let snapshot = CALayer()
        snapshot.name = "transitionSnapshot"
        snapshot.contents = CGImage(view.renderedHierarchy(at: time, scale: Double(scale)))
        snapshot.contentsScale = CGFloat(scale)
        snapshot.bounds = CGRect(origin: .zero, size: view.bounds.size)
        snapshot.anchorPoint = view.layer.anchorPoint
        snapshot.position = view.layer.position
        snapshot.transform = view.layer.transform
        snapshot.opacity = view.layer.opacity
        return snapshot
    }

    private class func flip(
        snapshot: CALayer, view: UIView, axis: TransitionKind.Axis, sign: Double, duration: Double,
        options: AnimationOptions, now: Double, tracker: CompletionTracker
    ) {
        var eye = CATransform3DIdentity
        eye.m34 = -1.0 / 1000
        let (x, y): (CGFloat, CGFloat) = axis == .vertical ? (0, 1) : (1, 0)
        let edgeOn = CATransform3DRotate(eye, CGFloat(sign * .pi / 2), x, y, 0)
        let half = duration / 2
        let curve = options.timingFunction
        let easesIn = curve == .easeInEaseOut || curve == .easeIn
        let easesOut = curve == .easeInEaseOut || curve == .easeOut
        // The old content turns away to its edge, and stays there.
        var away = BasicAnimation(
            keyPath: .transform(sublayer: false, .whole),
            from: .transform(CATransform3DConcat(eye, snapshot.transform)),
            to: .transform(CATransform3DConcat(edgeOn, snapshot.transform)))
        away.timingFunction = easesIn ? .easeIn : .linear
        away.duration = half
        away.fillMode = .forwards
        away.isRemovedOnCompletion = false
        attach(away, to: snapshot, key: "transition", now: now, tracker: tracker)
        // The new content turns in from the other side's edge in the second half.
        let model = view.layer.transform
        let otherEdge = CATransform3DRotate(eye, CGFloat(-sign * .pi / 2), x, y, 0)
        var back = BasicAnimation(
            keyPath: .transform(sublayer: false, .whole),
            from: .transform(CATransform3DConcat(otherEdge, model)), to: .transform(CATransform3DConcat(eye, model)))
        back.timingFunction = easesOut ? .easeOut : .linear
        back.duration = half
        back.beginTime = now + half
        back.fillMode = .backwards
        attach(back, to: view.layer, key: "transition", now: now, tracker: tracker)
    }

    private class func attach(
        _ animation: BasicAnimation, to layer: CALayer, key: String, now: Double, tracker: CompletionTracker
    ) {
        var animation = animation
        tracker.begin()
        animation.completion = { finished in tracker.end(finished: finished) }
        do {
            try layer.add(animation, forKey: key, now: now)
        } catch {
            tracker.end(finished: true)
        }
    }
}

/// The transition field of `UIView.AnimationOptions` (bits 20–22), as the transitions use it.
enum TransitionKind: Equatable {
    enum Axis: Equatable { case vertical, horizontal }
    case none
    case crossDissolve
    /// A turn about an axis; `sign` 1 brings the left (or top) edge towards the viewer.
    case flip(Axis, sign: Double)
}

extension UIView.AnimationOptions {
    /// Shows the change by turning the view about its vertical axis, the left edge coming forward.
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    /// The same, the right edge coming forward.
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    /// Shows the change by dissolving the old content into the new.
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    /// Shows the change by turning the view about its horizontal axis, the top edge coming forward.
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    /// The same, the bottom edge coming forward.
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
    /// In a transition, animatable changes animate too (otherwise they apply at once under the
    /// snapshot).
    public static let allowAnimatedContent = UIView.AnimationOptions(rawValue: 1 << 7)
    /// `transition(from:to:…)` hides and shows the views instead of removing and adding them.
    public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)

    /// The transition of the field (the curls, 3 and 4, are not there: none).
    var transition: TransitionKind {
        switch (rawValue >> 20) & 7 {
        case 1: .flip(.vertical, sign: 1)
        case 2: .flip(.vertical, sign: -1)
        case 5: .crossDissolve
        case 6: .flip(.horizontal, sign: -1)
        case 7: .flip(.horizontal, sign: 1)
        default: .none
        }
    }
}
