// UIImage as UIKit declares and documents it.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uiimage — `init?(named:)`,
//   `init?(contentsOfFile:)`, `init?(data:)`, `init?(data:scale:)`, `init(cgImage:)`,
//   `init(cgImage:scale:orientation:)`, `var size: CGSize { get }` ("the logical dimensions, in
//   points … the image's orientation is taken into account"), `scale`, `cgImage: CGImage?`,
//   `imageOrientation`, `capInsets`, `resizingMode`, `resizableImage(withCapInsets:)`
//   (tiles), `resizableImage(withCapInsets:resizingMode:)`, `pngData()`,
//   `jpegData(compressionQuality:)`, `draw(at:)`, `draw(in:)`,
//   `withHorizontallyFlippedOrientation()`;
//   …/uiimage/orientation — raw values up 0, down 1, left 2, right 3, upMirrored 4,
//   downMirrored 5, leftMirrored 6, rightMirrored 7; `.left`: "rotated 90° counterclockwise from
//   the orientation of its original pixel data"; `.right`: 90° clockwise; `.leftMirrored`: "rotated
//   90° clockwise and flipped horizontally"; `.rightMirrored`: "rotated 90° counterclockwise and
//   flipped horizontally"; …/uiimage/resizingmode — tile 0, stretch 1;
//   …/uiimageview — `init(image:)` (the view's frame is the image's size),
//   `init(image:highlightedImage:)`, `image`, `highlightedImage`, `isHighlighted`.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A 3 × 2 image whose six pixels are told apart by their red byte: 10·(row·3 + column + 1).
private func sixPixels() throws -> CGImage {
    var bytes: [UInt8] = []
    for i in 1...6 { bytes += [UInt8(i * 10), 0, 0, 255] }
    let provider = try #require(CGDataProvider(data: NSData(data: Data(bytes)) as CFData))
    return try #require(
        CGImage(
            width: 3, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 12, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue), provider: provider, decode: nil,
            shouldInterpolate: true, intent: .defaultIntent))
}

/// The red bytes of an image's rows, top to bottom, as drawn by `UIImage.draw(at:)`.
private func drawnRows(_ image: UIImage) -> [[Int]] {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let drawn = UIGraphicsImageRenderer(size: image.size, format: format).image { _ in image.draw(at: .zero) }
    guard let pixels = drawn.cgImage else { return [] }
    return (0..<pixels.height).map { y in (0..<pixels.width).map { x in Int(pixels.bitmap.rgba(x: x, y: y).r) } }
}

@Suite struct UIImageTests {
    @Test func declarations() {
        let named: (String) -> UIImage? = UIImage.init(named:)
        let file: (String) -> UIImage? = UIImage.init(contentsOfFile:)
        let data: (Data) -> UIImage? = UIImage.init(data:)
        let scaled: (Data, CGFloat) -> UIImage? = UIImage.init(data:scale:)
        let plain: (CGImage) -> UIImage = UIImage.init(cgImage:)
        let oriented: (CGImage, CGFloat, UIImage.Orientation) -> UIImage = UIImage.init(cgImage:scale:orientation:)
        let size: KeyPath<UIImage, CGSize> = \.size
        let scale: KeyPath<UIImage, CGFloat> = \.scale
        let cg: KeyPath<UIImage, CGImage?> = \.cgImage
        let orientation: KeyPath<UIImage, UIImage.Orientation> = \.imageOrientation
        let caps: KeyPath<UIImage, UIEdgeInsets> = \.capInsets
        let mode: KeyPath<UIImage, UIImage.ResizingMode> = \.resizingMode
        let resizable: (UIImage) -> (UIEdgeInsets) -> UIImage = UIImage.resizableImage(withCapInsets:)
        let resizableMode: (UIImage) -> (UIEdgeInsets, UIImage.ResizingMode) -> UIImage =
            UIImage.resizableImage(withCapInsets:resizingMode:)
        let png: (UIImage) -> () -> Data? = UIImage.pngData
        let jpeg: (UIImage) -> (CGFloat) -> Data? = UIImage.jpegData(compressionQuality:)
        let drawAt: (UIImage) -> (CGPoint) -> Void = UIImage.draw(at:)
        let drawIn: (UIImage) -> (CGRect) -> Void = UIImage.draw(in:)
        let view: (UIImage?) -> UIImageView = UIImageView.init(image:)
        let highlighted: (UIImage?, UIImage?) -> UIImageView = UIImageView.init(image:highlightedImage:)
        let viewImage: ReferenceWritableKeyPath<UIImageView, UIImage?> = \.image
        let viewHighlighted: ReferenceWritableKeyPath<UIImageView, UIImage?> = \.highlightedImage
        let isHighlighted: ReferenceWritableKeyPath<UIImageView, Bool> = \.isHighlighted
        let buttonImage: (UIButton) -> (UIImage?, UIControl.State) -> Void = UIButton.setImage(_:for:)
        _ = (named, file, data, scaled, plain, oriented, size, scale, cg, orientation, caps, mode, resizable, resizableMode)
        _ = (png, jpeg, drawAt, drawIn, view, highlighted, viewImage, viewHighlighted, isHighlighted, buttonImage)
        let raw: [UIImage.Orientation: Int] = [
            .up: 0, .down: 1, .left: 2, .right: 3, .upMirrored: 4, .downMirrored: 5, .leftMirrored: 6, .rightMirrored: 7,
        ]
        #expect(raw.allSatisfy { $0.key.rawValue == $0.value })
        #expect(UIImage.ResizingMode.tile.rawValue == 0 && UIImage.ResizingMode.stretch.rawValue == 1)
    }

    @Test func sizeIsInPointsWithTheOrientationApplied() throws {
        let pixels = try sixPixels()
        let image = UIImage(cgImage: pixels, scale: 2, orientation: .up)
        #expect(image.size == CGSize(width: 1.5, height: 1) && image.scale == 2 && image.cgImage === pixels)
        #expect(UIImage(cgImage: pixels).scale == 1 && UIImage(cgImage: pixels).imageOrientation == .up)
        for turned in [UIImage.Orientation.left, .right, .leftMirrored, .rightMirrored] {
            #expect(UIImage(cgImage: pixels, scale: 1, orientation: turned).size == CGSize(width: 2, height: 3))
        }
        #expect(UIImage(cgImage: pixels, scale: 1, orientation: .down).size == CGSize(width: 3, height: 2))
    }

    /// Each orientation draws as Apple's documentation describes the turn, from the stored
    /// rows [10 20 30] over [40 50 60].
    @Test func eachOrientationDrawsUpright() throws {
        let pixels = try sixPixels()
        func rows(_ o: UIImage.Orientation) -> [[Int]] { drawnRows(UIImage(cgImage: pixels, scale: 1, orientation: o)) }
        #expect(rows(.up) == [[10, 20, 30], [40, 50, 60]])
        #expect(rows(.down) == [[60, 50, 40], [30, 20, 10]])
        #expect(rows(.upMirrored) == [[30, 20, 10], [60, 50, 40]])
        #expect(rows(.downMirrored) == [[40, 50, 60], [10, 20, 30]])
        // 90° counter-clockwise: the stored right column becomes the top row.
        #expect(rows(.left) == [[30, 60], [20, 50], [10, 40]])
        // 90° clockwise: the stored left column, bottom to top, becomes the top row.
        #expect(rows(.right) == [[40, 10], [50, 20], [60, 30]])
        // Clockwise, then flipped horizontally.
        #expect(rows(.leftMirrored) == [[10, 40], [20, 50], [30, 60]])
        // Counter-clockwise, then flipped horizontally.
        #expect(rows(.rightMirrored) == [[60, 30], [50, 20], [40, 10]])
        let flipped = UIImage(cgImage: pixels, scale: 1, orientation: .left).withHorizontallyFlippedOrientation()
        #expect(flipped.imageOrientation == .leftMirrored)
    }

    @Test func dataFilesAndEncodings() throws {
        let image = UIImage(cgImage: try sixPixels(), scale: 1, orientation: .up)
        let png = try #require(image.pngData())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let back = try #require(UIImage(data: png))
        #expect(back.size == CGSize(width: 3, height: 2) && back.scale == 1 && drawnRows(back) == drawnRows(image))
        #expect(UIImage(data: png, scale: 3)?.size == CGSize(width: 1, height: 2.0 / 3))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)

        // A JPEG of a flat colour decodes to about that colour.
        let flat = UIGraphicsImageRenderer(
            size: CGSize(width: 16, height: 16),
            format: {
                let f = UIGraphicsImageRendererFormat()
                f.scale = 1
                return f
            }()
        ).image { context in
            UIColor(red: 0.2, green: 0.6, blue: 0.8, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        }
        let jpeg = try #require(flat.jpegData(compressionQuality: 0.9))
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try #require(UIImage(data: jpeg)?.cgImage)
        let p = decoded.bitmap.rgba(x: 8, y: 8)
        #expect(abs(Int(p.r) - 51) <= 3 && abs(Int(p.g) - 153) <= 3 && abs(Int(p.b) - 204) <= 3 && p.a == 255)
        #expect(try #require(flat.jpegData(compressionQuality: 0.1)).count < jpeg.count + 1)

        // A file named @2x is read at scale 2; a missing file is nil.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let retina = folder.appendingPathComponent("dot@2x.png")
        try png.write(to: retina)
        let read = try #require(UIImage(contentsOfFile: retina.path))
        #expect(read.scale == 2 && read.size == CGSize(width: 1.5, height: 1))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("none.png").path) == nil)
    }

    @Test func namedImagesComeFromTheSearchPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-named-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try #require(UIImage(cgImage: try sixPixels()).pngData())
        try png.write(to: folder.appendingPathComponent("badge.png"))
        try png.write(to: folder.appendingPathComponent("badge@3x.png"))
        try png.write(to: folder.appendingPathComponent("photo.jpg"))
        try ImageSearchPath.with("/nonexistent:" + folder.path) {
            // A 2× screen has no @2x file: the @3x one is the next best, as UIKit picks.
            _ = UIWindow(size: CGSize(width: 100, height: 100), scale: 2)
            let badge = try #require(UIImage(named: "badge"))
            #expect(badge.scale == 3 && badge.size == CGSize(width: 1, height: 2.0 / 3))
            #expect(UIImage(named: "badge.png")?.scale == 3)
            #expect(UIImage(named: "photo")?.size == CGSize(width: 3, height: 2))
            #expect(UIImage(named: "missing") == nil)
            #expect(UIImage(named: "") == nil)
        }
    }

    @Test func resizableImagesKeepTheirCaps() throws {
        // One row: [10 20 30] with one-point caps left and right, drawn 7 points wide.
        let pixels = try sixPixels()
        let image = UIImage(cgImage: pixels)
        let insets = UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        let tiled = image.resizableImage(withCapInsets: insets)
        #expect(tiled.capInsets == insets && tiled.resizingMode == .tile && tiled.size == image.size)
        func drawnTopRow(_ image: UIImage, width: CGFloat) -> [Int] {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let drawn = UIGraphicsImageRenderer(size: CGSize(width: width, height: 2), format: format).image { _ in
                image.draw(in: CGRect(x: 0, y: 0, width: width, height: 2))
            }
            return (0..<Int(width)).map { Int(drawn.cgImage!.bitmap.rgba(x: $0, y: 0).r) }
        }
        // The middle column repeats at its size: every middle pixel is the middle's.
        #expect(drawnTopRow(tiled, width: 7) == [10, 20, 20, 20, 20, 20, 30])
        let stretched = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch)
        #expect(drawnTopRow(stretched, width: 7) == [10, 20, 20, 20, 20, 20, 30])
        // An image view keeps the caps of a stretching image in its layer.
        let view = UIImageView(image: stretched)
        #expect(view.frame.size == CGSize(width: 3, height: 2) && !view.isUserInteractionEnabled)
        #expect(view.layer.contentsCenter == CGRect(x: 1.0 / 3, y: 0, width: 1.0 / 3, height: 1))
    }

    @Test func tilingRepeatsTheMiddle() throws {
        // Stored row [10 20 30 40]: caps of one pixel, a middle of [20 30] repeated.
        var bytes: [UInt8] = []
        for i in 1...4 { bytes += [UInt8(i * 10), 0, 0, 255] }
        let provider = try #require(CGDataProvider(data: NSData(data: Data(bytes)) as CFData))
        let row = try #require(
            CGImage(
                width: 4, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue), provider: provider, decode: nil,
                shouldInterpolate: true, intent: .defaultIntent))
        let tiled = UIImage(cgImage: row).resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 9, height: 1), format: format).image { _ in
            tiled.draw(in: CGRect(x: 0, y: 0, width: 9, height: 1))
        }
        let reds = (0..<9).map { Int(drawn.cgImage!.bitmap.rgba(x: $0, y: 0).r) }
        #expect(reds == [10, 20, 30, 20, 30, 20, 30, 20, 40])
        // An image view shows a tiling image drawn at its own size.
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 9, height: 1))
        view.image = tiled
        let shown = try #require(view.layer.contents as? CGImage)
        #expect(shown.width == 9 && (0..<9).map { Int(shown.bitmap.rgba(x: $0, y: 0).r) } == reds)
    }

    @Test func zeroCapsTileTheWholeImage() throws {
        // A resizable image with no caps repeats whole, as UIKit's does: [10 20 30] across 7.
        let tiled = UIImage(cgImage: try sixPixels()).resizableImage(withCapInsets: UIEdgeInsets())
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 7, height: 2), format: format).image { _ in
            tiled.draw(in: CGRect(x: 0, y: 0, width: 7, height: 2))
        }
        #expect((0..<7).map { Int(drawn.cgImage!.bitmap.rgba(x: $0, y: 0).r) } == [10, 20, 30, 10, 20, 30, 10])
        #expect((0..<7).map { Int(drawn.cgImage!.bitmap.rgba(x: $0, y: 1).r) } == [40, 50, 60, 40, 50, 60, 40])
    }

    @Test func aTilingImageViewKeepsOneDrawingInItsWindow() throws {
        let window = UIWindow(size: CGSize(width: 100, height: 100), scale: 1)
        let tiled = UIImage(cgImage: try sixPixels()).resizableImage(
            withCapInsets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 9, height: 2))
        view.image = tiled
        window.addSubview(view)
        let before = window.contentsImages.count
        for width in 10...20 {
            view.frame.size.width = CGFloat(width)
            window.layoutIfNeeded()
        }
        #expect((view.layer.contents as? CGImage)?.width == 20)
        #expect(window.contentsImages.count == before)
        view.removeFromSuperview()
        #expect(window.contentsImages.count == before - 1)
    }

    @Test func filesOfOneNameInTwoFoldersAreTwoImages() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-twins-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var paths: [String] = []
        for (folder, orientation) in [("a", UIImage.Orientation.up), ("b", .down)] {
            let dir = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let image = UIImage(cgImage: try sixPixels(), scale: 1, orientation: orientation)
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let upright = UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
                image.draw(at: .zero)
            }
            let file = dir.appendingPathComponent("dish.png")
            try #require(upright.pngData()).write(to: file)
            paths.append(file.path)
        }
        let window = UIWindow(size: CGSize(width: 50, height: 50), scale: 1)
        for path in paths { window.addSubview(UIImageView(image: try #require(UIImage(contentsOfFile: path)))) }
        let reds = Set(window.images.values.map { Int($0.rgba(x: 0, y: 0).r) })
        #expect(window.images.count == 2 && reds == [10, 60])
    }

    @Test func anImageViewShowsTheHighlightedImageWhenHighlighted() throws {
        let plain = UIImage(cgImage: try sixPixels())
        let pressed = UIImage(cgImage: try sixPixels(), scale: 1, orientation: .down)
        let view = UIImageView(image: plain, highlightedImage: pressed)
        #expect(view.image === plain && view.highlightedImage === pressed && !view.isHighlighted)
        let before = try #require(view.layer.contents as? CGImage)
        view.isHighlighted = true
        let after = try #require(view.layer.contents as? CGImage)
        #expect(before.bitmap.rgba(x: 0, y: 0).r == 10 && after.bitmap.rgba(x: 0, y: 0).r == 60)
        #expect(UIImageView(image: nil).frame == .zero)
    }
}
