import FoldCore
import Foundation

/// The app object (UIApplication): made by `UIApplicationMain`, which runs its delegate's
/// launch, shows the key window in a FoldKit host, and tells the delegate when the app stops.
/// One per thread that runs an app (FoldKit's hosts run one app on one thread).
open class UIApplication: UIResponder {
    /// The app of this thread: the one `UIApplicationMain` made, else a plain one.
    open class var shared: UIApplication {
        let slot = applications.value
        if let app = slot.application { return app }
        let app = UIApplication()
        slot.application = app
        return app
    }

    /// The app's delegate (UIKit holds it `unowned(unsafe)`; `UIApplicationMain` keeps it alive).
    public weak var delegate: (any UIApplicationDelegate)?

    /// Where the app is in its life: inactive while it launches and after it resigns, active
    /// while its window takes input, background once it stops.
    public internal(set) var applicationState: State = .inactive

    /// The key window (deprecated in iOS 13 in favour of scenes, which FoldKit has not).
    public var keyWindow: UIWindow? { UIWindow.keyWindows.value.window }

    /// The user's text size (the screen's: a host's `--content-size`, or a script's setting).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        UIScreen.main.traitCollection.preferredContentSizeCategory
    }

    /// The direction the app's interface reads in (the screen's: a host's `--layout-direction`,
    /// or a script's setting; left to right by default).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIScreen.main.traitCollection.layoutDirection.userInterfaceLayoutDirection
    }

    /// Required so `UIApplicationMain` can make the class it is named.
    public required override init() { super.init() }

    /// An app's life, as UIKit names it.
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// Keys of the launch options (`application(_:didFinishLaunchingWithOptions:)`).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// The responder after the app: its delegate when that is a responder, as in UIKit.
    open override var next: UIResponder? { delegate as? UIResponder }

    // MARK: The life cycle a host drives

    /// Launches: the delegate's `willFinishLaunching` and `didFinishLaunching` (which make the
    /// window), then the launch notification.
    package func launch() {
        applications.value.application = self
        applicationState = .inactive
        _ = delegate?.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
    }

    /// The window takes input: the app becomes active.
    package func becomeActive() {
        guard applicationState != .active else { return }
        applicationState = .active
        delegate?.applicationDidBecomeActive(self)
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
    }

    /// The window stops taking input: the app resigns.
    package func resignActive() {
        guard applicationState == .active else { return }
        delegate?.applicationWillResignActive(self)
        NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
        applicationState = .inactive
    }

    /// The app stops: it resigns, goes to the background and is told it terminates, as an
    /// iOS app that the system ends from the foreground hears.
    package func terminate() {
        resignActive()
        if applicationState != .background {
            applicationState = .background
            delegate?.applicationDidEnterBackground(self)
            NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
        }
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
    }

    /// Forgets this thread's app (after `UIApplicationMain` returns).
    package func detach() {
        if applications.value.application === self { applications.value.application = nil }
    }
}

private final class ApplicationSlot {
    var application: UIApplication?
}

private let applications = PerThread { ApplicationSlot() }
