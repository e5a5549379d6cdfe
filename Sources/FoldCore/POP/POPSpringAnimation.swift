import Foundation

/// A spring (POPSpringAnimation): bounciness and speed, or tension, friction and mass, coupled
/// as POP couples them (setting bounciness or speed recomputes the dynamics).
open class POPSpringAnimation: POPPropertyAnimation, @unchecked Sendable {
    private var parameters = POPSpringParameters()
    private var motion: POPSpringMotion?
    private var givenVelocity: Any?

    /// Units per second, in the value's shape. Set before the start, the spring starts with it
    /// (nil is at rest); read while it runs, it is the spring's velocity now.
    open var velocity: Any! {
        get {
            guard let motion, isActive else { return givenVelocity }
            return boxed(motion.velocity)
        }
        set { givenVelocity = newValue }
    }

    /// The spring for one of POP's named properties (`kPOPLayerRotationX`…).
    public convenience init!(propertyNamed aName: String!) {
        self.init()
        property = Self.named(aName)
    }

    /// 0…20 in POP's range (default 4): how much the spring overshoots.
    open var springBounciness: CGFloat {
        get { parameters.bounciness }
        set { parameters.setBounciness(newValue) }
    }
    /// 0…20 (default 12): how fast it moves.
    open var springSpeed: CGFloat {
        get { parameters.speed }
        set { parameters.setSpeed(newValue) }
    }
    open var dynamicsTension: CGFloat {
        get { parameters.tension }
        set { parameters.setTension(newValue) }
    }
    open var dynamicsFriction: CGFloat {
        get { parameters.friction }
        set { parameters.setFriction(newValue) }
    }
    open var dynamicsMass: CGFloat {
        get { parameters.mass }
        set { parameters.setMass(newValue) }
    }

    override func copyConfiguration(from other: POPAnimation) {
        super.copyConfiguration(from: other)
        guard let o = other as? POPSpringAnimation else { return }
        parameters = o.parameters
        givenVelocity = o.givenVelocity
    }

    override func reset(all: Bool) {
        super.reset(all: all)
        if all { motion = nil }
    }

    override func willRun(started: Bool, object: AnyObject) {
        super.willRun(started: started, object: object)
        guard started, let from = current, let to = toVector, from.count == to.count,
            (1...POPSpringMotion.maximumComponents).contains(from.count)
        else { return }
        // A spring unpaused mid-run goes on from where it is, with the speed it had.
        let v = motion?.velocity ?? components(givenVelocity)
        motion = POPSpringMotion(
            from: from, to: to, velocity: v, parameters: parameters,
            threshold: Double(property?.threshold ?? 1))
    }

    override func advance(time: Double, dt: Double, object: AnyObject) -> Bool {
        guard var m = motion, current != nil, let to = toVector else { return false }
        if m.toValue != to { m.retarget(to: to) }
        m.step(dt: dt)
        motion = m
        current = m.value
        clampCurrent()
        return true
    }

    override var isDone: Bool { super.isDone || motion == nil || motion?.isDone == true }
}
