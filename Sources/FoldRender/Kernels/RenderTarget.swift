/// A window of pixels being drawn: the canvas, or an offscreen group buffer placed at an origin
/// in canvas pixels. Bands write disjoint rows, so sharing it across threads is safe.
struct RenderTarget: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt32>
    /// Pixels per row of the buffer.
    let width: Int
    let height: Int
    /// Canvas coordinates of the buffer's top-left pixel.
    let originX: Int
    let originY: Int
    /// Columns that may be written (canvas coordinates): all of them, or a damage rect's.
    var columns: Range<Int>
    /// The columns a whole render writes here (the canvas's, a group's, a clip's), whatever
    /// rect `columns` is cut to: a perspective image picks each row's mip level at the middle of
    /// its span within them, so a damage rect that cuts the span picks the level a full render
    /// picks.
    var levelColumns: Range<Int>
    /// Whether runs of a row that a later opaque op covers are skipped (`Occluder`); off only
    /// to check that it changes no pixel.
    var occludes = true

    init(base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, originX: Int, originY: Int, columns: Range<Int>? = nil) {
        self.base = base
        self.width = width
        self.height = height
        self.originX = originX
        self.originY = originY
        self.columns = columns ?? originX..<(originX + width)
        levelColumns = self.columns
    }

    @inline(__always) func row(_ canvasY: Int) -> UnsafeMutablePointer<UInt32> {
        base + (canvasY - originY) * width - originX
    }
}
