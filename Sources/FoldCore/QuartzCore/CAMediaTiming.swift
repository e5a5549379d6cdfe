import Foundation

/// Seconds, as Core Animation's times are (CFTimeInterval).
public typealias CFTimeInterval = Double

/// What an animation shows outside its active time (CAMediaTimingFillMode); the raw values are
/// Core Animation's (`kCAFillModeForwards` is `"forwards"`), which scene files write too.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    package static let known: [CAMediaTimingFillMode] = [.removed, .forwards, .backwards, .both]
}

/// The timing of an animation (CAMediaTiming): when it begins, how long one iteration lasts,
/// how fast its time runs, how often it repeats, and what it shows outside its active time.
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}
