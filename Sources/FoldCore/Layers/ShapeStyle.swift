import Foundation

/// What a `CAShapeLayer` draws: its path and how it is filled and stroked. Core Animation's
/// names and defaults (a black fill, no stroke, 1 point wide, butt caps, miter joins, the whole
/// length stroked).
package struct ShapeStyle: Hashable, Sendable {
    package var path: Path? = nil
    public var fillColor: CGColor? = CGColor.black
    public var fillRule = CAShapeLayerFillRule.nonZero
    public var strokeColor: CGColor? = nil
    public var strokeStart = 0.0
    public var strokeEnd = 1.0
    public var lineWidth = 1.0
    public var miterLimit = 10.0
    public var lineCap = CAShapeLayerLineCap.butt
    public var lineJoin = CAShapeLayerLineJoin.miter
    public var lineDashPhase = 0.0
    public var lineDashPattern: [Double] = []

    public init() {}

    /// Whether anything would be painted.
    public var paintsSomething: Bool {
        guard let path, !path.isEmpty else { return false }
        return fills || (strokes && strokeEnd > strokeStart)
    }

    /// Whether the fill paints (a colour that is not clear).
    public var fills: Bool { (fillColor?.alpha ?? 0) > 0 }

    /// Whether the stroke paints (a colour that is not clear, a positive finite width).
    public var strokes: Bool { (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0 && lineWidth.isFinite }

    /// How far the stroke's paint can reach past the path: half the width, times the miter
    /// limit at miter joins, times √2 at square caps; 0 when nothing is stroked.
    public var strokeReach: Double {
        guard strokes else { return 0 }
        var reach = lineWidth / 2
        if lineJoin == .miter { reach *= max(1, miterLimit.isFinite ? miterLimit : 1) }
        if lineCap == .square { reach *= 2.0.squareRoot() }
        return reach
    }
}

/// `ShapeStyle` held by reference and copied on write, so layers that are not shapes carry one
/// pointer for it (every snapshot copies `LayerProperties`).
final class ShapeStyleBox: Hashable, @unchecked Sendable {
    let style: ShapeStyle
    init(_ style: ShapeStyle) { self.style = style }
    static func == (a: ShapeStyleBox, b: ShapeStyleBox) -> Bool { a === b || a.style == b.style }
    func hash(into hasher: inout Hasher) { hasher.combine(style) }
}

/// How a shape layer's fill decides what is inside (CAShapeLayerFillRule).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape layer's open subpaths (CAShapeLayerLineCap).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The corners of a shape layer's stroke (CAShapeLayerLineJoin).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
