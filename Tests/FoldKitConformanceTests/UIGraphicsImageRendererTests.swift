// UIGraphicsImageRenderer and the image-context functions, as UIKit declares and documents them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer — `init(size:)`,
//   `init(size:format:)`, `init(bounds:format:)`, `image(actions:) -> UIImage`,
//   `pngData(actions:) -> Data`, `jpegData(withCompressionQuality:actions:) -> Data`;
//   …/uigraphicsimagerendererformat — `scale` ("The default value is equal to the scale of the
//   main screen"), `opaque`, `preferredRange`; …/uigraphicsrendererformat — `default()`,
//   `preferred()`, `bounds`; …/uigraphicsrenderercontext — `cgContext`, `format`, `fill(_:)`,
//   `stroke(_:)`, `clip(to:)`; …/uigraphicsimagerenderercontext — `currentImage`;
//   …/uigraphicsbeginimagecontextwithoptions(_:_:_:) — "If you specify a value of 0.0, the scale
//   factor is set to the scale factor of the device's main screen";
//   `UIGraphicsGetImageFromCurrentImageContext()` ("nil if the current context is not a
//   bitmap-based graphics context"), `UIGraphicsEndImageContext()`;
//   …/uiscreen — `main`, `bounds`, `scale`, `nativeScale`, `nativeBounds`.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct UIGraphicsImageRendererTests {
    @Test func declarations() {
        let sized: (CGSize) -> UIGraphicsImageRenderer = UIGraphicsImageRenderer.init(size:)
        let formatted: (CGSize, UIGraphicsImageRendererFormat) -> UIGraphicsImageRenderer =
            UIGraphicsImageRenderer.init(size:format:)
        let bounded: (CGRect, UIGraphicsImageRendererFormat) -> UIGraphicsImageRenderer =
            UIGraphicsImageRenderer.init(bounds:format:)
        let image: (UIGraphicsImageRenderer) -> (UIGraphicsImageRenderer.DrawingActions) -> UIImage =
            UIGraphicsImageRenderer.image(actions:)
        let png: (UIGraphicsImageRenderer) -> (UIGraphicsImageRenderer.DrawingActions) -> Data =
            UIGraphicsImageRenderer.pngData(actions:)
        let jpeg: (UIGraphicsImageRenderer) -> (CGFloat, UIGraphicsImageRenderer.DrawingActions) -> Data =
            UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)
        let scale: ReferenceWritableKeyPath<UIGraphicsImageRendererFormat, CGFloat> = \.scale
        let opaque: ReferenceWritableKeyPath<UIGraphicsImageRendererFormat, Bool> = \.opaque
        let range: ReferenceWritableKeyPath<UIGraphicsImageRendererFormat, UIGraphicsImageRendererFormat.Range> =
            \.preferredRange
        let bounds: KeyPath<UIGraphicsRendererFormat, CGRect> = \.bounds
        let cg: KeyPath<UIGraphicsRendererContext, CGContext> = \.cgContext
        let current: KeyPath<UIGraphicsImageRendererContext, UIImage> = \.currentImage
        let fill: (UIGraphicsRendererContext) -> (CGRect) -> Void = UIGraphicsRendererContext.fill
        let stroke: (UIGraphicsRendererContext) -> (CGRect) -> Void = UIGraphicsRendererContext.stroke
        let clip: (UIGraphicsRendererContext) -> (CGRect) -> Void = UIGraphicsRendererContext.clip(to:)
        let begin: (CGSize, Bool, CGFloat) -> Void = UIGraphicsBeginImageContextWithOptions
        let beginPlain: (CGSize) -> Void = UIGraphicsBeginImageContext
        let get: () -> UIImage? = UIGraphicsGetImageFromCurrentImageContext
        let end: () -> Void = UIGraphicsEndImageContext
        let screenBounds: KeyPath<UIScreen, CGRect> = \.bounds
        let screenScale: KeyPath<UIScreen, CGFloat> = \.scale
        let windowScreen: KeyPath<UIWindow, UIScreen> = \.screen
        _ = (sized, formatted, bounded, image, png, jpeg, scale, opaque, range, bounds, cg, current, fill, stroke, clip)
        _ = (begin, beginPlain, get, end, screenBounds, screenScale, windowScreen)
        #expect(UIGraphicsImageRendererFormat.Range.unspecified.rawValue == -1)
        #expect(UIGraphicsImageRendererFormat.Range.standard.rawValue == 2)
    }

    @Test func theDefaultScaleIsTheMainScreens() {
        _ = UIWindow(size: CGSize(width: 320, height: 480), scale: 3)
        #expect(UIScreen.main.scale == 3 && UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 960, height: 1440))
        #expect(UIGraphicsImageRendererFormat().scale == 3 && UIGraphicsImageRendererFormat.preferred().scale == 3)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 4)).image { _ in }
        #expect(image.scale == 3 && image.size == CGSize(width: 10, height: 4))
        #expect(image.cgImage?.width == 30 && image.cgImage?.height == 12)
        let window = UIWindow(size: CGSize(width: 100, height: 100), scale: 2)
        #expect(window.screen === UIScreen.main && UIScreen.main.scale == 2)
        window.scale = 1
        #expect(UIScreen.main.scale == 1)
    }

    /// The context is y-down in points: a fill of the top-left quarter lands in the top-left
    /// quarter of the pixels; an oval's centre is filled and its corners are not.
    @Test func drawsInPointsFromTheTopLeft() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6), format: format)
        #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 10, height: 6))
        let image = renderer.image { context in
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 3))
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 6, y: 2, width: 4, height: 4)).fill()
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        let pixels = try #require(image.cgImage)
        #expect(pixels.width == 20 && pixels.height == 12)
        #expect(pixels.bitmap.rgba(x: 0, y: 0) == (255, 0, 0, 255) && pixels.bitmap.rgba(x: 9, y: 5) == (255, 0, 0, 255))
        #expect(pixels.bitmap.rgba(x: 10, y: 0).a == 0 && pixels.bitmap.rgba(x: 0, y: 6).a == 0)
        #expect(pixels.bitmap.rgba(x: 16, y: 8) == (0, 0, 255, 255) && pixels.bitmap.rgba(x: 12, y: 4).a == 0)
    }

    @Test func boundsOpacityAndTheCurrentImage() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        // Bounds from (10, 10): a fill at (10, 10) is the first pixel.
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 4), format: format)
        var midway: UIImage?
        let image = renderer.image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 1, height: 1))
            midway = context.currentImage
            context.fill(CGRect(x: 13, y: 13, width: 1, height: 1))
        }
        let pixels = try #require(image.cgImage)
        #expect(pixels.bitmap.rgba(x: 0, y: 0) == (0, 255, 0, 255))
        // Opaque starts black.
        #expect(pixels.bitmap.rgba(x: 1, y: 1) == (0, 0, 0, 255))
        #expect(pixels.bitmap.rgba(x: 3, y: 3) == (0, 255, 0, 255))
        #expect(try #require(midway?.cgImage).bitmap.rgba(x: 3, y: 3) == (0, 0, 0, 255))
        // PNG data of what is drawn.
        let png = renderer.pngData { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 4, height: 4))
        }
        #expect(try #require(UIImage(data: png)?.cgImage).bitmap.rgba(x: 2, y: 2) == (255, 255, 255, 255))
        // A renderer with no pixels gives an empty image instead of stopping.
        let empty = UIGraphicsImageRenderer(size: .zero).image { _ in }
        #expect(empty.size == .zero)
    }

    @Test func imageContextsNest() throws {
        _ = UIWindow(size: CGSize(width: 100, height: 100), scale: 2)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), false, 0)
        let outer = try #require(UIGraphicsGetCurrentContext())
        UIColor.red.setFill()
        UIRectFillForTest(CGRect(x: 0, y: 0, width: 3, height: 2))
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        let inner = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(inner.scale == 1 && inner.cgImage?.bitmap.rgba(x: 0, y: 0).a == 0)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(image.scale == 2 && image.size == CGSize(width: 3, height: 2))
        #expect(try #require(image.cgImage).bitmap.rgba(x: 5, y: 3) == (255, 0, 0, 255))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        // A context pushed by hand is not an image context.
        let plain = try #require(
            CGContext(
                data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        UIGraphicsPushContext(plain)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === plain)
        UIGraphicsPopContext()
    }

    @Test func anImageContextThatCannotOpenStillTakesItsPlace() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
        let outer = try #require(UIGraphicsGetCurrentContext())
        UIColor.blue.setFill()
        UIRectFillForTest(CGRect(x: 0, y: 0, width: 2, height: 2))
        // No pixels: drawing goes nowhere and the get is nil, until its own end.
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 0, height: 5), false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIColor.red.setFill()
        UIRectFillForTest(CGRect(x: 0, y: 0, width: 2, height: 2))
        UIGraphicsEndImageContext()
        // The outer context is current again, open, and blue.
        #expect(UIGraphicsGetCurrentContext() === outer)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(try #require(image.cgImage).bitmap.rgba(x: 1, y: 1) == (0, 0, 255, 255))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}

/// Fills a rectangle of the current context with its fill colour.
private func UIRectFillForTest(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}
