import Foundation

/// Auto Layout on views: anchors, installed constraints, and the solve before each layout pass.
extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (`forFirstBaselineLayout`'s).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (`forLastBaselineLayout`'s).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// The active constraints this view holds: those whose items' nearest common ancestor it is.
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// `addConstraint(_:)`: activates a constraint on this view, which must be an ancestor of
    /// (or one of) its items; otherwise it stays inactive and the log says why (UIKit raises).
    func addInstalling(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn !== self else { return }
        if let why = constraint.illegality {
            return AutoLayoutLog.report("Cannot add \(constraint): \(why).")
        }
        let items = [constraint.firstItem, constraint.secondItem].compactMap { NSLayoutConstraint.hostView(of: $0) }
        guard items.allSatisfy({ $0.isDescendant(of: self) }) else {
            return AutoLayoutLog.report(
                "The view hierarchy is not prepared for the constraint \(constraint): \(type(of: self)) is not an "
                    + "ancestor of its items. Activate it with isActive (or NSLayoutConstraint.activate) instead.")
        }
        constraint.uninstall()
        install(constraint)
    }

    // MARK: Installing

    func install(_ constraint: NSLayoutConstraint) {
        installedConstraints.append(constraint)
        constraint.installedOn = self
        let state = AutoLayoutState.current
        state.activeCount += 1
        state.version &+= 1
        setNeedsLayout()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let i = installedConstraints.firstIndex(where: { $0 === constraint }) else { return }
        installedConstraints.remove(at: i)
        constraint.installedOn = nil
        let state = AutoLayoutState.current
        state.activeCount -= 1
        state.version &+= 1
        setNeedsLayout()
    }

    /// The nearest view that is an ancestor of (or is) both views; nil in different hierarchies.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var v: UIView? = self
        while let current = v {
            ancestors.insert(ObjectIdentifier(current))
            v = current.superview
        }
        v = other
        while let current = v {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            v = current.superview
        }
        return nil
    }

    /// Leaving its superview, the view's subtree takes no constraints to the views it leaves:
    /// those installed on its former ancestors that name a view of the subtree are deactivated,
    /// as UIKit removes them.
    func releaseConstraintsOutsideSubtree() {
        guard AutoLayoutState.current.activeCount > 0 else { return }
        var a = superview
        while let ancestor = a {
            for c in ancestor.installedConstraints {
                let items = [c.firstItem, c.secondItem].compactMap { NSLayoutConstraint.hostView(of: $0) }
                if items.contains(where: { $0.isDescendant(of: self) }) { ancestor.uninstall(c) }
            }
            a = ancestor.superview
        }
    }

    /// Whether the constraints leave this view's frame more than one optimal value (any
    /// priority counted, with its intrinsic size's hugging and compression resistance), as
    /// UIKit's debugging property answers; false for a view Auto Layout does not place.
    public var hasAmbiguousLayout: Bool { LayoutEngine.alternativeFrame(of: self) != nil }

    /// Moves an ambiguously laid-out view to another frame its constraints allow equally well,
    /// to show where the ambiguity is (UIKit's debugging call); it stays there until the next
    /// solve. An unambiguous view does not move.
    public func exerciseAmbiguityInLayout() {
        guard let frame = LayoutEngine.alternativeFrame(of: self) else { return }
        bounds.size = frame.size
        center = CGPoint(x: frame.midX, y: frame.midY)
    }

    func collectInstalledConstraints(into list: inout [NSLayoutConstraint]) {
        list += installedConstraints
        for s in subviews { s.collectInstalledConstraints(into: &list) }
    }

    /// Before a layout pass: solves the hierarchy's constraints when they changed.
    func updateAutoLayout() {
        let state = AutoLayoutState.current
        guard state.activeCount > 0 || state.pendingConstraintUpdates > 0 else { return }
        var root = self
        while let s = root.superview { root = s }
        if state.pendingConstraintUpdates > 0 { root.runConstraintUpdates() }
        guard state.activeCount > 0 else { return }
        let engine = root.layoutEngine ?? LayoutEngine()
        root.layoutEngine = engine
        engine.update(root: root)
    }
}
