// Pixels to test against: a window's frame, or a drawing, on white at scale 1, as RGBA contexts
// that `rgba(_:_:_:)` reads.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A white `width × height` window showing `view`, after one frame at scale 1.
func renderedWindow(_ width: Int, _ height: Int, showing view: UIView) throws -> CGContext {
    let window = UIWindow(size: CGSize(width: width, height: height))
    window.backgroundColor = .white
    window.addSubview(view)
    let driver = HeadlessDriver(window: window, scale: 1)
    driver.advance(seconds: 1.0 / 60)
    let c = try rgbaContext(width, height)
    c.draw(driver.render(), in: CGRect(x: 0, y: 0, width: width, height: height))
    return c
}

/// What `draw` paints in the current context over a white `width × height` canvas at scale 1.
func drawnOnWhite(_ width: Int, _ height: Int, _ draw: () -> Void) throws -> CGContext {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let size = CGSize(width: width, height: height)
    let image = UIGraphicsImageRenderer(size: size, format: format).image { ctx in
        UIColor.white.setFill()
        ctx.fill(CGRect(origin: .zero, size: size))
        draw()
    }
    let c = try rgbaContext(width, height)
    c.draw(try #require(image.cgImage), in: CGRect(origin: .zero, size: size))
    return c
}
