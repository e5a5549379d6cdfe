#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Taobao-style "add to cart": an item's image flies from where it was tapped to the cart along a
/// thrown arc, and the cart bounces and counts when it lands.
///
/// The seed's flight by default: start and end converted into the container's coordinates when
/// the flight starts (a table may have scrolled since), a quadratic Bézier with the control point
/// `(sx + (ex − sx)/3, sy + (ey − sy)·0.5 − 400)`, a 20 × 20 layer showing the image, a
/// `CAKeyframeAnimation` of `position` on that path (key "buy"), 0.8 s, ease-in, fill forwards,
/// not removed on completion. Unlike the seed, the layer is removed when the item lands or is
/// cancelled, and the target is told at that moment (`FlyToCartTarget.itemDidLand`).
///
/// ```swift
/// let cart = CartButton(frame: CGRect(x: 300, y: 600, width: 56, height: 56))
/// root.addSubview(cart)
/// let animator = try FlyToCartAnimator(containerView: root, target: cart)
/// // In the cell's "like" action (or the controller's notification observer):
/// try animator.fly(dishImage, from: cell.nameLabel.center, in: cell.contentView, count: 2)
/// ```
///
/// Several items fly at once, each independent; `count` staggers them by
/// `configuration.staggerInterval`, and at most `maximumConcurrentFlights` are in the air (the
/// others leave as items land). Time is the window's frame time; launches that wait run from a
/// `CADisplayLink`, so the container must be in a window whose host shows frames for them.
public final class FlyToCartAnimator {
    /// The view the items fly over (the seed: the controller's root view); their layers are
    /// added on top of its sublayers.
    public let containerView: UIView
    /// Told of each landing; it is also the default end (its view's centre).
    public weak var target: (any FlyToCartTarget)?
    public private(set) var configuration: FlyToCartConfiguration
    /// Items waiting for their launch, then flying, in launch order.
    public private(set) var flights: [FlyToCartFlight] = []
    /// How many items landed since this animator was made.
    public private(set) var landedCount = 0

    private var displayLink: CADisplayLink?

    public init(
        containerView: UIView, target: (any FlyToCartTarget)? = nil, configuration: FlyToCartConfiguration = .init()
    ) throws {
        try configuration.validate()
        self.containerView = containerView
        self.target = target
        self.configuration = configuration
    }

    /// An animator that goes away takes its items with it (nothing could finish them): their
    /// layers are removed and their completions told `false`.
    deinit {
        displayLink?.invalidate()
        for f in flights {
            f.state = .cancelled
            f.animator = nil
            if let layer = f.layer {
                f.layer = nil
                layer.removeAllAnimations()
                layer.removeFromSuperlayer()
            }
            let completion = f.completion
            f.completion = nil
            completion?(false)
        }
    }

    /// Changes the configuration for flights launched from now on (those in the air keep theirs).
    public func setConfiguration(_ configuration: FlyToCartConfiguration) throws {
        try configuration.validate()
        self.configuration = configuration
    }

    /// The flights in the air.
    public var flyingFlights: [FlyToCartFlight] { flights.filter { $0.state == .flying } }

    /// Now on Core Animation's clock, which flights begin at.
    private var now: Double { CACurrentMediaTime() }

    /// Sends `count` copies of `image` from `start` (in `startView`'s coordinates; nil: the
    /// window's) to `end` (in `endView`'s), or to the target view's centre when `end` is nil.
    /// The first leaves now, the k-th `(k − 1) · staggerInterval` later. `completion` runs once
    /// per item: true at its landing, false if it is cancelled.
    @discardableResult
    public func fly(
        _ image: UIImage, from start: CGPoint, in startView: UIView?, to end: CGPoint? = nil, in endView: UIView? = nil,
        count: Int = 1, completion: ((Bool) -> Void)? = nil
    ) throws -> [FlyToCartFlight] {
        guard count >= 1 else {
            throw EffectConfigurationError(setting: "count", message: "must be at least 1 (got \(count))")
        }
        guard containerView.window != nil else {
            throw EffectConfigurationError(
                setting: "containerView", message: "must be in a window: its frame loop launches and lands the items")
        }
        try check(image)
        let destination: (CGPoint, UIView?)
        if let end {
            destination = (end, endView)
        } else if let targetView = target?.targetView {
            let b = targetView.bounds
            destination = (CGPoint(x: b.midX, y: b.midY), targetView)
        } else {
            throw EffectConfigurationError(setting: "end", message: "no end point and no target to fly to")
        }
        // Conversion is checked now so a point that cannot reach the container fails the call.
        for (point, view, setting) in [(start, startView, "start"), (destination.0, destination.1, "end")] {
            let p = containerView.convert(point, from: view)
            guard p.x.isFinite, p.y.isFinite, point.x.isFinite, point.y.isFinite else {
                throw EffectConfigurationError(
                    setting: setting,
                    message: "(\(point.x), \(point.y)) cannot be converted into the container (got (\(p.x), \(p.y)))")
            }
        }
        let t0 = now
        let stagger = configuration.reducesMotion ? 0 : configuration.staggerInterval
        let new = (0..<count).map { k in
            FlyToCartFlight(
                image: image, start: (start, startView), end: destination, dueTime: t0 + Double(k) * stagger,
                completion: completion)
        }
        for f in new { f.animator = self }
        flights += new
        launchDueFlights(at: t0, slotFreedAt: t0)
        updateDisplayLink()
        return new
    }

    /// Cancels every item, waiting or flying; their layers are removed at once.
    public func cancelAllFlights() {
        for f in flights { cancel(f) }
    }

    // MARK: Launching and landing

    private func check(_ image: UIImage) throws {
        guard image.size.width > 0, image.size.height > 0 else {
            throw EffectConfigurationError(
                setting: "image",
                message: "is empty (\(image.size.width) × \(image.size.height) points); pass an image with pixels")
        }
        if image.cgImage == nil {
            throw EffectConfigurationError(
                setting: "image",
                message:
                    "has no pixels (a UIImage without a CGImage); pass an image with pixels (UIImage(named:), UIImage(cgImage:) or UIGraphicsImageRenderer)"
            )
        }
    }

    /// Launches, in order, the waiting flights that are due by `time` while the cap allows. A
    /// flight begins at its due time, or when a slot freed (a landing) if that was later.
    private func launchDueFlights(at time: Double, slotFreedAt: Double) {
        var inAir = flights.count(where: { $0.state == .flying })
        for f in flights where f.state == .waiting && f.dueTime <= time {
            guard inAir < configuration.maximumConcurrentFlights else { break }
            launch(f, beginTime: max(f.dueTime, slotFreedAt))
            if f.state == .flying { inAir += 1 }
        }
        flights.removeAll { $0.state == .cancelled }
    }

    private func launch(_ flight: FlyToCartFlight, beginTime: Double) {
        let c = configuration
        let start = containerView.convert(flight.start.point, from: flight.start.view)
        let end = containerView.convert(flight.end.point, from: flight.end.view)
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else {
            // The hierarchy changed since the call (a view turned edge-on): nothing can fly.
            return finish(flight, landed: false)
        }
        var curve = FlyToCartPath(start: start, end: end, arcHeight: c.arcHeight)
        if c.keepsArcOnScreen {
            curve = curve.keptInside(visibleBounds, margin: max(c.itemSize.width, c.itemSize.height) / 2)
        }
        let layer = FlyToCartAnimations.makeItemLayer(
            image: flight.image.cgImage, contentsScale: flight.image.scale, size: c.itemSize,
            at: c.reducesMotion ? end : start)
        layer.name = "flyToCart.item"
        let animations: [(key: String, animation: CAAnimation)] =
            c.reducesMotion
            ? [(FlyToCartAnimations.fadeKey, FlyToCartAnimations.reducedMotionFade(beginTime: beginTime, configuration: c))]
            : FlyToCartAnimations.flight(along: curve, beginTime: beginTime, configuration: c)
        // The first animation's end is the landing.
        animations[0].animation.delegate = FlightLanding(flight)
        flight.curve = curve
        flight.beginTime = beginTime
        flight.landingTime = FlyToCartAnimations.landingTime(beginTime: beginTime, configuration: c)
        flight.layer = layer
        flight.state = .flying
        flight.landsAtReducedMotion = c.reducesMotion
        containerView.layer.addSublayer(layer)
        for (key, animation) in animations { layer.add(animation, forKey: key) }
    }

    /// The container's bounds, cut to the part inside the window when it is in one.
    private var visibleBounds: CGRect {
        let b = containerView.bounds
        guard let window = containerView.window else { return b }
        let w = containerView.convert(window.bounds, from: window)
        guard !w.isNull else { return b }
        let minX = max(b.minX, w.minX)
        let minY = max(b.minY, w.minY)
        let maxX = min(b.maxX, w.maxX)
        let maxY = min(b.maxY, w.maxY)
        guard maxX > minX, maxY > minY else { return b }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func cancel(_ flight: FlyToCartFlight) {
        guard flight.animator === self else { return }
        switch flight.state {
        case .waiting: finish(flight, landed: false)
        case .flying: flight.layer?.removeAllAnimations()  // its completion (false) finishes it
        case .landed, .cancelled: return
        }
        updateDisplayLink()
    }

    /// The end of a flight: the layer goes, the target hears of a landing, the next items leave.
    func finish(_ flight: FlyToCartFlight, landed: Bool) {
        guard flight.state == .waiting || flight.state == .flying else { return }
        flight.state = landed ? .landed : .cancelled
        if let layer = flight.layer {
            flight.layer = nil
            layer.removeAllAnimations()
            layer.removeFromSuperlayer()
        }
        flights.removeAll { $0 === flight }
        let landingTime = flight.landingTime ?? now
        if landed {
            landedCount += 1
            target?.itemDidLand(at: landingTime, animated: !flight.landsAtReducedMotion)
        }
        let completion = flight.completion
        flight.completion = nil
        flight.animator = nil
        completion?(landed)
        if landed { launchDueFlights(at: now, slotFreedAt: landingTime) }
        updateDisplayLink()
    }

    /// A display link runs while some item waits, to launch it when it is due.
    private func updateDisplayLink() {
        let waiting = flights.contains { $0.state == .waiting }
        if waiting, displayLink == nil, containerView.window != nil {
            let link = CADisplayLink(target: self, selector: FlyToCartAnimator.launchOnFrame(_:))
            link.add(to: .main, forMode: .common)
            displayLink = link
        } else if !waiting, let link = displayLink {
            link.invalidate()
            displayLink = nil
        }
    }

    private func launchOnFrame(_ link: CADisplayLink) {
        launchDueFlights(at: link.targetTimestamp, slotFreedAt: -.infinity)
        updateDisplayLink()
    }
}

/// Hears the end of a flight's first animation: the landing, or (finished false) a flight taken
/// off first. Weak to the flight, as the animation retains its delegate.
private final class FlightLanding: CAAnimationDelegate {
    weak var flight: FlyToCartFlight?
    init(_ flight: FlyToCartFlight) { self.flight = flight }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let flight else { return }
        flight.animator?.finish(flight, landed: flag)
    }
}
