import FoldCore

/// Up to 256 opaque colours for a GIF, each packed like a `Bitmap` pixel without alpha:
/// R | G<<8 | B<<16.
///
/// Build one from a sample of an animation's frames to share it across all frames (a global
/// colour table): no per-frame palette cost, no flicker as colours shift between frames.
public struct GIFPalette: Sendable, Equatable {
    public let colors: [UInt32]

    /// Wraps 1…256 colours (alpha bits are dropped); nil for an empty or oversized list.
    public init?(colors: [UInt32]) {
        guard (1...256).contains(colors.count) else { return nil }
        self.colors = colors.map { $0 & 0x00FF_FFFF }
    }

    /// A palette of at most `maxColors` colours that fits the pixels of `frames`, composited
    /// over `background`. About `sampleBudget` pixels spread evenly over all frames are looked
    /// at — two million sample the colour distribution of a long 4K animation closely at a
    /// fraction of the cost of reading every pixel. With `transparency`, pixels with alpha < 128
    /// are ignored (they become the transparent index, not a colour).
    public init<Frames: Collection>(
        sampling frames: Frames, maxColors: Int = 256, background: CGColor = .white, transparency: Bool = false,
        sampleBudget: Int = 2_000_000
    ) where Frames.Element == Bitmap {
        let total = frames.reduce(0) { $0 + $1.width * $1.height }
        let stride = max(1, total / max(1, min(sampleBudget, ColorQuantizer.maximumSamples)))
        var quantizer = ColorQuantizer()
        let bg = OpaqueBackground(background)
        for frame in frames {
            quantizer.add(frame, stride: stride, background: bg, skipTransparent: transparency)
        }
        colors = quantizer.palette(maxColors: maxColors, refinements: Self.refinements)
    }

    /// Lloyd iterations after median cut: most of k-means' gain comes in the first few.
    static let refinements = 8
}
