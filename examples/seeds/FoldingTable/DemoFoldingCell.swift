// Seed "教你做一個可摺疊的TableView" (a folding table view, after Ramotion's FoldingCell), ported from
// its Objective-C listing to Swift UIKit: only the imports below and docs/porting.md's edits differ.
// The cell: four folds, the two cards made in code with their top constraints (8 and 181 pt) in
// `foregroundViewTop` and `containerViewTop`, then `commonInit()`.
#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif
import FoldingCell

public final class DemoFoldingCell: FoldingCell {
    public static let foregroundHeight: CGFloat = 165
    public static let containerHeight: CGFloat = 479

    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        itemCount = 4
        foregroundView = createForegroundView()
        containerView = createContainerView()

        commonInit()
    }

    public required init?(coder: NSCoder) { return nil }

    func createForegroundView() -> RotatedView {
        let foregroundView = RotatedView()
        foregroundView.translatesAutoresizingMaskIntoConstraints = false
        foregroundView.backgroundColor = UIColor(red: 0.31, green: 0.32, blue: 0.45, alpha: 1)
        foregroundView.layer.cornerRadius = 10
        foregroundView.layer.masksToBounds = true
        contentView.addSubview(foregroundView)
        let topConstraint = NSLayoutConstraint(
            item: foregroundView, attribute: .top, relatedBy: .equal, toItem: contentView, attribute: .top,
            multiplier: 1, constant: 8)
        foregroundViewTop = topConstraint
        NSLayoutConstraint.activate([
            topConstraint,
            NSLayoutConstraint(
                item: foregroundView, attribute: .leading, relatedBy: .equal, toItem: contentView,
                attribute: .leading, multiplier: 1, constant: 8),
            NSLayoutConstraint(
                item: foregroundView, attribute: .trailing, relatedBy: .equal, toItem: contentView,
                attribute: .trailing, multiplier: 1, constant: -8),
            NSLayoutConstraint(
                item: foregroundView, attribute: .height, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: Self.foregroundHeight),
        ])
        return foregroundView
    }

    func createContainerView() -> UIView {
        let containerView = UIView()
        containerView.translatesAutoresizingMaskIntoConstraints = false
        containerView.backgroundColor = UIColor(red: 0.97, green: 0.97, blue: 0.99, alpha: 1)
        contentView.addSubview(containerView)
        let topConstraint = NSLayoutConstraint(
            item: containerView, attribute: .top, relatedBy: .equal, toItem: contentView, attribute: .top,
            multiplier: 1, constant: 181)
        containerViewTop = topConstraint
        NSLayoutConstraint.activate([
            topConstraint,
            NSLayoutConstraint(
                item: containerView, attribute: .leading, relatedBy: .equal, toItem: contentView,
                attribute: .leading, multiplier: 1, constant: 8),
            NSLayoutConstraint(
                item: containerView, attribute: .trailing, relatedBy: .equal, toItem: contentView,
                attribute: .trailing, multiplier: 1, constant: -8),
            NSLayoutConstraint(
                item: containerView, attribute: .height, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: Self.containerHeight),
        ])
        return containerView
    }
}
