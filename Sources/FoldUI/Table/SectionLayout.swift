import Foundation

/// A table's items in order: each section's header, its rows, then its footer. The row offsets
/// hold one height per item (a header or footer without content is 0 high), so rows, headers
/// and footers are found together in O(log n).
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
            next += 2 + count
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

    /// The section an item belongs to (its header, one of its rows or its footer).
    func section(ofItem item: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= item { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The row an item is; nil for a header or a footer.
    func indexPath(forItem item: Int) -> IndexPath? {
        guard item >= 0, item < itemCount, !starts.isEmpty else { return nil }
        let section = section(ofItem: item)
        let row = item - starts[section] - 1
        return row >= 0 && row < rowCounts[section] ? IndexPath(row: row, section: section) : nil
    }

    func isRow(_ item: Int) -> Bool { indexPath(forItem: item) != nil }

    /// The item of a section's footer, after its last row.
    func footer(ofSection section: Int) -> Int { starts[section] + 1 + rowCounts[section] }

    /// The item after a section's footer: the next section's header, or the end.
    func end(ofSection section: Int) -> Int { footer(ofSection: section) + 1 }
}
