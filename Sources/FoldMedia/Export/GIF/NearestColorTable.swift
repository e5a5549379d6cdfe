/// Finds the nearest palette colour (squared RGB distance) exactly, usually with one load.
///
/// Dithering asks this for every pixel, so it must be fast and exact (an approximate answer adds
/// noise that error diffusion then spreads). RGB space is cut into 32³ cells of 8 levels a side;
/// each cell keeps only the palette entries that can be nearest to some point inside it — those
/// whose distance to the cell's box is no more than the smallest farthest-corner distance of any
/// entry — sorted by that box distance, so a search stops as soon as no remaining entry can win
/// (2–4 of 256 entries are typical). On top, a 64³ table of 4-level cells holds the one or two
/// entries that can win there, which covers four lookups in five on real frames. Building is
/// hierarchical (32-level cells seed the 8-level ones, which seed the 4-level ones) and sized to
/// the work: a few milliseconds for a full-screen frame, nothing for a thumbnail.
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

    /// `palette` holds packed R | G<<8 | B<<16 colours; 1…256 of them. `lookups` (about how many
    /// searches will follow) decides how much table to build: none below 2¹⁶ (a plain scan of
    /// the palette is cheaper than building), the cells below 2²⁰, the 64³ table above.
    init(palette: [UInt32], lookups: Int) {
        let useCells = lookups >= 1 << 16, fineLookup = lookups >= 1 << 20
        precondition(!palette.isEmpty && palette.count <= 256, "NearestColorTable: palette needs 1…256 colours")
        var colors = [Int32](repeating: 0, count: palette.count * 4)
        for (i, p) in palette.enumerated() {
            colors[i * 4] = Int32(p & 0xFF)
            colors[i * 4 + 1] = Int32(p >> 8 & 0xFF)
            colors[i * 4 + 2] = Int32(p >> 16 & 0xFF)
        }
        self.colors = colors

        // Scalar code over flat arrays throughout: this also runs in debug builds (tests), where
        // generic or SIMD code is many times slower.
        guard useCells else {
            fine = [Self.ambiguous]
            cellStart = []
            candidates = []
            boxDistances = []
            return
        }
        var scratch = Survivors(colors: colors)
        // 32-level cells (8³) against the whole palette.
        var coarseStart = [Int](repeating: 0, count: 513)
        var coarse: [UInt8] = []
        let all = (0..<palette.count).map { UInt8($0) }
        for cell in 0..<512 {
            coarseStart[cell] = coarse.count
            scratch.find(among: all[...], lo: ((cell >> 6) * 32, ((cell >> 3) & 7) * 32, (cell & 7) * 32), size: 31)
            coarse += scratch.indices
        }
        coarseStart[512] = coarse.count
        // 8-level cells (32³) against their 32-level parent's survivors, sorted for early exit.
        let cellCount = 32 * 32 * 32
        var starts = [UInt32](repeating: 0, count: cellCount + 1)
        var candidates: [UInt8] = [], distances: [Int32] = []
        candidates.reserveCapacity(cellCount * 4)
        distances.reserveCapacity(cellCount * 4)
        for cell in 0..<cellCount {
            let r = cell >> 10, g = (cell >> 5) & 31, b = cell & 31
            let parent = (r >> 2) << 6 | (g >> 2) << 3 | (b >> 2)
            scratch.find(among: coarse[coarseStart[parent]..<coarseStart[parent + 1]], lo: (r * 8, g * 8, b * 8), size: 7)
            scratch.sortByDistance()
            starts[cell] = UInt32(candidates.count)
            candidates += scratch.indices
            distances += scratch.distances
        }
        starts[cellCount] = UInt32(candidates.count)
        // 4-level cells (64³): the one or two entries that survive, when that few do.
        var fine = [UInt16](repeating: Self.ambiguous, count: fineLookup ? 64 * 64 * 64 : 1)
        if fineLookup {
            for cell in 0..<(64 * 64 * 64) {
                let r = cell >> 12, g = (cell >> 6) & 63, b = cell & 63
                let up = (r >> 1) << 10 | (g >> 1) << 5 | (b >> 1)
                let s = Int(starts[up]), e = Int(starts[up + 1])
                if e - s == 1 {
                    fine[cell] = UInt16(candidates[s]) * 0x101
                    continue
                }
                scratch.find(among: candidates[s..<e], lo: (r * 4, g * 4, b * 4), size: 3)
                // The pair (255, 254) reads as "ambiguous": correct, merely slower.
                switch scratch.indices.count {
                case 1: fine[cell] = UInt16(scratch.indices[0]) * 0x101
                case 2: fine[cell] = UInt16(scratch.indices[0]) | UInt16(scratch.indices[1]) << 8
                default: break
                }
            }
        }
        self.fine = fine
        cellStart = starts
        self.candidates = candidates
        boxDistances = distances
    }

    /// Reusable buffers for the entries that can be nearest to some point of a box.
    struct Survivors {
        let colors: [Int32]
        var indices: [UInt8] = []
        var distances: [Int32] = []

        init(colors: [Int32]) {
            self.colors = colors
            indices.reserveCapacity(256)
            distances.reserveCapacity(256)
        }

        /// Keeps the entries of `among` whose distance to the box `lo … lo + size` is at most
        /// the least farthest-corner distance over all of them (any other entry is farther than
        /// that one from every point of the box).
        mutating func find(among: ArraySlice<UInt8>, lo: (Int, Int, Int), size: Int) {
            indices.removeAll(keepingCapacity: true)
            distances.removeAll(keepingCapacity: true)
            let r0 = Int32(lo.0), g0 = Int32(lo.1), b0 = Int32(lo.2), s = Int32(size)
            let r1 = r0 + s, g1 = g0 + s, b1 = b0 + s
            var bound = Int32.max
            colors.withUnsafeBufferPointer { c in
                among.withUnsafeBufferPointer { among in
                for i in among {
                    let k = Int(i) * 4
                    let r = c[k], g = c[k + 1], b = c[k + 2]
                    let fr = max(r - r0, r1 - r), fg = max(g - g0, g1 - g), fb = max(b - b0, b1 - b)
                    bound = min(bound, fr * fr + fg * fg + fb * fb)
                }
                for i in among {
                    let k = Int(i) * 4
                    let r = c[k], g = c[k + 1], b = c[k + 2]
                    let nr = r < r0 ? r0 - r : (r > r1 ? r - r1 : 0)
                    let ng = g < g0 ? g0 - g : (g > g1 ? g - g1 : 0)
                    let nb = b < b0 ? b0 - b : (b > b1 ? b - b1 : 0)
                    let d = nr * nr + ng * ng + nb * nb
                    if d <= bound {
                        indices.append(i)
                        distances.append(d)
                    }
                }
                }
            }
        }

        /// Orders the survivors by box distance (insertion sort: lists are short).
        mutating func sortByDistance() {
            guard indices.count > 1 else { return }
            for i in 1..<indices.count {
                let d = distances[i], x = indices[i]
                var j = i - 1
                while j >= 0 && distances[j] > d {
                    distances[j + 1] = distances[j]
                    indices[j + 1] = indices[j]
                    j -= 1
                }
                distances[j + 1] = d
                indices[j + 1] = x
            }
        }
    }

    /// The nearest entry to (r, g, b), each 0…255. Hot loops use `withSearch` instead.
    func nearest(r: Int32, g: Int32, b: Int32) -> Int {
        withSearch { $0.nearest(r, g, b) }
    }

    /// Runs `body` with raw pointers into the table, for inner loops.
    func withSearch<R>(_ body: (Search) throws -> R) rethrows -> R {
        let cells = !cellStart.isEmpty
        return try fine.withUnsafeBufferPointer { f in
            try colors.withUnsafeBufferPointer { c in
                try cellStart.withUnsafeBufferPointer { s in
                    try candidates.withUnsafeBufferPointer { k in
                        try boxDistances.withUnsafeBufferPointer { d in
                            try body(
                                Search(
                                    fine: f.baseAddress!, colors: c.baseAddress!, starts: cells ? s.baseAddress : nil,
                                    candidates: cells ? k.baseAddress : nil, distances: cells ? d.baseAddress : nil,
                                    hasFine: f.count > 1, paletteCount: c.count / 4))
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
        /// Nil when the table was too small to be worth cells: search the whole palette.
        let starts: UnsafePointer<UInt32>?
        let candidates: UnsafePointer<UInt8>?
        let distances: UnsafePointer<Int32>?
        let hasFine: Bool
        let paletteCount: Int

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
            guard let starts, let candidates, let distances else {
                var best = Int32.max, bestIndex = 0
                for i in 0..<paletteCount {
                    let c = colors + i &* 4
                    let dr = r &- c[0], dg = g &- c[1], db = b &- c[2]
                    let d = dr &* dr &+ dg &* dg &+ db &* db
                    if d < best {
                        best = d
                        bestIndex = i
                    }
                }
                return bestIndex
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
