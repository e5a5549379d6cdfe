import FoldCore
import Foundation
import Synchronization

/// UIKit's accessibility settings and the notifications an app posts to assistive apps.
///
/// The settings are the host's: FoldKit's hosts start with reduced motion off (until they take
/// a `--reduce-motion` setting). Like the screen, the setting is the running user interface's,
/// one per thread (FoldKit runs one per thread, so two apps in one process, or tests side by
/// side, each have their own). No screen reader runs, so `isVoiceOverRunning` is
/// false and a post reaches only the observers a host or a test adds (`addPostObserver`), as a
/// post on iOS with VoiceOver off reaches no one.
public enum UIAccessibility {
    /// Whether the user asked for less motion (off until a host turns it on).
    public static var isReduceMotionEnabled: Bool { reduceMotion.value.enabled }
    /// Posted on `NotificationCenter.default` when `isReduceMotionEnabled` changes.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Whether a screen reader is reading the app: FoldKit has none running yet.
    public static var isVoiceOverRunning: Bool { false }
    /// Posted when `isVoiceOverRunning` changes.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// What an app tells assistive apps (UIKit exports each as a constant; the raw values are
    /// FoldKit's).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen: the argument is the element to move to (or a string to speak).
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed: the argument is the element to move to (or a string).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A string to speak (the argument).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll: the argument is the string describing where it went.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive apps of `notification` with its argument.
    public static func post(notification: Notification, argument: Any?) {
        let observers = settings.withLock { $0.postObservers }
        for observe in observers { observe(notification, argument) }
    }

    /// Turns reduced motion on or off (a host's setting), posting the change notification.
    package static func setReduceMotionEnabled(_ enabled: Bool) {
        let setting = reduceMotion.value
        guard setting.enabled != enabled else { return }
        setting.enabled = enabled
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Adds what receives the posts (a host's bridge to a screen reader, or a test); the
    /// token removes it.
    package static func addPostObserver(_ observe: @escaping @Sendable (Notification, Any?) -> Void) -> Int {
        settings.withLock { s in
            s.nextToken += 1
            s.observers[s.nextToken] = observe
            return s.nextToken
        }
    }

    package static func removePostObserver(_ token: Int) {
        _ = settings.withLock { $0.observers.removeValue(forKey: token) }
    }

    private final class ReduceMotion { var enabled = false }
    private static let reduceMotion = PerThread { ReduceMotion() }

    private struct Settings: @unchecked Sendable {
        var observers: [Int: @Sendable (Notification, Any?) -> Void] = [:]
        var nextToken = 0
        var postObservers: [@Sendable (Notification, Any?) -> Void] { observers.keys.sorted().map { observers[$0]! } }
    }
    private static let settings = Mutex(Settings())
}
