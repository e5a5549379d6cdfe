import Foundation

/// What `CGContext.saveGState()` pushes, besides the clip (which cairo keeps).
package struct GraphicsState {
    /// User space to cairo's pixels (y down): the CTM followed by the device flip.
    var matrix: CGAffineTransform
    var fillColor = CGColor.black
    package var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    /// Offset in base space, blur in base-space units, the colour; nil when off.
    var shadow: (offset: CGSize, blur: CGFloat, color: CGColor)?
    var shouldAntialias = true
    var interpolationQuality = CGInterpolationQuality.default
    var blendMode = CGBlendMode.normal

    /// Whether user space collapses (a singular CTM): nothing is drawn.
    var isCollapsed: Bool {
        let det = matrix.a * matrix.d - matrix.b * matrix.c
        return !(det.isFinite && det != 0 && abs(det) > 1e-300)
    }
}
