import FoldCore
import Foundation

/// What this thread knows of the view classes' drawing. Swift off Apple platforms cannot ask
/// whether a class overrides `draw(_:)` (UIKit asks the Objective-C runtime), so the first
/// display of each class finds out: a class draws when its `draw(_:)` does not reach UIView's,
/// or paints something. A class that does neither keeps its layer's contents untouched, as a
/// UIKit view without `draw(_:)` does, and is not displayed again.
final class ViewDrawing {
    /// Set by UIView's own `draw(_:)`: the class's drawing reached it.
    var baseDrawRan = false
    private var drawingClasses: Set<ObjectIdentifier> = []
    private var plainClasses: Set<ObjectIdentifier> = []

    private static let perThread = PerThread { ViewDrawing() }
    static var current: ViewDrawing { perThread.value }

    /// Whether views of the class may draw (it draws, or it is not known yet).
    func mayDraw(_ viewClass: UIView.Type) -> Bool { !plainClasses.contains(ObjectIdentifier(viewClass)) }

    /// Records what one display of a view of the class showed.
    func learn(_ viewClass: UIView.Type, reachedBase: Bool, painted: Bool) -> Bool {
        let id = ObjectIdentifier(viewClass)
        if drawingClasses.contains(id) { return true }
        if reachedBase && !painted {
            plainClasses.insert(id)
            return false
        }
        drawingClasses.insert(id)
        return true
    }
}

extension UIView: CALayerDelegate {
    /// Makes the layer's contents with `draw(_:)`: a transparent bitmap of the bounds at
    /// `contentScaleFactor`, with the bitmap as the current context while the view draws. A
    /// view with empty bounds draws when it gets a size.
    public func display(_ layer: CALayer) {
        guard layer === self.layer else {
            layer.drawContents()
            return
        }
        let drawing = ViewDrawing.current
        guard drawing.mayDraw(type(of: self)) else { return }
        let scale = contentScaleFactor
        guard let context = CGContext(layerBounds: layer.bounds, scale: scale) else {
            displayAwaitsSize = true
            return
        }
        displayAwaitsSize = false
        let outer = drawing.baseDrawRan
        drawing.baseDrawRan = false
        UIGraphicsPushContext(context)
        if !clearsContextBeforeDrawing, let image = layer.contents as? CGImage, image.width == context.width,
            image.height == context.height
        {
            // The last drawing, under the new one (same size and scale: the bitmap UIKit keeps).
            UIImage(cgImage: image, scale: scale, orientation: .up).draw(in: layer.bounds)
        }
        draw(layer.bounds)
        UIGraphicsPopContext()
        let reachedBase = drawing.baseDrawRan
        drawing.baseDrawRan = outer
        guard drawing.learn(type(of: self), reachedBase: reachedBase, painted: reachedBase && !context.isBlank)
        else { return }
        layer.contentsScale = scale
        layer.contents = context.makeImage(scale: scale)
    }

    /// A layer of the class a view names (`layerClass`); a class that is no layer is refused
    /// with a message, and the view gets a plain `CALayer`.
    static func makeLayer(of layerClass: AnyClass, for viewClass: UIView.Type) -> CALayer {
        if let type = layerClass as? CALayer.Type { return type.init() }
        FileHandle.standardError.write(
            Data(
                "UIView: \(viewClass).layerClass is \(layerClass), which is not a CALayer subclass; the view has a CALayer. Return a CALayer subclass from layerClass.\n"
                    .utf8))
        return CALayer()
    }
}
