import Foundation

/// Reads a property's components into `values` (POPAnimatablePropertyReadBlock).
public typealias POPAnimatablePropertyReadBlock = (Any?, UnsafeMutablePointer<CGFloat>?) -> Void
/// Writes `values` to a property (POPAnimatablePropertyWriteBlock).
public typealias POPAnimatablePropertyWriteBlock = (Any?, UnsafePointer<CGFloat>?) -> Void

/// What a POP animation drives (POPAnimatableProperty): a named property of layers, or any value
/// through read and write blocks, with the threshold under which it counts as arrived.
open class POPAnimatableProperty: NSObject, @unchecked Sendable {
    public internal(set) var name: String = ""
    public internal(set) var readBlock: POPAnimatablePropertyReadBlock?
    public internal(set) var writeBlock: POPAnimatablePropertyWriteBlock?
    public internal(set) var threshold: CGFloat = 1
    /// For the named layer properties: the key paths it reads and writes, in component order.
    package var layerProperty: POPLayerProperty?

    public required override init() { super.init() }

    /// One of POP's named properties (`kPOPLayerRotationX`…), as a `POPAnimatableProperty`; nil
    /// for a name POP does not define.
    open class func property(withName aName: String) -> Any? {
        guard let layerProperty = POPLayerProperty.named[aName] else { return nil }
        let p = POPAnimatableProperty()
        p.name = aName
        p.layerProperty = layerProperty
        p.threshold = CGFloat(layerProperty.threshold)
        p.readBlock = { object, values in
            guard let layer = object as? CALayer, let values else { return }
            for (i, v) in layerProperty.read(layer).enumerated() { values[i] = CGFloat(v) }
        }
        p.writeBlock = { object, values in
            guard let layer = object as? CALayer, let values else { return }
            layerProperty.write((0..<layerProperty.componentCount).map { Double(values[$0]) }, to: layer)
        }
        return p
    }

    /// A property named `aName` set up by `block` (a named one's blocks, if the name is POP's,
    /// or the ones `block` gives).
    open class func property(withName aName: String, initializer block: ((POPMutableAnimatableProperty?) -> Void)?) -> Any? {
        let p = POPMutableAnimatableProperty()
        p.name = aName
        if let named = property(withName: aName) as? POPAnimatableProperty {
            (p.readBlock, p.writeBlock, p.threshold, p.layerProperty) = (named.readBlock, named.writeBlock, named.threshold, named.layerProperty)
        }
        block?(p)
        return p
    }

    /// Components the property has: its layer key paths', or up to POP's four.
    package var componentCount: Int { layerProperty?.componentCount ?? 4 }
}

/// A property whose blocks and threshold can be set (POPMutableAnimatableProperty).
open class POPMutableAnimatableProperty: POPAnimatableProperty, @unchecked Sendable {
    public override var name: String {
        get { super.name }
        set { super.name = newValue }
    }
    public override var readBlock: POPAnimatablePropertyReadBlock? {
        get { super.readBlock }
        set { super.readBlock = newValue }
    }
    public override var writeBlock: POPAnimatablePropertyWriteBlock? {
        get { super.writeBlock }
        set { super.writeBlock = newValue }
    }
    public override var threshold: CGFloat {
        get { super.threshold }
        set { super.threshold = newValue }
    }
}

extension AnimationValue.Kind {
    /// How many numbers a value of this kind has.
    package var componentCount: Int {
        switch self {
        case .number, .bool: 1
        case .point, .size: 2
        case .rect, .transform, .color, .colors, .numbers, .path: 4
        }
    }
}
