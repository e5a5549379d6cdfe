import Foundation

/// A tween (POPBasicAnimation): `duration` seconds along a timing curve.
open class POPBasicAnimation: POPPropertyAnimation, @unchecked Sendable {
    open var duration: CFTimeInterval = 0.4
    /// Nil is POP's default curve (Core Animation's `default`).
    open var timingFunction: CAMediaTimingFunction!
    private var elapsedFraction = 0.0

    public convenience init!(propertyNamed aName: String!) {
        self.init()
        property = Self.named(aName)
    }

    private static func with(_ name: CAMediaTimingFunctionName) -> POPBasicAnimation {
        let a = POPBasicAnimation()
        a.timingFunction = CAMediaTimingFunction(name: name)
        return a
    }
    open class func `default`() -> POPBasicAnimation! { with(.default) }
    open class func linear() -> POPBasicAnimation! { with(.linear) }
    open class func easeIn() -> POPBasicAnimation! { with(.easeIn) }
    open class func easeOut() -> POPBasicAnimation! { with(.easeOut) }
    open class func easeInEaseOut() -> POPBasicAnimation! { with(.easeInEaseOut) }

    override func copyConfiguration(from other: POPAnimation) {
        super.copyConfiguration(from: other)
        guard let o = other as? POPBasicAnimation else { return }
        (duration, timingFunction) = (o.duration, o.timingFunction)
    }

    override func reset(all: Bool) {
        super.reset(all: all)
        elapsedFraction = 0
    }

    /// The value at `time`: the curve's progress from the start, between `fromValue` and
    /// `toValue` as they are now.
    override func advance(time: Double, dt: Double, object: AnyObject) -> Bool {
        guard let start = startTime, let from = fromVector, let to = toVector, from.count == to.count else { return false }
        let elapsed = time - start
        let curve = timingFunction?.curve ?? .default
        let p = POPBasicMotion.progress(atTime: elapsed, duration: duration, timingFunction: curve)
        elapsedFraction = duration > 0 ? min(1, elapsed / duration) : 1
        current = zip(from, to).map { $0 + ($1 - $0) * p }
        clampCurrent()
        return true
    }

    override var isDone: Bool { super.isDone || POPBasicMotion.isDone(atTime: elapsedFraction * duration, duration: duration) }
}
