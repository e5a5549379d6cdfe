#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Beyond Ramotion: the reduced-motion form of a fold. No piece turns: the open card fades in
/// over the closed one (or out of it), on an ease-in-ease-out curve, and the row's height
/// follows the fade (`FoldExtent`), so the meaning — this card opened, that one closed — stays
/// without the 3D motion Reduce Motion asks to avoid.
public struct FoldCrossFade: Equatable, Sendable {
    public var beginTime: Double
    public var duration: Double
    /// The open card's opacity at the start and at the end (1 open, 0 closed).
    public var fromOpacity: Double
    public var toOpacity: Double
    /// The length of a whole fade, 0 to 1 (a fade turned back mid-way takes its share of it).
    public var fullDuration: Double

    public var endTime: Double { beginTime + duration }

    /// The open card's opacity at an absolute time (held at the ends).
    public func opacity(at time: Double) -> Double {
        let u = duration > 0 ? min(1, max(0, (time - beginTime) / duration)) : (time >= beginTime ? 1 : 0)
        return fromOpacity + (toOpacity - fromOpacity) * FoldCrossFade.timing.progress(atFraction: u)
    }

    /// The fade's curve.
    static let timing = CAMediaTimingFunction(name: .easeInEaseOut)
}

extension FoldPlan {
    /// The reduced-motion plan from rest: the open card fades in (opening) or out (closing) over
    /// `duration`; every piece rests where `type` leaves it.
    public static func crossFade(type: FoldAnimationType, itemCount n: Int, duration: Double, beginTime: Double) -> FoldPlan {
        let fade = FoldCrossFade(
            beginTime: beginTime, duration: duration, fromOpacity: type == .open ? 0 : 1, toOpacity: type == .open ? 1 : 0,
            fullDuration: duration)
        return crossFadePlan(type, itemCount: n, fade)
    }

    /// The fade turned back at `time` from the opacity it has reached, over its share of a
    /// whole fade; nil when the fade is not running at `time`.
    func reversedCrossFade(at time: Double, itemCount n: Int) -> FoldPlan? {
        guard let fade = crossFade, time >= fade.beginTime, time < fade.endTime else { return nil }
        let newType: FoldAnimationType = type == .open ? .close : .open
        let from = fade.opacity(at: time)
        let to = newType == .open ? 1.0 : 0.0
        let turned = FoldCrossFade(
            beginTime: time, duration: max(1e-3, fade.fullDuration * abs(to - from)), fromOpacity: from, toOpacity: to,
            fullDuration: fade.fullDuration)
        return Self.crossFadePlan(newType, itemCount: n, turned)
    }

    private static func crossFadePlan(_ type: FoldAnimationType, itemCount n: Int, _ fade: FoldCrossFade) -> FoldPlan {
        var held: [FoldItem: HeldItem] = [:]
        for item in FoldItem.openingOrder(itemCount: n) {
            held[item] = HeldItem(angle: item.step(type).to, isVisible: false)
        }
        var plan = FoldPlan(type: type, steps: [], held: held, cornerRadiusEndTime: nil)
        plan.crossFade = fade
        return plan
    }
}
