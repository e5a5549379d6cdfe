import FoldCore
import FoldHost
import FoldUI
import Foundation

/// The command line of an app run by `UIApplicationMain`.
public struct ApplicationCommandLine: Equatable, Sendable {
    public static let usage = """
        usage: APP [--size W,H] [--scale S] [SETTINGS]          in a window (375 × 667 pt at 2× by default)
               APP --script FILE --record OUT.(mp4|gif|folder) [--trace FILE] [--real-time] [SETTINGS]
                                                              an input script played headless and recorded
        SETTINGS: \(SystemSettings.usage)  (a script's own "settings" come after them)
        """

    /// The screen the app launches on, in points, and its scale; a script sets its own.
    public var size = CGSize(width: 375, height: 667)
    public var scale: CGFloat = 2
    public var script: String?
    public var record: String?
    public var trace: String?
    public var realTime = false
    public var help = false
    /// The device settings the app launches under.
    public var settings = SystemSettings()

    public init(arguments: [String]) throws(UsageError) {
        let parsed = try CommandLineArguments(
            arguments, valued: ["size", "scale", "script", "record", "trace"] + SystemSettings.valuedOptions,
            switches: ["real-time", "help"] + SystemSettings.switchOptions)
        if let extra = parsed.positionals.first {
            throw UsageError(message: "unexpected argument '\(extra)'")
        }
        help = parsed.has("help")
        settings = try SystemSettings(parsed)
        script = try parsed.path("script")
        record = try parsed.path("record")
        trace = try parsed.path("trace")
        realTime = parsed.has("real-time")
        if script != nil || record != nil {
            guard script != nil, record != nil else {
                throw UsageError(message: "--script and --record go together: a script is played to be recorded")
            }
            for name in ["size", "scale"] where parsed.string(name) != nil {
                throw UsageError(message: "--\(name) comes from the script when recording; leave it out")
            }
        } else {
            for name in ["trace", "real-time"] where parsed.given.contains(name) {
                throw UsageError(message: "--\(name) is for recordings: add --script FILE --record OUT")
            }
        }
        if let sides = try parsed.doubles("size", count: 2) {
            guard sides.allSatisfy({ $0 >= 1 && $0 <= 4096 }) else {
                throw UsageError(message: "--size needs two sides from 1 to 4096 points, got \(parsed.string("size") ?? "")")
            }
            size = CGSize(width: sides[0], height: sides[1])
        }
        if let s = try parsed.double("scale") {
            guard s > 0, s <= 4 else { throw UsageError(message: "--scale needs a scale above 0 and at most 4, got \(s)") }
            scale = CGFloat(s)
        }
    }
}
