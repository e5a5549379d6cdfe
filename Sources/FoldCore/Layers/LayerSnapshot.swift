import Foundation

/// An immutable presentation of a layer subtree at one instant: what a renderer draws.
/// A value type, so it can be handed to another thread.
public struct LayerSnapshot: Hashable, Sendable {
    public var name: String?
    public var kind: LayerKind
    public var properties: LayerProperties
    public var sublayers: [LayerSnapshot]

    public init(name: String?, kind: LayerKind, properties: LayerProperties, sublayers: [LayerSnapshot] = []) {
        self.name = name
        self.kind = kind
        self.properties = properties
        self.sublayers = sublayers
    }

    /// The path from a named layer up to the root of `roots` (the layer first), or nil.
    public static func chain(named name: String, in roots: [LayerSnapshot]) -> [LayerSnapshot]? {
        for root in roots {
            if root.name == name { return [root] }
            if let c = chain(named: name, in: root.sublayers) { return c + [root] }
        }
        return nil
    }

    /// The chain (layer first, root last) of every named layer, in one walk of the forest: for
    /// looking up many ids without a walk each. The first layer of a name wins, as in `chain`.
    public static func chains(in roots: [LayerSnapshot]) -> [String: [LayerSnapshot]] {
        var out: [String: [LayerSnapshot]] = [:]
        func visit(_ layers: [LayerSnapshot], ancestors: [LayerSnapshot]) {
            for layer in layers {
                let chain = [layer] + ancestors
                if let name = layer.name, out[name] == nil { out[name] = chain }
                visit(layer.sublayers, ancestors: chain)
            }
        }
        visit(roots, ancestors: [])
        return out
    }

    /// Every snapshot in the forest, depth first, back to front.
    public static func all(in roots: [LayerSnapshot]) -> [LayerSnapshot] {
        roots.flatMap { [$0] + all(in: $0.sublayers) }
    }
}
