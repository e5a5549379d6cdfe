import FoldCore
import Foundation

/// Frame differencing for `GIFEncoder`'s shared-palette frames: after the first, each frame is
/// cropped to the bounding box of the palette indices that differ from what is on screen, left
/// in place (disposal 1), with long runs of unchanged pixels inside the box written as the
/// reserved "unchanged" index, which viewers show as transparent (the previous frame shows through).
///
/// Stable dithering: error diffusion makes every index depend on the pixels before it, so a
/// frame dithered whole would differ from the previous one everywhere and nothing would be saved
/// (static areas would also shimmer). So pixels whose source RGBA equals the previous shown
/// frame's keep the indices on screen, byte for byte: everything outside the box of changed
/// source pixels, and inside it every 16×16 tile (`tileSize`) with no changed pixel; the other
/// tiles take this frame's dither. That dither covers just the box and starts with no error at
/// its edges, so it depends on this frame and the one before alone: frames of a batch
/// are dithered in parallel, then settled against the screen in order (cheap), then
/// LZW-compressed in parallel — the same bytes for any thread count.
///
/// The reserved index costs one palette colour (`Options.paletteColorLimit` samples 255 of 256):
/// a least-used slot could only be chosen after seeing every frame, which a streaming encoder does
/// not, and one colour of 255 changes PSNR by hundredths of a dB. A palette that already has
/// `maxColors` colours (one supplied with 256, or a 2-colour one) has no room, so its frames are
/// cropped but stay opaque.
///
/// A frame where nothing changed on screen is a 1×1 frame repeating the top-left pixel (opaque,
/// so even viewers that ignore transparency show it right) rather than a longer delay on the
/// previous frame: the frame count and every delay stay as without differencing, so the timing
/// rules of `GIFFrameTiming` hold, decoders that count frames (ffmpeg's passthrough) line up, and
/// the previous frame's block can be written before the next frame is seen.
final class GIFFrameDifferencer {
    let encoder: GIFFrameEncoder
    let width: Int
    let height: Int
    /// The previous shown frame's source pixels (nil before the first frame).
    private var previous: Bitmap?
    /// The palette index of every pixel on screen after the frames written so far.
    private var screen: [UInt8]

    /// Unchanged runs at least this long (within a row) become transparent. Short runs are
    /// better left as their colours, which continue the strings LZW is matching; long ones
    /// compress to a few codes. Measured (bytes; folding cell / FoodMenu tour): 1 px 360,303 /
    /// 3,260,154; 4 px 355,863 / 3,141,176; 16 px 340,690 / 3,055,844; 32 px 333,999 / 3,075,953;
    /// 64 px 331,934 / 3,144,559; never 338,020 / 3,460,891. 16 is best for the app recording
    /// and within 3% of the best for the animation.
    static let minimumTransparentRun = 16

    /// Stability is decided per tile of this many pixels a side (on a grid fixed to the frame):
    /// a tile whose source pixels all equal the previous frame's keeps the indices on screen; a
    /// tile with any change takes this frame's dither whole. Per pixel would keep a little more,
    /// but it interleaves two dither patterns where content moves, which costs PSNR: on the
    /// folding cell (`foldkit render examples/folding-cell.scene.json`) per pixel gave 48.66 dB
    /// and 352,912 bytes, 4 px 48.77 dB, 8 px 48.78 dB, 16 px 48.80 dB and 355,863 bytes, 32 px
    /// and whole boxes the same 48.80 dB with more bytes; whole frames 48.78 dB.
    static let tileSize = 16

    init(encoder: GIFFrameEncoder, width: Int, height: Int) {
        self.encoder = encoder
        self.width = width
        self.height = height
        screen = []
    }

    /// A frame's changed source box and its indices (`rect.width` a row); nil rect: no change.
    struct Quantized: Sendable {
        var rect: GIFRect?
        var indices: [UInt8]
    }

    /// What a frame writes: `indices` at `rect`, with `transparent` marking unchanged pixels.
    struct Crop: Sendable {
        var rect: GIFRect
        var indices: [UInt8]
        var transparent: Int?
    }

    /// The image blocks of a batch of frames, in order.
    func encode(_ batch: [(frame: Bitmap, delay: Int)], threads: Int) -> [[UInt8]] {
        let n = batch.count
        let previous = self.previous
        let encoder = self.encoder
        let full = GIFRect(x: 0, y: 0, width: width, height: height)
        let quantized = GIFEncoder.BlockSlots<Quantized>(count: n, initial: Quantized(rect: nil, indices: []))
        GIFEncoder.perform(n, threads: threads) { i in
            let frame = batch[i].frame
            let rect: GIFRect?
            if let before = i == 0 ? previous : batch[i - 1].frame {
                rect = Self.changedRect(frame, since: before)
            } else {
                rect = full
            }
            guard let rect else { return }
            var indices = [UInt8](repeating: 0, count: rect.width * rect.height)
            indices.withUnsafeMutableBufferPointer { encoder.quantize(frame, in: rect, into: $0.baseAddress!) }
            quantized[i] = Quantized(rect: rect, indices: indices)
        }
        let crops = (0..<n).map { i in
            settle(quantized[i], frame: batch[i].frame, before: i == 0 ? previous : batch[i - 1].frame, threads: threads)
        }
        self.previous = batch.last?.frame
        let blocks = GIFEncoder.BlockSlots<[UInt8]>(count: n, initial: [])
        GIFEncoder.perform(n, threads: threads) { i in
            let crop = crops[i]
            blocks[i] = encoder.imageBlock(crop.indices, rect: crop.rect, delay: batch[i].delay, transparent: crop.transparent)
        }
        return (0..<n).map { blocks[$0] }
    }

    /// The bounding box of the pixels where `frame` differs from `before`; nil when none do.
    static func changedRect(_ frame: Bitmap, since before: Bitmap) -> GIFRect? {
        let w = frame.width, h = frame.height
        return frame.pixels.withUnsafeBufferPointer { pa -> GIFRect? in
            before.pixels.withUnsafeBufferPointer { pb -> GIFRect? in
                let a = pa.baseAddress!, b = pb.baseAddress!
                func rowDiffers(_ y: Int) -> Bool { memcmp(a + y * w, b + y * w, w * 4) != 0 }
                guard let top = (0..<h).first(where: rowDiffers) else { return nil }
                let bottom = (top..<h).last(where: rowDiffers)!
                var minX = w, maxX = -1
                for y in top...bottom {
                    let ra = a + y * w, rb = b + y * w
                    var x = 0
                    while x < minX && ra[x] == rb[x] { x += 1 }
                    minX = min(minX, x)
                    var r = w - 1
                    while r > maxX && ra[r] == rb[r] { r -= 1 }
                    maxX = max(maxX, r)
                }
                return GIFRect(x: minX, y: top, width: maxX - minX + 1, height: bottom - top + 1)
            }
        }
    }

    /// Resolves a quantized frame against the screen (unchanged tiles keep the screen's
    /// indices), crops it to what differs on screen and updates the screen. Rows are independent
    /// here, so bands of tile rows run in parallel (the result does not depend on the banding).
    private func settle(_ quantized: Quantized, frame: Bitmap, before: Bitmap?, threads: Int) -> Crop {
        guard let rect = quantized.rect else { return unchangedFrame() }
        guard let before else {
            screen = quantized.indices
            return Crop(rect: rect, indices: quantized.indices, transparent: nil)
        }
        var indices = quantized.indices
        let w = width, rw = rect.width
        let t = Self.tileSize
        let firstTileRow = rect.y / t, tileRows = (rect.y + rect.height - 1) / t - firstTileRow + 1
        let firstTileColumn = rect.x / t, tileColumns = (rect.x + rw - 1) / t - firstTileColumn + 1
        let bands = min(tileRows, threads > 1 ? threads * 4 : 1)
        // Per band: the extent of the on-screen change (minX, maxX, minY, maxY), maxX < 0 if none.
        let extents = GIFEncoder.BlockSlots<SIMD4<Int>>(count: bands, initial: SIMD4(Int.max, -1, Int.max, -1))
        let found: SIMD4<Int> = frame.pixels.withUnsafeBufferPointer { now in
            before.pixels.withUnsafeBufferPointer { was in
                screen.withUnsafeMutableBufferPointer { screen in
                    indices.withUnsafeMutableBufferPointer { q in
                        let m = Buffers(now: now.baseAddress!, was: was.baseAddress!, screen: screen.baseAddress!, q: q.baseAddress!)
                        GIFEncoder.perform(bands, threads: threads) { band in
                            var e = SIMD4(Int.max, -1, Int.max, -1)
                            for tileRow in (band * tileRows / bands)..<((band + 1) * tileRows / bands) {
                                // Rows y0..<y1 of the rectangle.
                                let top = (firstTileRow + tileRow) * t
                                let y0 = max(rect.y, top) - rect.y, y1 = min(rect.y + rect.height, top + t) - rect.y
                                for column in 0..<tileColumns {
                                    let left = (firstTileColumn + column) * t
                                    let x0 = max(rect.x, left) - rect.x, x1 = min(rect.x + rw, left + t) - rect.x
                                    let changed = (y0..<y1).contains { y in
                                        let p = (rect.y + y) * w + rect.x + x0
                                        return memcmp(m.now + p, m.was + p, (x1 - x0) * 4) != 0
                                    }
                                    guard !changed else { continue }
                                    for y in y0..<y1 {
                                        (m.q + y * rw + x0).update(from: m.screen + (rect.y + y) * w + rect.x + x0, count: x1 - x0)
                                    }
                                }
                                for y in y0..<y1 {
                                    let row = m.screen + (rect.y + y) * w + rect.x, q = m.q + y * rw
                                    var first = 0
                                    while first < rw && q[first] == row[first] { first += 1 }
                                    guard first < rw else { continue }
                                    var last = rw - 1
                                    while q[last] == row[last] { last -= 1 }
                                    e = SIMD4(min(e[0], first), max(e[1], last), min(e[2], y), y)
                                }
                            }
                            extents[band] = e
                        }
                        var all = SIMD4<Int>(Int.max, -1, Int.max, -1)
                        for band in 0..<bands {
                            let b = extents[band]
                            all = SIMD4(min(all[0], b[0]), max(all[1], b[1]), min(all[2], b[2]), max(all[3], b[3]))
                        }
                        return all
                    }
                }
            }
        }
        let (minX, maxX, minY, maxY) = (found[0], found[1], found[2], found[3])
        guard maxX >= 0 else { return unchangedFrame() }
        let crop = GIFRect(x: rect.x + minX, y: rect.y + minY, width: maxX - minX + 1, height: maxY - minY + 1)
        var out = [UInt8](repeating: 0, count: crop.width * crop.height)
        let unchanged = encoder.unchangedIndex.map { UInt8($0) }
        let cropBands = min(crop.height, bands)
        let transparentIn = GIFEncoder.BlockSlots<Bool>(count: cropBands, initial: false)
        screen.withUnsafeMutableBufferPointer { screen in
            indices.withUnsafeMutableBufferPointer { q in
                out.withUnsafeMutableBufferPointer { o in
                    let m = CropBuffers(screen: screen.baseAddress!, q: q.baseAddress!, out: o.baseAddress!)
                    GIFEncoder.perform(cropBands, threads: threads) { band in
                        var used = false
                        for y in (band * crop.height / cropBands)..<((band + 1) * crop.height / cropBands) {
                            let q = m.q + (minY + y) * rw + minX, screen = m.screen + (crop.y + y) * w + crop.x
                            let out = m.out + y * crop.width
                            used = Self.writeRow(q, over: screen, into: out, count: crop.width, unchanged: unchanged) || used
                        }
                        transparentIn[band] = used
                    }
                }
            }
        }
        let used = (0..<cropBands).contains { transparentIn[$0] }
        return Crop(rect: crop, indices: out, transparent: used ? encoder.unchangedIndex : nil)
    }

    /// Writes one row of a crop: the new indices, with runs of at least `minimumTransparentRun`
    /// pixels equal to the screen's as `unchanged` (when there is one); then puts the row on
    /// screen. True when it wrote `unchanged`.
    private static func writeRow(
        _ q: UnsafePointer<UInt8>, over screen: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
        count n: Int, unchanged: UInt8?
    ) -> Bool {
        var used = false
        var x = 0
        while x < n {
            guard q[x] == screen[x] else {
                out[x] = q[x]
                screen[x] = q[x]
                x += 1
                continue
            }
            var end = x + 1
            while end < n && q[end] == screen[end] { end += 1 }
            if let unchanged, end - x >= minimumTransparentRun {
                (out + x).update(repeating: unchanged, count: end - x)
                used = true
            } else {
                (out + x).update(from: q + x, count: end - x)
            }
            x = end
        }
        return used
    }

    /// The buffers `settle` works in, shared by its bands (each band touches its own rows).
    private struct Buffers: @unchecked Sendable {
        let now: UnsafePointer<UInt32>
        let was: UnsafePointer<UInt32>
        let screen: UnsafeMutablePointer<UInt8>
        let q: UnsafeMutablePointer<UInt8>
    }

    private struct CropBuffers: @unchecked Sendable {
        let screen: UnsafeMutablePointer<UInt8>
        let q: UnsafeMutablePointer<UInt8>
        let out: UnsafeMutablePointer<UInt8>
    }

    /// Nothing changed on screen: one opaque pixel repeating the top-left one.
    private func unchangedFrame() -> Crop {
        Crop(rect: GIFRect(x: 0, y: 0, width: 1, height: 1), indices: [screen[0]], transparent: nil)
    }
}
