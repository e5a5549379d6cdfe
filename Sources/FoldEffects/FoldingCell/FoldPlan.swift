#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Ramotion's `AnimationType`: which way the cell is going.
public enum FoldAnimationType: Sendable, Equatable {
    case open, close
}

/// One animated view of the folding cell: the foreground, a rotating piece `k` (1…n−1) or the
/// back view of piece `k` (1…n−2).
public enum FoldItem: Hashable, Sendable, CustomStringConvertible {
    case foreground
    case piece(Int)
    case back(Int)

    /// The scene layer id the CLI uses (`foreground`, `piece1`, `back1` …).
    public var description: String {
        switch self {
        case .foreground: "foreground"
        case .piece(let k): "piece\(k)"
        case .back(let k): "back\(k)"
        }
    }

    /// Ramotion's animation items in opening order: [foreground, r1, b1, r2, b2, …, r(n−1)].
    public static func openingOrder(itemCount n: Int) -> [FoldItem] {
        var items: [FoldItem] = [.foreground]
        for k in 1..<n {
            items.append(.piece(k))
            if k < n - 1 { items.append(.back(k)) }
        }
        return items
    }

    /// The fold (0…n−2) whose duration this item takes half of.
    public func foldIndex(itemCount n: Int) -> Int {
        let i = Self.openingOrder(itemCount: n).firstIndex(of: self) ?? 0
        return i / 2
    }

    /// Ramotion's step for this item going `type`: angles, curve, and whether the view shows
    /// before the step starts and after it ends.
    func step(_ type: FoldAnimationType) -> (
        from: Double, to: Double, timing: CAMediaTimingFunction, visibleBefore: Bool, visibleAfter: Bool
    ) {
        let half = Double.pi / 2
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let easeOut = CAMediaTimingFunction(name: .easeOut)
        switch (self, type) {
        case (.foreground, .open): return (0, -half, easeIn, true, false)
        case (.piece, .open): return (half, 0, easeOut, false, true)
        case (.back, .open): return (0, -half, easeIn, false, false)
        case (.foreground, .close): return (-half, 0, easeOut, false, true)
        case (.piece, .close): return (0, half, easeIn, true, false)
        case (.back, .close): return (-half, 0, easeOut, false, true)
        }
    }
}

/// One item's rotation about its hinge between two angles on a curve, at absolute times.
public struct FoldStep: Equatable, Sendable {
    public var item: FoldItem
    public var beginTime: Double
    public var duration: Double
    public var fromAngle: Double
    public var toAngle: Double
    /// The rotation's curve, as its `CABasicAnimation` has it.
    public var timingFunction: CAMediaTimingFunction
    public var isVisibleBefore: Bool
    public var isVisibleAfter: Bool

    public var endTime: Double { beginTime + duration }

    /// The angle at an absolute time (held at the ends).
    public func angle(at time: Double) -> Double {
        let u = duration > 0 ? min(1, max(0, (time - beginTime) / duration)) : (time >= beginTime ? 1 : 0)
        return fromAngle + (toAngle - fromAngle) * timingFunction.progress(atFraction: u)
    }

    /// dθ/dt at an absolute time inside the step (0 outside).
    public func angularVelocity(at time: Double) -> Double {
        guard duration > 0, time >= beginTime, time <= endTime else { return 0 }
        let u = (time - beginTime) / duration
        let e = 1e-5
        let a = max(0, u - e)
        let b = min(1, u + e)
        let slope = (timingFunction.progress(atFraction: b) - timingFunction.progress(atFraction: a)) / (b - a)
        return (toAngle - fromAngle) * slope / duration
    }

    public func isVisible(at time: Double) -> Bool {
        if time < beginTime { return isVisibleBefore }
        if time >= endTime { return isVisibleAfter }
        return true
    }
}

/// A whole fold or unfold: the steps in order, at absolute times, and what each item not
/// animated holds. The cell turns a plan into CA animations; a table keeps the plan of each row
/// (`FoldingCellStates`) so a reused cell resumes it exactly.
public struct FoldPlan: Equatable, Sendable {
    public var type: FoldAnimationType
    public var steps: [FoldStep]
    /// Items without a step in this plan: their angle and visibility throughout.
    public var held: [FoldItem: HeldItem]
    /// When piece 0 (the static top) loses the foreground's corner radius (nil: it never has it).
    public var cornerRadiusEndTime: Double?
    /// Beyond Ramotion: the reduced-motion form (no steps: the open card cross-fades), or nil.
    public var crossFade: FoldCrossFade?

    public struct HeldItem: Equatable, Sendable {
        public var angle: Double
        public var isVisible: Bool
    }

    public var beginTime: Double { crossFade?.beginTime ?? steps.map(\.beginTime).min() ?? 0 }
    public var endTime: Double { crossFade?.endTime ?? steps.map(\.endTime).max() ?? 0 }
    public var duration: Double { endTime - beginTime }

    /// Ramotion's sequence from rest: items in opening order (reversed to close), each taking
    /// half of its fold's duration, back to back from `beginTime`.
    /// `foldDurations` has one entry per fold (n − 1), as `durationsForExpandedState`.
    public init(type: FoldAnimationType, itemCount n: Int, foldDurations: [Double], beginTime: Double) {
        self.type = type
        let order = FoldItem.openingOrder(itemCount: n)
        var t = beginTime
        steps = (type == .open ? order : order.reversed()).map { item in
            let d = foldDurations[item.foldIndex(itemCount: n)] / 2
            let s = item.step(type)
            defer { t += d }
            return FoldStep(
                item: item, beginTime: t, duration: d, fromAngle: s.from, toAngle: s.to, timingFunction: s.timing,
                isVisibleBefore: s.visibleBefore, isVisibleAfter: s.visibleAfter)
        }
        held = [:]
        cornerRadiusEndTime = type == .open ? steps.first?.endTime : nil
    }

    public init(type: FoldAnimationType, steps: [FoldStep], held: [FoldItem: HeldItem], cornerRadiusEndTime: Double?) {
        self.type = type
        self.steps = steps
        self.held = held
        self.cornerRadiusEndTime = cornerRadiusEndTime
    }

    /// The step of an item, if it moves in this plan.
    public func step(for item: FoldItem) -> FoldStep? { steps.first { $0.item == item } }

    /// The item's angle at an absolute time.
    public func angle(of item: FoldItem, at time: Double) -> Double {
        if let s = step(for: item) { return s.angle(at: time) }
        return held[item]?.angle ?? 0
    }

    public func isVisible(_ item: FoldItem, at time: Double) -> Bool {
        if let s = step(for: item) { return s.isVisible(at: time) }
        return held[item]?.isVisible ?? false
    }

    /// The step moving at `time` (the last one begun; nil before the plan and after it).
    public func activeStepIndex(at time: Double) -> Int? {
        guard time < endTime else { return nil }
        return steps.indices.last { steps[$0].beginTime <= time }
    }
}
