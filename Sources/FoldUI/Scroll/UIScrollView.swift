import FoldCore
import Foundation

/// UIScrollView: a view whose bounds origin (`contentOffset`) moves over content of
/// `contentSize`, by a drag with momentum, a rubber band past the edges and a bounce back.
///
/// The numbers are UIKit's (see `ScrollPhysics`): the content follows the finger 1:1 once the
/// pan has begun (10 pt slop); after release with velocity v the offset decays by 0.998 per
/// millisecond; past an edge a drag shows (1 − 1/(x·0.55/d + 1))·d of an overscroll x, and
/// released there — or reached by momentum — the content returns with a critically damped
/// spring. A touch during momentum stops it at once. All time is the frame loop's (a
/// `DisplayLink`), so the same input gives the same offsets.
open class UIScrollView: UIView {
    open weak var delegate: (any UIScrollViewDelegate)?
    /// The scrollable area's size; the offset ranges over −inset…contentSize + inset − bounds.size
    /// (`adjustedContentInset`).
    public var contentSize = CGSize(width: 0, height: 0) {
        didSet {
            guard contentSize != oldValue else { return }
            setNeedsLayout()
            adjustedContentInsetMayHaveChanged()
        }
    }
    /// Room around the content: the offset may go `top` above it, `bottom` below it (and `left`,
    /// `right` beside it), so content can scroll clear of views over the scroll view's edges.
    /// Setting it does not move the content, as UIKit's does not.
    open var contentInset = UIEdgeInsets.zero {
        didSet {
            guard contentInset != oldValue else { return }
            adjustedContentInsetMayHaveChanged()
        }
    }
    /// How the safe area (a view controller's `additionalSafeAreaInsets`: FoldKit's windows have
    /// no bars) adds to `contentInset` in `adjustedContentInset`.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { adjustedContentInsetMayHaveChanged() }
    }
    /// The insets the offset's range uses: `contentInset` and the safe area's part
    /// (`contentInsetAdjustmentBehavior`).
    open var adjustedContentInset: UIEdgeInsets { contentInset + safeAreaContentInset }
    /// The adjusted inset last reported, and the safe area's part of it.
    var reportedInsets = (adjusted: UIEdgeInsets.zero, safe: UIEdgeInsets.zero)
    /// Called when `adjustedContentInset` changes (an override calls super).
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
    /// Whether the vertical rubber band works even when the content fits (UITableView's is on).
    public var alwaysBounceVertical = false {
        didSet { adjustedContentInsetMayHaveChanged() }
    }
    public var alwaysBounceHorizontal = false {
        didSet { adjustedContentInsetMayHaveChanged() }
    }
    /// False: the offset stops at the edges (no rubber band, no bounce).
    public var bounces = true
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// The momentum's per-millisecond factor (`.normal` by default).
    public var decelerationRate = DecelerationRate.normal
    /// Whether a drag ends on a multiple of the bounds' size (a page): the nearest one, or the
    /// next one the way a flick goes (faster than `pageFlickSpeed`); the content glides there
    /// at the fast deceleration rate.
    public var isPagingEnabled = false
    /// Points per second above which a released drag turns the page it moves toward (FoldKit's
    /// number; UIKit does not publish its own).
    static let pageFlickSpeed = 300.0
    public var showsVerticalScrollIndicator = true
    /// Auto Layout's guide to the content area: constraints from the content to it set
    /// `contentSize` (see docs/foldui.md, "Scroll views and Auto Layout").
    public private(set) lazy var contentLayoutGuide = UILayoutGuide(kind: .scrollContent, owner: self)
    /// Auto Layout's guide to the scroll view's frame: what is pinned to it stays put on screen.
    public private(set) lazy var frameLayoutGuide = UILayoutGuide(kind: .scrollFrame, owner: self)
    /// A constraint reads the offset (a frame guide, content pinned outside): scrolling lays out.
    var autoLayoutReadsOffset = false
    /// The pan that scrolls (UIScrollView.panGestureRecognizer).
    public let panGestureRecognizer = UIPanGestureRecognizer()
    /// The vertical scroll indicator: shown while scrolling, faded out afterwards.
    public let verticalScrollIndicator = UIView()

    /// The finger is down on the content (it may not have moved yet).
    public private(set) var isTracking = false
    /// The finger is scrolling the content.
    public private(set) var isDragging = false
    /// Momentum or a bounce is moving the content.
    public private(set) var isDecelerating = false

    /// Duration of an animated `setContentOffset`.
    public static let scrollAnimationDuration = 0.3
    /// The indicator's fade after scrolling stops.
    static let indicatorFadeDelay = 0.25, indicatorFadeDuration = 0.3

    enum Motion {
        case idle
        case dragging(startRaw: CGPoint)
        case decelerating(x: AxisMotion, y: AxisMotion)
        case animating(from: CGPoint, to: CGPoint, start: Double)
    }
    var motion = Motion.idle
    /// The current touch stopped momentum: it is not a tap on the content.
    private(set) var touchStoppedScrolling = false
    /// The current touch became a drag (the pan's end handles its release).
    private var touchScrolled = false
    let contentTouches = ContentTouchRecognizer()
    private lazy var link = DisplayLink { [weak self] link in self?.advance(to: link.timestamp) }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        verticalScrollIndicator.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.35)
        verticalScrollIndicator.layer.cornerRadius = 1.5
        verticalScrollIndicator.isUserInteractionEnabled = false
        verticalScrollIndicator.alpha = 0
        addSubview(verticalScrollIndicator)
        panGestureRecognizer.addTarget { [weak self] pan in self?.handlePan(pan) }
        addGestureRecognizer(panGestureRecognizer)
        contentTouches.began = { [weak self] touch in self?.contentTouchBegan(touch) }
        contentTouches.ended = { [weak self] touch in self?.contentTouchEnded(touch) }
        contentTouches.tick = { [weak self] time in self?.contentTouchTick(time) }
        contentTouches.taken = { [weak self] in self?.contentTouchCancelled() }
        addGestureRecognizer(contentTouches)
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Offset

    /// The content point at the view's top-left corner (the bounds origin).
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            stopMotion()
            applyOffset(newValue)
        }
    }

    /// Moves the content; animated: over 0.3 s, ease-in-out, on the frame loop's clock.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.isFinite else { return }
        guard animated, let window else {
            contentOffset = offset
            return
        }
        stopMotion()
        motion = .animating(from: contentOffset, to: offset, start: window.animationTime)
        showIndicator()
        link.add(to: window)
    }

    /// The smallest offset: the content's top-left with its inset above and beside it.
    public var minimumContentOffset: CGPoint {
        let i = adjustedContentInset
        return CGPoint(x: -i.left, y: -i.top)
    }

    /// The largest offset at which content (with its insets) still fills the view: the minimum
    /// when it fits.
    public var maximumContentOffset: CGPoint {
        let i = adjustedContentInset
        return CGPoint(
            x: max(-i.left, contentSize.width + i.right - bounds.width),
            y: max(-i.top, contentSize.height + i.bottom - bounds.height))
    }

    /// Sets the bounds origin and tells the delegate (a non-finite offset is ignored: it would
    /// poison every later frame).
    func applyOffset(_ offset: CGPoint) {
        guard offset.isFinite, offset != bounds.origin else { return }
        var b = bounds
        b.origin = offset
        bounds = b
        if autoLayoutReadsOffset { setNeedsLayout() }
        if isDragging || isDecelerating { showIndicator() }
        scrollViewDidScroll()
    }

    /// Called on every offset change; tells the delegate (an override calls super).
    open func scrollViewDidScroll() { delegate?.scrollViewDidScroll(self) }

    var canScrollVertically: Bool { maximumContentOffset.y > minimumContentOffset.y || alwaysBounceVertical }
    var canScrollHorizontally: Bool { maximumContentOffset.x > minimumContentOffset.x || alwaysBounceHorizontal }

    // MARK: Dragging

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            touchStoppedScrolling = false
            touchScrolled = true
            contentTouchCancelled()
            isDragging = true
            motion = .dragging(startRaw: rawOffset(of: contentOffset))
            delegate?.scrollViewWillBeginDragging(self)
            showIndicator()
        case .changed:
            guard case .dragging(let start) = motion else { return }
            let t = pan.translation(in: self)
            let raw = CGPoint(
                x: canScrollHorizontally ? start.x - t.x : start.x, y: canScrollVertically ? start.y - t.y : start.y)
            applyOffset(CGPoint(x: banded(raw.x, axis: 0), y: banded(raw.y, axis: 1)))
        case .ended, .cancelled:
            // Code may have taken over meanwhile (an animated setContentOffset): then only the
            // drag ends.
            guard case .dragging = motion else {
                if isDragging {
                    isDragging = false
                    delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
                }
                return
            }
            let v = pan.state == .ended ? pan.velocity(in: self) : .zero
            release(velocity: CGPoint(x: canScrollHorizontally ? -v.x : 0, y: canScrollVertically ? -v.y : 0), afterDrag: true)
        default: break
        }
    }

    /// The offset the finger would give without the rubber band (past an edge, the overscroll
    /// whose rubber band shows as the current one).
    private func rawOffset(of offset: CGPoint) -> CGPoint {
        func axis(_ value: Double, _ minValue: Double, _ maxValue: Double, _ d: Double) -> Double {
            if value < minValue { return minValue - ScrollPhysics.rubberBandInverse(minValue - value, dimension: d) }
            if value > maxValue { return maxValue + ScrollPhysics.rubberBandInverse(value - maxValue, dimension: d) }
            return value
        }
        let lo = minimumContentOffset
        let m = maximumContentOffset
        return CGPoint(x: axis(offset.x, lo.x, m.x, bounds.width), y: axis(offset.y, lo.y, m.y, bounds.height))
    }

    /// The offset shown for a raw offset: the rubber band past the edges (or the edge itself
    /// when `bounces` is off).
    private func banded(_ raw: Double, axis: Int) -> Double {
        let maxValue = axis == 0 ? maximumContentOffset.x : maximumContentOffset.y
        let minValue = axis == 0 ? minimumContentOffset.x : minimumContentOffset.y
        let d = axis == 0 ? bounds.width : bounds.height
        if raw < minValue { return bounces ? minValue - ScrollPhysics.rubberBand(minValue - raw, dimension: d) : minValue }
        if raw > maxValue { return bounces ? maxValue + ScrollPhysics.rubberBand(raw - maxValue, dimension: d) : maxValue }
        return raw
    }

    /// The finger lifted with the content moving at `velocity` (points/s, content direction).
    private func release(velocity: CGPoint, afterDrag: Bool) {
        isDragging = false
        let time = window?.animationTime ?? 0
        let lo = minimumContentOffset
        let m = maximumContentOffset
        let rate = Double(isPagingEnabled ? DecelerationRate.fast.rawValue : decelerationRate.rawValue)
        var velocity = velocity
        var landing: (x: Double?, y: Double?) = (nil, nil)
        if afterDrag {
            // Where momentum would stop (within the range), or the page; the delegate may move it.
            func end(_ p: Double, _ v: Double, _ lo: Double, _ hi: Double) -> Double {
                min(max(p + ScrollPhysics.decayTotal(velocity: v, rate: rate), lo), hi)
            }
            let natural = CGPoint(
                x: end(contentOffset.x, velocity.x, lo.x, m.x), y: end(contentOffset.y, velocity.y, lo.y, m.y))
            var target =
                isPagingEnabled
                ? CGPoint(
                    x: page(contentOffset.x, velocity.x, size: bounds.width, lo.x, m.x),
                    y: page(contentOffset.y, velocity.y, size: bounds.height, lo.y, m.y))
                : natural
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
            // Momentum that stops exactly there: the decay's travel is proportional to its speed.
            let perVelocity = ScrollPhysics.decayTotal(velocity: 1, rate: rate)
            if target.x != natural.x || isPagingEnabled {
                velocity.x = (target.x - contentOffset.x) / perVelocity
                landing.x = target.x
            }
            if target.y != natural.y || isPagingEnabled {
                velocity.y = (target.y - contentOffset.y) / perVelocity
                landing.y = target.y
            }
        }
        let x = AxisMotion(
            position: contentOffset.x, velocity: velocity.x, range: lo.x...m.x, time: time, rate: rate, bounces: bounces,
            landing: landing.x)
        let y = AxisMotion(
            position: contentOffset.y, velocity: velocity.y, range: lo.y...m.y, time: time, rate: rate, bounces: bounces,
            landing: landing.y)
        let decelerate = !(x.isDone && y.isDone)
        motion = decelerate ? .decelerating(x: x, y: y) : .idle
        if afterDrag { delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate) }
        if decelerate, let window {
            isDecelerating = true
            link.add(to: window)
        } else {
            motion = .idle
            hideIndicator()
        }
    }

    /// The page a drag released at `offset` moving at `velocity` ends on (see `isPagingEnabled`).
    private func page(_ offset: Double, _ velocity: Double, size: Double, _ lo: Double, _ hi: Double) -> Double {
        guard size > 0 else { return offset }
        let position = offset / size
        let index =
            velocity > Self.pageFlickSpeed
            ? position.rounded(.up) : velocity < -Self.pageFlickSpeed ? position.rounded(.down) : position.rounded()
        return min(max(index * size, lo), hi)
    }

    // MARK: Frames

    private func advance(to time: Double) {
        switch motion {
        case .decelerating(var x, var y):
            let lo = minimumContentOffset
            let m = maximumContentOffset
            x.range = lo.x...m.x
            y.range = lo.y...m.y
            let offset = CGPoint(x: x.position(at: time), y: y.position(at: time))
            motion = .decelerating(x: x, y: y)
            applyOffset(offset)
            if x.isDone && y.isDone {
                motion = .idle
                isDecelerating = false
                link.invalidate()
                hideIndicator()
                delegate?.scrollViewDidEndDecelerating(self)
            }
        case .animating(let from, let to, let start):
            let p = min(1, max(0, (time - start) / Self.scrollAnimationDuration))
            applyOffset(from.interpolated(to: to, fraction: TimingFunction.easeInEaseOut.evaluate(p)))
            if p >= 1 {
                motion = .idle
                link.invalidate()
                hideIndicator()
                delegate?.scrollViewDidEndScrollingAnimation(self)
            }
        default:
            link.invalidate()
        }
    }

    /// Stops momentum, a bounce or an animated scroll where it is.
    func stopMotion() {
        switch motion {
        case .decelerating, .animating:
            motion = .idle
            isDecelerating = false
            link.invalidate()
            hideIndicator()
        default: break
        }
    }

    // MARK: The touch (tap-to-stop)

    private func contentTouchBegan(_ touch: UITouch) {
        isTracking = true
        touchStoppedScrolling = false
        touchScrolled = false
        switch motion {
        case .decelerating, .animating:
            stopMotion()
            touchStoppedScrolling = true
        default: break
        }
        if !touchStoppedScrolling { contentTouchDown(touch) }
    }

    private func contentTouchEnded(_ touch: UITouch) {
        isTracking = false
        let stopped = touchStoppedScrolling
        touchStoppedScrolling = false
        // The pan (before or after this, in the arena's order) releases a drag.
        if touchScrolled { return }
        if case .dragging = motion { return }
        // Stopped past an edge and lifted without dragging: bounce back.
        let o = contentOffset
        let lo = minimumContentOffset
        let m = maximumContentOffset
        if o.x < lo.x || o.y < lo.y || o.x > m.x || o.y > m.y { release(velocity: .zero, afterDrag: false) }
        if !stopped { contentTouchUp(touch) }
    }

    private func contentTouchTick(_ time: Double) {
        guard isTracking, !touchStoppedScrolling, !isDragging else { return }
        contentTouchHeld(time: time)
    }

    /// A touch went down on the content without stopping momentum (the table's row tracking).
    open func contentTouchDown(_ touch: UITouch) {}
    /// Every frame while that touch is down and has not scrolled.
    open func contentTouchHeld(time: Double) {}
    /// That touch lifted without scrolling: a tap on the content.
    open func contentTouchUp(_ touch: UITouch) {}
    /// The touch became a scroll.
    open func contentTouchCancelled() {}

    // MARK: Wheel, window

    open override func scrollWheel(dx: Double, dy: Double) -> Bool {
        guard isScrollEnabled, canScrollVertically || canScrollHorizontally else { return false }
        let lo = minimumContentOffset
        let m = maximumContentOffset
        let o = contentOffset
        contentOffset = CGPoint(
            x: canScrollHorizontally ? min(m.x, max(lo.x, o.x + dx)) : o.x,
            y: canScrollVertically ? min(m.y, max(lo.y, o.y + dy)) : o.y)
        return true
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            stopMotion()
            isDragging = false
            isTracking = false
            link.invalidate()
        }
    }

    // MARK: Indicator

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetMayHaveChanged()
    }

    open override func layoutSubviews() {
        // The size or the safe area may have changed which axes scroll.
        adjustedContentInsetMayHaveChanged()
        super.layoutSubviews()
        if subviews.last !== verticalScrollIndicator { bringSubviewToFront(verticalScrollIndicator) }
        UIView.performWithoutAnimation { verticalScrollIndicator.frame = indicatorFrame() }
    }

    /// UIKit's indicator: 3 pt wide, 3 pt from the right edge, as long as the visible share of
    /// the content (at least 36 pt), shortened by an overscroll; in content coordinates.
    func indicatorFrame() -> CGRect {
        let h = bounds.height
        let inset = 3.0
        let track = max(0, h - 2 * inset)
        let total = max(contentSize.height, h)
        var length = max(36, track * h / max(total, 1))
        let o = contentOffset.y
        let lo = minimumContentOffset.y
        let m = maximumContentOffset.y
        let over = o < lo ? lo - o : (o > m ? o - m : 0)
        length = max(7, min(track, length - over))
        let progress = m > lo ? min(1, max(0, (o - lo) / (m - lo))) : 0
        return CGRect(
            x: bounds.minX + bounds.width - inset - 3, y: o + inset + (track - length) * progress, width: 3, height: length)
    }

    private func showIndicator() {
        guard showsVerticalScrollIndicator, canScrollVertically else { return }
        verticalScrollIndicator.layer.removeAllAnimations()
        UIView.performWithoutAnimation { verticalScrollIndicator.alpha = 1 }
    }

    private func hideIndicator() {
        guard verticalScrollIndicator.alpha > 0 else { return }
        UIView.animate(withDuration: Self.indicatorFadeDuration, delay: Self.indicatorFadeDelay, options: .allowUserInteraction) {
            self.verticalScrollIndicator.alpha = 0
        }
    }
}
