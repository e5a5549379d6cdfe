import FoldCore
import Foundation

/// What a frame shows: the canvas and a presentation snapshot of its layers.
public struct RenderTree: Sendable {
    /// Canvas size in points.
    public var size: Size
    /// Pixels per point.
    public var scale: Double
    public var background: Color
    public var layers: [LayerSnapshot]

    public init(size: Size, scale: Double = 1, background: Color = .white, layers: [LayerSnapshot]) {
        self.size = size
        self.scale = scale
        self.background = background
        self.layers = layers
    }

    /// Pixel dimensions of the canvas.
    public var pixelWidth: Int { max(0, min(32768, safeInt((size.width * scale).rounded(.up)))) }
    public var pixelHeight: Int { max(0, min(32768, safeInt((size.height * scale).rounded(.up)))) }
}
