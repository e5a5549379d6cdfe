// `contentsCenter`: nine-part stretching, held to the rule Apple's documentation gives — the
// centre rectangle stretches both ways, the top and bottom middles only across, the left and
// right middles only down, the four corners not at all (they keep their natural size, texels ÷
// `contentsScale`) — and to the order it gives: the grid divides the part `contentsRect` picks.
// The image is a 3 × 3 grid of flat colours, so every pixel away from a seam has one right
// colour, worked out here from where it falls.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/quartzcore/calayer/contentscenter —
//   `var contentsCenter: CGRect { get set }`, "Animatable", applies when `contentsGravity` is
//   one of the resizing modes;
//   https://developer.apple.com/documentation/quartzcore/calayer/contentsrect — the unit rect
//   by default.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct CALayerContentsCenterTests {
        /// The colour of cell (column, row) of the grid.
        static func cell(_ column: Int, _ row: Int) -> (UInt8, UInt8, UInt8) {
            (UInt8(20 + 100 * column), UInt8(20 + 100 * row), 128)
        }

        /// A `cells`-texel grid of 3 × 3 flat cells, opaque; with `black` more columns of black
        /// on its right.
        static func gridImage(cells: Int, black: Int = 0) throws -> CGImage {
            let width = 3 * cells + black
            let height = 3 * cells
            var bytes: [UInt8] = []
            for y in 0..<height {
                for x in 0..<width {
                    if x >= 3 * cells {
                        bytes += [0, 0, 0, 255]
                    } else {
                        let (r, g, b) = cell(x / cells, y / cells)
                        bytes += [r, g, b, 255]
                    }
                }
            }
            let provider = try #require(CGDataProvider(data: NSData(data: Data(bytes)) as CFData))
            return try #require(
                CGImage(
                    width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4 * width,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                    provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        }

        /// Where a point `u` along a side of `length` points falls in the part's texels (0…`texels`),
        /// by the documented rule; the fixed ends shrink together when they do not fit.
        static func texel(_ u: Double, length: Double, texels: Double, center: (Double, Double), contentsScale: Double) -> Double
        {
            var left = center.0 * texels / contentsScale
            var right = (1 - center.1) * texels / contentsScale
            if left + right > length {
                let f = length / (left + right)
                (left, right) = (left * f, right * f)
            }
            if u < left { return u / left * center.0 * texels }
            if u > length - right { return texels - (length - u) / right * (1 - center.1) * texels }
            let middle = length - left - right
            return center.0 * texels + (u - left) / middle * (center.1 - center.0) * texels
        }

        /// Renders `layer` (at the origin of a screen its size) at `scale` and checks every pixel
        /// whose texel lies more than `margin` texels from a cell's edge.
        func check(
            _ layer: CALayer, scale: CGFloat, cells: Int, center: (x: (Double, Double), y: (Double, Double)),
            margin: Double = 0.75, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let root = CALayer()
            root.frame = CGRect(origin: .zero, size: layer.bounds.size)
            root.addSublayer(layer)
            let image = HeadlessDriver(rootLayer: root, scale: scale).render()
            let size = layer.bounds.size
            let texels = Double(3 * cells)
            var checked = 0
            var wrong: [String] = []
            for y in 0..<image.height {
                let v = Self.texel(
                    (Double(y) + 0.5) / scale, length: size.height, texels: texels, center: center.y,
                    contentsScale: layer.contentsScale)
                for x in 0..<image.width {
                    let u = Self.texel(
                        (Double(x) + 0.5) / scale, length: size.width, texels: texels, center: center.x,
                        contentsScale: layer.contentsScale)
                    let nearSeam = [u, v].contains { t in
                        stride(from: 0.0, through: texels, by: Double(cells)).contains { abs(t - $0) < margin }
                    }
                    if nearSeam { continue }
                    checked += 1
                    let (r, g, b) = Self.cell(Int(u) / cells, Int(v) / cells)
                    let got = image.bitmap.rgba(x: x, y: y)
                    if abs(Int(got.r) - Int(r)) > 2 || abs(Int(got.g) - Int(g)) > 2 || abs(Int(got.b) - Int(b)) > 2 {
                        wrong.append("(\(x), \(y)): \(got) for cell \(Int(u) / cells), \(Int(v) / cells)")
                    }
                }
            }
            #expect(
                checked > image.width * image.height / 3, "too few pixels away from the seams", sourceLocation: sourceLocation)
            let allRight = wrong.isEmpty
            #expect(allRight, "\(wrong.count) of \(checked) wrong, first \(wrong.prefix(3))", sourceLocation: sourceLocation)
        }

        @Test func declarations() {
            let center: ReferenceWritableKeyPath<CALayer, CGRect> = \.contentsCenter
            let layer = CALayer()
            #expect(layer[keyPath: center] == CGRect(x: 0, y: 0, width: 1, height: 1))
            layer[keyPath: center] = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
            #expect(
                (layer.value(forKeyPath: "contentsCenter") as? NSValue)?.cgRectValue
                    == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        }

        @Test func theCornersKeepTheirSizeTheEdgesStretchAlongTheMiddleBothWays() throws {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 90, height: 64)
            layer.contents = try Self.gridImage(cells: 10)
            layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
            check(layer, scale: 1, cells: 10, center: ((1.0 / 3, 2.0 / 3), (1.0 / 3, 2.0 / 3)))
            // The corners are 10 pixels: the top-left cell's colour at (9, 9), the top middle's at (10, 9).
            let image = HeadlessDriver(rootLayer: layer, scale: 1).render()
            #expect(image.bitmap.rgba(x: 8, y: 8) == (20, 20, 128, 255))
            #expect(image.bitmap.rgba(x: 81, y: 55) == (220, 220, 128, 255))
        }

        @Test func anUnevenCentreAndTheRenderScale() throws {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 70, height: 50)
            layer.contents = try Self.gridImage(cells: 8)
            // The left column and the top row fixed at 8 texels, the right and the bottom at 8,
            // the centre a part of the middle cells: where the centre lies inside a cell, that
            // cell's colour stretches.
            layer.contentsCenter = CGRect(x: 0.4, y: 0.5, width: 0.2, height: 0.1)
            check(layer, scale: 2, cells: 8, center: ((0.4, 0.6), (0.5, 0.6)))
        }

        @Test func aRetinaImagesCornersArePoints() throws {
            // 20-texel cells at contentsScale 2 are 10-point corners.
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
            layer.contents = try Self.gridImage(cells: 20)
            layer.contentsScale = 2
            layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
            check(layer, scale: 1, cells: 20, center: ((1.0 / 3, 2.0 / 3), (1.0 / 3, 2.0 / 3)), margin: 1.5)
        }

        @Test func cornersThatDoNotFitShrinkTogether() throws {
            // 12 points across for two 10-point corners: each 6, no middle; 40 down stretches.
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 12, height: 40)
            layer.contents = try Self.gridImage(cells: 10)
            layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
            check(layer, scale: 1, cells: 10, center: ((1.0 / 3, 2.0 / 3), (1.0 / 3, 2.0 / 3)), margin: 1.2)
        }

        @Test func theGridDividesThePartContentsRectPicks() throws {
            // The grid fills the left 30 of 60 columns; the black right half is never shown.
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 75, height: 55)
            layer.contents = try Self.gridImage(cells: 10, black: 30)
            layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
            layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
            check(layer, scale: 1, cells: 10, center: ((1.0 / 3, 2.0 / 3), (1.0 / 3, 2.0 / 3)))
        }

        @Test func onlyAResizingGravityStretchesInParts() throws {
            // Centred at its natural size, the image draws as it is, whatever the centre.
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 50, height: 40)
            layer.contents = try Self.gridImage(cells: 10)
            layer.contentsGravity = .center
            let plain = HeadlessDriver(rootLayer: layer, scale: 1).render().bitmap
            layer.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
            #expect(HeadlessDriver(rootLayer: layer, scale: 1).render().bitmap == plain)
        }

        @Test func itAnimatesAsARect() throws {
            let layer = CALayer()
            let from = CGRect(x: 0, y: 0, width: 1, height: 1)
            let to = CGRect(x: 0.4, y: 0.2, width: 0.2, height: 0.6)
            let driver = HeadlessDriver(rootLayer: layer)
            let animation = CABasicAnimation(keyPath: "contentsCenter")
            animation.fromValue = NSValue(cgRect: from)
            animation.toValue = NSValue(cgRect: to)
            animation.duration = 1
            layer.add(animation, forKey: "center")
            driver.advance(seconds: 0.5)
            let mid = try #require(layer.presentation()?.contentsCenter)
            #expect(
                abs(mid.minX - 0.2) < 1e-6 && abs(mid.minY - 0.1) < 1e-6 && abs(mid.width - 0.6) < 1e-6
                    && abs(mid.height - 0.8) < 1e-6)
        }

        @Test func theSceneFileSaysItCannotStretchInParts() throws {
            let layer = CALayer()
            layer.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
            let scene = Scene(size: CGSize(width: 10, height: 10), layers: [layer])
            let error = #expect(throws: SceneWriteError.self) { try SceneWriter.data(for: scene) }
            #expect(error?.description.contains("contentsCenter") == true)
            layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
            #expect(throws: Never.self) { try SceneWriter.data(for: scene) }
        }
    }
}
