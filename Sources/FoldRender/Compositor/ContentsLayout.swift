import FoldCore
import Foundation

/// Where contents go inside the bounds for each contentsGravity (CALayer's rules).
enum ContentsLayout {
    /// `size` is the image's size in pixels; `contentsScale` its pixels per point (the layer's, not
    /// the render scale), so the natural size in points is `size / contentsScale`. A scale that is
    /// not a positive finite number counts as 1, Core Animation's default.
    static func rect(for size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity, contentsScale: Double) -> CGRect {
        let b = bounds.standardized
        let k = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        let natural = CGSize(width: size.width / k, height: size.height / k)
        switch gravity {
        case .resize:
            return b
        case .resizeAspect, .resizeAspectFill:
            let sx = b.width / max(size.width, 1e-9), sy = b.height / max(size.height, 1e-9)
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        default:
            let w = natural.width, h = natural.height
            let x: Double, y: Double
            switch gravity {
            case .left, .topLeft, .bottomLeft: x = b.minX
            case .right, .topRight, .bottomRight: x = b.maxX - w
            default: x = b.midX - w / 2
            }
            // y down: "top" is the minimum y, as on iOS.
            switch gravity {
            case .top, .topLeft, .topRight: y = b.minY
            case .bottom, .bottomLeft, .bottomRight: y = b.maxY - h
            default: y = b.midY - h / 2
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}
