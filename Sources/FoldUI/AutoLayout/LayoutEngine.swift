import FoldCore
import Foundation

/// Solves the active constraints of one view hierarchy (kept by its root view) and sets the
/// frames they give, as UIKit's layout engine does: the `bounds` size and the `center` of each
/// view whose `translatesAutoresizingMaskIntoConstraints` is false.
///
/// Each such view has four variables, its frame's x, y, width and height in its superview's
/// coordinates. Every other view in a constraint is where its `center` and `bounds` put it (its
/// alignment rectangle, which ignores its transform), and enters as constants. A constraint
/// relates the items' rectangles in their nearest common ancestor's coordinates, reached through
/// each superview's frame origin and bounds origin. The system is solved again only when it
/// changed: a constraint activated, deactivated or edited, the hierarchy changed, or a fixed
/// view in a constraint moved or resized.
final class LayoutEngine {
    private var builtVersion = -1
    private var builtHierarchy = -1
    private var builtConstants = -1
    /// The last solved system, kept so that a change of constants alone moves them in place
    /// (the solver's dual simplex) instead of building every row again.
    private var solved: System?
    /// The fixed views the last system read, with what it read.
    private var fixedInputs: [(view: Weak<UIView>, center: CGPoint, bounds: CGRect)] = []
    /// The scroll views whose offset the last system read (a frame guide, content pinned to
    /// views outside), with the offset: scrolling them moves what is pinned.
    private var offsetInputs: [(view: Weak<UIScrollView>, offset: CGPoint)] = []
    /// The content sizes the last solve gave (or kept): one set in code since is read again.
    private var contentSizeInputs: [(view: Weak<UIScrollView>, size: CGSize)] = []
    /// Constraints broken to satisfy the others, already reported.
    private var reported = Set<ObjectIdentifier>()
    private var reportedIntrinsic = Set<String>()

    /// Solves when the system changed since the last solve, and sets the managed views' frames.
    func update(root: UIView) {
        let state = AutoLayoutState.current
        let sameStructure = builtVersion == state.version && builtHierarchy == root.hierarchyVersion && !fixedInputsMoved()
        if sameStructure, builtConstants == state.constantsVersion { return }
        builtConstants = state.constantsVersion
        if sameStructure, moveConstants() { return }
        builtVersion = state.version
        builtHierarchy = root.hierarchyVersion
        solve(root: root)
    }

    /// Moves the constants that changed since the last solve in the kept system and sets the
    /// frames; false when that cannot stand for a new solve (no kept system, a broken
    /// constraint whose constant changed, a required constant that now contradicts the others,
    /// or sizes and margins that follow the new frames), and the caller solves again.
    private func moveConstants() -> Bool {
        guard var system = solved else { return false }
        solved = nil
        if system.frames.contains(where: { $0.held == nil }) { return false }
        for i in system.added.indices {
            let entry = system.added[i]
            let now = Double(entry.constraint.constant)
            guard now != entry.constant else { continue }
            // The row is `lhs − (rhs + constant)`: its constant moves by minus the change.
            let row = entry.row.expression.constant - (now - entry.constant)
            guard (try? system.solver.setConstant(row, of: entry.row)) != nil else { return false }
            system.added[i].constant = now
        }
        // A broken constraint whose constant changed may hold now: only a new solve can say.
        if system.broken.contains(where: { Double($0.constraint.constant) != $0.constant }) { return false }
        system.solver.updateVariables()
        guard !apply(system) else { return false }
        solved = system
        return true
    }

    private func fixedInputsMoved() -> Bool {
        fixedInputs.contains { input in
            guard let v = input.view.value else { return true }
            return v.center != input.center || v.bounds != input.bounds
        }
            || offsetInputs.contains { $0.view.value?.bounds.origin != $0.offset }
            || contentSizeInputs.contains { $0.view.value?.contentSize != $0.size }
    }

    private func solve(root: UIView, again: Bool = true) {
        var system = System()
        var constraints: [NSLayoutConstraint] = []
        root.collectInstalledConstraints(into: &constraints)
        var broken = Set<ObjectIdentifier>()
        for c in constraints {
            do {
                try system.add(c)
            } catch {
                broken.insert(ObjectIdentifier(c))
                system.broken.append((c, Double(c.constant)))
                if !reported.contains(ObjectIdentifier(c)) { AutoLayoutLog.report(system.conflictMessage(c, among: constraints)) }
            }
        }
        let intrinsic = system.addIntrinsicSizes()
        system.intrinsicSizes = intrinsic.sizes
        for message in intrinsic.broken where !reportedIntrinsic.contains(message) { AutoLayoutLog.report(message) }
        reported = broken
        reportedIntrinsic = Set(intrinsic.broken)
        system.solver.updateVariables()
        fixedInputs = system.fixedViews.map { (Weak($0), $0.center, $0.bounds) }
        offsetInputs = system.offsetsRead.map { (Weak($0), $0.bounds.origin) }
        system.forgetFixedViews()
        let readAgain = apply(system)
        solved = readAgain ? nil : system
        if again, readAgain { solve(root: root, again: false) }
    }

    /// Sets the solved frames; true when a size that follows the width just set (text wrapped
    /// at it), or margins that follow where a view now is, must be read again.
    private func apply(_ system: System) -> Bool {
        for g in system.guides { g.guide.solvedFrame = g.frame }
        contentSizeInputs = system.contentAreas.compactMap { area in
            guard let scroll = area.held else { return nil }
            let size = CGSize(width: max(0, area.w.value), height: max(0, area.h.value))
            if scroll.contentSize != size { scroll.contentSize = size }
            return (Weak(scroll), size)
        }
        for frame in system.frames {
            let w = CGFloat(frame.w.value)
            let h = CGFloat(frame.h.value)
            let size = CGSize(width: w, height: h)
            guard let view = frame.held else { continue }
            if view.bounds.size != size { view.bounds = CGRect(origin: view.bounds.origin, size: size) }
            let center = CGPoint(x: CGFloat(frame.x.value) + w / 2, y: CGFloat(frame.y.value) + h / 2)
            if view.center != center { view.center = center }
        }
        return zip(system.frames, system.intrinsicSizes).contains(where: { $0.held?.intrinsicContentSize != $1 })
            || system.insetsRead.contains(where: { $0.guide.currentInsets != $0.insets })
            || system.baselinesRead.contains(where: { read in
                guard let view = read.view.value, let text = view.textBaselinesFromCenter else { return false }
                return (read.first ? text.first : text.last) != read.offset
            })
    }
}

/// The variables and expressions of one solve.
private struct System {
    struct Frame {
        /// Weak: the engine keeps its last system, and the root view owns the engine.
        weak var held: UIView?
        /// The view, while a solve runs (its hierarchy holds it).
        var view: UIView { held! }
        init(view: UIView) { held = view }
        let x = Cassowary.Variable("x"), y = Cassowary.Variable("y")
        let w = Cassowary.Variable("w"), h = Cassowary.Variable("h")
    }

    /// A scroll view's content area: its size is `contentSize`, set by the solve.
    struct ContentArea {
        weak var held: UIScrollView?
        let w = Cassowary.Variable("contentWidth"), h = Cassowary.Variable("contentHeight")
    }

    struct GuideFrame {
        let guide: UILayoutGuide
        let x = Cassowary.Variable("x"), y = Cassowary.Variable("y")
        let w = Cassowary.Variable("w"), h = Cassowary.Variable("h")
    }

    var solver = Cassowary.Solver()
    /// Each constraint added, its row, and the constant the row was made with.
    var added: [(constraint: NSLayoutConstraint, row: Cassowary.Constraint, constant: Double)] = []
    /// The constraints broken to satisfy the others, with their constants then.
    var broken: [(constraint: NSLayoutConstraint, constant: Double)] = []
    /// The intrinsic sizes the system was built with, one per frame.
    var intrinsicSizes: [CGSize] = []
    private(set) var frames: [Frame] = []
    private var guideFrames: [GuideFrame] = []
    private var guideIndex: [ObjectIdentifier: Int] = [:]
    /// The margins and safe-area insets the system was built with.
    private(set) var insetsRead: [(guide: UILayoutGuide, insets: UIEdgeInsets)] = []
    private var insetsSeen = Set<ObjectIdentifier>()
    /// The text baselines the system was built with (from the middle of each view's bounds).
    private(set) var baselinesRead: [(view: Weak<UIView>, first: Bool, offset: Double)] = []
    private var frameIndex: [ObjectIdentifier: Int] = [:]
    private(set) var contentAreas: [ContentArea] = []
    private var contentAreaIndex: [ObjectIdentifier: Int] = [:]
    private(set) var fixedViews: [UIView] = []
    /// The scroll views whose offset (bounds origin) entered as a constant.
    private(set) var offsetsRead: [UIScrollView] = []
    private var offsetSeen = Set<ObjectIdentifier>()
    /// Kept systems hold no view strongly (the root view owns the engine that keeps them).
    mutating func forgetFixedViews() {
        fixedViews = []
        offsetsRead = []
    }
    private var fixedSeen = Set<ObjectIdentifier>()

    init(fittingRoot: UIView? = nil) { self.fittingRoot = fittingRoot }

    /// The view `systemLayoutSizeFitting` sizes: its size is unknown even when its frame was set
    /// in code.
    private let fittingRoot: UIView?

    /// Adds an active constraint; throws when the required ones already there contradict it.
    mutating func add(_ c: NSLayoutConstraint) throws {
        guard let first = c.firstItem, let ancestor = c.installedOn else { return }
        let lhs = expression(first, c.firstAttribute, in: ancestor)
        var rhs = Cassowary.Expression(constant: Double(c.constant))
        if let second = c.secondItem, c.secondAttribute != .notAnAttribute {
            rhs = rhs + expression(second, c.secondAttribute, in: ancestor) * Double(c.multiplier)
        }
        let relation: Cassowary.Relation =
            switch c.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let row = Cassowary.Constraint(lhs + rhs * -1, relation, strength: c.priority.strength)
        try solver.add(row)
        added.append((c, row, Double(c.constant)))
    }

    /// UIKit's message for a constraint broken to satisfy the others.
    func conflictMessage(_ c: NSLayoutConstraint, among constraints: [NSLayoutConstraint]) -> String {
        "Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints "
            + "in the following list is one you don't want.\n(\n"
            + conflictCandidates(with: c, among: constraints).map { "    \"\($0)\"" }.joined(separator: ",\n")
            + "\n)\n\nWill attempt to recover by breaking constraint \n\(c)"
    }

    /// An attribute of a view or a layout guide in `ancestor`'s bounds coordinates (a margin
    /// attribute of a view: of its margins guide).
    mutating func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView)
        -> Cassowary.Expression
    {
        if attribute.isBaseline, let view = item as? UIView {
            return baseline(of: view, first: attribute == .firstBaseline, in: ancestor)
        }
        let (x, y, w, h) =
            if let guide = item as? UILayoutGuide {
                rect(guide, in: ancestor)
            } else if let scroll = item as? UIScrollView, scroll === ancestor, !attribute.isMargin {
                // Its content's constraints on it: the edges are the content area's, the sizes
                // and centres the frame's (UIKit's rule for scroll views).
                switch attribute {
                case .width, .height, .centerX, .centerY: frameArea(of: scroll, in: ancestor)
                default: contentArea(of: scroll, in: ancestor)
                }
            } else if let view = item as? UIView {
                attribute.isMargin ? rect(view.layoutMarginsGuide, in: ancestor) : rect(view, in: ancestor)
            } else {
                (Cassowary.Expression(), Cassowary.Expression(), Cassowary.Expression(), Cassowary.Expression())
            }
        // Leading and trailing as the view that holds the constraint reads them (a stack view
        // forced right to left reverses its arranged views; a view forced so inside a
        // left-to-right one keeps its place there). Right to left they are measured leftwards,
        // so a constant moves toward the trailing side in both directions, as in UIKit.
        switch attribute.withoutMargin {
        case .left: return x
        case .right: return x + w
        case .leading: return ancestor.isRightToLeft ? (x + w) * -1 : x
        case .trailing: return ancestor.isRightToLeft ? x * -1 : x + w
        case .top: return y
        case .bottom: return y + h
        case .width: return w
        case .height: return h
        case .centerX: return x + w * 0.5
        case .centerY: return y + h * 0.5
        default: return Cassowary.Expression()  // refused at activation
        }
    }

    /// A view's first or last baseline in `ancestor`'s bounds coordinates: that of the view it
    /// names for it (itself, or a subview), where that view centres its text; a view without
    /// text has its top edge for a first baseline and its bottom edge for a last one.
    private mutating func baseline(of view: UIView, first: Bool, in ancestor: UIView) -> Cassowary.Expression {
        // The view named may name another in turn (a stack view names its arranged view).
        var target = view
        for _ in 0..<32 {
            let next = first ? target.forFirstBaselineLayout : target.forLastBaselineLayout
            guard next !== target, next.isDescendant(of: target) else { break }
            target = next
        }
        let (_, y, _, h) = rect(target, in: ancestor)
        guard let text = target.textBaselinesFromCenter else { return first ? y : y + h }
        baselinesRead.append((Weak(target), first, first ? text.first : text.last))
        return y + h * 0.5 + Cassowary.Expression(constant: first ? text.first : text.last)
    }

    /// A guide's rectangle in `ancestor`'s bounds coordinates: its owning view's, inset by the
    /// margins or the safe area as they are now, or a free guide's own variables in it.
    private mutating func rect(_ guide: UILayoutGuide, in ancestor: UIView)
        -> (Cassowary.Expression, Cassowary.Expression, Cassowary.Expression, Cassowary.Expression)
    {
        guard let owner = guide.owningView else { return (.init(), .init(), .init(), .init()) }
        if let scroll = owner as? UIScrollView {
            switch guide.kind {
            case .scrollContent: return contentArea(of: scroll, in: ancestor)
            case .scrollFrame: return frameArea(of: scroll, in: ancestor)
            default: break
            }
        }
        // A scroll view's margins, for its content, are those of its content area.
        let (ox, oy, ow, oh) =
            if guide.kind == .margins, let scroll = owner as? UIScrollView, scroll === ancestor {
                contentArea(of: scroll, in: ancestor)
            } else {
                rect(owner, in: ancestor)
            }
        guard guide.kind == .free else {
            let m = guide.currentInsets
            if !insetsSeen.contains(ObjectIdentifier(guide)) {
                insetsSeen.insert(ObjectIdentifier(guide))
                insetsRead.append((guide, m))
            }
            return (
                ox + .init(constant: m.left), oy + .init(constant: m.top), ow + .init(constant: -m.left - m.right),
                oh + .init(constant: -m.top - m.bottom)
            )
        }
        let id = ObjectIdentifier(guide)
        let f: GuideFrame
        if let i = guideIndex[id] {
            f = guideFrames[i]
        } else {
            f = GuideFrame(guide: guide)
            guideIndex[id] = guideFrames.count
            guideFrames.append(f)
        }
        return (ox + .init([.init(f.x)]), oy + .init([.init(f.y)]), .init([.init(f.w)]), .init([.init(f.h)]))
    }

    /// The free guides' solved rectangles in their owning views.
    var guides: [(guide: UILayoutGuide, frame: CGRect)] {
        guideFrames.map { f in
            (f.guide, CGRect(x: f.x.value, y: f.y.value, width: max(0, f.w.value), height: max(0, f.h.value)))
        }
    }

    /// The view's rectangle in `ancestor`'s bounds coordinates.
    private mutating func rect(_ view: UIView, in ancestor: UIView)
        -> (Cassowary.Expression, Cassowary.Expression, Cassowary.Expression, Cassowary.Expression)
    {
        if view === ancestor {
            // Its own edges: its content area from (0, 0), whatever its bounds origin (a scroll
            // view's content pinned to its edges stays put as it scrolls, as in UIKit); the size
            // is its frame's (variables when Auto Layout sizes it).
            let (_, _, w, h) = frame(of: view)
            return (.init(), .init(), w, h)
        }
        let (x, y, w, h) = frame(of: view)
        var dx = Cassowary.Expression()
        var dy = Cassowary.Expression()
        var s = view.superview
        while let current = s, current !== ancestor {
            noteOffsetRead(current)
            let (sx, sy, _, _) = frame(of: current)
            dx = dx + sx + Cassowary.Expression(constant: -current.bounds.minX)
            dy = dy + sy + Cassowary.Expression(constant: -current.bounds.minY)
            s = current.superview
        }
        return (x + dx, y + dy, w, h)
    }

    /// A scroll view's content area in `ancestor`'s bounds coordinates: from the content's
    /// origin, as large as the constraints make it (that size becomes `contentSize`); where no
    /// constraint decides a side, it keeps the size set in code.
    private mutating func contentArea(of scroll: UIScrollView, in ancestor: UIView)
        -> (Cassowary.Expression, Cassowary.Expression, Cassowary.Expression, Cassowary.Expression)
    {
        let id = ObjectIdentifier(scroll)
        let area: ContentArea
        if let i = contentAreaIndex[id] {
            area = contentAreas[i]
        } else {
            area = ContentArea(held: scroll)
            contentAreaIndex[id] = contentAreas.count
            contentAreas.append(area)
            let size = scroll.contentSize
            for (v, length) in [(area.w, size.width), (area.h, size.height)] {
                try? solver.add(
                    Cassowary.Constraint(
                        Cassowary.Expression([.init(v)], constant: -Double(length)), .equal,
                        strength: Self.keptSizeStrength))
                try? solver.add(Cassowary.Constraint(Cassowary.Expression([.init(v)]), .greaterThanOrEqual))
            }
        }
        let w = Cassowary.Expression([.init(area.w)])
        let h = Cassowary.Expression([.init(area.h)])
        guard scroll !== ancestor else { return (.init(), .init(), w, h) }
        noteOffsetRead(scroll)
        let (x, y, _, _) = rect(scroll, in: ancestor)
        let o = scroll.bounds.origin
        return (x + .init(constant: -o.x), y + .init(constant: -o.y), w, h)
    }

    /// A scroll view's frame in `ancestor`'s bounds coordinates; in its own, where it shows its
    /// content now (its bounds), so what is pinned to it stays put on screen as it scrolls.
    private mutating func frameArea(of scroll: UIScrollView, in ancestor: UIView)
        -> (Cassowary.Expression, Cassowary.Expression, Cassowary.Expression, Cassowary.Expression)
    {
        guard scroll === ancestor else { return rect(scroll, in: ancestor) }
        noteOffsetRead(scroll)
        let (_, _, w, h) = frame(of: scroll)
        let o = scroll.bounds.origin
        return (.init(constant: o.x), .init(constant: o.y), w, h)
    }

    /// Below any priority's (priority 1 weighs about 1): a content size set in code gives way
    /// to every constraint.
    static let keptSizeStrength = 1e-3

    /// Remembers a scroll view whose offset entered the system: scrolling it solves again.
    private mutating func noteOffsetRead(_ view: UIView) {
        guard let scroll = view as? UIScrollView, offsetSeen.insert(ObjectIdentifier(scroll)).inserted else { return }
        scroll.autoLayoutReadsOffset = true
        offsetsRead.append(scroll)
    }

    /// The view's frame in its superview: variables when Auto Layout places it, else constants.
    mutating func frame(of view: UIView)
        -> (Cassowary.Expression, Cassowary.Expression, Cassowary.Expression, Cassowary.Expression)
    {
        // A view with no superview is where its code put it, as in UIKit.
        if view === fittingRoot || (!view.translatesAutoresizingMaskIntoConstraints && view.superview != nil) {
            let id = ObjectIdentifier(view)
            let f: Frame
            if let i = frameIndex[id] {
                f = frames[i]
            } else {
                f = Frame(view: view)
                frameIndex[id] = frames.count
                frames.append(f)
            }
            return (.init([.init(f.x)]), .init([.init(f.y)]), .init([.init(f.w)]), .init([.init(f.h)]))
        }
        if fixedSeen.insert(ObjectIdentifier(view)).inserted { fixedViews.append(view) }
        let size = view.bounds.size
        let c = view.center
        var x = Cassowary.Expression(constant: c.x - size.width / 2)
        var y = Cassowary.Expression(constant: c.y - size.height / 2)
        var w = Cassowary.Expression(constant: size.width)
        var h = Cassowary.Expression(constant: size.height)
        // Its autoresizing mask as constraints, as UIKit makes them: the flexible parts share
        // the change of the superview's size (nothing when the superview's size is fixed).
        if !view.autoresizingMask.isEmpty, let s = view.superview, s.autoresizesSubviews {
            let (_, _, sw, sh) = frame(of: s)
            let mask = view.autoresizingMask
            let dw = sw + .init(constant: -s.bounds.width)
            let dh = sh + .init(constant: -s.bounds.height)
            let (kx, kw) = mask.shares(horizontal: true, origin: x.constant, length: size.width, in: s.bounds.width)
            let (ky, kh) = mask.shares(horizontal: false, origin: y.constant, length: size.height, in: s.bounds.height)
            x = x + dw * Double(kx)
            w = w + dw * Double(kw)
            y = y + dh * Double(ky)
            h = h + dh * Double(kh)
        }
        return (x, y, w, h)
    }

    /// Each placed view's intrinsic size: not larger than it at the hugging priority, not
    /// smaller at the compression resistance. A required one the constraints contradict is
    /// broken with UIKit's message.
    /// Returns the sizes it read, and the messages of the ones it broke.
    /// A label that wraps is measured at the width given in `widths`, when there is one.
    mutating func addIntrinsicSizes(widths: [ObjectIdentifier: CGFloat] = [:]) -> (sizes: [CGSize], broken: [String]) {
        var sizes: [CGSize] = []
        var broken: [String] = []
        for f in frames {
            var size = f.view.intrinsicContentSize
            if let label = f.view as? UILabel, label.wrapsText, let width = widths[ObjectIdentifier(label)] {
                size = label.intrinsicSize(atWidth: width)
            }
            sizes.append(size)
            let axes = [(f.w, size.width, NSLayoutConstraint.Axis.horizontal), (f.h, size.height, .vertical)]
            for (variable, length, axis) in axes where length >= 0 && length.isFinite {
                let e = Cassowary.Expression([.init(variable)], constant: -Double(length))
                let bounds: [(Cassowary.Relation, UILayoutPriority, String)] = [
                    (.lessThanOrEqual, f.view.contentHuggingPriority(for: axis), "hugging"),
                    (.greaterThanOrEqual, f.view.contentCompressionResistancePriority(for: axis), "compression resistance"),
                ]
                for (relation, priority, name) in bounds {
                    do {
                        try solver.add(Cassowary.Constraint(e, relation, strength: priority.strength))
                    } catch {
                        broken.append(
                            "Unable to simultaneously satisfy constraints.\n\tWill attempt to recover by breaking the "
                                + "required \(name) of \(type(of: f.view)):\(NSLayoutConstraint.address(f.view)) "
                                + "(\(axis == .horizontal ? "width" : "height") \(relation == .lessThanOrEqual ? "<=" : ">=") "
                                + "\(NSLayoutConstraint.number(length))).")
                    }
                }
            }
        }
        return (sizes, broken)
    }

    /// The active required constraints on the broken one's items: what UIKit lists.
    func conflictCandidates(with broken: NSLayoutConstraint, among all: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        let items = [broken.firstItem, broken.secondItem].compactMap { $0 }
        return all.filter { c in
            c.priority >= .required
                && [c.firstItem, c.secondItem].contains { item in items.contains { $0 === item } }
        }
    }
}

extension UILayoutGuide {
    /// The insets from the owning view's edges a margins or safe-area guide has now.
    var currentInsets: UIEdgeInsets {
        switch kind {
        case .free: .zero
        case .margins: owningView?.layoutMargins ?? .zero
        case .safeArea: owningView?.safeAreaInsets ?? .zero
        case .readableContent: owningView?.readableContentInsets ?? .zero
        case .scrollContent, .scrollFrame: .zero
        }
    }
}

extension Cassowary.Expression {
    static func + (a: Self, b: Self) -> Self { Self(a.terms + b.terms, constant: a.constant + b.constant) }

    static func * (a: Self, k: Double) -> Self {
        Self(a.terms.map { .init($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }
}

extension LayoutEngine {
    /// The size `view`'s constraints and its subviews' give it nearest `target`, each axis
    /// held to the target at its priority (`systemLayoutSizeFitting`). Only the constraints
    /// installed on the view and the views below it take part; frames do not change. A label
    /// that wraps is measured again at the width the first solve gives it.
    static func fittingSize(
        of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        var constraints: [NSLayoutConstraint] = []
        view.collectInstalledConstraints(into: &constraints)
        var widths: [ObjectIdentifier: CGFloat] = [:]
        var size = target
        for _ in 0..<2 {
            var system = System(fittingRoot: view)
            for c in constraints {
                do { try system.add(c) } catch { AutoLayoutLog.report(system.conflictMessage(c, among: constraints)) }
            }
            _ = system.addIntrinsicSizes(widths: widths)
            let (_, _, w, h) = system.frame(of: view)
            for (e, length, priority) in [(w, target.width, horizontal), (h, target.height, vertical)]
            where length.isFinite {
                // A required target the constraints contradict gives way (UIKit logs it too).
                let strength = min(priority, UILayoutPriority(999)).strength
                try? system.solver.add(Cassowary.Constraint(e + .init(constant: -Double(length)), .equal, strength: strength))
            }
            system.solver.updateVariables()
            size = CGSize(width: max(0, w.value), height: max(0, h.value))
            var next: [ObjectIdentifier: CGFloat] = [:]
            for f in system.frames {
                if let label = f.view as? UILabel, label.wrapsText { next[ObjectIdentifier(label)] = CGFloat(f.w.value) }
            }
            if next.isEmpty || next == widths { break }
            widths = next
        }
        return size
    }
}

extension Cassowary.Expression {
    /// The value of an expression of solved variables.
    var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }
}

extension LayoutEngine {
    /// Another optimal frame for `view` than the one its constraints give it, if there is one
    /// (`hasAmbiguousLayout`, `exerciseAmbiguityInLayout()`); nil when the frame is the only
    /// optimum, or when Auto Layout does not place the view.
    ///
    /// The optima of the system (required constraints held, the weighted errors of the others
    /// least) form a convex set, so the frame is ambiguous exactly when one of its four values
    /// can move away from the solution, one way or the other, and the least error stays what it
    /// was: each such move is tried as a required constraint a point past the solution, on a
    /// copy of the solved system.
    static func alternativeFrame(of view: UIView) -> CGRect? {
        var root = view
        while let s = root.superview { root = s }
        var constraints: [NSLayoutConstraint] = []
        root.collectInstalledConstraints(into: &constraints)
        var system = System()
        for c in constraints { try? system.add(c) }
        _ = system.addIntrinsicSizes()
        guard let frame = system.frames.first(where: { $0.view === view }) else { return nil }
        system.solver.updateVariables()
        let least = system.solver.objective.constant
        let tolerance = 1e-9 * max(1, abs(least))
        for variable in [frame.x, frame.y, frame.w, frame.h] {
            let value = variable.value
            for relation in [Cassowary.Relation.greaterThanOrEqual, .lessThanOrEqual] {
                var probe = system.solver
                let past = value + (relation == .greaterThanOrEqual ? 1 : -1)
                let move = Cassowary.Constraint(
                    Cassowary.Expression([.init(variable)], constant: -past), relation, strength: Cassowary.Strength.required)
                guard (try? probe.add(move)) != nil, probe.objective.constant <= least + tolerance else { continue }
                probe.updateVariables()
                return CGRect(x: frame.x.value, y: frame.y.value, width: frame.w.value, height: frame.h.value)
            }
        }
        return nil
    }
}
