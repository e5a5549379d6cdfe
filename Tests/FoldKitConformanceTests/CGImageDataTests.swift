// CGImage made from bytes: raw pixels through a CGDataProvider, PNG and JPEG files.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/coregraphics/cgimage —
//   init(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:),
//   init(pngDataProviderSource:decode:shouldInterpolate:intent:),
//   init(jpegDataProviderSource:decode:shouldInterpolate:intent:), dataProvider
//   https://developer.apple.com/documentation/coregraphics/cgdataprovider — init(data:),
//   init(url:), data
// The PNG below was written by Python's zlib and struct (2 × 1: opaque red, blue at alpha 128);
// the JPEG by ImageMagick (8 × 8 of #00ff00 at quality 95): files FoldKit did not make.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct CGImageDataTests {
    static let png = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGP4z8AAQg0AD3oDfnfpf5cAAAAASUVORK5CYII="
    static let jpeg =
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIAAgDAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAB//EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAJ/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AWBXhTf/Z"

    @Test func rawPixelsThroughADataProvider() throws {
        let make:
            (
                Int, Int, Int, Int, Int, CGColorSpace, CGBitmapInfo, CGDataProvider, UnsafePointer<CGFloat>?, Bool,
                CGColorRenderingIntent
            ) -> CGImage? =
                CGImage.init(
                    width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:
                    intent:)
        let provide: (CFData) -> CGDataProvider? = CGDataProvider.init(data:)
        let bytes: KeyPath<CGDataProvider, CFData?> = \.data
        let pixels: KeyPath<CGImage, CGDataProvider?> = \.dataProvider
        let rgb = CGColorSpaceCreateDeviceRGB()

        // Unpremultiplied RGBA (alpha last): red 200 at alpha 128 becomes premultiplied 100.
        let straight = try #require(provide(NSData(data: Data([200, 0, 0, 128, 0, 255, 0, 255])) as CFData))
        let a = try #require(
            make(2, 1, 8, 32, 8, rgb, CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue), straight, nil, true, .defaultIntent)
        )
        #expect(a.bitmap.rgba(x: 0, y: 0) == (100, 0, 0, 128) && a.bitmap.rgba(x: 1, y: 0) == (0, 255, 0, 255))
        // What the image holds comes back as premultiplied RGBA.
        let back = try #require(a[keyPath: pixels]?[keyPath: bytes])
        #expect(Data(referencing: back) == Data([100, 0, 0, 128, 0, 255, 0, 255]))

        // BGRA, premultiplied, 32-bit little-endian, with padded rows.
        let bgra = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
        let padded = try #require(CGDataProvider(data: NSData(data: Data([10, 20, 30, 255, 9, 9, 9, 9, 1, 2, 3, 4])) as CFData))
        let b = try #require(make(1, 2, 8, 32, 8, rgb, bgra, padded, nil, true, .defaultIntent))
        #expect(b.bitmap.rgba(x: 0, y: 0) == (30, 20, 10, 255) && b.bitmap.rgba(x: 0, y: 1) == (3, 2, 1, 4))

        // Gray, and a decode array inverting it.
        let gray = try #require(CGDataProvider(data: NSData(data: Data([0, 64, 255])) as CFData))
        let noAlpha = CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue)
        let g = try #require(make(3, 1, 8, 8, 3, CGColorSpaceCreateDeviceGray(), noAlpha, gray, nil, true, .defaultIntent))
        #expect(g.bitmap.rgba(x: 1, y: 0) == (64, 64, 64, 255))
        let invert: [CGFloat] = [1, 0]
        let inverted = try #require(
            make(3, 1, 8, 8, 3, CGColorSpaceCreateDeviceGray(), noAlpha, gray, invert, true, .defaultIntent))
        #expect(
            inverted.bitmap.rgba(x: 0, y: 0) == (255, 255, 255, 255) && inverted.bitmap.rgba(x: 1, y: 0) == (191, 191, 191, 255))

        // Too few bytes, a bits-per-pixel that disagrees, 16-bit components: nil.
        #expect(make(3, 2, 8, 8, 3, CGColorSpaceCreateDeviceGray(), noAlpha, gray, nil, true, .defaultIntent) == nil)
        #expect(make(3, 1, 8, 32, 3, CGColorSpaceCreateDeviceGray(), noAlpha, gray, nil, true, .defaultIntent) == nil)
        #expect(make(1, 1, 16, 64, 8, rgb, bgra, padded, nil, true, .defaultIntent) == nil)
    }

    @Test func pngAndJPEGFiles() throws {
        let png: (CGDataProvider, UnsafePointer<CGFloat>?, Bool, CGColorRenderingIntent) -> CGImage? =
            CGImage.init(pngDataProviderSource:decode:shouldInterpolate:intent:)
        let jpeg: (CGDataProvider, UnsafePointer<CGFloat>?, Bool, CGColorRenderingIntent) -> CGImage? =
            CGImage.init(jpegDataProviderSource:decode:shouldInterpolate:intent:)
        let fromURL: (CFURL) -> CGDataProvider? = CGDataProvider.init(url:)

        let pngData = try #require(Data(base64Encoded: Self.png))
        let pngProvider = try #require(CGDataProvider(data: NSData(data: pngData) as CFData))
        let p = try #require(png(pngProvider, nil, true, .defaultIntent))
        #expect(p.width == 2 && p.height == 1)
        #expect(p.bitmap.rgba(x: 0, y: 0) == (255, 0, 0, 255) && p.bitmap.rgba(x: 1, y: 0) == (0, 0, 128, 128))

        // From a file, through the URL initializer.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cgimage-\(UUID().uuidString).jpg")
        let jpegData = try #require(Data(base64Encoded: Self.jpeg))
        try jpegData.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let provider = try #require(fromURL(url as NSURL))
        let j = try #require(jpeg(provider, nil, true, .defaultIntent))
        let (r, g, b, alpha) = j.bitmap.rgba(x: 4, y: 4)
        #expect(j.width == 8 && j.height == 8 && r <= 3 && g >= 252 && b <= 3 && alpha == 255)

        // The wrong kind of file, or none: nil.
        #expect(png(provider, nil, true, .defaultIntent) == nil)
        #expect(jpeg(pngProvider, nil, true, .defaultIntent) == nil)
        #expect(fromURL(NSURL(fileURLWithPath: "/nonexistent/image.png")) == nil)
    }
}
