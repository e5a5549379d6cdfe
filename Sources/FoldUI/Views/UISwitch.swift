import FoldCore
import Foundation

/// UISwitch: an on/off control, 51 × 31 pt, whose thumb slides (0.25 s) when tapped. A tap
/// toggles it and sends `.valueChanged`; `setOn(_:animated:)` from code sends nothing, as in UIKit.
///
/// ```swift
/// let reduceMotion = UISwitch()
/// reduceMotion.addAction(for: .valueChanged) { control in print((control as! UISwitch).isOn) }
/// ```
open class UISwitch: UIControl {
    /// A button whose value is "1" when on and "0" when off.
    override var accessibilityDefaults: AccessibilityDefaults {
        var d = controlAccessibilityDefaults
        d.traits.insert(.button)
        d.value = isOn ? "1" : "0"
        return d
    }

    /// UISwitch's intrinsic size.
    public static let size = CGSize(width: 51, height: 31)

    /// On or off; setting it moves the thumb without animation and sends nothing, as UIKit's.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    private var on = false
    /// The track's colour when on; nil is UIKit's green.
    open var onTintColor: UIColor? { didSet { updateColors() } }
    /// The track's colour when off (FoldKit's; UIKit draws an outline instead).
    public var offTintColor = UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1) { didSet { updateColors() } }
    private static let defaultOnTint = UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1)

    /// The rounded track, holding the thumb; it takes the colours and the disabled dimming, so
    /// the switch's own `backgroundColor` and `alpha` stay the app's (nil and 1, as UIKit's).
    private let track = UIView()
    private let thumb = UIView()

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: Self.size) : frame)
        thumb.backgroundColor = .white
        thumb.layer.borderWidth = 0.5
        thumb.layer.borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.12)
        thumb.isUserInteractionEnabled = false
        track.isUserInteractionEnabled = false
        track.addSubview(thumb)
        addSubview(track)
        updateColors()
    }

    public required init?(coder: NSCoder) { return nil }

    /// Sets the state; the thumb slides when `animated`.
    open func setOn(_ on: Bool, animated: Bool) {
        self.on = on
        if animated {
            UIView.animate(withDuration: 0.25) {
                self.updateColors()
                self.layoutThumb()
            }
        } else {
            updateColors()
            layoutThumb()
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func layoutSubviews() {
        layoutThumb()
    }

    private func layoutThumb() {
        track.frame = bounds
        track.layer.cornerRadius = bounds.height / 2
        let inset = 2.0
        let side = max(0, bounds.height - 2 * inset)
        thumb.frame = CGRect(x: isOn ? bounds.width - inset - side : inset, y: inset, width: side, height: side)
        thumb.layer.cornerRadius = side / 2
    }

    private func updateColors() { track.backgroundColor = isOn ? (onTintColor ?? Self.defaultOnTint) : offTintColor }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        let inside = touches.first.map { isInsideForTracking($0.location(in: self)) } ?? false
        super.touchesEnded(touches, with: event)
        guard wasTracking, inside, isEnabled else { return }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }

    open override func stateDidChange() { track.alpha = isEnabled ? 1 : 0.5 }
}
