import FoldCore
import FoldUI
import Foundation

/// A scripted run of an app: the window, the frame rate, how long, and the input at given times
/// (the format is docs/input-script.md). It turns into the exact events of every frame: frame i
/// is at time i / fps, and an event at time `at` starts on the first frame at or after `at`.
public struct InputScript: Sendable {
    /// What happens at one time.
    public enum Action: Sendable, Equatable {
        /// Down and, one frame later, up at the same point.
        case tap(CGPoint)
        /// Down at the first point, one move per frame through the points at constant speed over
        /// `duration` seconds, up at the last point on the frame of the last move.
        case drag([CGPoint], duration: Double)
        case key(String)
        /// A mouse-wheel scroll by (dx, dy) points at a point.
        case wheel(dx: Double, dy: Double, at: CGPoint)
        /// The user changes system settings (appearance, text size, Reduce Motion).
        case settings(SystemSettings)
    }

    public struct Event: Sendable, Equatable {
        public var at: Double
        public var action: Action
        public init(at: Double, _ action: Action) {
            self.at = at
            self.action = action
        }
    }

    /// The window in points, its pixels per point, and the recording's frame rate and length.
    public let size: CGSize
    public let scale: Double
    public let fps: Double
    public let duration: Double
    public let events: [Event]
    /// The settings the app starts with (applied before the first frame).
    public let settings: SystemSettings
    /// Frames 0 ..< frameCount: max(1, round(duration × fps)), as a scene's recording.
    public let frameCount: Int
    private let schedule: [Int: [InputEvent]]

    /// Coordinates beyond this (points) are refused: far outside any window, and where doubles
    /// stop being exact enough for per-frame steps.
    public static let maxCoordinate = 1e6
    /// Events in one script, and points in one drag.
    public static let maxEvents = 100_000
    public static let maxDragPoints = 10_000

    /// A script from values, checked as a file is: every problem is reported with the path it
    /// would have in JSON ("events[3].at").
    public init(
        size: CGSize, scale: Double = 1, fps: Double = 60, duration: Double, events: [Event] = [],
        settings: SystemSettings = SystemSettings()
    ) throws {
        var r = SceneReader()
        let frameCount = Self.checkBudgets(size: size, scale: scale, fps: fps, duration: duration, &r)
        var schedule = frameCount.map { Self.schedule(events, fps: fps, frameCount: $0, &r) } ?? [:]
        if !settings.isEmpty { schedule[0, default: []].insert(.settings(settings), at: 0) }
        guard let frameCount, r.problems.isEmpty else { throw InputScriptError(file: "script", problems: r.problems) }
        self.size = size
        self.scale = scale
        self.fps = fps
        self.duration = duration
        self.events = events
        self.settings = settings
        self.frameCount = frameCount
        self.schedule = schedule
    }

    /// The events of frame `index`, in the order the host sends them (before stepping to it).
    public func events(forFrame index: Int) -> [InputEvent] { schedule[index] ?? [] }

    /// The time frame `index` shows: exactly index / fps.
    public func time(ofFrame index: Int) -> Double { Double(index) / fps }

    /// The first frame whose time is at or after `time` (a hair of tolerance, so that 1/3 s at
    /// 60 fps is frame 20 and not 21 through rounding).
    public static func firstFrame(at time: Double, fps: Double) -> Int {
        Int((time * fps - 1e-9).rounded(.up))
    }

    /// The number of moves of a drag: one per frame over its duration, at least one.
    public static func moveCount(duration: Double, fps: Double) -> Int {
        max(1, Int((duration * fps).rounded()))
    }

    /// The point at `fraction` (0…1) of the way along a polyline, by length.
    public static func position(along points: [CGPoint], fraction: Double) -> CGPoint {
        guard points.count > 1 else { return points.first ?? .zero }
        if fraction >= 1 { return points[points.count - 1] }
        let lengths = zip(points, points.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return points[0] }
        var remaining = max(0, fraction) * total
        for (i, length) in lengths.enumerated() {
            if remaining <= length, length > 0 {
                let f = remaining / length
                let a = points[i]
                let b = points[i + 1]
                return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
            }
            remaining -= length
        }
        return points[points.count - 1]
    }
}
