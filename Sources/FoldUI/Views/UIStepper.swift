import FoldCore
import Foundation

/// UIStepper: a minus and a plus button that step a value, 94 × 32 pt, as UIKit's.
///
/// A touch down on a half steps the value by `stepValue` at once and sends `.valueChanged`
/// (on lift instead, when `isContinuous` is false); held, it repeats (`autorepeat`) after half a
/// second, every tenth of a second, on the frame clock. At a bound the value stops there, or
/// with `wraps` goes round to the other bound; a half that cannot step is dimmed. Setting
/// `value` from code clamps it and sends nothing, as UIKit's.
///
/// ```swift
/// let quantity = UIStepper()
/// quantity.maximumValue = 9
/// quantity.addAction(UIAction { _ in label.text = "\(Int(quantity.value))" }, for: .valueChanged)
/// ```
open class UIStepper: UIControl {
    /// Adjustable by `stepValue`, its value the number it shows.
    override var accessibilityDefaults: AccessibilityDefaults {
        var d = controlAccessibilityDefaults
        d.traits.insert(.adjustable)
        d.value = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        return d
    }

    /// One step up, as the + half does (wrapping when `wraps`), sending `.valueChanged`.
    open override func accessibilityIncrement() { stepForAccessibility(1) }
    /// One step down, as the − half does.
    open override func accessibilityDecrement() { stepForAccessibility(-1) }

    private func stepForAccessibility(_ direction: Double) {
        let old = storedValue
        stepOnce(direction)
        if storedValue != old, !isContinuous { sendActions(for: .valueChanged) }
        changedWhileHeld = false
    }

    /// UIStepper's intrinsic size.
    public static let size = CGSize(width: 94, height: 32)
    /// How long a held half waits before it repeats, and then how often it repeats.
    public static let autorepeatDelay = 0.5
    public static let autorepeatInterval = 0.1

    /// The value, between `minimumValue` and `maximumValue` (0 by default).
    open var value: Double {
        get { storedValue }
        set {
            storedValue = min(max(newValue, minimumValue), maximumValue)
            updateButtons()
        }
    }
    private var storedValue = 0.0
    /// The lowest value (0 by default); a larger one than `maximumValue` is refused (UIKit raises).
    open var minimumValue = 0.0 {
        didSet { boundsChanged(oldMinimum: oldValue, oldMaximum: maximumValue) }
    }
    /// The highest value (100 by default); a smaller one than `minimumValue` is refused.
    open var maximumValue = 100.0 {
        didSet { boundsChanged(oldMinimum: minimumValue, oldMaximum: oldValue) }
    }
    /// The step (1 by default); it must be more than 0 (a step of 0 or less is refused).
    open var stepValue = 1.0 {
        didSet {
            if !(stepValue > 0) {
                report("stepValue must be greater than 0 (was set to \(stepValue))")
                stepValue = oldValue
            }
        }
    }
    /// Whether each step sends `.valueChanged` as it happens (true) or once on lift.
    open var isContinuous = true
    /// Whether a held half keeps stepping.
    open var autorepeat = true
    /// Whether stepping past a bound goes round to the other one.
    open var wraps = false {
        didSet { updateButtons() }
    }

    private let minus = UILabel()
    private let plus = UILabel()
    private let divider = UIView()
    /// The half being held (−1 or +1), when it was touched, and the repeats so far.
    private var held: (direction: Double, since: Double?, repeats: Int)?
    private var changedWhileHeld = false
    private var repeater: CADisplayLink?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        // iOS 13's stepper: a grey rounded rectangle, a divider, "−" and "+".
        backgroundColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        layer.cornerRadius = 8
        for (label, text) in [(minus, "−"), (plus, "+")] {
            label.text = text
            label.font = .systemFont(ofSize: 22)
            label.textAlignment = .center
            addSubview(label)
        }
        divider.backgroundColor = UIColor(white: 0, alpha: 0.15)
        divider.isUserInteractionEnabled = false
        addSubview(divider)
        updateButtons()
    }

    public required init?(coder: NSCoder) { return nil }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let half = bounds.width / 2
        minus.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        plus.frame = CGRect(x: half, y: 0, width: half, height: bounds.height)
        divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: max(0, bounds.height - 16))
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        let direction = touch.location(in: self).x < bounds.width / 2 ? -1.0 : 1.0
        held = (direction, nil, 0)
        changedWhileHeld = false
        stepOnce(direction)
        if autorepeat {
            let link = CADisplayLink(target: self, selector: UIStepper.repeatStep(_:))
            link.add(to: .main, forMode: .common)
            repeater = link
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if !isContinuous, changedWhileHeld { sendActions(for: .valueChanged) }
        stopHolding()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        if !isContinuous, changedWhileHeld { sendActions(for: .valueChanged) }
        stopHolding()
    }

    private func stopHolding() {
        held = nil
        repeater?.invalidate()
        repeater = nil
    }

    /// Each frame while a half is held: a step when the next repeat is due.
    private func repeatStep(_ link: CADisplayLink) {
        guard var h = held, isTracking, isTouchInside else { return }
        let now = link.targetTimestamp
        let since = h.since ?? link.timestamp
        h.since = since
        let due = since + Self.autorepeatDelay + Double(h.repeats) * Self.autorepeatInterval
        if now + 1e-9 >= due {
            h.repeats += 1
            held = h
            stepOnce(h.direction)
        } else {
            held = h
        }
    }

    private func stepOnce(_ direction: Double) {
        var next = storedValue + direction * stepValue
        if next > maximumValue + 1e-12 {
            next = wraps ? minimumValue : maximumValue
        } else if next < minimumValue - 1e-12 {
            next = wraps ? maximumValue : minimumValue
        }
        guard next != storedValue else { return }
        storedValue = next
        updateButtons()
        changedWhileHeld = true
        if isContinuous { sendActions(for: .valueChanged) }
    }

    // MARK: Appearance and checks

    private func updateButtons() {
        minus.alpha = isEnabled && (wraps || storedValue > minimumValue) ? 1 : 0.3
        plus.alpha = isEnabled && (wraps || storedValue < maximumValue) ? 1 : 0.3
    }

    open override func stateDidChange() { updateButtons() }

    private func boundsChanged(oldMinimum: Double, oldMaximum: Double) {
        guard minimumValue <= maximumValue else {
            report("minimumValue \(minimumValue) must not exceed maximumValue \(maximumValue); the change is undone")
            (minimumValue, maximumValue) = (oldMinimum, oldMaximum)
            return
        }
        value = storedValue
    }

    private func report(_ message: String) {
        FileHandle.standardError.write(Data("UIStepper: \(message).\n".utf8))
    }
}
