#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A row's fold state as the table keeps it: open or closed (where it is going) and the plan
/// of a fold in progress, with absolute times.
public struct FoldingCellState: Equatable, Sendable {
    public var isUnfolded: Bool
    public var plan: FoldPlan?

    public init(isUnfolded: Bool = false, plan: FoldPlan? = nil) {
        self.isUnfolded = isUnfolded
        self.plan = plan
    }
}

/// The table side of folding cells (the seed's controller, kept out of app code): each row's
/// state lives here, not in the cells, so a reused cell can never show another row's state —
/// `willDisplay` restores it, mid-animation included. Row heights follow the fold itself every
/// frame (the projected bottom of the lowest visible piece), so height and fold never drift.
///
/// ```swift
/// let states = FoldingCellStates(closedHeight: 179, openHeight: 488)
/// // heightForRowAt:  states.height(forRowAt: indexPath, in: tableView)
/// // willDisplay:     states.willDisplay(cell as! FoldingCell, forRowAt: indexPath)
/// // didSelectRowAt:  states.toggleRow(at: indexPath, in: tableView)
/// ```
///
/// Rows are index paths, so a table with sections keeps each section's rows apart; the forms
/// that take a bare `row` address section 0 (a table of one section, as Ramotion's demo is).
public final class FoldingCellStates {
    /// The row height of a closed cell (Ramotion's demo: 179). Beyond Ramotion, both heights
    /// can change (cells that grow with the text size): the cells' geometry is then learnt
    /// again from the next cell shown.
    public var closedHeight: Double {
        didSet { if closedHeight != oldValue { template = nil } }
    }
    /// The row height of an open cell (Ramotion's demo: 488). A row whose cell sizes its open
    /// card to its content (`FoldingCell.sizesContainerToFit`) opens to what the card needs
    /// instead, once its cell has been shown: `openHeight(forRowAt:)`.
    public var openHeight: Double {
        didSet { if openHeight != oldValue { template = nil } }
    }
    /// "One open at a time": opening a row closes the others.
    public var allowsMultipleOpenRows = true
    /// For rows without a cell on screen: whether their folds take the reduced-motion form (a
    /// visible row's cell decides its own, `FoldingCell.reducesMotion`). It follows the system's
    /// Reduce Motion until you set it.
    public var reducesMotion: Bool {
        get { reducesMotionSetting ?? UIAccessibility.isReduceMotionEnabled }
        set { reducesMotionSetting = newValue }
    }
    private var reducesMotionSetting: Bool?
    private var states: [IndexPath: FoldingCellState] = [:]
    /// The geometry of rows whose cells size their open card to its content, as last measured.
    private var fittedLayouts: [IndexPath: FoldingCellLayout] = [:]
    /// Rows a finger is folding: their position along the opening timeline.
    private var dragged: [IndexPath: Double] = [:]
    /// The geometry and durations of the cells (taken from the first cell seen).
    private var template:
        (
            layout: FoldingCellLayout, open: [Double], close: [Double], direction: FoldingCellDirection,
            reducedMotionDuration: Double
        )?
    /// Runs while folds run: the table the heights follow, and rows to scroll into view once open.
    private var link: CADisplayLink?
    private weak var followedTable: UITableView?
    private var revealWhenOpen: [IndexPath: Double] = [:]

    public init(closedHeight: Double = 179, openHeight: Double = 488) {
        self.closedHeight = closedHeight
        self.openHeight = openHeight
    }

    /// The row's state at a time (a finished plan is dropped).
    public func state(forRowAt indexPath: IndexPath, at time: Double) -> FoldingCellState {
        guard var s = states[indexPath] else { return FoldingCellState() }
        if let plan = s.plan, time >= plan.endTime { s.plan = nil }
        return s
    }

    /// The state of a row of section 0 at a time.
    public func state(forRow row: Int, at time: Double) -> FoldingCellState {
        state(forRowAt: IndexPath(row: row, section: 0), at: time)
    }

    /// The rows open or opening, in table order.
    public var unfoldedIndexPaths: [IndexPath] { states.filter(\.value.isUnfolded).keys.sorted() }

    /// The rows of section 0 open or opening, ascending.
    public var unfoldedRows: [Int] { unfoldedIndexPaths.filter { $0.section == 0 }.map(\.row) }

    /// Whether any row is folding or unfolding at a time.
    public func isAnimating(at time: Double) -> Bool {
        states.values.contains { ($0.plan?.endTime ?? -.infinity) > time }
    }

    /// The row's height at a time: closed and open heights at rest; during a fold, the closed
    /// height plus the fold's projected extent beyond the foreground, scaled to the open height.
    public func height(forRowAt indexPath: IndexPath, at time: Double) -> Double {
        let s = state(forRowAt: indexPath, at: time)
        // A horizontal fold keeps the row's height.
        if template?.direction.isHorizontal == true { return closedHeight }
        let extent: Double
        let rowLayout = fittedLayouts[indexPath] ?? template?.layout
        if let tau = dragged[indexPath], let template, let rowLayout {
            let opening = FoldPlan(type: .open, itemCount: rowLayout.itemCount, foldDurations: template.open, beginTime: 0)
            extent = FoldExtent.bottom(of: opening, layout: rowLayout, at: tau)
        } else if let plan = s.plan, let layout = rowLayout {
            extent = FoldExtent.bottom(of: plan, layout: layout, at: time)
        } else {
            return s.isUnfolded ? openHeight(forRowAt: indexPath) : closedHeight
        }
        guard let layout = fittedLayouts[indexPath] ?? template?.layout else { return closedHeight }
        let f = (extent - layout.foregroundHeight) / (layout.containerHeight - layout.foregroundHeight)
        return closedHeight + (openHeight(forRowAt: indexPath) - closedHeight) * f
    }

    /// The row's height when open: `openHeight`, or for a row whose cell sizes its open card to
    /// its content (measured when the cell was shown) the closed height plus how much taller the
    /// open card is than the closed one — the card keeps the closed row's margins.
    public func openHeight(forRowAt indexPath: IndexPath) -> Double {
        guard let layout = fittedLayouts[indexPath] else { return openHeight }
        return closedHeight + layout.containerHeight - layout.foregroundHeight
    }

    /// The height of a row of section 0 at a time.
    public func height(forRow row: Int, at time: Double) -> Double {
        height(forRowAt: IndexPath(row: row, section: 0), at: time)
    }

    /// `heightForRowAt` at the table's frame time.
    public func height(forRowAt indexPath: IndexPath, in tableView: UITableView) -> Double {
        height(forRowAt: indexPath, at: CACurrentMediaTime())
    }

    /// `heightForRowAt` for a row of section 0.
    public func height(forRow row: Int, in tableView: UITableView) -> Double {
        height(forRowAt: IndexPath(row: row, section: 0), in: tableView)
    }

    /// `willDisplay`: shows the row's state in the (possibly reused) cell.
    public func willDisplay(_ cell: FoldingCell, forRowAt indexPath: IndexPath) {
        learn(cell)
        dragged[indexPath] = nil
        let state = state(forRowAt: indexPath, at: CACurrentMediaTime())
        cell.containerHeightDidChange = { [weak self] cell in self?.containerDidFit(cell, at: indexPath) }
        let rest = FoldingCellState(isUnfolded: state.isUnfolded)
        if cell.sizesContainerToFit {
            // Cut for the content the data source just gave it, at rest, before a fold resumes.
            cell.restore(rest)
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
            containerDidFit(cell, at: indexPath)
        }
        // At rest, a measured cell already shows the state.
        if !cell.sizesContainerToFit || state != rest { cell.restore(state) }
        cell.interactiveFoldDidChange = { [weak self] cell in self?.dragDidMove(cell, at: indexPath) }
    }

    /// A row's cell measured its content: a new open height resizes the row at the next frame
    /// (not now: this may run in the table's layout pass).
    private func containerDidFit(_ cell: FoldingCell, at shownAt: IndexPath) {
        // The row it shows now (rows may have moved since it was shown).
        let indexPath = cell.enclosingTableView?.indexPath(for: cell) ?? shownAt
        guard !cell.isAnimating(), fittedLayouts[indexPath] != cell.configuredLayout else { return }
        fittedLayouts[indexPath] = cell.configuredLayout
        guard let table = cell.enclosingTableView else { return }
        followedTable = table
        startFollowing(table)
    }

    /// `willDisplay` for a row of section 0.
    public func willDisplay(_ cell: FoldingCell, forRow row: Int) {
        willDisplay(cell, forRowAt: IndexPath(row: row, section: 0))
    }

    /// A finger (or its spring) moved the row's fold: keep its position and resize the row.
    private func dragDidMove(_ cell: FoldingCell, at indexPath: IndexPath) {
        dragged[indexPath] = cell.interactiveTime
        states[indexPath] = FoldingCellState(isUnfolded: cell.isUnfolded, plan: nil)
        guard let table = cell.enclosingTableView else { return }
        UIView.performWithoutAnimation { table.performBatchUpdates(nil) }
    }

    /// `didSelectRowAt`: opens a closed row or closes an open one (turning back mid-animation),
    /// closes the others under "one open at a time", and makes the heights follow the folds.
    public func toggleRow(at indexPath: IndexPath, in tableView: UITableView) {
        let now = CACurrentMediaTime()
        let target = !state(forRowAt: indexPath, at: now).isUnfolded
        if target && !allowsMultipleOpenRows {
            for other in unfoldedIndexPaths where other != indexPath {
                setUnfolded(false, forRowAt: other, in: tableView, at: now)
            }
        }
        setUnfolded(target, forRowAt: indexPath, in: tableView, at: now)
        // A row that opens past the bottom scrolls into view once it is open.
        if target { revealWhenOpen[indexPath] = states[indexPath]?.plan?.endTime ?? now }
        followFolds(in: tableView)
    }

    /// `didSelectRowAt` for a row of section 0.
    public func toggle(row: Int, in tableView: UITableView) {
        toggleRow(at: IndexPath(row: row, section: 0), in: tableView)
    }

    /// Opens or closes a row, animated, through its cell when it is visible.
    public func setUnfolded(_ value: Bool, forRowAt indexPath: IndexPath, in tableView: UITableView, at now: Double) {
        if let cell = tableView.cellForRow(at: indexPath) as? FoldingCell {
            learn(cell)
            cell.unfold(value)
            states[indexPath] = cell.foldState
            return
        }
        // Not on screen: the same plan the cell would run, kept until a cell shows it.
        let current = state(forRowAt: indexPath, at: now)
        guard current.isUnfolded != value, let template else { return }
        let type: FoldAnimationType = value ? .open : .close
        let durations = value ? template.open : template.close
        let n = template.layout.itemCount
        let plan =
            current.plan?.reversed(at: now, itemCount: n, foldDurations: durations)
            ?? (reducesMotion
                ? FoldPlan.crossFade(type: type, itemCount: n, duration: template.reducedMotionDuration, beginTime: now)
                : FoldPlan(type: type, itemCount: n, foldDurations: durations, beginTime: now))
        states[indexPath] = FoldingCellState(isUnfolded: value, plan: plan)
    }

    /// Opens or closes a row, animated, from the table's frame time.
    public func setUnfolded(_ value: Bool, forRowAt indexPath: IndexPath, in tableView: UITableView) {
        setUnfolded(value, forRowAt: indexPath, in: tableView, at: CACurrentMediaTime())
    }

    /// Opens or closes a row of section 0.
    public func setUnfolded(_ value: Bool, row: Int, in tableView: UITableView, at now: Double) {
        setUnfolded(value, forRowAt: IndexPath(row: row, section: 0), in: tableView, at: now)
    }

    /// Sets a row's state without animation (its cell, if visible, shows it at once).
    public func setState(_ state: FoldingCellState, forRowAt indexPath: IndexPath, in tableView: UITableView?) {
        states[indexPath] = state
        if let cell = tableView?.cellForRow(at: indexPath) as? FoldingCell { cell.restore(state) }
    }

    /// Sets the state of a row of section 0 without animation.
    public func setState(_ state: FoldingCellState, forRow row: Int, in tableView: UITableView?) {
        setState(state, forRowAt: IndexPath(row: row, section: 0), in: tableView)
    }

    private func learn(_ cell: FoldingCell) {
        guard template == nil, let layout = cell.configuredLayout else { return }
        template = (
            layout, cell.foldDurations(.open), cell.foldDurations(.close), cell.foldDirection, cell.reducedMotionDuration
        )
    }

    /// Updates the row heights every frame while a fold runs (without a view animation: the
    /// heights are the fold's own).
    private func followFolds(in tableView: UITableView) {
        UIView.performWithoutAnimation { tableView.performBatchUpdates(nil) }
        followedTable = tableView
        startFollowing(tableView)
    }

    /// Updates the heights from the next frame on, until no fold runs.
    private func startFollowing(_ tableView: UITableView) {
        guard link == nil, tableView.window != nil else { return }
        let l = CADisplayLink(target: self, selector: FoldingCellStates.followFoldsOnFrame(_:))
        link = l
        l.add(to: .main, forMode: .common)
    }

    private func followFoldsOnFrame(_ link: CADisplayLink) {
        guard let tableView = followedTable else { return stopFollowing() }
        let now = link.targetTimestamp
        UIView.performWithoutAnimation { tableView.performBatchUpdates(nil) }
        for (indexPath, end) in revealWhenOpen where now >= end {
            revealWhenOpen[indexPath] = nil
            guard states[indexPath]?.isUnfolded == true else { continue }
            let r = tableView.rectForRow(at: indexPath)
            if r.maxY > tableView.contentOffset.y + tableView.bounds.height {
                tableView.scrollToRow(at: indexPath, at: .bottom, animated: true)
            }
        }
        if !isAnimating(at: now) && revealWhenOpen.isEmpty {
            for (path, s) in states where s.plan != nil { states[path]?.plan = nil }
            stopFollowing()
        }
    }

    private func stopFollowing() {
        link?.invalidate()
        link = nil
    }
}
