import FoldCore
import FoldUI
import Foundation

/// The app's settings: what the settings sheet switches.
public struct FoodMenuSettings: Equatable, Sendable {
    /// Opening a card closes the one that is open (Ramotion's demo lets several stay open).
    public var oneOpenAtATime = false
    /// Flights become a short cross-fade, folds are quicker (the badges still count).
    public var reducedMotion = false
    /// Everything at a tenth of its speed, as the seeds show their effects.
    public var slowMotion = false

    public init(oneOpenAtATime: Bool = false, reducedMotion: Bool = false, slowMotion: Bool = false) {
        self.oneOpenAtATime = oneOpenAtATime
        self.reducedMotion = reducedMotion
        self.slowMotion = slowMotion
    }
}

/// A sheet that slides up from the bottom over a dimmed list: a title, a Done button and one
/// switch per setting. `onChange` gets the new settings at every switch.
public final class SettingsSheet: UIView {
    public private(set) var settings: FoodMenuSettings
    public var onChange: ((FoodMenuSettings) -> Void)?
    /// Called after the sheet has slid away and left its superview.
    public var onDismiss: (() -> Void)?

    let dimming = UIView()
    let panel = UIView()
    let titleLabel = UILabel(text: "设置 · Settings", fontSize: 18)
    public let doneButton = UIButton(type: .system)
    let rows: [(label: UILabel, toggle: UISwitch, keyPath: WritableKeyPath<FoodMenuSettings, Bool>)]
    static let panelHeight = 250.0

    public init(frame: CGRect, settings: FoodMenuSettings) {
        self.settings = settings
        rows = [
            (UILabel(text: "一次只展开一张 · One open card", fontSize: 16), UISwitch(), \FoodMenuSettings.oneOpenAtATime),
            (UILabel(text: "减少动态效果 · Reduce motion", fontSize: 16), UISwitch(), \FoodMenuSettings.reducedMotion),
            (UILabel(text: "慢动作 · Slow motion (×0.1)", fontSize: 16), UISwitch(), \FoodMenuSettings.slowMotion),
        ]
        super.init(frame: frame)
        dimming.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.35)
        let tapOutside = UITapGestureRecognizer()
        tapOutside.addTarget(self) { sheet, _ in sheet.dismiss() }
        dimming.addGestureRecognizer(tapOutside)
        addSubview(dimming)
        panel.backgroundColor = .white
        panel.layer.cornerRadius = 14
        addSubview(panel)
        titleLabel.fontWeight = 600
        panel.addSubview(titleLabel)
        doneButton.setTitle("完成 Done", for: .normal)
        doneButton.titleLabel?.fontSize = 17
        doneButton.titleLabel?.fontWeight = 600
        doneButton.addAction(for: .touchUpInside) { [weak self] _ in self?.dismiss() }
        panel.addSubview(doneButton)
        for row in rows {
            row.toggle.setOn(settings[keyPath: row.keyPath], animated: false)
            let keyPath = row.keyPath
            row.toggle.addAction(for: .valueChanged) { [weak self] control in
                guard let self, let toggle = control as? UISwitch else { return }
                self.settings[keyPath: keyPath] = toggle.isOn
                self.onChange?(self.settings)
            }
            panel.addSubview(row.label)
            panel.addSubview(row.toggle)
        }
    }

    public required init?(coder: NSCoder) { return nil }

    public override func layoutSubviews() {
        dimming.frame = bounds
        let h = Self.panelHeight
        panel.frame = CGRect(x: 0, y: bounds.height - h + (isPresented ? 0 : h), width: bounds.width, height: h + 20)
        titleLabel.frame = CGRect(x: 20, y: 18, width: bounds.width - 140, height: 24)
        doneButton.frame = CGRect(x: bounds.width - 110, y: 10, width: 96, height: 40)
        for (i, row) in rows.enumerated() {
            let y = 70 + Double(i) * 56
            row.label.frame = CGRect(x: 20, y: y + 6, width: bounds.width - 100, height: 20)
            row.toggle.frame = CGRect(x: bounds.width - 20 - UISwitch.size.width, y: y, width: UISwitch.size.width, height: UISwitch.size.height)
        }
    }

    private var isPresented = false

    /// Slides the panel up and fades the dimming in.
    public func present() {
        isPresented = false
        dimming.alpha = 0
        layoutIfNeeded()
        isPresented = true
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut) {
            self.dimming.alpha = 1
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }

    /// Slides the panel down, then leaves the superview.
    public func dismiss() {
        guard isPresented else { return }
        isPresented = false
        UIView.animate(
            withDuration: 0.25, delay: 0, options: .curveEaseIn,
            animations: {
                self.dimming.alpha = 0
                self.setNeedsLayout()
                self.layoutIfNeeded()
            },
            completion: { _ in
                self.removeFromSuperview()
                self.onDismiss?()
            })
    }
}
