import FoldCore
import Foundation

/// Turns a presentation snapshot into a draw list in canvas pixels, with Core Animation's
/// semantics: each layer is a quad in its own plane; sublayers flatten into their superlayer's
/// plane except inside a transform layer, whose planes are depth-sorted together; group
/// opacity composites offscreen; masksToBounds clips in the plane, rounded by cornerRadius.
struct DrawListBuilder {
    /// Images by name, with their mip chains.
    let images: [String: MipImage]
    /// Draws a text layer's string into contents at the given pixel scale (nil: no text support).
    let text: ((LayerProperties, Double) -> TextRaster?)?
    /// Pixels per point of the target.
    let scale: Double
    /// The cache of rasterized subtrees (`shouldRasterize`), shared across frames.
    var rasterCache: RasterCache? = nil
    /// Gradient tables shared across frames (nil: made for each op).
    var gradients: GradientCache? = nil
    var nineParts: NinePartRasterCache? = nil
    /// Shape layers' rasters shared across frames (nil: shape layers draw nothing).
    var shapes: ShapeRasterCache? = nil
    /// Layers' shadows shared across frames (nil: no shadows are drawn).
    var shadows: ShadowRasterCache? = nil
    /// Masked layers drawn offscreen, shared across frames (nil: masks are ignored).
    var masks: MaskRasterCache? = nil
    /// Scrolled clips' items from the last frame, and this frame's (nil: built every frame).
    var contentItems: ContentItems? = nil
    /// Threads that may build a scrolled clip's sublayers at once (`scrolledContent`).
    var threads = 1

    static let flatten = CATransform3D(scaleX: 1, y: 1, z: 0)

    /// The draw list for root layers whose superlayer is the canvas.
    func items(for roots: [LayerSnapshot]) -> [DrawItem] {
        let canvas = CATransform3D(scaleX: scale, y: scale, z: 1)
        return ordered(roots).flatMap { root in
            build(root, local: root.properties.transformToSuperlayer, parent: canvas, clips: [], clipRegion: nil)
        }
    }

    /// Siblings sorted by zPosition, stable.
    func ordered(_ layers: [LayerSnapshot]) -> [LayerSnapshot] {
        // Usually every sibling has the same zPosition: already in order, no sort and no copy.
        if let z = layers.first?.properties.zPosition, layers.allSatisfy({ $0.properties.zPosition == z }) {
            return layers
        }
        return layers.enumerated().sorted { ($0.element.properties.zPosition, $0.offset) < ($1.element.properties.zPosition, $1.offset) }
            .map(\.element)
    }

    /// `hardSides`: the rectangle's sides whose edges are hard (`LayerProperties.hardSides`).
    func region(_ rect: CGRect, _ m: CATransform3D, within clip: ConvexRegion?, hardSides: UInt8) -> ConvexRegion? {
        guard let r = ConvexRegion(NearPlaneClipper.project(rect, through: m), hardSides: hardSides) else { return nil }
        guard let clip else { return r }
        // Bounds that do not overlap: the clip leaves nothing (the edges' coverage would still
        // give a sliver between two near edges a little).
        let clipped = r.intersecting(clip)
        return clipped.isEmptyByBounds ? nil : clipped
    }

    /// Draw items for a layer whose points map by `local` into its superlayer's 3D space, which
    /// flattens into the superlayer's plane, which `parent` maps to the screen.
    func build(_ layer: LayerSnapshot, local: CATransform3D, parent: CATransform3D, clips: [PlaneClip], clipRegion: ConvexRegion?)
        -> [DrawItem]
    {
        let p = layer.properties
        let m = local.concatenating(Self.flatten).concatenating(parent)
        guard !p.isHidden, p.opacity > 0, m.isFinite else { return [] }
        if layer.kind == .transform {
            return buildTransformLayer(layer, local: local, parent: parent, clips: clips, clipRegion: clipRegion)
        }
        let h = Homography(m)
        // Seen edge-on, the plane (and all that flattens into it) covers no area.
        guard let toPlane = h.inverted else { return [] }
        // Offscreen rasters of this layer (text, shapes, shadows, masks, gradients) are drawn at
        // the screen's pixels per point, or more where the plane is magnified.
        let rasterScale = max(scale, abs(h.determinant).squareRoot())
        if !p.isDoubleSided && h.determinant < 0 { return [] }
        // At the layer's rasterizationScale, not the screen's (1 when it is not a positive number).
        let bitmapScale = p.rasterizationScale.isFinite && p.rasterizationScale > 0 ? p.rasterizationScale : 1
        if p.shouldRasterize, let rasterCache, let raster = rasterCache.raster(of: layer, scale: bitmapScale, builder: self) {
            return rasterized(raster, p, m: m, toPlane: toPlane, clips: clips, clipRegion: clipRegion)
        }

        if layer.mask != nil, let masks {
            // Drawn offscreen in its plane and masked there; nothing shows where the mask is empty.
            guard let raster = masks.raster(layer, scale: rasterScale) else { return [] }
            let placed = placed(raster.image, at: raster.rect, cutTo: nil, m: m, toPlane: toPlane, clips: clips, clipRegion: clipRegion, hardSides: p.hardSides)
            return Self.applyingOpacity(p.opacity, to: placed)
        }

        var items: [DrawItem] = []
        let bounds = p.bounds.standardized
        let radius = max(0, p.cornerRadius)
        let corners = p.maskedCorners.intersection(.all)
        let rounded =
            radius > 0 && !corners.isEmpty
            ? [PlaneClip(screenToPlane: toPlane, rect: bounds, radius: radius, mode: .roundedCorners, corners: corners)] : []
        let boundsRegion = region(bounds, m, within: clipRegion, hardSides: p.hardSides)

        let contentClips = clips + (p.masksToBounds ? rounded : [])
        // What a layer draws past its bounds is cut to them when they mask.
        let contentCut = p.masksToBounds ? bounds : nil

        // The shadow first, under everything the layer draws (cut to the bounds when they mask,
        // as in Core Animation, which then shows none outside them).
        if p.hasShadow, let shadows, let raster = shadows.raster(layer, scale: rasterScale) {
            items += placed(
                raster.image, at: raster.rect, cutTo: contentCut, m: m, toPlane: toPlane, clips: contentClips, clipRegion: clipRegion, hardSides: p.hardSides)
        }

        if let bg = p.backgroundColor, bg.alpha > 0, let r = boundsRegion {
            items.append(.op(DrawOp(region: r, paint: .solid(Bitmap.pixel(bg)), opacity: 1, clips: clips + rounded)))
        }
        if layer.kind == .gradient, !p.colors.isEmpty, let r = boundsRegion {
            let start = CGPoint(x: bounds.minX + p.startPoint.x * bounds.width, y: bounds.minY + p.startPoint.y * bounds.height)
            let end = CGPoint(x: bounds.minX + p.endPoint.x * bounds.width, y: bounds.minY + p.endPoint.y * bounds.height)
            let locations = p.effectiveLocations
            let table = gradients?.table(colors: p.colors, locations: locations) ?? GradientTable(colors: p.colors, locations: locations)
            if p.gradientType == .axial {
                items.append(.op(DrawOp(region: r, paint: .gradient(table, screenToPlane: toPlane, start: start, end: end), opacity: 1, clips: contentClips)))
            } else if let gradients, let raster = gradients.raster(p, table: table, scale: rasterScale) {
                items += placed(raster.image, at: bounds, cutTo: nil, m: m, toPlane: toPlane, clips: contentClips, clipRegion: clipRegion, hardSides: p.hardSides)
            }
        }
        var image: MipImage?
        var gravity = p.contentsGravity
        var texW = 0.0, texH = 0.0
        // The part of the image drawn, in its texels (a text raster's glyphs: `TextRaster`).
        var cut: PixelRect?
        if let handle = p.contentsImage {
            // Mip levels made once per image, kept on its handle.
            let i = handle.prepared { MipImage($0) }
            (image, texW, texH) = (i, Double(i.width), Double(i.height))
        } else if let name = p.contentsName, let i = images[name] {
            (image, texW, texH) = (i, Double(i.width), Double(i.height))
        }
        var raster: TextRaster?
        if layer.kind == .text, let text, p.string?.isEmpty == false {
            raster = text(p, rasterScale)
            (image, texW, texH) = (raster?.glyphs, Double(raster?.width ?? 0), Double(raster?.height ?? 0))
            cut = raster?.glyphRect
            gravity = .resize
        }
        if image != nil, texW > 0, texH > 0 {
            // contentsRect picks the part of the image shown (unit coordinates); gravity lays that part out.
            let cr = layer.kind == .text ? CGRect(x: 0, y: 0, width: 1, height: 1) : p.contentsRect
            let part = CGSize(width: texW * cr.width, height: texH * cr.height)
            // An image's natural size is its pixels ÷ the layer's contentsScale, never the render
            // scale (CALayer); a text raster is drawn at the render scale and fills its bounds.
            let rect = ContentsLayout.rect(
                for: part, in: bounds, gravity: gravity,
                contentsScale: layer.kind == .text ? part.width / max(bounds.width, 1e-9) : p.contentsScale)
            if layer.kind != .text, let source = image, let nine = ninePart(p, source: source, texels: (texW, texH), rect: rect, scale: rasterScale) {
                items += placed(nine.image, at: rect, cutTo: contentCut, m: m, toPlane: toPlane, clips: contentClips, clipRegion: clipRegion, hardSides: p.hardSides)
                image = nil
            }
            let sx = part.width / rect.width, sy = part.height / rect.height
            var planeToTexel = Homography(
                scaleX: sx, y: sy, translateX: cr.minX * texW - rect.minX * sx, y: cr.minY * texH - rect.minY * sy)
            var shown = rect
            if let c = cut, let raster {
                if Self.samplesLevelZero(toPlane.concatenating(planeToTexel)) {
                    // Only the glyphs' texels, from the cut-out.
                    shown = CGRect(
                        x: rect.minX + Double(c.minX) / sx, y: rect.minY + Double(c.minY) / sy,
                        width: Double(c.maxX - c.minX) / sx, height: Double(c.maxY - c.minY) / sy)
                    planeToTexel = Homography(
                        scaleX: sx, y: sy, translateX: -rect.minX * sx - Double(c.minX), y: -rect.minY * sy - Double(c.minY))
                } else {
                    image = raster.wholeImage
                }
            }
            let drawn = p.masksToBounds ? shown.overlap(with: bounds) : shown
            if let image, let drawn, rect.width > 0, rect.height > 0, let r = region(drawn, m, within: clipRegion, hardSides: p.hardSides) {
                let paint = Paint.image(image, screenToTexel: toPlane.concatenating(planeToTexel))
                items.append(.op(DrawOp(region: r, paint: paint, opacity: 1, clips: contentClips)))
            }
        }

        if layer.kind == .shape, let shapes, let raster = shapes.raster(p.shape, scale: rasterScale) {
            items += placed(
                raster.image, at: raster.rect, cutTo: contentCut, m: m, toPlane: toPlane, clips: contentClips, clipRegion: clipRegion, hardSides: p.hardSides)
        }

        if !layer.sublayers.isEmpty {
            var childClips = clips, childRegion = clipRegion
            let base = p.sublayerTransformAboutAnchor
            if p.masksToBounds {
                guard let r = boundsRegion else { return items }
                if rounded.isEmpty, clips.isEmpty, let content = scrolledContent(layer, m: m, base: base, clip: r) {
                    items.append(.scrolled(content))
                    return Self.applyingOpacity(p.opacity, to: items + border(p, bounds, radius, toPlane, clips, rounded, boundsRegion))
                }
                childRegion = r
                childClips += rounded
            }
            for child in ordered(layer.sublayers) {
                items += build(
                    child, local: child.properties.transformToSuperlayer.concatenating(base), parent: m, clips: childClips,
                    clipRegion: childRegion)
            }
        }

        items += border(p, bounds, radius, toPlane, clips, rounded, boundsRegion)
        return Self.applyingOpacity(p.opacity, to: items)
    }

    /// The contents stretched in nine parts over `rect` (`contentsCenter`), when a resizing
    /// gravity stretches them and the centre is not the whole; nil otherwise.
    func ninePart(_ p: LayerProperties, source: MipImage, texels: (Double, Double), rect: CGRect, scale: Double) -> NinePartRaster? {
        let center = p.contentsCenter.standardized
        guard center != CGRect(x: 0, y: 0, width: 1, height: 1), [.resize, .resizeAspect, .resizeAspectFill].contains(p.contentsGravity)
        else { return nil }
        let cr = p.contentsRect
        let part = CGRect(x: cr.minX * texels.0, y: cr.minY * texels.1, width: cr.width * texels.0, height: cr.height * texels.1)
        // At its natural size nothing stretches: drawn as it is.
        let k = p.contentsScale.isFinite && p.contentsScale > 0 ? p.contentsScale : 1
        if abs(rect.width - part.width / k) < 1e-9, abs(rect.height - part.height / k) < 1e-9 { return nil }
        if let nineParts {
            return nineParts.raster(
                source: source, part: part, center: center, size: rect.size, contentsScale: p.contentsScale, scale: scale)
        }
        return NinePartRaster(source: source, part: part, center: center, size: rect.size, contentsScale: p.contentsScale, scale: scale)
    }

    /// An offscreen raster (a shape, a shadow, a masked layer, a gradient) placed at `r` in the
    /// layer's plane, cut to `cut` when there is one.
    func placed(
        _ image: MipImage, at r: CGRect, cutTo cut: CGRect?, m: CATransform3D, toPlane: Homography, clips: [PlaneClip],
        clipRegion: ConvexRegion?, hardSides: UInt8
    ) -> [DrawItem] {
        let drawn: CGRect? = if let cut { r.overlap(with: cut) } else { r }
        guard let drawn, let region = region(drawn, m, within: clipRegion, hardSides: hardSides) else { return [] }
        let sx = Double(image.width) / r.width, sy = Double(image.height) / r.height
        let planeToTexel = Homography(scaleX: sx, y: sy, translateX: -r.minX * sx, y: -r.minY * sy)
        let paint = Paint.image(image, screenToTexel: toPlane.concatenating(planeToTexel))
        return [.op(DrawOp(region: region, paint: paint, opacity: 1, clips: clips))]
    }

    /// Whether a screen-to-texel map samples mip level 0 everywhere: affine, with at most 1.5
    /// texels a pixel (`PaintSampler`'s choice of level).
    static func samplesLevelZero(_ g: Homography) -> Bool {
        let m = g.m
        guard m.2 == 0, m.5 == 0, m.8 != 0, m.8.isFinite else { return false }
        let rho = max((m.0 * m.0 + m.1 * m.1).squareRoot(), (m.3 * m.3 + m.4 * m.4).squareRoot()) / abs(m.8)
        return rho <= 1.5
    }

    /// The border, drawn over the sublayers.
    func border(
        _ p: LayerProperties, _ bounds: CGRect, _ radius: Double, _ toPlane: Homography, _ clips: [PlaneClip],
        _ rounded: [PlaneClip], _ boundsRegion: ConvexRegion?
    ) -> [DrawItem] {
        guard p.borderWidth > 0, let borderColor = p.borderColor, borderColor.alpha > 0, let r = boundsRegion else { return [] }
        let inset = CGRect(
            x: bounds.minX + p.borderWidth, y: bounds.minY + p.borderWidth,
            width: max(0, bounds.width - 2 * p.borderWidth), height: max(0, bounds.height - 2 * p.borderWidth))
        let hole = PlaneClip(
            screenToPlane: toPlane, rect: inset, radius: max(0, radius - p.borderWidth), mode: .outside, corners: p.maskedCorners)
        return [.op(DrawOp(region: r, paint: .solid(Bitmap.pixel(borderColor)), opacity: 1, clips: clips + rounded + [hole]))]
    }

    /// A clipping layer's sublayers as `ScrolledContent`, when the layer maps to the screen by a
    /// scale and a translation and its clip is a rect of whole pixels (nil otherwise: they are
    /// drawn clipped in canvas pixels). The content's pixels are the canvas's shifted by the whole
    /// part of where the layer's coordinate origin lands, so scrolling by whole pixels leaves them
    /// unchanged.
    func scrolledContent(_ layer: LayerSnapshot, m: CATransform3D, base: CATransform3D, clip: ConvexRegion) -> ScrolledContent? {
        let g = Homography(m).m
        guard g.1 == 0, g.2 == 0, g.3 == 0, g.5 == 0, g.8 == 1, abs(g.6) < 1e9, abs(g.7) < 1e9,
            let rect = clip.wholePixelRect
        else { return nil }
        let ox = g.6.rounded(.down), oy = g.7.rounded(.down)
        let content = m.concatenating(CATransform3D(translationX: -ox, y: -oy, z: 0))
        let slot = contentItems?.beginList()
        let children = ordered(layer.sublayers)
        let locals = children.map { $0.properties.transformToSuperlayer.concatenating(base) }
        // The last frame's items where a sublayer and its placement are the same; the others
        // built, on several threads when there are several (the rows under an unfolding card all
        // move, and their items were a seventh of its frame, on one core).
        var parts: [[DrawItem]?] = children.indices.map { index in
            guard let slot else { return nil }
            return contentItems?.reused(slot, at: index, layer: children[index], local: locals[index], parent: content)
        }
        let missing = children.indices.filter { parts[$0] == nil }
        if missing.count >= 2 && threads > 1 {
            buildInParallel(children, locals: locals, parent: content, missing: missing, into: &parts)
        } else {
            for index in missing { parts[index] = build(children[index], local: locals[index], parent: content, clips: [], clipRegion: nil) }
        }
        var items: [DrawItem] = []
        for index in children.indices {
            let part = parts[index] ?? []
            if let slot { contentItems?.record(slot, layer: children[index], local: locals[index], parent: content, items: part) }
            items += part
        }
        return ScrolledContent(clip: rect, offsetX: Int(ox), offsetY: Int(oy), items: items)
    }

    /// Builds the `missing` sublayers on up to `threads` threads (`BandPool`), each into its own
    /// slot. Each build gets a builder without `contentItems` (a clip inside a row is built afresh:
    /// the record of this frame's lists is one thread's) and on one thread.
    private func buildInParallel(
        _ children: [LayerSnapshot], locals: [CATransform3D], parent: CATransform3D, missing: [Int], into parts: inout [[DrawItem]?]
    ) {
        var inner = self
        inner.contentItems = nil
        inner.threads = 1
        let results = UnsafeMutableBufferPointer<[DrawItem]>.allocate(capacity: missing.count)
        results.initialize(repeating: [])
        defer {
            results.deinitialize()
            results.deallocate()
        }
        let work = ParallelBuild(builder: inner, children: children, locals: locals, parent: parent, missing: missing, results: results)
        BandPool.shared.perform(missing.count, threads: threads) { work.run($0) }
        for (k, index) in missing.enumerated() { parts[index] = results[k] }
    }

    /// A rasterized subtree drawn as one image in the layer's plane.
    func rasterized(
        _ raster: RasterCache.Raster, _ p: LayerProperties, m: CATransform3D, toPlane: Homography, clips: [PlaneClip],
        clipRegion: ConvexRegion?
    ) -> [DrawItem] {
        guard let r = region(raster.planeRect, m, within: clipRegion, hardSides: p.hardSides) else { return [] }
        let k = raster.pixelsPerPoint
        let planeToTexel = Homography(scaleX: k, y: k, translateX: -raster.planeRect.minX * k, y: -raster.planeRect.minY * k)
        let op = DrawOp(region: r, paint: .image(raster.image, screenToTexel: toPlane.concatenating(planeToTexel)), opacity: p.opacity, clips: clips)
        return [.op(op)]
    }

    /// A lone op fades directly; several are composited together first (group opacity).
    static func applyingOpacity(_ opacity: Double, to items: [DrawItem]) -> [DrawItem] {
        guard opacity < 1, !items.isEmpty else { return items }
        if items.count == 1, case .op(var op) = items[0] {
            op.opacity *= opacity
            return [.op(op)]
        }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for item in items { item.extend(&minX, &minY, &maxX, &maxY) }
        return [.group(opacity: opacity, items: items, minY: minY, maxY: maxY, minX: minX, maxX: maxX)]
    }
}

extension DrawItem {
    func extend(_ minX: inout Double, _ minY: inout Double, _ maxX: inout Double, _ maxY: inout Double) {
        switch self {
        case .op(let o):
            minX = min(minX, o.region.minX); maxX = max(maxX, o.region.maxX)
            minY = min(minY, o.region.minY); maxY = max(maxY, o.region.maxY)
        case .group(_, _, let y0, let y1, let x0, let x1):
            minX = min(minX, x0); maxX = max(maxX, x1); minY = min(minY, y0); maxY = max(maxY, y1)
        case .scrolled(let s):
            minX = min(minX, Double(s.clip.minX)); maxX = max(maxX, Double(s.clip.maxX))
            minY = min(minY, Double(s.clip.minY)); maxY = max(maxY, Double(s.clip.maxY))
        }
    }

    /// The item restricted to a region (a BSP piece).
    func clipped(to region: ConvexRegion) -> DrawItem {
        switch self {
        case .op(var o):
            o.region = o.region.intersecting(region)
            return .op(o)
        case .group(let opacity, let items, let y0, let y1, let x0, let x1):
            return .group(
                opacity: opacity, items: items.map { $0.clipped(to: region) }, minY: max(y0, region.minY),
                maxY: min(y1, region.maxY), minX: max(x0, region.minX), maxX: min(x1, region.maxX))
        case .scrolled(var s):
            let inContent = region.inContentPixels(offsetX: Double(s.offsetX), offsetY: Double(s.offsetY))
            s.items = s.items.map { $0.clipped(to: inContent) }
            return .scrolled(s)
        }
    }
}

extension CGRect {
    /// The overlap of two rects with area, or nil (Foundation's `intersection` gives a null or
    /// an empty rect instead).
    func overlap(with o: CGRect) -> CGRect? {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY), x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// One frame's parallel build of a scrolled clip's sublayers: read-only inputs, and a result
/// slot for each build that only its band writes.
private struct ParallelBuild: @unchecked Sendable {
    let builder: DrawListBuilder
    let children: [LayerSnapshot]
    let locals: [CATransform3D]
    let parent: CATransform3D
    let missing: [Int]
    let results: UnsafeMutableBufferPointer<[DrawItem]>

    func run(_ k: Int) {
        let index = missing[k]
        results[k] = builder.build(children[index], local: locals[index], parent: parent, clips: [], clipRegion: nil)
    }
}
