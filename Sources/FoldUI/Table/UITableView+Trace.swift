import FoldCore
import Foundation

extension UITableView {
    /// The table's state for a host's `--trace` line (a contract; extend, never change):
    /// `{"contentOffset": [x, y], "contentSize": [w, h], "visibleRows": [{"row": i, "section": s,
    /// "frame": [x, y, w, h]}], "liveCells": n}`. Frames are the rows' cells in the window's coordinates
    /// (model values), top to bottom; `liveCells` counts every cell the table holds (on screen,
    /// animating away, or queued for reuse). Values are JSON-ready (`Double`, `Int`, arrays,
    /// dictionaries) for `JSONSerialization`.
    public func traceDictionary() -> [String: Any] {
        let rowsOut: [[String: Any]] = visible.keys.sorted().compactMap { item in
            guard let cell = visible[item], let path = sections.indexPath(forItem: item) else { return nil }
            let f = cell.convert(CGRect(origin: .zero, size: cell.bounds.size), to: nil)
            let frame: [Double] = [f.minX, f.minY, f.width, f.height]
            return ["row": path.row, "section": path.section, "frame": frame]
        }
        let offset: [Double] = [contentOffset.x, contentOffset.y]
        let size: [Double] = [contentSize.width, contentSize.height]
        return [
            "contentOffset": offset,
            "contentSize": size,
            "visibleRows": rowsOut,
            "liveCells": liveCellCount,
        ]
    }
}
