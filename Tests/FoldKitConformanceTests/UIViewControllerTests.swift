// UIViewController and UIWindow's root view controller, as UIKit declares and documents them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uiviewcontroller — `init(nibName:bundle:)`,
//   `view: UIView!` ("If you access this property when its value is nil, the view controller
//   automatically calls the loadView() method"), `viewIfLoaded`, `isViewLoaded`, `loadView()`,
//   `loadViewIfNeeded()`, `viewDidLoad()`, `viewWillAppear(_:)` ("before the view is added to
//   the view hierarchy"), `viewDidAppear(_:)`, `viewWillDisappear(_:)`, `viewDidDisappear(_:)`,
//   `viewWillLayoutSubviews()`, `viewDidLayoutSubviews()`, `beginAppearanceTransition(_:animated:)`,
//   `endAppearanceTransition()`, `addChild(_:)` ("calls the willMove(toParent:) method of the
//   child"), `removeFromParent()` ("calls didMove(toParent:) with nil"), `parent`, `children`,
//   `present(_:animated:completion:)` ("The completion handler is called after the
//   viewDidAppear(_:) method is called on the presented view controller"),
//   `dismiss(animated:completion:)` ("If you call this method on the presented view controller
//   itself, UIKit asks the presenting view controller to handle the dismissal"),
//   `presentedViewController`, `presentingViewController`, `modalPresentationStyle`,
//   `modalTransitionStyle`, `isBeingPresented`, `isBeingDismissed`;
//   …/uimodalpresentationstyle — automatic −2, fullScreen 0, pageSheet 1, formSheet 2,
//   overFullScreen 5 ("the presenting view controller's views are not removed");
//   …/uimodaltransitionstyle — coverVertical 0, flipHorizontal 1, crossDissolve 2;
//   …/uiresponder/next — "UIView … returns the view controller object that manages the view if it
//   has one, and its superview if it doesn't"; "UIViewController … returns its view's superview";
//   …/uiwindow — `rootViewController`, `makeKeyAndVisible()`, `makeKey()`, `isKeyWindow`.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

private final class Logged: UIViewController {
    /// The calls heard, but layout's.
    var log: [String] {
        get { calls.filter { !$0.hasSuffix("Layout") } }
        set { calls = newValue }
    }
    var calls: [String] = []
    var windowAtWillAppear: UIWindow?? = .none
    let name: String

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() { calls.append("load") }
    override func viewWillAppear(_ animated: Bool) {
        if case .none = windowAtWillAppear { windowAtWillAppear = .some(view.window) }
        calls.append("willAppear(\(animated))")
    }
    override func viewDidAppear(_ animated: Bool) { calls.append("didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear(\(animated))") }
    override func viewWillLayoutSubviews() { calls.append("willLayout") }
    override func viewDidLayoutSubviews() { calls.append("didLayout") }
    override func willMove(toParent parent: UIViewController?) { calls.append("willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { calls.append("didMove(\(parent == nil ? "nil" : "parent"))") }
}

/// A window whose root controller has presented a sheet, without animation.
private func rootPresentingASheet() -> (UIWindow, Logged, Logged) {
    let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 2)
    let root = Logged("root")
    window.rootViewController = root
    let sheet = Logged("sheet")
    root.present(sheet, animated: false)
    return (window, root, sheet)
}

// Transitions read the media clock, which one driver at a time may own.
extension MediaClockTests {
    @Suite(.serialized) struct UIViewControllerTests {
        @Test func declarations() {
            let make: (String?, Bundle?) -> UIViewController = UIViewController.init(nibName:bundle:)
            let view: ReferenceWritableKeyPath<UIViewController, UIView?> = \.view
            let ifLoaded: KeyPath<UIViewController, UIView?> = \.viewIfLoaded
            let loaded: KeyPath<UIViewController, Bool> = \.isViewLoaded
            let parent: KeyPath<UIViewController, UIViewController?> = \.parent
            let children: KeyPath<UIViewController, [UIViewController]> = \.children
            let presented: KeyPath<UIViewController, UIViewController?> = \.presentedViewController
            let presenting: KeyPath<UIViewController, UIViewController?> = \.presentingViewController
            let style: ReferenceWritableKeyPath<UIViewController, UIModalPresentationStyle> = \.modalPresentationStyle
            let transition: ReferenceWritableKeyPath<UIViewController, UIModalTransitionStyle> = \.modalTransitionStyle
            let title: ReferenceWritableKeyPath<UIViewController, String?> = \.title
            let present: (UIViewController) -> (UIViewController, Bool, (() -> Void)?) -> Void =
                UIViewController.present(_:animated:completion:)
            let dismiss: (UIViewController) -> (Bool, (() -> Void)?) -> Void = UIViewController.dismiss(animated:completion:)
            let add: (UIViewController) -> (UIViewController) -> Void = UIViewController.addChild(_:)
            let begin: (UIViewController) -> (Bool, Bool) -> Void = UIViewController.beginAppearanceTransition(_:animated:)
            let root: ReferenceWritableKeyPath<UIWindow, UIViewController?> = \.rootViewController
            let key: KeyPath<UIWindow, Bool> = \.isKeyWindow
            let show: (UIWindow) -> () -> Void = UIWindow.makeKeyAndVisible
            _ = (make, view, ifLoaded, loaded, parent, children, presented, presenting, style, transition, title)
            _ = (present, dismiss, add, begin, root, key, show)
            #expect(UIModalPresentationStyle.automatic.rawValue == -2 && UIModalPresentationStyle.fullScreen.rawValue == 0)
            #expect(UIModalPresentationStyle.pageSheet.rawValue == 1 && UIModalPresentationStyle.formSheet.rawValue == 2)
            #expect(UIModalPresentationStyle.overFullScreen.rawValue == 5)
            #expect(UIModalTransitionStyle.coverVertical.rawValue == 0 && UIModalTransitionStyle.crossDissolve.rawValue == 2)
            #expect(UIModalTransitionStyle.flipHorizontal.rawValue == 1)
            let fresh = UIViewController()
            #expect(fresh.modalPresentationStyle == .automatic && fresh.modalTransitionStyle == .coverVertical)
        }

        @Test func theViewLoadsOnFirstUse() {
            _ = UIWindow(size: CGSize(width: 320, height: 480), scale: 2)
            let controller = Logged("a")
            #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil && controller.log.isEmpty)
            let view = controller.view!
            #expect(controller.isViewLoaded && controller.viewIfLoaded === view && controller.log == ["load"])
            #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
            _ = controller.view
            controller.loadViewIfNeeded()
            #expect(controller.log == ["load"])
            #expect(view.next === controller)
        }

        @Test func aRootControllerFillsTheWindowAndAppears() throws {
            let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 2)
            let first = Logged("first")
            window.rootViewController = first
            window.makeKeyAndVisible()
            #expect(window.isKeyWindow && window.rootViewController === first)
            #expect(first.log == ["load", "willAppear(false)", "didAppear(false)"])
            // viewWillAppear comes before the view joins the window.
            #expect(first.windowAtWillAppear == .some(nil))
            #expect(first.view.superview === window && first.view.frame == window.bounds)
            #expect(first.next === window && first.view.next === first)
            first.calls = []
            first.view.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(first.calls == ["willLayout", "didLayout"])

            let second = Logged("second")
            first.log = []
            window.rootViewController = second
            #expect(first.log == ["willDisappear(false)", "didDisappear(false)"])
            #expect(first.view.superview == nil && second.view.superview === window)
            #expect(second.log == ["load", "willAppear(false)", "didAppear(false)"])
            let other = UIWindow(size: CGSize(width: 10, height: 10), scale: 2)
            other.makeKey()
            #expect(other.isKeyWindow && !window.isKeyWindow)
        }

        @Test func childrenJoinAndAppearWithTheirParent() {
            let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 2)
            let parent = Logged("parent")
            let child = Logged("child")
            parent.addChild(child)
            #expect(child.log == ["willMove(parent)"] && child.parent === parent && parent.children.count == 1)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            // A controller whose view is only a subview, outside any window's tree, hears nothing.
            let loose = Logged("loose")
            parent.view.addSubview(loose.view)
            window.rootViewController = parent
            #expect(child.log == ["willMove(parent)", "load", "didMove(parent)", "willAppear(false)", "didAppear(false)"])
            #expect(loose.log == ["load"])
            child.log = []
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            #expect(child.log == ["willMove(nil)", "willDisappear(false)", "didDisappear(false)", "didMove(nil)"])
            #expect(child.parent == nil && parent.children.isEmpty)
        }

        /// The default presentation: a sheet sliding up from the bottom, below the window's top;
        /// the presenting controller stays and hears nothing; the completion runs after
        /// `viewDidAppear`.
        @Test func presentingASheetSlidesItUp() throws {
            let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 2)
            let driver = HeadlessDriver(window: window)
            let root = Logged("root")
            window.rootViewController = root
            let sheet = Logged("sheet")
            root.log = []
            var completed: [String] = []
            root.present(sheet, animated: true) { completed.append(sheet.log.last ?? "") }
            #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
            #expect(sheet.isBeingPresented && sheet.log == ["load", "willAppear(true)"])
            driver.advance(seconds: 0.1)
            let midway = try #require(sheet.view.layer.presentation()).frame.minY
            #expect(midway > 10 && midway < 400)
            #expect(completed.isEmpty)
            driver.advance(seconds: 0.5)
            #expect(sheet.log == ["load", "willAppear(true)", "didAppear(true)"] && completed == ["didAppear(true)"])
            #expect(!sheet.isBeingPresented && sheet.view.frame == CGRect(x: 0, y: 10, width: 300, height: 390))
            #expect(root.log.isEmpty && root.view.superview === window)
            #expect(sheet.next === root)

            // Presenting again while presenting is refused.
            let extra = Logged("extra")
            root.present(extra, animated: false)
            #expect(root.presentedViewController === sheet && extra.presentingViewController == nil)

            // The sheet dismisses itself through its presenter.
            sheet.dismiss(animated: true) { completed.append("dismissed") }
            #expect(sheet.isBeingDismissed)
            driver.advance(seconds: 0.6)
            #expect(sheet.log.suffix(2) == ["willDisappear(true)", "didDisappear(true)"] && completed.last == "dismissed")
            #expect(root.presentedViewController == nil && sheet.presentingViewController == nil && sheet.view.superview == nil)
            #expect(root.log.isEmpty)
        }

        /// A full-screen presentation removes the presenting controller's views when it is over,
        /// and puts them back on dismissal, with their appearance calls.
        @Test func fullScreenCoversThePresenter() throws {
            let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 2)
            let driver = HeadlessDriver(window: window)
            let root = Logged("root")
            window.rootViewController = root
            root.log = []
            let cover = Logged("cover")
            cover.modalPresentationStyle = .fullScreen
            cover.modalTransitionStyle = .crossDissolve
            root.present(cover, animated: true)
            driver.advance(seconds: 0.15)
            let alpha = try #require(cover.view.layer.presentation()).opacity
            #expect(alpha > 0.05 && alpha < 0.95)
            #expect(root.log == ["willDisappear(true)"] && root.view.superview === window)
            driver.advance(seconds: 0.5)
            #expect(root.log == ["willDisappear(true)", "didDisappear(true)"] && root.view.superview == nil)
            #expect(cover.view.frame == window.bounds && cover.view.alpha == 1)
            root.dismiss(animated: false)
            #expect(root.log.suffix(2) == ["willAppear(false)", "didAppear(false)"] && root.view.superview === window)
            #expect(cover.view.superview == nil && cover.log.suffix(2) == ["willDisappear(false)", "didDisappear(false)"])
        }

        @Test func aFlipTurnsTheContentOver() throws {
            let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 2)
            let driver = HeadlessDriver(window: window)
            let root = Logged("root")
            window.rootViewController = root
            let back = Logged("back")
            back.modalPresentationStyle = .overFullScreen
            back.modalTransitionStyle = .flipHorizontal
            var done = false
            root.present(back, animated: true) { done = true }
            driver.advance(seconds: 0.2)
            // First half: the root turns away, the back waits edge-on.
            let turning = try #require(root.view.layer.presentation()).transform
            #expect(abs(turning.m11) < 0.99 && abs(turning.m11) > 0.01)
            driver.advance(seconds: 0.4)
            let arriving = try #require(back.view.layer.presentation()).transform
            #expect(abs(arriving.m11) < 0.99)
            driver.advance(seconds: 0.3)
            #expect(done && CATransform3DIsIdentity(root.view.layer.transform) && root.view.superview === window)
            #expect(root.view.layer.animationKeys() == nil)
        }

        @Test func presentingFromOutsideAWindowIsRefused() {
            let lonely = UIViewController()
            let other = UIViewController()
            lonely.present(other, animated: false)
            #expect(lonely.presentedViewController == nil && other.presentingViewController == nil)
        }

        /// UIKit raises for presenting an active controller; FoldKit refuses: the window's root,
        /// or one up the presentation chain, cannot be presented again.
        @Test func presentingAControllerThatShowsIsRefused() {
            let (window, root, sheet) = rootPresentingASheet()
            sheet.present(root, animated: false)
            #expect(sheet.presentedViewController == nil && root.presentingViewController == nil)
            let stray = Logged("stray")
            window.addSubview(stray.view)
            sheet.present(stray, animated: false)
            #expect(sheet.presentedViewController == nil)
            sheet.dismiss(animated: false)
            #expect(root.presentedViewController == nil && root.view.superview === window)
        }

        /// A full-screen controller presented over a sheet gives the sheet back at the sheet's frame.
        @Test func aSheetCoveredFullScreenComesBackAsASheet() {
            let (window, root, sheet) = rootPresentingASheet()
            let sheetFrame = sheet.view.frame
            let cover = Logged("cover")
            cover.modalPresentationStyle = .fullScreen
            sheet.present(cover, animated: false)
            #expect(sheet.view.superview == nil)
            cover.dismiss(animated: false)
            #expect(sheet.view.superview === window && sheet.view.frame == sheetFrame && sheetFrame.minY == 10)
        }

        /// A container that does not forward appearance calls calls its children's itself: their
        /// views joining the window neither begin nor end them.
        @Test func aContainerThatDoesNotForwardCallsItsChildren() {
            final class Manual: UIViewController {
                override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
            }
            let window = UIWindow(size: CGSize(width: 300, height: 400), scale: 2)
            let container = Manual()
            let child = Logged("child")
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            child.beginAppearanceTransition(true, animated: true)
            window.rootViewController = container
            #expect(child.log == ["willMove(parent)", "load", "didMove(parent)", "willAppear(true)"])
            child.endAppearanceTransition()
            #expect(child.log.last == "didAppear(true)")
            #expect(UIViewController().shouldAutomaticallyForwardAppearanceMethods)
        }
    }
}
