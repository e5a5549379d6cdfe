import FoldCore
import Foundation

/// Image comparison for tests and benchmarks (how close an exported GIF or MP4 frame is to the
/// rendered one).
public enum ImageMetrics {
    /// Mean squared error per RGB channel, after compositing both images over `background`
    /// (pixels hidden by alpha should not count as differences). Both images must be one size.
    public static func meanSquaredError(_ a: Bitmap, _ b: Bitmap, over background: CGColor = .white) -> Double {
        precondition(a.width == b.width && a.height == b.height, "ImageMetrics: images differ in size")
        let bg = OpaqueBackground(background)
        var total: UInt64 = 0
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                let count = pa.count
                var start = 0
                // Sum in chunks small enough that a 32-bit-safe partial sum cannot overflow.
                while start < count {
                    let end = min(count, start + 16384)
                    var partial: UInt64 = 0
                    for i in start..<end {
                        let x = bg.composite(pa[i]), y = bg.composite(pb[i])
                        let dr = Int32(x & 0xFF) &- Int32(y & 0xFF)
                        let dg = Int32(x >> 8 & 0xFF) &- Int32(y >> 8 & 0xFF)
                        let db = Int32(x >> 16 & 0xFF) &- Int32(y >> 16 & 0xFF)
                        partial &+= UInt64(dr &* dr &+ dg &* dg &+ db &* db)
                    }
                    total &+= partial
                    start = end
                }
            }
        }
        let samples = a.width * a.height * 3
        return samples == 0 ? 0 : Double(total) / Double(samples)
    }

    /// Peak signal-to-noise ratio in dB over RGB (composited over `background`); `.infinity` for
    /// identical images. 30 dB is visibly close, 40 dB hard to tell apart.
    public static func psnr(_ a: Bitmap, _ b: Bitmap, over background: CGColor = .white) -> Double {
        psnr(meanSquaredError: meanSquaredError(a, b, over: background))
    }

    /// PSNR from a mean squared error (e.g. averaged over all frames of an animation).
    public static func psnr(meanSquaredError mse: Double) -> Double {
        mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }
}
