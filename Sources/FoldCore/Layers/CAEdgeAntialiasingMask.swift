/// Which edges of a layer are antialiased when `allowsEdgeAntialiasing` is on (Core Animation's
/// raw values). The edges are the layer's bounds' in its own space: left and right are the
/// minimum and maximum x, bottom and top the minimum and maximum y, as Core Animation names them
/// (on iOS, where y grows downwards, the "bottom" edge is the one at the top of the screen).
/// Edges that abut other layers' are turned off to leave no seam between them.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The minimum-x edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The maximum-x edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The minimum-y edge.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The maximum-y edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)

    /// Every edge: the default.
    package static let all: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]

    /// Scene files' names for the edges, in raw-value order.
    package static let named: [(name: String, edge: CAEdgeAntialiasingMask)] = [
        ("left", .layerLeftEdge), ("right", .layerRightEdge), ("bottom", .layerBottomEdge), ("top", .layerTopEdge),
    ]
}
