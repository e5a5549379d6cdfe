import Foundation

/// A table's items in order: each section's header, then its rows. The row offsets hold one
/// height per item (a header without content is 0 high), so rows and headers are found
/// together in O(log n).
struct SectionLayout: Equatable {
    private(set) var rowCounts: [Int]
    /// The item of each section's header.
    private(set) var starts: [Int]
    private(set) var itemCount: Int

    init(rowCounts: [Int]) {
        self.rowCounts = rowCounts.map { max(0, $0) }
        var next = 0
        starts = []
        for count in self.rowCounts {
            starts.append(next)
            next += 1 + count
        }
        itemCount = next
    }

    var sectionCount: Int { rowCounts.count }

    /// The item of a row; nil for an index path outside the table.
    func item(for indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, rowCounts.indices.contains(indexPath.section),
            (0..<rowCounts[indexPath.section]).contains(indexPath.row)
        else { return nil }
        return starts[indexPath.section] + 1 + indexPath.row
    }

    /// The section an item belongs to (its header or one of its rows).
    func section(ofItem item: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= item { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The row an item is; nil for a header.
    func indexPath(forItem item: Int) -> IndexPath? {
        guard item >= 0, item < itemCount, !starts.isEmpty else { return nil }
        let section = section(ofItem: item)
        let row = item - starts[section] - 1
        return row >= 0 ? IndexPath(row: row, section: section) : nil
    }

    func isHeader(_ item: Int) -> Bool { indexPath(forItem: item) == nil }

    /// The item after a section's last row: the next section's header, or the end.
    func end(ofSection section: Int) -> Int { starts[section] + 1 + rowCounts[section] }
}
