import FoldCore
import Foundation

/// Row insertions, deletions, reloads and height changes, animated as UIKit's batch updates:
/// deleted and reloaded rows use old indices, inserted rows new ones; cells of rows that stay
/// are kept (never asked for again) and move to their new frames with the duration and curve of
/// the enclosing `UIView.animate` block, or 0.3 s ease-in-out outside one.
extension UITableView {
    /// Default duration of an update outside an animation block (UIKit's beginUpdates/endUpdates).
    public static let updateAnimationDuration = 0.3

    /// A batch as recorded: rows by index path (deleted and reloaded ones before the batch,
    /// inserted ones after it).
    struct PendingUpdates {
        var inserted: [IndexPath: RowAnimation] = [:]
        var deleted: [IndexPath: RowAnimation] = [:]
        var reloaded: [IndexPath: RowAnimation] = [:]
        /// Sections: deleted and reloaded ones by their index before the batch, inserted ones after.
        var insertedSections: [Int: RowAnimation] = [:]
        var deletedSections: [Int: RowAnimation] = [:]
        var reloadedSections: [Int: RowAnimation] = [:]
        /// Rows moved: from their index path before the batch to theirs after it.
        var moved: [(from: IndexPath, to: IndexPath)] = []
        /// Sections moved: from their index before the batch to theirs after it.
        var movedSections: [(from: Int, to: Int)] = []

        var changesSections: Bool {
            !insertedSections.isEmpty || !deletedSections.isEmpty || !reloadedSections.isEmpty || !movedSections.isEmpty
        }
    }

    /// A batch by item: deleted and reloaded items in the old layout, inserted ones in the new.
    struct ItemUpdates {
        var inserted: [Int: RowAnimation] = [:]
        var deleted: [Int: RowAnimation] = [:]
        var reloaded: [Int: RowAnimation] = [:]
        /// Moved rows: old item to new item (their cells stay and slide there).
        var moved: [Int: Int] = [:]

        /// The old items that leave their place (deleted or moved away), ascending; a reloaded
        /// row keeps its place.
        var vacated: [Int] { (Array(deleted.keys) + Array(moved.keys)).sorted() }
        /// The new items that are new in their place (inserted or moved there), ascending.
        var filled: [Int] { (Array(inserted.keys) + Array(moved.values)).sorted() }
    }

    /// Moves a row (its index path before the batch) to a new place (its index path after it):
    /// its cell stays and slides there; the rows between close up or make room.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batch { $0.moved.append((indexPath, newIndexPath)) }
    }

    /// Moves a section (its index before the batch) to a new place (its index after it): its
    /// rows keep their cells and slide there (its header is placed there at once, as headers are
    /// in every batch); the sections between make room.
    /// Rows of a moved section cannot be updated in the same batch (the table reloads instead).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        batch { $0.movedSections.append((section, newSection)) }
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch { for p in indexPaths { $0.inserted[p] = animation } }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch { for p in indexPaths { $0.deleted[p] = animation } }
    }

    /// Asks the data source for new cells (and the delegate for heights) of these rows.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch { for p in indexPaths { $0.reloaded[p] = animation } }
    }

    /// Inserts whole sections (indices after the batch): their headers, rows and footers come
    /// in with `animation`.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch { for s in sections { $0.insertedSections[s] = animation } }
    }

    /// Deletes whole sections (indices before the batch), with their headers and footers.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch { for s in sections { $0.deletedSections[s] = animation } }
    }

    /// Asks the data source anew for these sections (indices before the batch): a delete and an
    /// insert of each at its place, as UIKit does.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch { for s in sections { $0.reloadedSections[s] = animation } }
    }

    /// Begins a batch that `endUpdates()` applies: the inserts, deletes and reloads between them
    /// animate together. Pairs nest; the outermost `endUpdates()` applies the batch.
    public func beginUpdates() {
        updateNesting += 1
        if pendingUpdates == nil { pendingUpdates = PendingUpdates() }
    }

    /// Applies the batch `beginUpdates()` began, as `performBatchUpdates` does: with no changes in
    /// it, the rows animate to the heights the delegate gives now (inside `UIView.animate`, with
    /// its duration and curve) — the classic way to animate a row's height. An `endUpdates()`
    /// without its `beginUpdates()` is refused with a message (UIKit raises).
    public func endUpdates() {
        guard updateNesting > 0 else {
            FileHandle.standardError.write(Data("UITableView: endUpdates() without beginUpdates(); ignored.\n".utf8))
            return
        }
        updateNesting -= 1
        guard updateNesting == 0 else { return }
        let pending = pendingUpdates ?? PendingUpdates()
        pendingUpdates = nil
        apply(pending, completion: nil)
    }

    /// Runs `updates` (inserts, deletes, reloads; model changes) and animates the rows to the
    /// heights and positions the delegate now gives. Rows that stay keep their cells.
    /// Indices the data source's new count does not agree with (UIKit raises) reload the table
    /// without animation instead.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingUpdates != nil && updates != nil {
            // Nested: part of the outer batch.
            updates?()
            completion?(true)
            return
        }
        if pendingUpdates == nil { pendingUpdates = PendingUpdates() }
        updates?()
        let pending = pendingUpdates ?? PendingUpdates()
        pendingUpdates = nil
        apply(pending, completion: completion)
    }

    private func batch(_ record: (inout PendingUpdates) -> Void) {
        if pendingUpdates != nil { return record(&pendingUpdates!) }
        var u = PendingUpdates()
        record(&u)
        pendingUpdates = u
        performBatchUpdates(nil)
    }

    private func apply(_ recorded: PendingUpdates, completion: ((Bool) -> Void)?) {
        if needsReload {
            // Never loaded: there is nothing to animate from.
            reloadData()
            completion?(true)
            return
        }
        let oldLayout = sections
        let newLayout = querySections()
        var u = ItemUpdates()
        // Old sections not deleted (reloaded ones too) nor moved, in order, become the new
        // sections not inserted nor moved to, in order; a reloaded one is deleted and inserted
        // again where it lands; a moved one goes where the move says.
        let movedFrom = recorded.movedSections.map(\.from)
        let movedTo = recorded.movedSections.map(\.to)
        let keptOld = (0..<oldLayout.sectionCount).filter { recorded.deletedSections[$0] == nil && !movedFrom.contains($0) }
        let freeNew = (0..<newLayout.sectionCount).filter { recorded.insertedSections[$0] == nil && !movedTo.contains($0) }
        var valid =
            keptOld.count == freeNew.count
            && recorded.deletedSections.keys.allSatisfy { (0..<oldLayout.sectionCount).contains($0) }
            && recorded.reloadedSections.keys.allSatisfy { (0..<oldLayout.sectionCount).contains($0) }
            && recorded.insertedSections.keys.allSatisfy { (0..<newLayout.sectionCount).contains($0) }
            && Set(movedFrom).count == movedFrom.count && Set(movedTo).count == movedTo.count
            && movedFrom.allSatisfy {
                (0..<oldLayout.sectionCount).contains($0) && recorded.deletedSections[$0] == nil
                    && recorded.reloadedSections[$0] == nil
            }
            && movedTo.allSatisfy { (0..<newLayout.sectionCount).contains($0) && recorded.insertedSections[$0] == nil }
        var deletedSections = recorded.deletedSections
        var insertedSections = recorded.insertedSections
        var oldSection: [Int: Int] = [:]
        if valid {
            for (o, n) in zip(keptOld, freeNew) {
                if let a = recorded.reloadedSections[o] {
                    deletedSections[o] = a
                    insertedSections[n] = a
                } else {
                    oldSection[n] = o
                }
            }
        }
        if valid {
            // A moved section's items slide, one for one (its header and rows as they were).
            for (from, to) in recorded.movedSections {
                let oldStart = oldLayout.starts[from]
                let newStart = newLayout.starts[to]
                let count = oldLayout.end(ofSection: from) - oldStart
                guard count == newLayout.end(ofSection: to) - newStart else {
                    valid = false
                    break
                }
                oldSection[to] = from
                for k in 0..<count { u.moved[oldStart + k] = newStart + k }
            }
            let rowUpdated =
                recorded.deleted.keys.map(\.section) + recorded.reloaded.keys.map(\.section) + recorded.moved.map(\.from.section)
            let rowFilled = recorded.inserted.keys.map(\.section) + recorded.moved.map(\.to.section)
            if rowUpdated.contains(where: movedFrom.contains) || rowFilled.contains(where: movedTo.contains) { valid = false }
        }
        if valid {
            for (s, a) in deletedSections {
                for i in oldLayout.starts[s]..<oldLayout.end(ofSection: s) { u.deleted[i] = a }
            }
            for (s, a) in insertedSections {
                for i in newLayout.starts[s]..<newLayout.end(ofSection: s) { u.inserted[i] = a }
            }
        }
        for (path, a) in recorded.deleted { if let i = oldLayout.item(for: path) { u.deleted[i] = a } else { valid = false } }
        for (path, a) in recorded.reloaded { if let i = oldLayout.item(for: path) { u.reloaded[i] = a } else { valid = false } }
        for (path, a) in recorded.inserted { if let i = newLayout.item(for: path) { u.inserted[i] = a } else { valid = false } }
        for (from, to) in recorded.moved {
            guard let o = oldLayout.item(for: from), let n = newLayout.item(for: to), u.moved[o] == nil,
                !u.moved.values.contains(n), u.deleted[o] == nil, u.inserted[n] == nil
            else {
                valid = false
                continue
            }
            u.moved[o] = n
        }
        // Each staying section's rows: as many as before, less the deleted, plus the inserted
        // (UIKit raises otherwise; the table reloads). Rows may not be updated in a section
        // deleted or inserted whole.
        if valid {
            for section in 0..<newLayout.sectionCount {
                guard let old = oldSection[section] else {
                    if recorded.inserted.keys.contains(where: { $0.section == section }) { valid = false }
                    continue
                }
                let deleted =
                    recorded.deleted.keys.filter { $0.section == old }.count
                    + recorded.moved.filter { $0.from.section == old }.count
                let inserted =
                    recorded.inserted.keys.filter { $0.section == section }.count
                    + recorded.moved.filter { $0.to.section == section }.count
                if newLayout.rowCounts[section] != oldLayout.rowCounts[old] - deleted + inserted { valid = false }
            }
            for path in recorded.deleted.keys where deletedSections[path.section] != nil { valid = false }
            for move in recorded.moved where deletedSections[move.from.section] != nil || oldSection[move.to.section] == nil {
                valid = false
            }
        }
        guard valid else {
            reloadData()
            layoutIfNeeded()
            completion?(false)
            return
        }
        let deletes = u.vacated
        let inserts = u.filled
        func newIndex(_ old: Int) -> Int {
            if let n = u.moved[old] { return n }
            var i = old - deletes.prefix { $0 < old }.count
            for ins in inserts where ins <= i { i += 1 }
            return i
        }
        var oldRows = rows
        let oldWidth = bounds.width
        // Cells of rows that stay, re-keyed; the others animate away.
        var kept: [Int: UITableViewCell] = [:]
        var leaving: [(cell: UITableViewCell, row: Int, animation: RowAnimation)] = []
        for (row, cell) in visible {
            if let a = u.deleted[row] ?? u.reloaded[row] { leaving.append((cell, row, a)) } else { kept[newIndex(row)] = cell }
        }
        visible = kept
        if let s = selectedRow { selectedRow = u.deleted[s] == nil ? newIndex(s) : nil }
        sections = newLayout
        // The same sections: their header and footer views stay; sections inserted or deleted
        // shift them, so they are asked for anew.
        rows = RowOffsets(heights: queryHeights(newLayout, keepingViews: !recorded.changesSections))
        // Survivors that come into view slide in from where they were.
        func oldFrame(ofNewRow row: Int) -> CGRect? {
            guard let o = Self.oldIndex(ofNewRow: row, u), u.reloaded[o] == nil else { return nil }
            return CGRect(x: 0, y: tableHeaderHeight + oldRows.offset(ofRow: o), width: oldWidth, height: oldRows.heights[o])
        }

        // The cells this update takes away, recycled when its animations end (not those of a
        // later update still running).
        var departing: [UITableViewCell] = leaving.map(\.cell)
        UIView.animateInheriting(
            defaultDuration: Self.updateAnimationDuration,
            {
                updateContentSize()
                layoutTableHeaderAndFooter()
                let m = maximumContentOffset
                if !isDragging && contentOffset.y > m.y { applyOffset(CGPoint(x: contentOffset.x, y: m.y)) }
                for item in leaving { animateOut(item.cell, row: item.row, item.animation) }
                let range = visibleRowRange()
                for (row, cell) in visible {
                    cell.frame = itemFrame(row)
                    if !range.contains(row) {
                        visible[row] = nil
                        disappearing.append(cell)
                        departing.append(cell)
                        tableDelegateDidEnd(cell, row: row)
                    }
                }
                for row in range where visible[row] == nil && sections.isRow(row) {
                    let frame = itemFrame(row)
                    let animation = u.inserted[row] ?? Self.oldIndex(ofNewRow: row, u).flatMap { u.reloaded[$0] }
                    let start = animation == nil ? oldFrame(ofNewRow: row) : nil
                    guard let cell = makeCell(item: row, frame: start ?? frame) else { continue }
                    if let animation { animateIn(cell, frame: frame, animation) } else { cell.frame = frame }
                }
                // The headers move with the heights at once.
                UIView.performWithoutAnimation { layoutHeaders(range) }
            },
            completion: { [weak self] finished in
                guard let self else { return }
                for cell in departing where self.disappearing.contains(where: { $0 === cell }) {
                    self.recycle(cell, item: nil)
                }
                completion?(finished)
            })
    }

    /// The old index of a row after the updates (nil for an inserted row): the k-th surviving
    /// old row, k counting the new rows before it that were not inserted.
    static func oldIndex(ofNewRow row: Int, _ u: ItemUpdates) -> Int? {
        guard u.inserted[row] == nil else { return nil }
        if let moved = u.moved.first(where: { $0.value == row }) { return moved.key }
        var old = row - u.filled.filter { $0 < row }.count
        for d in u.vacated where d <= old { old += 1 }
        return old
    }

    private func animateOut(_ cell: UITableViewCell, row: Int, _ animation: RowAnimation) {
        tableDelegateDidEnd(cell, row: row)
        disappearing.append(cell)
        switch animation {
        case .none:
            cell.isHidden = true
        case .left, .right:
            var f = cell.frame
            f.origin.x += animation == .left ? -f.width : f.width
            cell.frame = f
            cell.alpha = 0
        default:
            cell.alpha = 0
        }
    }

    private func animateIn(_ cell: UITableViewCell, frame: CGRect, _ animation: RowAnimation) {
        switch animation {
        case .none:
            cell.frame = frame
        case .left, .right:
            UIView.performWithoutAnimation {
                var start = frame
                start.origin.x += animation == .left ? -frame.width : frame.width
                cell.frame = start
                cell.alpha = 0
            }
            cell.frame = frame
            cell.alpha = 1
        default:
            UIView.performWithoutAnimation { cell.alpha = 0 }
            cell.alpha = 1
        }
    }

    private func tableDelegateDidEnd(_ cell: UITableViewCell, row: Int) {
        guard let indexPath = sections.indexPath(forItem: row) else { return }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
}
