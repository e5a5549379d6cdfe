import FoldCore
import FoldExamples
import FoldRender
import FoldTestSupport
import FoldUI
import Foundation
import Testing

@testable import FoldEffects

/// What the fold looks like: the back (mirrored and dimmed, never the front seen through), the
/// four directions, and reference images of frames in the middle of a fold.
@Suite struct PageFoldRenderTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Reference")

    static func pixel(_ b: Bitmap, _ p: CGPoint) -> (r: Int, g: Int, b: Int) {
        let c = b.rgba(x: Int(p.x), y: Int(p.y))
        return (Int(c.r), Int(c.g), Int(c.b))
    }

    static func near(_ a: (r: Int, g: Int, b: Int), _ e: (Int, Int, Int), _ tol: Int = 4) -> Bool {
        abs(a.r - e.0) <= tol && abs(a.g - e.1) <= tol && abs(a.b - e.2) <= tol
    }

    @Test func theBackShowsTheImageMirroredAndDimmedNeverTheFront() throws {
        let h = try PageFoldHarness()
        try h.page.fold(to: .pi, animated: false)
        h.step()
        let bitmap = h.render()
        // 5 pt below the hinge the back shows the row 5 pt above it (green 145/150 · 200), at 65 %.
        let keep = (0.65 * 256).rounded()
        func dim(_ v: Double) -> Int { (Int(v.rounded()) * Int(keep)) >> 8 }
        let nearHinge = Self.pixel(bitmap, h.window(100, 155.5))
        #expect(Self.near(nearHinge, (dim(255), dim(145.0 / 150 * 200), 0)), "near the hinge: \(nearHinge)")
        #expect(nearHinge.r > 150 && nearHinge.r < 180 && nearHinge.g > 110, "dimmed, not black and not the front: \(nearHinge)")
        let nearEdge = Self.pixel(bitmap, h.window(100, 296.5))
        #expect(Self.near(nearEdge, (dim(255), dim(3.0 / 150 * 200), 0)), "near the far edge: \(nearEdge)")
        // Where the top half was, the window's white shows.
        #expect(Self.near(Self.pixel(bitmap, h.window(100, 75)), (255, 255, 255), 0))
        try PageFoldTestOutput.keep(bitmap, name: "page-fold-back.png")
    }

    @Test func theOuterCornersAreRoundedAndTheHingeIsNot() throws {
        let h = try PageFoldHarness()
        h.step()
        let b = h.render()
        // Radius 5: the corner pixel is outside the arc, one 5 pt in is the image.
        for corner in [h.window(0.5, 0.5), h.window(199.5, 0.5), h.window(0.5, 299.5), h.window(199.5, 299.5)] {
            #expect(Self.near(Self.pixel(b, corner), (255, 255, 255), 8), "corner \(corner)")
        }
        #expect(Self.near(Self.pixel(b, h.window(5.5, 5.5)), (255, 0, 0), 8))
        // At the hinge's ends both halves reach the edge: square there.
        #expect(Self.near(Self.pixel(b, h.window(0.5, 149.5)), (255, 198, 0), 8))
        #expect(Self.near(Self.pixel(b, h.window(0.5, 150.5)), (0, 0, 255), 8))
    }

    @Test func aConfiguredBackShowsItsColour() throws {
        var options = PageFoldView.Options()
        options.back = .color(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        let h = try PageFoldHarness(options: options)
        try h.page.fold(to: 0.8 * .pi, animated: false)
        h.step()
        let bitmap = h.render()
        #expect(Self.near(Self.pixel(bitmap, h.window(100, 170)), (0, 255, 0)))
    }

    @Test(arguments: FoldDirection.allCases)
    func eachDirectionFoldsItsHalfOverTheOther(_ direction: FoldDirection) throws {
        var options = PageFoldView.Options()
        options.direction = direction
        options.back = .color(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        let h = try PageFoldHarness(options: options)
        let folding = direction.foldingUnitRect
        let fixed = direction.fixedUnitRect
        func center(_ r: CGRect) -> CGPoint { h.window(200 * r.midX, 300 * r.midY) }
        h.step()
        let flat = h.render()
        #expect(
            !Self.near(Self.pixel(flat, center(folding)), (255, 255, 255), 0),
            "\(direction): flat, the folding half shows the image")
        try h.page.fold(to: .pi, animated: false)
        h.step()
        let folded = h.render()
        #expect(Self.near(Self.pixel(folded, center(fixed)), (0, 255, 0)), "\(direction): the back lies over the fixed half")
        #expect(Self.near(Self.pixel(folded, center(folding)), (255, 255, 255), 0), "\(direction): the folding half has left")
        #expect(h.window.layer.layer(named: direction.foldingName + "Shadow") != nil)
    }

    /// A sample-photo page at `angle`, in a 260 × 360 window at scale 1.
    static func samplePage(angle: Double) throws -> Bitmap {
        let window = UIWindow(size: CGSize(width: 260, height: 360), scale: 1)
        let photo = PageFoldView.samplePhoto(size: CGSize(width: 200, height: 300), scale: 1)
        let page = try PageFoldView(image: photo, frame: CGRect(x: 30, y: 30, width: 200, height: 300))
        window.addSubview(page)
        page.foldAngle = angle
        let loop = FrameLoop(window: window)
        return Compositor(images: window.images, threads: 1).render(loop.step(to: 0))
    }

    @Test(arguments: [("page-fold-rising", 0.35), ("page-fold-over", 0.7)])
    func aFrameInTheMiddleOfAFoldMatchesItsReference(name: String, turns: Double) throws {
        let bitmap = try Self.samplePage(angle: turns * .pi)
        let url = Self.directory.appendingPathComponent("\(name).png")
        let mismatch = try ReferenceImage.mismatch(bitmap, against: url)
        #expect(mismatch == nil, "\(mismatch ?? "")")
        if mismatch != nil { try PageFoldTestOutput.keep(bitmap, name: "\(name)-actual.png") }
    }

    @Test func theSamplePhotoIsAPictureNotATestPattern() {
        let photo = PageFoldView.samplePhoto(size: CGSize(width: 200, height: 300), scale: 1)
        let b = try! #require(photo.bitmap)
        #expect(b.width == 200 && b.height == 300)
        // Opaque everywhere, sky blue at the top, many distinct colours.
        #expect(b.pixels.allSatisfy { $0 >> 24 == 255 })
        let top = Self.pixel(b, CGPoint(x: 10, y: 5))
        #expect(top.b > top.r && top.b > 100)
        #expect(Set(b.pixels).count > 500)
    }
}
