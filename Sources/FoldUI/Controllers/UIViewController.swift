import FoldCore
import Foundation

/// UIViewController: owns a view, loaded on first use (`loadView`, then `viewDidLoad`), and
/// hears when it appears, disappears and lays out; holds child controllers and presents others.
///
/// The appearance calls come as UIKit makes them: `viewWillAppear` before the view joins a
/// window and `viewDidAppear` after (after the transition, for an animated presentation); the
/// same for leaving. They reach a window's root controller, a presented one and their children
/// (`addChild`) — not a controller whose view was only added as a subview.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The controller's title.
    open var title: String?

    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []

    /// The controller this one presented, while it shows.
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one, while it shows.
    public internal(set) weak var presentingViewController: UIViewController?
    /// How `present` shows this controller: `.automatic`, a sheet, on FoldKit's phone-sized hosts.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// How `present` animates this controller in and `dismiss` out.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether the controller is being presented, during its presentation's transition.
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed, during its dismissal's transition.
    public internal(set) var isBeingDismissed = false

    /// The window this controller is the root of.
    weak var rootOfWindow: UIWindow?
    var appearance = AppearanceState.disappeared
    var appearanceAnimated = false
    /// Set while a presentation adds or removes this controller's view: the transition ends
    /// the appearance calls (this controller's and its children's), not the move.
    var holdsAppearanceEnd = false
    var defersAppearanceEnd: Bool { holdsAppearanceEnd || parent?.defersAppearanceEnd == true }
    /// The presentation's window-level views (the sheet's dimming), while it shows.
    var presentationChrome: PresentationChrome?
    /// `additionalSafeAreaInsets` and `viewRespectsSystemMinimumLayoutMargins`.
    var safeAreaState = (additional: UIEdgeInsets.zero, respectsSystemMinimum: true)

    /// Called when the root view's safe area changes (UIViewController+Margins.swift).
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the root view's margins are set.
    open func viewLayoutMarginsDidChange() {}

    /// The style of this controller's view and what it presents (`.unspecified`: inherited).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { overrideDidChange() } }
    }
    /// Called after the controller's traits changed (with `UITraitCollection.current` set to them).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The traits last told (`traitsMayHaveChanged()`), once asked for.
    var cachedTraits: UITraitCollection?
    var traitOverrideStorage = UITraitOverrides(traits: .init(), overridden: [])
    var traitChangeRegistrations: [TraitChangeRegistration] = []

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// FoldKit has no nibs or storyboards to decode a controller from: nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: The view

    /// The controller's view, loaded on first use (`loadView`, then `viewDidLoad`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view, when it is loaded; nil otherwise (and nothing is loaded).
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain view the size of the screen. Override to make your own and
    /// assign it to `view`, without calling `super`.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            // UIKit loops on a loadView that sets no view; FoldKit says so and makes a plain one.
            FileHandle.standardError.write(
                Data("\(type(of: self)).loadView() set no view; assign one to `view` (a plain view is used)\n".utf8))
            view = UIView(frame: UIScreen.main.bounds)
        }
        // A root view's margins are the system minimum and the safe area unless set otherwise.
        if loadedView?.marginState.directional == LayoutMarginState().directional {
            loadedView?.marginState.directional = .zero
        }
        viewDidLoad()
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    // MARK: Appearance and layout

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view's `layoutSubviews`.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews`.
    open func viewDidLayoutSubviews() {}

    /// Tells the controller its view is about to appear (true) or disappear: calls
    /// `viewWillAppear` or `viewWillDisappear`, once per transition.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        default: break
        }
    }

    /// Tells the controller its appearance transition is over: calls `viewDidAppear` or
    /// `viewDidDisappear`.
    open func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        default: break
        }
    }

    // MARK: Children

    /// Makes a controller a child of this one (calling its `willMove(toParent:)`); add its view
    /// to this one's, then call its `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Takes the controller out of its parent (calling its `didMove(toParent: nil)`); call its
    /// `willMove(toParent: nil)` first and remove its view.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller is added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    /// Shows a controller over this one's content in the window, as `modalPresentationStyle`
    /// and `modalTransitionStyle` say; `completion` runs when the transition ends.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        startPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, or else this one if it was presented;
    /// `completion` runs when the transition ends.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        startDismissal(animated: flag, completion: completion)
    }

    /// The presenting controller, else the view's superview.
    open override var next: UIResponder? { presentingViewController ?? loadedView?.superview }

    /// Whether the children hear appearance calls when this controller's view joins or leaves a
    /// window. A custom container that returns false calls its children's
    /// `beginAppearanceTransition`/`endAppearanceTransition` itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// A window's root controller, a presented one and their children (while their parents
    /// forward) hear appearance calls.
    var receivesAppearanceCalls: Bool {
        if let parent { return parent.shouldAutomaticallyForwardAppearanceMethods && parent.receivesAppearanceCalls }
        return presentingViewController != nil || rootOfWindow != nil || isBeingPresented
    }

    var isInAppearanceTransition: Bool { appearance == .appearing || appearance == .disappearing }

    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
}
