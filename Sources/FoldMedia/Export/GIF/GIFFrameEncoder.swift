import FoldCore
/// Turns one frame into a GIF image block (graphic control extension, image descriptor, optional
/// local colour table, LZW data) with a fixed palette. Value type with no shared mutable state,
/// so many frames encode at once on different threads.
///
/// Dithering is Floyd–Steinberg with serpentine scanning. Error diffusion rather than an ordered
/// (Bayer or blue-noise) pattern because it keeps the mean colour of every region right with the
/// least added noise — the best mean squared error (PSNR) for a given palette — and smooth
/// gradients, FoldKit's typical content, band least; serpentine order avoids the diagonal "worm"
/// artefacts of always scanning left to right. The price is that rows are sequential (each
/// needs the errors of the row above), so a frame is dithered as two independent halves
/// interleaved (see `encode`) and frames run in parallel. Errors are kept ×16 as SIMD4<Int32>
/// (R, G, B, unused), so each of the four neighbour updates is one vector add.
///
/// The error a pixel passes on is clamped per channel to `errorLimit`: the palette's typical
/// spacing (median distance from a colour to its nearest neighbour), at least 16. That is enough
/// to dither between neighbouring colours, which is all a gradient needs, but stops the classic
/// runaway where a colour lies outside the palette's hull (palette colours are averages, so the
/// extremes always do): unbounded, the error there grows until far-away colours are chosen, which
/// shows as sprayed speckles and costs 2–3 dB of PSNR.
struct GIFFrameEncoder: Sendable {
    let table: NearestColorTable
    /// Index for pixels with alpha < 128, or nil to composite every pixel over the background.
    let transparentIndex: Int?
    /// Index meaning "as the previous frame" in frame differencing (shown as transparent), or nil
    /// when the palette has no room for it (then changed rectangles are cropped but kept opaque).
    let unchangedIndex: Int?
    let background: OpaqueBackground
    let dither: Bool
    let colorTable: GIFColorTable
    /// Largest error (per channel) diffused from one pixel.
    let errorLimit: Int32

    /// `pixels` is about how many pixels will go through this encoder, to size the lookup table.
    /// `reservingUnchanged` (without `transparent`) keeps the entry after the palette, if there is
    /// one, for frame differencing's unchanged pixels.
    init(
        palette: [UInt32], transparent: Bool, background: OpaqueBackground, dither: Bool, pixels: Int,
        reservingUnchanged: Bool = false
    ) {
        table = NearestColorTable(palette: palette, lookups: pixels)
        transparentIndex = transparent ? palette.count : nil
        unchangedIndex = !transparent && reservingUnchanged && palette.count < 256 ? palette.count : nil
        self.background = background
        self.dither = dither
        colorTable = GIFColorTable(palette: palette, reservingTransparent: transparent || unchangedIndex != nil)
        errorLimit = max(16, Self.typicalSpacing(palette))
    }

    /// Median over colours of the distance to the nearest other colour (0 for one colour).
    static func typicalSpacing(_ palette: [UInt32]) -> Int32 {
        guard palette.count > 1 else { return 0 }
        let rgb = palette.map { (Int32($0 & 0xFF), Int32($0 >> 8 & 0xFF), Int32($0 >> 16 & 0xFF)) }
        var nearest: [Int32] = []
        for (i, a) in rgb.enumerated() {
            var best = Int32.max
            for (j, b) in rgb.enumerated() where j != i {
                let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
                best = min(best, dr * dr + dg * dg + db * db)
            }
            nearest.append(best)
        }
        nearest.sort()
        return Int32(Double(nearest[nearest.count / 2]).squareRoot().rounded())
    }

    /// The image block for `frame`; `local` adds this encoder's palette as a local colour table.
    func encode(_ frame: Bitmap, delay: Int, local: Bool) -> [UInt8] {
        let w = frame.width, h = frame.height
        var block: [UInt8] = []
        block.reserveCapacity(64 + (local ? colorTable.bytes.count : 0))
        // Graphic control extension: disposal, delay in centiseconds, transparent index.
        // With transparency, disposal 2 (restore to background) keeps earlier frames from
        // showing through; without it, 1 (leave in place) is what full opaque frames need.
        let disposal: UInt8 = transparentIndex != nil ? 2 : 1
        let delay = UInt16(clamping: delay)
        block += [0x21, 0xF9, 4, disposal << 2 | (transparentIndex != nil ? 1 : 0)]
        block += [UInt8(delay & 0xFF), UInt8(delay >> 8), UInt8(transparentIndex ?? 0), 0]
        // Image descriptor: full frame at (0, 0).
        block += [0x2C, 0, 0, 0, 0, UInt8(w & 0xFF), UInt8(w >> 8 & 0xFF), UInt8(h & 0xFF), UInt8(h >> 8 & 0xFF)]
        block.append(local ? 0x80 | colorTable.sizeField : 0)
        if local { block += colorTable.bytes }

        var lzw = LZWEncoder(minimumCodeSize: colorTable.minimumCodeSize, expectedPixels: w * h)
        // The frame is dithered as two independent halves, a row of each per step: one pixel's
        // colour depends on the previous pixel's error through a chain of loads, so a single
        // stream leaves the CPU waiting; two interleaved streams fill those waits. The top half's
        // rows are compressed as they come, the bottom half's kept until the top is done.
        let split = h / 2
        let bottomRows = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, w * (h - split)))
        let topRow = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, w))
        // Two rows of errors per half, one pad pixel at each end.
        let errors = UnsafeMutablePointer<SIMD4<Int32>>.allocate(capacity: (w + 2) * 4)
        errors.initialize(repeating: .zero, count: (w + 2) * 4)
        defer {
            bottomRows.deallocate()
            topRow.deallocate()
            errors.deallocate()
        }
        frame.pixels.withUnsafeBufferPointer { src in
            table.withSearch { search in
                let pixels = src.baseAddress!
                let kernel = Kernel(
                    search: search, background: background, transparent: transparentIndex ?? -1, dither: dither,
                    limit: errorLimit)
                var y = 0
                while y < h - split {
                    // Row y of the top half (if any) and row split + y of the bottom half.
                    let bottom = split + y
                    var b = kernel.stream(
                        line: pixels + bottom * w, width: w, row: bottomRows + y * w, y: y,
                        errors: errors + 2 * (w + 2))
                    if y < split {
                        var a = kernel.stream(line: pixels + y * w, width: w, row: topRow, y: y, errors: errors)
                        for _ in 0..<w {
                            kernel.step(&a)
                            kernel.step(&b)
                        }
                        lzw.encode(topRow, count: w)
                    } else {
                        for _ in 0..<w { kernel.step(&b) }
                    }
                    y += 1
                }
            }
        }
        lzw.encode(bottomRows, count: w * (h - split))
        lzw.finish(appendingTo: &block)
        return block
    }

    /// Quantizes (and dithers) the `rect` of `frame` into `out`, `rect.width` indices a row,
    /// exactly as `encode` does a whole frame: the rectangle's two halves are dithered
    /// independently, each starting with no error, so the result depends on the rectangle's
    /// pixels alone (a whole-frame rectangle gives `encode`'s indices).
    func quantize(_ frame: Bitmap, in rect: GIFRect, into out: UnsafeMutablePointer<UInt8>) {
        let w = rect.width, h = rect.height, stride = frame.width
        let split = h / 2
        let errors = UnsafeMutablePointer<SIMD4<Int32>>.allocate(capacity: (w + 2) * 4)
        errors.initialize(repeating: .zero, count: (w + 2) * 4)
        defer { errors.deallocate() }
        frame.pixels.withUnsafeBufferPointer { src in
            table.withSearch { search in
                let origin = src.baseAddress! + rect.y * stride + rect.x
                let kernel = Kernel(
                    search: search, background: background, transparent: transparentIndex ?? -1, dither: dither,
                    limit: errorLimit)
                for y in 0..<(h - split) {
                    let bottom = split + y
                    var b = kernel.stream(
                        line: origin + bottom * stride, width: w, row: out + bottom * w, y: y, errors: errors + 2 * (w + 2))
                    if y < split {
                        var a = kernel.stream(line: origin + y * stride, width: w, row: out + y * w, y: y, errors: errors)
                        for _ in 0..<w {
                            kernel.step(&a)
                            kernel.step(&b)
                        }
                    } else {
                        for _ in 0..<w { kernel.step(&b) }
                    }
                }
            }
        }
    }

    /// The image block of `indices` (`rect.width` a row) placed at `rect`, shown for `delay` cs
    /// and left in place (disposal 1); `transparent` marks the index viewers leave see-through.
    func imageBlock(_ indices: [UInt8], rect: GIFRect, delay: Int, transparent: Int?) -> [UInt8] {
        var block: [UInt8] = []
        let delay = UInt16(clamping: delay)
        block += [0x21, 0xF9, 4, 1 << 2 | (transparent != nil ? 1 : 0)]
        block += [UInt8(delay & 0xFF), UInt8(delay >> 8), UInt8(transparent ?? 0), 0]
        block.append(0x2C)
        for v in [rect.x, rect.y, rect.width, rect.height] { block += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        block.append(0)
        var lzw = LZWEncoder(minimumCodeSize: colorTable.minimumCodeSize, expectedPixels: indices.count)
        indices.withUnsafeBufferPointer { lzw.encode($0.baseAddress!, count: $0.count) }
        lzw.finish(appendingTo: &block)
        return block
    }

    /// One row's progress through Floyd–Steinberg: where it is and its error rows.
    struct Stream {
        let line: UnsafePointer<UInt32>
        let row: UnsafeMutablePointer<UInt8>
        var x: Int
        let dir: Int
        /// This pixel's slot in the current and next error rows.
        var cur: UnsafeMutablePointer<SIMD4<Int32>>
        var next: UnsafeMutablePointer<SIMD4<Int32>>
        var lastKey = UInt32.max
        var lastIndex = 0
    }

    /// The per-pixel work, with everything it reads hoisted into constants.
    struct Kernel {
        let search: NearestColorTable.Search
        let colors: UnsafeRawPointer
        let background: OpaqueBackground
        let transparent: Int
        let dither: Bool
        let limit: SIMD4<Int32>

        init(search: NearestColorTable.Search, background: OpaqueBackground, transparent: Int, dither: Bool, limit: Int32) {
            self.search = search
            colors = UnsafeRawPointer(search.colors)
            self.background = background
            self.transparent = transparent
            self.dither = dither
            self.limit = SIMD4(repeating: limit)
        }

        /// Starts row `y` (serpentine: even rows left to right). `errors` holds this stream's two
        /// error rows; the one for the next row is cleared.
        @inline(__always)
        func stream(
            line: UnsafePointer<UInt32>, width w: Int, row: UnsafeMutablePointer<UInt8>, y: Int,
            errors: UnsafeMutablePointer<SIMD4<Int32>>
        ) -> Stream {
            let even = y & 1 == 0
            let cur = errors + (even ? 0 : w + 2), next = errors + (even ? w + 2 : 0)
            next.update(repeating: .zero, count: w + 2)
            let x = even ? 0 : w - 1
            return Stream(line: line, row: row, x: x, dir: even ? 1 : -1, cur: cur + (x + 1), next: next + (x + 1))
        }

        /// Chooses one pixel's index and diffuses its error to the unvisited neighbours: 7/16
        /// ahead, 3/16, 5/16 and 1/16 on the next row (mirrored right to left).
        @inline(__always)
        func step(_ s: inout Stream) {
            let x = s.x, dir = s.dir
            let cur = s.cur, next = s.next
            s.x = x &+ dir
            s.cur = cur + dir
            s.next = next + dir
            let raw = s.line[x]
            if transparent >= 0 && raw >> 24 < 128 {
                s.row[x] = UInt8(truncatingIfNeeded: transparent)
                return
            }
            let p = background.composite(raw)
            var c = SIMD4<Int32>(
                Int32(truncatingIfNeeded: p & 0xFF), Int32(truncatingIfNeeded: p >> 8 & 0xFF),
                Int32(truncatingIfNeeded: p >> 16 & 0xFF), 0)
            if dither {
                c = (c &+ ((cur.pointee &+ 8) &>> 4)).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
            }
            let key = UInt32(truncatingIfNeeded: c.x << 16 | c.y << 8 | c.z)
            let index: Int
            if key == s.lastKey {
                index = s.lastIndex
            } else {
                index = search.nearest(c.x, c.y, c.z)
                s.lastKey = key
                s.lastIndex = index
            }
            s.row[x] = UInt8(truncatingIfNeeded: index)
            if dither {
                let chosen = colors.load(fromByteOffset: index &* 16, as: SIMD4<Int32>.self)
                let e = (c &- chosen).clamped(lowerBound: .zero &- limit, upperBound: limit)
                cur[dir] &+= e &* 7
                next[-dir] &+= e &* 3
                next.pointee &+= e &* 5
                next[dir] &+= e
            }
        }
    }
}

/// A palette laid out as a GIF colour table: 2ⁿ RGB triples (n ≥ 1), zero-padded, with room
/// for the transparent index when asked.
struct GIFColorTable: Sendable {
    let bytes: [UInt8]
    /// The 3-bit size field of the screen or image descriptor: the table has 2^(field + 1) entries.
    let sizeField: UInt8
    /// LZW minimum code size: bits per index, at least 2 as GIF requires.
    let minimumCodeSize: Int

    init(palette: [UInt32], reservingTransparent: Bool) {
        let entries = palette.count + (reservingTransparent ? 1 : 0)
        var bits = 1
        while 1 << bits < entries { bits += 1 }
        var bytes = [UInt8](repeating: 0, count: 3 << bits)
        for (i, p) in palette.enumerated() {
            bytes[i * 3] = UInt8(p & 0xFF)
            bytes[i * 3 + 1] = UInt8(p >> 8 & 0xFF)
            bytes[i * 3 + 2] = UInt8(p >> 16 & 0xFF)
        }
        self.bytes = bytes
        sizeField = UInt8(bits - 1)
        minimumCodeSize = max(2, bits)
    }
}

/// A rectangle of a GIF's pixels.
struct GIFRect: Sendable, Equatable {
    var x: Int, y: Int, width: Int, height: Int
}
