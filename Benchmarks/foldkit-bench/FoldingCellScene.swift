// The folding-cell frame of the compositor benchmark (and the GIF animation's images and layers).

import FoldCore
import FoldRender
import Foundation

/// A food list mid-animation, as Ramotion's FoldingCell shows it: a navigation bar and a table of
/// 6 rounded cards (a photo thumbnail, title and subtitle bars, a price tag) of which the second is
/// unfolding as 4 panels (snapshot images) hinged at their top edges, each rotated about x under
/// perspective m34 = −1/500, like an accordion. 390 × 844 points at 3×: 1170 × 2532 pixels.
struct FoldingCellScene {
    static let width = 390.0, height = 844.0, scale = 3.0
    static let cardX = 16.0, cardWidth = 358.0, cardHeight = 104.0, gap = 10.0
    /// The unfolding card's panels: hinge angles about x (positive brings the bottom edge forward).
    static let panelAngles = [0.0, -0.45, 0.8, -1.05]
    static let unfoldingIndex = 1

    let images: [String: Bitmap]
    let tree: RenderTree

    init() {
        var images: [String: Bitmap] = [:]
        let px = Self.scale
        let thumb = Int(80 * px)
        for i in 0..<6 { images["food\(i)"] = syntheticPhoto(width: thumb, height: thumb, seed: 100 + UInt64(i)) }
        let panelW = Int(Self.cardWidth * px), panelH = Int(Self.cardHeight * px)
        for i in 0..<Self.panelAngles.count {
            images["panel\(i)"] = syntheticPhoto(width: panelW, height: panelH, seed: 200 + UInt64(i))
        }
        self.images = images

        var layers: [LayerSnapshot] = []
        var y = 110.0
        for i in 0..<6 {
            if i == Self.unfoldingIndex {
                var hinge = y
                for (k, angle) in Self.panelAngles.enumerated() {
                    let panel = Self.panel(k, angle: angle, top: hinge)
                    layers.append(panel)
                    // The next panel hangs from this one's projected bottom edge.
                    hinge = panel.properties.transformToSuperlayer.apply(
                        to: CGPoint(x: Self.cardWidth / 2, y: Self.cardHeight)).y
                }
                y = hinge + Self.gap
            } else {
                layers.append(Self.card(i, top: y))
                y += Self.cardHeight + Self.gap
            }
        }
        layers.append(Self.navigationBar())
        tree = RenderTree(
            size: CGSize(width: Self.width, height: Self.height), scale: Self.scale,
            background: CGColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1), layers: layers)
    }

    static func rect(_ name: String, _ frame: CGRect, color: CGColor, radius: Double = 0) -> LayerSnapshot {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
        p.position = CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
        p.backgroundColor = color
        p.cornerRadius = radius
        return LayerSnapshot(name: name, kind: .layer, properties: p)
    }

    /// A closed card: white, corner radius 10 with masksToBounds (as FoldingCell's foreground
    /// view), holding a rounded photo thumbnail and bars standing in for text.
    static func card(_ i: Int, top: Double) -> LayerSnapshot {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: cardWidth, height: cardHeight)
        p.position = CGPoint(x: cardX + cardWidth / 2, y: top + cardHeight / 2)
        p.backgroundColor = .white
        p.cornerRadius = 10
        p.masksToBounds = true
        var t = LayerProperties()
        t.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        t.position = CGPoint(x: 12 + 40, y: 12 + 40)
        t.contentsName = "food\(i)"
        t.cornerRadius = 8
        t.masksToBounds = true
        let sublayers = [
            LayerSnapshot(name: "thumbnail", kind: .layer, properties: t),
            rect("title", CGRect(x: 106, y: 16, width: 170, height: 16), color: CGColor(red: 0.15, green: 0.15, blue: 0.2, alpha: 1), radius: 4),
            rect("subtitle", CGRect(x: 106, y: 42, width: 220, height: 11), color: CGColor(red: 0.6, green: 0.6, blue: 0.65, alpha: 1), radius: 3),
            rect("subtitle2", CGRect(x: 106, y: 60, width: 150, height: 11), color: CGColor(red: 0.6, green: 0.6, blue: 0.65, alpha: 1), radius: 3),
            rect("price", CGRect(x: 270, y: 70, width: 74, height: 22), color: CGColor(red: 0.36, green: 0.75, blue: 0.47, alpha: 1), radius: 11),
            rect("accent", CGRect(x: 0, y: 0, width: 5, height: cardHeight), color: CGColor(red: 0.98, green: 0.55, blue: 0.2, alpha: 1)),
        ]
        return LayerSnapshot(name: "card\(i)", kind: .layer, properties: p, sublayers: sublayers)
    }

    /// An unfolding panel: a snapshot image hinged at its top edge, rotated about x under
    /// perspective. The first (the open top) keeps the card's rounded corners.
    static func panel(_ k: Int, angle: Double, top: Double) -> LayerSnapshot {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: cardWidth, height: cardHeight)
        p.anchorPoint = CGPoint(x: 0.5, y: 0)
        p.position = CGPoint(x: cardX + cardWidth / 2, y: top)
        p.transform = CATransform3D(rotationAngle: angle, x: 1, y: 0, z: 0).concatenating(CATransform3D(perspective: 500))
        p.contentsName = "panel\(k)"
        if k == 0 {
            p.cornerRadius = 10
            p.masksToBounds = true
        }
        return LayerSnapshot(name: "panel\(k)", kind: .layer, properties: p)
    }

    static func navigationBar() -> LayerSnapshot {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: width, height: 96)
        p.position = CGPoint(x: width / 2, y: 48)
        p.backgroundColor = CGColor(red: 0.98, green: 0.98, blue: 0.99, alpha: 1)
        let sublayers = [
            rect("title", CGRect(x: 20, y: 56, width: 140, height: 24), color: CGColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1), radius: 5),
            rect("button", CGRect(x: 330, y: 56, width: 40, height: 24), color: CGColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1), radius: 12),
            rect("separator", CGRect(x: 0, y: 95.5, width: width, height: 0.5), color: CGColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)),
        ]
        return LayerSnapshot(name: "navigationBar", kind: .layer, properties: p, sublayers: sublayers)
    }
}
