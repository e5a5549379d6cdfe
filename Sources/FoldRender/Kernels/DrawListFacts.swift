/// What the rasterizer looks up in a draw list in every band, found once per list and frame
/// (or once per scrolled content, when it is made).
struct DrawListFacts: Sendable {
    /// Each item's `verticalExtent`: an item outside a band's rows is passed over without
    /// being copied out of the list (a copy retains its arrays, and two bands retaining the
    /// same ones at once made up a twentieth of a card frame's drawing).
    let extents: [SIMD2<Double>]
    /// The list's large opaque ops (`Occluder`).
    let occluders: [Occluder]

    init(_ items: [DrawItem]) {
        extents = items.map { item in
            let (minY, maxY) = item.verticalExtent
            return SIMD2(minY, maxY)
        }
        occluders = Occluder.occluders(in: items)
    }
}
