import FoldCore
import FoldEffects
import FoldExamples
import FoldUI
import Foundation
import Testing

/// A menu of food cards: the seed's controller with its state kept by `FoldingCellStates`.
final class FoldingMenu: UITableViewDataSource, UITableViewDelegate {
    let states = FoldingCellStates(closedHeight: 179, openHeight: 488)
    let count: Int
    var selected: [Int] = []
    init(count: Int) { self.count = count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "food", for: indexPath)
        (cell as? FoodCardCell)?.card = FoodCard.menu[indexPath.row % FoodCard.menu.count]
        return cell
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

    static func make(count: Int = 40) -> (UIWindow, FrameLoop, UITableView, FoldingMenu) {
        let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.register(FoodCardCell.self, forCellReuseIdentifier: "food")
        let menu = FoldingMenu(count: count)
        table.dataSource = menu
        table.delegate = menu
        window.addSubview(table)
        let loop = FrameLoop(window: window)
        _ = loop.step(to: 0)
        return (window, loop, table, menu)
    }
}

@Suite struct FoldingCellTableTests {
    /// What a visible cell shows must be its own row's state: at rest, open or closed views;
    /// moving, the row's plan; and its height the row's height at that frame.
    func checkVisibleCells(_ table: UITableView, _ menu: FoldingMenu, _ t: Double, _ context: String) {
        for cell in table.visibleCells {
            guard let cell = cell as? FoldingCell, let row = table.indexPath(for: cell)?.row else { continue }
            let expected = menu.states.state(forRow: row, at: t)
            #expect(cell.isUnfolded == expected.isUnfolded, "\(context): row \(row) shows \(cell.isUnfolded ? "open" : "closed")")
            if let plan = expected.plan {
                #expect(cell.plan == plan && cell.isAnimating(), "\(context): row \(row) is not running its plan")
            } else {
                #expect(
                    !cell.isAnimating() || cell.plan.map { $0.endTime <= t + 1e-9 } == true, "\(context): row \(row) animates")
                if !cell.isAnimating() {
                    #expect(
                        cell.containerView.isHidden == !expected.isUnfolded
                            && cell.foregroundView.isHidden == expected.isUnfolded,
                        "\(context): row \(row) shows the wrong card")
                    #expect(cell.animationView.isHidden)
                }
            }
            let h = menu.states.height(forRow: row, at: t)
            #expect(abs(cell.frame.height - h) < 1e-6, "\(context): row \(row) is \(cell.frame.height) tall, not \(h)")
        }
    }

    /// Seeded random scrolling, flicks and toggles (mid-animation included): every frame, every
    /// visible cell shows its row's state.
    @Test(arguments: [1, 7, 42])
    func reuseNeverShowsAnotherRowsState(_ seed: UInt64) {
        let (_, loop, table, menu) = FoldingMenu.make()
        var rng = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        func next(_ n: Int) -> Int {
            rng = rng &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((rng >> 33) % UInt64(n))
        }
        var t = 0.0
        var toggles = 0
        var rowsShown: [ObjectIdentifier: Set<Int>] = [:]
        for step in 0..<240 {
            switch next(10) {
            case 0, 1:
                let maxY = max(0, table.contentSize.height - table.bounds.height)
                table.setContentOffset(CGPoint(x: 0, y: Double(next(Int(maxY) + 1))), animated: false)
            case 2:
                // A flick: down, a fast move, up.
                let x = 60.0 + Double(next(200))
                let y = 300.0 + Double(next(200))
                loop.send(.pointerDown(CGPoint(x: x, y: y)))
                _ = loop.step(to: t + 1.0 / 60)
                loop.send(.pointerMoved(CGPoint(x: x, y: y - 120)))
                _ = loop.step(to: t + 2.0 / 60)
                loop.send(.pointerUp(CGPoint(x: x, y: y - 240)))
                t += 2.0 / 60
            case 3, 4:
                let rows = table.indexPathsForVisibleRows.map(\.row)
                if !rows.isEmpty {
                    menu.states.toggle(row: rows[next(rows.count)], in: table)
                    toggles += 1
                }
            default:
                break
            }
            t += 1.0 / 60
            _ = loop.step(to: t)
            checkVisibleCells(table, menu, t, "seed \(seed) step \(step)")
            for cell in table.visibleCells {
                if let row = table.indexPath(for: cell)?.row { rowsShown[ObjectIdentifier(cell), default: []].insert(row) }
            }
        }
        #expect(toggles > 20)
        // Cells were reused for other rows (the check above was about reuse), and rows were open.
        #expect(rowsShown.values.contains { $0.count > 1 })
        #expect(Set(rowsShown.values.flatMap { $0 }).count > 8)
    }

    /// The row height is the fold's own: at every frame of an opening and a closing, the row is
    /// as tall as the projected bottom of the lowest visible piece (measured through the layers'
    /// presentation geometry) says.
    @Test func theRowHeightFollowsTheFold() throws {
        let (_, loop, table, menu) = FoldingMenu.make(count: 5)
        let path = IndexPath(row: 1, section: 0)
        let cell = try #require(table.cellForRow(at: path) as? FoldingCell)
        menu.states.toggle(row: 1, in: table)
        var t = 0.0
        var compared = 0
        var heights: [Double] = []
        for phase in 0..<2 {
            if phase == 1 { menu.states.toggle(row: 1, in: table) }
            for _ in 0..<50 {
                t += 1.0 / 60
                _ = loop.step(to: t)
                let rowHeight = table.rectForRow(at: path).height
                heights.append(rowHeight)
                guard cell.isAnimating() else { continue }
                let bottom = try measuredBottom(cell, at: t)
                let layout = try #require(cell.configuredLayout)
                let expected =
                    179 + (488 - 179) * (bottom - layout.foregroundHeight) / (layout.containerHeight - layout.foregroundHeight)
                #expect(
                    abs(rowHeight - expected) < 1e-6,
                    "at \(t) phase \(phase): row \(rowHeight), fold says \(expected), bottom \(bottom)")
                compared += 1
            }
        }
        #expect(compared > 60)
        #expect(heights[44] == 488 && heights.last! == 179)  // at rest open (0.75 s) and closed
        // It moves in more than two jumps: it follows the fold.
        #expect(Set(heights.map { ($0 * 10).rounded() }).count > 20)
    }

    /// The lowest visible projected edge of the pieces, in the container's coordinates.
    func measuredBottom(_ cell: FoldingCell, at t: Double) throws -> Double {
        let layout = try #require(cell.configuredLayout)
        var bottom = layout.foregroundHeight
        for k in 1..<layout.itemCount {
            let piece = try #require(cell.view(for: .piece(k))).layer
            let p = piece.presentationProperties(at: t)
            guard p.opacity > 0 else { continue }
            var parent = cell.animationView.layer.presentationProperties(at: t)
            parent.position = CGPoint(x: parent.bounds.width / 2, y: parent.bounds.height / 2)  // container coordinates
            let geometry = LayerGeometry(chain: [(p, piece.kind), (parent, cell.animationView.layer.kind)])
            bottom = max(bottom, geometry.toRoot(CGPoint(x: p.bounds.width / 2, y: p.bounds.height)).y)
        }
        return bottom
    }

    /// A row that opens past the bottom scrolls into view once it is open (the seed's controller).
    @Test func aRowOpeningPastTheBottomScrollsIntoView() {
        let (_, loop, table, menu) = FoldingMenu.make(count: 10)
        // Row 3 spans 537…716 closed; open it ends at 537 + 488 = 1025, below the 667 pt view.
        menu.states.toggle(row: 3, in: table)
        var t = 0.0
        for _ in 0..<90 {
            t += 1.0 / 60
            _ = loop.step(to: t)
        }
        let r = table.rectForRow(at: IndexPath(row: 3, section: 0))
        #expect(r.maxY == 1025)
        #expect(abs(table.contentOffset.y - (1025 - 667)) < 0.5, "offset \(table.contentOffset.y)")
        // A row that opens within the view does not scroll it.
        let (_, loop2, table2, menu2) = FoldingMenu.make(count: 10)
        menu2.states.toggle(row: 0, in: table2)
        for i in 1...90 { _ = loop2.step(to: Double(i) / 60) }
        #expect(table2.rectForRow(at: IndexPath(row: 0, section: 0)).height == 488 && table2.contentOffset.y == 0)
    }

    @Test func oneOpenAtATime() throws {
        let (_, loop, table, menu) = FoldingMenu.make(count: 5)
        menu.states.allowsMultipleOpenRows = false
        menu.states.toggle(row: 0, in: table)
        _ = loop.step(to: 1)
        menu.states.toggle(row: 1, in: table)
        #expect(menu.states.unfoldedRows == [1])
        _ = loop.step(to: 2)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 179)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 488)
        // With the default policy both stay open.
        menu.states.allowsMultipleOpenRows = true
        menu.states.toggle(row: 0, in: table)
        _ = loop.step(to: 3)
        #expect(menu.states.unfoldedRows == [0, 1])
    }

    /// A tap on a row opens it through didSelectRow (the seed's controller path).
    @Test func aTapOpensTheRow() throws {
        let (_, loop, table, menu) = FoldingMenu.make(count: 5)
        loop.send(.pointerDown(CGPoint(x: 200, y: 90)))
        _ = loop.step(to: 0.05)
        loop.send(.pointerUp(CGPoint(x: 200, y: 90)))
        _ = loop.step(to: 0.1)
        #expect(menu.selected == [0])
        _ = loop.step(to: 1)
        #expect(menu.states.unfoldedRows == [0])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? FoldingCell)
        #expect(!cell.containerView.isHidden && table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 488)
    }
}
