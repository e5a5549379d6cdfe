/// A window of pixels being drawn (bands write disjoint rows, so sharing it across threads is safe): the canvas, or an offscreen group buffer placed at an origin
/// in canvas pixels.
struct RenderTarget: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    /// Canvas coordinates of the buffer's top-left pixel.
    let originX: Int
    let originY: Int

    @inline(__always) func row(_ canvasY: Int) -> UnsafeMutablePointer<UInt32> {
        base + (canvasY - originY) * width - originX
    }
}
