import FoldCore
import Foundation
import Testing

@Suite struct PresentationRecorderTests {
    /// Every layer's presentation properties by layer, in tree order.
    func properties(_ roots: [CALayer], at time: Double) -> [LayerProperties] {
        roots.flatMap(\.allLayers).map { $0.presentationProperties(at: time) }
    }

    @Test func aPOPSpringBakedAt60fpsShowsTheRecordedValuesAtEveryFrame() throws {
        let card = CALayer()
        card.name = "card"
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        card.position = CGPoint(x: 100, y: 50)
        card.transform = CATransform3D(perspective: 500)
        let shade = CALayer()
        shade.name = "shade"
        shade.bounds = card.bounds
        card.addSublayer(shade)
        let animator = Animator()
        var parameters = POPSpringParameters()
        parameters.setBounciness(12)
        try animator.addSpring(
            forKey: "fold", property: .layer(card, AnimatableKeyPath("transform.rotation.x")!), to: [.pi / 2],
            parameters: parameters)
        try animator.addSpring(forKey: "move", property: .layer(card, .position), to: [160, 120], parameters: parameters)
        try animator.addSpring(forKey: "fade", property: .layer(shade, .opacity), to: [0.2], parameters: parameters)

        var recorded: [[LayerProperties]] = []
        let scene = try Scene.baking([card], size: CGSize(width: 320, height: 240), duration: 1.5, fps: 60) { t in
            animator.step(to: t)
            recorded.append(properties([card], at: t))
        }
        #expect(recorded.count == 91)
        #expect(scene.duration == 1.5 && scene.fps == 60)
        let baked = scene.layers
        #expect(baked.flatMap(\.allLayers).map(\.name) == ["card", "shade"])
        for (frame, values) in recorded.enumerated() {
            let t = Double(frame) / 60
            #expect(properties(baked, at: t) == values, "frame \(frame)")
        }
        // The spring moved these, and nothing else got an animation.
        #expect(Set(baked[0].attachedKeys) == ["position", "transform"])
        #expect(baked[0].children[0].attachedKeys == ["opacity"])
        // Between frames the baked scene interpolates: halfway between two frames, halfway.
        let a = recorded[10][0].position.x, b = recorded[11][0].position.x
        let mid = baked[0].presentationProperties(at: 10.5 / 60).position.x
        #expect(abs(mid - (a + b) / 2) < 1e-9)
        // What the bake made also writes and reads back to the same frames.
        let again = try SceneLoader.load(data: try SceneWriter.data(for: scene))
        for frame in stride(from: 0, to: recorded.count, by: 7) {
            let t = Double(frame) / 60
            #expect(properties(again.layers, at: t) == recorded[frame], "reloaded frame \(frame)")
        }
    }

    @Test func layersAddedAndRemovedMidwayAreHiddenWhenAbsent() throws {
        let root = CALayer()
        root.name = "root"
        let first = CALayer()
        first.name = "first"
        root.addSublayer(first)
        let flyer = CALayer()
        flyer.name = "flyer"
        let recorder = PresentationRecorder(layers: [root])
        for frame in 0...10 {
            let t = Double(frame) / 10
            if frame == 3 { root.insertSublayer(flyer, at: 0) }
            if frame == 7 { flyer.removeFromSuperlayer() }
            flyer.position = CGPoint(x: Double(frame), y: 0)
            first.opacity = Float(1 - t)
            try recorder.record(at: t)
        }
        let baked = recorder.bakedLayers()
        // The flyer was inserted behind `first`, and stays behind it in the baked order.
        #expect(baked[0].children.map(\.name) == ["flyer", "first"])
        let bakedFlyer = baked[0].children[0]
        for frame in 0...10 {
            let t = Double(frame) / 10
            let p = bakedFlyer.presentationProperties(at: t)
            #expect(p.isHidden == !(3...6).contains(frame), "frame \(frame)")
            // Present frames show their values; absent ones hold the nearest.
            #expect(p.position.x == CGFloat(min(max(frame, 3), 6)), "frame \(frame)")
            #expect(baked[0].children[1].presentationProperties(at: t).opacity == Double(Float(1 - t)))
        }
        #expect(Set(bakedFlyer.attachedKeys) == ["hidden", "position"])
    }

    @Test func aChangeNoAnimationCanCarryStartsASecondLayer() throws {
        let label = CATextLayer()
        label.name = "count"
        label.string = "1"
        let recorder = PresentationRecorder(layers: [label])
        for frame in 0...6 {
            if frame == 2 { label.string = "2" }
            if frame == 5 { label.fontWeight = 700 }
            try recorder.record(at: Double(frame))
        }
        let baked = recorder.bakedLayers()
        #expect(baked.map(\.name) == ["count", "count#2", "count#3"])
        #expect(baked.map { ($0 as? CATextLayer)?.string as? String } == ["1", "2", "2"])
        #expect(baked.map { ($0 as? CATextLayer)?.fontWeight } == [400, 400, 700])
        for frame in 0...6 {
            let visible = baked.filter { !$0.presentationProperties(at: Double(frame)).isHidden }
            #expect(visible.map(\.name) == [frame < 2 ? "count" : frame < 5 ? "count#2" : "count#3"], "frame \(frame)")
        }
    }

    @Test func aDriverOnAnotherClockIsSampledOnItsClockAndBakedFromZero() throws {
        // A CA animation added at host time 100 (a frame loop's clock), fading over 1 s.
        let card = CALayer()
        var fade = BasicAnimation(keyPath: .opacity, from: .number(0), to: .number(1))
        fade.beginTime = 100
        fade.duration = 1
        try card.add(fade, forKey: "fade")
        var driven: [Double] = []
        let scene = try Scene.baking([card], size: CGSize(width: 10, height: 10), duration: 1, fps: 4, startTime: 100) {
            driven.append($0)
        }
        #expect(driven == [100, 100.25, 100.5, 100.75, 101])
        for (frame, t) in [0, 0.25, 0.5, 0.75].enumerated() {
            #expect(scene.layers[0].presentationProperties(at: t).opacity == t, "frame \(frame)")
        }
        // At 101 the fade was removed on completion: the model's 1 again.
        #expect(scene.layers[0].presentationProperties(at: 1).opacity == 1)
    }

    @Test func everyAnimatablePropertyIsCarriedByOneBakedLayer() throws {
        let layer = CAGradientLayer()
        layer.name = "all"
        layer.colors = [CGColor.black, CGColor.white]
        layer.locations = [0, 1]
        layer.backgroundColor = .black
        let recorder = PresentationRecorder(layers: [layer])
        var recorded: [LayerProperties] = []
        for frame in 0...3 {
            let x = Double(frame)
            var p = layer.properties
            p.position = CGPoint(x: x, y: 2 * x)
            p.bounds = CGRect(x: x, y: 0, width: 10 + x, height: 5)
            p.anchorPoint = CGPoint(x: 0.1 * x, y: 0.5)
            p.anchorPointZ = x
            p.zPosition = -x
            p.transform = CATransform3D(rotationAngle: 0.1 * x, x: 0, y: 1, z: 0)
            p.sublayerTransform = CATransform3D(perspective: 100 + x)
            p.opacity = 1 - 0.2 * x
            p.isHidden = frame == 2
            p.cornerRadius = x
            p.backgroundColor = CGColor(red: 0.1 * x, green: 0, blue: 0, alpha: 1)
            p.borderWidth = x
            p.borderColor = CGColor(red: 0, green: 0.1 * x, blue: 0, alpha: 1)
            p.colors = [CGColor(red: 0.1 * x, green: 0, blue: 0, alpha: 1), CGColor.white]
            p.locations = [0, 1 - 0.1 * x]
            p.startPoint = CGPoint(x: 0.1 * x, y: 0)
            p.endPoint = CGPoint(x: 1, y: 0.1 * x)
            p.fontSize = 10 + x
            p.foregroundColor = CGColor(red: 0, green: 0, blue: 0.1 * x, alpha: 1)
            p.contentsRect = CGRect(x: 0.1 * x, y: 0, width: 0.5, height: 0.5)
            layer.properties = p
            recorded.append(p)
            try recorder.record(at: x)
        }
        let baked = recorder.bakedLayers()
        #expect(baked.count == 1)
        for frame in 0...3 {
            #expect(baked[0].presentationProperties(at: Double(frame)) == recorded[frame], "frame \(frame)")
        }
        // Each baked key path changed here, so each got its animation.
        #expect(baked[0].attachedKeys.count == 20)
    }

    @Test func framesMustMoveForward() throws {
        let recorder = PresentationRecorder(layers: [CALayer()])
        try recorder.record(at: 1)
        #expect(throws: AnimationError.self) { try recorder.record(at: 1) }
        #expect(throws: AnimationError.self) { try recorder.record(at: .nan) }
        #expect(throws: AnimationError.self) {
            try Scene.baking([], size: CGSize(width: 1, height: 1), duration: 1, fps: 0) { _ in }
        }
    }
}
