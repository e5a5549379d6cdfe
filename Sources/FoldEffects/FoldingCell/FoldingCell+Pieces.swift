#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension FoldingCell {
    /// The view of an animation item (nil when out of range).
    public func view(for item: FoldItem) -> UIView? {
        switch item {
        case .foreground: foregroundView
        case .piece(let k): pieceViews.indices.contains(k) ? pieceViews[k] : nil
        case .back(let k): backViews[k]
        }
    }

    /// The items of the current layout in opening order.
    public var animationItems: [FoldItem] { FoldItem.openingOrder(itemCount: configuredLayout?.itemCount ?? itemCount) }

    /// Cuts the animation view into the layout's pieces (Ramotion's `addImageItemsToAnimationView`):
    /// piece 0 static at the top, pieces 1… hinged at their top edges with their own perspective,
    /// and a back view of the next piece's height hinged at the bottom of pieces 1…n−2.
    func buildPieces(_ layout: FoldingCellLayout) {
        for v in pieceViews { v.removeFromSuperview() }
        pieceViews = []
        backViews = [:]
        shadeLayers = [:]
        let w = layout.width
        let tops = layout.pieceTops
        let heights = layout.pieceHeights
        let total = layout.containerHeight
        let d = layoutFoldDirection
        builtFoldDirection = d
        for k in 0..<layout.itemCount {
            let piece: UIView = k == 0 ? UIView() : RotatedView()
            piece.isUserInteractionEnabled = false
            piece.layer.name = "piece\(k)"
            piece.layer.contentsGravity = .resize
            smoothEdgesAcrossHinges(piece.layer)
            let slice = d.rect(along: tops[k], length: heights[k], total: total, across: 0, crossLength: w)
            let whole = d.rect(along: 0, length: total, total: total, across: 0, crossLength: w)
            // From the fractions of its two edges, so that the last piece ends at exactly 1 (its
            // height divided alone can overshoot by an ulp, outside the unit square).
            let last = k == layout.itemCount - 1
            func end(_ edge: Double, _ length: Double) -> Double {
                let f = edge / length
                return f > 1 || (last && f > 1 - 1e-9) ? 1 : f
            }
            let x0 = slice.minX / whole.width
            let x1 = end(slice.maxX, whole.width)
            let y0 = slice.minY / whole.height
            let y1 = end(slice.maxY, whole.height)
            piece.layer.contentsRect = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            if k == 0 {
                piece.frame = slice
                piece.clipsToBounds = true
            } else {
                place(piece, in: slice, anchor: d.anchor(hingedAtNearEnd: true))
                piece.layer.transform = d.transform(angle: 0)
            }
            animationView.addSubview(piece)
            pieceViews.append(piece)
            if k >= 1 && k < layout.itemCount - 1 {
                let back = RotatedView()
                back.isUserInteractionEnabled = false
                back.layer.name = "back\(k)"
                back.backgroundColor = backViewColor
                smoothEdgesAcrossHinges(back.layer)
                // Hinged at the piece's far edge, folded back over the piece's far part.
                let inPiece = d.rect(
                    along: heights[k] - heights[k + 1], length: heights[k + 1], total: heights[k], across: 0, crossLength: w)
                place(back, in: inPiece, anchor: d.anchor(hingedAtNearEnd: false))
                back.layer.transform = d.transform(angle: 0)
                piece.addSubview(back)
                backViews[k] = back
            }
        }
        if shading != nil {
            for item in FoldItem.openingOrder(itemCount: layout.itemCount) {
                guard let v = view(for: item) else { continue }
                let shade = CALayer()
                shade.name = "\(item)-shade"
                shade.backgroundColor = .black
                shade.opacity = 0
                shade.cornerRadius = item == .foreground ? cornerRadius : 0
                shade.frame = CGRect(origin: .zero, size: v.bounds.size)
                smoothEdgesAcrossHinges(shade)
                v.layer.addSublayer(shade)
                shadeLayers[item] = shade
            }
        }
        foregroundView.layer.cornerRadius = cornerRadius
        smoothEdgesAcrossHinges(foregroundView.layer)
        if let snapshot { setPieceContents(snapshot) }
    }

    /// Beyond Ramotion (whose pieces take Core Animation's default, no edge antialiasing): a
    /// turning piece's edges across the fold are smooth, its hinge edges hard.
    func smoothEdgesAcrossHinges(_ layer: CALayer) {
        layer.allowsEdgeAntialiasing = true
        layer.edgeAntialiasingMask = layoutFoldDirection.edgesAcrossHinges
    }

    /// Sets bounds, anchor and position so that the unrotated layer covers `frame`.
    func place(_ view: UIView, in frame: CGRect, anchor: CGPoint) {
        view.layer.anchorPoint = anchor
        view.bounds = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        view.center = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    }

    func setPieceContents(_ image: UIImage) {
        for piece in pieceViews {
            piece.layer.contents = image.cgImage
            piece.layer.contentsScale = image.scale
        }
    }

    /// Renders the container as it is now (hidden or not) into an image at the screen's scale
    /// and gives each piece its slice — Ramotion's `takeSnapshot` (`layer.render(in:)` in an
    /// image context), once per fold or unfold.
    @discardableResult
    public func snapshotContainer() -> UIImage? {
        guard let layout = configuredLayout else { return nil }
        let size = layoutFoldDirection.rect(
            along: 0, length: layout.containerHeight, total: layout.containerHeight, across: 0, crossLength: layout.width
        ).size
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = window?.screen.scale ?? UIScreen.main.scale
        // The container is hidden between folds; `render(in:)` draws only a visible layer.
        let wasHidden = containerView.isHidden
        containerView.isHidden = false
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            containerView.layer.render(in: context.cgContext)
        }
        containerView.isHidden = wasHidden
        snapshot = image
        setPieceContents(image)
        return image
    }
}
