import FoldCore
import Foundation

/// UIButton (the system type): a title and an image per control state, centred side by side,
/// and a hit area of at least 44 × 44 points however small the button is drawn.
///
/// A state without its own title, colour or image uses the normal state's. Highlighted without
/// its own title colour shows the normal colour faded to 20 % (the system button's look).
open class UIButton: UIControl {
    /// The smallest touch target, in points (Apple's Human Interface Guidelines).
    public static let minimumHitSize = 44.0
    public static let systemTint = UIView.defaultTint

    public let titleLabel = UILabel()
    public let imageView = UIImageView()
    /// Space between the image and the title, in points.
    public var imageTitleSpacing = 6.0 {
        didSet { setNeedsLayout() }
    }

    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [.normal: UIButton.systemTint]
    private var images: [State: UIImage] = [:]

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        titleLabel.isUserInteractionEnabled = false
        titleLabel.textAlignment = .center
        addSubview(imageView)
        addSubview(titleLabel)
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
    public func titleColor(for state: State) -> UIColor? { titleColors[state] ?? titleColors[.normal] }

    public func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        updateContent()
    }
    public func image(for state: State) -> UIImage? { images[state] ?? images[.normal] }

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
        titleLabel.text = title(for: s)
        var color = titleColor(for: s) ?? UIButton.systemTint
        if s == .highlighted, titleColors[.highlighted] == nil { color = color.withAlphaComponent(color.cgColor.alpha * 0.2) }
        if s == .disabled, titleColors[.disabled] == nil { color = color.withAlphaComponent(color.cgColor.alpha * 0.35) }
        titleLabel.textColor = color
        imageView.image = image(for: s)
        imageView.isHidden = imageView.image == nil
        setNeedsLayout()
    }

    /// The title and image side by side, centred.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let t = titleLabel.text == nil ? CGSize.zero : titleLabel.sizeThatFits(size)
        let i = imageView.image?.size ?? .zero
        let gap = t.width > 0 && i.width > 0 ? imageTitleSpacing : 0
        return CGSize(width: t.width + gap + i.width, height: max(t.height, i.height))
    }

    open override func layoutSubviews() {
        let b = bounds
        let t = titleLabel.text == nil ? CGSize.zero : titleLabel.sizeThatFits(b.size)
        let i = imageView.image?.size ?? .zero
        let gap = t.width > 0 && i.width > 0 ? imageTitleSpacing : 0
        let total = t.width + gap + i.width
        let x = b.midX - total / 2
        // Inside an animation block (a resize with layoutIfNeeded) these animate too, as in UIKit.
        imageView.frame = CGRect(x: x, y: b.midY - i.height / 2, width: i.width, height: i.height)
        titleLabel.frame = CGRect(x: x + i.width + gap, y: b.midY - t.height / 2, width: t.width, height: t.height)
    }

    /// Inside the bounds grown (about their centre) to at least 44 × 44 points.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let b = bounds
        let w = max(b.width, Self.minimumHitSize)
        let h = max(b.height, Self.minimumHitSize)
        return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h).contains(point)
    }
}
