import Foundation

// Actions: what a change of a layer's property runs (an implicit animation, a custom action,
// nothing), found as Core Animation finds it. A layer runs them once a transaction has
// committed it, never while actions are disabled, and never when it backs a view.

extension CALayer {
    /// Whether a change now may run an action (actions disabled is checked after).
    @inline(__always) var actionsMayRun: Bool { !backsView && transactions.commits != bornAtCommit }

    /// Makes a model change as Core Animation does: the action for `event` is found with the
    /// value before the change (the implicit animation starts from what is shown), then the
    /// change is made, then the action runs.
    @inline(__always) func change(_ event: String, _ apply: () -> Void) {
        // A subclass may redraw when a property changes (`needsDisplay(forKey:)`).
        defer { if type(of: self).needsDisplay(forKey: event) { setNeedsDisplay() } }
        guard actionsMayRun else {
            apply()
            return
        }
        changeRunningAction(event, apply)
    }

    private func changeRunningAction(_ event: String, _ apply: () -> Void) {
        let stack = TransactionStack.current
        stack.ensureOpen()
        guard !stack.disablesActions else {
            apply()
            return
        }
        let action = action(forKey: event)
        apply()
        action?.run(forKey: event, object: self, arguments: nil)
    }

    /// `kCAOnOrderIn`/`kCAOnOrderOut` when a layer joins or leaves a committed tree.
    func runOrderAction(_ event: String, in parent: CALayer) {
        guard !backsView, parent.actionsMayRun, !TransactionStack.current.disablesActions else { return }
        action(forKey: event)?.run(forKey: event, object: self, arguments: nil)
    }

    /// `action(forKey:)`'s search.
    func searchAction(forKey event: String) -> (any CAAction)? {
        func found(_ a: any CAAction) -> (any CAAction)? { a is NSNull ? nil : a }
        if let a = delegate?.action(for: self, forKey: event) { return found(a) }
        if let a = actions?[event] { return found(a) }
        if let a = (style?["actions"] as? [String: any CAAction])?[event] { return found(a) }
        if let a = type(of: self).defaultAction(forKey: event) { return found(a) }
        return implicitAnimation(forKey: event)
    }

    /// Core Animation's implicit animation of an animatable property: from the value shown now
    /// to the model value, over the transaction's duration (0.25 s) with its timing function
    /// (the default timing). Properties FoldKit does not interpolate (`contents`,
    /// `masksToBounds`, `doubleSided`) change at once.
    func implicitAnimation(forKey event: String) -> CAAnimation? {
        guard let path = AnimatableKeyPath(event), path.isWholeProperty, path.isProperty(of: kind),
            path.valueKind != .path
        else {
            // Paths animate explicitly only: "as with all CGPathRef animatable properties", Core
            // Animation gives `path` and `shadowPath` no implicit animation.
            return nil
        }
        let a = CABasicAnimation(keyPath: event)
        a.fromValue = presentationProperties(at: CACurrentMediaTime())[path].boxed
        a.duration = CATransaction.animationDuration()
        a.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return a
    }
}

extension AnimatableKeyPath {
    /// A property itself, not a part of one (`position`, not `position.x`): the events of
    /// property changes.
    var isWholeProperty: Bool {
        switch self {
        case .positionX, .positionY, .boundsOrigin, .boundsSize, .boundsWidth, .boundsHeight: false
        case .transform(_, let c): c == .whole
        default: true
        }
    }

    /// Whether a layer of `kind` has the property (a gradient's `colors` are not a text layer's).
    func isProperty(of kind: LayerKind) -> Bool {
        switch self {
        case .colors, .locations, .startPoint, .endPoint: kind == .gradient
        case .fontSize, .foregroundColor: kind == .text
        case .path, .fillColor, .strokeColor, .strokeStart, .strokeEnd, .lineWidth, .miterLimit, .lineDashPhase: kind == .shape
        default: true
        }
    }

    /// The property a key path is part of, whose action a change through it runs.
    var wholeProperty: AnimatableKeyPath {
        switch self {
        case .positionX, .positionY: .position
        case .boundsOrigin, .boundsSize, .boundsWidth, .boundsHeight: .bounds
        case .transform(let sublayer, _): .transform(sublayer: sublayer, .whole)
        default: self
        }
    }
}
