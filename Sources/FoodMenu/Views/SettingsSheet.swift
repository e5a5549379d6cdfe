#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The app's settings: what the settings sheet switches.
public struct FoodMenuSettings: Equatable, Sendable {
    /// Opening a card closes the one that is open (Ramotion's demo lets several stay open).
    public var oneOpenAtATime = false
    /// Cards cross-fade open and closed, flights become a short fade at the target (the badges
    /// still count). It starts as the system's
    /// Reduce Motion setting and follows it when it changes (`FoodMenuController`).
    public var reducedMotion = UIAccessibility.isReduceMotionEnabled
    /// Everything at a tenth of its speed, as the seeds show their effects.
    public var slowMotion = false

    public init(
        oneOpenAtATime: Bool = false, reducedMotion: Bool = UIAccessibility.isReduceMotionEnabled, slowMotion: Bool = false
    ) {
        self.oneOpenAtATime = oneOpenAtATime
        self.reducedMotion = reducedMotion
        self.slowMotion = slowMotion
    }
}

/// A panel at the bottom over a dimmed list: a title, a Done button and one switch per setting.
/// `onChange` gets the new settings at every switch; `onDone` is called for Done and for a tap
/// on the dimmed list. `SettingsController` shows it and slides the panel in and out.
public final class SettingsSheet: UIView {
    public private(set) var settings: FoodMenuSettings
    public var onChange: ((FoodMenuSettings) -> Void)?
    public var onDone: (() -> Void)?

    let dimming = UIView()
    let panel = UIView()
    let titleLabel = UILabel()
    public let doneButton = UIButton(type: .system)
    let rows: [(label: UILabel, toggle: UISwitch, keyPath: WritableKeyPath<FoodMenuSettings, Bool>)]
    static let panelHeight = 250.0

    public init(frame: CGRect, settings: FoodMenuSettings) {
        self.settings = settings
        rows = [
            (Self.rowLabel(MenuLanguage.current.strings.oneOpenCard), UISwitch(), \FoodMenuSettings.oneOpenAtATime),
            (Self.rowLabel(MenuLanguage.current.strings.reduceMotion), UISwitch(), \FoodMenuSettings.reducedMotion),
            (Self.rowLabel(MenuLanguage.current.strings.slowMotion), UISwitch(), \FoodMenuSettings.slowMotion),
        ]
        super.init(frame: frame)
        dimming.alpha = 0
        dimming.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.35)
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: SettingsSheet.done))
        addSubview(dimming)
        panel.backgroundColor = MenuPalette.card
        panel.layer.cornerRadius = 14
        addSubview(panel)
        titleLabel.text = MenuLanguage.current.strings.settingsTitle
        titleLabel.font = .systemFont(ofSize: 18, weight: .semibold)
        panel.addSubview(titleLabel)
        doneButton.setTitle(MenuLanguage.current.strings.done, for: .normal)
        doneButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        doneButton.addTarget(self, action: SettingsSheet.done, for: .touchUpInside)
        panel.addSubview(doneButton)
        for row in rows {
            row.toggle.setOn(settings[keyPath: row.keyPath], animated: false)
            row.toggle.addTarget(self, action: SettingsSheet.toggleChanged(_:), for: .valueChanged)
            panel.addSubview(row.label)
            panel.addSubview(row.toggle)
        }
    }

    public required init?(coder: NSCoder) { return nil }

    private static func rowLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 16)
        return label
    }

    func toggleChanged(_ sender: UISwitch) {
        guard let row = rows.first(where: { $0.toggle === sender }) else { return }
        settings[keyPath: row.keyPath] = sender.isOn
        onChange?(settings)
    }

    public override func layoutSubviews() {
        dimming.frame = bounds
        let h = Self.panelHeight
        panel.frame = CGRect(x: 0, y: bounds.height - h + (isPanelShown ? 0 : h), width: bounds.width, height: h + 20)
        // Measured left to right (the switches trailing); mirrored right to left.
        place(titleLabel, CGRect(x: 20, y: 18, width: bounds.width - 140, height: 24))
        place(doneButton, CGRect(x: bounds.width - 110, y: 10, width: 96, height: 40))
        for (i, row) in rows.enumerated() {
            let y = 70 + Double(i) * 56
            place(row.label, CGRect(x: 20, y: y + 6, width: bounds.width - 100, height: 20))
            place(
                row.toggle,
                CGRect(x: bounds.width - 20 - UISwitch.size.width, y: y, width: UISwitch.size.width, height: UISwitch.size.height)
            )
        }
    }

    /// Whether the panel is up (else it waits below the bottom edge, the dimming clear).
    public private(set) var isPanelShown = false

    func done() { onDone?() }

    /// Slides the panel up and fades the dimming in (or down and out), animated or at once.
    public func setPanelShown(_ shown: Bool, animated: Bool) {
        guard shown != isPanelShown else { return }
        layoutIfNeeded()
        isPanelShown = shown
        let change = {
            self.dimming.alpha = shown ? 1 : 0
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
        if animated {
            UIView.animate(
                withDuration: shown ? 0.3 : 0.25, delay: 0, options: shown ? .curveEaseOut : .curveEaseIn, animations: change)
        } else {
            change()
        }
    }
}
