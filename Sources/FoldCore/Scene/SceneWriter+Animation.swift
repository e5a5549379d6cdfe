import Foundation

extension SceneEmitter {
    /// One animation as the loader reads it (SceneLoader+Animation): type, key path, the type's
    /// own keys, then CAMediaTiming's, each only when it is not the default.
    mutating func animation(_ a: any LayerAnimation, _ path: String, _ who: String) -> OrderedJSON {
        if let e = a.validate() { fail(path, who, "its animation cannot run: \(e.message)") }
        var o: [(String, OrderedJSON)] = []
        var defaultDuration = MediaTiming().duration
        func addFlag(_ k: String, _ v: Bool, _ dv: Bool) { if v != dv { o.append((k, .bool(v))) } }
        func property(_ type: SceneLoader.AnimationType, _ p: any PropertyAnimation) {
            if type != .basic { o.append(("type", .string(type.rawValue))) }
            o.append(("keyPath", .string(p.keyPath.description)))
        }
        func endpoints(_ from: AnimationValue?, _ to: AnimationValue?, _ by: AnimationValue?, _ keyPath: AnimatableKeyPath) {
            for (k, v) in [("from", from), ("to", to), ("by", by)] {
                if let v { o.append((k, value(v, keyPath, "\(path).\(k)", who))) }
            }
        }
        switch a {
        case let b as BasicAnimation:
            property(.basic, b)
            endpoints(b.fromValue, b.toValue, b.byValue, b.keyPath)
        case let s as SpringAnimation:
            property(.spring, s)
            endpoints(s.fromValue, s.toValue, s.byValue, s.keyPath)
            let d = Spring()
            for (k, v, dv) in [
                ("mass", s.spring.mass, d.mass), ("stiffness", s.spring.stiffness, d.stiffness),
                ("damping", s.spring.damping, d.damping), ("initialVelocity", s.spring.initialVelocity, d.initialVelocity),
            ] where v != dv {
                o.append((k, .number(v)))
            }
            // The loader makes a spring's duration its settling time unless the file gives one.
            defaultDuration = s.settlingDuration
        case let k as KeyframeAnimation:
            property(.keyframe, k)
            if !k.values.isEmpty {
                o.append(("values", .array(k.values.enumerated().map { value($1, k.keyPath, "\(path).values[\($0)]", who) })))
            }
            if let p = k.path {
                if !Self.svgPathData(p).allSatisfy({ $0 != "n" }) {
                    fail("\(path).path", who, "the path has non-finite points")
                }
                o.append(("path", .string(Self.svgPathData(p))))
            }
            if let times = k.keyTimes { o.append(("keyTimes", .numbers(times))) }
            if let tfs = k.timingFunctions {
                o.append(("timingFunctions", .array(tfs.enumerated().map { timingFunction($1, "\(path).timingFunctions[\($0)]", who) })))
            }
            if k.calculationMode != .linear { o.append(("calculationMode", .string(k.calculationMode.rawValue))) }
            if let r = k.rotationMode { o.append(("rotationMode", .string(r.rawValue))) }
            if !(k.tensionValues + k.continuityValues + k.biasValues).allSatisfy({ $0 == 0 }) {
                fail(path, who, "tension, continuity and bias values have no scene-file form")
            }
        case let g as AnimationGroup:
            o.append(("type", .string(SceneLoader.AnimationType.group.rawValue)))
            o.append(("animations", .array(g.animations.enumerated().map { animation($1, "\(path).animations[\($0)]", who) })))
        default:
            fail(path, who, "an animation of type \(type(of: a)) has no scene-file form (basic, keyframe, spring and group do)")
        }
        let t = a.timing, dt = MediaTiming()
        for (k, v, dv) in [
            ("beginTime", t.beginTime, dt.beginTime), ("duration", t.duration, defaultDuration), ("speed", t.speed, dt.speed),
            ("timeOffset", t.timeOffset, dt.timeOffset), ("repeatCount", t.repeatCount, dt.repeatCount),
            ("repeatDuration", t.repeatDuration, dt.repeatDuration),
        ] where v != dv {
            if !v.isFinite { fail("\(path).\(k)", who, "\(k) \(v) cannot be written; it must be a finite number") }
            o.append((k, .number(v)))
        }
        addFlag("autoreverses", t.autoreverses, dt.autoreverses)
        if t.fillMode != dt.fillMode { o.append(("fillMode", .string(t.fillMode.rawValue))) }
        addFlag("removedOnCompletion", a.isRemovedOnCompletion, true)
        let curve: TimingFunction? =
            switch a {
            case let b as BasicAnimation: b.timingFunction
            case let k as KeyframeAnimation: k.timingFunction
            default: nil
            }
        if let curve { o.append(("timingFunction", timingFunction(curve, "\(path).timingFunction", who))) }
        if let p = a as? any PropertyAnimation {
            addFlag("additive", p.isAdditive, false)
            addFlag("cumulative", p.isCumulative, false)
        }
        return .object(o)
    }

    /// A value in the form its key path takes in a file (angles in radians).
    mutating func value(_ v: AnimationValue, _ keyPath: AnimatableKeyPath, _ path: String, _ who: String) -> OrderedJSON {
        switch v {
        case .number(let x): return .number(x)
        case .point(let p): return .numbers([p.x, p.y])
        case .size(let s): return .numbers([s.width, s.height])
        case .rect(let r): return .numbers(r.values)
        case .transform(let t): return .numbers(t.values)
        case .color(let c): return color(c, path, who)
        case .colors(let cs): return .array(cs.enumerated().map { color($1, "\(path)[\($0)]", who) })
        case .numbers(let n): return .numbers(n)
        case .bool(let b): return .bool(b)
        case .path:
            fail(path, who, "a shape layer's path animation has no form in scene files")
            return .null
        }
    }

    /// A Core Animation name for the named curves, else the control points.
    mutating func timingFunction(_ f: TimingFunction, _ path: String, _ who: String) -> OrderedJSON {
        if let name = f.name, TimingFunction.named[name] == f { return .string(name) }
        let b = f.bezier
        if (try? TimingFunction(validating: [b.x1, b.y1, b.x2, b.y2])) == nil {
            fail(path, who, "the timing function (\(b.x1), \(b.y1), \(b.x2), \(b.y2)) needs finite control points with x1, x2 in [0, 1]")
        }
        return .numbers([b.x1, b.y1, b.x2, b.y2])
    }

    /// SVG path data with absolute commands and exact numbers, which `Path(svgPathData:)` reads
    /// back to the same elements.
    /// (A non-finite coordinate comes out as `null`, which the caller refuses.)
    static func svgPathData(_ path: Path) -> String {
        func n(_ p: CGPoint) -> String { JSONText.number(p.x) + " " + JSONText.number(p.y) }
        return path.elements.map { e in
            switch e {
            case .move(let p): "M" + n(p)
            case .line(let p): "L" + n(p)
            case .quadCurve(let p, let c): "Q" + n(c) + " " + n(p)
            case .curve(let p, let c1, let c2): "C" + n(c1) + " " + n(c2) + " " + n(p)
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }
}
