import FoldCore
import Foundation

/// Delivers the finger to views and recognizers as UIKit does, and arbitrates between
/// recognizers. Owned by the frame loop; everything happens in a fixed order, so the same
/// events give the same actions.
///
/// At touch-down the window is hit-tested; the recognizers of the hit view and of its
/// ancestors (the hit view's first, each view's in the order they were added) follow the touch,
/// then the hit view itself gets `touchesBegan`. Every later event goes to the same
/// recognizers first, then to the hit view — unless a recognizer with `cancelsTouchesInView`
/// recognized, which sends the view `touchesCancelled` instead.
///
/// A recognizer may recognize (began, or a discrete ended) only when its delegate and its view
/// agree (`gestureRecognizerShouldBegin`), no other recognizer of the touch is already
/// recognizing without permission to do so together (`shouldRecognizeSimultaneouslyWith`),
/// and every recognizer it requires to fail has failed (until then it waits). When it
/// recognizes, the others still possible fail, unless allowed simultaneously.
final class GestureArena {
    unowned let window: UIWindow
    private(set) var members: [UIGestureRecognizer] = []
    private(set) var touch: UITouch?
    /// The touch's event, one per sequence as in UIKit, stamped at each delivery.
    private(set) var event: UIEvent?
    private var viewTouchCancelled = false
    var changes: [GestureStateChange] = []

    init(window: UIWindow) { self.window = window }

    // MARK: Touches

    func pointerDown(at point: CGPoint, time: Double) {
        // A host that lost an up: end the old touch where it was.
        if let old = touch, old.isDown { pointerUp(at: old.locationInWindow, time: time) }
        let touch = UITouch(location: point, time: time, view: nil, window: window)
        let event = UIEvent(touch: touch)
        let hit = window.hitTest(point, with: event)
        touch.view = hit
        self.touch = touch
        self.event = event
        viewTouchCancelled = false
        var chain: [UIGestureRecognizer] = []
        var v = hit
        while let current = v {
            chain += current.gestureRecognizers.filter(\.isEnabled)
            v = current.superview
        }
        // Recognizers of an earlier sequence (a tap waiting for its next tap) that this touch
        // does not reach have failed.
        for m in members where m.state == .possible && m.pendingState == nil && !chain.contains(where: { $0 === m }) {
            fail(m)
        }
        resetFinished()
        for r in chain where !members.contains(where: { $0 === r }) {
            r.arena = self
            members.append(r)
        }
        for r in chain where r.state == .possible && r.pendingState == nil {
            r.isTracking = true
            r.touch = touch
            r.touchesBegan([touch], with: event)
        }
        touch.recognizers = chain.map(Weak.init)
        if !viewTouchCancelled { hit?.touchesBegan([touch], with: event) }
        resetFinished()
    }

    func pointerMoved(to point: CGPoint, time: Double) {
        guard let touch, let event, touch.isDown else { return }
        dropDetached()
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = point
        touch.timestamp = time
        touch.phase = .moved
        event.timestamp = time
        for r in members where r.isTracking { r.touchesMoved([touch], with: event) }
        if !viewTouchCancelled { touch.view?.touchesMoved([touch], with: event) }
        resetFinished()
    }

    func pointerUp(at point: CGPoint, time: Double) {
        guard let touch, let event, touch.isDown else { return }
        if point != touch.locationInWindow { pointerMoved(to: point, time: time) }
        dropDetached()
        touch.timestamp = time
        touch.phase = .ended
        event.timestamp = time
        for r in members where r.isTracking {
            r.touchesEnded([touch], with: event)
            r.isTracking = false
        }
        if !viewTouchCancelled { touch.view?.touchesEnded([touch], with: event) }
        resetFinished()
    }

    /// Timers (a tap's interval, a long press's duration) at the frame time.
    func update(time: Double) {
        dropDetached()
        for r in members { r.update(time: time) }
        resetFinished()
    }

    /// The finger as the host reports it: down and not yet up.
    var isTouching: Bool { touch?.isDown ?? false }

    // MARK: Arbitration

    func request(_ new: UIGestureRecognizer.State, for r: UIGestureRecognizer) {
        let recognizing = r.state == .possible && (new == .began || new == .ended)
        guard recognizing else {
            if new == .failed { return fail(r) }
            r.commit(new)
            if new == .cancelled { resolvePending() }
            return
        }
        guard shouldBegin(r) else { return fail(r) }
        let blocked = members.contains { o in
            o !== r && (o.state == .began || o.state == .changed) && !simultaneous(r, o)
        }
        if blocked { return fail(r) }
        let requirements = r.failureRequirements.compactMap(\.value).filter { $0 !== r }
        if requirements.contains(where: { $0.state == .began || $0.state == .changed || $0.state == .ended }) {
            return fail(r)
        }
        if requirements.contains(where: { req in req.state == .possible && members.contains { $0 === req } }) {
            r.pendingState = new
            return
        }
        recognize(r, new)
    }

    /// Disabling: cancels a recognizing gesture (its action runs), fails a watching one.
    func disable(_ r: UIGestureRecognizer) {
        guard members.contains(where: { $0 === r }) else { return }
        if r.state == .began || r.state == .changed {
            r.commit(.cancelled)
            r.isTracking = false
            resolvePending()
        } else if r.state == .possible {
            fail(r)
        }
        resetFinished()
    }

    /// A recognizer taken off its view, or whose view left the window, stops: cancelled when
    /// it was recognizing, failed when it was watching (UIKit cancels gestures of removed views).
    private func dropDetached() {
        for r in members where r.view?.window !== window {
            if r.state == .began || r.state == .changed {
                r.commit(.cancelled)
                r.isTracking = false
                resolvePending()
            } else {
                fail(r)
            }
        }
        resetFinished()
    }

    private func recognize(_ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        r.commit(new)
        if r.cancelsTouchesInView, let touch, let event, !viewTouchCancelled {
            viewTouchCancelled = true
            touch.view?.touchesCancelled([touch], with: event)
            for case let content as ContentTouchRecognizer in members where content !== r { content.taken() }
        }
        for o in members where o !== r && o.state == .possible && !simultaneous(r, o) { fail(o) }
        resolvePending()
    }

    private func fail(_ r: UIGestureRecognizer) {
        guard r.state == .possible else { return }
        r.commit(.failed)
        r.isTracking = false
        resolvePending()
    }

    /// Recognitions waiting on requirements: those whose requirements all failed go ahead,
    /// those with a recognized requirement fail.
    private func resolvePending() {
        for p in members where p.state == .possible {
            guard let wanted = p.pendingState else { continue }
            let requirements = p.failureRequirements.compactMap(\.value).filter { $0 !== p }
            if requirements.contains(where: { $0.state == .began || $0.state == .changed || $0.state == .ended }) {
                p.pendingState = nil
                fail(p)
            } else if !requirements.contains(where: { req in req.state == .possible && members.contains { $0 === req } }) {
                p.pendingState = nil
                recognize(p, wanted)
            }
        }
    }

    /// Finished recognizers go back to `.possible` and leave the arena.
    private func resetFinished() {
        let finished = members.filter { [.ended, .cancelled, .failed].contains($0.state) }
        guard !finished.isEmpty else { return }
        members.removeAll { m in finished.contains { $0 === m } }
        for f in finished { f.resetToPossible() }
    }

    private func shouldBegin(_ r: UIGestureRecognizer) -> Bool {
        if r.delegate?.gestureRecognizerShouldBegin(r) == false { return false }
        if r.view?.gestureRecognizerShouldBegin(r) == false { return false }
        // UIKit (iOS 6+): a control's own action wins over a single tap of a view above it.
        if let control = touch?.view as? UIControl, !control.allowsRecognizerAbove(r) { return false }
        return true
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    func log(_ r: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        guard r.isTraced else { return }
        changes.append(GestureStateChange(kind: r.kind, state: String(describing: state)))
    }
}
