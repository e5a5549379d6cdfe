import FoldCore
import FoldEffects
import FoldUI
import Foundation
import Testing

/// A folding cell with a button in the open card's piece 1 (container y 190…230).
final class ButtonCell: FoldingCell {
    let button = UIButton()
    var taps = 0
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        // Ramotion's demo: four pieces, its back colour.
        itemCount = 4
        backViewColor = UIColor(red: 0.9686, green: 0.9373, blue: 0.9686, alpha: 1)
        button.setTitle("Add", for: .normal)
        button.frame = CGRect(x: 40, y: 190, width: 200, height: 40)
        button.addAction(for: .touchUpInside) { [weak self] _ in self?.taps += 1 }
        containerView.addSubview(button)
        containerView.backgroundColor = .white
        foregroundView.backgroundColor = .white
        commonInit()
    }

    required init?(coder: NSCoder) { return nil }
}

/// Buttons inside the open card work (#164): at rest open, and during a partial open or close
/// where the piece under the finger lies flat; the tap is the button's, not the row's.
@Suite struct FoldingCellButtonTests {
    final class Model: UITableViewDataSource, UITableViewDelegate {
        let states = FoldingCellStates()
        var selected: [Int] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "b", for: indexPath)
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            states.height(forRow: indexPath.row, in: tableView)
        }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            states.willDisplay(cell as! FoldingCell, forRow: indexPath.row)
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath.row)
            states.toggle(row: indexPath.row, in: tableView)
        }
    }

    func setUp() -> (FrameLoop, UITableView, Model, ButtonCell) {
        let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.register(ButtonCell.self, forCellReuseIdentifier: "b")
        let model = Model()
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        let loop = FrameLoop(window: window)
        _ = loop.step(to: 0)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! ButtonCell
        return (loop, table, model, cell)
    }

    /// A tap at the button's centre (window y = 7 + 210) from `t` for two frames.
    func tap(_ loop: FrameLoop, at t: Double) {
        let p = CGPoint(x: 8 + 140, y: 7 + 210)
        loop.send(.pointerDown(p))
        _ = loop.step(to: t)
        loop.send(.pointerUp(p))
        _ = loop.step(to: t + 1.0 / 60)
    }

    @Test func aButtonWorksDuringAPartialOpen() {
        let (loop, table, model, cell) = setUp()
        model.states.toggle(row: 0, in: table)
        _ = loop.step(to: 0.27)
        // r1 is flat from 0.26; b1 (0.26–0.36) covers only piece 1's lowest 74.5 pt.
        #expect(cell.isAnimating() && cell.containerView.isHidden)
        tap(loop, at: 0.28)
        #expect(cell.taps == 1)
        #expect(model.selected.isEmpty && model.states.unfoldedRows == [0])
    }

    @Test func aButtonWorksDuringAPartialCloseAndAtRest() {
        let (loop, table, model, cell) = setUp()
        model.states.toggle(row: 0, in: table)
        _ = loop.step(to: 1)
        tap(loop, at: 1.1)
        #expect(cell.taps == 1 && model.selected.isEmpty)
        model.states.toggle(row: 0, in: table)
        _ = loop.step(to: 1.3)
        // Closing from 1.15: r1 folds at 1.55 — piece 1 is still flat at 1.32.
        #expect(cell.isAnimating())
        tap(loop, at: 1.32)
        #expect(cell.taps == 2 && model.selected.isEmpty && model.states.unfoldedRows.isEmpty)
    }

    /// While piece 1 still turns, the touch does not reach the button (it would be pressed through
    /// a moving picture): the row takes it.
    @Test func aTurningPieceDoesNotPassTouchesOn() {
        let (loop, table, model, cell) = setUp()
        model.states.toggle(row: 0, in: table)
        _ = loop.step(to: 0.15)
        #expect(cell.containerHit(at: CGPoint(x: 148, y: 217)) == nil)
        tap(loop, at: 0.16)
        #expect(cell.taps == 0)
    }
}
