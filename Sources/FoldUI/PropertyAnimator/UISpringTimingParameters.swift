import FoldCore
import Foundation

/// UISpringTimingParameters: a spring timing curve.
///
/// - `init(dampingRatio:initialVelocity:)` settles at the animator's duration, as
///   `UIView.animate(withDuration:…usingSpringWithDamping:…)` does (the same mapping).
/// - `init(mass:stiffness:damping:initialVelocity:)` and `init()` are the physical spring; the
///   animator runs until it settles (within 0.1 % of the distance).
/// - `init(duration:bounce:initialVelocity:)` is iOS 17's perceptual spring (as
///   `UIView.animate(springDuration:bounce:…)`), run until it settles.
///
/// The initial velocity is in fractions of the distance per second; one-dimensional properties
/// (and FoldKit's animator, which moves every property along one progress) use `dx`.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    enum Kind: Equatable {
        case dampingRatio(Double)
        case physical(mass: Double, stiffness: Double, damping: Double)
        case perceptual(duration: Double, bounce: Double)
    }

    let kind: Kind
    public let initialVelocity: CGVector

    /// UIKit's default spring: damping ratio 4.56 (mass 3, stiffness 1000, damping 500), at rest.
    public override init() {
        kind = .physical(mass: 3, stiffness: 1000, damping: 500)
        initialVelocity = CGVector(dx: 0, dy: 0)
        super.init()
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// `ratio` in (0, 1] (1: no overshoot), held there as UIKit holds it.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        kind = .dampingRatio(Double(ratio))
        initialVelocity = velocity
        super.init()
    }

    /// A physical spring; its damping ratio is damping / (2·√(stiffness·mass)).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        kind = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        initialVelocity = velocity
        super.init()
    }

    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// iOS 17's spring: `duration` is perceptual, `bounce` from −1 (over-damped) to 1.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        kind = .perceptual(duration: duration, bounce: Double(bounce))
        initialVelocity = velocity
        super.init()
    }

    public required convenience init?(coder: NSCoder) {
        let velocity = CGVector(dx: coder.decodeDouble(forKey: "vx"), dy: coder.decodeDouble(forKey: "vy"))
        let a = coder.decodeDouble(forKey: "a")
        let b = coder.decodeDouble(forKey: "b")
        let c = coder.decodeDouble(forKey: "c")
        switch coder.decodeInteger(forKey: "kind") {
        case 0: self.init(dampingRatio: a, initialVelocity: velocity)
        case 1: self.init(mass: a, stiffness: b, damping: c, initialVelocity: velocity)
        case 2: self.init(duration: a, bounce: b, initialVelocity: velocity)
        default: return nil
        }
    }

    open func encode(with coder: NSCoder) {
        coder.encode(Double(initialVelocity.dx), forKey: "vx")
        coder.encode(Double(initialVelocity.dy), forKey: "vy")
        switch kind {
        case .dampingRatio(let ratio):
            coder.encode(0, forKey: "kind")
            coder.encode(ratio, forKey: "a")
        case .physical(let mass, let stiffness, let damping):
            coder.encode(1, forKey: "kind")
            coder.encode(mass, forKey: "a")
            coder.encode(stiffness, forKey: "b")
            coder.encode(damping, forKey: "c")
        case .perceptual(let duration, let bounce):
            coder.encode(2, forKey: "kind")
            coder.encode(duration, forKey: "a")
            coder.encode(bounce, forKey: "b")
        }
    }

    /// Immutable: the copy is the object itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring of these parameters for an animation of `duration` seconds.
    func spring(duration: Double) -> Spring {
        let v = initialVelocity.dx.isFinite ? Double(initialVelocity.dx) : 0
        switch kind {
        case .dampingRatio(let ratio):
            return UIView.springParameters(duration: duration, dampingRatio: ratio, initialVelocity: v)
        case .physical(let mass, let stiffness, let damping):
            return Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: v)
        case .perceptual(let perceptual, let bounce):
            return UIView.perceptualSpring(duration: perceptual, bounce: bounce, velocity: v)
        }
    }

    /// Whether the spring settles at the animator's duration (else it runs until it settles).
    var settlesAtTheDuration: Bool {
        if case .dampingRatio = kind { return true }
        return false
    }
}
