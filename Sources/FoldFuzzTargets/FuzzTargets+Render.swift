import FoldCore
import FoldMedia
import FoldRender
import Foundation

/// The structure-aware target: a scene file through the loader and the compositor. The budget
/// keeps the fuzzer exploring the compositor's logic rather than allocating huge canvases.
public enum RenderBudget {
    /// Canvas pixels (size × scale²) above this are skipped: 256 × 256.
    public static let maximumPixels = 256 * 256
    /// Layers in the whole tree above this are skipped.
    public static let maximumLayers = 48
    /// Animation times are sampled in 0…this many seconds.
    public static let maximumTime = 10.0
}

extension FuzzTargets {
    public static func render(_ data: Data) -> FuzzOutcome {
        let scene: Scene
        do {
            scene = try SceneLoader.load(data: data, name: "fuzz")
        } catch {
            return .refused("\(error)")
        }
        let tree = RenderTree(size: scene.size, scale: scene.scale, background: scene.background, layers: [])
        let pixels = Double(tree.pixelWidth) * Double(tree.pixelHeight)
        let requested = scene.size.width * scene.scale * scene.size.height * scene.scale
        guard pixels <= Double(RenderBudget.maximumPixels), requested <= Double(RenderBudget.maximumPixels) else {
            return .skipped("canvas of \(requested) pixels is over the fuzz budget")
        }
        let layerCount = scene.layers.reduce(0) { $0 + $1.allLayers.count }
        guard layerCount <= RenderBudget.maximumLayers else {
            return .skipped("\(layerCount) layers is over the fuzz budget")
        }
        // Images come from memory (the image decoders have their own target): every name the
        // scene declares gets a small checkerboard.
        let compositor = Compositor(threads: 1)
        guard let source = try? SceneSource(scene, images: scene.images.mapValues { _ in checkerboard }) else {
            return .skipped("its images cannot be read")
        }
        let end = min(scene.duration, RenderBudget.maximumTime)
        for time in [0, end / 2, end] {
            let frame = compositor.render(source.tree(at: time))
            check(frame.width == tree.pixelWidth && frame.height == tree.pixelHeight, "frame size differs from the tree's")
        }
        return .accepted
    }

    static let checkerboard: Bitmap = {
        var bitmap = Bitmap(width: 8, height: 8)
        for y in 0..<8 {
            for x in 0..<8 { bitmap.pixels[y * 8 + x] = (x + y) % 2 == 0 ? 0xFF00_00FF : 0x8000_8000 }
        }
        return bitmap
    }()
}
