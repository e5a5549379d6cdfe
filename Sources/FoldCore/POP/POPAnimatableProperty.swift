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
    /// For the named UIKit properties: what they take (a `POPPropertyHost` reads and writes them).
    package var objectProperty: POPObjectProperty?

    public required override init() { super.init() }

    /// One of POP's named properties (`kPOPLayerRotationX`, `kPOPViewAlpha`…), as a
    /// `POPAnimatableProperty`; nil for a name POP does not define.
    open class func property(withName aName: String) -> Any? {
        let layerProperty = POPLayerProperty.named[aName]
        let objectProperty = layerProperty == nil ? POPObjectProperty.named[aName] : nil
        guard let threshold = layerProperty?.threshold ?? objectProperty?.threshold else { return nil }
        let p = POPAnimatableProperty()
        p.name = aName
        p.layerProperty = layerProperty
        p.objectProperty = objectProperty
        p.threshold = CGFloat(threshold)
        let count = p.componentCount
        // A layer name on a layer through its key paths; everything else (a view's bounds and
        // size are layer names too) through the object's own setters.
        p.readBlock = { object, values in
            guard let values else { return }
            let read: [Double]? =
                if let layer = object as? CALayer { layerProperty?.read(layer) } else {
                    (object as? any POPPropertyHost)?.popComponents(aName)
                }
            for (i, v) in (read ?? []).enumerated() { values[i] = CGFloat(v) }
        }
        p.writeBlock = { object, values in
            guard let values else { return }
            let components = (0..<count).map { Double(values[$0]) }
            if let layer = object as? CALayer, let layerProperty {
                layerProperty.write(components, to: layer)
            } else if let host = object as? any POPPropertyHost {
                _ = host.setPOPComponents(components, forName: aName)
            }
        }
        return p
    }

    open class func property(withName aName: String, initializer block: ((POPMutableAnimatableProperty?) -> Void)?) -> Any? {
        let p = POPMutableAnimatableProperty()
        p.name = aName
        if let named = property(withName: aName) as? POPAnimatableProperty {
            (p.readBlock, p.writeBlock, p.threshold) = (named.readBlock, named.writeBlock, named.threshold)
            (p.layerProperty, p.objectProperty) = (named.layerProperty, named.objectProperty)
        }
        block?(p)
        return p
    }

    /// Components the property has: a named one's, or up to POP's four.
    package var componentCount: Int { layerProperty?.componentCount ?? objectProperty?.componentCount ?? 4 }

    /// The kind of value a named property takes; nil for a property of the caller's own.
    package var valueKind: AnimationValue.Kind? { layerProperty?.valueKind ?? objectProperty?.kind }

    /// Why this named property cannot drive `object` (POP would send it a message it does not
    /// answer, and crash); nil when it can, or when the property is the caller's own.
    package func refusal(for object: AnyObject) -> String? {
        if layerProperty != nil {
            if object is CALayer || (object as? any POPPropertyHost)?.popComponents(name) != nil { return nil }
            return "\(name) is a CALayer property and \(type(of: object)) has none by that name: add the animation to its layer"
        }
        if objectProperty != nil {
            if (object as? any POPPropertyHost)?.popComponents(name) != nil { return nil }
            let owner = name.split(separator: ".").first.map(String.init) ?? name
            return "\(name) is a property of a UIKit \(owner) and \(type(of: object)) has none by that name"
        }
        return nil
    }
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
