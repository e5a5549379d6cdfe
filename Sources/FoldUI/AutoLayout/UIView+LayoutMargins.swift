import Foundation

/// A view's layout margins and layout guides.
struct LayoutMarginState {
    /// The margins set in code (UIKit's default: 8 points on each side).
    var directional = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// The margins as `layoutMargins` set them, by side (nil: the directional ones hold).
    var absolute: UIEdgeInsets?
    var preservesSuperview = false
    var insetsFromSafeArea = true
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
}

/// Layout margins, the safe area and layout guides, as UIKit has them. Leading is left in left to
/// right and right in right to left (the view's `effectiveUserInterfaceLayoutDirection`).
///
/// The margins a view reports are its effective ones: the ones set (8 points by default), no
/// smaller than its view controller's `systemMinimumLayoutMargins` on a root view that respects
/// them, measured from the safe area (`insetsLayoutMarginsFromSafeArea`), and no smaller than
/// the superview's where they overlap (`preservesSuperviewLayoutMargins`).
///
/// FoldKit's windows have no status bar, notch or home indicator: a window's safe area is all of
/// it. A view controller's `additionalSafeAreaInsets` inset its root view's safe area, and each
/// view's safe area is the part of its superview's that it covers.
extension UIView {
    // `directionalLayoutMargins`, `layoutMargins`, `safeAreaInsets` and the `…DidChange` hooks
    // are declared in UIView's body, to be overridable.

    func setLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
        guard margins != marginState.directional || marginState.absolute != nil else { return }
        marginState.directional = margins
        marginState.absolute = nil
        marginsDidChange()
    }

    func setLayoutMargins(absolute margins: UIEdgeInsets) {
        guard margins != marginState.absolute else { return }
        marginState.absolute = margins
        marginState.directional = NSDirectionalEdgeInsets(margins, rightToLeft: isRightToLeft)
        marginsDidChange()
    }

    /// Whether the view's margins are at least its superview's where they overlap (false by
    /// default; a table cell's content view preserves its cell's).
    public var preservesSuperviewLayoutMargins: Bool {
        get { marginState.preservesSuperview }
        set {
            guard newValue != marginState.preservesSuperview else { return }
            marginState.preservesSuperview = newValue
            marginsDidChange()
        }
    }

    /// Whether the margins are measured from the safe area rather than the bounds (true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { marginState.insetsFromSafeArea }
        set {
            guard newValue != marginState.insetsFromSafeArea else { return }
            marginState.insetsFromSafeArea = newValue
            marginsDidChange()
        }
    }

    /// The insets of the part of the view no ancestor's bars or `additionalSafeAreaInsets`
    /// cover; zero when the view is not in a window.
    var computedSafeAreaInsets: UIEdgeInsets {
        guard window != nil else { return .zero }
        var insets = UIEdgeInsets.zero
        if let s = superview {
            let parentInsets = s.safeAreaInsets
            if parentInsets != .zero {
                let safe = convert(s.bounds.inset(by: parentInsets), from: s)
                insets = UIEdgeInsets(
                    top: max(0, safe.minY - bounds.minY), left: max(0, safe.minX - bounds.minX),
                    bottom: max(0, bounds.maxY - safe.maxY), right: max(0, bounds.maxX - safe.maxX))
            }
        }
        if let extra = owningViewController?.additionalSafeAreaInsets, extra != .zero { insets = insets + extra }
        return insets
    }

    /// The view's margins as a layout guide.
    public var layoutMarginsGuide: UILayoutGuide {
        if let g = marginState.marginsGuide { return g }
        let g = UILayoutGuide(kind: .margins, owner: self)
        marginState.marginsGuide = g
        return g
    }

    /// The view's safe area as a layout guide.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let g = marginState.safeAreaGuide { return g }
        let g = UILayoutGuide(kind: .safeArea, owner: self)
        marginState.safeAreaGuide = g
        return g
    }

    /// The margins' area, no wider than a comfortable line of text (centred in the margins
    /// when they are wider): the margins on a phone.
    public var readableContentGuide: UILayoutGuide {
        if let g = marginState.readableGuide { return g }
        let g = UILayoutGuide(kind: .readableContent, owner: self)
        marginState.readableGuide = g
        return g
    }

    /// The widest readable line, in points, at the default text size (FoldKit's number: UIKit
    /// does not publish its own; 672 points is what its guide measures on an iPad).
    static let readableWidth: CGFloat = 672

    /// The readable content guide's insets from the bounds: the margins, widened on both sides
    /// to centre a `readableWidth` column in a wider space.
    var readableContentInsets: UIEdgeInsets {
        let m = layoutMargins
        let available = bounds.width - m.left - m.right
        let extra = max(0, (available - Self.readableWidth) / 2)
        return UIEdgeInsets(top: m.top, left: m.left + extra, bottom: m.bottom, right: m.right + extra)
    }

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { marginState.guides }

    /// Makes the view the guide's owner (taking it from its former owner).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.kind == .free, layoutGuide.owningView !== self else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        marginState.guides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes the guide, deactivating the constraints on it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let i = marginState.guides.firstIndex(where: { $0 === layoutGuide }) else { return }
        var v: UIView? = self
        while let current = v {
            for c in current.installedConstraints where c.firstItem === layoutGuide || c.secondItem === layoutGuide {
                current.uninstall(c)
            }
            v = current.superview
        }
        marginState.guides.remove(at: i)
        layoutGuide.owningView = nil
    }

    // MARK: Effective margins

    var effectiveLayoutMargins: UIEdgeInsets {
        let rtl = isRightToLeft
        var m = marginState.absolute ?? UIEdgeInsets(marginState.directional, rightToLeft: rtl)
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let s = UIEdgeInsets(controller.systemMinimumLayoutMargins, rightToLeft: rtl)
            m = UIEdgeInsets(
                top: max(m.top, s.top), left: max(m.left, s.left), bottom: max(m.bottom, s.bottom),
                right: max(m.right, s.right))
        }
        if marginState.insetsFromSafeArea {
            m = m + safeAreaInsets
        }
        if marginState.preservesSuperview, let s = superview {
            // The superview's margins reach into this view as far as they pass its edges.
            let parent = CGRect(origin: .zero, size: s.bounds.size).inset(by: s.layoutMargins)
            let f = frame.offsetBy(dx: -s.bounds.minX, dy: -s.bounds.minY)
            m = UIEdgeInsets(
                top: max(m.top, parent.minY - f.minY), left: max(m.left, parent.minX - f.minX),
                bottom: max(m.bottom, f.maxY - parent.maxY), right: max(m.right, f.maxX - parent.maxX))
        }
        return m
    }

    func marginsDidChange() {
        AutoLayoutState.current.version &+= 1
        setNeedsLayout()
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
    }

    /// Tells the view and the views below it that their safe area changed.
    func noteSafeAreaChange() {
        AutoLayoutState.current.version &+= 1
        setNeedsLayout()
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        for s in subviews { s.noteSafeAreaChange() }
    }
}
