import FoldCore
import Foundation

/// UITableViewCell: a row's view, reused for other rows as the table scrolls. Put content in
/// `contentView` (or use `textLabel`); the data source fills it in `cellForRowAt` every time.
open class UITableViewCell: UIView {
    public enum SelectionStyle: Sendable { case none, `default` }

    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?
    /// The view content goes in; it fills the cell.
    public let contentView = UIView()
    /// The default style's label (16 pt insets), in `contentView`.
    public let textLabel = UILabel()
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

    /// The table view the cell is in (its nearest `UITableView` ancestor), nil when it is in none.
    public var enclosingTableView: UITableView? {
        var v = superview
        while let current = v, !(current is UITableView) { v = current.superview }
        return v as? UITableView
    }

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .white
        selectedBackgroundView.backgroundColor = UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1)
        selectedBackgroundView.isHidden = true
        addSubview(selectedBackgroundView)
        addSubview(contentView)
        contentView.addSubview(textLabel)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Called before the table hands the cell out again: clears the highlight and selection
    /// (the table selects it again if its new row is selected).
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = CGRect(origin: .zero, size: bounds.size)
        selectedBackgroundView.frame = b
        contentView.frame = b
        textLabel.frame = CGRect(x: 16, y: 0, width: max(0, b.width - 32), height: b.height)
    }

    private func updateSelectionAppearance() {
        selectedBackgroundView.isHidden = selectionStyle == .none || !(isHighlighted || isSelected)
    }
}
