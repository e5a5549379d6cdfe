import FoldCore
import FoldHost
import FoldUI
import Foundation

/// Makes the app object and its delegate, launches the app (the delegate makes its window) and
/// runs the key window in a FoldKit host until it ends: an SDL window, or, with `--script` and
/// `--record`, a headless recording of an input script. Returns the exit status (UIKit's never
/// returns): 0 when the app ran, 1 when it could not (said in one line), 2 for a bad command
/// line, 3 when there is no display for the window. The command line is FoldKit's
/// (`ApplicationCommandLine.usage`).
///
/// The classes are found by name (`NSStringFromClass(AppDelegate.self)`); a nil delegate name
/// makes the app its own delegate when its class is one (there are no nibs to load one from).
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    let arguments = (0..<Int(max(0, argc))).dropFirst().map { argv[$0].map { String(cString: $0) } ?? "" }
    let appClass: UIApplication.Type
    if let principalClassName {
        guard let named = NSClassFromString(principalClassName) as? UIApplication.Type else {
            return ApplicationLaunch.refuse(
                "the principal class '\(principalClassName)' is not a UIApplication subclass; pass nil or NSStringFromClass(MyApplication.self)"
            )
        }
        appClass = named
    } else {
        appClass = UIApplication.self
    }
    let app = appClass.init()
    let delegate: any UIApplicationDelegate
    if let delegateClassName {
        guard let named = NSClassFromString(delegateClassName) as? any UIApplicationDelegate.Type else {
            return ApplicationLaunch.refuse(
                "the delegate class '\(delegateClassName)' is not a class conforming to UIApplicationDelegate; pass NSStringFromClass(AppDelegate.self)"
            )
        }
        delegate = named.init()
    } else if let own = app as? any UIApplicationDelegate {
        delegate = own
    } else {
        return ApplicationLaunch.refuse(
            "no delegate class was named and \(appClass) is no UIApplicationDelegate; FoldKit has no nibs to load one from: pass NSStringFromClass(AppDelegate.self)"
        )
    }
    return ApplicationLaunch(application: app, delegate: delegate, arguments: arguments).run()
}

extension UIApplicationDelegate {
    /// The entry point of an app whose delegate is marked `@main`, as UIKit gives one: runs
    /// `UIApplicationMain` with this class as the delegate and exits with its status.
    public static func main() {
        let app = UIApplication()
        let status = ApplicationLaunch(
            application: app, delegate: Self.init(), arguments: Array(CommandLine.arguments.dropFirst())
        ).run()
        exit(status)
    }
}
