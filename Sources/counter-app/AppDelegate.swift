// counter-app: an iOS app as Xcode's template starts one — an app delegate marked `@main` that
// makes the window, and a view controller laid out with Auto Layout — run by FoldKit:
//
//   counter-app [--size W,H] [--scale S]                 in a window
//   counter-app --script FILE --record OUT [--trace F]   an input script, recorded headless
//
// The only edits from the iOS source are docs/porting.md's: the import block, and `final` on
// the delegate (UIApplicationMain makes it from its class).
#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = CounterViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        // Where an iOS app saves its state; this one says what it counted.
        let counter = window?.rootViewController as? CounterViewController
        print("counted \(counter?.count ?? 0)")
    }
}
