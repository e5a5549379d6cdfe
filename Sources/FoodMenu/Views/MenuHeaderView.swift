#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The bar at the top of the menu: the title, the likes button on the left (♥ with the number of
/// liked dishes; likes fly into it) and the settings button on the right.
public final class MenuHeaderView: UIView {
    public static let height = 64.0

    let titleLabel = UILabel()
    public let likesButton = UIButton(type: .system)
    public let likesCountLabel = UILabel()
    public let settingsButton = UIButton(type: .system)
    let separator = UIView()

    /// The number shown beside the heart.
    public var likesCount = 0 {
        didSet {
            likesCountLabel.text = "\(likesCount)"
            likesButton.accessibilityValue = "\(likesCount)"
        }
    }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = MenuPalette.bar
        titleLabel.text = MenuLanguage.current.strings.title
        titleLabel.font = .systemFont(ofSize: 19, weight: .semibold)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        likesButton.setTitle("♥", for: .normal)
        likesButton.titleLabel?.font = .systemFont(ofSize: 24)
        likesButton.setTitleColor(MenuPalette.likes, for: .normal)
        addSubview(likesButton)
        likesCountLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        likesCountLabel.textColor = MenuPalette.likes
        likesCountLabel.isUserInteractionEnabled = false
        likesCountLabel.text = "0"
        addSubview(likesCountLabel)
        updateGear()
        addSubview(settingsButton)
        // Image and symbol buttons need words for an assistive app.
        settingsButton.accessibilityLabel = MenuLanguage.current.strings.settings
        likesButton.accessibilityLabel = MenuLanguage.current.strings.likes
        likesButton.accessibilityValue = "0"
        likesCountLabel.isAccessibilityElement = false
        separator.backgroundColor = MenuPalette.barSeparator
        addSubview(separator)
    }

    public required init?(coder: NSCoder) { return nil }

    public override func layoutSubviews() {
        let w = bounds.width
        let h = bounds.height
        // Measured left to right (likes leading, settings trailing); mirrored right to left.
        titleLabel.frame = CGRect(x: 70, y: (h - 26) / 2 + 6, width: max(0, w - 140), height: 26)
        place(likesButton, CGRect(x: 8, y: (h - 44) / 2 + 6, width: 44, height: 44))
        place(likesCountLabel, CGRect(x: 48, y: (h - 20) / 2 + 6, width: 40, height: 20))
        place(settingsButton, CGRect(x: w - 52, y: (h - 44) / 2 + 6, width: 44, height: 44))
        separator.frame = CGRect(x: 0, y: h - 0.5, width: w, height: 0.5)
    }

    /// The tint and the appearance the gear was last drawn in.
    private var gearDrawn: (tint: UIColor, style: UIUserInterfaceStyle)?

    /// Draws the gear again when the tint it follows, or the appearance its colours resolve in,
    /// changed.
    private func updateGear() {
        let style = traitCollection.userInterfaceStyle
        if let drawn = gearDrawn, drawn.tint == tintColor, drawn.style == style { return }
        gearDrawn = (tintColor, style)
        traitCollection.performAsCurrent {
            settingsButton.setImage(Self.gearImage(size: 24, color: tintColor, hole: backgroundColor ?? .white), for: .normal)
        }
    }

    public override func tintColorDidChange() {
        super.tintColorDidChange()
        updateGear()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateGear()
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        updateGear()
    }

    /// A gear: a ring with eight teeth in `color`, and a hole in `hole`, at the screen's scale.
    static func gearImage(size: CGFloat, color: UIColor, hole: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { renderer in
            let g = renderer.cgContext
            let c = size / 2
            let outer = size * 0.46
            let inner = size * 0.34
            let teeth = CGMutablePath()
            for i in 0..<8 {
                let a = CGFloat(i) * .pi / 4
                let (w1, w2) = (a - 0.2, a + 0.2)
                teeth.move(to: CGPoint(x: c + inner * cos(w1), y: c + inner * sin(w1)))
                teeth.addLine(to: CGPoint(x: c + outer * cos(w1 + 0.06), y: c + outer * sin(w1 + 0.06)))
                teeth.addLine(to: CGPoint(x: c + outer * cos(w2 - 0.06), y: c + outer * sin(w2 - 0.06)))
                teeth.addLine(to: CGPoint(x: c + inner * cos(w2), y: c + inner * sin(w2)))
                teeth.closeSubpath()
            }
            g.setFillColor(color.cgColor)
            g.addPath(teeth)
            g.fillPath()
            g.fillEllipse(in: CGRect(x: c - inner, y: c - inner, width: inner * 2, height: inner * 2))
            g.setFillColor(hole.cgColor)
            g.fillEllipse(in: CGRect(x: c - size * 0.13, y: c - size * 0.13, width: size * 0.26, height: size * 0.26))
        }
    }
}
