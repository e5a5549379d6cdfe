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
    /// For the named layer properties: the key path and its component count.
    package var layerKeyPath: AnimatableKeyPath?

    public required override init() { super.init() }

    /// One of POP's named properties (`kPOPLayerRotationX`…), as a `POPAnimatableProperty`; nil
    /// for a name POP does not define.
    open class func property(withName aName: String) -> Any? {
        guard let path = popLayerKeyPaths[aName] else { return nil }
        let p = POPAnimatableProperty()
        p.name = aName
        p.layerKeyPath = path
        p.threshold = AnimatedProperty.threshold(for: path)
        let count = path.valueKind.componentCount
        p.readBlock = { object, values in
            guard let layer = object as? CALayer, let values else { return }
            for (i, v) in layer.properties[path].components.prefix(count).enumerated() { values[i] = CGFloat(v) }
        }
        p.writeBlock = { object, values in
            guard let layer = object as? CALayer, let values else { return }
            let current = layer.properties[path]
            layer.properties[path] = current.with(components: (0..<count).map { Double(values[$0]) })
        }
        return p
    }

    /// A property named `aName` set up by `block` (a named one's blocks, if the name is POP's,
    /// or the ones `block` gives).
    open class func property(withName aName: String, initializer block: ((POPMutableAnimatableProperty?) -> Void)?) -> Any? {
        let p = POPMutableAnimatableProperty()
        p.name = aName
        if let named = property(withName: aName) as? POPAnimatableProperty {
            (p.readBlock, p.writeBlock, p.threshold, p.layerKeyPath) = (named.readBlock, named.writeBlock, named.threshold, named.layerKeyPath)
        }
        block?(p)
        return p
    }

    /// Components the property has: its layer key path's, or up to POP's four.
    package var componentCount: Int { layerKeyPath?.valueKind.componentCount ?? 4 }
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

// POP's layer property names and the key paths they drive.
public let kPOPLayerBackgroundColor = "backgroundColor"
public let kPOPLayerBounds = "bounds"
public let kPOPLayerCornerRadius = "cornerRadius"
public let kPOPLayerBorderWidth = "borderWidth"
public let kPOPLayerBorderColor = "borderColor"
public let kPOPLayerOpacity = "opacity"
public let kPOPLayerPosition = "position"
public let kPOPLayerPositionX = "positionX"
public let kPOPLayerPositionY = "positionY"
public let kPOPLayerRotation = "rotation"
public let kPOPLayerRotationX = "rotationX"
public let kPOPLayerRotationY = "rotationY"
public let kPOPLayerScaleX = "scaleX"
public let kPOPLayerScaleY = "scaleY"
public let kPOPLayerSize = "size"
public let kPOPLayerTranslationX = "translationX"
public let kPOPLayerTranslationY = "translationY"
public let kPOPLayerTranslationZ = "translationZ"
public let kPOPLayerZPosition = "zPosition"

let popLayerKeyPaths: [String: AnimatableKeyPath] = [
    kPOPLayerBackgroundColor: .backgroundColor, kPOPLayerBounds: .bounds, kPOPLayerCornerRadius: .cornerRadius,
    kPOPLayerBorderWidth: .borderWidth, kPOPLayerBorderColor: .borderColor, kPOPLayerOpacity: .opacity,
    kPOPLayerPosition: .position, kPOPLayerPositionX: .positionX, kPOPLayerPositionY: .positionY,
    kPOPLayerRotation: .transform(sublayer: false, .rotationZ), kPOPLayerRotationX: .transform(sublayer: false, .rotationX),
    kPOPLayerRotationY: .transform(sublayer: false, .rotationY), kPOPLayerScaleX: .transform(sublayer: false, .scaleX),
    kPOPLayerScaleY: .transform(sublayer: false, .scaleY), kPOPLayerSize: .boundsSize,
    kPOPLayerTranslationX: .transform(sublayer: false, .translationX), kPOPLayerTranslationY: .transform(sublayer: false, .translationY),
    kPOPLayerTranslationZ: .transform(sublayer: false, .translationZ), kPOPLayerZPosition: .zPosition,
]

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
