import Foundation

/// CAKeyframeAnimation's calculation modes.
package enum CalculationMode: String, CaseIterable, Sendable {
    case linear, discrete, paced, cubic, cubicPaced
}

/// CAKeyframeAnimation's rotation modes for path animations.
package enum RotationMode: String, CaseIterable, Sendable {
    /// Rotate to the path's tangent.
    case auto
    /// The tangent plus 180°.
    case autoReverse
}

/// CAKeyframeAnimation: values (or a path) at key times, with per-segment timing functions.
package struct KeyframeAnimation: PropertyAnimation {
    public let keyPath: AnimatableKeyPath
    public var values: [AnimationValue]
    /// Each element of the path except move(to:) is a keyframe; overrides `values`.
    public var path: Path? {
        didSet { measure = path.map { PathMeasure($0) } }
    }
    /// Measured once, not every frame.
    private var measure: PathMeasure?
    /// n entries in 0…1, ascending (n + 1 allowed for discrete); nil spaces them evenly.
    public var keyTimes: [Double]?
    /// One per segment.
    public var timingFunctions: [TimingFunction]?
    /// Applied to the whole animation's time before the keyframes are looked up.
    public var timingFunction: TimingFunction?
    public var calculationMode = CalculationMode.linear
    public var rotationMode: RotationMode?
    /// The cubic modes' Kochanek–Bartels parameters, one per keyframe (missing ones are 0).
    public var tensionValues: [Double] = []
    public var continuityValues: [Double] = []
    public var biasValues: [Double] = []
    public var timing = MediaTiming()
    public var isRemovedOnCompletion = true
    public var isAdditive = false
    public var isCumulative = false
    public var completion: (@Sendable (Bool) -> Void)?

    public init(keyPath: AnimatableKeyPath, values: [AnimationValue] = []) {
        self.keyPath = keyPath
        self.values = values
    }

    private var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

    /// The key times in use: paced from cumulative distance, given, or evenly spaced.
    public func effectiveKeyTimes(count n: Int, distances: () -> [Double]) -> [Double] {
        guard n > 1 else { return [0] }
        if isPaced {
            let d = distances()
            let total = d.reduce(0, +)
            guard total > 0 else { return (0..<n).map { Double($0) / Double(n - 1) } }
            var acc = 0.0
            return [0] + d.map { acc += $0; return acc / total }
        }
        if let k = keyTimes, k.count == n || (calculationMode == .discrete && k.count == n + 1) { return k }
        if calculationMode == .discrete { return (0...n).map { Double($0) / Double(n) } }
        return (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// The segment for a fraction and the local fraction within it.
    private func segment(for f: Double, in times: [Double]) -> (Int, Double) {
        let last = times.count - 2
        var i = 0
        while i < last && f >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        let u = span > 0 ? (f - times[i]) / span : 1
        return (i, min(1, max(0, u)))
    }

    public func value(at state: MediaTiming.State, underlying: AnimationValue) -> AnimationValue? {
        let f = timingFunction?.evaluate(state.fraction) ?? state.fraction
        if let path { return pathValue(path, fraction: f) }
        let n = values.count
        guard n > 0 else { return nil }
        guard n > 1 else { return values[0] }
        let times = effectiveKeyTimes(count: n) {
            (0..<n - 1).map { values[$0].distance(to: values[$0 + 1]) }
        }
        if calculationMode == .discrete {
            var i = 0
            while i + 1 < times.count && f >= times[i + 1] { i += 1 }
            return values[min(i, n - 1)]
        }
        let (i, rawU) = segment(for: f, in: times)
        var u = rawU
        if !isPaced, let tfs = timingFunctions, i < tfs.count { u = tfs[i].evaluate(u) }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            return catmullRom(i, u)
        }
        return values[i].interpolated(to: values[i + 1], fraction: u)
    }

    /// Kochanek–Bartels, component-wise, with each keyframe's tension, continuity and bias (0,
    /// Catmull–Rom, where none is given); the end keyframes repeat so the curve starts and ends
    /// at rest on them.
    private func catmullRom(_ i: Int, _ u: Double) -> AnimationValue {
        let p0 = values[max(0, i - 1)].components, p1 = values[i].components
        let p2 = values[i + 1].components, p3 = values[min(values.count - 1, i + 2)].components
        guard p0.count == p1.count, p2.count == p1.count, p3.count == p1.count else {
            return values[i].interpolated(to: values[i + 1], fraction: u)
        }
        func value(_ list: [Double], _ k: Int) -> Double { k < list.count && list[k].isFinite ? list[k] : 0 }
        // The tangent leaving keyframe i and the one arriving at keyframe i + 1, each weighted
        // by its own keyframe's parameters.
        let (t1, c1, b1) = (value(tensionValues, i), value(continuityValues, i), value(biasValues, i))
        let (t2, c2, b2) = (value(tensionValues, i + 1), value(continuityValues, i + 1), value(biasValues, i + 1))
        let outA = (1 - t1) * (1 + b1) * (1 + c1) / 2, outB = (1 - t1) * (1 - b1) * (1 - c1) / 2
        let inA = (1 - t2) * (1 + b2) * (1 - c2) / 2, inB = (1 - t2) * (1 - b2) * (1 + c2) / 2
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        let c = (0..<p1.count).map { k in
            let m1 = outA * (p1[k] - p0[k]) + outB * (p2[k] - p1[k])
            let m2 = inA * (p2[k] - p1[k]) + inB * (p3[k] - p2[k])
            return h00 * p1[k] + h10 * m1 + h01 * p2[k] + h11 * m2
        }
        return values[i].with(components: c)
    }

    private func pathValue(_ path: Path, fraction f: Double) -> AnimationValue? {
        guard let measure else { return nil }
        let n = measure.segmentCount
        guard n > 0 else {
            if case .move(let p)? = path.elements.first { return .point(p) }
            return nil
        }
        if isPaced { return .point(measure.point(atDistance: f * measure.length)) }
        let lengths = measure.segmentLengths
        let times = effectiveKeyTimes(count: n + 1) { lengths }
        if calculationMode == .discrete {
            var i = 0
            while i + 1 < times.count && f >= times[i + 1] { i += 1 }
            // Keyframe 0 is the start point; keyframe i the end of segment i − 1.
            let k = min(i, n)
            return .point(k == 0 ? measure.point(inSegment: 0, parameter: 0) : measure.point(inSegment: k - 1, parameter: 1))
        }
        let (i, rawU) = segment(for: f, in: times)
        var u = rawU
        if let tfs = timingFunctions, i < tfs.count { u = tfs[i].evaluate(u) }
        // The timing applies to the curve parameter, not to distance (Core Animation's linear mode).
        return .point(measure.point(inSegment: i, parameter: u))
    }

    public func apply(to properties: inout LayerProperties, at time: Double) {
        guard let state = applyValue(to: &properties, at: time) else { return }
        // rotationMode turns the layer to the path's tangent, on top of its own transform.
        if let measure, let mode = rotationMode {
            let f = timingFunction?.evaluate(state.fraction) ?? state.fraction
            let angle = tangentAngle(measure, f) + (mode == .autoReverse ? .pi : 0)
            properties.transform = CATransform3D(rotationAngle: angle, x: 0, y: 0, z: 1).concatenating(properties.transform)
        }
    }

    private func tangentAngle(_ measure: PathMeasure, _ f: Double) -> Double {
        let n = measure.segmentCount
        guard n > 0 else { return 0 }
        let t: CGPoint
        if isPaced {
            t = measure.tangent(atDistance: f * measure.length)
        } else {
            let lengths = measure.segmentLengths
            let times = effectiveKeyTimes(count: n + 1) { lengths }
            let (i, rawU) = segment(for: min(f, 1), in: times)
            var u = rawU
            if let tfs = timingFunctions, i < tfs.count { u = tfs[i].evaluate(u) }
            t = measure.tangent(inSegment: min(i, n - 1), parameter: u)
        }
        return atan2(t.y, t.x)
    }

    public func endValue(underlying: AnimationValue) -> AnimationValue? {
        value(at: MediaTiming.State(iteration: 0, fraction: 1, iterationTime: timing.duration), underlying: underlying)
    }

    public func validate() -> AnimationError? {
        if let e = validateTiming() { return e }
        if let measure {
            guard keyPath == .position else {
                return AnimationError("a path animates 'position' only, not '\(keyPath)'")
            }
            let keyframes = measure.segmentCount + 1
            if let k = keyTimes, !isPaced, k.count != keyframes {
                return AnimationError(
                    "keyTimes has \(k.count) entries; this path has \(keyframes) keyframes (its start and each segment's end)")
            }
            if let tfs = timingFunctions, tfs.count != measure.segmentCount {
                return AnimationError("timingFunctions has \(tfs.count) entries; this path has \(measure.segmentCount) segments")
            }
            return validateKeyTimes(count: keyframes)
        }
        guard !values.isEmpty else { return AnimationError("a keyframe animation needs 'values' or a 'path'") }
        for (i, v) in values.enumerated() {
            if let e = validateValue(v, "values[\(i)]") { return e }
        }
        if let first = values.first, values.contains(where: { !$0.isCompatible(with: first) }) {
            return AnimationError("values must all have the same number of components")
        }
        if let k = keyTimes, !isPaced {
            let allowed = calculationMode == .discrete ? [values.count, values.count + 1] : [values.count]
            guard allowed.contains(k.count) else {
                return AnimationError("keyTimes has \(k.count) entries; it needs one per value (\(values.count))")
            }
        }
        if let tfs = timingFunctions, values.count > 1, tfs.count != values.count - 1 {
            return AnimationError("timingFunctions has \(tfs.count) entries; it needs one per segment (\(values.count - 1))")
        }
        return validateKeyTimes(count: values.count)
    }

    /// keyTimes lie in 0…1 and ascend (paced mode ignores them).
    private func validateKeyTimes(count: Int) -> AnimationError? {
        guard let k = keyTimes, !isPaced else { return nil }
        guard k.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else {
            return AnimationError("keyTimes must lie in 0…1 (got \(k))")
        }
        guard zip(k, k.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            return AnimationError("keyTimes must be ascending (got \(k))")
        }
        return nil
    }
}
