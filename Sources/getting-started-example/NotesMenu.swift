import FoldEffects

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A card that unfolds: the closed card shows a title, the open card (three pieces) a detail.
final class NoteCell: FoldingCell {
    let titleLabel = UILabel(text: "", fontSize: 20)
    let detailLabel = UILabel(text: "", fontSize: 15)

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        itemCount = 3
        foregroundHeight = 80
        containerHeight = 240
        foregroundView.backgroundColor = .white
        containerView.backgroundColor = UIColor(red: 0.93, green: 0.95, blue: 1, alpha: 1)
        titleLabel.frame = CGRect(x: 16, y: 28, width: 260, height: 24)
        detailLabel.frame = CGRect(x: 16, y: 100, width: 260, height: 24)
        foregroundView.addSubview(titleLabel)
        containerView.addSubview(detailLabel)
        commonInit()  // checks the sizes and cuts the pieces; the cell starts closed
    }

    required init?(coder: NSCoder) { return nil }  // UIView's: no archives to decode from
}

/// Ten notes in a table: a tap unfolds a row (another tap folds it), and `FoldingCellStates`
/// keeps each row's state, so a reused cell never shows another row's.
final class NotesMenu: UITableViewDataSource, UITableViewDelegate {
    let window: UIWindow
    let tableView: UITableView
    let states = FoldingCellStates(closedHeight: 94, openHeight: 254)

    init(size: CGSize, scale: Double) {
        window = UIWindow(size: size, scale: scale)
        tableView = UITableView(frame: CGRect(origin: .zero, size: size))
        tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
        tableView.dataSource = self
        tableView.delegate = self
        window.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.titleLabel.text = "Note \(indexPath.row + 1)"
        cell.detailLabel.text = "Tap again to fold note \(indexPath.row + 1) away."
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        states.height(forRowAt: indexPath, in: tableView)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        states.willDisplay(cell as! FoldingCell, forRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        states.toggleRow(at: indexPath, in: tableView)
    }
}
