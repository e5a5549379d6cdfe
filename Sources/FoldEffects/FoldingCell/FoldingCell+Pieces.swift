import FoldCore
import FoldRender
import FoldUI

extension FoldingCell {
    /// The view of an animation item (nil when out of range).
    public func view(for item: FoldItem) -> View? {
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
        let w = layout.width, tops = layout.pieceTops, heights = layout.pieceHeights
        let perspective = Transform3D(perspective: Self.perspectiveDistance)
        for k in 0..<layout.itemCount {
            let piece = View()
            piece.isUserInteractionEnabled = false
            piece.layer.name = "piece\(k)"
            piece.layer.contentsGravity = .resize
            piece.layer.contentsRect = Rect(
                x: 0, y: tops[k] / layout.containerHeight, width: 1, height: heights[k] / layout.containerHeight)
            if k == 0 {
                piece.frame = Rect(x: 0, y: 0, width: w, height: heights[0])
                piece.clipsToBounds = true
            } else {
                piece.layer.anchorPoint = Point(x: 0.5, y: 0)
                piece.bounds = Rect(x: 0, y: 0, width: w, height: heights[k])
                piece.center = Point(x: w / 2, y: tops[k])
                piece.layer.transform = perspective
            }
            animationView.addSubview(piece)
            pieceViews.append(piece)
            if k >= 1 && k < layout.itemCount - 1 {
                let back = View()
                back.isUserInteractionEnabled = false
                back.layer.name = "back\(k)"
                back.backgroundColor = backViewColor
                back.layer.anchorPoint = Point(x: 0.5, y: 1)
                back.bounds = Rect(x: 0, y: 0, width: w, height: heights[k + 1])
                back.center = Point(x: w / 2, y: heights[k])
                back.layer.transform = perspective
                piece.addSubview(back)
                backViews[k] = back
            }
        }
        if shading != nil {
            for item in FoldItem.openingOrder(itemCount: layout.itemCount) {
                guard let v = view(for: item) else { continue }
                let shade = Layer()
                shade.name = "shade"
                shade.backgroundColor = .black
                shade.opacity = 0
                shade.cornerRadius = item == .foreground ? cornerRadius : 0
                shade.frame = Rect(origin: .zero, size: v.bounds.size)
                v.layer.addSublayer(shade)
                shadeLayers[item] = shade
            }
        }
        foregroundView.layer.cornerRadius = cornerRadius
        if let name = snapshotName { setPieceContents(name) }
    }

    /// The snapshot's image name, set by `snapshotContainer()`.
    var snapshotName: String? { pieceViews.first?.layer.contents }

    func setPieceContents(_ name: String) {
        let scale = snapshotImages[name]?.scale ?? window?.images[name]?.scale ?? 2
        for piece in pieceViews {
            piece.layer.contents = name
            piece.layer.contentsScale = scale
        }
    }

    /// Renders the container as it shows now (hidden or not) into an image, registers it with
    /// the window (or keeps it in `snapshotImages`) and gives each piece its slice — Ramotion's
    /// `takeSnapshot`, once per fold or unfold.
    @discardableResult
    public func snapshotContainer() -> Bitmap? {
        guard let layout = configuredLayout else { return nil }
        let scale = window?.scale ?? 2
        var snapshot = containerView.layer.presentation(at: now)
        snapshot.properties.isHidden = false
        snapshot.properties.opacity = 1
        snapshot.properties.transform = .identity
        snapshot.properties.bounds = Rect(x: 0, y: 0, width: layout.width, height: layout.containerHeight)
        snapshot.properties.anchorPoint = Point(x: 0.5, y: 0.5)
        snapshot.properties.position = Point(x: layout.width / 2, y: layout.containerHeight / 2)
        let tree = RenderTree(
            size: Size(width: layout.width, height: layout.containerHeight), scale: scale, background: .clear,
            layers: [snapshot])
        var images = window?.images ?? [:]
        // Image views outside a window have registered nowhere: take their pixels directly.
        var pending: [View] = [containerView]
        while let v = pending.popLast() {
            pending += v.subviews
            if let image = (v as? ImageView)?.image, let bitmap = image.bitmap { images[image.name] = bitmap }
        }
        let compositor = Compositor(images: images, threads: 1)
        let bitmap = compositor.render(tree)
        snapshotCount += 1
        // One name per cell, replaced at each snapshot, so a long session does not pile up images.
        let name = snapshotImageName ?? "folding-cell-\(UInt(bitPattern: ObjectIdentifier(self).hashValue))"
        if let window {
            window.registerImage(bitmap, named: name)
            snapshotImages = [:]
        } else {
            snapshotImages = [name: bitmap]
        }
        setPieceContents(name)
        return bitmap
    }
}
