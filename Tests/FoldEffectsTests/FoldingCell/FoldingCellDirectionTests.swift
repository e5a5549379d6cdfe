import FoldCore
import FoldEffects
import FoldMedia
import FoldRender
import FoldUI
import Foundation
import Testing

/// Up, right and left folds are the down fold mirrored or transposed: at every sampled time each
/// piece's projected corners (container coordinates) are the down fold's, mapped.
@Suite struct FoldingCellDirectionTests {
    static let cross = 359.0, length = 479.0

    func openingCell(_ direction: FoldingCellDirection, rightToLeft: Bool = false) throws -> FoldingCell {
        let cell = FoldingCell(style: .default, reuseIdentifier: nil)
        cell.itemCount = 4
        cell.foldDirection = direction
        if rightToLeft { cell.semanticContentAttribute = .forceRightToLeft }
        // The card is 359 across the fold in every direction.
        cell.frame =
            direction.isHorizontal
            ? CGRect(x: 0, y: 0, width: 8 + Self.length + 8, height: Self.cross + 14)
            : CGRect(x: 0, y: 0, width: Self.cross + 16, height: Self.length + 14)
        try cell.configure()
        cell.layoutIfNeeded()
        // In no window: the opening begins at media time 0, where the samples are taken from.
        MediaClock.run(at: 0) { cell.unfold(true) }
        return cell
    }

    /// The corners of an item's bounds projected into the container's coordinates, or nil when hidden.
    func corners(_ cell: FoldingCell, _ item: FoldItem, _ t: Double) -> [CGPoint]? {
        guard let view = cell.view(for: item) else { return nil }
        var chain: [(properties: LayerProperties, kind: LayerKind)] = []
        var v: UIView? = view
        while let current = v, current !== cell.contentView {
            var p = current.layer.presentationProperties(at: t)
            if current === cell.animationView || current === cell.foregroundView {
                // Into the container's coordinates: remove the container's origin.
                let o = cell.containerView.frame.origin
                p.position = CGPoint(x: p.position.x - o.x, y: p.position.y - o.y)
            }
            chain.append((p, current.layer.kind))
            v = current.superview
        }
        guard chain[0].properties.opacity > 0 else { return nil }
        let g = LayerGeometry(chain: chain)
        let b = chain[0].properties.bounds
        return [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
            CGPoint(x: b.minX, y: b.maxY),
        ]
        .map { g.toRoot($0) }
    }

    static func map(_ p: CGPoint, _ d: FoldingCellDirection) -> CGPoint {
        switch d {
        case .down: p
        case .up: CGPoint(x: p.x, y: length - p.y)
        case .right: CGPoint(x: p.y, y: p.x)
        case .left: CGPoint(x: length - p.y, y: p.x)
        }
    }

    @Test(arguments: [FoldingCellDirection.up, .right, .left])
    func aDirectionIsTheDownFoldMapped(_ direction: FoldingCellDirection) throws {
        let down = try openingCell(.down)
        let other = try openingCell(direction)
        var compared = 0
        for t in stride(from: 0.005, to: 0.7, by: 0.01) {
            for item in FoldItem.openingOrder(itemCount: 4) + [.piece(0)] {
                let a = corners(down, item, t)
                let b = corners(other, item, t)
                #expect((a == nil) == (b == nil), "\(item) at \(t): shown in one direction only")
                guard let a, let b else { continue }
                let expected = a.map { Self.map($0, direction) }
                for p in expected {
                    let nearest = b.map { hypot($0.x - p.x, $0.y - p.y) }.min() ?? .infinity
                    #expect(nearest < 1e-6, "\(item) at \(t): corner \(p) not found in \(b)")
                }
                compared += 1
            }
        }
        #expect(compared > 200)
    }

    /// Right to left a horizontal fold mirrors: a right fold is a left fold, and a left fold a
    /// right one, piece for piece at every sampled time; vertical folds do not change.
    @Test(arguments: FoldingCellDirection.allCases)
    func rightToLeftAHorizontalFoldMirrors(_ direction: FoldingCellDirection) throws {
        let mirrored: FoldingCellDirection =
            switch direction {
            case .right: .left
            case .left: .right
            default: direction
            }
        let expected = try openingCell(mirrored)
        let rtl = try openingCell(direction, rightToLeft: true)
        #expect(rtl.containerView.frame == expected.containerView.frame)
        #expect(rtl.foregroundView.frame == expected.foregroundView.frame)
        var compared = 0
        for t in stride(from: 0.005, to: 0.7, by: 0.02) {
            for item in FoldItem.openingOrder(itemCount: 4) + [.piece(0)] {
                let a = corners(expected, item, t), b = corners(rtl, item, t)
                #expect(a == b, "\(direction) \(item) at \(t)")
                compared += a == nil ? 0 : 1
            }
        }
        #expect(compared > 100)
    }

    /// Folds still swing toward the viewer (the free edge nearer than the hinge: w < 1).
    @Test(arguments: FoldingCellDirection.allCases)
    func foldsSwingTowardTheViewer(_ direction: FoldingCellDirection) throws {
        let cell = try openingCell(direction)
        let p = cell.view(for: .piece(1))!.layer.presentationProperties(at: 0.2)
        let t = p.transform
        // The free edge's homogeneous w for the point one piece length from the hinge.
        let h = 165.0
        let free: (Double, Double) =
            direction.isHorizontal
            ? (direction == .right ? h : -h, 0) : (0, direction == .down ? h : -h)
        let w = free.0 * t.m14 + free.1 * t.m24 + t.m44
        #expect(w < 1, "\(direction): w = \(w)")
    }

    /// Frames of a right fold for a person to look at (only with FOLDKIT_TEST_OUTPUT).
    @Test func rightFoldFramesForLooking() throws {
        guard let folder = ProcessInfo.processInfo.environment["FOLDKIT_TEST_OUTPUT"], !folder.isEmpty else { return }
        let window = UIWindow(size: CGSize(width: 520, height: 220), scale: 1)
        window.backgroundColor = UIColor(red: 0.35, green: 0.35, blue: 0.4, alpha: 1)
        let cell = FoldingCell(style: .default, reuseIdentifier: nil)
        cell.itemCount = 4
        cell.foldDirection = .right
        cell.frame = CGRect(x: 0, y: 0, width: 520, height: 200)
        cell.foregroundHeight = 120
        cell.containerHeight = 480
        cell.shading = FoldShading()
        cell.foregroundView.backgroundColor = UIColor(red: 0.9, green: 0.45, blue: 0.25, alpha: 1)
        cell.containerView.backgroundColor = .white
        let label = UILabel(text: "A horizontal folding cell: the pieces unfold to the right", fontSize: 15)
        label.numberOfLines = 0
        label.frame = CGRect(x: 10, y: 20, width: 460, height: 60)
        cell.containerView.addSubview(label)
        window.addSubview(cell)
        try cell.configure()
        let loop = FrameLoop(window: window)
        _ = loop.step(to: 0)
        cell.unfold(true)
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (i, t) in stride(from: 0.0, through: 0.7, by: 0.1).enumerated() {
            let bitmap = Compositor(images: window.images, threads: 1).render(loop.step(to: t))
            try PNGCodec.write(bitmap, to: url.appendingPathComponent("right-\(i).png"))
        }
    }
}
