import FoldCore
import Foundation

/// UITableView (one section): a scroll view of rows whose cells come from a data source and
/// are reused as they scroll in and out.
///
/// Only visible rows have cells: a cell scrolled off goes to the reuse queue of its identifier,
/// and `dequeueReusableCell(withIdentifier:for:)` hands it out again after `prepareForReuse()`.
/// Row offsets live in a Fenwick tree (`RowOffsets`), so the visible rows and
/// `indexPathForRow(at:)` are found in O(log n) however many rows there are. Heights are exact
/// (no estimated heights). A touch highlights its row after `highlightDelay` and selects it on
/// lift when it did not scroll (UIKit's delaysContentTouches); a touch that stops momentum
/// does neither.
open class UITableView: UIScrollView {
    /// How inserted, deleted and reloaded rows appear and go (`.fade`, `.left`, `.right` slide;
    /// `.top`, `.bottom`, `.middle` and `.automatic` fade here; `.none` is immediate).
    public enum RowAnimation: Sendable { case fade, right, left, top, bottom, none, middle, automatic }
    /// Where `scrollToRow` puts the row: `.none` scrolls as little as needed to show it.
    public enum ScrollPosition: Sendable { case none, top, middle, bottom }
    /// The table's style (UITableView.Style, UIKit's raw values).
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
    }

    /// The table's style, fixed when it is made.
    public let style: Style

    public weak var dataSource: (any UITableViewDataSource)? {
        didSet { setNeedsReload() }
    }
    open override weak var delegate: (any UIScrollViewDelegate)? {
        didSet {
            tableDelegate = delegate as? any UITableViewDelegate
            setNeedsReload()
        }
    }
    /// The height of rows the delegate does not size.
    public var rowHeight: CGFloat = 44 {
        didSet { setNeedsReload() }
    }
    public var allowsSelection = true
    /// How long a touch rests before its row highlights (UIKit's content-touch delay).
    public static let highlightDelay = 0.15

    private(set) weak var tableDelegate: (any UITableViewDelegate)?
    var rows = RowOffsets(heights: [])
    /// Cells on screen by row.
    var visible: [Int: UITableViewCell] = [:]
    /// Cells animating away (deleted, reloaded, or moved out by a batch update), recycled when
    /// their animation ends.
    var disappearing: [UITableViewCell] = []
    private var reusePool: [String: [UITableViewCell]] = [:]
    private var registered: [String: UITableViewCell.Type] = [:]
    var needsReload = true
    /// The batch being recorded by `performBatchUpdates`.
    var pendingUpdates: PendingUpdates?
    var selectedRow: Int?
    private var touchRow: Int?
    private var touchDownTime = 0.0

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        // A grouped table's grey is UIKit's systemGroupedBackground in light mode (#F2F2F7).
        backgroundColor = style == .grouped ? UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) : .white
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Cells

    /// Cells of this class are made for the identifier when the reuse queue is empty.
    public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell from the identifier's reuse queue (after `prepareForReuse`), or a new one of the
    /// registered class. An identifier never registered gets a plain `UITableViewCell` (UIKit
    /// raises; a table here keeps working).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = reusePool[identifier]?.popLast() {
            UIView.performWithoutAnimation {
                cell.alpha = 1
                cell.transform = .identity
                cell.isHidden = false
            }
            cell.prepareForReuse()
            return cell
        }
        let type = registered[identifier] ?? UITableViewCell.self
        return type.init(style: .default, reuseIdentifier: identifier)
    }

    // MARK: Data

    public var numberOfRows: Int { rows.count }

    /// Asks the data source again for the rows and their heights; the cells are made again at
    /// the next layout.
    public func reloadData() {
        reloadNow()
        setNeedsLayout()
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func reloadNow() {
        needsReload = false
        for (row, cell) in visible { recycle(cell, row: row) }
        rows = RowOffsets(heights: queryHeights(count: queryRowCount()))
        if let s = selectedRow, s >= rows.count { selectedRow = nil }
        updateContentSize()
    }

    /// The data source's row count (a negative one counts as no rows).
    func queryRowCount() -> Int {
        guard let dataSource else { return 0 }
        return max(0, dataSource.tableView(self, numberOfRowsInSection: 0))
    }

    /// Every row's height from the delegate (negative or not finite: 0).
    func queryHeights(count: Int) -> [Double] {
        guard let d = tableDelegate else { return Array(repeating: max(0, rowHeight), count: count) }
        return (0..<count).map { row in
            let h = d.tableView(self, heightForRowAt: IndexPath(row: row, section: 0))
            return h.isFinite ? max(0, h) : 0
        }
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: rows.totalHeight)
        if contentSize != size { contentSize = size }
    }

    // MARK: Geometry

    /// The row's rectangle in the table's (content) coordinates; `.zero` for a row out of range.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        let row = indexPath.row
        guard row >= 0, row < rows.count else { return .zero }
        return CGRect(x: 0, y: rows.offset(ofRow: row), width: bounds.width, height: rows.heights[row])
    }

    /// The row under a point in the table's coordinates, in O(log n).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.isFinite, point.y >= 0, point.y < rows.totalHeight, point.x >= bounds.minX, point.x < bounds.maxX,
            let row = rows.row(containing: point.y)
        else { return nil }
        return IndexPath(row: row, section: 0)
    }

    /// The rows meeting the visible bounds (half-open: a row starting at the bottom edge is not
    /// visible).
    func visibleRowRange() -> Range<Int> {
        let top = bounds.minY
        let bottom = bounds.maxY
        guard rows.count > 0, bottom > 0, top < rows.totalHeight, bottom > top,
            let first = rows.row(containing: max(0, top)), var last = rows.row(containing: bottom)
        else { return 0..<0 }
        if last > first && rows.offset(ofRow: last) >= bottom { last -= 1 }
        return first..<(last + 1)
    }

    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath.row] }

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] { visible.keys.sorted().compactMap { visible[$0] } }

    public var indexPathsForVisibleRows: [IndexPath] { visible.keys.sorted().map { IndexPath(row: $0, section: 0) } }

    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }.map { IndexPath(row: $0.key, section: 0) }
    }

    /// Cells the table holds: on screen, animating away, or waiting for reuse.
    public var liveCellCount: Int { visible.count + disappearing.count + reusePool.values.reduce(0) { $0 + $1.count } }

    // MARK: Scrolling to rows

    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard indexPath.row >= 0, indexPath.row < rows.count else { return }
        let r = rectForRow(at: indexPath)
        let h = bounds.height
        let y = contentOffset.y
        let target: Double
        switch position {
        case .top: target = r.minY
        case .middle: target = r.midY - h / 2
        case .bottom: target = r.maxY - h
        case .none: target = r.minY < y ? r.minY : (r.maxY > y + h ? r.maxY - h : y)
        }
        let clamped = min(max(0, target), maximumContentOffset.y)
        setContentOffset(CGPoint(x: contentOffset.x, y: clamped), animated: animated)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        if needsReload { reloadNow() }
        if contentSize.width != bounds.width { updateContentSize() }
        super.layoutSubviews()
        layoutRows()
    }

    /// Recycles cells of rows that left the bounds and makes cells for rows that entered.
    func layoutRows() {
        let range = visibleRowRange()
        for (row, cell) in visible where !range.contains(row) { recycle(cell, row: row) }
        for row in range {
            let frame = CGRect(x: 0, y: rows.offset(ofRow: row), width: bounds.width, height: rows.heights[row])
            if let cell = visible[row] {
                if cell.frame != frame { cell.frame = frame }
            } else {
                _ = makeCell(row: row, frame: frame)
            }
        }
    }

    /// A cell from the data source, shown at `frame` (set without animation).
    @discardableResult
    func makeCell(row: Int, frame: CGRect) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let indexPath = IndexPath(row: row, section: 0)
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        disappearing.removeAll { $0 === cell }
        UIView.performWithoutAnimation {
            cell.frame = frame
            cell.isSelected = row == selectedRow
        }
        insertSubview(cell, belowSubview: verticalScrollIndicator)
        visible[row] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// Takes a cell off screen into its reuse queue.
    func recycle(_ cell: UITableViewCell, row: Int?) {
        if let row, visible[row] === cell { visible[row] = nil }
        disappearing.removeAll { $0 === cell }
        cell.isHighlighted = false
        cell.removeFromSuperview()
        if let id = cell.reuseIdentifier { reusePool[id, default: []].append(cell) }
        if let row { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: IndexPath(row: row, section: 0)) }
    }

    // MARK: Touches: highlight, selection

    open override func contentTouchDown(_ touch: UITouch) {
        touchRow = nil
        // A control in a cell takes the tap for itself (UIKit: the row is not selected).
        var v = touch.view
        while let current = v, current !== self {
            if current is UIControl { return }
            v = current.superview
        }
        guard allowsSelection, let indexPath = indexPathForRow(at: touch.location(in: self)) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        touchRow = indexPath.row
        touchDownTime = touch.timestamp
    }

    open override func contentTouchHeld(time: Double) {
        guard let row = touchRow, time - touchDownTime >= Self.highlightDelay - 1e-9 else { return }
        if let cell = visible[row], !cell.isHighlighted { cell.isHighlighted = true }
    }

    open override func contentTouchUp(_ touch: UITouch) {
        guard let row = touchRow else { return }
        touchRow = nil
        visible[row]?.isHighlighted = false
        guard indexPathForRow(at: touch.location(in: self))?.row == row else { return }
        select(row: row, notify: true)
    }

    open override func contentTouchCancelled() {
        if let row = touchRow { visible[row]?.isHighlighted = false }
        touchRow = nil
    }

    public var indexPathForSelectedRow: IndexPath? { selectedRow.map { IndexPath(row: $0, section: 0) } }

    /// Selects a row from code (the delegate is not told, as in UIKit), scrolling it into view.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            if let s = selectedRow { deselectRow(at: IndexPath(row: s, section: 0), animated: animated) }
            return
        }
        guard indexPath.row >= 0, indexPath.row < rows.count else { return }
        select(row: indexPath.row, notify: false)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRow == indexPath.row else { return }
        visible[indexPath.row]?.isSelected = false
        selectedRow = nil
    }

    private func select(row: Int, notify: Bool) {
        if let old = selectedRow, old != row {
            visible[old]?.isSelected = false
            selectedRow = nil
            if notify { tableDelegate?.tableView(self, didDeselectRowAt: IndexPath(row: old, section: 0)) }
        }
        selectedRow = row
        visible[row]?.isSelected = true
        if notify { tableDelegate?.tableView(self, didSelectRowAt: IndexPath(row: row, section: 0)) }
    }
}
