import FoldCore
import Foundation

/// The draw items of scrolled clips' sublayers (a table's cells), frame to frame: a sublayer
/// whose presentation and placement are those of the last frame gets the items it got then, so a
/// list standing still under a page fold or a fade is not turned into draw items again every
/// frame. Items are a function of the sublayer, its placement and what the compositor draws
/// with (images, text renderer, scale): a change of the latter starts afresh (`generation`).
///
/// One value per frame, used by one builder on one thread: it reads the last frame's lists and
/// records this frame's.
final class ContentItems {
    struct Entry {
        let layer: LayerSnapshot
        let local: CATransform3D
        let parent: CATransform3D
        let items: [DrawItem]
    }

    let generation: Int
    let scale: Double
    /// By scrolled clip, in the order the frame builds them.
    private let last: [[Entry]]
    private(set) var lists: [[Entry]] = []
    /// Where the last match in each of this frame's lists was found in the last frame's list.
    private var cursors: [Int] = []
    /// Sublayers whose items were reused.
    private(set) var hits = 0

    /// This frame's, reusing `previous` when it was made with the same generation and scale.
    init(following previous: ContentItems?, generation: Int, scale: Double) {
        self.generation = generation
        self.scale = scale
        last = previous.flatMap { $0.generation == generation && $0.scale == scale ? $0.lists : nil } ?? []
    }

    /// Starts the next scrolled clip's list; returns its slot.
    func beginList() -> Int {
        lists.append([])
        cursors.append(-1)
        return lists.count - 1
    }

    /// The items the last frame built for this sublayer at this placement, if it did: looked for
    /// at the same position in the list and just after the last match (cells stay in order).
    func reused(_ slot: Int, at index: Int, layer: LayerSnapshot, local: CATransform3D, parent: CATransform3D) -> [DrawItem]? {
        guard slot < last.count else { return nil }
        let entries = last[slot]
        for k in [index, cursors[slot] + 1] where k >= 0 && k < entries.count {
            let e = entries[k]
            // Placement first: it is cheap to compare and is what a moving row changes.
            if e.local == local && e.parent == parent && e.layer == layer {
                cursors[slot] = k
                hits += 1
                return e.items
            }
        }
        return nil
    }

    func record(_ slot: Int, layer: LayerSnapshot, local: CATransform3D, parent: CATransform3D, items: [DrawItem]) {
        lists[slot].append(Entry(layer: layer, local: local, parent: parent, items: items))
    }
}
