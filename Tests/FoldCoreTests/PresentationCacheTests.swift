import Foundation
import Testing

@testable import FoldCore

/// A layer keeps its subtree's presentation while nothing in it changes or animates: after any
/// change, anywhere in the tree, the presentation is the one built afresh from the model and
/// the animations.
@Suite struct PresentationCacheTests {
    /// The presentation built from scratch (no kept snapshot is read).
    static func fresh(_ layer: CALayer, at time: Double) -> LayerSnapshot {
        LayerSnapshot(
            name: layer.name, kind: layer.kind, properties: layer.presentationProperties(at: time),
            sublayers: layer.children.map { fresh($0, at: time) })
    }

    func uniform(_ rng: inout SplitMix64, _ a: Double, _ b: Double) -> Double { a + (b - a) * rng.unit() }

    @Test func everyKindOfChangeShowsInTheNextPresentation() throws {
        var rng = SplitMix64(seed: 3)
        let root = CALayer()
        var layers = [root]
        var time = 0.0
        var checked = 0
        for step in 0..<4000 {
            let layer = layers[Int(rng.next() % UInt64(layers.count))]
            switch rng.next() % 14 {
            case 0: layer.opacity = Float(rng.unit())
            case 1: layer.bounds = CGRect(x: 0, y: 0, width: uniform(&rng, 1, 100), height: uniform(&rng, 1, 100))
            case 2: layer.properties.position.x = uniform(&rng, -50, 50)  // one field, in place
            case 3: layer.properties = LayerProperties()
            case 4: layer.name = rng.next() % 2 == 0 ? nil : "layer \(step)"
            case 5, 6:
                let child = CALayer.make([.layer, .gradient, .text, .transform][Int(rng.next() % 4)])
                layer.insertSublayer(child, at: UInt32(rng.next() % UInt64(layer.children.count + 1)))
                layers.append(child)
            case 7:
                // Removed from the tree (it may come back in case 8).
                if layer !== root { layer.removeFromSuperlayer() }
            case 8:
                // Moved under another layer that is not its own descendant.
                let target = layers[Int(rng.next() % UInt64(layers.count))]
                if layer !== root, !layer.allLayers.contains(where: { $0 === target }) { target.addSublayer(layer) }
            case 9: if let first = layer.children.first { layer.addSublayer(first) }
            case 10:
                var fade = BasicAnimation(keyPath: .opacity, from: .number(0), to: .number(1))
                fade.duration = uniform(&rng, 0.05, 0.5)
                fade.isRemovedOnCompletion = rng.next() % 2 == 0
                try layer.add(fade, forKey: "fade", now: time)
            case 11: layer.removeAnimation(forKey: "fade")
            case 12:
                time += uniform(&rng, 0, 0.3)
                root.finishAnimations(upTo: time)
                // Every ended animation removed on completion is gone from the tree, under kept
                // presentations (where the walk stops) or not.
                let ended = root.allLayers.flatMap { l in l.attachedKeys.compactMap { l.attachedAnimation(forKey: $0) } }
                    .filter { $0.isRemovedOnCompletion && time >= $0.timing.endTime }.count
                #expect(ended == 0, "after step \(step)")
            default:
                if let gradient = layer as? CAGradientLayer { gradient.colors = [CGColor.black, CGColor(red: rng.unit(), green: 0, blue: 0, alpha: 1)] }
                if let text = layer as? CATextLayer { text.string = "\(rng.next() % 100)" }
                layer.properties.cornerRadius = uniform(&rng, 0, 10)
            }
            // Presentations between changes (kept ones are made and read), at a moving time.
            for _ in 0..<Int(rng.next() % 3) {
                time += uniform(&rng, 0, 0.05)
                let kept = root.presentation(at: time)
                #expect(kept == Self.fresh(root, at: time), "after step \(step)")
                checked += 1
                if kept != Self.fresh(root, at: time) { return }
            }
            // Layers left out of the tree still answer for their own subtree.
            if rng.next() % 8 == 0 {
                let any = layers[Int(rng.next() % UInt64(layers.count))]
                #expect(any.presentation(at: time) == Self.fresh(any, at: time), "a layer after step \(step)")
            }
        }
        #expect(checked > 2000 && layers.count > 300)
    }

    /// A still subtree is not snapshotted again: its presentation is the kept one (the same
    /// storage), while an animating sibling's is made anew each time.
    @Test func aStillSubtreeIsKeptWhileAnAnimatingOneIsNot() throws {
        let root = CALayer(), still = CALayer(), moving = CALayer()
        for _ in 0..<3 { still.addSublayer(CALayer()) }
        root.addSublayer(still)
        root.addSublayer(moving)
        var fade = BasicAnimation(keyPath: .opacity, from: .number(0), to: .number(1))
        fade.duration = 1
        try moving.add(fade, forKey: "fade", now: 0)
        let a = root.presentation(at: 0.25), b = root.presentation(at: 0.5)
        #expect(a.sublayers[1].properties.opacity == 0.25 && b.sublayers[1].properties.opacity == 0.5)
        a.sublayers[0].sublayers.withUnsafeBufferPointer { x in
            b.sublayers[0].sublayers.withUnsafeBufferPointer { y in #expect(x.baseAddress == y.baseAddress) }
        }
        // A change deep in the still subtree shows at once.
        still.children[2].opacity = 0.3
        #expect(root.presentation(at: 0.5).sublayers[0].sublayers[2].properties.opacity == Double(Float(0.3)))
    }
}
