import FoldCore
import Foundation

/// UITableViewCell: a row's view, reused for other rows as the table scrolls. Put content in
/// `contentView` (or use `textLabel`); the data source fills it in `cellForRowAt` every time.
open class UITableViewCell: UIView {
    /// How the cell highlights when selected (UITableViewCell.SelectionStyle, UIKit's raw
    /// values): every style but `.none` shows `selectedBackgroundView`, as since iOS 7.
    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// The standard layouts of a cell's labels (UITableViewCell.CellStyle, UIKit's raw values).
    public enum CellStyle: Int, Sendable {
        /// A label on the left.
        case `default` = 0
        /// A label on the left and a grey detail label right-aligned on the right.
        case value1 = 1
        /// A small blue right-aligned label, then a detail label beside it.
        case value2 = 2
        /// A label with a smaller grey detail label below it.
        case subtitle = 3
    }

    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?
    /// The view content goes in; it fills the cell.
    public let contentView = UIView()
    /// The style's main label, in `contentView`.
    public private(set) var textLabel: UILabel? = UILabel()
    /// The style's detail label (nil in the default style), in `contentView`.
    public private(set) var detailTextLabel: UILabel?
    private let cellStyle: CellStyle
    /// Shown behind the content while highlighted or selected.
    public let selectedBackgroundView = UIView()
    public var selectionStyle = SelectionStyle.default {
        didSet { updateSelectionAppearance() }
    }
    public var isHighlighted = false {
        didSet { updateSelectionAppearance() }
    }
    public var isSelected = false {
        didSet { updateSelectionAppearance() }
    }

    /// A cell reads as one element labelled by the labels in its content, as UIKit's.
    override var accessibilityDefaults: AccessibilityDefaults {
        var traits = UIAccessibilityTraits.none
        if isSelected { traits.insert(.selected) }
        let labels = AccessibilityTree.elements(in: contentView).compactMap(\.accessibilityLabel).filter { !$0.isEmpty }
        return AccessibilityDefaults(
            isElement: true, label: labels.isEmpty ? nil : labels.joined(separator: ", "), traits: traits)
    }

    /// The table view the cell is in (its nearest `UITableView` ancestor), nil when it is in none.
    public var enclosingTableView: UITableView? {
        var v = superview
        while let current = v, !(current is UITableView) { v = current.superview }
        return v as? UITableView
    }

    /// A cell of a style. It is `required` because the table makes registered cells through
    /// their class, which Swift allows only for a required initializer (UIKit makes them
    /// through the Objective-C runtime): a subclass overriding it writes `required` for
    /// `override` (docs/porting.md).
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        cellStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .systemBackground
        selectedBackgroundView.backgroundColor = UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1)
        selectedBackgroundView.isHidden = true
        addSubview(selectedBackgroundView)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        // UIKit's content view on an iPhone: 11 points above and below, 16 at the sides (not
        // documented; what UIKit reports), and the cell's margins where they are larger.
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        contentView.preservesSuperviewLayoutMargins = true
        if let textLabel { contentView.addSubview(textLabel) }
        if style != .default {
            let detail = UILabel()
            detail.textColor = UIColor(white: 0.56, alpha: 1)
            contentView.addSubview(detail)
            detailTextLabel = detail
        }
        switch style {
        case .subtitle: detailTextLabel?.font = .systemFont(ofSize: 12)
        case .value1: detailTextLabel?.textAlignment = .right
        case .value2:
            textLabel?.font = .boldSystemFont(ofSize: 12)
            textLabel?.textColor = UIView.defaultTint
            textLabel?.textAlignment = .right
            detailTextLabel?.font = .systemFont(ofSize: 12)
            detailTextLabel?.textColor = .label
        case .default: break
        }
    }

    public required init?(coder: NSCoder) { return nil }

    /// Called before the table hands the cell out again: clears the highlight and selection
    /// (the table selects it again if its new row is selected).
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
    }

    /// The cell's size from its content view's constraints, which the table asks for to size a
    /// self-sizing row (at its width, `.required`; the height at `.fittingSizeLevel`).
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        // The content view spans the cell already (its autoresizing mask), so the margins it
        // takes from the cell are the ones it will have.
        contentView.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = CGRect(origin: .zero, size: bounds.size)
        selectedBackgroundView.frame = b
        contentView.frame = b
        layOutLabels(in: b.insetBy(dx: 16, dy: 0))
    }

    /// The style's labels in the content's rectangle (16-point side margins).
    private func layOutLabels(in r: CGRect) {
        let width = max(0, r.width)
        switch cellStyle {
        case .default:
            textLabel?.frame = CGRect(x: r.minX, y: 0, width: width, height: r.height)
        case .subtitle:
            let top = textLabel.map { $0.sizeThatFits(r.size).height } ?? 0
            let bottom = detailTextLabel.map { $0.sizeThatFits(r.size).height } ?? 0
            let y = (r.height - top - bottom) / 2
            textLabel?.frame = CGRect(x: r.minX, y: y, width: width, height: top)
            detailTextLabel?.frame = CGRect(x: r.minX, y: y + top, width: width, height: bottom)
        case .value1:
            let detail = min(width, detailTextLabel.map { $0.sizeThatFits(r.size).width } ?? 0)
            textLabel?.frame = CGRect(x: r.minX, y: 0, width: max(0, width - detail - 8), height: r.height)
            detailTextLabel?.frame = CGRect(x: r.maxX - detail, y: 0, width: detail, height: r.height)
        case .value2:
            let column = min(width, 67)
            textLabel?.frame = CGRect(x: r.minX, y: 0, width: column, height: r.height)
            detailTextLabel?.frame = CGRect(
                x: r.minX + column + 6, y: 0, width: max(0, width - column - 6), height: r.height)
        }
        // Right to left, the row reads from the right: the labels' places are mirrored.
        guard contentView.isRightToLeft else { return }
        for label in [textLabel, detailTextLabel].compactMap({ $0 }) {
            var f = label.frame
            f.origin.x = r.minX + r.maxX - f.maxX
            label.frame = f
        }
    }

    private func updateSelectionAppearance() {
        selectedBackgroundView.isHidden = selectionStyle == .none || !(isHighlighted || isSelected)
    }
}
