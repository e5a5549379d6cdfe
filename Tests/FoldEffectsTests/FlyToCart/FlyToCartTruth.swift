import FoldCore
import FoldEffects
import FoldRender
import FoldUI
import Foundation

/// Independent truth for the flight: the seed's numbers written out again, and a cubic-Bézier
/// timing function solved by bisection (not FoldCore's Newton solver).
enum FlyToCartTruth {
    /// The seed's control point: (sx + (ex − sx)/3, sy + (ey − sy)·0.5 − 400).
    static func seedControl(_ s: CGPoint, _ e: CGPoint, arc: Double = 400) -> CGPoint {
        CGPoint(x: s.x + (e.x - s.x) / 3, y: s.y + (e.y - s.y) * 0.5 - arc)
    }

    static func quadratic(_ s: CGPoint, _ c: CGPoint, _ e: CGPoint, _ t: Double) -> CGPoint {
        let a = (1 - t) * (1 - t), b = 2 * (1 - t) * t, d = t * t
        return CGPoint(x: a * s.x + b * c.x + d * e.x, y: a * s.y + b * c.y + d * e.y)
    }

    /// CSS/CA cubic-bezier(x1, y1, x2, y2) at time fraction x, by bisection on the curve's x.
    static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        func coord(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if coord(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return coord(y1, y2, (lo + hi) / 2)
    }

    /// Ease-in as Core Animation defines it: (0.42, 0, 1, 1), its control points `Float`s as
    /// `CAMediaTimingFunction` keeps them (0.42 is 0.41999998688…).
    static func easeIn(_ x: Double) -> Double { cubicBezier(Double(Float(0.42)), 0, 1, 1, x) }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
}

/// A window with a container, a scrolled "table" holding the start view and a nested cart.
final class FlyToCartRig {
    let window: UIWindow
    let loop: FrameLoop
    let table: UIView
    let label: UIView
    let cartBar: UIView
    let cart: CartButton
    let image = UIImage(bitmap: Bitmap(width: 8, height: 8, scale: 2), name: "dish")

    init(size: CGSize = CGSize(width: 375, height: 667)) {
        window = UIWindow(size: size, scale: 1)
        table = UIView(frame: CGRect(x: 0, y: 60, width: size.width, height: size.height - 160))
        table.bounds.origin = CGPoint(x: 0, y: 35)  // scrolled by 35 pt
        label = UIView(frame: CGRect(x: 20, y: 140, width: 100, height: 24))
        table.addSubview(label)
        cartBar = UIView(frame: CGRect(x: 0, y: size.height - 100, width: size.width, height: 100))
        cart = CartButton(frame: CGRect(x: size.width - 76, y: 22, width: 56, height: 56))
        cartBar.addSubview(cart)
        window.addSubview(table)
        window.addSubview(cartBar)
        loop = FrameLoop(window: window)
        window.layoutIfNeeded()
    }

    /// The label's centre in the table's coordinates, as the seed's cell posts it.
    var labelCenterInTable: CGPoint { label.center }

    func step(to t: Double) { _ = loop.step(to: t) }

    var flyingLayers: [CALayer] { window.layer.allLayers.filter { $0.name == "flyToCart.item" } }
}
