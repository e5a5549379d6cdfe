import Foundation

/// UIStackView: lays out its arranged subviews in a row or a column with Auto Layout, from its
/// axis, distribution, alignment and spacing, as UIKit's does — by constraints it keeps itself
/// (identified `UISV-…`), made again at the next layout pass after anything they depend on
/// changes. A hidden arranged subview takes no room and no spacing.
///
/// Arranged subviews are placed by Auto Layout (their `translatesAutoresizingMaskIntoConstraints`
/// becomes false); the stack view itself is placed as any view (by its frame, or by
/// constraints, when it is as large as its arrangement needs).
open class UIStackView: UIView {
    /// How the arranged subviews fill the axis (UIKit's raw values).
    public enum Distribution: Int, Sendable {
        /// Their sizes; the one that hugs least stretches (or shrinks) to fill.
        case fill = 0
        /// All the same size.
        case fillEqually = 1
        /// Sizes in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// Their intrinsic sizes, with equal gaps (at least `spacing`).
        case equalSpacing = 3
        /// Their intrinsic sizes, with centres equally far apart (gaps at least `spacing`).
        case equalCentering = 4
    }

    /// Where the arranged subviews sit across the axis (UIKit's raw values).
    public enum Alignment: Int, Sendable {
        /// As wide as the stack view across the axis.
        case fill = 0
        /// Left (leading), or top in a horizontal stack.
        case leading = 1
        /// Top edges aligned (FoldKit has no baselines yet: the top edges).
        case firstBaseline = 2
        case center = 3
        /// Right (trailing), or bottom in a horizontal stack.
        case trailing = 4
        /// Bottom edges aligned (FoldKit has no baselines yet: the bottom edges).
        case lastBaseline = 5

        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing a custom spacing of this value means: the stack view's `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The spacing a custom spacing of this value means: the system's standard 8 points.
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// The views the stack lays out, in order (a subset of `subviews`).
    public private(set) var arrangedSubviews: [UIView] = []

    open var axis = NSLayoutConstraint.Axis.horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }
    open var distribution = Distribution.fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }
    open var alignment = Alignment.fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }
    /// The gap between adjacent arranged subviews (the least gap for the equal distributions).
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsArrangement() } }
    }
    /// Whether the arrangement is inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }
    /// Whether a vertical stack measures the spacing between its views from the last baseline
    /// of one to the first baseline of the next (a view without text: its bottom and top). The
    /// first and last views still touch the stack's edges.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// A vertical stack's first baseline is its first shown view's; a horizontal stack's, the
    /// first shown view's too.
    open override var forFirstBaselineLayout: UIView { shown.first ?? self }

    /// A vertical stack's last baseline is its last shown view's; a horizontal stack's, its
    /// first shown view's (the views share it when aligned by baseline).
    open override var forLastBaselineLayout: UIView { (axis == .vertical ? shown.last : shown.first) ?? self }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack keeps, while active.
    private var arrangement: [NSLayoutConstraint] = []
    private var gapGuides: [UILayoutGuide] = []
    private var needsArrangement = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    public required init?(coder: NSCoder) { return nil }

    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: Arranged subviews

    /// Appends a view to the arrangement, making it a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at an index (0…count; outside it the view is not
    /// inserted — UIKit raises).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        if let i = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: i)
        }
        guard (0...arrangedSubviews.count).contains(stackIndex) else {
            FileHandle.standardError.write(
                Data(
                    ("UIStackView: index \(stackIndex) is outside the arrangement (0…\(arrangedSubviews.count)); "
                        + "\(type(of: view)) was not inserted.\n").utf8))
            return
        }
        arrangedSubviews.insert(view, at: stackIndex)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement()
    }

    /// Takes a view out of the arrangement; it stays a subview (as in UIKit: remove it from the
    /// view hierarchy too, or it stays where it was last placed).
    open func removeArrangedSubview(_ view: UIView) {
        guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: i)
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Sets the gap after an arranged subview (`spacingUseDefault` clears it).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        let id = ObjectIdentifier(arrangedSubview)
        customSpacings[id] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        setNeedsArrangement()
    }

    /// The gap after an arranged subview: a custom one, else `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { setNeedsArrangement() }
    }

    /// An arranged subview's intrinsic size changed: a proportional fill reads it again.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if distribution == .fillProportionally, proportionsChanged() { setNeedsArrangement() }
    }

    // MARK: The arrangement

    private func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    open override func updateConstraints() {
        if needsArrangement { arrange() }
        super.updateConstraints()
    }

    private var proportionsUsed: [CGFloat] = []

    private func proportionsChanged() -> Bool {
        shown.map { mainLength(of: $0.intrinsicContentSize) } != proportionsUsed
    }

    private var shown: [UIView] { arrangedSubviews.filter { !$0.isHidden && $0.superview === self } }

    private func mainLength(of size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }

    /// The gap after `view`: its custom spacing, else `spacing`.
    private func gap(after view: UIView) -> CGFloat {
        switch customSpacings[ObjectIdentifier(view)] {
        case UIStackView.spacingUseSystem?: 8
        case let custom?: custom
        case nil: spacing == UIStackView.spacingUseSystem ? 8 : spacing
        }
    }

    /// Makes the stack's constraints again from its configuration.
    private func arrange() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangement)
        for g in gapGuides { removeLayoutGuide(g) }
        arrangement = []
        gapGuides = []
        let views = shown
        proportionsUsed = views.map { mainLength(of: $0.intrinsicContentSize) }
        for hidden in arrangedSubviews where hidden.isHidden && hidden.superview === self {
            // A hidden view collapses along the axis, as UIKit's does.
            add(hidden, axis == .horizontal ? .width : .height, .equal, nil, .notAnAttribute, 0, "UISV-hiding")
        }
        guard !views.isEmpty else { return }
        let edges: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let (lead, trail): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.leading, .trailing) : (.top, .bottom)
        let (crossLead, crossTrail, crossCenter, crossSize):
            (
                NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute,
                NSLayoutConstraint.Attribute
            ) = horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
        let mainSize: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let mainCenter: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY

        // Along the axis: the first and last touch the edges, the others follow each other.
        add(views[0], lead, .equal, edges, lead, 0, "UISV-canvas-connection")
        add(views[views.count - 1], trail, .equal, edges, trail, 0, "UISV-canvas-connection")
        for (a, b) in zip(views, views.dropFirst()) {
            let space = gap(after: a)
            // Baseline-relative: from the last baseline above to the first one below (vertical).
            let (from, to): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                !horizontal && isBaselineRelativeArrangement ? (.lastBaseline, .firstBaseline) : (trail, lead)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(b, to, .equal, a, from, space, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                add(b, to, .greaterThanOrEqual, a, from, space, "UISV-spacing")
            }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for v in views.dropFirst() { add(v, mainSize, .equal, views[0], mainSize, 0, "UISV-fill-equally") }
        case .fillProportionally:
            let total = proportionsUsed.reduce(0) { $0 + max(0, $1) }
            let spaces = zip(views, views.dropFirst()).reduce(0) { $0 + gap(after: $1.0) }
            if total > 0 {
                for (v, length) in zip(views, proportionsUsed) {
                    let share = max(0, length) / total
                    add(
                        v, mainSize, .equal, edges, mainSize, -spaces * share, "UISV-fill-proportionally",
                        multiplier: share, priority: UILayoutPriority(999))
                }
            }
        case .equalSpacing, .equalCentering:
            // Equal gaps, or centres equally far apart: a guide from each view's end (centre) to
            // the next one's start (centre), all as long as the first.
            let (from, to) = distribution == .equalSpacing ? (trail, lead) : (mainCenter, mainCenter)
            for (a, b) in zip(views, views.dropFirst()) {
                let g = UILayoutGuide()
                g.identifier = "UISV-distributing"
                addLayoutGuide(g)
                gapGuides.append(g)
                add(g, lead, .equal, a, from, 0, "UISV-distributing-edge")
                add(g, trail, .equal, b, to, 0, "UISV-distributing-edge")
            }
            for g in gapGuides.dropFirst() { add(g, mainSize, .equal, gapGuides[0], mainSize, 0, "UISV-fill-equally") }
        }
        for g in gapGuides {
            // A guide has no place across the axis of its own: it sits on the stack's edge.
            add(g, crossLead, .equal, edges, crossLead, 0, "UISV-distributing-edge")
            add(g, crossSize, .equal, nil, .notAnAttribute, 0, "UISV-distributing-edge")
        }

        // Across the axis.
        let baseline: NSLayoutConstraint.Attribute? =
            !horizontal ? nil : alignment == .firstBaseline ? .firstBaseline : alignment == .lastBaseline ? .lastBaseline : nil
        for v in views {
            if let baseline {
                // A horizontal stack's baselines: each view's on the first's, all within the stack.
                if v !== views[0] { add(v, baseline, .equal, views[0], baseline, 0, "UISV-alignment") }
                add(v, .top, .greaterThanOrEqual, edges, .top, 0, "UISV-canvas-connection")
                add(v, .bottom, .lessThanOrEqual, edges, .bottom, 0, "UISV-canvas-connection")
                add(v, crossSize, .equal, nil, .notAnAttribute, 0, "UISV-ambiguity-suppression", priority: UILayoutPriority(25))
                continue
            }
            switch alignment {
            case .fill:
                add(v, crossLead, .equal, edges, crossLead, 0, "UISV-alignment")
                add(v, crossTrail, .equal, edges, crossTrail, 0, "UISV-alignment")
            case .leading, .firstBaseline:
                add(v, crossLead, .equal, edges, crossLead, 0, "UISV-alignment")
                add(v, crossTrail, .lessThanOrEqual, edges, crossTrail, 0, "UISV-canvas-connection")
            case .trailing, .lastBaseline:
                add(v, crossTrail, .equal, edges, crossTrail, 0, "UISV-alignment")
                add(v, crossLead, .greaterThanOrEqual, edges, crossLead, 0, "UISV-canvas-connection")
            case .center:
                add(v, crossCenter, .equal, edges, crossCenter, 0, "UISV-alignment")
                add(v, crossLead, .greaterThanOrEqual, edges, crossLead, 0, "UISV-canvas-connection")
            }
            if alignment != .fill {
                // A view with no size of its own across the axis is as small as it may be.
                add(v, crossSize, .equal, nil, .notAnAttribute, 0, "UISV-ambiguity-suppression", priority: UILayoutPriority(25))
            }
        }
        if alignment != .fill {
            // The stack is as thin across the axis as its thickest view allows.
            add(self, crossSize, .equal, nil, .notAnAttribute, 0, "UISV-canvas-fit", priority: UILayoutPriority(49))
        }
        NSLayoutConstraint.activate(arrangement)
    }

    private func add(
        _ first: AnyObject, _ a1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
        _ a2: NSLayoutConstraint.Attribute, _ constant: CGFloat, _ identifier: String, multiplier: CGFloat = 1,
        priority: UILayoutPriority = .required
    ) {
        let c = NSLayoutConstraint(
            first: first, a1, relation, second: second, a2, second == nil ? 0 : multiplier, constant)
        c.priority = priority
        c.identifier = identifier
        arrangement.append(c)
    }
}
