import CBenchPeers
import FoldCore

/// Cubic-bezier solves: every curve at every x, `reps` times, summed in the order rep, curve, x.
struct BezierBench {
    static let curveParameters: [(Double, Double, Double, Double)] = [
        (0.42, 0, 1, 1),  // easeIn
        (0, 0, 0.58, 1),  // easeOut
        (0.42, 0, 0.58, 1),  // easeInEaseOut
        (0.25, 0.1, 0.25, 1),  // default
        (0.17, 0.67, 0.83, 0.67),  // custom
    ]
    let curves: [UnitBezier]
    let cCurves: [fk_unit_bezier]
    /// 1000 x evenly spread over (0, 1): (i + 0.5) / 1000.
    let xs: [Double]
    var solvesPerRep: Int { curves.count * xs.count }

    init() {
        curves = Self.curveParameters.map { UnitBezier(x1: $0.0, y1: $0.1, x2: $0.2, y2: $0.3) }
        cCurves = Self.curveParameters.map { p in
            var b = fk_unit_bezier()
            fk_unit_bezier_init(&b, p.0, p.1, p.2, p.3)
            return b
        }
        xs = (0..<1000).map { (Double($0) + 0.5) / 1000 }
    }

    /// Every solve agrees to 1e-9, including the clamped ends and NaN.
    func verify() {
        let extra: [Double] = [-1, 0, 1, 2, .nan, 1e-9, 1 - 1e-9]
        for (c, curve) in curves.enumerated() {
            for x in xs + extra {
                let s = curve.solve(x)
                let k = withUnsafePointer(to: cCurves[c]) { fk_unit_bezier_solve($0, x) }
                check(abs(s - k) <= 1e-9, "curve \(Self.curveParameters[c]) at x = \(x): Swift \(s) vs C \(k)")
            }
        }
    }

    @inline(never)
    func runSwift(reps: Int) -> (ns: UInt64, checksum: Double) {
        let curves = self.curves, xs = self.xs
        let start = nowNs()
        var sum = 0.0
        for _ in 0..<reps {
            for curve in curves {
                for x in xs { sum += curve.solve(x) }
            }
        }
        let end = nowNs()
        return (end - start, sum)
    }

    @inline(never)
    func runC(reps: Int) -> (ns: UInt64, checksum: Double) {
        var sum = 0.0
        let ns = cCurves.withUnsafeBufferPointer { c in
            xs.withUnsafeBufferPointer { x in
                fk_bench_bezier(c.baseAddress, Int32(c.count), x.baseAddress, Int32(x.count), reps, &sum)
            }
        }
        return (ns, sum)
    }
}

/// POP spring frames: `springs` springs from 0 to 100 at POP's default parameters and threshold 1,
/// spring k with initial velocity velocities[k % count], framed at 60 fps until done.
struct POPBench {
    let from = 0.0, to = 100.0, fps = 60.0
    let velocities: [Double] = [0, 50, -50, 200, -200, 500, 1000, -1000]
    /// Ten simulated minutes, as `foldkit curve pop-spring` allows.
    var maxFrames: Int { Int(600 * fps) }

    /// The default parameters are the C constants; per velocity the frame count, and the value
    /// at frame 10, agree (the value to 1e-9).
    func verify() {
        let p = POPSpringParameters()
        check(
            p.tension == FK_POP_DEFAULT_TENSION && p.friction == FK_POP_DEFAULT_FRICTION
                && p.mass == FK_POP_DEFAULT_MASS,
            "POPSpringParameters() is (\(p.tension), \(p.friction), \(p.mass))")
        for v in velocities {
            let s = trajectorySwift(velocity: v), c = trajectoryC(velocity: v)
            check(s.count == c.count, "velocity \(v): Swift done after \(s.count) frames vs C \(c.count)")
            check(s.count > 10, "velocity \(v): done after \(s.count) frames")
            check(abs(s[10] - c[10]) <= 1e-9, "velocity \(v) frame 10: Swift \(s[10]) vs C \(c[10])")
            check(s.last == to && c.last == to, "velocity \(v): the done frame writes to")
            for i in s.indices {
                check(abs(s[i] - c[i]) <= 1e-9, "velocity \(v) frame \(i): Swift \(s[i]) vs C \(c[i])")
            }
        }
        let s = runSwift(springs: velocities.count), c = runC(springs: velocities.count)
        check(s.frames == c.frames, "POP frames: Swift \(s.frames) vs C \(c.frames)")
    }

    func trajectorySwift(velocity: Double) -> [Double] {
        var anim = POPSpringMotion(from: [from], to: [to], velocity: [velocity])
        var values: [Double] = []
        var time = 0.0, last = 0.0
        for frame in 0...maxFrames {
            if frame > 0 { time += 1 / fps }
            values.append(anim.step(dt: time - last)[0])
            last = time
            if anim.isDone { break }
        }
        return values
    }

    func trajectoryC(velocity: Double) -> [Double] {
        var s = fk_pop_spring()
        fk_pop_spring_init(
            &s, from, to, velocity, FK_POP_DEFAULT_TENSION, FK_POP_DEFAULT_FRICTION, FK_POP_DEFAULT_MASS, 1)
        var values: [Double] = []
        var time = 0.0, last = 0.0
        for frame in 0...maxFrames {
            if frame > 0 { time += 1 / fps }
            values.append(fk_pop_spring_step(&s, time - last))
            last = time
            if s.is_done != 0 { break }
        }
        return values
    }

    /// The same loop as fk_bench_pop.
    @inline(never)
    func runSwift(springs: Int) -> (ns: UInt64, frames: Int, checksum: Double) {
        let velocities = self.velocities, from = self.from, to = self.to, fps = self.fps
        let maxFrames = self.maxFrames
        let start = nowNs()
        var total = 0
        var sum = 0.0
        for k in 0..<springs {
            var anim = POPSpringMotion(from: [from], to: [to], velocity: [velocities[k % velocities.count]])
            var time = 0.0, last = 0.0
            for frame in 0...maxFrames {
                if frame > 0 { time += 1 / fps }
                sum += anim.step(dt: time - last)[0]
                total += 1
                last = time
                if anim.isDone { break }
            }
        }
        let end = nowNs()
        return (end - start, total, sum)
    }

    @inline(never)
    func runC(springs: Int) -> (ns: UInt64, frames: Int, checksum: Double) {
        var frames = 0
        var sum = 0.0
        let ns = velocities.withUnsafeBufferPointer { v in
            fk_bench_pop(
                Int32(springs), from, to, v.baseAddress, Int32(v.count), fps, maxFrames, &frames, &sum)
        }
        return (ns, frames, sum)
    }
}
