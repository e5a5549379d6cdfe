import CCairo
import Foundation

extension CGContext {
    /// Fills the current path (each subpath closed) by `rule`, and ends the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        drawPath(using: rule == .evenOdd ? .eoFill : .fill)
    }

    /// Strokes the current path with the line style, and ends the path.
    public func strokePath() { drawPath(using: .stroke) }

    /// Paints the current path as `mode` says (a fill and a stroke are one operation for alpha
    /// and shadows, as in Core Graphics), and ends the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = devicePath.path
        beginPath()
        guard !path.isEmpty else { return }
        paint {
            switch mode {
            case .fill: fillNow(path, rule: .winding)
            case .eoFill: fillNow(path, rule: .evenOdd)
            case .stroke: strokeNow(path)
            case .fillStroke:
                fillNow(path, rule: .winding)
                strokeNow(path)
            case .eoFillStroke:
                fillNow(path, rule: .evenOdd)
                strokeNow(path)
            }
        }
    }

    private func fillNow(_ path: Path, rule: CGPathFillRule) {
        emit(path)
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        setSource(state.fillColor)
        cairo_fill(cairo)
    }

    private func strokeNow(_ path: Path) {
        emit(path)
        guard applyStrokeStyle() else { return cairo_new_path(cairo) }
        setSource(state.strokeColor)
        cairo_stroke(cairo)
        cairo_identity_matrix(cairo)
    }

    /// Paints the rect with the fill colour. Like each of the shape calls below, it ends the
    /// current path, as Core Graphics documents.
    public func fill(_ rect: CGRect) { fill([rect]) }

    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes the rect with a line `width` wide (the state's width is left as it was).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        setLineWidth(width)
        stroke(rect)
        updateState { $0.lineWidth = saved }
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes a line between each pair of points (0–1, 2–3, …; an odd last point is left out).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count {
            move(to: points[i])
            addLine(to: points[i + 1])
            i += 2
        }
        strokePath()
    }

    /// Makes the rect transparent (black where the context has no alpha), ignoring alpha,
    /// shadows and the fill colour.
    public func clear(_ rect: CGRect) {
        guard !state.isCollapsed else { return }
        let path = CGMutablePath()
        path.addRect(rect, transform: state.matrix)
        loadClient()
        defer { storeClient() }
        cairo_save(cairo)
        emit(path.path)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    // MARK: Clipping

    /// Intersects the clip with the current path's fill by `rule`, and ends the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let path = devicePath.path
        beginPath()
        clip(toDevicePath: path, rule: rule)
    }

    /// Intersects the clip with the rect (the current path is left alone).
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of the rects.
    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects, transform: state.matrix)
        clip(toDevicePath: path.path, rule: .winding)
    }

    private func clip(toDevicePath path: Path, rule: CGPathFillRule) {
        emit(path)
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
    }

    /// Clears the clip to the whole bitmap.
    public func resetClip() { cairo_reset_clip(cairo) }

    /// The clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect {
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        guard !state.isCollapsed else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).applying(state.matrix.inverted())
    }

    // MARK: Transparency layers

    /// Starts a layer: what is drawn until `endTransparencyLayer()` is composited as one image,
    /// with the alpha and shadow of now (inside the layer they are 1 and none).
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        transparencyLayers.append((state, stateDepth))
        cairo_save(cairo)
        cairo_push_group(cairo)
        updateState {
            $0.alpha = 1
            $0.shadow = nil
        }
    }

    /// Starts a layer bounded by `rect` (user space): drawing outside it is clipped.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        clip(to: rect)
    }

    /// Ends the innermost layer and composites it; without an open layer, nothing.
    public func endTransparencyLayer() {
        guard let layer = transparencyLayers.popLast() else { return }
        while stateDepth > layer.depth { restoreGState() }
        let content = cairo_pop_group(cairo)
        cairo_restore(cairo)
        updateState { $0 = layer.state }
        guard let content else { return }
        defer { cairo_pattern_destroy(content) }
        guard !state.isCollapsed else { return }
        loadClient()
        defer { storeClient() }
        composite(content)
    }
}
