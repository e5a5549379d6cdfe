import Foundation

/// What a POP animation tells its delegate (POPAnimationDelegate); every method is optional.
public protocol POPAnimationDelegate: AnyObject {
    func pop_animationDidStart(_ anim: POPAnimation!)
    func pop_animationDidReach(toValue anim: POPAnimation!)
    func pop_animationDidStop(_ anim: POPAnimation!, finished: Bool)
}

extension POPAnimationDelegate {
    public func pop_animationDidStart(_ anim: POPAnimation!) {}
    public func pop_animationDidReach(toValue anim: POPAnimation!) {}
    public func pop_animationDidStop(_ anim: POPAnimation!, finished: Bool) {}
}

/// The base of POP's animations (POPAnimation), as Swift sees POP's Objective-C headers.
///
/// POP animations write the model, frame by frame, on the host's clock: `HeadlessDriver`, a
/// recording or the window steps them (`POPAnimator`). Unlike Core Animation's, an animation
/// is not copied when added; its values are read when it is added. POP's `beginTime`,
/// `paused`, `autoreverses`, `repeatCount`/`repeatForever`, `removedOnCompletion` and the
/// per-frame apply block are not here yet (docs/core-animation.md): an animation starts on the
/// next frame, runs once and is removed when it ends.
open class POPAnimation: NSObject, @unchecked Sendable {
    open var name: String?
    /// Not retained, as POP holds it weakly.
    open weak var delegate: (any POPAnimationDelegate)?
    open var animationDidStartBlock: ((POPAnimation?) -> Void)?
    open var animationDidReachToValueBlock: ((POPAnimation?) -> Void)?
    open var completionBlock: ((POPAnimation?, Bool) -> Void)?

    public override init() { super.init() }

    /// Tells the blocks and the delegate that the animation ended.
    func reportStop(finished: Bool) {
        completionBlock?(self, finished)
        delegate?.pop_animationDidStop(self, finished: finished)
    }

    func reportStart() {
        animationDidStartBlock?(self)
        delegate?.pop_animationDidStart(self)
    }
}

/// A POP animation of one property (POPPropertyAnimation).
open class POPPropertyAnimation: POPAnimation, @unchecked Sendable {
    open var property: POPAnimatableProperty!
    /// Nil starts from the property's current value.
    open var fromValue: Any!
    open var toValue: Any!

    /// One of POP's named properties, for `init(propertyNamed:)`.
    static func named(_ name: String?) -> POPAnimatableProperty? {
        name.flatMap { POPAnimatableProperty.property(withName: $0) as? POPAnimatableProperty }
    }

    /// A value given the iOS way (a number, `CGPoint`, `NSValue`…) as the property's
    /// components; nil when it is not of the property's kind.
    func components(_ value: Any?) -> [Double]? {
        guard let value else { return nil }
        if let path = property?.layerKeyPath {
            return AnimationValue(bridging: value, as: path.valueKind)?.components
        }
        for kind in [AnimationValue.Kind.number, .point, .size, .rect] {
            if let v = AnimationValue(bridging: value, as: kind) { return v.components }
        }
        return nil
    }
}

/// A spring (POPSpringAnimation): bounciness and speed, or tension, friction and mass, coupled
/// as POP couples them (setting bounciness or speed recomputes the dynamics).
open class POPSpringAnimation: POPPropertyAnimation, @unchecked Sendable {
    private var parameters = POPSpringParameters()
    /// Units per second, in the value's shape; nil keeps the velocity of the animation replaced.
    open var velocity: Any!

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

    var springParameters: POPSpringParameters { parameters }
}

/// A tween (POPBasicAnimation): `duration` seconds along a timing curve.
open class POPBasicAnimation: POPPropertyAnimation, @unchecked Sendable {
    open var duration: CFTimeInterval = 0.4
    /// Nil is POP's default curve (Core Animation's `default`).
    open var timingFunction: CAMediaTimingFunction!

    public convenience init!(propertyNamed aName: String!) {
        self.init()
        property = Self.named(aName)
    }

    private static func with(_ name: CAMediaTimingFunctionName) -> POPBasicAnimation {
        let a = POPBasicAnimation()
        a.timingFunction = CAMediaTimingFunction(name: name)
        return a
    }
    open class func `default`() -> POPBasicAnimation { with(.default) }
    open class func linear() -> POPBasicAnimation { with(.linear) }
    open class func easeIn() -> POPBasicAnimation { with(.easeIn) }
    open class func easeOut() -> POPBasicAnimation { with(.easeOut) }
    open class func easeInEaseOut() -> POPBasicAnimation { with(.easeInEaseOut) }
}

/// A value gliding to rest (POPDecayAnimation) from `velocity`, slowed by `deceleration` per
/// millisecond.
open class POPDecayAnimation: POPPropertyAnimation, @unchecked Sendable {
    open var velocity: Any!
    open var deceleration: CGFloat = 0.998

    /// How long the decay takes to come to rest from its velocity (POP's `duration`).
    open var duration: CFTimeInterval {
        let v = components(velocity)?.first ?? 0
        return POPDecayMotion(from: 0, velocity: v, deceleration: deceleration, threshold: Double(property?.threshold ?? 1)).duration
    }

    public convenience init!(propertyNamed aName: String!) {
        self.init()
        property = Self.named(aName)
    }
}
