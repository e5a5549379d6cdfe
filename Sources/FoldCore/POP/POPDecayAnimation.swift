import Foundation

/// A value gliding to rest (POPDecayAnimation) from `velocity`, slowed by `deceleration` per
/// millisecond; each component decays on its own.
open class POPDecayAnimation: POPPropertyAnimation, @unchecked Sendable {
    /// Units per second, in the value's shape. Read while it runs, the velocity now.
    open var velocity: Any! {
        get {
            guard isActive, !motions.isEmpty else { return givenVelocity }
            return boxed(motions.map(\.velocity))
        }
        set { (givenVelocity, originalVelocity) = (newValue, newValue) }
    }
    /// The velocity first given (POP's `originalVelocity`), for repeats.
    open private(set) var originalVelocity: Any!
    open var deceleration: CGFloat = 0.998
    private var givenVelocity: Any?
    private var motions: [POPDecayMotion] = []

    /// How long the decay takes to come to rest from its velocity (POP's `duration`).
    open var duration: CFTimeInterval {
        plannedMotions(from: fromVector ?? []).map(\.duration).max() ?? 0
    }

    /// The velocity reversed, for autoreversing (POP's `reversedVelocity`).
    open func reversedVelocity() -> Any! {
        guard let v = components(givenVelocity) else { return givenVelocity }
        return boxed(v.map { -$0 })
    }

    public convenience init!(propertyNamed aName: String!) {
        self.init()
        property = Self.named(aName)
    }

    override func copyConfiguration(from other: POPAnimation) {
        super.copyConfiguration(from: other)
        guard let o = other as? POPDecayAnimation else { return }
        (givenVelocity, originalVelocity, deceleration) = (o.givenVelocity, o.originalVelocity, o.deceleration)
    }

    private func plannedMotions(from: [Double]) -> [POPDecayMotion] {
        let v = components(givenVelocity) ?? []
        let threshold = Double(property?.threshold ?? 1)
        return v.indices.map { i in
            POPDecayMotion(
                from: i < from.count ? from[i] : 0, velocity: v[i], deceleration: Double(deceleration), threshold: threshold)
        }
    }

    /// Where the decay comes to rest: its own end, not a value set.
    override func computedToValue() -> [Double]? {
        guard let from = fromVector else { return nil }
        let m = plannedMotions(from: from)
        return m.count == from.count ? m.map(\.toValue) : nil
    }

    override func reset(all: Bool) {
        super.reset(all: all)
        if all { motions = [] }
    }

    override func willRun(started: Bool, object: AnyObject) {
        // The end is the decay's own, worked out from where it starts.
        if toValue == nil { toVector = nil }
        super.willRun(started: started, object: object)
        if started, let from = current { motions = plannedMotions(from: from) }
    }

    override func advance(time: Double, dt: Double, object: AnyObject) -> Bool {
        guard !motions.isEmpty, current != nil else { return false }
        for i in motions.indices { _ = motions[i].step(dt: dt) }
        current = motions.map(\.value)
        clampCurrent()
        return true
    }

    override var isDone: Bool { super.isDone || motions.allSatisfy(\.isDone) }

    override func prepareRepeat() {
        fromValue = toVector.flatMap(boxed) ?? toValue
        givenVelocity = autoreverses ? reversedVelocity() : originalVelocity
    }
}
