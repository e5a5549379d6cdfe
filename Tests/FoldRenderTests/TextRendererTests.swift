import CCairo
import FoldCore
import FoldRender
import Foundation
import Testing

@Suite struct TextRendererTests {
    static let longText = "The quick brown fox jumps over the lazy dog while the spring settles."

    private func render(
        _ string: String, size: CGSize = CGSize(width: 200, height: 40), fontSize: Double = 16,
        alignment: CATextLayerAlignmentMode = .natural, wrapped: Bool = false, color: CGColor = .black, scale: Double = 2
    ) -> Bitmap {
        TextRenderer.render(
            string: string, fontSize: fontSize, fontFamily: nil, color: color, alignment: alignment,
            wrapped: wrapped, size: size, scale: scale)
    }

    @Test func helloDrawsInkInsideTheBoundsOnly() throws {
        let bitmap = render("Hello")
        #expect(bitmap.width == 400 && bitmap.height == 80)
        let ink = try #require(bitmap.inkBounds())
        #expect(ink.x.lowerBound < 20)  // starts at the left, natural = left for LTR
        #expect(ink.y.lowerBound < 20)  // from the top of the bounds, as CATextLayer
        #expect(ink.x.upperBound < 200)

        // Drawn into a rect on a bigger canvas: no ink leaks out of the rect.
        let rect = CGRect(x: 30, y: 20, width: 25, height: 12)
        let canvas = CGContext.image(size: CGSize(width: 100, height: 60), scale: 2) { context in
            context.drawText("Hello world", in: rect, font: .system(size: 16), color: .black)
        }.bitmap
        let clipped = try #require(canvas.inkBounds())
        #expect(clipped.x.lowerBound >= 60 && clipped.x.upperBound < 110)
        #expect(clipped.y.lowerBound >= 40 && clipped.y.upperBound < 64)
    }

    @Test func textTakesTheRequestedColour() throws {
        let bitmap = render("Hello", fontSize: 30, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let solid = bitmap.pixels.filter { $0 >> 24 == 255 }
        #expect(!solid.isEmpty)
        #expect(solid.allSatisfy { $0 == Bitmap.pixel(CGColor(red: 1, green: 0, blue: 0, alpha: 1)) })
    }

    @Test func rightAlignmentPutsInkOnTheRightHalf() throws {
        let bitmap = render("Hello", alignment: .right)
        let ink = try #require(bitmap.inkBounds())
        #expect(ink.x.lowerBound > bitmap.width / 2)
        #expect(ink.x.upperBound > bitmap.width - 12)
    }

    @Test func naturalIsLeftForLeftToRightText() {
        #expect(render("Hello", alignment: .natural) == render("Hello", alignment: .left))
    }

    @Test func centerAlignmentCentresTheInk() throws {
        let bitmap = render("Hello", alignment: .center)
        let ink = try #require(bitmap.inkBounds())
        let middle = Double(ink.x.lowerBound + ink.x.upperBound) / 2
        #expect(abs(middle - Double(bitmap.width) / 2) < 8)
    }

    @Test func wrappedLongTextUsesSeveralLines() throws {
        let size = CGSize(width: 160, height: 120)
        let wrapped = try #require(render(Self.longText, size: size, wrapped: true).inkBounds())
        let single = try #require(render(Self.longText, size: size, wrapped: false).inkBounds())
        // One 16-pt line is about 19 pt tall, i.e. 38 pixels at scale 2.
        #expect(wrapped.y.upperBound > 80)
        #expect(single.y.upperBound < 45)
        // Unwrapped, the line runs off the right edge and is clipped there.
        #expect(single.x.upperBound >= 318)
    }

    @Test func justifiedLinesReachTheRightEdge() throws {
        let size = CGSize(width: 160, height: 120)
        let firstLine = 0..<36
        let justified = try #require(
            render(Self.longText, size: size, alignment: .justified, wrapped: true).inkBounds(ys: firstLine))
        let left = try #require(
            render(Self.longText, size: size, alignment: .left, wrapped: true).inkBounds(ys: firstLine))
        #expect(justified.x.upperBound > 310)
        #expect(left.x.upperBound < justified.x.upperBound)
    }

    @Test func chineseAndEmojiRenderWithInstalledFonts() throws {
        let string = "你好 👋"
        let fontSize = 32.0
        let bitmap = render(string, size: CGSize(width: 200, height: 60), fontSize: fontSize)
        let ink = try #require(bitmap.inkBounds())
        #expect(ink.x.count > 100)

        // No glyph fell back to a hex box: fontconfig found faces for every character.
        #expect(unknownGlyphCount(string, fontSize: fontSize) == 0)

        // The emoji starts where "你好 " ends; there its pixels are coloured, not gray.
        let emojiStart = Int(textWidth("你好 ", fontSize: fontSize) * 2)
        var coloured = 0
        var grayInk = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.rgba(x: x, y: y)
                guard p.a > 0 else { continue }
                let spread = Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b))
                if x >= emojiStart, spread > 60 { coloured += 1 }
                if x < emojiStart - 4 { grayInk += spread == 0 ? 1 : 0 }
            }
        }
        #expect(coloured > 200)
        #expect(grayInk > 200)  // the black CJK glyphs
    }

    @Test func emptyStringGivesATransparentBitmapOfTheRightSize() {
        let bitmap = render("", size: CGSize(width: 50, height: 20), scale: 3)
        #expect(bitmap.width == 150 && bitmap.height == 60)
        #expect(bitmap.isFullyTransparent)
    }

    @Test func degenerateInputDrawsNothingAndDoesNotTrap() {
        #expect(render("Hi", fontSize: 0).isFullyTransparent)
        #expect(render("Hi", fontSize: -4).isFullyTransparent)
        #expect(render("Hi", fontSize: .nan).isFullyTransparent)
        #expect(!render("a\u{0}b", fontSize: 20).isFullyTransparent)
        #expect(render("Hi", size: CGSize(width: 0, height: 10)).pixels.isEmpty)
        _ = render("Hi", fontSize: 1e12, wrapped: true)
    }

    @Test func measuresWrappedText() {
        _ = CGContext.image(size: CGSize(width: 1, height: 1), scale: 1) { context in
            let font = Font.system(size: 16)
            let line = context.textSize(of: "Hello", font: font)
            #expect(line.width > 20 && line.width < 60)
            #expect(line.height > 16 && line.height < 24)
            let wrapped = context.textSize(of: Self.longText, font: font, width: 160)
            #expect(wrapped.width <= 160)
            #expect(wrapped.height > 2 * line.height)
        }
    }

    /// Writes a sample card of the text features (foldkit-text.png, kept in `$FOLDKIT_TEST_OUTPUT`)
    /// for a person to check.
    @Test func writesTextSampleForInspection() {
        let card = CGContext.image(size: CGSize(width: 360, height: 300), scale: 2) { context in
            context.setFillColor(.white)
            context.fill(CGRect(x: 0, y: 0, width: 360, height: 300))
            let frames: [(CATextLayerAlignmentMode, Bool, String, CGRect)] = [
                (.left, false, "left: Hello, FoldKit", CGRect(x: 10, y: 10, width: 160, height: 24)),
                (.right, false, "right: Hello", CGRect(x: 190, y: 10, width: 160, height: 24)),
                (.center, false, "center: 你好 👋 مرحبا", CGRect(x: 10, y: 44, width: 340, height: 24)),
                (.natural, true, "natural, wrapped: " + Self.longText, CGRect(x: 10, y: 78, width: 160, height: 110)),
                (.justified, true, "justified, wrapped: " + Self.longText, CGRect(x: 190, y: 78, width: 160, height: 110)),
                (.natural, false, "unwrapped, clipped: " + Self.longText, CGRect(x: 10, y: 200, width: 340, height: 24)),
                (.natural, false, "שלום עולם (natural RTL)", CGRect(x: 10, y: 234, width: 340, height: 24)),
            ]
            for (alignment, wrapped, text, rect) in frames {
                context.setStrokeColor(CGColor(red: 0.8, green: 0.85, blue: 1, alpha: 1))
                context.stroke(CGRect(x: rect.minX - 0.5, y: rect.minY - 0.5, width: rect.width + 1, height: rect.height + 1))
                context.drawText(
                    text, in: rect, font: .system(size: 14), color: CGColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1),
                    alignment: alignment, wrapped: wrapped)
            }
            context.drawText(
                "Bold 18 DejaVu Serif", in: CGRect(x: 10, y: 268, width: 340, height: 26),
                font: Font(family: "DejaVu Serif", size: 18, weight: .bold), color: CGColor(red: 0.6, green: 0.1, blue: 0.1, alpha: 1))
        }.bitmap
        #expect(BitmapPNGWriter.writeForInspection(card, name: "foldkit-text.png"))
    }

    private func textWidth(_ string: String, fontSize: Double) -> Double {
        var width = 0.0
        _ = CGContext.image(size: CGSize(width: 1, height: 1), scale: 2) { context in
            width = context.textSize(of: string, font: .system(size: fontSize)).width
        }
        return width
    }

    /// Asks pango directly how many characters found no font.
    private func unknownGlyphCount(_ string: String, fontSize: Double) -> Int32 {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        let cairo = cairo_create(surface)
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        let layout = pango_cairo_create_layout(cairo)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_from_string("sans-serif")
        pango_font_description_set_absolute_size(description, fontSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, string, -1)
        return pango_layout_get_unknown_glyphs_count(layout)
    }
}

/// Bold text is heavier and the compositor keeps the two weights apart.
@Suite struct FontWeightRenderTests {
    func inkSum(_ b: Bitmap) -> Int { b.pixels.reduce(0) { $0 + Int($1 >> 24) } }

    @Test func boldDrawsMoreInkThanRegular() {
        func draw(_ w: Font.Weight) -> Bitmap {
            TextRenderer.render(
                string: "Folding cell 折纸", fontSize: 20, fontFamily: nil, fontWeight: w, color: .black, alignment: .natural,
                wrapped: false, size: CGSize(width: 240, height: 30), scale: 2)
        }
        let regular = inkSum(draw(.regular)), bold = inkSum(draw(.bold))
        #expect(Double(bold) > Double(regular) * 1.2, "bold \(bold) vs regular \(regular)")
    }

    @Test func cssWeightsMapToTheNearestFace() {
        #expect(Font.weight(css: 100) == .regular && Font.weight(css: 400) == .regular)
        #expect(Font.weight(css: 500) == .medium && Font.weight(css: 600) == .semibold)
        #expect(Font.weight(css: 700) == .bold && Font.weight(css: 1000) == .bold)
    }

    @Test func theCompositorRendersEachWeightOfTheSameText() throws {
        func tree(_ weight: Double) -> RenderTree {
            let t = CATextLayer()
            t.string = "Weight"
            t.foregroundColor = CGColor.black  // CATextLayer draws white by default
            t.fontSize = 24
            t.fontWeight = weight
            t.bounds = CGRect(x: 0, y: 0, width: 120, height: 30)
            t.position = CGPoint(x: 60, y: 15)
            return RenderTree(size: CGSize(width: 120, height: 30), scale: 1, background: .white, layers: [t.presentation(at: 0)])
        }
        let compositor = Compositor(threads: 1)
        let regular = compositor.render(tree(400)), bold = compositor.render(tree(700))
        #expect(regular != bold)
        #expect(compositor.render(tree(400)) == regular)
    }
}
