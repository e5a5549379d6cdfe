// The GIF benchmark's frames: one second of a folding-cell list animating, drawn by Compositor.

import FoldCore
import FoldRender
import Foundation

/// One second of a folding-cell list at 60 fps, drawn by FoldRender's `Compositor`: a gradient
/// background whose axis turns and whose middle stop slides, two soft discs (stacks of
/// translucent circles) drifting behind the list, cards with soft shadows (stacked translucent
/// rounded rects), thumbnails and text-like bars scrolling up, the second card unfolding from
/// nearly folded to flat as 4 panels under perspective, a translucent sheet sliding up, and the
/// navigation bar on top. Opaque.
struct FoldingCellAnimation {
    let images: [String: Bitmap]
    init() { images = FoldingCellScene().images }

    typealias S = FoldingCellScene

    func tree(frame i: Int) -> RenderTree {
        let t = Double(i) / Double(GIFConfig.frames - 1)
        let u = t * t * (3 - 2 * t)  // smoothstep
        let w = S.width, h = S.height
        var layers: [LayerSnapshot] = []

        // The background: a three-stop gradient turning about the centre.
        var g = LayerProperties()
        g.bounds = CGRect(x: 0, y: 0, width: w, height: h)
        g.position = CGPoint(x: w / 2, y: h / 2)
        let angle = 0.35 + 1.2 * t
        g.startPoint = CGPoint(x: 0.5 - 0.5 * sin(angle), y: 0.5 - 0.5 * cos(angle))
        g.endPoint = CGPoint(x: 0.5 + 0.5 * sin(angle), y: 0.5 + 0.5 * cos(angle))
        g.colors = [
            CGColor(red: 0.96, green: 0.86 + 0.06 * t, blue: 0.80, alpha: 1),
            CGColor(red: 0.78, green: 0.84, blue: 0.97 - 0.05 * t, alpha: 1),
            CGColor(red: 0.70 + 0.1 * t, green: 0.92, blue: 0.86, alpha: 1),
        ]
        g.locations = [0, 0.35 + 0.3 * t, 1]
        layers.append(LayerSnapshot(name: "background", kind: .gradient, properties: g))

        // Two soft discs drifting.
        func disc(_ name: String, cx: Double, cy: Double, radius: Double, color: CGColor) {
            for k in 0..<5 {
                let r = radius * (1 - 0.16 * Double(k))
                layers.append(S.rect(
                    "\(name)\(k)", CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r),
                    color: color.copy(alpha: 0.16)!, radius: r))
            }
        }
        disc("discA", cx: 60 + 260 * t, cy: 260 + 180 * sin(.pi * t), radius: 120,
             color: CGColor(red: 1.0, green: 0.55, blue: 0.25, alpha: 1))
        disc("discB", cx: 340 - 220 * u, cy: 760 - 260 * t, radius: 95, color: CGColor(red: 0.25, green: 0.45, blue: 1.0, alpha: 1))

        // The list scrolls up 60 pt while the second card unfolds.
        let signs = [0.0, -1, 1, -1]
        var y = 110 - 60 * u
        func shadow(top: Double, height: Double) {
            for k in 1...3 {
                let d = 2 * Double(k)
                layers.append(S.rect(
                    "shadow", CGRect(x: S.cardX - d, y: top - d + 0.75 * d, width: S.cardWidth + 2 * d, height: height + 2 * d),
                    color: CGColor(red: 0, green: 0, blue: 0.1, alpha: 0.07 - 0.015 * Double(k)), radius: 10 + d))
            }
        }
        for c in 0..<6 {
            if c == S.unfoldingIndex {
                var hinge = y
                for k in 0..<signs.count {
                    let panel = S.panel(k, angle: signs[k] * 1.45 * (1 - u), top: hinge)
                    layers.append(panel)
                    hinge = panel.properties.transformToSuperlayer.apply(
                        to: CGPoint(x: S.cardWidth / 2, y: S.cardHeight)).y
                }
                y = hinge + S.gap
            } else {
                shadow(top: y, height: S.cardHeight)
                layers.append(S.card(c, top: y))
                y += S.cardHeight + S.gap
            }
        }

        // A translucent sheet sliding up from the bottom, with a grabber and text-like bars.
        let sheetTop = h - 40 - 240 * u
        var sheet = LayerProperties()
        sheet.bounds = CGRect(x: 0, y: 0, width: w, height: 320)
        sheet.position = CGPoint(x: w / 2, y: sheetTop + 160)
        sheet.backgroundColor = CGColor(red: 0.98, green: 0.98, blue: 1.0, alpha: 0.72)
        sheet.cornerRadius = 22
        let dark = CGColor(red: 0.15, green: 0.15, blue: 0.2, alpha: 1), grey = CGColor(red: 0.55, green: 0.55, blue: 0.6, alpha: 1)
        let sheetLayers = [
            S.rect("grabber", CGRect(x: w / 2 - 18, y: 8, width: 36, height: 5), color: grey, radius: 2.5),
            S.rect("heading", CGRect(x: 20, y: 30, width: 180, height: 18), color: dark, radius: 4),
            S.rect("line1", CGRect(x: 20, y: 62, width: 320, height: 11), color: grey, radius: 3),
            S.rect("line2", CGRect(x: 20, y: 82, width: 280, height: 11), color: grey, radius: 3),
            S.rect("button", CGRect(x: 20, y: 110, width: 350, height: 44),
                   color: CGColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1), radius: 12),
        ]
        layers.append(LayerSnapshot(name: "sheet", kind: .layer, properties: sheet, sublayers: sheetLayers))
        layers.append(S.navigationBar())
        return RenderTree(
            size: CGSize(width: w, height: h), scale: S.scale, background: CGColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1),
            layers: layers)
    }

    /// All frames, rendered on all cores.
    func render() -> (frames: [Bitmap], layers: Int) {
        let compositor = Compositor(images: images)
        var frames: [Bitmap] = []
        frames.reserveCapacity(GIFConfig.frames)
        for i in 0..<GIFConfig.frames {
            let tree = tree(frame: i)
            require(tree.pixelWidth == GIFConfig.width && tree.pixelHeight == GIFConfig.height,
                    "the GIF frame is \(tree.pixelWidth) × \(tree.pixelHeight)")
            let frame = compositor.render(tree)
            require(frame.pixels.allSatisfy { $0 >> 24 == 0xFF }, "GIF frame \(i) is not opaque")
            frames.append(frame)
        }
        return (frames, LayerSnapshot.all(in: tree(frame: 0).layers).count)
    }
}
