// Template images: an image's rendering mode and the views that tint it.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum —
//   `enum RenderingMode` (automatic 0, alwaysOriginal 1, alwaysTemplate 2: "Always draw the
//   image as a template image, ignoring its color information");
//   …/uiimage/renderingmode-swift.property — `var renderingMode: UIImage.RenderingMode { get }`,
//   "The default rendering mode is automatic";
//   …/uiimage/withrenderingmode(_:) — `func withRenderingMode(_ renderingMode:
//   UIImage.RenderingMode) -> UIImage`; …/uiimage/withtintcolor(_:renderingmode:) —
//   `func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage`,
//   "The rendering mode to assign to the returned image";
//   …/uiimageview/tintcolor — "the color is applied to any template images attached to the
//   image view"; UIImageRenderingModeAutomatic's header note: image views treat their images as
//   originals, bars and segmented controls as templates (a system button tints its image).
// The truth: the pixels — where the image is opaque the view shows the tint, where it is
// clear the background.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct UIImageRenderingModeTests {
        /// 10 × 10 points at scale 1: the left half opaque red-and-blue stripes, the right half clear.
        static func stripes() -> UIImage {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { ctx in
                for y in 0..<10 {
                    (y % 2 == 0 ? UIColor.red : UIColor.blue).setFill()
                    ctx.fill(CGRect(x: 0, y: y, width: 5, height: 1))
                }
            }
        }

        /// A 40 × 20 white window at scale 1 showing `view` at (0, 0): the pixel at (x, y).
        func pixels(of view: UIView) throws -> (Int, Int) -> [Int] {
            let c = try renderedWindow(40, 20, showing: view)
            return { x, y in rgba(c, x, y) }
        }

        @Test func declarations() throws {
            #expect(
                [UIImage.RenderingMode.automatic, .alwaysOriginal, .alwaysTemplate].map(\.rawValue) == [0, 1, 2])
            let image = Self.stripes()
            #expect(image.renderingMode == .automatic)
            let template = image.withRenderingMode(.alwaysTemplate)
            #expect(template.renderingMode == .alwaysTemplate && image.renderingMode == .automatic)
            #expect(template.cgImage === image.cgImage && template.size == image.size, "the pixels are shared")
            #expect(template.resizableImage(withCapInsets: .zero).renderingMode == .alwaysTemplate)
            #expect(image.withTintColor(.green, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
            #expect(image.withTintColor(.green).renderingMode == .alwaysOriginal)
        }

        @Test func anImageViewShowsATemplateInItsTintAndAnAutomaticImageAsItIs() throws {
            let view = UIImageView(image: Self.stripes().withRenderingMode(.alwaysTemplate))
            view.tintColor = .green
            let templated = try pixels(of: view)
            for y in 0..<10 {
                #expect(templated(2, y) == [0, 255, 0, 255], "row \(y): the tint where the image is opaque")
                #expect(templated(7, y) == [255, 255, 255, 255], "row \(y): the background where it is clear")
            }
            let original = try pixels(of: UIImageView(image: Self.stripes()))
            #expect(original(2, 0) == [255, 0, 0, 255] && original(2, 1) == [0, 0, 255, 255])
        }

        @Test func aNewTintRetintsATemplateOnScreen() throws {
            let window = UIWindow(size: CGSize(width: 40, height: 20))
            window.backgroundColor = .white
            let holder = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            holder.addSubview(UIImageView(image: Self.stripes().withRenderingMode(.alwaysTemplate)))
            window.addSubview(holder)
            holder.tintColor = .green
            let driver = HeadlessDriver(window: window, scale: 1)
            func pixel() throws -> [Int] {
                driver.advance(seconds: 1.0 / 60)
                let c = try rgbaContext(40, 20)
                c.draw(driver.render(), in: CGRect(x: 0, y: 0, width: 40, height: 20))
                return rgba(c, 2, 3)
            }
            #expect(try pixel() == [0, 255, 0, 255])
            // Inherited from the superview, as it changes, in the same window.
            holder.tintColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
            #expect(try pixel() == [255, 0, 255, 255])
        }

        @Test func aSystemButtonTintsAnAutomaticImageACustomOneDoesNot() throws {
            func button(_ type: UIButton.ButtonType, _ image: UIImage) -> UIButton {
                let b = UIButton(type: type)
                b.setImage(image, for: .normal)
                b.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                b.tintColor = .green
                return b
            }
            let system = try pixels(of: button(.system, Self.stripes()))
            #expect(system(2, 0) == [0, 255, 0, 255] && system(2, 1) == [0, 255, 0, 255])
            let custom = try pixels(of: button(.custom, Self.stripes()))
            #expect(custom(2, 0) == [255, 0, 0, 255] && custom(2, 1) == [0, 0, 255, 255])
            let original = try pixels(of: button(.system, Self.stripes().withRenderingMode(.alwaysOriginal)))
            #expect(original(2, 0) == [255, 0, 0, 255], "alwaysOriginal keeps its colours in a system button")
            let tinted = try pixels(of: button(.system, Self.stripes().withTintColor(.black)))
            #expect(tinted(2, 1) == [0, 0, 0, 255], "an image with its own tint keeps it")
        }
    }
}
