import FoldCore
import Foundation

/// UIButton: a title and an image per control state, centred side by side, and a hit area of at
/// least 44 × 44 points however small the button is drawn.
///
/// A state without its own title, colour or image uses the normal state's. As in UIKit,
/// `init(frame:)` makes a `.custom` button (white titles that stay as they are when pressed) and
/// `init(type: .system)` a system one: titles in the tint colour, faded to 20 % while
/// highlighted and to 35 % while disabled when those states have no colour of their own.
open class UIButton: UIControl {
    /// A button labelled by its title in the current state.
    override var accessibilityDefaults: AccessibilityDefaults {
        var d = controlAccessibilityDefaults
        d.label = title(for: state)
        d.traits.insert(.button)
        return d
    }

    /// UIButton.ButtonType (UIKit's raw values); the kinds with system images are not here.
    public enum ButtonType: Int, Sendable {
        /// No style: white titles, no highlight effect.
        case custom = 0
        /// The system style: tinted titles that fade while highlighted.
        case system = 1
        /// The old name of `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// The smallest touch target, in points (Apple's Human Interface Guidelines).
    public static let minimumHitSize = 44.0
    public static var systemTint: UIColor { UIView.defaultTint }

    /// The kind of button (`init(frame:)` makes `.custom` ones).
    public private(set) var buttonType = ButtonType.custom
    /// The label that shows the current title (UIKit's is optional; this one always exists).
    open var titleLabel: UILabel? { label }
    /// The image view that shows the current image (UIKit's is optional; this one always exists).
    open var imageView: UIImageView? { image }
    private let label = UILabel()
    private let image = UIImageView()

    /// A button's baseline is its title's (none without a title: its edges).
    open override var forLastBaselineLayout: UIView { label.text?.isEmpty == false && label.superview === self ? label : self }
    /// Space between the image and the title, in points.
    public var imageTitleSpacing = 6.0 {
        didSet { setNeedsLayout() }
    }

    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]
    private var images: [State: UIImage] = [:]

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        label.isUserInteractionEnabled = false
        label.textAlignment = .center
        addSubview(image)
        addSubview(label)
        updateContent()
    }

    /// A button of a kind, with a zero frame (set it, or let Auto Layout place it).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateContent()
    }

    public required init?(coder: NSCoder) { return nil }

    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        updateContent()
    }
    public func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

    public func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        updateContent()
    }
    /// The colour set for a state, else the normal state's, else the kind's: the tint colour for
    /// a system button, white for a custom one.
    public func titleColor(for state: State) -> UIColor? {
        titleColors[state] ?? titleColors[.normal] ?? (buttonType == .system ? tintColor : .white)
    }

    /// The image for a state: a system button shows an `.automatic` image as a template in its
    /// tint colour, as UIKit's does.
    public func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        updateContent()
    }
    public func image(for state: State) -> UIImage? { images[state] ?? images[.normal] }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if buttonType == .system { updateContent() }
    }

    /// The state whose content shows: highlighted wins over selected, disabled over both
    /// (a lookup falls back to normal).
    private var displayState: State {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        if isSelected { return .selected }
        return .normal
    }

    open override func stateDidChange() { updateContent() }

    private func updateContent() {
        let s = displayState
        label.text = title(for: s)
        var color = titleColor(for: s) ?? .white
        if buttonType == .system {
            if s == .highlighted, titleColors[.highlighted] == nil { color = color.withAlphaComponent(color.cgColor.alpha * 0.2) }
            if s == .disabled, titleColors[.disabled] == nil { color = color.withAlphaComponent(color.cgColor.alpha * 0.35) }
        }
        label.textColor = color
        image.templatesAutomaticImages = buttonType == .system
        image.image = self.image(for: s)
        image.isHidden = image.image == nil
        setNeedsLayout()
    }

    /// The title and image side by side, centred.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let t = label.text == nil ? CGSize.zero : label.sizeThatFits(size)
        let i = image.image?.size ?? .zero
        let gap = t.width > 0 && i.width > 0 ? imageTitleSpacing : 0
        return CGSize(width: t.width + gap + i.width, height: max(t.height, i.height))
    }

    open override func layoutSubviews() {
        let b = bounds
        let t = label.text == nil ? CGSize.zero : label.sizeThatFits(b.size)
        let i = image.image?.size ?? .zero
        let gap = t.width > 0 && i.width > 0 ? imageTitleSpacing : 0
        let total = t.width + gap + i.width
        let x = b.midX - total / 2
        // Inside an animation block (a resize with layoutIfNeeded) these animate too, as in UIKit.
        image.frame = CGRect(x: x, y: b.midY - i.height / 2, width: i.width, height: i.height)
        label.frame = CGRect(x: x + i.width + gap, y: b.midY - t.height / 2, width: t.width, height: t.height)
    }

    /// Inside the bounds grown (about their centre) to at least 44 × 44 points.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let b = bounds
        let w = max(b.width, Self.minimumHitSize)
        let h = max(b.height, Self.minimumHitSize)
        return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h).contains(point)
    }
}
