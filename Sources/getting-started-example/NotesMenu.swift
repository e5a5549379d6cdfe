import FoldCore
import FoldEffects
import FoldUI
import Foundation

/// A card that unfolds: the closed card shows a title, the open card (three pieces) a detail.
final class NoteCell: FoldingCell {
    let titleLabel = Label(text: "", fontSize: 20)
    let detailLabel = Label(text: "", fontSize: 15)

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        itemCount = 3
        foregroundHeight = 80
        containerHeight = 240
        foregroundView.backgroundColor = .white
        containerView.backgroundColor = CGColor(red: 0.93, green: 0.95, blue: 1, alpha: 1)
        titleLabel.frame = CGRect(x: 16, y: 28, width: 260, height: 24)
        detailLabel.frame = CGRect(x: 16, y: 100, width: 260, height: 24)
        foregroundView.addSubview(titleLabel)
        containerView.addSubview(detailLabel)
        try? commonInit()  // checks the sizes and cuts the pieces; the cell starts closed
    }
}

/// Ten notes in a table: a tap unfolds a row (another tap folds it), and `FoldingCellStates`
/// keeps each row's state, so a reused cell never shows another row's.
final class NotesMenu: TableViewDataSource, TableViewDelegate {
    let window: Window
    let tableView: TableView
    let states = FoldingCellStates(closedHeight: 94, openHeight: 254)

    init(size: CGSize, scale: Double) {
        window = Window(size: size, scale: scale)
        tableView = TableView(frame: CGRect(origin: .zero, size: size))
        tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
        tableView.dataSource = self
        tableView.delegate = self
        window.addSubview(tableView)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.titleLabel.text = "Note \(indexPath.row + 1)"
        cell.detailLabel.text = "Tap again to fold note \(indexPath.row + 1) away."
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        states.height(forRow: indexPath.row, in: tableView)
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        states.willDisplay(cell as! FoldingCell, forRow: indexPath.row)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        states.toggle(row: indexPath.row, in: tableView)
    }
}
