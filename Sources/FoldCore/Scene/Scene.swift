import Foundation

/// A scene: the canvas and a layer tree with its animations, as a scene file describes it
/// (docs/scene-format.md). `SceneLoader` reads one from JSON and `SceneWriter` writes one back.
///
/// ```swift
/// let card = CALayer()
/// card.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
/// card.position = CGPoint(x: 160, y: 120)
/// let scene = Scene(size: CGSize(width: 320, height: 240), duration: 1, layers: [card])
/// let json = try SceneWriter.data(for: scene)
/// ```
public struct Scene {
    /// Canvas size in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: Double
    public var background: CGColor
    /// Seconds, for video and GIF export.
    public var duration: Double
    public var fps: Double
    /// Image names to absolute file paths (resolved against the scene file's folder).
    public var images: [String: String]
    /// The root layers, back to front; their superlayer is the canvas.
    public var layers: [CALayer]

    /// A scene with the scene file's defaults: scale 1, a white background, no duration, 60 fps.
    public init(
        size: CGSize, scale: Double = 1, background: CGColor = .white, duration: Double = 0, fps: Double = 60,
        images: [String: String] = [:], layers: [CALayer] = []
    ) {
        self.size = size
        self.scale = scale
        self.background = background
        self.duration = duration
        self.fps = fps
        self.images = images
        self.layers = layers
    }

    /// The presentation of the root layers at a time.
    public func presentation(at time: Double) -> [LayerSnapshot] {
        layers.map { $0.presentation(at: time) }
    }

    /// The layer with an id, anywhere in the tree.
    public func layer(withID id: String) -> CALayer? {
        for root in layers {
            if let l = root.layer(named: id) { return l }
        }
        return nil
    }

    /// Every layer id in the scene, in tree order.
    public var layerIDs: [String] { layers.flatMap(\.allLayers).compactMap(\.name) }
}

/// One way a scene breaks the contract: where (a JSON path such as `layers[0].sublayers[2].opacity`)
/// and what to change.
public struct SceneProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// A scene that was refused, with every problem found.
public struct SceneError: Error, CustomStringConvertible {
    public var file: String
    public var problems: [SceneProblem]

    public init(file: String, problems: [SceneProblem]) {
        self.file = file
        self.problems = problems
    }

    public var description: String {
        problems.map { "\(file): \($0)" }.joined(separator: "\n")
    }
}
