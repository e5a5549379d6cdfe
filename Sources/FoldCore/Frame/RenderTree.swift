
import Foundation

/// What a frame shows: the canvas and a presentation snapshot of its layers.
public struct RenderTree: Sendable {
    /// Canvas size in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: Double
    public var background: CGColor
    public var layers: [LayerSnapshot]

    public init(size: CGSize, scale: Double = 1, background: CGColor = .white, layers: [LayerSnapshot]) {
        self.size = size
        self.scale = scale
        self.background = background
        self.layers = layers
    }

    /// Pixel dimensions of the canvas.
    public var pixelWidth: Int { Self.pixels(size.width * scale) }
    public var pixelHeight: Int { Self.pixels(size.height * scale) }

    /// Whole pixels for a length, 0…32768 (NaN is 0).
    private static func pixels(_ v: Double) -> Int {
        let up = v.rounded(.up)
        return up.isNaN ? 0 : Int(max(0, min(32768, up)))
    }
}
