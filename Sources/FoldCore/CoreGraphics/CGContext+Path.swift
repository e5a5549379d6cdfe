import Foundation

/// The current path: each element is mapped through the CTM as it is added, as Core Graphics
/// keeps it (in device space), so drawing it later does not depend on the CTM then.
extension CGContext {
    /// Ends the current path and starts an empty one.
    public func beginPath() { devicePath = CGMutablePath() }

    public func move(to point: CGPoint) { devicePath.move(to: point, transform: state.matrix) }

    /// A line from the current point; without one, nothing (Core Graphics logs "no current point").
    public func addLine(to point: CGPoint) { devicePath.addLine(to: point, transform: state.matrix) }

    /// A move to the first point, then lines through the rest.
    public func addLines(between points: [CGPoint]) { devicePath.addLines(between: points, transform: state.matrix) }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: state.matrix)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        devicePath.addQuadCurve(to: end, control: control, transform: state.matrix)
    }

    /// Closes the subpath with a line back to its start.
    public func closePath() { devicePath.closeSubpath() }

    public func addRect(_ rect: CGRect) { devicePath.addRect(rect, transform: state.matrix) }
    public func addRects(_ rects: [CGRect]) { devicePath.addRects(rects, transform: state.matrix) }
    public func addEllipse(in rect: CGRect) { devicePath.addEllipse(in: rect, transform: state.matrix) }

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (radians from +x
    /// towards +y), `clockwise` as Core Graphics means it in a y-up space; a line joins it to the
    /// current point, if there is one.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        devicePath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: state.matrix)
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from there to `tangent2End`, joined to the current point by a line.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        devicePath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.matrix)
    }

    /// Appends a path given in user space.
    public func addPath(_ path: CGPath) { devicePath.addPath(path, transform: state.matrix) }

    public var isPathEmpty: Bool { devicePath.isEmpty }

    /// The current point in user space; `.zero` when there is no path.
    public var currentPointOfPath: CGPoint {
        guard !devicePath.isEmpty else { return .zero }
        return devicePath.currentPoint.applying(state.matrix.inverted())
    }

    /// The smallest rect holding the current path (its curves, not their control points) in
    /// user space; `CGRect.null` when there is none.
    public var boundingBoxOfPath: CGRect {
        guard let path else { return .null }
        return path.boundingBoxOfPath
    }

    /// A copy of the current path in user space; nil when there is none.
    public var path: CGPath? {
        guard !devicePath.isEmpty, !state.isCollapsed else { return nil }
        return CGPath(path: devicePath.path.applying(state.matrix.inverted()))
    }

    /// Whether painting the current path with `mode` would paint `point` (user space): inside
    /// its fill by the mode's rule, or under its stroke.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let p = point.applying(state.matrix)
        switch mode {
        case .fill: return devicePath.contains(p, using: .winding)
        case .eoFill: return devicePath.contains(p, using: .evenOdd)
        case .stroke: return strokeContains(p)
        case .fillStroke: return devicePath.contains(p, using: .winding) || strokeContains(p)
        case .eoFillStroke: return devicePath.contains(p, using: .evenOdd) || strokeContains(p)
        }
    }
}
