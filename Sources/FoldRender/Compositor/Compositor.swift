import FoldCore
import Foundation

/// FoldKit's CPU compositor: renders a `RenderTree` into a `Bitmap` with Core Animation's
/// semantics, in parallel bands of rows.
public final class Compositor: @unchecked Sendable {
    private var mips: [String: MipImage] = [:]
    private let lock = NSLock()
    /// Draws a text layer into contents at a pixel scale (default: pango + cairo).
    public var textRenderer: (@Sendable (LayerProperties, Double) -> Bitmap?)? = Compositor.defaultTextRenderer {
        didSet {
            lock.lock()
            drawsTextGlyphsOnly = false
            // Text drawn by the last renderer is not this one's.
            textCache.removeAll()
            drawingGeneration += 1
            lock.unlock()
        }
    }
    /// Changes with what draw items are made from besides the layers (images, text renderer):
    /// scrolled clips' items from before a change are not reused (`ContentItems`).
    private var drawingGeneration = 0
    /// The last frame's scrolled clips' items.
    private(set) var contentItems: ContentItems?
    /// pango + cairo, as `TextRenderer.render`.
    public static let defaultTextRenderer: @Sendable (LayerProperties, Double) -> Bitmap? = { p, scale in
        guard let string = p.string else { return nil }
        return TextRenderer.render(
            string: string, fontSize: p.fontSize, fontFamily: p.fontFamily, fontWeight: Font.weight(css: p.fontWeight),
            color: p.foregroundColor ?? CGColor.black,
            alignment: p.alignmentMode, wrapped: p.isWrapped, truncation: p.truncationMode, runs: p.textRuns, size: p.bounds.size,
            scale: scale)
    }
    /// While the default renderer is in use, text is drawn only around its glyphs
    /// (`DrawingContext.textGlyphs`: the same pixels, without the transparent rest of the raster).
    private var drawsTextGlyphsOnly = true
    /// Rendered text by everything that decides its pixels, so a string is laid out once, not every frame.
    private var textCache: [TextKey: TextRaster] = [:]

    struct TextKey: Hashable {
        var string: String?, fontSize: Double, family: String?, weight: Double, color: CGColor, alignment: CATextLayerAlignmentMode
        var wrapped: Bool, truncation: CATextLayerTruncationMode, size: CGSize, scale: Double
        var runs: [TextRun]
    }

    private func textKey(_ p: LayerProperties, _ scale: Double) -> TextKey {
        TextKey(
            string: p.string, fontSize: p.fontSize, family: p.fontFamily, weight: p.fontWeight, color: p.foregroundColor ?? CGColor.black,
            alignment: p.alignmentMode, wrapped: p.isWrapped, truncation: p.truncationMode, size: p.bounds.size,
            scale: Self.textRasterScale(wanted: scale, size: p.bounds.size, fontSize: max(p.fontSize, TextRun.largestFontSize(in: p.textRuns))),
            runs: p.textRuns)
    }

    func cachedText(_ p: LayerProperties, _ scale: Double) -> TextRaster? {
        let key = textKey(p, scale)
        lock.lock()
        let hit = textCache[key]
        lock.unlock()
        return hit ?? renderText(p, key)
    }

    /// Draws a text layer's raster and caches it.
    private func renderText(_ p: LayerProperties, _ key: TextKey) -> TextRaster? {
        let image: TextRaster
        if drawsTextGlyphsOnly {
            guard let string = p.string else { return nil }
            image = TextRaster(
                DrawingContext.textGlyphs(
                    string, font: Font(family: p.fontFamily, size: p.fontSize, weight: Font.weight(css: p.fontWeight)),
                    color: p.foregroundColor ?? CGColor.black, alignment: p.alignmentMode, wrapped: p.isWrapped,
                    truncation: p.truncationMode, runs: p.textRuns, size: p.bounds.size,
                    scale: key.scale))
        } else {
            guard let bitmap = textRenderer?(p, key.scale) else { return nil }
            image = TextRaster(bitmap)
        }
        lock.lock()
        if textCache.count > 512 { textCache.removeAll() }
        textCache[key] = image
        lock.unlock()
        return image
    }

    /// A text raster's scale: the one asked for (rounded to quarters so a zoom does not re-lay
    /// out text every frame), lowered so the raster stays within `maxTextRasterSide` pixels a
    /// side and `maxTextRasterPixels` in all and its glyphs within `maxGlyphPixels` — a layer zoomed ×50 or with huge bounds is drawn
    /// magnified from a smaller raster instead of failing in cairo or allocating gigabytes.
    static func textRasterScale(wanted: Double, size: CGSize, fontSize: Double = 17) -> Double {
        let w = max(1, size.width.isFinite ? size.width : 1), h = max(1, size.height.isFinite ? size.height : 1)
        let glyph = max(1, fontSize.isFinite ? fontSize : 1)
        let cap = min(
            Double(maxTextRasterSide) / max(w, h), (Double(maxTextRasterPixels) / (w * h)).squareRoot(),
            Double(maxGlyphPixels) / glyph)
        let rounded = (wanted * 4).rounded() / 4
        return rounded <= cap ? rounded : cap
    }
    static let maxTextRasterSide = RasterBudget.maxSide
    static let maxTextRasterPixels = RasterBudget.maxPixels
    /// Font size in pixels: cairo/FreeType fail from about 1000 px glyphs (measured with DejaVu
    /// Sans), and pango then draws nothing.
    static let maxGlyphPixels = 768.0

    /// Whether rows under an opaque fill skip the clear and what is drawn before it
    /// (`Occlusion`), and runs of a row under a later opaque op are skipped (`Occluder`); off
    /// only to check that it changes no pixel.
    var cullsOccludedDrawing = true

    /// The fewest rows in a band: fewer, and each op's set-up per band shows.
    static let minimumBandRows = 16

    /// Worker bands; 1 renders on the calling thread only.
    public var threads: Int

    /// A compositor for trees whose layers carry their images (`LayerProperties.contentsImage`).
    public convenience init(threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.init(images: [:], threads: threads)
    }

    /// With images that a layer's `contents` can name, for the package's tests, benchmarks and
    /// fuzz targets: hosts and recordings hand images with the tree, never through names.
    package init(images: [String: Bitmap], threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.threads = max(1, threads)
        for (name, bitmap) in images { mips[name] = MipImage(bitmap) }
    }

    /// Adds or replaces an image that `contents` can name (see `init(images:threads:)`).
    package func setImage(_ bitmap: Bitmap, named name: String) {
        lock.lock()
        mips[name] = MipImage(bitmap)
        drawingGeneration += 1
        lock.unlock()
    }

    public func render(_ tree: RenderTree) -> Bitmap {
        var bitmap = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, scale: tree.scale)
        render(tree, into: &bitmap)
        return bitmap
    }

    /// Renders into an existing bitmap of the tree's pixel size (no allocation per frame); the
    /// background fill runs in the same parallel bands as the drawing.
    public func render(_ tree: RenderTree, into bitmap: inout Bitmap) {
        precondition(bitmap.width == tree.pixelWidth && bitmap.height == tree.pixelHeight, "bitmap size must match the tree")
        let items = drawList(tree.layers, scale: tree.scale)
        draw(items, into: &bitmap, damage: PixelRect(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height), background: tree.background)
    }

    /// Draws layers over what a bitmap already holds (source-over), without clearing it.
    public func composite(_ layers: [LayerSnapshot], scale: Double, over bitmap: inout Bitmap) {
        let items = drawList(layers, scale: scale)
        draw(items, into: &bitmap, damage: PixelRect(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height), background: nil)
    }

    /// Renders a frame that follows the last one rendered into `bitmap` by this method: only the
    /// damage — the pixels whose layers changed — is cleared and redrawn, and a clipping layer's
    /// content scrolled by whole pixels is moved rather than redrawn (`DamagePlan`). The first
    /// call, or a change of canvas, size or background, redraws everything. Returns the bounds of
    /// the pixels that changed.
    @discardableResult
    public func renderIncrementally(_ tree: RenderTree, into bitmap: inout Bitmap) -> PixelRect {
        PixelRect.bounds(of: renderDamage(tree, into: &bitmap))
    }

    /// `renderIncrementally`, returning the changed pixels as a few rectangles (they may
    /// overlap) rather than their bounds: a flight at the top and a badge at the bottom are two
    /// small rects, redrawn — and uploaded by a window host — apart.
    public func renderDamage(_ tree: RenderTree, into bitmap: inout Bitmap) -> [PixelRect] {
        precondition(bitmap.width == tree.pixelWidth && bitmap.height == tree.pixelHeight, "bitmap size must match the tree")
        let items = drawList(tree.layers, scale: tree.scale)
        let full = PixelRect(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height)
        var plan = DamagePlan(move: nil, rects: full.isEmpty ? [] : [full])
        lock.lock()
        let last = previous
        lock.unlock()
        if let last, last.size == tree.size, last.scale == tree.scale, last.background == tree.background,
            last.width == bitmap.width, last.height == bitmap.height
        {
            plan = DamagePlan.make(from: last.items, to: items, width: bitmap.width, height: bitmap.height)
        }
        if let move = plan.move { bitmap.move(move) }
        let rects = plan.rects.map { SamplingStart.widened($0, for: items) }
        let under = plan.move == nil && last != nil ? prefix(under: items, last: last!.items, damage: rects, tree: tree, bitmap: bitmap) : nil
        let group = keptGroup(in: items, last: last?.items, bitmap: bitmap)
        draw(items, into: &bitmap, damage: rects, background: tree.background, prefix: under, group: group)
        let damage = (plan.move.map { [$0.rect] } ?? []) + plan.rects
        lock.lock()
        previous = PreviousFrame(
            size: tree.size, scale: tree.scale, background: tree.background, width: bitmap.width, height: bitmap.height,
            items: items)
        lock.unlock()
        return damage
    }

    /// The items under this frame's change, already drawn (`PrefixCache`), when the change is
    /// large and what lies under it has not changed for two frames (nil otherwise).
    private func prefix(under items: [DrawItem], last: [DrawItem], damage: [PixelRect], tree: RenderTree, bitmap: Bitmap)
        -> PrefixCache?
    {
        let w = bitmap.width, h = bitmap.height
        let area = damage.reduce(0) { $0 + $1.clamped(width: w, height: h).area }
        // A small change draws little: the cache is neither used nor checked (it is checked
        // before it is used).
        guard Double(area) >= PrefixCache.minimumDamageShare * Double(w * h) else {
            stillPrefix = 0
            return nil
        }
        let still = PrefixCache.commonPrefix(last, items)
        // A change of a scrolled list's content (a jump) is left to the move and to occlusion:
        // its rows hide what is under them anyway.
        var scrolled = false
        if still < items.count, case .scrolled = items[still] { scrolled = true }
        let usable = still > 0 && !scrolled
        defer { stillPrefix = usable ? still : 0 }
        if let cache = prefixCache {
            if cache.count <= still, cache.holds(items, background: tree.background, width: w, height: h) {
                return usable ? cache : nil
            }
            prefixCache = nil
        }
        // Made on the second frame in a row with a large change over the same items (a fade),
        // not for one-off changes (a jump of a list, a frame between still ones).
        guard usable, still == stillPrefix else { return nil }
        let cache = PrefixCache(count: still, of: items, background: tree.background, width: w, height: h, scale: bitmap.scale, compositor: self)
        prefixCache = cache
        return cache
    }
    private(set) var prefixCache: PrefixCache?

    /// How many leading items the last frame shared with the one before, if its change was large
    /// (0 otherwise).
    private var stillPrefix = 0

    /// The offscreen pixels of this frame's large group (`GroupCache`: made on the second frame
    /// in a row with the group, then kept while it stays, and drawn again where its items
    /// change).
    private func keptGroup(in items: [DrawItem], last: [DrawItem]?, bitmap: Bitmap) -> GroupCache? {
        let w = bitmap.width, h = bitmap.height
        guard let (index, children) = GroupCache.candidate(in: items, width: w, height: h) else {
            groupCache = nil
            return nil
        }
        if let cache = groupCache, cache.index == index, cache.canUpdate(for: items, width: w, height: h, scale: bitmap.scale) {
            cache.update(to: children, compositor: self)
            return cache
        }
        groupCache = nil
        guard let last, index < last.count, case .group = last[index] else { return nil }
        let cache = GroupCache(index: index, items: children, width: w, height: h, scale: bitmap.scale, compositor: self)
        groupCache = cache
        return cache
    }
    private(set) var groupCache: GroupCache?

    /// What the last incremental frame drew.
    struct PreviousFrame {
        var size: CGSize, scale: Double, background: CGColor, width: Int, height: Int
        var items: [DrawItem]
    }
    private var previous: PreviousFrame?
    /// Subtrees marked `shouldRasterize`, drawn once and reused while unchanged.
    let rasterCache = RasterCache()
    let gradients = GradientCache()
    let nineParts = NinePartRasterCache()
    let shapes = ShapeRasterCache()
    let shadows = ShadowRasterCache()
    let masks = MaskRasterCache()

    /// The draw list of a frame; `reusingItems` false builds every item afresh (and leaves the
    /// kept ones as they are), for checking that reuse changes nothing.
    func drawList(_ layers: [LayerSnapshot], scale: Double, reusingItems: Bool = true) -> [DrawItem] {
        lock.lock()
        let images = mips
        let frame = ContentItems(following: reusingItems ? contentItems : nil, generation: drawingGeneration, scale: scale)
        lock.unlock()
        var builder = DrawListBuilder(
            images: images, text: textRenderer == nil ? nil : { [unowned self] p, s in self.cachedText(p, s) }, scale: scale)
        builder.rasterCache = rasterCache
        builder.gradients = gradients
        builder.nineParts = nineParts
        builder.shapes = shapes
        builder.shadows = shadows
        builder.masks = masks
        builder.threads = threads
        builder.contentItems = frame
        let items = builder.items(for: layers)
        if reusingItems {
            lock.lock()
            contentItems = frame
            lock.unlock()
        }
        return items
    }

    /// `items` drawn on the whole canvas, over `background` or over transparent: the pixels the
    /// kept composites (`PrefixCache`, `GroupCache`) hold.
    func composite(_ items: [DrawItem], width: Int, height: Int, scale: Double, background: CGColor?) -> [UInt32] {
        var bitmap = Bitmap(width: width, height: height, scale: scale)
        draw(items, into: &bitmap, damage: [PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)], background: background)
        return bitmap.pixels
    }

    /// Draws items inside a rect of the bitmap, in parallel bands; with a background, the rect
    /// is cleared to it first.
    func draw(_ items: [DrawItem], into bitmap: inout Bitmap, damage: PixelRect, background: CGColor?) {
        draw(items, into: &bitmap, damage: [damage], background: background)
    }

    /// Draws items inside rects of the bitmap (they may overlap), each cleared to the background
    /// first, in parallel bands of rows shared by all the rects: one dispatch per frame, and a
    /// row, with every rect's part of it, belongs to one band (overlaps are drawn in order, by
    /// one thread, as the rects one after another would draw them).
    func draw(
        _ items: [DrawItem], into bitmap: inout Bitmap, damage: [PixelRect], background: CGColor?, prefix: PrefixCache? = nil,
        group: GroupCache? = nil
    ) {
        let width = bitmap.width, height = bitmap.height
        let rects = damage.map { $0.clamped(width: width, height: height) }.filter { !$0.isEmpty }
        guard !rects.isEmpty else { return }
        let fill = background.map(Bitmap.pixel)
        // What the rasterizer needs of the kept group, taken once for every band.
        let group = group?.kept
        let threads = self.threads
        // Rows under an opaque fill start drawing at it, uncleared.
        let starts = rects.map { cullsOccludedDrawing ? Occlusion.starts(items, rect: $0) : [DrawStart?](repeating: nil, count: $0.maxY - $0.minY) }
        // The rows some rect covers, as sorted disjoint intervals, shared out by count.
        let rows = rects.map { $0.minY..<$0.maxY }.unioned()
        let total = rows.reduce(0) { $0 + $1.count }
        let facts = DrawListFacts(items)
        // Bands shrink as the rows run out (guided scheduling): rows cost very differently (a
        // turning page's against a still backdrop's), and with equal bands one thread sat idle
        // for most of the last band; now the last ones, whoever takes them, are short.
        var bounds = [0]
        while let last = bounds.last, last < total {
            let left = total - last
            bounds.append(threads == 1 ? total : last + min(left, max(Self.minimumBandRows, left / (2 * threads))))
        }
        let bands = bounds.count - 1
        // Each band's rows: covered rows `bounds[band]` up to the next band's first.
        let parts: [[Range<Int>]] = (0..<bands).map { band in
            let from = bounds[band], to = bounds[band + 1]
            var out: [Range<Int>] = [], skipped = 0
            for r in rows {
                let a = max(from - skipped, 0), b = min(to - skipped, r.count)
                if a < b { out.append((r.lowerBound + a)..<(r.lowerBound + b)) }
                skipped += r.count
            }
            return out
        }
        bitmap.pixels.withUnsafeMutableBufferPointer { buffer in
            var whole = RenderTarget(base: buffer.baseAddress!, width: width, height: height, originX: 0, originY: 0)
            whole.occludes = cullsOccludedDrawing
            let canvas = whole
            let work: @Sendable (Int) -> Void = { band in
                for part in parts[band] {
                    for (index, rect) in rects.enumerated() {
                        let y0 = max(part.lowerBound, rect.minY), y1 = min(part.upperBound, rect.maxY)
                        guard y0 < y1 else { continue }
                        var target = canvas
                        target.columns = rect.minX..<rect.maxX
                        Occlusion.forEachRun(of: starts[index], firstRow: rect.minY, in: y0..<y1) { run, start in
                            if let under = prefix, (start?.item ?? -1) < under.count {
                                if let group, group.index == under.count, under.count < items.count,
                                    Rasterizer.keptGroupCovers(items[group.index], group, target: target, rows: run),
                                    case .group(let opacity, _, _, _, let minX, let maxX) = items[group.index]
                                {
                                    // A kept group right over the kept items under it (a viewer
                                    // fading): laid over them in one pass, the rest drawn over it.
                                    under.pixels.withUnsafeBufferPointer { p in
                                        Rasterizer.drawKeptGroup(
                                            group, opacity: opacity, minX: minX, maxX: maxX, into: target, rows: run, under: p.baseAddress!)
                                    }
                                    Rasterizer.draw(
                                        items, into: target, rows: run, from: DrawStart(item: under.count + 1, inner: nil), facts: facts)
                                    return
                                }
                                // The items under the change, restored; the rest drawn over them.
                                under.pixels.withUnsafeBufferPointer { p in
                                    for row in run {
                                        (target.row(row) + rect.minX).update(from: p.baseAddress! + row * width + rect.minX, count: rect.maxX - rect.minX)
                                    }
                                }
                                Rasterizer.draw(
                                    items, into: target, rows: run, from: DrawStart(item: under.count, inner: nil), group: group, facts: facts)
                            } else {
                                if start == nil, let fill {
                                    for row in run { SpanKernels.fill(target.row(row) + rect.minX, fill, count: rect.maxX - rect.minX) }
                                }
                                Rasterizer.draw(items, into: target, rows: run, from: start, group: group, facts: facts)
                            }
                        }
                    }
                }
            }
            BandPool.shared.perform(bands, threads: threads, work)
        }
    }
}
