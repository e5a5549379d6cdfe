// Fitting sizes and self-sizing table rows, as UIKit declares and documents them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:) — "returns
//   a size value for the view that optimally satisfies the view's current constraints and is as
//   close to the value in the targetSize parameter as possible. This method does not actually
//   change the size of the view";
//   …/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:);
//   https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize;
//   https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel (50);
//   https://developer.apple.com/documentation/uikit/uilabel/preferredmaxlayoutwidth;
//   https://developer.apple.com/documentation/uikit/uitableview/automaticdimension and
//   https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight — "the table
//   view … uses the estimate until the cell is displayed, at which point it replaces the
//   estimate with the cell's actual height" (self-sizing cells: constraints from the content
//   view's top to its bottom);
//   https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforrowat:).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct SelfSizingTests {
    /// A multi-line label pinned inside a view with 8-point insets.
    func card(_ text: String) -> (UIView, UILabel) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -8),
        ])
        return (view, label)
    }

    static let recipe =
        "Mapo tofu: soft tofu set in a spicy sauce of chili bean paste, fermented black beans and minced pork, "
        + "finished with ground Sichuan pepper."

    @Test func declarations() {
        let fit: (UIView) -> (CGSize) -> CGSize = UIView.systemLayoutSizeFitting
        let fitWith: (UIView) -> (CGSize, UILayoutPriority, UILayoutPriority) -> CGSize =
            UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
        let preferred: ReferenceWritableKeyPath<UILabel, CGFloat> = \.preferredMaxLayoutWidth
        let estimated: ReferenceWritableKeyPath<UITableView, CGFloat> = \.estimatedRowHeight
        _ = (fit, fitWith, preferred, estimated)
        #expect(UIView.layoutFittingCompressedSize == .zero)
        #expect(UIView.layoutFittingExpandedSize.width > 1e6 && UIView.layoutFittingExpandedSize.height > 1e6)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UITableView.automaticDimension < 0)
    }

    /// Compressed: the label's one-line size plus the insets; the frame does not change.
    @Test func theCompressedSizeIsTheContentsSizePlusTheInsets() {
        let (view, label) = card("Mapo Tofu")
        let natural = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        #expect(natural.width > 40)
        let size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: natural.width + 16, height: natural.height + 16))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(label.frame == .zero)
    }

    /// At a required width, a label of several lines wraps at the width left to it.
    @Test func aWrappingLabelIsMeasuredAtTheWidthItGets() {
        let (view, label) = card(Self.recipe)
        let size = view.systemLayoutSizeFitting(
            CGSize(width: 240, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let wrapped = label.sizeThatFits(CGSize(width: 224, height: CGFloat.greatestFiniteMagnitude))
        let oneLine = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        #expect(wrapped.height > oneLine.height * 2)
        #expect(size == CGSize(width: 240, height: wrapped.height + 16))
        // A preferred width wraps there, whatever width the label gets.
        label.preferredMaxLayoutWidth = 150
        let narrow = label.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude))
        #expect(label.intrinsicContentSize == narrow)
    }

    /// Expanded: as large as the constraints allow.
    @Test func theExpandedSizeIsAsLargeAsTheConstraintsAllow() {
        let view = UIView()
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
            view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
        ])
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 300, height: 150))
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
    }

    final class NoteCell: UITableViewCell {
        let note = UILabel()
        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            note.numberOfLines = 0
            note.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(note)
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                note.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                note.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                note.topAnchor.constraint(equalTo: margins.topAnchor),
                note.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }
        required init?(coder: NSCoder) { return nil }
    }

    final class Notes: NSObject, UITableViewDataSource {
        var texts: [String]
        init(_ texts: [String]) { self.texts = texts }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
            cell.note.text = texts[indexPath.row]
            return cell
        }
    }

    /// Rows of `automaticDimension` take their cells' heights as they come on screen; rows not
    /// yet seen keep the estimate.
    @Test func selfSizingRowsTakeTheirCellsHeights() {
        let window = UIWindow(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 60
        let notes = Notes((0..<40).map { $0 % 2 == 0 ? "Rice" : Self.recipe })
        table.dataSource = notes
        window.addSubview(table)
        window.layoutIfNeeded()

        // The content view's margins: 11 above and below, 16 at the sides (UIKit's on an iPhone).
        let probe = UILabel()
        probe.numberOfLines = 0
        func expected(_ text: String) -> CGFloat {
            probe.text = text
            return probe.sizeThatFits(CGSize(width: 320 - 32, height: CGFloat.greatestFiniteMagnitude)).height + 22
        }
        let short = expected("Rice")
        let long = expected(Self.recipe)
        #expect(long > short + 20)
        var y: CGFloat = 0
        for (i, cell) in table.visibleCells.enumerated() {
            let h = i % 2 == 0 ? short : long
            #expect(table.rectForRow(at: IndexPath(row: i, section: 0)) == CGRect(x: 0, y: y, width: 320, height: h))
            #expect(cell.frame.height == h)
            y += h
        }
        #expect(y >= 480)
        // Rows below the screen are still at the estimate.
        #expect(table.rectForRow(at: IndexPath(row: 39, section: 0)).height == 60)
        let measured = table.visibleCells.count
        #expect(table.contentSize.height == y + CGFloat(40 - measured) * 60)
        // Scrolled to the end (again as measured rows grow it), the last rows are measured too.
        for _ in 0..<10 where table.contentOffset.y < table.contentSize.height - 480 {
            table.contentOffset = CGPoint(x: 0, y: table.contentSize.height - 480)
            window.layoutIfNeeded()
        }
        #expect(table.visibleCells.last.flatMap { table.indexPath(for: $0) } == IndexPath(row: 39, section: 0))
        #expect(table.rectForRow(at: IndexPath(row: 39, section: 0)).height == long)
    }

    /// A reused cell measured after its frame changed: its content view has followed it, so the
    /// margins it takes from the cell are the new ones.
    @Test func aResizedCellIsMeasuredAtItsNewSize() {
        let cell = NoteCell(style: .default, reuseIdentifier: "note")
        cell.note.text = "Rice"
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 121)
        cell.layoutIfNeeded()
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        let probe = UILabel()
        probe.text = "Rice"
        let expected = probe.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude)).height + 22
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: expected))
    }

    /// A cell whose constraints give it no height gets the standard 44 points.
    @Test func aCellWithoutConstraintsGetsTheStandardHeight() {
        final class Plain: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
            }
        }
        let window = UIWindow(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = UITableView.automaticDimension
        let source = Plain()
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        #expect((0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height } == [44, 44, 44])
    }
}
