import FoldCore
import Foundation
import Testing

@testable import FoldMedia
@testable import FoldRender

/// Reads a GIF's block structure (not its pixels) to check what the encoder wrote.
struct GIFStructureReader {
    var width = 0, height = 0
    var hasGlobalTable = false
    var loops = false
    var delays: [Int] = []
    var transparentFlags: [Bool] = []
    var localTables: [Bool] = []
    var endsWithTrailer = false

    init(_ data: Data) throws {
        let b = [UInt8](data)
        try #require(b.count > 13 && Array(b[0..<6]) == Array("GIF89a".utf8))
        width = Int(b[6]) | Int(b[7]) << 8
        height = Int(b[8]) | Int(b[9]) << 8
        hasGlobalTable = b[10] & 0x80 != 0
        var i = 13 + (hasGlobalTable ? 3 << (Int(b[10] & 7) + 1) : 0)
        func skipSubBlocks() {
            while i < b.count, b[i] != 0 { i += Int(b[i]) + 1 }
            i += 1
        }
        while i < b.count {
            switch b[i] {
            case 0x21:
                if b[i + 1] == 0xF9 {
                    delays.append(Int(b[i + 4]) | Int(b[i + 5]) << 8)
                    transparentFlags.append(b[i + 3] & 1 != 0)
                } else if b[i + 1] == 0xFF, Array(b[(i + 3)..<(i + 14)]) == Array("NETSCAPE2.0".utf8) {
                    loops = true
                }
                i += 2
                skipSubBlocks()
            case 0x2C:
                let packed = b[i + 9]
                localTables.append(packed & 0x80 != 0)
                i += 10 + (packed & 0x80 != 0 ? 3 << (Int(packed & 7) + 1) : 0)
                i += 1  // LZW minimum code size
                skipSubBlocks()
            case 0x3B:
                endsWithTrailer = i == b.count - 1
                i = b.count
            default:
                Issue.record("unexpected GIF block 0x\(String(b[i], radix: 16)) at \(i)")
                i = b.count
            }
        }
    }
}

@Suite struct GIFEncoderTests {
    typealias Support = ImageIOTestSupport

    @Test func frameDelaysAccumulateSoTheTotalIsRight() {
        let thirty = GIFFrameTiming(framesPerSecond: 30, minimumDelay: 2)
        let delays = (0..<30).compactMap { thirty.delay(ofFrame: $0) }
        #expect(delays.count == 30)
        #expect(delays.reduce(0, +) == 100)
        #expect(Set(delays) == [3, 4])

        // 60 fps: 2 cs each on a 2 cs grid, one frame in six dropped; one second is 100 cs.
        let sixty = GIFFrameTiming(framesPerSecond: 60, minimumDelay: 2)
        let shown = (0..<60).compactMap { sixty.delay(ofFrame: $0) }
        #expect(shown.count == 50 && shown.allSatisfy { $0 == 2 })
        #expect((0..<6).map { sixty.delay(ofFrame: $0) != nil } == [true, true, true, true, true, false])

        // Allowing 1 cs keeps every frame: 2, 2, 1, … (what browsers slow down).
        let sixtyAll = GIFFrameTiming(framesPerSecond: 60, minimumDelay: 1)
        let all = (0..<60).compactMap { sixtyAll.delay(ofFrame: $0) }
        #expect(all.count == 60 && all.reduce(0, +) == 100)

        let ten = GIFFrameTiming(framesPerSecond: 10, minimumDelay: 2)
        #expect((0..<5).map { ten.delay(ofFrame: $0) } == [10, 10, 10, 10, 10])
    }

    @Test func sixtyFPSDropsFramesInsteadOfUsingOneCentisecondDelays() throws {
        let frames = (0..<12).map { Support.gradient(width: 8, height: 8, phase: Double($0) / 12) }
        var asked: [Int] = []
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("fast.gif")
        try GIFEncoder.write(frameCount: 12, to: url, fps: 60) { i in
            asked.append(i)
            return frames[i]
        }
        let gif = try GIFStructureReader(Data(contentsOf: url))
        #expect(gif.delays == Array(repeating: 2, count: 10))  // 20 cs = 12 frames at 60 fps
        // Palette samples first (every frame: there are fewer than 16), then shown frames only.
        #expect(Array(asked.suffix(from: 12)) == [1, 2, 3, 4, 6, 7, 8, 9, 10])
    }

    @Test func paletteWrapperValidatesItsSize() {
        #expect(GIFPalette(colors: []) == nil)
        #expect(GIFPalette(colors: Array(repeating: 0, count: 257)) == nil)
        #expect(GIFPalette(colors: [0xFF12_3456])?.colors == [0x12_3456])
    }

    @Test func structureHasHeaderLoopDelaysAndTrailer() throws {
        let frames = (0..<3).map { Support.gradient(width: 20, height: 10, phase: Double($0) / 3) }
        let data = try GIFEncoder.encode(frames, fps: 30)
        let gif = try GIFStructureReader(data)
        #expect(gif.width == 20 && gif.height == 10)
        #expect(gif.hasGlobalTable && gif.localTables == [false, false, false])
        #expect(gif.loops)
        #expect(gif.delays == [3, 4, 3])
        // Frame differencing marks the unchanged pixels of later frames transparent; whole
        // frames of opaque pixels have no transparent index.
        #expect(gif.transparentFlags.first == false)
        #expect(gif.endsWithTrailer)
        let whole = try GIFStructureReader(GIFEncoder.encode(frames, fps: 30, options: GIFEncoder.Options(frameDifferencing: false)))
        #expect(whole.transparentFlags == [false, false, false])

        var once = GIFEncoder.Options()
        once.loop = false
        once.perFramePalettes = true
        let single = try GIFStructureReader(GIFEncoder.encode(frames, fps: 10, options: once))
        #expect(!single.loops && !single.hasGlobalTable && single.localTables == [true, true, true])
    }

    @Test
    func ffmpegDecodesThreeGradientFramesAbove30dB() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = (0..<3).map { Support.gradient(width: 120, height: 80, phase: Double($0) / 3) }
        let url = directory.appendingPathComponent("anim.gif")
        try GIFEncoder.write(frames, to: url, fps: 12)
        #expect(try Support.contents(of: directory) == ["anim.gif"])
        let decoded = try Support.ffmpegFrames(url, width: 120, height: 80)
        #expect(decoded.count == 3)
        for (source, frame) in zip(frames, decoded) {
            let psnr = ImageMetrics.psnr(source, frame)
            #expect(psnr > 30, "GIF frame PSNR \(psnr) dB")
        }
    }

    @Test
    func perFramePalettesAndStreamingAlsoDecode() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("stream.gif")
        let encoder = try GIFEncoder(url: url, width: 64, height: 48, fps: 25)
        var frames: [Bitmap] = []
        for k in 0..<7 {
            let frame = Support.gradient(width: 64, height: 48, phase: Double(k) / 7)
            frames.append(frame)
            try encoder.add(frame)
        }
        #expect(try Support.contents(of: directory).count == 1)  // only the hidden temporary file
        try encoder.finish()
        #expect(encoder.framesWritten == 7)
        #expect(try Support.contents(of: directory) == ["stream.gif"])
        let decoded = try Support.ffmpegFrames(url, width: 64, height: 48)
        #expect(decoded.count == 7)
        for (source, frame) in zip(frames, decoded) { #expect(ImageMetrics.psnr(source, frame) > 30) }
    }

    /// Noise with exactly 256 colours, undithered: the decoded GIF must be bit-exact, which
    /// exercises LZW's code-width growth and its table resets many times over.
    @Test
    func lzwIsLosslessOnNoiseWithTableResets() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var generator = SystemRandomNumberGenerator()
        let colors = (0..<256).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &generator) | 0xFF00_0000 }
        var noise = Bitmap(width: 301, height: 203)
        for i in noise.pixels.indices { noise.pixels[i] = colors[Int.random(in: 0..<256, using: &generator)] }
        // A few small-palette sizes too: minimum code sizes 2, 3 and 8.
        for count in [2, 5, 256] {
            var image = noise
            if count < 256 {
                for i in image.pixels.indices { image.pixels[i] = colors[Int(image.pixels[i] & 0xFF) % count] }
            }
            let palette = try #require(GIFPalette(colors: Array(colors.prefix(count))))
            var options = GIFEncoder.Options()
            options.dithering = false
            let url = directory.appendingPathComponent("noise\(count).gif")
            let encoder = try GIFEncoder(url: url, width: 301, height: 203, fps: 10, palette: palette, options: options)
            try encoder.add(image)
            try encoder.finish()
            let decoded = try Support.ffmpegFrames(url, width: 301, height: 203)
            #expect(decoded.count == 1)
            #expect(decoded.first == image, "\(count) colours: not lossless")
        }
    }

    @Test
    func transparencyMarksClearPixelsAndCompositesTheRest() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var frame = Bitmap(width: 16, height: 16)
        frame.fill(CGColor(red: 0, green: 0, blue: 1, alpha: 0.75))
        for y in 0..<8 { for x in 0..<16 { frame.pixels[y * 16 + x] = 0 } }
        var options = GIFEncoder.Options()
        options.transparency = true
        let url = directory.appendingPathComponent("clear.gif")
        try GIFEncoder.write([frame, frame], to: url, fps: 10, options: options)
        let gif = try GIFStructureReader(Data(contentsOf: url))
        #expect(gif.transparentFlags == [true, true])
        let decoded = try Support.ffmpegFrames(url, width: 16, height: 16)
        let top = decoded[0].rgba(x: 3, y: 3), bottom = decoded[0].rgba(x: 3, y: 12)
        #expect(top.a == 0)
        // 75 % blue over white: (64, 64, 255).
        #expect(bottom.a == 255 && abs(Int(bottom.r) - 64) <= 2 && bottom.b == 255)
    }

    @Test func badInputsAreErrors() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("bad.gif")
        let encoder = try GIFEncoder(url: url, width: 10, height: 10, fps: 10)
        let error = #expect(throws: ExportError.self) { try encoder.add(Bitmap(width: 11, height: 10)) }
        #expect(error?.description == url.path + ": frame 0 is 11×10, the GIF is 10×10")
        encoder.cancel()
        #expect(try Support.contents(of: directory) == [])
        #expect(throws: ExportError.self) { try GIFEncoder.encode([], fps: 10) }
        // A frame of another size is refused by number even when only the palette samples it
        // (at 10 fps with delays of at least 20 cs, frame 1 is dropped from the animation).
        var options = GIFEncoder.Options()
        options.minimumDelay = 20
        let sampled = #expect(throws: ExportError.self) {
            try GIFEncoder.write(frameCount: 2, to: url, fps: 10, options: options) { i in Bitmap(width: i == 1 ? 12 : 10, height: 10) }
        }
        #expect(sampled?.description == url.path + ": frame 1 is 12×10, the GIF is 10×10")
        #expect(throws: ExportError.self) { try GIFEncoder(url: url, width: 0, height: 10, fps: 10) }
        #expect(throws: ExportError.self) { try GIFEncoder(url: url, width: 10, height: 10, fps: 0) }
        #expect(try Support.contents(of: directory) == [])
    }

    /// The thread count changes who encodes which frame, never the bytes: 1 thread (every frame on
    /// the caller), 3 (fewer than the frames of a batch, striding) and 64 (more than the cores)
    /// all give the bytes of the default; 0 threads is an error that names the option.
    @Test func threadCountDoesNotChangeTheBytes() throws {
        let frames = (0..<9).map { i -> Bitmap in
            var frame = Bitmap(width: 24, height: 16)
            for y in 0..<16 {
                for x in 0..<24 {
                    let r = UInt32((x * 10 + i * 7) & 0xFF), g = UInt32((y * 15) & 0xFF), b = UInt32((x * y + i * 31) & 0xFF)
                    frame.pixels[y * 24 + x] = r | g << 8 | b << 16 | 0xFF00_0000
                }
            }
            return frame
        }
        let reference = try GIFEncoder.encode(frames, fps: 10)
        for threads in [1, 3, 64] {
            var options = GIFEncoder.Options()
            options.threads = threads
            #expect(try GIFEncoder.encode(frames, fps: 10, options: options) == reference, "\(threads) threads")
        }
        var options = GIFEncoder.Options()
        options.threads = 0
        let error = #expect(throws: ExportError.self) { try GIFEncoder.encode(frames, fps: 10, options: options) }
        #expect(error?.description.contains("threads must be 1 or more, not 0") == true)
    }

    @Test func paletteFitsFewColoursExactly() {
        // An image of 5 colours gets exactly those 5 (k-means converges on them).
        let colors: [UInt32] = [0x0000FF, 0x00FF00, 0xFF0000, 0x808080, 0xFFFFFF]
        var image = Bitmap(width: 50, height: 10)
        for i in image.pixels.indices { image.pixels[i] = colors[i % 5] | 0xFF00_0000 }
        let palette = GIFPalette(sampling: [image])
        #expect(Set(palette.colors) == Set(colors))
    }

    @Test func nearestColorTableAgreesWithBruteForce() {
        var generator = SystemRandomNumberGenerator()
        for size in [1, 2, 17, 256] {
            let palette = (0..<size).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &generator) }
            // Each size of table: plain scan, cells, cells with the 64³ table.
            for lookups in [1, 1 << 16, 1 << 20] {
            let table = NearestColorTable(palette: palette, lookups: lookups)
            for _ in 0..<1000 {
                let r = Int32.random(in: 0...255, using: &generator), g = Int32.random(in: 0...255, using: &generator)
                let b = Int32.random(in: 0...255, using: &generator)
                func distance(_ p: UInt32) -> Int32 {
                    let dr = r - Int32(p & 0xFF), dg = g - Int32(p >> 8 & 0xFF), db = b - Int32(p >> 16 & 0xFF)
                    return dr * dr + dg * dg + db * db
                }
                let best = palette.map(distance).min()!
                #expect(distance(palette[table.nearest(r: r, g: g, b: b)]) == best)
            }
            }
        }
    }
}
