import FoldCore
import Foundation

/// UITableViewHeaderFooterView: a section's header; the table makes one for a section's title
/// (`tableView(_:titleForHeaderInSection:)`).
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was made with.
    public let reuseIdentifier: String?
    /// The view content goes in; it fills the header.
    public let contentView = UIView()
    /// The title's label, in `contentView` (16-point side margins).
    public private(set) var textLabel: UILabel? = UILabel()

    /// A view with the identifier it is reused under. It is `required` because the table makes
    /// registered views through their class, which Swift allows only for a required initializer
    /// (UIKit makes them through the Objective-C runtime): a subclass overriding it writes
    /// `required` for `override` (docs/porting.md).
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.titleHeaderHeight))
        // A light grey bar with a semibold title: FoldKit's approximation of the plain style's.
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        textLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        addSubview(contentView)
        if let textLabel { contentView.addSubview(textLabel) }
    }

    public required init?(coder: NSCoder) { return nil }

    /// Called before `dequeueReusableHeaderFooterView(withIdentifier:)` returns the view again:
    /// reset what the last section set.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = CGRect(origin: .zero, size: bounds.size)
        contentView.frame = b
        textLabel?.frame = b.insetBy(dx: 16, dy: 0)
    }
}
