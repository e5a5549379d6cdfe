import FoldCore
import FoldEffects
import FoldUI
import Foundation
import Testing

/// A note card whose open card is as tall as its note: the note (body text, any length, at the
/// user's text size) sits `noteTop` below the open card's top; the cell sizes its container.
final class NoteCell: FoldingCell {
    let note = UILabel()
    /// A view filling the open card (it follows the card's height and cannot size it).
    let paper = UIView()
    var noteTop = 170.0

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        itemCount = 4
        foregroundHeight = 80
        sizesContainerToFit = true
        containerBottomInset = 12
        note.numberOfLines = 0
        note.font = UIFont.preferredFont(forTextStyle: .body)
        note.adjustsFontForContentSizeCategory = true
        containerView.addSubview(paper)
        containerView.addSubview(note)
        paper.backgroundColor = .white
        foregroundView.backgroundColor = .white
        commonInit()
    }

    required init?(coder: NSCoder) { return nil }

    /// The note at the card's width, as tall as its text (before the cell measures it).
    override func layoutSubviews() {
        let width = cardWidth - 32
        let height = note.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        note.frame = CGRect(x: 16, y: noteTop, width: width, height: height)
        paper.frame = containerView.bounds
        super.layoutSubviews()
    }
}

/// A table of notes of different lengths, its fold state in `FoldingCellStates`.
final class NoteMenu: UITableViewDataSource, UITableViewDelegate {
    static let closedHeight = 94.0  // 7 + 80 + 7
    let states = FoldingCellStates(closedHeight: closedHeight, openHeight: 300)
    var notes: [String]

    init(notes: [String]) { self.notes = notes }

    static func note(sentences: Int) -> String {
        String(repeating: "Slow-cooked broth, hand-pulled noodles and a soft egg. ", count: sentences)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        (cell as? NoteCell)?.note.text = notes[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        states.height(forRowAt: indexPath, in: tableView)
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        states.willDisplay(cell as! FoldingCell, forRowAt: indexPath)
    }

    static func make(_ notes: [String]) -> (UIWindow, FrameLoop, UITableView, NoteMenu) {
        let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        let menu = NoteMenu(notes: notes)
        table.dataSource = menu
        table.delegate = menu
        window.addSubview(table)
        let loop = FrameLoop(window: window)
        _ = loop.step(to: 0)
        return (window, loop, table, menu)
    }

    /// The open card a note needs at a width, measured by a label of its own (not the cell's):
    /// the note's top, its text's height, the inset below.
    static func containerHeight(for text: String, font: UIFont, cardWidth: Double) -> Double {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = font
        label.text = text
        return 170 + label.sizeThatFits(CGSize(width: cardWidth - 32, height: .greatestFiniteMagnitude)).height + 12
    }
}

@Suite struct FoldingCellSelfSizingTests {
    let cardWidth = 375.0 - 16

    func run(_ loop: FrameLoop, from t: inout Double, seconds: Double) {
        for _ in 0..<Int(seconds * 60) {
            t += 1.0 / 60
            _ = loop.step(to: t)
        }
    }

    /// Each row opens to its own note: the row is the closed row plus how much taller its open
    /// card is, the pieces are cut from that card (4 of them, the first two the closed card's),
    /// and the note ends inside the card and the card inside the row.
    @Test func eachRowOpensToItsOwnContent() throws {
        let lengths = [1, 2, 6, 2, 6]
        let (_, loop, table, menu) = NoteMenu.make(lengths.map(NoteMenu.note(sentences:)))
        var t = 0.0
        for row in [0, 2] { menu.states.toggleRow(at: IndexPath(row: row, section: 0), in: table) }
        run(loop, from: &t, seconds: 1.2)
        let body = UIFont.preferredFont(forTextStyle: .body)
        var heights: Set<Double> = []
        for row in [0, 2] {
            let path = IndexPath(row: row, section: 0)
            let cell = try #require(table.cellForRow(at: path) as? NoteCell, "row \(row) on screen")
            let container = NoteMenu.containerHeight(for: menu.notes[row], font: body, cardWidth: cardWidth)
            let layout = try #require(cell.configuredLayout, "row \(row): \(String(describing: cell.configurationError))")
            #expect(abs(layout.containerHeight - container) < 1e-6, "row \(row)")
            #expect(layout.pieceHeights.count == 4 && layout.pieceHeights[0] == 80 && layout.pieceHeights[1] == 80)
            #expect(abs(layout.pieceHeights.reduce(0, +) - container) < 1e-6)
            let rowHeight = table.rectForRow(at: path).height
            #expect(abs(rowHeight - (NoteMenu.closedHeight + container - 80)) < 1e-6, "row \(row): \(rowHeight)")
            #expect(cell.note.frame.maxY <= cell.containerView.bounds.height + 1e-6)
            #expect(cell.containerView.frame.maxY <= cell.bounds.height + 1e-6)
            heights.insert(rowHeight)
        }
        #expect(heights.count == 2)
        // A closed row stays closed-height.
        #expect(abs(table.rectForRow(at: IndexPath(row: 1, section: 0)).height - NoteMenu.closedHeight) < 1e-6)
    }

    /// A reused cell is cut for the row it shows: scrolling a long table of open notes, every
    /// open cell on screen has its own note's pieces and height.
    @Test func aReusedCellIsCutForItsRow() throws {
        let notes = (0..<24).map { NoteMenu.note(sentences: 1 + ($0 * 5) % 11) }
        let (_, loop, table, menu) = NoteMenu.make(notes)
        for row in notes.indices {
            menu.states.setState(FoldingCellState(isUnfolded: true), forRowAt: IndexPath(row: row, section: 0), in: table)
        }
        var t = 0.0
        run(loop, from: &t, seconds: 0.1)
        let body = UIFont.preferredFont(forTextStyle: .body)
        var checked: Set<Int> = []
        var cells: Set<ObjectIdentifier> = []
        for _ in 0..<40 {
            table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y + 240), animated: false)
            run(loop, from: &t, seconds: 2.0 / 60)
            for cell in table.visibleCells {
                guard let cell = cell as? NoteCell, let row = table.indexPath(for: cell)?.row else { continue }
                let container = NoteMenu.containerHeight(for: notes[row], font: body, cardWidth: cardWidth)
                #expect(
                    abs((cell.configuredLayout?.containerHeight ?? 0) - container) < 1e-6,
                    "row \(row) is cut for \(cell.configuredLayout?.containerHeight ?? 0), its note needs \(container)")
                #expect(abs(cell.frame.height - (NoteMenu.closedHeight + container - 80)) < 1e-6, "row \(row)")
                checked.insert(row)
                cells.insert(ObjectIdentifier(cell))
            }
        }
        #expect(checked.count > 15)
        #expect(cells.count < checked.count)  // cells were reused
    }

    /// A reused cell that resumes a row's fold mid-way has its pieces cut for that row's note
    /// from the frame it appears on (not the last row's, until the fold ends).
    @Test func aReusedCellResumesAFoldCutForItsRow() throws {
        let notes = (0..<40).map { NoteMenu.note(sentences: 1 + ($0 * 5) % 11) }
        let (_, loop, table, menu) = NoteMenu.make(notes)
        var t = 0.0
        run(loop, from: &t, seconds: 0.1)
        let body = UIFont.preferredFont(forTextStyle: .body)
        var resumed = 0
        for _ in 0..<30 {
            // The rows off screen start opening now; scrolling shows them mid-fold.
            let visible = Set(table.indexPathsForVisibleRows)
            for row in notes.indices {
                let path = IndexPath(row: row, section: 0)
                guard !visible.contains(path), !menu.states.state(forRowAt: path, at: t).isUnfolded else { continue }
                menu.states.setUnfolded(true, forRowAt: path, in: table)
            }
            table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y + 150), animated: false)
            t += 1.0 / 60
            _ = loop.step(to: t)
            for cell in table.visibleCells {
                guard let cell = cell as? NoteCell, cell.isAnimating(), let row = table.indexPath(for: cell)?.row else {
                    continue
                }
                let container = NoteMenu.containerHeight(for: notes[row], font: body, cardWidth: cardWidth)
                #expect(
                    abs((cell.configuredLayout?.containerHeight ?? 0) - container) < 1e-6,
                    "row \(row) folds pieces cut for \(cell.configuredLayout?.containerHeight ?? 0), its note needs \(container)")
                resumed += 1
            }
        }
        #expect(resumed > 10)
    }

    /// A note that grows while its card is open re-plans the card: the piece count stays, their
    /// heights follow, the cell tells its table once and the row grows to the new card.
    @Test func growingContentReplansTheOpenCard() throws {
        let (_, loop, table, menu) = NoteMenu.make([NoteMenu.note(sentences: 2), NoteMenu.note(sentences: 2)])
        let path = IndexPath(row: 0, section: 0)
        menu.states.toggleRow(at: path, in: table)
        var t = 0.0
        run(loop, from: &t, seconds: 1.2)
        let cell = try #require(table.cellForRow(at: path) as? NoteCell)
        let before = try #require(cell.configuredLayout)
        var told = 0
        let tellStates = cell.containerHeightDidChange
        cell.containerHeightDidChange = {
            told += 1
            tellStates?($0)
        }
        menu.notes[0] = NoteMenu.note(sentences: 8)
        cell.note.text = menu.notes[0]
        cell.setNeedsLayout()
        run(loop, from: &t, seconds: 0.1)
        let after = try #require(cell.configuredLayout)
        let container = NoteMenu.containerHeight(
            for: menu.notes[0], font: UIFont.preferredFont(forTextStyle: .body), cardWidth: cardWidth)
        #expect(after.containerHeight > before.containerHeight + 40)
        #expect(abs(after.containerHeight - container) < 1e-6)
        #expect(after.itemCount == 4 && after.pieceHeights[2] == after.pieceHeights[3])
        // And stays: the paper filling the card does not make it grow frame after frame.
        run(loop, from: &t, seconds: 0.5)
        #expect(cell.configuredLayout == after)
        #expect(told == 1)
        #expect(abs(table.rectForRow(at: path).height - (NoteMenu.closedHeight + container - 80)) < 1e-6)
        // The row below moved down with it.
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == table.rectForRow(at: path).maxY)
        #expect(cell.isUnfolded && !cell.containerView.isHidden && cell.containerView.frame.height == container)
        // It closes and opens again with the new pieces.
        menu.states.toggleRow(at: path, in: table)
        run(loop, from: &t, seconds: 1.2)
        #expect(abs(table.rectForRow(at: path).height - NoteMenu.closedHeight) < 1e-6 && cell.configuredLayout == after)
    }

    /// A larger text size (here the table's trait override) re-plans the cards without app code:
    /// the notes' fonts grow (`adjustsFontForContentSizeCategory`), the open row grows with them.
    @Test func aLargerTextSizeReplansTheCards() throws {
        let (_, loop, table, menu) = NoteMenu.make([NoteMenu.note(sentences: 3), NoteMenu.note(sentences: 3)])
        let path = IndexPath(row: 0, section: 0)
        menu.states.toggleRow(at: path, in: table)
        var t = 0.0
        run(loop, from: &t, seconds: 1.2)
        let cell = try #require(table.cellForRow(at: path) as? NoteCell)
        let large = table.rectForRow(at: path).height
        table.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        run(loop, from: &t, seconds: 0.1)
        let font = UIFont.preferredFont(
            forTextStyle: .body,
            compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(cell.note.font.pointSize == font.pointSize && font.pointSize > 40)
        let container = NoteMenu.containerHeight(for: menu.notes[0], font: font, cardWidth: cardWidth)
        #expect(abs((cell.configuredLayout?.containerHeight ?? 0) - container) < 1e-6)
        #expect(abs(table.rectForRow(at: path).height - (NoteMenu.closedHeight + container - 80)) < 1e-6)
        #expect(table.rectForRow(at: path).height > large + 100)
        #expect(cell.configuredLayout?.itemCount == 4)
    }

    /// A card too short for its pieces (4 pieces need more than twice the closed card) says so
    /// and opens without the fold, at the table's open height; content that fits again folds.
    @Test func aCardTooShortForItsPiecesSaysSo() throws {
        let (_, loop, table, menu) = NoteMenu.make([""])
        let path = IndexPath(row: 0, section: 0)
        let cell = try #require(table.cellForRow(at: path) as? NoteCell)
        cell.noteTop = 40  // 40 + 0 + 12 = 52 < 2 × 80
        cell.setNeedsLayout()
        var t = 0.0
        run(loop, from: &t, seconds: 0.1)
        let error = try #require(cell.configurationError)
        #expect(error.setting == "containerHeight" && "\(error)".contains("itemCount 4"), "\(error)")
        #expect(cell.configuredLayout == nil)
        #expect(menu.states.openHeight(forRowAt: path) == 300)
        menu.states.toggleRow(at: path, in: table)
        #expect(cell.isUnfolded && !cell.isAnimating() && !cell.containerView.isHidden)
        run(loop, from: &t, seconds: 0.1)
        #expect(table.rectForRow(at: path).height == 300)
        // Content again: configured, the row the card's.
        cell.noteTop = 170
        cell.note.text = NoteMenu.note(sentences: 2)
        menu.notes[0] = cell.note.text!
        cell.setNeedsLayout()
        run(loop, from: &t, seconds: 0.1)
        #expect(cell.configurationError == nil)
        let layout = try #require(cell.configuredLayout)
        #expect(abs(table.rectForRow(at: path).height - (NoteMenu.closedHeight + layout.containerHeight - 80)) < 1e-6)
    }
}
