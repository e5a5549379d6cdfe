import FoldCore
import FoldUI
import Foundation

/// UIStepper's job in the open card: − value +, from `minimumValue` to `maximumValue`; sends
/// `.valueChanged` when a button changes the value.
public final class QuantityStepper: UIControl {
    public var minimumValue = 1 { didSet { value = clamped(value) } }
    public var maximumValue = 9 { didSet { value = clamped(value) } }
    public var value = 1 {
        didSet {
            if clamped(value) != value { value = clamped(value) }
            updateContent()
        }
    }

    let minusButton = UIButton(type: .system)
    let plusButton = UIButton(type: .system)
    let valueLabel = UILabel()

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        layer.cornerRadius = 8
        layer.borderWidth = 1
        layer.borderColor = CGColor(red: 0.8, green: 0.8, blue: 0.82, alpha: 1)
        for (button, title, step) in [(minusButton, "−", -1), (plusButton, "+", 1)] {
            button.setTitle(title, for: .normal)
            button.titleLabel?.fontSize = 24
            button.addAction(for: .touchUpInside) { [weak self] _ in self?.step(by: step) }
            addSubview(button)
        }
        valueLabel.fontSize = 20
        valueLabel.textAlignment = .center
        addSubview(valueLabel)
        updateContent()
    }

    public required init?(coder: NSCoder) { return nil }

    private func clamped(_ v: Int) -> Int { min(max(v, minimumValue), max(minimumValue, maximumValue)) }

    private func step(by delta: Int) {
        let next = clamped(value + delta)
        guard next != value else { return }
        value = next
        sendActions(for: .valueChanged)
    }

    private func updateContent() {
        valueLabel.text = "\(value)"
        minusButton.isEnabled = value > minimumValue
        plusButton.isEnabled = value < maximumValue
    }

    public override func layoutSubviews() {
        let w = bounds.width, h = bounds.height, side = min(h, w / 3)
        minusButton.frame = CGRect(x: 0, y: 0, width: side, height: h)
        plusButton.frame = CGRect(x: w - side, y: 0, width: side, height: h)
        valueLabel.frame = CGRect(x: side, y: (h - 24) / 2, width: w - 2 * side, height: 24)
    }
}
