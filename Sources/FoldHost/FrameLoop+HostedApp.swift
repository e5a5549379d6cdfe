import FoldCore
import FoldRender
import FoldUI
import Foundation

/// FoldUI's frame loop runs in both hosts as is. Its trace adds, per frame, `"gestures"` (the
/// recognizers' state changes delivered in that frame, in order: `{"kind": "pan", "state":
/// "began"}`) and `"tables"` (each table view in the window, in view-tree order, as
/// `UITableView.traceDictionary()`): a contract, docs/input-script.md.
extension FrameLoop: HostedApp {
    public var canvasSize: CGSize { window.bounds.size }
    public var scale: Double { window.scale }
    public var userInterface: FrameLoop? { self }

    public func drainTrace() -> [String: Any] {
        [
            "gestures": drainGestureChanges().map { ["kind": $0.kind, "state": $0.state] },
            "tables": Self.tableViews(in: window).map { $0.traceDictionary() },
        ]
    }

    /// The table views under a view, depth first in subview order (a table's own cells are
    /// walked too, so a table inside a cell counts).
    static func tableViews(in view: UIView) -> [UITableView] {
        var found: [UITableView] = []
        for subview in view.subviews {
            if let table = subview as? UITableView { found.append(table) }
            found += tableViews(in: subview)
        }
        return found
    }
}
