#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Ramotion's set-up: the cards are the app's own views in `contentView`, placed by constraints.
extension FoldingCell {
    /// An outlet set to another view: the cell's own card of that role leaves the content view
    /// (the app adds its view where it wants it).
    func replaceOwnView(_ old: UIView?, with new: UIView?) {
        guard let old, old !== new, ownViews.contains(ObjectIdentifier(old)) else { return }
        ownViews.remove(ObjectIdentifier(old))
        old.removeFromSuperview()
    }

    /// Ramotion's default state, when the top constraints are set: the sizes come from the
    /// cards' height constraints; the container gets the foreground's top; the foreground's
    /// anchor point goes to its bottom edge and its top constraint down by half its height (so it
    /// stays where it was); both get the foreground's corner radius, the container clipping.
    func applyConstraintOutlets() throws {
        placesCardsByConstraints = foregroundViewTop != nil || containerViewTop != nil
        guard placesCardsByConstraints else {
            try EffectConfigurationError.requireView(foregroundView, "foregroundView")
            try EffectConfigurationError.requireView(containerView, "containerView")
            return
        }
        guard let foregroundTop = foregroundViewTop, let containerTop = containerViewTop else {
            throw EffectConfigurationError(
                setting: foregroundViewTop == nil ? "foregroundViewTop" : "containerViewTop",
                message: "set both foregroundViewTop and containerViewTop (the two cards' top constraints), or neither "
                    + "to let the cell place its own cards")
        }
        try EffectConfigurationError.requireView(foregroundView, "foregroundView")
        try EffectConfigurationError.requireView(containerView, "containerView")
        guard foldDirection == .down else {
            throw EffectConfigurationError(
                setting: "foldDirection",
                message: "cards placed by constraints unfold down (Ramotion's); for \(foldDirection) leave "
                    + "foregroundViewTop and containerViewTop nil and let the cell place its cards")
        }
        guard foregroundTop.isActive, containerTop.isActive else {
            throw EffectConfigurationError(
                setting: foregroundTop.isActive ? "containerViewTop" : "foregroundViewTop",
                message: "the constraint is not active: activate it (NSLayoutConstraint.activate) before commonInit()")
        }
        guard let foregroundHeight = ownHeight(of: foregroundView) else {
            throw EffectConfigurationError(
                setting: "foregroundView",
                message: "needs a height constraint of its own (foregroundView.heightAnchor.constraint(equalToConstant: …)); "
                    + "the folds are cut from it")
        }
        guard let containerHeight = ownHeight(of: containerView) else {
            throw EffectConfigurationError(
                setting: "containerView",
                message: "needs a height constraint of its own (containerView.heightAnchor.constraint(equalToConstant: …)); "
                    + "the pieces are cut from it")
        }
        try EffectConfigurationError.requirePositive(foregroundHeight, "foregroundView's height constraint")
        try EffectConfigurationError.requirePositive(containerHeight, "containerView's height constraint")
        self.foregroundHeight = foregroundHeight
        self.containerHeight = containerHeight
        // Once: commonInit() again (a reused cell) must not move the foreground down twice.
        if !isForegroundTopShifted {
            containerTop.constant = foregroundTop.constant
            foregroundTop.constant += foregroundHeight / 2
            isForegroundTopShifted = true
        }
        foregroundView.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        foregroundView.layer.transform = foregroundView.transform3d()
        foregroundView.layer.name = FoldItem.foreground.description
        containerView.layer.cornerRadius = foregroundView.layer.cornerRadius
        containerView.layer.masksToBounds = true
        selectionStyle = .none
        contentView.bringSubviewToFront(foregroundView)
        contentView.layoutIfNeeded()
    }

    /// The constant of a view's own height constraint (one with no second item), as Ramotion
    /// finds it.
    func ownHeight(of view: UIView) -> Double? {
        view.constraints.first { $0.firstAttribute == .height && $0.secondItem == nil && $0.isActive }
            .map { Double($0.constant) }
    }
}

extension EffectConfigurationError {
    static func requireView(_ view: UIView?, _ setting: String) throws {
        guard view != nil else {
            throw EffectConfigurationError(setting: setting, message: "is nil: set it to the card's view before commonInit()")
        }
    }
}
