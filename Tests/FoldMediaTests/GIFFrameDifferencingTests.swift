import FoldCore
import Foundation
import Testing

@testable import FoldMedia
@testable import FoldRender

/// Frame differencing: frames after the first carry only what changed on screen, and a viewer
/// (ffmpeg, which composites frames by their disposal) shows what whole frames would show.
@Suite struct GIFFrameDifferencingTests {
    typealias Support = ImageIOTestSupport

    /// Each image's rectangle and the bytes of its block (descriptor to terminator), read
    /// straight from the file.
    static func images(_ data: Data) throws -> [(rect: GIFRect, bytes: Int, transparent: Bool)] {
        let b = [UInt8](data)
        try #require(b.count > 13 && Array(b[0..<6]) == Array("GIF89a".utf8))
        var i = 13 + (b[10] & 0x80 != 0 ? 3 << (Int(b[10] & 7) + 1) : 0)
        var result: [(GIFRect, Int, Bool)] = []
        var transparent = false
        func word(_ at: Int) -> Int { Int(b[at]) | Int(b[at + 1]) << 8 }
        func skipSubBlocks() {
            while b[i] != 0 { i += Int(b[i]) + 1 }
            i += 1
        }
        while i < b.count, b[i] != 0x3B {
            if b[i] == 0x21 {
                if b[i + 1] == 0xF9 { transparent = b[i + 3] & 1 != 0 }
                i += 2
                skipSubBlocks()
            } else {
                try #require(b[i] == 0x2C)
                let start = i
                let rect = GIFRect(x: word(i + 1), y: word(i + 3), width: word(i + 5), height: word(i + 7))
                let packed = b[i + 9]
                i += 10 + (packed & 0x80 != 0 ? 3 << (Int(packed & 7) + 1) : 0) + 1
                skipSubBlocks()
                result.append((rect, i - start, transparent))
            }
        }
        return result
    }

    /// A grey gradient (dithered, so every pixel's index depends on its neighbours' errors) with
    /// a solid red `side`-pixel square at (`x`, `y`).
    static func scene(square x: Int, _ y: Int, side: Int = 10, width: Int = 96, height: Int = 64) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for py in 0..<height {
            for px in 0..<width {
                let v = 0.15 + 0.7 * Double(px + py) / Double(width + height)
                bitmap.pixels[py * width + px] = Bitmap.pixel(CGColor(red: v, green: v, blue: v * 0.95, alpha: 1))
            }
        }
        for py in y..<(y + side) {
            for px in x..<(x + side) { bitmap.pixels[py * width + px] = Bitmap.pixel(CGColor(red: 1, green: 0, blue: 0, alpha: 1)) }
        }
        return bitmap
    }

    static let squarePositions = [(8, 8), (14, 10), (20, 12), (20, 12), (26, 30), (60, 40)]

    static func encode(_ frames: [Bitmap], palette: GIFPalette, options: GIFEncoder.Options, to url: URL) throws {
        let encoder = try GIFEncoder(
            url: url, width: frames[0].width, height: frames[0].height, fps: 10, palette: palette, options: options)
        for frame in frames { try encoder.add(frame) }
        try encoder.finish()
    }

    /// Without dithering a pixel's index depends on its colour alone, so the composited frames of
    /// a differenced GIF must equal, pixel for pixel, those of the same frames written whole.
    @Test func composedFramesEqualWholeFrames() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = Self.squarePositions.map { Self.scene(square: $0.0, $0.1) }
        let palette = GIFPalette(sampling: frames, maxColors: 64)
        var whole = GIFEncoder.Options(dithering: false)
        whole.frameDifferencing = false
        let wholeURL = directory.appendingPathComponent("whole.gif"), diffURL = directory.appendingPathComponent("diff.gif")
        try Self.encode(frames, palette: palette, options: whole, to: wholeURL)
        try Self.encode(frames, palette: palette, options: GIFEncoder.Options(dithering: false), to: diffURL)
        let expected = try Support.ffmpegFrames(wholeURL, width: 96, height: 64)
        let decoded = try Support.ffmpegFrames(diffURL, width: 96, height: 64)
        #expect(decoded.count == frames.count && expected.count == frames.count)
        for (i, (a, b)) in zip(decoded, expected).enumerated() { #expect(a == b, "frame \(i)") }
        let images = try Self.images(Data(contentsOf: diffURL))
        #expect(images.map(\.rect.width) != Array(repeating: 96, count: frames.count))
        #expect(try Data(contentsOf: diffURL).count < Data(contentsOf: wholeURL).count)
    }

    /// A moving square over a dithered gradient: each frame's rectangle lies within the square's
    /// old and new places and covers the new one; the background outside them shows exactly the
    /// same colours in every frame (indices kept, no shimmer); the repeated frame is 1×1; and
    /// PSNR is about that of whole frames.
    @Test func movingSquareCoversOnlyItsOldAndNewPlaces() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = Self.squarePositions.map { Self.scene(square: $0.0, $0.1) }
        let palette = GIFPalette(sampling: frames, maxColors: 255)
        let url = directory.appendingPathComponent("square.gif")
        try Self.encode(frames, palette: palette, options: GIFEncoder.Options(), to: url)
        let images = try Self.images(Data(contentsOf: url))
        try #require(images.count == frames.count)
        #expect(images[0].rect == GIFRect(x: 0, y: 0, width: 96, height: 64))
        #expect(images[3].rect == GIFRect(x: 0, y: 0, width: 1, height: 1))
        for i in 1..<frames.count where i != 3 {
            let (ox, oy) = Self.squarePositions[i - 1], (nx, ny) = Self.squarePositions[i]
            let union = GIFRect(
                x: min(ox, nx), y: min(oy, ny), width: max(ox, nx) + 10 - min(ox, nx), height: max(oy, ny) + 10 - min(oy, ny))
            let r = images[i].rect
            #expect(r.x >= union.x && r.y >= union.y, "frame \(i): \(r) outside \(union)")
            #expect(r.x + r.width <= union.x + union.width && r.y + r.height <= union.y + union.height, "frame \(i): \(r)")
            #expect(r.x <= nx && r.y <= ny && r.x + r.width >= nx + 10 && r.y + r.height >= ny + 10, "frame \(i): \(r)")
        }
        let decoded = try Support.ffmpegFrames(url, width: 96, height: 64)
        try #require(decoded.count == frames.count)
        // Pixels outside every frame's changed box (the square's old and new places) show the
        // first frame's colours in every frame: their indices never change.
        var covered = Set<Int>()
        for i in 1..<frames.count {
            let (ox, oy) = Self.squarePositions[i - 1], (nx, ny) = Self.squarePositions[i]
            for y in min(oy, ny)..<(max(oy, ny) + 10) {
                for x in min(ox, nx)..<(max(ox, nx) + 10) { covered.insert(y * 96 + x) }
            }
        }
        for (i, frame) in decoded.enumerated().dropFirst() {
            let moved = (0..<(96 * 64)).filter { !covered.contains($0) && frame.pixels[$0] != decoded[0].pixels[$0] }
            #expect(moved.isEmpty, "frame \(i): \(moved.count) background pixels changed")
        }
        var whole = GIFEncoder.Options()
        whole.frameDifferencing = false
        let wholeURL = directory.appendingPathComponent("whole.gif")
        try Self.encode(frames, palette: palette, options: whole, to: wholeURL)
        let reference = try Support.ffmpegFrames(wholeURL, width: 96, height: 64)
        for i in frames.indices {
            let psnr = ImageMetrics.psnr(frames[i], decoded[i]), wholePSNR = ImageMetrics.psnr(frames[i], reference[i])
            #expect(psnr >= wholePSNR - 0.3, "frame \(i): \(psnr) dB differenced, \(wholePSNR) dB whole")
        }
    }

    /// A static scene: every frame after the first is a 1×1 block of a few bytes.
    @Test func staticSceneGivesTinyFrames() throws {
        let frame = Support.gradient(width: 120, height: 80)
        let data = try GIFEncoder.encode(Array(repeating: frame, count: 5), fps: 10)
        let images = try Self.images(data)
        #expect(images.count == 5)
        #expect(images[0].rect == GIFRect(x: 0, y: 0, width: 120, height: 80))
        for image in images.dropFirst() {
            #expect(image.rect == GIFRect(x: 0, y: 0, width: 1, height: 1))
            #expect(image.bytes < 20)
        }
    }

    /// Unchanged runs inside the rectangle become the transparent index: two squares far apart
    /// change corners of a box whose middle is unchanged.
    @Test func unchangedRunsInsideTheRectangleAreTransparent() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = [Self.scene(square: 4, 4), Self.scene(square: 80, 50)]
        let url = directory.appendingPathComponent("two.gif")
        try Self.encode(frames, palette: GIFPalette(sampling: frames, maxColors: 255), options: GIFEncoder.Options(), to: url)
        let images = try Self.images(Data(contentsOf: url))
        #expect(images.map(\.transparent) == [false, true])
        #expect(images[1].rect == GIFRect(x: 4, y: 4, width: 86, height: 56))
        let decoded = try Support.ffmpegFrames(url, width: 96, height: 64)
        #expect(decoded.count == 2)
        // Inside the box, the 16×16 tiles away from both squares keep their indices (written
        // transparent, so the frame before shows): no shimmer between two distant changes.
        for y in 16..<48 {
            for x in 16..<80 { #expect(decoded[1].pixels[y * 96 + x] == decoded[0].pixels[y * 96 + x], "(\(x), \(y))") }
        }
        // The red square is drawn where it now is, and gone from where it was.
        #expect(decoded[1].rgba(x: 85, y: 55).r == 255 && decoded[1].rgba(x: 85, y: 55).g == 0)
        #expect(decoded[1].rgba(x: 8, y: 8).g > 0)
    }

    @Test func differencedBytesDoNotDependOnThreads() throws {
        let frames = (0..<11).map { i in Self.scene(square: 4 + i * 7, 5 + i * 4) }
        var options = GIFEncoder.Options()
        options.threads = 1
        let reference = try GIFEncoder.encode(frames, fps: 10, options: options)
        for threads in [2, 3, 64] {
            options.threads = threads
            #expect(try GIFEncoder.encode(frames, fps: 10, options: options) == reference, "\(threads) threads")
        }
        #expect(try Self.images(reference).dropFirst().allSatisfy { $0.rect.width < 96 })
    }

    @Test func changedRectIsTheBoundingBoxOfDifferingPixels() {
        let a = Bitmap(width: 9, height: 7)
        #expect(GIFFrameDifferencer.changedRect(a, since: a) == nil)
        var b = a
        b.pixels[2 * 9 + 6] = 0xFF00_00FF
        b.pixels[5 * 9 + 1] = 0xFF00_FF00
        #expect(GIFFrameDifferencer.changedRect(b, since: a) == GIFRect(x: 1, y: 2, width: 6, height: 4))
    }

    /// Real transparency keeps whole frames (disposal 2 clears each), and a palette with no room
    /// for the unchanged index (256 colours supplied, or `maxColors` 2) still crops but stays opaque.
    @Test func transparencyAndFullPalettesStillWork() throws {
        let frames = Self.squarePositions.map { Self.scene(square: $0.0, $0.1) }
        let clear = try Self.images(GIFEncoder.encode(frames, fps: 10, options: GIFEncoder.Options(transparency: true)))
        #expect(clear.allSatisfy { $0.rect == GIFRect(x: 0, y: 0, width: 96, height: 64) })
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("full.gif")
        let colors = (0..<256).map { (i: Int) -> UInt32 in
            let r = UInt32(i), g = UInt32(255 - i), b = UInt32(i / 2)
            return r | g << 8 | b << 16
        }
        try Self.encode(frames, palette: GIFPalette(colors: colors)!, options: GIFEncoder.Options(), to: url)
        let images = try Self.images(Data(contentsOf: url))
        #expect(images.allSatisfy { !$0.transparent })
        #expect(images[1].rect.width < 96)
        #expect(try Support.ffmpegFrames(url, width: 96, height: 64).count == frames.count)
        // Two colours stay two: no third entry for unchanged pixels.
        let two = try GIFEncoder.encode(frames, fps: 10, options: GIFEncoder.Options(maxColors: 2))
        #expect(try Self.images(two).allSatisfy { !$0.transparent })
        #expect([UInt8](two)[10] & 7 == 0)  // global colour table of 2^(0+1) entries
    }
}
