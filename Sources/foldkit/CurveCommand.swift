import FoldCore
import FoldRender
import FoldHost
import Foundation

/// `foldkit curve …`: sampled timing curves, springs and POP trajectories as JSON.
enum CurveCommand {
    static let help = """
        usage:
          foldkit curve timing NAME|x1,y1,x2,y2 --at T1,T2,…
          foldkit curve spring --mass M --stiffness K --damping C [--velocity V] --at T1,… [--settling [--epsilon E]]
          foldkit curve pop-spring --from A --to B [--bounciness B] [--speed S] [--mass M] [--tension K]
                                   [--friction C] [--velocity V] [--threshold T] [--fps F]
          foldkit curve decay --from A --velocity V [--deceleration D] [--threshold T] [--fps F]
          foldkit curve pop-basic --duration D [--timing NAME|x1,y1,x2,y2] --at T1,T2,…
          … --plot out.png   also draws the curve as a chart: the curve itself, sampled finely from 0 (or
                             the earliest time asked) to its natural end (1 for timing, the settling time
                             for spring, the done frame for pop-spring and decay) or the latest time
                             asked, with the printed samples as dots; pop-spring's line is the damped
                             spring POP integrates, which its frames trail slightly (POP carries each
                             frame's interpolated state on)

        Prints one JSON object: {"t":[…],"value":[…]} (plus the spring's parameters or the decay's
        end). timing: Core Animation's named curves (linear, easeIn, easeOut, easeInEaseOut, default)
        or control points; inputs are clamped to [0, 1]. spring: CASpringAnimation's progress (0 → 1).
        pop-spring: POP's value at every frame from t = 0 to the frame it is done (whose value is
        exactly --to); bounciness and speed apply first, then mass, tension and friction. decay: POP's
        decay frame by frame. pop-basic: POPBasicMotion's progress (0 → 1) at times in seconds
        from its start, solved with POP's epsilon 1/(1000·D), so off timing's exact curve by up to
        slope × epsilon (easeInEaseOut: 3e-4 at 0.4 s, 1e-2 at 0.1 s), and exactly 1 once POP calls
        it done; --timing defaults to POP's, "default" (0.25,0.1,0.25,1).
        """

    static func run(_ args: [String]) throws -> OrderedJSON {
        guard let kind = args.first, kind != "--help", kind != "-h" else {
            print(help)
            exit(0)
        }
        var rest = Array(args.dropFirst())
        // --plot FILE.png also draws the curve (people would rather look than read).
        var plot: String?
        if let i = rest.firstIndex(where: { $0 == "--plot" || $0.hasPrefix("--plot=") }) {
            if rest[i].hasPrefix("--plot=") {
                plot = String(rest[i].dropFirst("--plot=".count))
                rest.remove(at: i)
            } else {
                guard i + 1 < rest.count else { throw UsageError(message: "--plot needs an output .png file") }
                plot = rest[i + 1]
                rest.removeSubrange(i...(i + 1))
            }
            guard (plot! as NSString).pathExtension.lowercased() == "png" else {
                throw UsageError(message: "--plot writes a PNG; give a file ending in .png")
            }
        }
        let result = try curve(kind, rest)
        if let plot { try Self.plot(result, kind: kind, args: rest, to: plot) }
        return result.json
    }

    /// The printed samples, and the curve they come from for `--plot`.
    struct Result {
        let json: OrderedJSON
        let curve: DenseCurve
    }

    static func curve(_ kind: String, _ rest: [String]) throws -> Result {
        if rest.contains("--help") || rest.contains("-h") {
            print(help)
            exit(0)
        }
        switch kind {
        case "timing": return try timing(rest)
        case "spring": return try spring(rest)
        case "pop-spring": return try popSpring(rest)
        case "decay": return try decay(rest)
        case "pop-basic": return try popBasic(rest)
        default:
            var message = "unknown curve '\(kind)'; use timing, spring, pop-spring, decay or pop-basic"
            if let near = nearest(kind, in: ["timing", "spring", "pop-spring", "decay", "pop-basic"]) {
                message += " (did you mean '\(near)'?)"
            }
            throw UsageError(message: message)
        }
    }

    static func times(_ a: CommandLineArguments) throws -> [Double] {
        guard let t = try a.doubles("at") else { throw UsageError(message: "--at T1,T2,… is required") }
        return t
    }

    static func timing(_ args: [String]) throws -> Result {
        let a = try CommandLineArguments(args, valued: ["at"])
        guard a.positionals.count == 1 else {
            throw UsageError(message: "curve timing takes one NAME or x1,y1,x2,y2 (got \(a.positionals.count))")
        }
        let f: TimingFunction
        do { f = try TimingFunction(parsing: a.positionals[0]) } catch { throw UsageError(message: "\(error)") }
        let t = try times(a)
        return Result(
            json: .object([("t", .numbers(t)), ("value", .numbers(t.map(f.evaluate)))]),
            curve: DenseCurve(end: 1, value: f.evaluate))
    }

    static func spring(_ args: [String]) throws -> Result {
        let a = try CommandLineArguments(
            args, valued: ["mass", "stiffness", "damping", "velocity", "at", "epsilon"], switches: ["settling"])
        try noPositionals(a, "spring")
        let s = Spring(
            mass: try a.double("mass") ?? 1, stiffness: try a.double("stiffness") ?? 100,
            damping: try a.double("damping") ?? 10, initialVelocity: try a.double("velocity") ?? 0)
        if let e = s.validationError { throw UsageError(message: e) }
        let t = try times(a)
        var out: [(String, OrderedJSON)] = [("t", .numbers(t)), ("value", .numbers(t.map(s.progress)))]
        if a.has("settling") {
            let epsilon = try a.double("epsilon") ?? 0.001
            guard epsilon > 0 else { throw UsageError(message: "--epsilon must be positive") }
            out.append(("settlingDuration", .number(s.settlingDuration(epsilon: epsilon))))
        } else if a.string("epsilon") != nil {
            throw UsageError(message: "--epsilon goes with --settling")
        }
        let settling = s.settlingDuration(epsilon: try a.double("epsilon") ?? 0.001)
        return Result(json: .object(out), curve: DenseCurve(end: settling, value: s.progress))
    }

    static func fps(_ a: CommandLineArguments) throws -> Double {
        let fps = try a.double("fps") ?? 60
        guard fps > 0, fps <= 10_000 else { throw UsageError(message: "--fps must be in (0, 10000], got \(fps)") }
        return fps
    }

    /// Frames a simulated curve may print (a 1e-320 threshold at 10 000 fps must not take gigabytes).
    static let maxSamples = 100_000

    static func popSpring(_ args: [String]) throws -> Result {
        let a = try CommandLineArguments(
            args,
            valued: [
                "from", "to", "bounciness", "speed", "mass", "tension", "friction", "velocity", "threshold", "fps",
            ])
        try noPositionals(a, "pop-spring")
        guard let from = try a.double("from"), let to = try a.double("to") else {
            throw UsageError(message: "--from and --to are required")
        }
        var p = POPSpringParameters()
        if let b = try a.double("bounciness") { p.setBounciness(b) }
        if let s = try a.double("speed") { p.setSpeed(s) }
        if let m = try a.double("mass") { p.setMass(m) }
        if let k = try a.double("tension") { p.setTension(k) }
        if let c = try a.double("friction") { p.setFriction(c) }
        guard p.mass > 0 else { throw UsageError(message: "mass must be positive") }
        guard p.tension > 0 else { throw UsageError(message: "tension must be positive") }
        guard p.friction >= 0 else { throw UsageError(message: "friction must be zero or positive") }
        let threshold = try a.double("threshold") ?? 1
        guard threshold > 0 else { throw UsageError(message: "--threshold must be positive") }
        let fps = try fps(a)
        var anim = POPSpringMotion(
            from: [from], to: [to], velocity: [try a.double("velocity") ?? 0], parameters: p, threshold: threshold)
        var t: [Double] = [], v: [Double] = []
        var time = 0.0, last = 0.0
        // Ten simulated minutes is far past any spring that comes to rest; the output stays
        // within `maxSamples` whatever the frame rate.
        let maxFrames = min(Int(600 * fps), maxSamples - 1)
        for frame in 0...maxFrames {
            if frame > 0 { time += 1 / fps }
            v.append(anim.step(dt: time - last)[0])
            t.append(time)
            last = time
            if anim.isDone { break }
        }
        guard anim.isDone else {
            throw UsageError(
                message: "the spring does not come to rest within \(min(600, Double(maxSamples) / fps)) s "
                    + "(\(maxSamples) frames at most); add friction, raise --threshold or lower --fps")
        }
        let json = OrderedJSON.object([
            ("t", .numbers(t)), ("value", .numbers(v)), ("tension", .number(p.tension)),
            ("friction", .number(p.friction)), ("mass", .number(p.mass)),
        ])
        // The drawn curve is the motion POP's frames sample: the damped spring with its tension,
        // friction and mass, in closed form (POP integrates it by RK4 in 1 ms steps, and carries
        // each frame's interpolated state on, so stepping it more finely is not the same curve).
        let v0 = try a.double("velocity") ?? 0
        let motion = Spring(mass: p.mass, stiffness: p.tension, damping: p.friction, initialVelocity: v0 / (to - from))
        let curve = to != from && motion.validationError == nil
            ? DenseCurve(end: time) { t in from + (to - from) * motion.progress(at: t) }
            : DenseCurve(end: time) { _ in to }
        return Result(json: json, curve: curve)
    }

    static func decay(_ args: [String]) throws -> Result {
        let a = try CommandLineArguments(args, valued: ["from", "velocity", "deceleration", "threshold", "fps"])
        try noPositionals(a, "decay")
        guard let from = try a.double("from"), let velocity = try a.double("velocity") else {
            throw UsageError(message: "--from and --velocity are required")
        }
        let deceleration = try a.double("deceleration") ?? 0.998
        guard deceleration > 0, deceleration < 1 else {
            throw UsageError(message: "--deceleration must lie strictly between 0 and 1, got \(deceleration)")
        }
        let threshold = try a.double("threshold") ?? 1
        guard threshold > 0 else { throw UsageError(message: "--threshold must be positive") }
        let fps = try fps(a)
        let start = POPDecayMotion(from: from, velocity: velocity, deceleration: deceleration, threshold: threshold)
        var anim = start
        var t: [Double] = [0], v: [Double] = [anim.step(dt: 0)]
        var time = 0.0, last = 0.0
        while !anim.isDone && t.count < min(Int(3600 * fps), maxSamples) {
            time += 1 / fps
            v.append(anim.step(dt: time - last))
            t.append(time)
            last = time
        }
        guard anim.isDone else {
            throw UsageError(
                message: "the decay does not stop within \(t.count) frames (\(maxSamples) at most); "
                    + "raise --threshold or lower --fps")
        }
        let json = OrderedJSON.object([
            ("t", .numbers(t)), ("value", .numbers(v)), ("toValue", .number(anim.toValue)),
            ("duration", .number(anim.duration)),
        ])
        return Result(json: json, curve: DenseCurve(end: time, stepping: start) { anim, dt in anim.step(dt: dt) })
    }

    static func popBasic(_ args: [String]) throws -> Result {
        let a = try CommandLineArguments(args, valued: ["duration", "timing", "at"])
        try noPositionals(a, "pop-basic")
        guard let duration = try a.double("duration") else {
            throw UsageError(message: "--duration D (seconds) is required")
        }
        // POP's epsilon 1/(1000·D) must stay well above rounding, or its bisection never ends.
        guard duration > 0, duration <= 3600 else {
            throw UsageError(message: "--duration must be in (0, 3600] seconds, got \(duration)")
        }
        // POPBasicMotion falls back to kCAMediaTimingFunctionDefault when none is set.
        var f = TimingFunction.default
        if let text = a.string("timing") {
            do { f = try TimingFunction(parsing: text) } catch { throw UsageError(message: "--timing: \(error)") }
        }
        let t = try times(a)
        let progress = { (time: Double) in
            POPBasicMotion.progress(atTime: time, duration: duration, timingFunction: f)
        }
        return Result(
            json: .object([("t", .numbers(t)), ("value", .numbers(t.map(progress)))]),
            curve: DenseCurve(end: duration, value: progress))
    }

    static func noPositionals(_ a: CommandLineArguments, _ verb: String) throws {
        if let extra = a.positionals.first { throw UsageError(message: "curve \(verb): unexpected argument '\(extra)'") }
    }
}
