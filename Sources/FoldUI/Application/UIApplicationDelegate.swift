import Foundation

/// What the app tells its delegate (UIApplicationDelegate). Every member has a default, as
/// Apple's are optional, except `init()`: `UIApplicationMain` makes the delegate from its class,
/// which Swift off Apple platforms can do only through an initializer the protocol requires
/// (UIKit uses the Objective-C runtime). A delegate class is therefore `final`, or declares
/// `required override init()` (docs/porting.md).
public protocol UIApplicationDelegate: NSObjectProtocol {
    init()
    /// The window the delegate shows (iOS apps without scenes keep it here).
    var window: UIWindow? { get set }
    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The app has launched: make the window, give it a root view controller and call
    /// `makeKeyAndVisible()`.
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
}
