import FoldCore
import Foundation

/// The transitions' durations (FoldKit's: UIKit documents none).
enum PresentationTiming {
    static let slide: TimeInterval = 0.35
    static let dissolve: TimeInterval = 0.35
    static let flip: TimeInterval = 0.75
    /// The gap between the top of the window and a sheet (UIKit's on a phone below the safe
    /// area; FoldKit's windows have no status bar).
    static let sheetTop: CGFloat = 10
    static let sheetCornerRadius: CGFloat = 10
}

extension UIViewController {
    /// The controller a presentation hangs from: the outermost parent.
    private var presentationRoot: UIViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }

    func startPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presentationRoot
        guard let window = presenter.viewIfLoaded?.window else {
            return warn("Attempt to present \(presented) on \(presenter) whose view is not in the window hierarchy.")
        }
        if presenter.isBeingPresented || presenter.isBeingDismissed
            || presenter.presentedViewController.map({ $0.isBeingPresented || $0.isBeingDismissed }) == true
        {
            return warn("Attempt to present \(presented) on \(presenter) while a presentation or dismiss is in progress.")
        }
        if let already = presenter.presentedViewController {
            return warn("Attempt to present \(presented) on \(presenter) which is already presenting \(already).")
        }
        guard presented !== presenter, presented.parent == nil, presented.presentingViewController == nil else {
            return warn(
                "Application tried to present modally a view controller \(presented) that is already presented or has a parent.")
        }
        // UIKit raises for an active controller; FoldKit refuses: presenting one whose view is
        // showing (a window's root, or one up this presentation chain) would hang it from itself.
        var up: UIViewController? = presenter
        while let c = up, c !== presented { up = c.presentingViewController }
        if up != nil || presented.viewIfLoaded?.window != nil {
            return warn(
                "Application tried to present modally an active controller \(presented): its view is already in a window; present a controller that is not showing."
            )
        }
        let style = presented.modalPresentationStyle
        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        presented.isBeingPresented = true

        let content = presented.view!
        content.frame = presented.presentedFrame(in: window)
        if style.isSheet {
            content.layer.cornerRadius = PresentationTiming.sheetCornerRadius
            content.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            content.layer.masksToBounds = true
            let chrome = PresentationChrome(in: window)
            presented.presentationChrome = chrome
            window.addSubview(chrome.dimming)
        }
        presented.beginAppearanceTransition(true, animated: animated)
        if style == .fullScreen { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.holdsAppearanceEnd = true
        window.addSubview(content)
        presented.holdsAppearanceEnd = false

        let finish = {
            presented.isBeingPresented = false
            presented.endAppearanceTransitions()
            if style == .fullScreen, let covered = presenter.viewIfLoaded, covered.superview === window {
                covered.removeFromSuperview()
                covered.layer.transform = CATransform3DIdentity
            }
            completion?()
        }
        transition(presented, in: window, over: presenter, appearing: true, animated: animated, finish)
    }

    func startDismissal(animated: Bool, completion: (() -> Void)?) {
        var holder: UIViewController = self
        while holder.presentedViewController == nil, holder.presentingViewController == nil, let p = holder.parent {
            holder = p
        }
        guard let target = holder.presentedViewController ?? (holder.presentingViewController != nil ? holder : nil),
            let presenter = target.presentingViewController, let window = target.viewIfLoaded?.window
        else { return }
        if target.isBeingPresented || target.isBeingDismissed {
            return warn("Attempt to dismiss \(target) while a presentation or dismiss is in progress.")
        }
        // What the dismissed controller presented goes with it, at once.
        if target.presentedViewController != nil { target.startDismissal(animated: false, completion: nil) }
        let style = target.modalPresentationStyle
        target.isBeingDismissed = true
        target.beginAppearanceTransition(false, animated: animated)
        if style == .fullScreen, let covered = presenter.view, covered.superview == nil {
            presenter.beginAppearanceTransition(true, animated: animated)
            // Back where it showed: a presented sheet's frame, else (the root) the window's.
            covered.frame = presenter.presentingViewController != nil ? presenter.presentedFrame(in: window) : window.bounds
            presenter.holdsAppearanceEnd = true
            window.insertSubview(covered, belowSubview: target.view)
            presenter.holdsAppearanceEnd = false
        }
        let finish = {
            target.holdsAppearanceEnd = false
            target.viewIfLoaded?.removeFromSuperview()
            target.presentationChrome?.dimming.removeFromSuperview()
            target.presentationChrome = nil
            target.endAppearanceTransitions()
            target.isBeingDismissed = false
            presenter.presentedViewController = nil
            target.presentingViewController = nil
            presenter.endAppearanceTransitions()
            completion?()
        }
        target.holdsAppearanceEnd = true
        transition(target, in: window, over: presenter, appearing: false, animated: animated, finish)
    }

    /// Where a presented controller's view sits: the whole window, or a sheet below its top.
    func presentedFrame(in window: UIWindow) -> CGRect {
        guard modalPresentationStyle.isSheet else { return window.bounds }
        let top = min(PresentationTiming.sheetTop, window.bounds.height)
        return CGRect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top)
    }

    /// Ends the appearance transitions of this controller and of its children, deepest last.
    func endAppearanceTransitions() {
        endAppearanceTransition()
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children { child.endAppearanceTransitions() }
    }

    /// Animates `moving` in (or out) as its transition style says, then runs `finish`.
    private func transition(
        _ moving: UIViewController, in window: UIWindow, over presenter: UIViewController, appearing: Bool,
        animated: Bool, _ finish: @escaping () -> Void
    ) {
        let content = moving.view!
        let dimming = moving.presentationChrome?.dimming
        let shown = moving.presentedFrame(in: window)
        guard animated else {
            dimming?.alpha = appearing ? PresentationChrome.dimmingAlpha : 0
            finish()
            return
        }
        switch moving.modalTransitionStyle {
        case .coverVertical:
            let below = shown.offsetBy(dx: 0, dy: window.bounds.height - shown.minY)
            if appearing { content.frame = below }
            UIView.animate(
                withDuration: PresentationTiming.slide, delay: 0, options: [],
                animations: {
                    content.frame = appearing ? shown : below
                    dimming?.alpha = appearing ? PresentationChrome.dimmingAlpha : 0
                }, completion: { _ in finish() })
        case .crossDissolve:
            if appearing { content.alpha = 0 }
            UIView.animate(
                withDuration: PresentationTiming.dissolve, delay: 0, options: [],
                animations: {
                    content.alpha = appearing ? 1 : 0
                    dimming?.alpha = appearing ? PresentationChrome.dimmingAlpha : 0
                },
                completion: { _ in
                    content.alpha = 1
                    finish()
                })
        case .flipHorizontal:
            let front = appearing ? presenter.viewIfLoaded : content
            let back = appearing ? content : presenter.viewIfLoaded
            dimming?.alpha = appearing ? PresentationChrome.dimmingAlpha : 0
            flip(from: front?.layer, to: back?.layer, finish)
        }
    }

    /// Turns `from` away to its edge in the first half, then `to` in from its edge in the
    /// second, about the vertical axis, in perspective.
    private func flip(from: CALayer?, to: CALayer?, _ finish: @escaping () -> Void) {
        var eye = CATransform3DIdentity
        eye.m34 = -1.0 / 1000
        let half = PresentationTiming.flip / 2
        let now = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            from?.removeAnimation(forKey: "flipHorizontal")
            from?.transform = CATransform3DIdentity
            to?.transform = CATransform3DIdentity
            finish()
        }
        if let from {
            let away = CABasicAnimation(keyPath: "transform")
            away.fromValue = NSValue(caTransform3D: eye)
            away.toValue = NSValue(caTransform3D: CATransform3DRotate(eye, .pi / 2, 0, 1, 0))
            away.duration = half
            away.timingFunction = CAMediaTimingFunction(name: .easeIn)
            // The first half's end state stays until the whole flip is over.
            away.fillMode = .forwards
            away.isRemovedOnCompletion = false
            from.add(away, forKey: "flipHorizontal")
        }
        if let to {
            let back = CABasicAnimation(keyPath: "transform")
            back.fromValue = NSValue(caTransform3D: CATransform3DRotate(eye, -.pi / 2, 0, 1, 0))
            back.toValue = NSValue(caTransform3D: eye)
            back.beginTime = now + half
            back.duration = half
            back.timingFunction = CAMediaTimingFunction(name: .easeOut)
            back.fillMode = .backwards
            to.add(back, forKey: "flipHorizontal")
        }
        CATransaction.commit()
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data("Warning: \(message)\n".utf8))
    }
}
