import FoldCore
import FoldEffects
import FoldUI
import Foundation

/// The table example the hosts' `table-example` executable shows: a window with a 1000-row
/// table of text rows, alternately 44 and 88 pt tall, reading "Row N" (every seventh row adds
/// Japanese and Chinese text). Tapping a row selects it.
///
/// ```swift
/// let example = TableExample(size: CGSize(width: 375, height: 667))
/// let loop = FrameLoop(window: example.window)
/// ```
public final class TableExample: UITableViewDataSource, UITableViewDelegate {
    public static let rowCount = 1000
    public static let reuseIdentifier = "row"
    public let window: UIWindow
    public let tableView: UITableView

    public init(size: CGSize = CGSize(width: 375, height: 667), scale: Double = 2) {
        window = UIWindow(size: size, scale: scale)
        tableView = UITableView(frame: CGRect(origin: .zero, size: size))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        window.addSubview(tableView)
    }

    /// The text of a row.
    public static func text(ofRow row: Int) -> String {
        row % 7 == 3 ? "Row \(row) 行 \(row) · 第\(row)行" : "Row \(row)"
    }

    /// The height of a row: 44 pt for even rows, 88 pt for odd ones.
    public static func height(ofRow row: Int) -> Double { row % 2 == 0 ? 44 : 88 }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        cell.textLabel?.text = Self.text(ofRow: indexPath.row)
        cell.textLabel?.fontSize = 17
        // A faint band on tall rows, so motion is visible in recordings.
        cell.backgroundColor = UIColor(cgColor: indexPath.row % 2 == 0 ? .white : CGColor(red: 0.94, green: 0.95, blue: 0.98, alpha: 1))
        return cell
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        Self.height(ofRow: indexPath.row)
    }
}
