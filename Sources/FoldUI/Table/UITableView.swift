import FoldCore
import Foundation

/// UITableView: a scroll view of sections of rows whose cells come from a data source and
/// are reused as they scroll in and out, each section under its header (which stays at the
/// top while its section scrolls by, in the plain style).
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
    /// The height of a self-sizing row (one whose height is `automaticDimension`) until its cell
    /// is measured, as it first comes on screen: `automaticDimension` (the default) is 44 points,
    /// else these points (or the delegate's `estimatedHeightForRowAt`). Rows of a fixed height
    /// are exact from the start, whatever the estimate.
    public var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The estimate of headers' heights (measured up front too: it changes nothing).
    public var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimate of section footers' heights (measured up front too: it changes nothing).
    public var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The height of section footers the delegate does not size: `automaticDimension` (the
    /// default) is a title's height, or a footer view's own.
    public var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// The height of headers the delegate does not size: `automaticDimension` (the default)
    /// is a title's height, or a header view's own.
    public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// A height that means "the content's own" (UIKit's `UITableView.automaticDimension`).
    public static let automaticDimension: CGFloat = -1
    /// A title header's height (FoldKit's: UIKit's is not documented).
    public static let titleHeaderHeight: CGFloat = 28
    public var allowsSelection = true
    /// The view above the table's content: the first thing in the scrolling content, apart from
    /// the section headers, scrolling with the rows (it does not stick). As in UIKit, only the
    /// height of its frame when assigned counts (assign it again after changing it); the table
    /// sets its width and position.
    public var tableHeaderView: UIView? {
        didSet {
            tableHeaderHeight = Self.assignedHeight(of: tableHeaderView)
            replaceTableView(oldValue, with: tableHeaderView)
        }
    }
    /// The view below the table's content, after the last section; sized as `tableHeaderView`.
    /// An empty `UIView()` here is the usual way to end a plain table after its last row.
    public var tableFooterView: UIView? {
        didSet {
            tableFooterHeight = Self.assignedHeight(of: tableFooterView)
            replaceTableView(oldValue, with: tableFooterView)
        }
    }
    /// The heights taken when the views were assigned.
    var tableHeaderHeight = 0.0
    var tableFooterHeight = 0.0
    /// How long a touch rests before its row highlights (UIKit's content-touch delay).
    public static let highlightDelay = 0.15

    private(set) weak var tableDelegate: (any UITableViewDelegate)?
    /// Offsets of the items: each section's header, then its rows (`SectionLayout`).
    var rows = RowOffsets(heights: [])
    /// Self-sizing rows not yet measured (at their estimated height).
    var unmeasured = Set<Int>()
    /// The zero-height warning was given (UIKit gives it once).
    private var warnedZeroHeight = false
    var sections = SectionLayout(rowCounts: [])
    /// Cells on screen by item.
    var visible: [Int: UITableViewCell] = [:]
    /// Header views by section, made at reload; those on screen are subviews.
    var headerViews: [Int: UIView] = [:]
    /// Footer views by section, as the headers.
    var footerViews: [Int: UIView] = [:]
    /// Cells animating away (deleted, reloaded, or moved out by a batch update), recycled when
    /// their animation ends.
    var disappearing: [UITableViewCell] = []
    private var reusePool: [String: [UITableViewCell]] = [:]
    private var registeredHeaderFooterViews: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Header and footer views of the last reload, waiting to be dequeued by the next one.
    private var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    private var registered: [String: UITableViewCell.Type] = [:]
    var needsReload = true
    /// The batch being recorded by `performBatchUpdates`.
    var pendingUpdates: PendingUpdates?
    /// How many `beginUpdates()` wait for their `endUpdates()`.
    var updateNesting = 0
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
        backgroundColor = style == .grouped ? .systemGroupedBackground : .systemBackground
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Cells

    /// Cells of this class are made for the identifier when the reuse queue is empty.
    public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// Header and footer views of this class are made for the identifier when none waits for
    /// reuse. The class must be `UITableViewHeaderFooterView` or a subclass (UIKit raises
    /// otherwise; FoldKit refuses it with a message); nil removes the registration.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            registeredHeaderFooterViews[identifier] = nil
            return
        }
        guard let viewClass = aClass as? UITableViewHeaderFooterView.Type else {
            FileHandle.standardError.write(
                Data(
                    ("UITableView: \(aClass) is not a UITableViewHeaderFooterView; not registered for "
                        + "'\(identifier)' (register a UITableViewHeaderFooterView subclass)\n").utf8))
            return
        }
        registeredHeaderFooterViews[identifier] = viewClass
    }

    /// A header or footer view for the identifier: one the table made for an earlier reload
    /// (after `prepareForReuse()`), or a new one of the registered class; nil when no class is
    /// registered for it. The table asks for every section's header and footer when it loads,
    /// so the views of one load are reused by the next.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = registeredHeaderFooterViews[identifier] else { return nil }
        return viewClass.init(reuseIdentifier: identifier)
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

    /// The number of sections, as the data source last said.
    public var numberOfSections: Int {
        if needsReload { reloadNow() }
        return sections.sectionCount
    }

    /// The number of rows in a section, as the data source last said (0 outside the table).
    public func numberOfRows(inSection section: Int) -> Int {
        if needsReload { reloadNow() }
        return sections.rowCounts.indices.contains(section) ? sections.rowCounts[section] : 0
    }

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
        for (item, cell) in visible { recycle(cell, item: item) }
        let selected = selectedRow.flatMap { sections.indexPath(forItem: $0) }
        sections = querySections()
        rows = RowOffsets(heights: queryHeights(sections))
        selectedRow = selected.flatMap { sections.item(for: $0) }
        updateContentSize()
    }

    /// The data source's sections and their row counts (negative counts count as none).
    func querySections() -> SectionLayout {
        guard let dataSource else { return SectionLayout(rowCounts: []) }
        let count = max(0, dataSource.numberOfSections(in: self))
        return SectionLayout(rowCounts: (0..<count).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) })
    }

    /// Every item's height: the headers' and footers' and the rows' from the delegate (negative
    /// or not finite: 0); a self-sizing row's estimate, noted in `unmeasured`. A reload makes the
    /// header and footer views again; a batch update over the same sections (`keepingViews`)
    /// keeps them, as UIKit keeps the headers on screen, and asks only for their heights.
    func queryHeights(_ layout: SectionLayout, keepingViews: Bool = false) -> [Double] {
        if !keepingViews {
            for view in supplementaryViews {
                if view.superview === self { view.removeFromSuperview() }
                if let view = view as? UITableViewHeaderFooterView, let id = view.reuseIdentifier {
                    headerFooterPool[id, default: []].append(view)
                }
            }
            headerViews = [:]
            footerViews = [:]
        }
        unmeasured = []
        var heights: [Double] = []
        heights.reserveCapacity(layout.itemCount)
        for section in 0..<layout.sectionCount {
            heights.append(headerHeight(section, keepingView: keepingViews))
            appendRowHeights(section, layout.rowCounts[section], to: &heights)
            heights.append(footerHeight(section, keepingView: keepingViews))
        }
        return heights
    }

    /// A section's rows' heights: the delegate's, else `rowHeight`.
    private func appendRowHeights(_ section: Int, _ count: Int, to heights: inout [Double]) {
        guard let d = tableDelegate else {
            if rowHeight == UITableView.automaticDimension {
                for row in 0..<count {
                    unmeasured.insert(heights.count)
                    heights.append(estimatedHeight(IndexPath(row: row, section: section)))
                }
            } else {
                heights += repeatElement(Double(max(0, rowHeight)), count: count)
            }
            return
        }
        for row in 0..<count {
            let indexPath = IndexPath(row: row, section: section)
            let h = d.tableView(self, heightForRowAt: indexPath)
            if h == UITableView.automaticDimension {
                unmeasured.insert(heights.count)
                heights.append(estimatedHeight(indexPath))
            } else {
                heights.append(h.isFinite ? max(0, Double(h)) : 0)
            }
        }
    }

    /// A self-sizing row's height until it is measured.
    private func estimatedHeight(_ indexPath: IndexPath) -> Double {
        let h = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return h > 0 && h.isFinite ? Double(h) : 44
    }

    /// Measures the self-sizing rows on screen with their cells (made for them) until every row
    /// on screen is measured; returns the rows on screen then. A row measured at the top edge
    /// (scrolled in from above) keeps the rows below it still.
    private func measureVisibleRows(_ initial: Range<Int>) -> Range<Int> {
        var range = initial
        while let item = range.first(where: { unmeasured.contains($0) }) {
            unmeasured.remove(item)
            guard let cell = visible[item] ?? makeCell(item: item, frame: itemFrame(item)) else { continue }
            let old = rows.heights[item]
            let h = Double(measuredHeight(of: cell))
            guard h != old else { continue }
            let top = tableHeaderHeight + rows.offset(ofRow: item)
            rows.setHeight(h, ofRow: item)
            updateContentSize()
            if top < bounds.minY {
                contentOffset = CGPoint(x: contentOffset.x, y: contentOffset.y + CGFloat(h - old))
            }
            range = visibleRowRange()
        }
        return range
    }

    /// A cell's height at the table's width, from its constraints (`systemLayoutSizeFitting`);
    /// a cell whose constraints give no height gets 44 points, with UIKit's warning.
    private func measuredHeight(of cell: UITableViewCell) -> CGFloat {
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        guard size.height <= 0 || !size.height.isFinite else { return size.height }
        if !warnedZeroHeight {
            warnedZeroHeight = true
            FileHandle.standardError.write(
                Data(
                    ("Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a "
                        + "table view cell's content view. We're considering the collapse unintentional and using "
                        + "standard height instead. Cell: \(cell)\n").utf8))
        }
        return 44
    }

    /// A section's header height, making its view: the delegate's height, else
    /// `sectionHeaderHeight`, else the view's own height or a title's.
    private func headerHeight(_ section: Int, keepingView: Bool) -> Double {
        let view =
            keepingView
            ? headerViews[section]
            : tableDelegate?.tableView(self, viewForHeaderInSection: section)
                ?? dataSource?.tableView(self, titleForHeaderInSection: section).map { Self.titleView($0, footer: false) }
        headerViews[section] = view
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? UITableView.automaticDimension
        return Self.height(of: view, asked: asked, fallback: sectionHeaderHeight)
    }

    /// A section's footer height, making its view, as a header's.
    private func footerHeight(_ section: Int, keepingView: Bool) -> Double {
        let view =
            keepingView
            ? footerViews[section]
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
                ?? dataSource?.tableView(self, titleForFooterInSection: section).map { Self.titleView($0, footer: true) }
        footerViews[section] = view
        let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? UITableView.automaticDimension
        return Self.height(of: view, asked: asked, fallback: sectionFooterHeight)
    }

    /// A title's view: a header's semibold title, or a footer's smaller grey note (UIKit's
    /// footnote size and secondary label colour, as its footers are).
    private static func titleView(_ title: String, footer: Bool) -> UIView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title
        if footer {
            view.textLabel?.font = .systemFont(ofSize: 13)
            view.textLabel?.textColor = .secondaryLabel
        }
        return view
    }

    /// The delegate's height, else the table's (when there is a view), else the view's own or a
    /// title's; negative or not finite is 0.
    private static func height(of view: UIView?, asked: CGFloat, fallback: CGFloat) -> Double {
        let h: CGFloat
        if asked != UITableView.automaticDimension {
            h = asked
        } else if fallback != UITableView.automaticDimension {
            h = view == nil ? 0 : fallback
        } else if let view {
            h = view is UITableViewHeaderFooterView ? UITableView.titleHeaderHeight : view.bounds.height
        } else {
            h = 0
        }
        return h.isFinite ? max(0, Double(h)) : 0
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: tableHeaderHeight + rows.totalHeight + tableFooterHeight)
        if contentSize != size { contentSize = size }
    }

    // MARK: Geometry

    /// The row's rectangle in the table's (content) coordinates; `.zero` for a row out of range.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard let item = sections.item(for: indexPath) else { return .zero }
        return itemFrame(item)
    }

    /// A section's header rectangle where its section lays it (not where it sticks).
    public func rectForHeader(inSection section: Int) -> CGRect {
        guard sections.rowCounts.indices.contains(section) else { return .zero }
        return itemFrame(sections.starts[section])
    }

    /// A section's rectangle: its header and rows.
    public func rect(forSection section: Int) -> CGRect {
        guard sections.rowCounts.indices.contains(section) else { return .zero }
        let top = rows.offset(ofRow: sections.starts[section])
        return CGRect(
            x: 0, y: tableHeaderHeight + top, width: bounds.width,
            height: rows.offset(ofRow: sections.end(ofSection: section)) - top)
    }

    /// A section's footer rectangle where its section lays it (not where it sticks).
    public func rectForFooter(inSection section: Int) -> CGRect {
        guard sections.rowCounts.indices.contains(section) else { return .zero }
        return itemFrame(sections.footer(ofSection: section))
    }

    /// The header view of a section, when it is a `UITableViewHeaderFooterView` (a title's, or
    /// one from the delegate), as UIKit returns it.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headerViews[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of a section, as `headerView(forSection:)`.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        footerViews[section] as? UITableViewHeaderFooterView
    }

    /// An item's rectangle in the table's coordinates.
    func itemFrame(_ item: Int) -> CGRect {
        CGRect(x: 0, y: tableHeaderHeight + rows.offset(ofRow: item), width: bounds.width, height: rows.heights[item])
    }

    /// The row under a point in the table's coordinates, in O(log n); nil over a header.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        let y = point.y - tableHeaderHeight
        guard point.isFinite, y >= 0, y < rows.totalHeight, point.x >= bounds.minX, point.x < bounds.maxX,
            let item = rows.row(containing: y)
        else { return nil }
        return sections.indexPath(forItem: item)
    }

    /// The rows meeting the visible bounds (half-open: a row starting at the bottom edge is not
    /// visible).
    func visibleRowRange() -> Range<Int> {
        // In the rows' coordinates (below the table header view).
        let top = bounds.minY - tableHeaderHeight
        let bottom = bounds.maxY - tableHeaderHeight
        guard rows.count > 0, bottom > 0, top < rows.totalHeight, bottom > top,
            let first = rows.row(containing: max(0, top)), var last = rows.row(containing: bottom)
        else { return 0..<0 }
        if last > first && rows.offset(ofRow: last) >= bottom { last -= 1 }
        return first..<(last + 1)
    }

    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { sections.item(for: indexPath).flatMap { visible[$0] } }

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] { visible.keys.sorted().compactMap { visible[$0] } }

    public var indexPathsForVisibleRows: [IndexPath] {
        visible.keys.sorted().compactMap { sections.indexPath(forItem: $0) }
    }

    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }.flatMap { sections.indexPath(forItem: $0.key) }
    }

    /// Cells the table holds: on screen, animating away, or waiting for reuse.
    public var liveCellCount: Int { visible.count + disappearing.count + reusePool.values.reduce(0) { $0 + $1.count } }

    // MARK: Scrolling to rows

    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard sections.item(for: indexPath) != nil else { return }
        let r = rectForRow(at: indexPath)
        let h = bounds.height
        // The part of the bounds inside the content inset is where the row is placed.
        let inset = adjustedContentInset
        let y = contentOffset.y
        let target: Double
        switch position {
        case .top: target = r.minY - inset.top
        case .middle: target = r.midY - (h - inset.top - inset.bottom) / 2 - inset.top
        case .bottom: target = r.maxY - h + inset.bottom
        case .none:
            target = r.minY < y + inset.top ? r.minY - inset.top : (r.maxY > y + h - inset.bottom ? r.maxY - h + inset.bottom : y)
        }
        let clamped = min(max(minimumContentOffset.y, target), maximumContentOffset.y)
        setContentOffset(CGPoint(x: contentOffset.x, y: clamped), animated: animated)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        if needsReload { reloadNow() }
        if contentSize.width != bounds.width { updateContentSize() }
        super.layoutSubviews()
        layoutRows()
        layoutTableHeaderAndFooter()
    }

    /// Recycles cells of rows that left the bounds, makes cells for rows that entered, and
    /// places the headers.
    func layoutRows() {
        var range = visibleRowRange()
        if !unmeasured.isEmpty { range = measureVisibleRows(range) }
        for (item, cell) in visible where !range.contains(item) { recycle(cell, item: item) }
        for item in range where sections.isRow(item) {
            let frame = itemFrame(item)
            if let cell = visible[item] {
                if cell.frame != frame { cell.frame = frame }
            } else {
                _ = makeCell(item: item, frame: frame)
            }
        }
        layoutHeaders(range)
    }

    /// Shows the headers and footers of the sections on screen: at their place, or in the plain
    /// style a header held at the top while its section scrolls under it (pushed up by the next
    /// section) and a footer held at the bottom (not above its section's header).
    func layoutHeaders(_ range: Range<Int>) {
        guard !headerViews.isEmpty || !footerViews.isEmpty else { return }
        let shown: Range<Int> =
            range.isEmpty
            ? 0..<0 : sections.section(ofItem: range.lowerBound)..<(sections.section(ofItem: range.upperBound - 1) + 1)
        for (section, view) in headerViews {
            let start = sections.starts[section]
            var frame = itemFrame(start)
            if style == .plain {
                // Pinned under the content inset's top, as UIKit pins them.
                let end = tableHeaderHeight + rows.offset(ofRow: sections.end(ofSection: section))
                frame.origin.y = max(frame.minY, min(bounds.minY + adjustedContentInset.top, end - frame.height))
            }
            show(view, at: frame, if: shown.contains(section)) {
                $0.tableDelegate?.tableView($0, willDisplayHeaderView: view, forSection: section)
            }
        }
        for (section, view) in footerViews {
            var frame = itemFrame(sections.footer(ofSection: section))
            if style == .plain {
                let top = itemFrame(sections.starts[section]).maxY
                frame.origin.y = max(top, min(frame.minY, bounds.maxY - adjustedContentInset.bottom - frame.height))
            }
            show(view, at: frame, if: shown.contains(section)) {
                $0.tableDelegate?.tableView($0, willDisplayFooterView: view, forSection: section)
            }
        }
    }

    /// Places a header or footer view, or takes it away when its section is off screen or it
    /// has no height; `willDisplay` runs when it comes on screen.
    private func show(_ view: UIView, at frame: CGRect, if onScreen: Bool, willDisplay: (UITableView) -> Void) {
        guard onScreen, frame.height > 0 else {
            if view.superview === self { view.removeFromSuperview() }
            return
        }
        if view.frame != frame { view.frame = frame }
        if view.superview !== self {
            insertSubview(view, belowSubview: verticalScrollIndicator)
            willDisplay(self)
        }
    }

    /// The header and footer views on screen, above the cells.
    var supplementaryViews: [UIView] { Array(headerViews.values) + Array(footerViews.values) }

    /// Whether a view is a section's header or footer (without making `supplementaryViews`).
    func isHeaderOrFooter(_ view: UIView) -> Bool {
        headerViews.values.contains { $0 === view } || footerViews.values.contains { $0 === view }
    }

    /// A cell from the data source, shown at `frame` (set without animation), below the headers.
    @discardableResult
    func makeCell(item: Int, frame: CGRect) -> UITableViewCell? {
        guard let dataSource, let indexPath = sections.indexPath(forItem: item) else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        disappearing.removeAll { $0 === cell }
        UIView.performWithoutAnimation {
            cell.frame = frame
            cell.isSelected = item == selectedRow
        }
        // Headers and footers are above the cells.
        let lowestHeader = headerViews.isEmpty && footerViews.isEmpty ? nil : subviews.first(where: isHeaderOrFooter)
        insertSubview(cell, belowSubview: lowestHeader ?? verticalScrollIndicator)
        visible[item] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// Takes a cell off screen into its reuse queue.
    func recycle(_ cell: UITableViewCell, item: Int?) {
        if let item, visible[item] === cell { visible[item] = nil }
        disappearing.removeAll { $0 === cell }
        cell.isHighlighted = false
        cell.removeFromSuperview()
        if let id = cell.reuseIdentifier { reusePool[id, default: []].append(cell) }
        if let indexPath = item.flatMap({ sections.indexPath(forItem: $0) }) {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    // MARK: Touches: highlight, selection

    open override func contentTouchDown(_ touch: UITouch) {
        touchRow = nil
        // A control in a cell takes the tap for itself (UIKit: the row is not selected); a
        // header (a sticky one floats over rows) is not a row.
        var v = touch.view
        while let current = v, current !== self {
            if current is UIControl { return }
            v = current.superview
        }
        let point = touch.location(in: self)
        if supplementaryViews.contains(where: { $0.superview === self && !$0.isHidden && $0.frame.contains(point) }) { return }
        guard allowsSelection, let indexPath = indexPathForRow(at: point) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        touchRow = sections.item(for: indexPath)
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
        guard indexPathForRow(at: touch.location(in: self)).flatMap({ sections.item(for: $0) }) == row else { return }
        select(row: row, notify: true)
    }

    open override func contentTouchCancelled() {
        if let row = touchRow { visible[row]?.isHighlighted = false }
        touchRow = nil
    }

    public var indexPathForSelectedRow: IndexPath? { selectedRow.flatMap { sections.indexPath(forItem: $0) } }

    /// Selects a row from code (the delegate is not told, as in UIKit), scrolling it into view.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            if let s = indexPathForSelectedRow { deselectRow(at: s, animated: animated) }
            return
        }
        guard let item = sections.item(for: indexPath) else { return }
        select(row: item, notify: false)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let item = sections.item(for: indexPath), selectedRow == item else { return }
        visible[item]?.isSelected = false
        selectedRow = nil
    }

    private func select(row: Int, notify: Bool) {
        if let old = selectedRow, old != row {
            visible[old]?.isSelected = false
            selectedRow = nil
            if notify, let path = sections.indexPath(forItem: old) { tableDelegate?.tableView(self, didDeselectRowAt: path) }
        }
        selectedRow = row
        visible[row]?.isSelected = true
        if notify, let path = sections.indexPath(forItem: row) { tableDelegate?.tableView(self, didSelectRowAt: path) }
    }
}
