import FoldCore
import FoldRender
import FoldUI
import Foundation

/// What a host runs: an app that takes input events and draws a frame for any later time. The
/// hosts (`HeadlessHost`, FoldSDL's `WindowHost`) own time and input; the app owns everything
/// else. FoldUI's `FrameLoop` conforms (FrameLoop+HostedApp.swift): its trace adds "gestures"
/// and "tables".
public protocol HostedApp: AnyObject {
    /// The window's size in points.
    var canvasSize: CGSize { get }
    /// Pixels per point.
    var scale: Double { get }
    /// Delivers one event; events of a frame arrive before that frame's `step`.
    func send(_ event: InputEvent)
    /// Advances the app to `time` (seconds, never decreasing) and returns what it shows then.
    func step(to time: Double) -> RenderTree
    /// Where the finger is, in window points, or nil when it is up (the trace's "pointer").
    var pointer: CGPoint? { get }
    /// Extra keys for this frame's trace line ("tables", "gestures", …): JSON values only —
    /// numbers, strings, booleans, `nil`/`NSNull`, arrays and `[String: Any]` of them.
    func drainTrace() -> [String: Any]
    /// The app's UIKit user interface, when it has one: what the window host serves to screen
    /// readers (nil by default: an app drawing layers has no accessibility elements).
    var userInterface: FrameLoop? { get }
}

extension HostedApp {
    public var userInterface: FrameLoop? { nil }
}
