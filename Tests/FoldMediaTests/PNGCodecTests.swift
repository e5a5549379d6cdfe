import CPNG
import FoldCore
import Foundation
import Testing

@testable import FoldMedia
@testable import FoldRender

@Suite struct PNGCodecTests {
    typealias Support = ImageIOTestSupport

    /// A bitmap whose pixels run through every alpha class: clear, faint, half, nearly opaque, opaque.
    func translucentBitmap() -> Bitmap {
        let alphas: [Double] = [0, 1 / 255, 0.2, 0.5, 128 / 255, 0.8, 254 / 255, 1]
        var bitmap = Bitmap(width: 16, height: 8)
        for y in 0..<8 {
            for x in 0..<16 {
                let color = CGColor(
                    red: Double(x) / 15, green: Double(y) / 7, blue: Double((x * 7 + y * 3) % 16) / 15, alpha: alphas[y])
                bitmap.pixels[y * 16 + x] = Bitmap.pixel(color)
            }
        }
        return bitmap
    }

    @Test func roundTripKeepsOpaqueAndClearPixelsExactly() throws {
        let original = translucentBitmap()
        let decoded = try PNGCodec.decode(PNGCodec.encode(original), name: "round.png")
        #expect(decoded.width == original.width && decoded.height == original.height)
        for (a, b) in zip(original.pixels, decoded.pixels) {
            let alpha = a >> 24
            #expect(b >> 24 == alpha)
            if alpha == 0 || alpha == 255 {
                #expect(a == b)
            } else {
                // premultiplied → straight → premultiplied rounds each component by at most 1.
                for shift: UInt32 in [0, 8, 16] {
                    let d = abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF))
                    #expect(d <= 1, "alpha \(alpha): component differs by \(d)")
                }
            }
        }
    }

    @Test func opaqueBitmapIsStoredAsRGBAndRoundTripsExactly() throws {
        let original = Support.gradient(width: 33, height: 17)
        let data = try PNGCodec.encode(original)
        // IHDR colour type (byte 25) 2 = RGB: no alpha channel for an opaque image.
        #expect(data[25] == 2)
        #expect(try PNGCodec.decode(data, name: "x.png") == original)
    }

    @Test func writeAndReadAFile() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("picture.png")
        let original = translucentBitmap()
        try PNGCodec.write(original, to: url)
        #expect(try Support.contents(of: directory) == ["picture.png"])
        let read = try PNGCodec.read(contentsOf: url)
        #expect(read.pixels.map { $0 >> 24 } == original.pixels.map { $0 >> 24 })
        #expect(try ImageLoader.load(contentsOf: url) == read)
    }

    /// Writes `samples` with libpng's simplified API in `format`, so the decoder meets real
    /// grey, grey+alpha, 16-bit and palette files.
    func libpngFile(width: Int, height: Int, format: UInt32, samples: [UInt16], colormap: [UInt8]? = nil) throws -> Data {
        var image = cpng_image_init()
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = format
        if let colormap { image.colormap_entries = UInt32(colormap.count / 4) }
        var size = cpng_image_png_size_max(&image) + 1024
        var out = Data(count: Int(size))
        let linear = format & 0x04 != 0
        let bytes: [UInt8] = linear ? [] : samples.map { UInt8($0) }
        let ok = out.withUnsafeMutableBytes { dst in
            linear
                ? samples.withUnsafeBytes { png_image_write_to_memory(&image, dst.baseAddress, &size, 0, $0.baseAddress, 0, colormap) }
                : bytes.withUnsafeBytes { png_image_write_to_memory(&image, dst.baseAddress, &size, 0, $0.baseAddress, 0, colormap) }
        }
        png_image_free(&image)
        try #require(ok != 0, "libpng could not write the test image")
        out.count = Int(size)
        return out
    }

    func rgba(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
        let p = bitmap.rgba(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    @Test func decodesGreyAndGreyAlpha() throws {
        let grey = try PNGCodec.decode(
            libpngFile(width: 4, height: 1, format: CPNG_FORMAT_GRAY, samples: [0, 85, 170, 255]), name: "g.png")
        #expect((0..<4).map { rgba(grey, $0, 0) } == [[0, 0, 0, 255], [85, 85, 85, 255], [170, 170, 170, 255], [255, 255, 255, 255]])

        let ga = try PNGCodec.decode(
            libpngFile(width: 2, height: 1, format: CPNG_FORMAT_GA, samples: [200, 255, 200, 0]), name: "ga.png")
        #expect(rgba(ga, 0, 0) == [200, 200, 200, 255])
        #expect(rgba(ga, 1, 0) == [0, 0, 0, 0])
    }

    @Test func decodesPalettePNGWithTransparency() throws {
        // Colour-mapped RGBA: the PNG gets PLTE and tRNS chunks.
        let colormap: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 128, 0, 255, 0, 0]
        let data = try libpngFile(
            width: 3, height: 1, format: CPNG_FORMAT_RGBA_COLORMAP, samples: [0, 1, 2], colormap: colormap)
        #expect(data[25] == 3)  // colour type 3: palette
        let bitmap = try PNGCodec.decode(data, name: "p.png")
        #expect(rgba(bitmap, 0, 0) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 1, 0) == [0, 0, 128, 128])  // straight (0, 0, 255, 128) premultiplied
        #expect(rgba(bitmap, 2, 0)[3] == 0)
    }

    @Test func decodesSixteenBitLinearWithGamma() throws {
        // 16-bit linear samples; libpng writes a gAMA of 1.0 and converts back to sRGB on read.
        let data = try libpngFile(
            width: 2, height: 1, format: CPNG_FORMAT_LINEAR_RGB_ALPHA,
            samples: [65535, 0, 13954, 65535, 0, 0, 0, 65535])
        #expect(data[24] == 16)  // bit depth
        let bitmap = try PNGCodec.decode(data, name: "16.png")
        let p = rgba(bitmap, 0, 0)
        // linear 13954/65535 = 0.2129 is sRGB 127.2; libpng's conversion (a 2.2 power curve) gives 126.
        #expect(p[0] == 255 && p[1] == 0 && abs(p[2] - 127) <= 2 && p[3] == 255, "\(p)")
        #expect(rgba(bitmap, 1, 0) == [0, 0, 0, 255])
    }

    @Test func decodesHandMadeSixteenBitRGBWithoutGammaAsSRGB() throws {
        // Colour type 2, 16 bits, no gAMA/sRGB chunk: most such files are sRGB, not linear.
        let row: [UInt8] = [0, 0x80, 0x80, 0x00, 0x00, 0xFF, 0xFF, 0x40, 0x40, 0x40, 0x40, 0x12, 0x34]
        let bitmap = try PNGCodec.decode(
            Support.png(width: 2, height: 1, bitDepth: 16, colorType: 2, scanlines: row), name: "rgb16.png")
        #expect(rgba(bitmap, 0, 0) == [128, 0, 255, 255])
        #expect(rgba(bitmap, 1, 0) == [64, 64, 18, 255])
    }

    @Test func decodesHandMadeOneBitGreyAndTwoBitPalette() throws {
        // 1-bit grey, 10 pixels: 1011001110 then padding.
        let grey = try PNGCodec.decode(
            Support.png(width: 10, height: 1, bitDepth: 1, colorType: 0, scanlines: [0, 0b1011_0011, 0b1000_0000]),
            name: "bits.png")
        #expect((0..<10).map { rgba(grey, $0, 0)[0] } == [255, 0, 255, 255, 0, 0, 255, 255, 255, 0])

        // 2-bit palette of 3 colours, the last half transparent through tRNS.
        let plte = Support.chunk("PLTE", [10, 20, 30, 200, 100, 50, 0, 255, 0])
        let trns = Support.chunk("tRNS", [255, 255, 0])
        let palette = try PNGCodec.decode(
            Support.png(
                width: 3, height: 1, bitDepth: 2, colorType: 3, scanlines: [0, 0b0001_1000], extraChunks: [plte, trns]),
            name: "pal.png")
        #expect(rgba(palette, 0, 0) == [10, 20, 30, 255])
        #expect(rgba(palette, 1, 0) == [200, 100, 50, 255])
        #expect(rgba(palette, 2, 0) == [0, 0, 0, 0])
    }

    @Test func decodesHandMadeInterlacedGreyAlpha16() throws {
        // 2×2 Adam7: pass 1 holds (0,0), pass 6 holds (1,0), pass 7 holds row 1. Grey+alpha, 16 bits.
        func px(_ g: UInt8, _ a: UInt8) -> [UInt8] { [g, g, a, a] }
        let scanlines = [0] + px(255, 255) + [0] + px(0, 255) + [0] + px(128, 255) + px(255, 0)
        let bitmap = try PNGCodec.decode(
            Support.png(width: 2, height: 2, bitDepth: 16, colorType: 4, interlaced: true, scanlines: scanlines),
            name: "adam7.png")
        #expect(rgba(bitmap, 0, 0) == [255, 255, 255, 255])
        #expect(rgba(bitmap, 1, 0) == [0, 0, 0, 255])
        #expect(rgba(bitmap, 0, 1) == [128, 128, 128, 255])
        #expect(rgba(bitmap, 1, 1)[3] == 0)
    }

    @Test func truncatedPNGIsAnErrorNamingTheFile() throws {
        let data = try PNGCodec.encode(Support.gradient(width: 64, height: 64))
        let half = data.prefix(data.count / 2)
        let error = #expect(throws: ImageError.self) { try PNGCodec.decode(Data(half), name: "photo.png") }
        #expect(error?.file == "photo.png")
        #expect(error?.description.hasPrefix("photo.png: truncated or corrupt PNG data") == true)

        // Header only: cut inside IHDR.
        let header = #expect(throws: ImageError.self) { try PNGCodec.decode(Data(data.prefix(20)), name: "photo.png") }
        #expect(header?.description.hasPrefix("photo.png: truncated or corrupt PNG data") == true)
    }

    @Test func garbageAndMissingFilesAreErrorsNamingTheFile() throws {
        let garbage = #expect(throws: ImageError.self) {
            try PNGCodec.decode(Data("this is not a picture".utf8), name: "notes.png")
        }
        #expect(garbage?.description == "notes.png: not a PNG file")

        // A PNG signature followed by rubbish.
        let rubbish = #expect(throws: ImageError.self) {
            try PNGCodec.decode(Data(PNGCodec.signature + Array(repeating: 0x41, count: 100)), name: "bad.png")
        }
        #expect(rubbish?.description.hasPrefix("bad.png: truncated or corrupt PNG data") == true)

        let missing = #expect(throws: ImageError.self) {
            try PNGCodec.read(contentsOf: URL(fileURLWithPath: "no/such/photo.png"))
        }
        #expect(missing?.description.hasPrefix("no/such/photo.png: cannot read the file") == true)
    }

    @Test func hugeDimensionsAreRefusedBeforeAllocating() throws {
        // A header claiming 20000 × 20000 pixels (1.6 GB of RGBA) and no image data.
        let data = Support.png(width: 20000, height: 20000, bitDepth: 8, colorType: 6, scanlines: [0])
        let error = #expect(throws: ImageError.self) { try PNGCodec.decode(data, name: "huge.png") }
        #expect(error?.description == "huge.png: image too large (20000×20000 pixels)")
    }

    @Test func emptyBitmapCannotBeEncoded() {
        #expect(throws: ImageError.self) { try PNGCodec.encode(Bitmap(width: 0, height: 3)) }
    }
}
