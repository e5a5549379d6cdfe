import FoldCore
import FoldTestSupport
import Foundation
import Testing

@testable import FoldRender

/// Text drawn only around its glyphs (`DrawingContext.textGlyphs`) is the whole raster's pixels,
/// and a layout measured by `TextMetrics` draws the same pixels as a fresh one.
@Suite struct TextGlyphsTests {
    /// Latin, CJK, emoji (colour bitmaps), right-to-left, combining marks, a string wider than
    /// its bounds, several lines and an empty line.
    static let strings = [
        "Row 12", "Row 3 行 3 · 第3行", "宫保鸡丁 Kung Pao Chicken", "🍜🥟🍰 noodles", "مرحبا بالعالم",
        "e\u{301}le\u{300}ve", "A long line that runs well past the edge of its layer's bounds on the right",
        "two\nlines", "\n", "x",
    ]
    static let cases: [(CGSize, Double, CATextLayerAlignmentMode, Bool)] = [
        (CGSize(width: 343, height: 21), 2, .natural, false), (CGSize(width: 200.5, height: 20.3), 2, .center, false),
        (CGSize(width: 120, height: 60), 3, .right, true), (CGSize(width: 90.25, height: 44), 1, .justified, true),
        (CGSize(width: 60, height: 9), 2, .left, false),
    ]

    /// The whole raster with the part pasted over a transparent canvas.
    static func assembled(_ g: TextGlyphs) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: g.width * g.height)
        for y in 0..<g.bitmap.height {
            for x in 0..<g.bitmap.width {
                pixels[(g.y + y) * g.width + g.x + x] = g.bitmap.pixels[y * g.bitmap.width + x]
            }
        }
        return pixels
    }

    @Test(arguments: 0..<5)
    func theGlyphsPartIsTheWholeRasterBitForBit(_ caseIndex: Int) {
        let (size, scale, alignment, wrapped) = Self.cases[caseIndex]
        for string in Self.strings {
            let font = Font(size: 17)
            let whole = TextRenderer.render(
                string: string, fontSize: 17, fontFamily: nil, color: CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 0.8),
                alignment: alignment, wrapped: wrapped, size: size, scale: scale)
            let part = DrawingContext.textGlyphs(
                string, font: font, color: CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 0.8), alignment: alignment,
                wrapped: wrapped, size: size, scale: scale)
            #expect(part.width == whole.width && part.height == whole.height, "\(string): size")
            guard part.width == whole.width, part.height == whole.height else { continue }
            let differing = zip(Self.assembled(part), whole.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "'\(string)' in \(size) at \(scale), \(alignment), wrapped \(wrapped): \(differing) pixels differ")
            if string.count > 3, !string.hasPrefix("A long"), !wrapped, size.width > 100 {
                #expect(part.bitmap.width * part.bitmap.height < whole.width * whole.height, "'\(string)': not cut down")
            }
        }
    }

    /// The cached-mask path is the one taken for plain text (and gives cairo's bits, above);
    /// colour glyphs and glyphs off the clip's whole pixels are left to cairo.
    @Test(.enabled(if: GlyphCache.cairoRoundsGlyphPositions, "this cairo positions glyphs at subpixels: cairo draws all text"))
    func plainTextIsDrawnFromCachedMasksAndEmojiByCairo() throws {
        func placed(_ string: String) -> [GlyphCache.Placed]? {
            let key = TextLayoutCache.Key(string: string, font: Font(size: 17), alignment: .natural, wrapWidth: nil, scale: 2)
            guard let entry = TextLayoutCache.current.layout(for: key, keep: false) else { return nil }
            return GlyphCache.current.place(entry.layout, width: 343, scale: 2, clip: PixelRect(minX: 0, minY: 0, maxX: 686, maxY: 42))
        }
        #expect(try #require(placed("Row 12")).count == 5)  // the space draws nothing
        #expect(placed("Row 3 行 3 · 第3行") != nil)
        #expect(placed("🍜 noodles") == nil)
        // Off the clip's whole pixels: cairo.
        let key = TextLayoutCache.Key(string: "Row 12", font: Font(size: 17), alignment: .natural, wrapWidth: nil, scale: 2)
        let entry = try #require(TextLayoutCache.current.layout(for: key, keep: false))
        #expect(GlyphCache.current.place(entry.layout, width: 343, scale: 2, clip: PixelRect(minX: 0, minY: 0, maxX: 20, maxY: 42)) == nil)
    }

    @Test func aMeasuredLayoutIsTakenByTheCompositorAndDrawsTheSamePixels() {
        let font = Font(size: 17, weight: .semibold)
        let size = CGSize(width: 343, height: 21)
        let fresh = DrawingContext.textGlyphs(
            "Mapo tofu 麻婆豆腐", font: font, color: .black, alignment: .natural, wrapped: false, size: size, scale: 2)
        let measured = TextMetrics.size(of: "Mapo tofu 麻婆豆腐", font: font, alignment: .natural, scale: 2)
        let key = TextLayoutCache.Key(string: "Mapo tofu 麻婆豆腐", font: font, alignment: .natural, wrapWidth: nil, scale: 2)
        #expect(measured.width > 100 && measured.height > 17)
        // Measuring at another scale gives the same size (hinting is off).
        #expect(abs(TextMetrics.size(of: "Mapo tofu 麻婆豆腐", font: font, scale: 1).width - measured.width) < 1e-9)
        let reused = DrawingContext.textGlyphs(
            "Mapo tofu 麻婆豆腐", font: font, color: .black, alignment: .natural, wrapped: false, size: size, scale: 2)
        #expect(TextLayoutCache.current.take(key) == nil, "the compositor did not take the measured layout")
        #expect(reused.x == fresh.x && reused.y == fresh.y && reused.bitmap.pixels == fresh.bitmap.pixels)
    }

    @Test func theCacheKeepsAtMostItsCapacity() {
        let cache = TextLayoutCache()
        for i in 0..<(TextLayoutCache.capacity + 40) {
            let key = TextLayoutCache.Key(string: "Row \(i)", font: Font(size: 17), alignment: .natural, wrapWidth: nil, scale: 2)
            _ = cache.layout(for: key, keep: true)
        }
        var kept = 0
        for i in 0..<(TextLayoutCache.capacity + 40) {
            let key = TextLayoutCache.Key(string: "Row \(i)", font: Font(size: 17), alignment: .natural, wrapWidth: nil, scale: 2)
            if cache.take(key) != nil { kept += 1 }
        }
        #expect(kept == TextLayoutCache.capacity)
    }

    /// A mip chain made on demand equals the chain made eagerly (each level the 2×2 box of the
    /// one above, independent arithmetic here).
    @Test func mipLevelsMadeOnDemandAreTheBoxFilteredChain() {
        var rng = SplitMix64(seed: 7)
        var bitmap = Bitmap(width: 37, height: 20)
        for i in bitmap.pixels.indices {
            let a = UInt32(rng.next() % 256)
            let c = { UInt32(rng.next() % UInt64(a + 1)) }
            bitmap.pixels[i] = a << 24 | c() << 16 | c() << 8 | c()
        }
        let image = MipImage(bitmap)
        #expect(image.levelCount == 6)  // 37×20, 18×10, 9×5, 4×2, 2×1, 1×1
        var above = (w: 37, h: 20, p: bitmap.pixels)
        for l in 1..<image.levelCount {
            let level = image.level(l)
            let w = max(1, above.w / 2), h = max(1, above.h / 2)
            #expect(level.width == w && level.height == h)
            for y in 0..<h {
                for x in 0..<w {
                    let taps = [(2 * x, 2 * y), (2 * x + 1, 2 * y), (2 * x, 2 * y + 1), (2 * x + 1, 2 * y + 1)].map {
                        above.p[min(above.h - 1, $0.1) * above.w + min(above.w - 1, $0.0)]
                    }
                    var expected: UInt32 = 0
                    for shift in stride(from: 0, through: 24, by: 8) {
                        let sum = taps.reduce(UInt32(0)) { $0 + ($1 >> UInt32(shift) & 0xFF) }
                        expected |= ((sum + 2) / 4) << UInt32(shift)
                    }
                    #expect(level.pixels[y * w + x] == expected)
                }
            }
            above = (w, h, level.pixels)
        }
    }
}
