// CGImage as Apple declares it (what CALayer.contents shows).
//
// Sources: https://developer.apple.com/documentation/coregraphics/cgimage — width, height,
// bitsPerComponent, bitsPerPixel, bytesPerRow, colorSpace ("CGColorSpace?"), alphaInfo
// (CGImageAlphaInfo), bitmapInfo (CGBitmapInfo), cropping(to:) ("Creates a bitmap image using
// the data contained within a subregion of an existing bitmap image … A new image, or NULL if
// the rect parameter defines an area that is not in the image"; the rect is made integral).
// The image here is made from FoldKit's pixels (package API): Core Graphics' own ways to make
// one (a bitmap context, PNG or JPEG data) are later steps of issue 18.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct CGImageConformanceTests {
    @Test func imageDeclarations() throws {
        let width: KeyPath<CGImage, Int> = \.width
        let height: KeyPath<CGImage, Int> = \.height
        let sizes: [KeyPath<CGImage, Int>] = [\.bitsPerComponent, \.bitsPerPixel, \.bytesPerRow]
        let space: KeyPath<CGImage, CGColorSpace?> = \.colorSpace
        let alpha: KeyPath<CGImage, CGImageAlphaInfo> = \.alphaInfo
        let info: KeyPath<CGImage, CGBitmapInfo> = \.bitmapInfo
        let crop: (CGImage) -> (CGRect) -> CGImage? = CGImage.cropping(to:)

        // 4 × 3, each pixel's red byte its index.
        let pixels = (0..<12).map { UInt32($0) | 0xFF00_0000 }
        let image = CGImage(try #require(Bitmap(width: 4, height: 3, pixels: pixels)))
        #expect(image[keyPath: width] == 4 && image[keyPath: height] == 3)
        #expect(sizes.map { image[keyPath: $0] } == [8, 32, 16])
        #expect(image[keyPath: space]?.model == .rgb && image[keyPath: alpha] == .premultipliedLast)
        #expect(
            image[keyPath: info].intersection(.alphaInfoMask).rawValue
                == CGImageAlphaInfo.premultipliedLast.rawValue)

        // A sub-rect, made integral (0.5…2.5 → 0…3), cut to the image; outside it, nil.
        let cut = try #require(crop(image)(CGRect(x: 0.5, y: 1, width: 2, height: 5)))
        #expect(cut.width == 3 && cut.height == 2)
        #expect(cut.bitmap.pixels.map { $0 & 0xFF } == [4, 5, 6, 8, 9, 10])
        #expect(crop(image)(CGRect(x: 10, y: 0, width: 2, height: 2)) == nil)
        #expect(image == image && cut != crop(image)(CGRect(x: 0.5, y: 1, width: 2, height: 5)))  // identity, as CF compares images
    }
}
