import FoldCore
import FoldEffects
import FoldUI
import Foundation

/// The folding cell's timeline written out from the spec's words (not from the library's
/// `FoldPlan`): which item moves when, from which angle to which, on which curve, and when each
/// shows. The curves are solved here from their control points by bisection.
enum FoldingCellSpec {
    struct Item {
        var item: FoldItem
        var start: Double
        var end: Double
        var from: Double
        var to: Double
        var easeIn: Bool
        var visibleBefore: Bool
        var visibleAfter: Bool

        func angle(at t: Double) -> Double {
            let u = min(1, max(0, (t - start) / (end - start)))
            let p = easeIn ? FoldingCellSpec.bezier(0.42, 0, 1, 1, u) : FoldingCellSpec.bezier(0, 0, 0.58, 1, u)
            return from + (to - from) * p
        }

        func isVisible(at t: Double) -> Bool { t < start ? visibleBefore : (t >= end ? visibleAfter : true) }
    }

    /// y of a CSS/CA cubic Bézier at x, by bisection on x(t).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        func c(_ a: Double, _ b: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if c(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return c(y1, y2, (lo + hi) / 2)
    }

    /// [foreground, r1, b1, r2, b2, …, r(n−1)].
    static func openingItems(_ n: Int) -> [FoldItem] {
        var items: [FoldItem] = [.foreground]
        for k in 1...(n - 1) {
            items.append(.piece(k))
            if k <= n - 2 { items.append(.back(k)) }
        }
        return items
    }

    /// Open: each item takes half of its fold's duration, back to back from `t0`;
    /// foreground 0 → −π/2 easeIn hidden after; r 0 ← +π/2 easeOut stays; b 0 → −π/2 easeIn hidden after.
    static func open(n: Int, durations: [Double], t0: Double = 0) -> [Item] {
        var t = t0
        return openingItems(n).enumerated().map { i, item in
            let d = durations[i / 2] / 2
            defer { t += d }
            switch item {
            case .foreground:
                return Item(
                    item: item, start: t, end: t + d, from: 0, to: -.pi / 2, easeIn: true, visibleBefore: true,
                    visibleAfter: false)
            case .piece:
                return Item(
                    item: item, start: t, end: t + d, from: .pi / 2, to: 0, easeIn: false, visibleBefore: false,
                    visibleAfter: true)
            case .back:
                return Item(
                    item: item, start: t, end: t + d, from: 0, to: -.pi / 2, easeIn: true, visibleBefore: false,
                    visibleAfter: false)
            }
        }
    }

    /// Close: the same items reversed with their durations; r 0 → +π/2 easeIn hidden after;
    /// b −π/2 → 0 easeOut (shows from its start); foreground −π/2 → 0 easeOut.
    static func close(n: Int, durations: [Double], t0: Double = 0) -> [Item] {
        let items = openingItems(n)
        var t = t0
        return items.indices.reversed().map { i in
            let item = items[i]
            let d = durations[i / 2] / 2
            defer { t += d }
            switch item {
            case .piece:
                return Item(
                    item: item, start: t, end: t + d, from: 0, to: .pi / 2, easeIn: true, visibleBefore: true, visibleAfter: false
                )
            case .back:
                return Item(
                    item: item, start: t, end: t + d, from: -.pi / 2, to: 0, easeIn: false, visibleBefore: false,
                    visibleAfter: true)
            case .foreground:
                return Item(
                    item: item, start: t, end: t + d, from: -.pi / 2, to: 0, easeIn: false, visibleBefore: false,
                    visibleAfter: true)
            }
        }
    }

    /// Each piece's own transform: rotation about x, then m34 = −1/800.
    static func transform(angle: Double) -> CATransform3D {
        var r = CATransform3D.identity
        r.m22 = cos(angle)
        r.m23 = sin(angle)
        r.m32 = -sin(angle)
        r.m33 = cos(angle)
        var p = CATransform3D.identity
        p.m34 = -1.0 / 800
        return r.concatenating(p)
    }

    /// The rotation about x in a piece's transform (m22 = cos θ, m23 = sin θ).
    static func angle(of t: CATransform3D) -> Double { atan2(t.m23, t.m22) }

    static func maxDifference(_ a: CATransform3D, _ b: CATransform3D) -> Double {
        zip(a.values, b.values).map { abs($0 - $1) }.max() ?? 0
    }

    /// A folding cell in a window of its own, configured and laid out.
    static func makeCell(
        itemCount: Int = 4, containerHeight: Double = 479, pieceHeights: [Double]? = nil, width: Double = 375,
        configure: (FoldingCell) -> Void = { _ in }
    ) throws -> (UIWindow, FrameLoop, FoldingCell) {
        let window = UIWindow(size: CGSize(width: width, height: 520), scale: 1)
        let cell = FoldingCell(style: .default, reuseIdentifier: nil)
        cell.itemCount = 4
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 500)
        cell.itemCount = itemCount
        cell.containerHeight = containerHeight
        cell.pieceHeights = pieceHeights
        cell.foregroundView.backgroundColor = .white
        cell.containerView.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 1, alpha: 1)
        configure(cell)
        window.addSubview(cell)
        try cell.configure()
        let loop = FrameLoop(window: window)
        _ = loop.step(to: 0)
        return (window, loop, cell)
    }
}
