import CCairo
import FoldCore
import FoldRender
import FoldTestSupport
import Foundation

/// Saves a bitmap as PNG through cairo, so tests can leave images to look at.
enum BitmapPNGWriter {
    /// Writes an image a person may want to look at: into `$FOLDKIT_TEST_OUTPUT` when that is set
    /// (the folder is created), otherwise into a scratch folder of this test that is removed again,
    /// so a test never writes fixed names into shared folders. True when the file was written.
    @discardableResult
    static func writeForInspection(_ bitmap: Bitmap, name: String) -> Bool {
        if let folder = ProcessInfo.processInfo.environment["FOLDKIT_TEST_OUTPUT"], !folder.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return write(bitmap, to: (folder as NSString).appendingPathComponent(name))
        }
        guard let folder = try? ScratchDirectory.make(name) else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        return write(bitmap, to: folder.appendingPathComponent(name).path)
    }

    /// True when the file was written.
    @discardableResult
    static func write(_ bitmap: Bitmap, to path: String) -> Bool {
        guard bitmap.width > 0, bitmap.height > 0 else { return false }
        // cairo wants native-endian 0xAARRGGBB; Bitmap stores bytes R,G,B,A.
        var argb = bitmap.pixels.map { p -> UInt32 in
            #if _endian(little)
                return (p & 0xFF00_FF00) | (p >> 16 & 0xFF) | (p & 0xFF) << 16
            #else
                return p >> 8 | p << 24
            #endif
        }
        return argb.withUnsafeMutableBytes { bytes in
            let data = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            guard
                let surface = cairo_image_surface_create_for_data(
                    data, CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height),
                    Int32(bitmap.width * 4))
            else { return false }
            defer { cairo_surface_destroy(surface) }
            return cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
        }
    }
}

/// Pixel queries shared by the rendering tests.
extension Bitmap {
    func alpha(x: Int, y: Int) -> UInt8 { rgba(x: x, y: y).a }

    /// The pixel rows and columns holding any ink in a region; nil when it is blank.
    func inkBounds(xs: Range<Int>? = nil, ys: Range<Int>? = nil) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in ys ?? 0..<height {
            for x in xs ?? 0..<width where pixels[y * width + x] >> 24 > 0 {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        return minX <= maxX ? (minX...maxX, minY...maxY) : nil
    }

    var isFullyTransparent: Bool { pixels.allSatisfy { $0 >> 24 == 0 } }
}
