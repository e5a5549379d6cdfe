import FoldCore
import Foundation

/// UISlider: a value in `minimumValue…maximumValue` chosen by dragging a thumb along a track.
///
/// As UIKit's: the value is clamped to the range (0 by default, in 0…1); a minimum set above
/// the maximum raises the maximum to it, and the other way round; only a touch on the thumb
/// drags it, by the finger's displacement, not to the finger; `.valueChanged` is sent as it
/// moves (`isContinuous`, the default) or once when the finger lifts; setting `value` from code
/// sends nothing. The track left of the thumb is `minimumTrackTintColor` (the tint colour when
/// nil), the rest `maximumTrackTintColor`; images replace the thumb and the two track parts,
/// and `minimumValueImage`/`maximumValueImage` sit at the ends. UIKit does not document its
/// measures: FoldKit's track is 4 pt high, its thumb a 28 pt circle, its height 31 pt.
open class UISlider: UIControl {
    /// Adjustable, its value the position in its range as a whole percentage.
    override var accessibilityDefaults: AccessibilityDefaults {
        var d = controlAccessibilityDefaults
        d.traits.insert(.adjustable)
        let span = maximumValue - minimumValue
        d.value = "\(Int(((span > 0 ? (value - minimumValue) / span : 0) * 100).rounded()))%"
        return d
    }

    /// A tenth of the range up, sending `.valueChanged`.
    open override func accessibilityIncrement() { stepForAccessibility(1) }
    /// A tenth of the range down, sending `.valueChanged`.
    open override func accessibilityDecrement() { stepForAccessibility(-1) }

    private func stepForAccessibility(_ direction: Float) {
        let old = value
        value = old + direction * (maximumValue - minimumValue) / 10
        if value != old { sendActions(for: .valueChanged) }
    }

    /// FoldKit's measures (see above).
    static let trackHeight: CGFloat = 4
    static let thumbSide: CGFloat = 28
    static let height: CGFloat = 31
    /// Between a value image and the track.
    static let imageSpacing: CGFloat = 8

    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0

    open var minimumValue: Float = 0 {
        didSet {
            guard minimumValue.isFinite else {
                report("minimumValue \(minimumValue) ignored: the range's ends must be finite numbers")
                minimumValue = oldValue
                return
            }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            clampValue()
        }
    }

    open var maximumValue: Float = 1 {
        didSet {
            guard maximumValue.isFinite else {
                report("maximumValue \(maximumValue) ignored: the range's ends must be finite numbers")
                maximumValue = oldValue
                return
            }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            clampValue()
        }
    }

    /// Whether dragging sends `.valueChanged` as the value changes (true), or once on lifting.
    open var isContinuous = true

    open var minimumTrackTintColor: UIColor? { didSet { updateAppearance() } }
    open var maximumTrackTintColor: UIColor? { didSet { updateAppearance() } }
    open var thumbTintColor: UIColor? { didSet { updateAppearance() } }
    open var minimumValueImage: UIImage? { didSet { updateAppearance() } }
    open var maximumValueImage: UIImage? { didSet { updateAppearance() } }

    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    /// UIKit's system fill under the thumb's right (a translucent grey).
    private static let defaultMaximumTrack = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)

    /// Holds the parts and takes the disabled dimming, so the slider's own `alpha` stays the app's.
    private let parts = UIView()
    private let minimumTrack = UIImageView()
    private let maximumTrack = UIImageView()
    private let thumb = UIImageView()
    private let minimumImageView = UIImageView()
    private let maximumImageView = UIImageView()
    /// Where the drag began: the finger's x and the value then.
    private var dragStart: (x: CGFloat, value: Float)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        parts.isUserInteractionEnabled = false
        addSubview(parts)
        for v in [minimumImageView, maximumImageView, maximumTrack, minimumTrack, thumb] {
            v.isUserInteractionEnabled = false
            parts.addSubview(v)
        }
        thumb.layer.shadowColor = CGColor(gray: 0, alpha: 1)
        thumb.layer.shadowOpacity = 0.15
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.layer.shadowRadius = 4
        updateAppearance()
    }

    public required init?(coder: NSCoder) { return nil }

    /// Sets the value (clamped to the range); the thumb glides there when `animated`. Sends nothing.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return report("value NaN ignored: give a number in \(minimumValue)…\(maximumValue)") }
        storedValue = min(max(value, minimumValue), maximumValue)
        if animated {
            UIView.animate(withDuration: 0.25) { self.layoutParts() }
        } else {
            setNeedsLayout()
        }
    }

    // MARK: Images

    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        updateAppearance()
    }
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    open var currentThumbImage: UIImage? { Self.image(in: thumbImages, for: state) }

    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
        updateAppearance()
    }
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    open var currentMinimumTrackImage: UIImage? { Self.image(in: minimumTrackImages, for: state) }

    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
        updateAppearance()
    }
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }
    open var currentMaximumTrackImage: UIImage? { Self.image(in: maximumTrackImages, for: state) }

    /// The state's image, else the normal state's, as UIKit falls back.
    private static func image(in images: [UInt: UIImage], for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    // MARK: Geometry (overridable, as in UIKit)

    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track between the value images, `trackHeight` high (a track image's height).
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX
        var maxX = bounds.maxX
        if minimumValueImage != nil { minX = minimumValueImageRect(forBounds: bounds).maxX + Self.imageSpacing }
        if maximumValueImage != nil { maxX = maximumValueImageRect(forBounds: bounds).minX - Self.imageSpacing }
        let height = currentMinimumTrackImage?.size.height ?? Self.trackHeight
        return CGRect(x: minX, y: bounds.midY - height / 2, width: max(0, maxX - minX), height: height)
    }

    /// The thumb at `value`: its edges at the track's ends at the range's ends.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbSide, height: Self.thumbSide)
        let x = rect.minX + (rect.width - size.width) * CGFloat(fraction(of: value))
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func fraction(of value: Float) -> Float {
        maximumValue > minimumValue
            ? (min(max(value, minimumValue), maximumValue) - minimumValue) / (maximumValue - minimumValue) : 0
    }

    open override var intrinsicContentSize: CGSize {
        let thumb = currentThumbImage?.size.height ?? Self.height
        return CGSize(width: UIView.noIntrinsicMetric, height: max(Self.height, thumb))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 100, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() { layoutParts() }

    private func layoutParts() {
        let b = bounds
        // The parts' coordinates are the slider's, whatever its bounds origin.
        parts.frame = b
        parts.bounds.origin = b.origin
        let track = trackRect(forBounds: b)
        let thumbFrame = thumbRect(forBounds: b, trackRect: track, value: storedValue)
        thumb.frame = thumbFrame
        thumb.layer.cornerRadius = currentThumbImage == nil ? thumbFrame.height / 2 : 0
        minimumTrack.frame = CGRect(
            x: track.minX, y: track.minY, width: max(0, thumbFrame.midX - track.minX), height: track.height)
        maximumTrack.frame = CGRect(
            x: thumbFrame.midX, y: track.minY, width: max(0, track.maxX - thumbFrame.midX), height: track.height)
        for part in [minimumTrack, maximumTrack] { part.layer.cornerRadius = part.image == nil ? track.height / 2 : 0 }
        minimumImageView.frame = minimumValueImageRect(forBounds: b)
        maximumImageView.frame = maximumValueImageRect(forBounds: b)
    }

    private func updateAppearance() {
        thumb.image = currentThumbImage
        thumb.backgroundColor = currentThumbImage == nil ? (thumbTintColor ?? .white) : nil
        minimumTrack.image = currentMinimumTrackImage
        minimumTrack.backgroundColor = currentMinimumTrackImage == nil ? (minimumTrackTintColor ?? tintColor) : nil
        maximumTrack.image = currentMaximumTrackImage
        maximumTrack.backgroundColor = currentMaximumTrackImage == nil ? (maximumTrackTintColor ?? Self.defaultMaximumTrack) : nil
        minimumImageView.image = minimumValueImage
        maximumImageView.image = maximumValueImage
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    open override func stateDidChange() {
        parts.alpha = isEnabled ? 1 : 0.5
        updateAppearance()
    }

    // MARK: Tracking

    /// Follows a touch on the thumb (within 44 pt of it, the minimum touch target), not one on
    /// the track.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let t = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        let target = t.insetBy(dx: min(0, (t.width - 44) / 2), dy: min(0, (t.height - 44) / 2))
        guard target.contains(p) else { return false }
        dragStart = (p.x, storedValue)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let start = dragStart else { return false }
        let track = trackRect(forBounds: bounds)
        let travel = track.width - thumbRect(forBounds: bounds, trackRect: track, value: storedValue).width
        guard travel > 0 else { return true }
        let dx = touch.location(in: self).x - start.x
        let moved = start.value + Float(dx / travel) * (maximumValue - minimumValue)
        let before = storedValue
        setValue(moved, animated: false)
        layoutIfNeeded()
        if isContinuous, storedValue != before { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { dragStart = nil }
        if !isContinuous, let start = dragStart, start.value != storedValue { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        defer { dragStart = nil }
        if !isContinuous, let start = dragStart, start.value != storedValue { sendActions(for: .valueChanged) }
    }

    // MARK: Bad input

    private func clampValue() {
        let clamped = min(max(storedValue, minimumValue), maximumValue)
        if clamped != storedValue {
            storedValue = clamped
            setNeedsLayout()
        }
    }

    private func report(_ message: String) {
        FileHandle.standardError.write(Data("UISlider: \(message).\n".utf8))
    }
}
