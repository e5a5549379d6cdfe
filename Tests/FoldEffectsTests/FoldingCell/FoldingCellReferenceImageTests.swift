import FoldCore
import FoldEffects
import FoldExamples
import FoldMedia
import FoldRender
import FoldTestSupport
import FoldUI
import Foundation
import Testing

/// One frame in the middle of the opening (the first back view swinging out, t = 0.31 s of
/// 0.66), compared with Tests/FoldEffectsTests/Reference/folding-cell-opening.png as the
/// compositor's reference images are: `make reference-images` (FOLDKIT_UPDATE_REFERENCE=1)
/// rewrites it, and a person looks at it before committing. FOLDKIT_TEST_OUTPUT=dir keeps the
/// frames of the opening for looking.
@Suite struct FoldingCellReferenceImageTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Reference")

    /// A food card cell in a 375 × 500 window, opening from t = 0.
    static func render(at times: [Double], shading: FoldShading? = nil) -> [Bitmap] {
        let window = UIWindow(size: CGSize(width: 375, height: 500), scale: 1)
        window.backgroundColor = UIColor(red: 0.35, green: 0.35, blue: 0.4, alpha: 1)
        let cell = FoodCardCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 500)
        cell.shading = shading
        window.addSubview(cell)
        cell.commonInit()
        let loop = FrameLoop(window: window)
        _ = loop.step(to: 0)
        cell.unfold(true)
        return times.map { t in
            let tree = loop.step(to: t)
            return Compositor(images: window.images, threads: 1).render(tree)
        }
    }

    @Test func aFrameInTheMiddleOfTheOpeningMatchesItsReference() throws {
        let bitmap = Self.render(at: [0.31])[0]
        try keepForLooking([bitmap], prefix: "opening")
        let url = Self.directory.appendingPathComponent("folding-cell-opening.png")
        let mismatch = try ReferenceImage.mismatch(bitmap, against: url)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// With shading, a piece turned away is darker than the same piece flat.
    @Test func shadingDarkensTurnedPieces() throws {
        let plain = Self.render(at: [0.2])[0]
        let shaded = Self.render(at: [0.2], shading: FoldShading(maximumDarkness: 0.6))[0]
        try keepForLooking([shaded], prefix: "shaded")
        // Piece 1 (r1) is mid-swing at 0.2 s: its rows lie just below the foreground's hinge (y 172).
        func luminance(_ b: Bitmap, _ y: Int) -> Int {
            (60..<300).reduce(0) { s, x in
                let p = b.rgba(x: x, y: y)
                return s + Int(p.r) + Int(p.g) + Int(p.b)
            }
        }
        #expect(luminance(shaded, 180) < luminance(plain, 180) * 95 / 100)
        // Piece 0 is flat: no shade.
        #expect(abs(luminance(shaded, 100) - luminance(plain, 100)) < 300)
    }

    func keepForLooking(_ bitmaps: [Bitmap], prefix: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["FOLDKIT_TEST_OUTPUT"], !folder.isEmpty else { return }
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (i, b) in bitmaps.enumerated() { try PNGCodec.write(b, to: url.appendingPathComponent("\(prefix)-\(i).png")) }
    }

    /// Frames of the whole opening for a person to look at (only with FOLDKIT_TEST_OUTPUT).
    @Test func framesForLooking() throws {
        guard ProcessInfo.processInfo.environment["FOLDKIT_TEST_OUTPUT"] != nil else { return }
        try keepForLooking(Self.render(at: stride(from: 0.0, through: 0.7, by: 0.05).map { $0 }), prefix: "frame")
    }
}
