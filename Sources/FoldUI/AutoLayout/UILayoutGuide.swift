import Foundation

/// UILayoutGuide: a rectangle in its owning view's coordinates that takes part in Auto Layout
/// like a view that draws nothing and takes no touches — the space between views, a group to
/// centre, a view's margins (`layoutMarginsGuide`) or its safe area (`safeAreaLayoutGuide`).
///
/// A guide you add (`addLayoutGuide(_:)`) is placed by its constraints; the margins and
/// safe-area guides follow their view's bounds less its `layoutMargins` / `safeAreaInsets`.
open class UILayoutGuide: NSObject {
    enum Kind { case free, margins, safeArea, readableContent, scrollContent, scrollFrame }

    let kind: Kind
    /// The view that owns the guide (not retained, as in UIKit).
    open internal(set) weak var owningView: UIView?
    open var identifier = ""
    /// Where the last layout pass put a guide you added, in its owning view's coordinates.
    var solvedFrame = CGRect.zero

    public override init() {
        kind = .free
        super.init()
    }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        owningView = owner
        super.init()
        identifier =
            switch kind {
            case .free: ""
            case .margins: "UIViewLayoutMarginsGuide"
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .readableContent: "UIViewReadableContentGuide"
            case .scrollContent, .scrollFrame: ""
            }
    }

    /// The guide's rectangle in its owning view's coordinate system, as the last layout pass
    /// placed it (`.zero` with no owning view).
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        // As Auto Layout measures them: from the view's content area at (0, 0) (a scroll view's
        // guides stay put as it scrolls), like the view's own edges.
        case .free: return solvedFrame
        case .margins: return CGRect(origin: .zero, size: view.bounds.size).inset(by: view.layoutMargins)
        case .safeArea: return CGRect(origin: .zero, size: view.bounds.size).inset(by: view.safeAreaInsets)
        case .readableContent: return CGRect(origin: .zero, size: view.bounds.size).inset(by: view.readableContentInsets)
        // A scroll view's content area (untranslated: from the content's origin) and its frame
        // (where the scroll view shows it: the bounds, moving with the offset).
        case .scrollContent: return CGRect(origin: .zero, size: (view as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return view.bounds
        }
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    open override var description: String {
        "<\(type(of: self)): \(NSLayoutConstraint.address(self)) - \"\(identifier)\", layoutFrame = \(layoutFrame), "
            + "owningView = \(owningView.map { "<\(type(of: $0)): \(NSLayoutConstraint.address($0))>" } ?? "nil")>"
    }
}

/// A view's or a guide's place in the view tree, for the constraints on it.
extension NSLayoutConstraint {
    /// The view a layout item lives in: the view itself, or the guide's owning view.
    static func hostView(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }
}
