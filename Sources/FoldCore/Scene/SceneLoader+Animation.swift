import Foundation

extension SceneLoader {
    static let animationKeys = [
        "keyPath", "type", "from", "to", "by", "values", "keyTimes", "timingFunctions", "path", "calculationMode",
        "rotationMode", "mass", "stiffness", "damping", "initialVelocity", "animations", "beginTime", "duration",
        "speed", "timeOffset", "repeatCount", "repeatDuration", "autoreverses", "fillMode", "removedOnCompletion",
        "timingFunction", "additive", "cumulative",
    ]

    enum AnimationType: String, CaseIterable {
        case basic, keyframe, spring, group
    }

    static func readAnimation(_ json: JSONValue, _ path: String, _ r: inout SceneReader) -> (any LayerAnimation)? {
        guard let o = r.object(json, path) else { return nil }
        r.checkKeys(o, allowed: animationKeys, at: path, context: "an animation")
        func key(_ k: String) -> String { r.join(path, k) }
        var type = AnimationType.basic
        if let v = o["type"], let t = r.choice(v, key("type"), AnimationType.self) { type = t }

        let problemsBefore = r.problems.count
        var keyPath: AnimatableKeyPath?
        if type != .group {
            if let v = o["keyPath"], let s = r.string(v, key("keyPath")) {
                keyPath = AnimatableKeyPath(s)
                if let problem = keyPath?.sceneProblem {
                    keyPath = nil
                    r.fail(key("keyPath"), "'\(s)' \(problem)")
                } else if keyPath == nil {
                    var message = "'\(s)' is not an animatable key path"
                    if let near = nearest(s, in: AnimatableKeyPath.sceneNames) { message += "; did you mean '\(near)'?" }
                    r.fail(key("keyPath"), message)
                }
            } else if o["keyPath"] == nil {
                r.fail(key("keyPath"), "missing; every \(type.rawValue) animation needs a keyPath")
            }
        }

        var timing = MediaTiming()
        if let v = o["beginTime"], let x = r.number(v, key("beginTime")) { timing.beginTime = x }
        if let v = o["duration"], let x = r.nonNegative(v, key("duration")) { timing.duration = x }
        if let v = o["speed"], let x = r.number(v, key("speed")) { timing.speed = x }
        if let v = o["timeOffset"], let x = r.number(v, key("timeOffset")) { timing.timeOffset = x }
        if let v = o["repeatCount"], let x = r.nonNegative(v, key("repeatCount")) { timing.repeatCount = x }
        if let v = o["repeatDuration"], let x = r.nonNegative(v, key("repeatDuration")) { timing.repeatDuration = x }
        if let v = o["autoreverses"], let x = r.bool(v, key("autoreverses")) { timing.autoreverses = x }
        if let v = o["fillMode"], let x = r.choice(v, key("fillMode"), among: CAMediaTimingFillMode.known) { timing.fillMode = x }
        var removed = true
        if let v = o["removedOnCompletion"], let x = r.bool(v, key("removedOnCompletion")) { removed = x }
        var timingFunction: TimingFunction?
        if let v = o["timingFunction"] { timingFunction = r.timingFunction(v, key("timingFunction")) }
        var additive = false, cumulative = false
        if let v = o["additive"], let x = r.bool(v, key("additive")) { additive = x }
        if let v = o["cumulative"], let x = r.bool(v, key("cumulative")) { cumulative = x }

        // Keys that belong to another type are mistakes worth naming.
        let typeKeys: [AnimationType: [String]] = [
            .basic: ["from", "to", "by"], .spring: ["from", "to", "by", "mass", "stiffness", "damping", "initialVelocity"],
            .keyframe: ["values", "keyTimes", "timingFunctions", "path", "calculationMode", "rotationMode"],
            .group: ["animations"],
        ]
        let mine = typeKeys[type] ?? []
        for (other, keys) in typeKeys where other != type {
            for k in keys where o[k] != nil && !mine.contains(k) {
                r.fail(key(k), "'\(k)' belongs to \(other.rawValue) animations; this one is \(type.rawValue) (set \"type\")")
            }
        }

        func value(_ k: String) -> AnimationValue? {
            guard let v = o[k], let keyPath else { return nil }
            return animationValue(v, key(k), kind: keyPath.valueKind, &r)
        }

        var animation: any LayerAnimation
        switch type {
        case .group:
            var group = AnimationGroup()
            if let v = o["animations"], let list = r.array(v, key("animations")) {
                group.animations = list.enumerated().compactMap { i, a in readAnimation(a, "\(path).animations[\(i)]", &r) }
            }
            animation = group
        case .basic:
            guard let keyPath else { return nil }
            var basic = BasicAnimation(keyPath: keyPath, from: value("from"), to: value("to"), by: value("by"))
            basic.timingFunction = timingFunction
            basic.isAdditive = additive
            basic.isCumulative = cumulative
            animation = basic
        case .spring:
            guard let keyPath else { return nil }
            var spring = Spring()
            if let v = o["mass"], let x = r.positive(v, key("mass")) { spring.mass = x }
            if let v = o["stiffness"], let x = r.positive(v, key("stiffness")) { spring.stiffness = x }
            if let v = o["damping"], let x = r.nonNegative(v, key("damping")) { spring.damping = x }
            if let v = o["initialVelocity"], let x = r.number(v, key("initialVelocity")) { spring.initialVelocity = x }
            var anim = SpringAnimation(keyPath: keyPath, from: value("from"), to: value("to"), by: value("by"), spring: spring)
            if o["duration"] == nil { timing.duration = anim.settlingDuration }
            anim.isAdditive = additive
            anim.isCumulative = cumulative
            animation = anim
        case .keyframe:
            guard let keyPath else { return nil }
            var kf = KeyframeAnimation(keyPath: keyPath)
            if let v = o["values"], let list = r.array(v, key("values")) {
                kf.values = list.enumerated().compactMap { i, e in
                    animationValue(e, "\(path).values[\(i)]", kind: keyPath.valueKind, &r)
                }
            }
            if let v = o["path"], let s = r.string(v, key("path")) {
                do {
                    kf.path = try Path(svgPathData: s)
                } catch {
                    r.fail(key("path"), "\(error)")
                }
            }
            if let v = o["keyTimes"] { kf.keyTimes = r.numberList(v, key("keyTimes")) }
            if let v = o["timingFunctions"], let list = r.array(v, key("timingFunctions")) {
                kf.timingFunctions = list.enumerated().compactMap { i, e in
                    r.timingFunction(e, "\(path).timingFunctions[\(i)]")
                }
            }
            if let v = o["calculationMode"], let x = r.choice(v, key("calculationMode"), CalculationMode.self) {
                kf.calculationMode = x
            }
            if let v = o["rotationMode"], let x = r.choice(v, key("rotationMode"), RotationMode.self) {
                kf.rotationMode = x
            }
            kf.timingFunction = timingFunction
            kf.isAdditive = additive
            kf.isCumulative = cumulative
            animation = kf
        }
        animation.timing = timing
        animation.isRemovedOnCompletion = removed
        guard r.problems.count == problemsBefore else { return nil }
        if let e = animation.validate() {
            r.fail(path, e.message)
            return nil
        }
        return animation
    }

    /// A value of the kind a key path takes. Rotations also accept "90deg", "1.5rad", "0.25turn".
    static func animationValue(
        _ v: JSONValue, _ path: String, kind: AnimationValue.Kind, _ r: inout SceneReader
    ) -> AnimationValue? {
        switch kind {
        case .number:
            if case .string(let s) = v {
                var scanner = CSSScanner(text: s)
                if let n = scanner.number(), scanner.atEnd {
                    switch n.unit {
                    case "deg": return .number(n.value * .pi / 180)
                    case "rad", "": return .number(n.value)
                    case "turn": return .number(n.value * 2 * .pi)
                    default: break
                    }
                }
                r.fail(path, "expected a number (angles may be written \"90deg\"), got \"\(s)\"")
                return nil
            }
            return r.number(v, path).map { .number($0) }
        case .point: return r.point(v, path).map { .point($0) }
        case .size: return r.size(v, path).map { .size($0) }
        case .rect: return r.rect(v, path).map { .rect($0) }
        case .transform: return r.transform(v, path).map { .transform($0) }
        case .color: return r.color(v, path).map { .color($0) }
        case .colors: return r.colors(v, path).map { .colors($0) }
        case .numbers: return r.numberList(v, path).map { .numbers($0) }
        case .bool: return r.bool(v, path).map { .bool($0) }
        case .path:
            r.fail(path, "paths have no form in scene files")
            return nil
        }
    }
}
