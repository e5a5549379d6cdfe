import FoldCore
import Foundation

/// The drawing attributes of a graphics renderer (UIGraphicsRendererFormat).
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// The renderer's drawing rectangle, in points.
    public internal(set) var bounds: CGRect = .zero

    public required override init() { super.init() }

    /// The format of the device's highest fidelity: on FoldKit the main screen's.
    open class func `default`() -> Self { Self() }

    /// The format that suits the main screen now.
    open class func preferred() -> Self { Self() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self()
        copy.bounds = bounds
        return copy
    }
}

/// The drawing environment a renderer passes to its actions (UIGraphicsRendererContext): a
/// y-down Core Graphics context in points, current for UIKit drawing while the actions run.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context drawn into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// Fills a rectangle with the fill colour (`UIColor.setFill()`).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes a rectangle's path with the stroke colour (`UIColor.setStroke()`) and the
    /// context's line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Fills a rectangle with the fill colour, composited by `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes a rectangle's path with the stroke colour, composited by `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Narrows the drawing to a rectangle.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The base of the graphics renderers (UIGraphicsRenderer): a drawing rectangle and a format.
open class UIGraphicsRenderer: NSObject {
    /// The renderer's format (a copy of the one given, its bounds the renderer's).
    public let format: UIGraphicsRendererFormat

    /// Whether the renderer makes images.
    open var allowsImageOutput: Bool { false }

    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        let own = format.copy() as? UIGraphicsRendererFormat ?? format
        own.bounds = bounds
        self.format = own
        super.init()
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }
}
