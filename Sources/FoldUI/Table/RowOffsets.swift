/// Row heights as a Fenwick tree: a row's offset (a prefix sum) and the row at an offset are
/// O(log n), and so is changing one height. Built in O(n).
struct RowOffsets {
    private(set) var heights: [Double]
    private var tree: [Double]
    /// Tree nodes visited by queries since creation: for tests that lookups stay O(log n).
    private(set) var probes = 0
    private(set) var totalHeight: Double

    init(heights: [Double]) {
        self.heights = heights
        totalHeight = heights.reduce(0, +)
        tree = [0] + heights
        let n = heights.count
        var i = 1
        while i <= n {
            let parent = i + (i & -i)
            if parent <= n { tree[parent] += tree[i] }
            i += 1
        }
    }

    var count: Int { heights.count }

    /// The sum of the heights of rows 0..<row.
    mutating func offset(ofRow row: Int) -> Double {
        var i = min(max(row, 0), count)
        var sum = 0.0
        while i > 0 {
            probes += 1
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    mutating func setHeight(_ height: Double, ofRow row: Int) {
        guard heights.indices.contains(row) else { return }
        let delta = height - heights[row]
        heights[row] = height
        totalHeight += delta
        var i = row + 1
        while i <= count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The row whose span [offset, offset + height) contains `y`: the last row when y is at or
    /// past the end, row 0 before the start, nil with no rows. Zero-height rows are never
    /// returned for a y inside a later row.
    mutating func row(containing y: Double) -> Int? {
        guard count > 0 else { return nil }
        // The largest k with prefix(k) <= y, by descending powers of two.
        var k = 0
        var remaining = y
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            probes += 1
            if k + step <= count && tree[k + step] <= remaining {
                k += step
                remaining -= tree[k]
            }
            step /= 2
        }
        return min(k, count - 1)
    }
}
