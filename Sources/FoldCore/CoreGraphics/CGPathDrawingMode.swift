/// What `CGContext.drawPath(using:)` paints: the fill (by winding or even-odd), the stroke, or
/// both, the fill first (CGPathDrawingMode).
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}
