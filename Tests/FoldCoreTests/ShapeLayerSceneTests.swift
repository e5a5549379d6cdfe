import FoldCore
import Foundation
import Testing

/// Scene files have no shape layers: the format stays as it was (scene-format.md), and each way
/// a shape layer could reach one is refused with a message.
@Suite struct ShapeLayerSceneTests {
    @Test func scenesRefuseShapeLayersAndTheirKeyPaths() throws {
        let typed = sceneProblems(#"{"foldkit": 1, "size": [10, 10], "layers": [{"type": "shape"}]}"#)
        #expect(
            typed.count == 1 && typed.first?.path == "layers[0].type"
                && typed.first?.message.contains("'shape' is not one of") == true)

        let animated = sceneProblems(
            #"{"foldkit": 1, "size": [10, 10], "layers": [{"animations": [{"keyPath": "strokeEnd", "from": 0, "to": 1, "duration": 1}]}]}"#
        )
        #expect(animated.count == 1 && animated.first?.path == "layers[0].animations[0].keyPath")
        #expect(animated.first?.message.contains("shape layers") == true)
        #expect(!AnimatableKeyPath.sceneNames.contains("strokeEnd") && AnimatableKeyPath.allNames.contains("strokeEnd"))

        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        let scene = Scene(size: CGSize(width: 10, height: 10), layers: [shape])
        let error = #expect(throws: SceneWriteError.self) { try SceneWriter.data(for: scene) }
        #expect(error?.description.contains("it is a CAShapeLayer; scene files have no shape layers") == true)
    }
}

@Suite struct ShadowSceneTests {
    @Test func scenesRefuseShadows() throws {
        let animated = sceneProblems(
            #"{"foldkit": 1, "size": [10, 10], "layers": [{"animations": [{"keyPath": "shadowOpacity", "from": 0, "to": 1, "duration": 1}]}]}"#)
        #expect(animated.count == 1 && animated.first?.message.contains("shadow") == true)
        let layer = CALayer()
        layer.shadowOpacity = 0.5
        let error = #expect(throws: SceneWriteError.self) { try SceneWriter.data(for: Scene(size: CGSize(width: 10, height: 10), layers: [layer])) }
        #expect(error?.description.contains("scene files have no shadows") == true)
    }
}

@Suite struct MaskSceneTests {
    @Test func scenesRefuseMasks() {
        let layer = CALayer()
        layer.mask = CALayer()
        let error = #expect(throws: SceneWriteError.self) { try SceneWriter.data(for: Scene(size: CGSize(width: 10, height: 10), layers: [layer])) }
        #expect(error?.description.contains("scene files have no masks") == true)
    }
}

@Suite struct GradientTypeSceneTests {
    @Test func scenesRefuseRadialAndConicGradients() {
        let layer = CAGradientLayer()
        layer.type = .radial
        let error = #expect(throws: SceneWriteError.self) { try SceneWriter.data(for: Scene(size: CGSize(width: 10, height: 10), layers: [layer])) }
        #expect(error?.description.contains("scene files have axial gradients only") == true)
    }
}
