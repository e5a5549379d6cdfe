import FoldCore
import FoldMedia
import FoldRender
import FoldUI
import Foundation

@testable import FoldEffects

/// A page fold in a window, driven frame by frame at 60 fps as the headless host drives it:
/// a frame's events are sent before its step.
final class PageFoldHarness {
    /// Where the page sits in the window (not at the origin, so conversions are exercised).
    static let pageFrame = CGRect(x: 20, y: 40, width: 200, height: 300)
    let window: UIWindow
    let loop: FrameLoop
    let page: PageFoldView
    private(set) var frame = 0
    private(set) var changes: [String] = []

    init(options: PageFoldView.Options = PageFoldView.Options(), image: UIImage = PageFoldHarness.twoTone()) throws {
        window = UIWindow(size: CGSize(width: 240, height: 400), scale: 1)
        page = try PageFoldView(image: image, frame: Self.pageFrame, options: options)
        window.addSubview(page)
        loop = FrameLoop(window: window)
        _ = loop.step(to: 0)
    }

    static func time(_ frame: Int) -> Double { Double(frame) / 60 }
    var time: Double { Self.time(frame) }

    @discardableResult
    func step(_ events: InputEvent...) -> RenderTree {
        for e in events { loop.send(e) }
        frame += 1
        let tree = loop.step(to: time)
        changes += loop.drainGestureChanges().filter { $0.kind == "pan" }.map(\.state)
        return tree
    }

    /// A point of the page's coordinates in the window's.
    func window(_ x: Double, _ y: Double) -> CGPoint {
        CGPoint(x: Self.pageFrame.minX + x, y: Self.pageFrame.minY + y)
    }

    /// Steps until the fold animation stops (at most `limit` frames); returns the frames stepped.
    @discardableResult
    func settle(limit: Int = 600) -> Int {
        var n = 0
        while page.isAnimating && n < limit {
            step()
            n += 1
        }
        return n
    }

    func render() -> Bitmap {
        Compositor(images: window.images, threads: 1).render(loop.renderTree(at: time))
    }

    /// 200 × 300 px: the top half red with green rising towards the hinge (row y: green = y/150·200),
    /// the bottom half blue; so a mirror, an upright copy and the front are told apart by colour.
    static func twoTone(width: Int = 200, height: Int = 300) -> UIImage {
        var b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let top = y < height / 2
                let g = top ? Double(y) / Double(height / 2) * 200 / 255 : 0
                b.pixels[y * width + x] = Bitmap.pixel(
                    top ? CGColor(red: 1, green: g, blue: 0, alpha: 1) : CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            }
        }
        return UIImage(bitmap: b, name: "two-tone-\(width)x\(height)")
    }

    /// The seed's spring, set independently of the effect's code: bounciness 18, then mass 2,
    /// then tension 200 (POP's order).
    static var seedSpring: POPSpringParameters {
        var p = POPSpringParameters()
        p.setBounciness(18)
        p.setMass(2)
        p.setTension(200)
        return p
    }
}

/// Images a person may want to look at: written into `$FOLDKIT_TEST_OUTPUT` when it is set,
/// otherwise nowhere (the render itself is what the test checks).
enum PageFoldTestOutput {
    static func keep(_ bitmap: Bitmap, name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["FOLDKIT_TEST_OUTPUT"], !folder.isEmpty else { return }
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try PNGCodec.write(bitmap, to: url.appendingPathComponent(name))
    }
}
