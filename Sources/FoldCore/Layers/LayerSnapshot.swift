import Foundation

/// An immutable presentation of a layer subtree at one instant: what a renderer draws.
/// A value type, so it can be handed to another thread.
public struct LayerSnapshot: Hashable, Sendable {
    public var name: String?
    public var kind: LayerKind
    public var properties: LayerProperties
    public var sublayers: [LayerSnapshot]
    /// The layer whose alpha masks this one (`CALayer.mask`), in this layer's coordinates.
    public var mask: LayerSnapshot? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }
    /// Zero or one snapshot (an array, as a struct cannot hold itself).
    private var maskStorage: [LayerSnapshot] = []

    public init(
        name: String?, kind: LayerKind, properties: LayerProperties, sublayers: [LayerSnapshot] = [], mask: LayerSnapshot? = nil
    ) {
        self.name = name
        self.kind = kind
        self.properties = properties
        self.sublayers = sublayers
        self.mask = mask
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
