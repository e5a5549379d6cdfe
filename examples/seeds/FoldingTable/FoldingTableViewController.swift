// Seed "教你做一個可摺疊的TableView": the table. Each row's height is kept in `itemHeight`; a tap
// unfolds (0.5 s) or folds (1.1 s) the cell inside `UIView.animate(… .curveEaseOut) {
// beginUpdates(); endUpdates() }`, and `willDisplay` restores a reused cell's state. The
// estimates are 0, as the article advises since iOS 11.
#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

public final class FoldingTableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public static let closeHeight: CGFloat = 8 + 165 + 8
    public static let openHeight: CGFloat = 8 + 479 + 8

    public let tableView = UITableView()
    public var itemHeight: [NSNumber] = Array(repeating: NSNumber(value: Double(closeHeight)), count: 10)

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.dataSource = self
        tableView.delegate = self
        tableView.estimatedRowHeight = 0
        tableView.estimatedSectionHeaderHeight = 0
        tableView.estimatedSectionFooterHeight = 0
        tableView.register(DemoFoldingCell.self, forCellReuseIdentifier: "DemoFoldingCell")
        view.addSubview(tableView)
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { itemHeight.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "DemoFoldingCell", for: indexPath) as! DemoFoldingCell
        cell.durationsForExpandedState = [0.26, 0.2, 0.2]
        cell.durationsForCollapsedState = [0.26, 0.2, 0.2]
        return cell
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(itemHeight[indexPath.row].floatValue)
    }

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if CGFloat(itemHeight[indexPath.row].floatValue) == Self.closeHeight {
            (cell as! DemoFoldingCell).unfold(false, animated: false, completion: nil)
        } else {
            (cell as! DemoFoldingCell).unfold(true, animated: false, completion: nil)
        }
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let cell = tableView.cellForRow(at: indexPath) as! DemoFoldingCell
        if cell.isAnimating() { return }
        var duration: TimeInterval = 0
        if CGFloat(itemHeight[indexPath.row].floatValue) == Self.closeHeight {
            //open cell
            itemHeight[indexPath.row] = NSNumber(value: Double(Self.openHeight))
            cell.unfold(true, animated: true, completion: nil)
            duration = 0.5
        } else {
            //close cell
            itemHeight[indexPath.row] = NSNumber(value: Double(Self.closeHeight))
            cell.unfold(false, animated: true, completion: nil)
            duration = 1.1
        }

        UIView.animate(
            withDuration: duration, delay: 0, options: .curveEaseOut,
            animations: {
                tableView.beginUpdates()
                tableView.endUpdates()
            }, completion: nil)
    }
}
