import FoldCore
import Foundation

// UIKit's rectangle drawing into the current context (`UIGraphicsGetCurrentContext()`);
// without one, each does nothing.

/// Fills `rect` with the current fill colour, replacing what is there (`.copy`, as UIKit does).
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` with the current fill colour, composited by `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a frame 1 unit wide just inside `rect` with the current stroke colour (`.copy`), as
/// UIKit documents it (its blend-mode form below uses the fill colour).
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setFillColor(context.state.strokeColor)
    UIRectFrameUsingBlendMode(rect, .copy)
    context.restoreGState()
}

/// Draws a frame 1 unit wide just inside `rect` with the current fill colour, composited by
/// `blendMode` (inside, so it shows when drawing is clipped to the rectangle).
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    context.saveGState()
    context.setBlendMode(blendMode)
    context.addRect(r)
    if r.width > 2, r.height > 2 { context.addRect(r.insetBy(dx: 1, dy: 1)) }
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
