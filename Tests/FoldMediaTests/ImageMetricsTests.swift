import FoldCore
import Foundation
import Testing

@testable import FoldMedia
@testable import FoldRender

@Suite struct ImageMetricsTests {
    @Test func identicalImagesHaveInfinitePSNR() {
        let a = ImageIOTestSupport.gradient(width: 8, height: 8)
        #expect(ImageMetrics.psnr(a, a) == .infinity)
    }

    @Test func oneLevelOffInOneChannelIsAbout53dB() {
        let a = ImageIOTestSupport.gradient(width: 8, height: 8)
        var b = a
        for i in b.pixels.indices { b.pixels[i] = b.pixels[i] & 0xFF == 0xFF ? b.pixels[i] - 1 : b.pixels[i] + 1 }
        // MSE = 1/3 (one of three channels off by one): 10·log10(255² · 3) = 52.902 dB.
        #expect(abs(ImageMetrics.psnr(a, b) - 10 * log10(255 * 255 * 3)) < 1e-9)
    }

    @Test func hiddenPixelsCompareThroughTheBackground() {
        var clear = Bitmap(width: 2, height: 1)
        var white = Bitmap(width: 2, height: 1)
        white.fill(.white)
        #expect(ImageMetrics.psnr(clear, white, over: .white) == .infinity)
        #expect(ImageMetrics.psnr(clear, white, over: .black) == 0)
        clear.fill(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        var pink = Bitmap(width: 2, height: 1)
        pink.fill(CGColor(red: 1, green: 127.5 / 255, blue: 127.5 / 255, alpha: 1))
        #expect(ImageMetrics.meanSquaredError(clear, pink, over: .white) <= 1)
    }
}
