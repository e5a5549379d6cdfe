import FoldCore
import Foundation

extension UIWindow {
    /// The controller whose view fills the window: setting it puts the new controller's view
    /// in (the size of the window, behind everything else) and takes the old one's out, with
    /// their appearance calls.
    public var rootViewController: UIViewController? {
        get { rootController }
        set {
            guard newValue !== rootController else { return }
            if let old = rootController {
                if let oldView = old.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
                old.rootOfWindow = nil
            }
            rootController = newValue
            guard let root = newValue else { return }
            root.rootOfWindow = self
            let content = root.view!
            content.frame = bounds
            insertSubview(content, at: 0)
        }
    }

    /// Whether this is the key window (the one `makeKey()` chose last on this thread).
    public var isKeyWindow: Bool { UIWindow.keyWindows.value.window === self }

    /// Makes this the key window.
    public func makeKey() {
        UIWindow.keyWindows.value.window = self
    }

    /// Makes this the key window and shows it (a FoldKit host shows the main screen's window).
    public func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        UIScreen.main.show(self)
    }

    /// The root controller's view follows the window's size, as UIKit keeps it.
    func layOutRootView() {
        guard let content = rootController?.viewIfLoaded, content.superview === self, content.frame != bounds else { return }
        content.frame = bounds
    }

    final class KeyWindow {
        weak var window: UIWindow?
    }

    static let keyWindows = PerThread { KeyWindow() }
}
