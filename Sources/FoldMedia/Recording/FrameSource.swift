import FoldCore
import Foundation

/// What a recording shows: the whole frame at any frame time — canvas size, scale, background
/// and the layers, each carrying the image it shows (`LayerProperties.contentsImage`). A scene
/// file is one; an app's window (FoldHost's headless host) is another. The recorder only
/// renders and encodes what it is given.
public protocol FrameSource: AnyObject {
    /// The frame at `time`. A recorder calls it on one thread, with times in increasing order
    /// unless `allowsRandomAccess` says any order is fine.
    func tree(at time: Double) -> RenderTree
    /// True when `tree(at:)` can be asked for any time in any order (a scene: its animations are
    /// functions of time); false for sources that only run forwards (an app driven by input).
    var allowsRandomAccess: Bool { get }
}

/// A scene file as a recording's source, at its own scale or another. The images its layers
/// name are read once, here (each decoder checks the header's size before decoding), and handed
/// to each frame's layers as their `contentsImage`, so every frame carries them; the caller's
/// scene is left as it was.
public final class SceneSource: FrameSource {
    public let scene: Scene
    public let scale: Double
    /// The image of each name a layer's `contents` gives.
    private let images: [String: CGImage]
    /// Whether some layer is rasterized.
    private let rasterizes: Bool

    /// `images`: bitmaps for names the scene's `images` table need not be read for (an effect
    /// that made them in memory).
    public init(_ scene: Scene, scale: Double? = nil, images: [String: Bitmap] = [:]) throws {
        self.scene = scene
        self.scale = scale ?? scene.scale
        var handles: [String: CGImage] = [:]
        for layer in scene.layers.flatMap(\.allLayers) {
            guard let name = layer.contentsName else { continue }
            guard handles[name] == nil else { continue }
            if let bitmap = images[name] {
                handles[name] = CGImage(bitmap)
            } else if let path = scene.images[name] {
                do {
                    handles[name] = CGImage(try ImageLoader.load(contentsOf: URL(fileURLWithPath: path)))
                } catch {
                    throw SceneProblem(path: "images.\(name)", message: "\(error)")
                }
            }
        }
        self.images = handles
        rasterizes = scene.layers.flatMap(\.allLayers).contains { $0.shouldRasterize }
    }

    public func tree(at time: Double) -> RenderTree {
        var layers = scene.presentation(at: time)
        if !images.isEmpty || rasterizes { for i in layers.indices { prepare(&layers[i]) } }
        return RenderTree(size: scene.size, scale: scale, background: scene.background, layers: layers)
    }

    /// Hands a layer its image, and a rasterized one the recording's scale: a scene file's
    /// `shouldRasterize` caches a layer at the pixels it is recorded at (the format has no
    /// `rasterizationScale`).
    private func prepare(_ layer: inout LayerSnapshot) {
        if layer.properties.contentsImage == nil, let name = layer.properties.contentsName, let image = images[name] {
            layer.properties.contentsImage = image
        }
        if layer.properties.shouldRasterize { layer.properties.rasterizationScale = scale }
        for i in layer.sublayers.indices { prepare(&layer.sublayers[i]) }
    }

    public var allowsRandomAccess: Bool { true }
}
