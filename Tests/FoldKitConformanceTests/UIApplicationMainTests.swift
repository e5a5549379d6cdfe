// An app's life, as UIKit runs it, through UIApplicationMain.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uiapplicationmain(_:_:_:_:) — `func
//   UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
//   _ principalClassName: String?, _ delegateClassName: String?) -> Int32`: "Creates the
//   application object and the application delegate and sets up the event cycle"; a nil
//   principal class name means UIApplication.
//   https://developer.apple.com/documentation/uikit/uiapplicationdelegate — the launch calls
//   (`application(_:willFinishLaunchingWithOptions:)`, then `…didFinishLaunchingWithOptions:`),
//   `applicationDidBecomeActive(_:)`, `applicationWillResignActive(_:)`,
//   `applicationDidEnterBackground(_:)`, `applicationWillTerminate(_:)`, `window`.
//   https://developer.apple.com/documentation/uikit/uiapplication/state — active 0, inactive 1,
//   background 2. The notifications' names are UIKit's (`UIApplicationDidBecomeActiveNotification`…).
//   https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle — an app
//   launches inactive, becomes active, and on its way out resigns, enters the background and
//   is told it terminates.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// What the test app's delegate heard, in order (one app runs at a time: the suite is serial).
nonisolated(unsafe) var lifeLog: [String] = []

/// A delegate as an iOS app writes one: its launch makes a window with a button.
final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var taps = 0

    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        lifeLog.append("willFinishLaunching \(application.applicationState.rawValue)")
        return true
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        lifeLog.append(
            "didFinishLaunching \(UIApplication.shared === application) \(Int(UIScreen.main.bounds.width))×\(Int(UIScreen.main.bounds.height))"
        )
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        button.addAction(UIAction { [unowned self] _ in self.taps += 1 }, for: .touchUpInside)
        controller.view.addSubview(button)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        lifeLog.append("scale \(window.screen.scale)")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        lifeLog.append("didBecomeActive \(application.applicationState.rawValue)")
    }
    func applicationWillResignActive(_ application: UIApplication) { lifeLog.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) {
        lifeLog.append("didEnterBackground \(application.applicationState.rawValue)")
    }
    func applicationWillTerminate(_ application: UIApplication) { lifeLog.append("willTerminate taps \(taps)") }
}

/// A delegate whose launch makes no window.
final class WindowlessAppDelegate: NSObject, UIApplicationDelegate {}

/// Runs UIApplicationMain with a command line, as `main` would.
private func runMain(_ arguments: [String], delegate: String?) -> Int32 {
    let all = ["test-app"] + arguments
    let argv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: all.count + 1)
    for (i, a) in all.enumerated() { argv[i] = strdup(a) }
    argv[all.count] = nil
    defer {
        for i in 0..<all.count { free(argv[i]) }
        argv.deallocate()
    }
    return UIApplicationMain(Int32(all.count), argv, nil, delegate)
}

extension MediaClockTests {
    @Suite(.serialized) struct UIApplicationMainTests {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "uiapplicationmain-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")

        /// A script of the given size that taps (50, 50) at 0.2 s.
        func script(width: Int = 120, height: Int = 200) throws -> String {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let url = directory.appendingPathComponent("tap.json")
            try Data(
                #"{"size": [\#(width), \#(height)], "scale": 1, "fps": 10, "duration": 0.5, "events": [{"at": 0.2, "tap": [50, 50]}]}"#
                    .utf8
            ).write(to: url)
            return url.path
        }

        @Test func declarations() {
            let main: (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, String?, String?) -> Int32 =
                UIApplicationMain
            let shared: UIApplication = UIApplication.shared
            let state: UIApplication.State = shared.applicationState
            let key: UIWindow? = shared.keyWindow
            let delegate: (any UIApplicationDelegate)? = shared.delegate
            _ = (main, key, delegate)
            #expect(UIApplication.State.active.rawValue == 0 && UIApplication.State.inactive.rawValue == 1)
            #expect(UIApplication.State.background.rawValue == 2 && state == .inactive)
            #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
            #expect(UIApplication.willTerminateNotification.rawValue == "UIApplicationWillTerminateNotification")
            #expect(UIApplication.LaunchOptionsKey("k").rawValue == "k")
        }

        @Test func anAppLaunchesRunsItsScriptAndEnds() throws {
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = try script()
            lifeLog = []
            final class Notes: @unchecked Sendable { var names: [String] = [] }
            let notes = Notes()
            let names: [Notification.Name] = [
                UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
                UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                UIApplication.willTerminateNotification,
            ]
            let observers = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    notes.names.append(note.name.rawValue)
                }
            }
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            let out = directory.appendingPathComponent("frames")
            let status = runMain(
                ["--script", path, "--record", out.path], delegate: NSStringFromClass(LoggingAppDelegate.self))
            #expect(status == 0)
            #expect(
                lifeLog == [
                    "willFinishLaunching 1", "didFinishLaunching true 120×200", "scale 1.0", "didBecomeActive 0",
                    "willResignActive", "didEnterBackground 2", "willTerminate taps 1",
                ])
            #expect(notes.names == names.map(\.rawValue))
            let frames = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
            #expect(frames.count == 5, "0.5 s at 10 frames a second")
            #expect(
                UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).screen.scale == 2,
                "the launch's scale ends with the app")
        }

        @Test func whatCannotRunIsRefusedWithAStatus() throws {
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = try script()
            let out = directory.appendingPathComponent("x").path
            let delegate = NSStringFromClass(LoggingAppDelegate.self)
            #expect(runMain(["--record", out], delegate: delegate) == 2, "a recording needs a script")
            #expect(runMain(["--script", path, "--record", out, "--size", "10,10"], delegate: delegate) == 2)
            #expect(runMain(["--sise", "10,10"], delegate: delegate) == 2)
            #expect(runMain(["--script", path, "--record", out], delegate: "NoSuchModule.NoSuchDelegate") == 1)
            #expect(runMain(["--script", path, "--record", out], delegate: nil) == 1, "no nib to find a delegate in")
            #expect(
                runMain(["--script", path, "--record", out], delegate: NSStringFromClass(WindowlessAppDelegate.self)) == 1)
            #expect(!FileManager.default.fileExists(atPath: out), "nothing is recorded")
            // The screen the delegate makes its window from takes the script's size.
            let other = try script(width: 90, height: 90)
            lifeLog = []
            #expect(runMain(["--script", other, "--record", out], delegate: delegate) == 0)
            #expect(lifeLog.contains("didFinishLaunching true 90×90"))
        }
    }
}
