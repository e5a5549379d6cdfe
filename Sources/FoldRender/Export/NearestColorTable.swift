/// Finds the nearest palette colour (squared RGB distance) exactly, mostly with one load.
///
/// RGB space is cut into 32³ cells of 8 levels a side. Each cell keeps only the palette entries
/// that can be nearest to some point inside it — those whose distance to the cell's box is no
/// more than the smallest farthest-corner distance of any entry — sorted by that box distance so
/// a search stops as soon as no remaining entry can win (typically 2–4 of 256 entries). On top,
/// a 64³ table of 4-level cells stores the answer outright for cells with a single possible
/// entry, which is most of the cells an image's colours fall in. Building is hierarchical
/// (32-level cells seed the 8-level ones, which seed the 4-level ones): a few milliseconds, cheap
/// enough for per-frame palettes.
struct NearestColorTable: Sendable {
    /// Palette as (r, g, b, 0) Int32 quadruples.
    let colors: [Int32]
    /// 4-level cell → its only two possible entries `a | b << 8` (a == b when there is one), or
    /// `ambiguous` when more can be nearest.
    let fine: [UInt16]
    /// 8-level cell c's candidates are `candidates[cellStart[c] ..< cellStart[c + 1]]`.
    let cellStart: [UInt32]
    let candidates: [UInt8]
    /// Each candidate's squared distance to its cell's box (ascending within a cell).
    let boxDistances: [Int32]

    static let ambiguous: UInt16 = 0xFEFF

    /// `palette` holds packed R | G<<8 | B<<16 colours; 1…256 of them. `fineLookup` builds the
    /// 64³ direct table (worth its ~50 ms for millions of lookups, not for k-means' thousands).
    init(palette: [UInt32], fineLookup: Bool = true) {
        precondition(!palette.isEmpty && palette.count <= 256, "NearestColorTable: palette needs 1…256 colours")
        var colors = [Int32](repeating: 0, count: palette.count * 4)
        for (i, p) in palette.enumerated() {
            colors[i * 4] = Int32(p & 0xFF)
            colors[i * 4 + 1] = Int32(p >> 8 & 0xFF)
            colors[i * 4 + 2] = Int32(p >> 16 & 0xFF)
        }
        self.colors = colors

        let levels = Levels(colors: colors)
        // 32-level cells (8³) against the whole palette.
        var coarseStart = [Int](repeating: 0, count: 513)
        var coarse: [UInt8] = []
        let all = (0..<palette.count).map { UInt8($0) }
        for cell in 0..<512 {
            coarseStart[cell] = coarse.count
            levels.survivors(among: all, lo: SIMD4((cell >> 6) * 32, ((cell >> 3) & 7) * 32, (cell & 7) * 32, 0), size: 31) {
                index, _ in coarse.append(index)
            }
        }
        coarseStart[512] = coarse.count
        // 8-level cells (32³) against their 32-level parent's survivors, sorted for early exit.
        let cellCount = 32 * 32 * 32
        var starts = [UInt32](repeating: 0, count: cellCount + 1)
        var candidates: [UInt8] = [], distances: [Int32] = []
        candidates.reserveCapacity(cellCount * 4)
        distances.reserveCapacity(cellCount * 4)
        var found: [(distance: Int32, index: UInt8)] = []
        for cell in 0..<cellCount {
            let r = cell >> 10, g = cell >> 5 & 31, b = cell & 31
            let parent = (r >> 2) << 6 | (g >> 2) << 3 | (b >> 2)
            found.removeAll(keepingCapacity: true)
            levels.survivors(among: coarse[coarseStart[parent]..<coarseStart[parent + 1]], lo: SIMD4(r * 8, g * 8, b * 8, 0), size: 7) {
                found.append(($1, $0))
            }
            if found.count > 1 { found.sort { $0.distance < $1.distance } }
            starts[cell] = UInt32(candidates.count)
            for f in found {
                candidates.append(f.index)
                distances.append(f.distance)
            }
        }
        starts[cellCount] = UInt32(candidates.count)
        // 4-level cells (64³): the one or two entries that survive, when that few do.
        var fine = [UInt16](repeating: Self.ambiguous, count: fineLookup ? 64 * 64 * 64 : 1)
        if fineLookup {
            for cell in 0..<(64 * 64 * 64) {
                let r = cell >> 12, g = cell >> 6 & 63, b = cell & 63
                let up = (r >> 1) << 10 | (g >> 1) << 5 | (b >> 1)
                let s = Int(starts[up]), e = Int(starts[up + 1])
                if e - s == 1 {
                    fine[cell] = UInt16(candidates[s]) * 0x101
                    continue
                }
                var count = 0, pair: (UInt8, UInt8) = (0, 0)
                levels.survivors(among: candidates[s..<e], lo: SIMD4(r * 4, g * 4, b * 4, 0), size: 3) { index, _ in
                    if count == 0 { pair = (index, index) } else { pair.1 = index }
                    count += 1
                }
                let entry = UInt16(pair.0) | UInt16(pair.1) << 8
                // The pair (255, 254) is read as "ambiguous": correct, merely slower.
                if count <= 2 { fine[cell] = entry }
            }
        }
        self.fine = fine
        cellStart = starts
        self.candidates = candidates
        boxDistances = distances
    }

    /// The palette as SIMD vectors, for box tests while building.
    struct Levels {
        let points: [SIMD4<Int32>]

        init(colors: [Int32]) {
            points = stride(from: 0, to: colors.count, by: 4).map {
                SIMD4(colors[$0], colors[$0 + 1], colors[$0 + 2], 0)
            }
        }

        /// Calls `keep(index, boxDistance)` for each entry of `among` that can be nearest to
        /// some point of the box `lo … lo + size`: its distance to the box is at most the least
        /// farthest-corner distance over all of them.
        @inline(__always)
        func survivors<C: Collection<UInt8>>(
            among: C, lo: SIMD4<Int>, size: Int32, _ keep: (UInt8, Int32) -> Void
        ) {
            let lo = SIMD4<Int32>(truncatingIfNeeded: lo), hi = lo &+ SIMD4(size, size, size, 0)
            let zero = SIMD4<Int32>.zero
            var bound = Int32.max
            for i in among {
                let p = points[Int(i)]
                let far = pointwiseMax(p &- lo, hi &- p)
                bound = min(bound, (far &* far).wrappedSum())
            }
            for i in among {
                let p = points[Int(i)]
                let near = pointwiseMax(lo &- p, zero) &+ pointwiseMax(p &- hi, zero)
                let d = (near &* near).wrappedSum()
                if d <= bound { keep(i, d) }
            }
        }
    }

    /// The nearest entry to (r, g, b), each 0…255. Hot loops use `Search` over raw pointers.
    func nearest(r: Int32, g: Int32, b: Int32) -> Int {
        fine.withUnsafeBufferPointer { f in
            colors.withUnsafeBufferPointer { c in
                cellStart.withUnsafeBufferPointer { s in
                    candidates.withUnsafeBufferPointer { k in
                        boxDistances.withUnsafeBufferPointer { d in
                            Search(
                                fine: f.baseAddress!, colors: c.baseAddress!, starts: s.baseAddress!,
                                candidates: k.baseAddress!, distances: d.baseAddress!, hasFine: f.count > 1
                            ).nearest(r, g, b)
                        }
                    }
                }
            }
        }
    }

    /// Runs `body` with raw pointers into the table, for inner loops.
    func withSearch<R>(_ body: (Search) throws -> R) rethrows -> R {
        try fine.withUnsafeBufferPointer { f in
            try colors.withUnsafeBufferPointer { c in
                try cellStart.withUnsafeBufferPointer { s in
                    try candidates.withUnsafeBufferPointer { k in
                        try boxDistances.withUnsafeBufferPointer { d in
                            try body(
                                Search(
                                    fine: f.baseAddress!, colors: c.baseAddress!, starts: s.baseAddress!,
                                    candidates: k.baseAddress!, distances: d.baseAddress!, hasFine: f.count > 1))
                        }
                    }
                }
            }
        }
    }

    /// Raw pointers into a `NearestColorTable`.
    struct Search {
        let fine: UnsafePointer<UInt16>
        let colors: UnsafePointer<Int32>
        let starts: UnsafePointer<UInt32>
        let candidates: UnsafePointer<UInt8>
        let distances: UnsafePointer<Int32>
        let hasFine: Bool

        @inline(__always) func nearest(_ r: Int32, _ g: Int32, _ b: Int32) -> Int {
            if hasFine {
                let pair = fine[Int(truncatingIfNeeded: (r >> 2) << 12 | (g >> 2) << 6 | (b >> 2))]
                let a = Int(truncatingIfNeeded: pair & 0xFF), b2 = Int(truncatingIfNeeded: pair >> 8)
                if a == b2 { return a }
                if pair != NearestColorTable.ambiguous {
                    let ca = colors + a &* 4, cb = colors + b2 &* 4
                    let ar = r &- ca[0], ag = g &- ca[1], ab = b &- ca[2]
                    let br = r &- cb[0], bg = g &- cb[1], bb = b &- cb[2]
                    let da = ar &* ar &+ ag &* ag &+ ab &* ab, db = br &* br &+ bg &* bg &+ bb &* bb
                    return da <= db ? a : b2
                }
            }
            let cell = Int(truncatingIfNeeded: (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3))
            var k = Int(truncatingIfNeeded: starts[cell])
            let end = Int(truncatingIfNeeded: starts[cell &+ 1])
            var best = Int32.max, bestIndex = 0
            while k < end {
                if distances[k] >= best { break }
                let i = Int(truncatingIfNeeded: candidates[k])
                let c = colors + i &* 4
                let dr = r &- c[0], dg = g &- c[1], db = b &- c[2]
                let d = dr &* dr &+ dg &* dg &+ db &* db
                if d < best {
                    best = d
                    bestIndex = i
                }
                k &+= 1
            }
            return bestIndex
        }
    }
}
