import FoldCore

/// A group's offscreen pixels kept from frame to frame (the compositor keeps and updates them),
/// as the rasterizer fades them onto the screen: the group's place in the draw list, the pixels
/// of the whole canvas, and where they are the group's backdrop colour alone.
struct KeptGroup {
    /// The group's position in the frame's draw list (a top-level item).
    let index: Int
    let width: Int, height: Int
    let pixels: [UInt32]
    let backdrop: Backdrop?

    /// Where a group's first item, a solid colour filling a rect of whole pixels (a viewer's or a
    /// sheet's backdrop), is all there is: those pixels are that colour exactly, so fading them
    /// is one colour over the screen under them.
    struct Backdrop {
        /// The premultiplied colour.
        let color: UInt32
        /// The canvas's rows in runs (band i ends before row `rowEnds[i]`; together they cover
        /// every row), each with the columns where a pixel may be another item's or outside the
        /// backdrop — anything but the colour: `spans[spanStarts[i]..<spanStarts[i + 1]]`,
        /// sorted and apart. Flat arrays: the bands are read on every row by every thread.
        let rowEnds: [Int]
        let spanStarts: [Int]
        let spans: [Range<Int>]
    }
}
