import Foundation

// The presentation layer and key-value access, as Core Animation has them.

extension CALayer {
    /// A copy of this layer as it is shown now (at `CACurrentMediaTime()`): its model with every
    /// animation applied, with the sublayers' presentation copies. Changing it changes nothing
    /// on screen. Nil for a subclass defined outside FoldKit: Swift cannot make an instance of
    /// it without an initializer every subclass must have (Core Animation uses the Objective-C
    /// runtime for that); read such a layer's values at a time with `presentation(at:)`.
    public func presentation() -> Self? {
        presentationCopy(at: CACurrentMediaTime()) as? Self
    }

    /// The model layer: for a presentation layer, the layer it shows; otherwise this layer.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    private func presentationCopy(at time: Double) -> CALayer {
        let copy = CALayer.make(kind)
        copy.properties = presentationProperties(at: time)
        copy.name = name
        copy.timing = timing
        copy.modelLayer = self
        for s in children { copy.addSublayer(s.presentationCopy(at: time)) }
        copy.mask = mask?.presentationCopy(at: time)
        return copy
    }

    /// The value at an animatable key path (`"transform.rotation.x"`, `"position"`,
    /// `"opacity"`…), as Core Animation's key-value coding boxes it: numbers as `NSNumber`
    /// (on Linux, read them `as? Double` or `as? NSNumber`: Foundation does not bridge to
    /// CGFloat), points, sizes, rects and transforms as `NSValue`, colours as `CGColor`. Nil for
    /// a key path Core Animation does not animate (where Core Animation raises an exception).
    public func value(forKeyPath keyPath: String) -> Any? {
        if keyPath == "name" { return name }
        guard let path = AnimatableKeyPath(keyPath) else { return keyPath.contains(".") ? nil : keyedValues[keyPath] }
        return properties[path].boxed
    }

    /// The property named `key` (`"opacity"`, `"position"`…), or a value kept under a key of the
    /// caller's own: Core Animation's layers are key-value containers for any key.
    public func value(forKey key: String) -> Any? {
        if key == "name" { return name }
        if !key.contains("."), let path = AnimatableKeyPath(key) { return properties[path].boxed }
        return keyedValues[key]
    }

    /// Sets the property named `key` (a value of the wrong type is ignored), or keeps `value`
    /// under a key of the caller's own (nil removes it).
    public func setValue(_ value: Any?, forKey key: String) {
        if key == "name" || (!key.contains(".") && AnimatableKeyPath(key) != nil) {
            return setValue(value, forKeyPath: key)
        }
        keyedValues[key] = value
    }

    /// Sets the value at an animatable key path (`"transform.rotation.z"` turns the layer about
    /// z, keeping its scale and translation). A value of the wrong type is ignored.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if keyPath == "name" {
            name = value as? String
            return
        }
        guard let path = AnimatableKeyPath(keyPath) else {
            // A single key of the caller's own is kept, as Core Animation's layers keep any key.
            if !keyPath.contains(".") { keyedValues[keyPath] = value }
            return
        }
        guard path.isProperty(of: kind), let v = AnimationValue(bridging: value, as: path.valueKind) else { return }
        let size = properties.bounds.size
        change(path.wholeProperty.description) { properties[path] = v }
        if properties.bounds.size != size { setNeedsLayout() }
    }
}

extension AnimationValue {
    /// The value as Core Animation's key-value coding returns it.
    var boxed: Any {
        switch self {
        case .number(let v): NSNumber(value: v)
        case .point(let p): NSValue(cgPoint: p)
        case .size(let s): NSValue(cgSize: s)
        case .rect(let r): NSValue(cgRect: r)
        case .transform(let t): NSValue(caTransform3D: t)
        case .color(let c): c
        case .colors(let cs): cs
        case .numbers(let ns): ns.map { NSNumber(value: $0) }
        case .bool(let b): NSNumber(value: b)
        case .path(let p): CGPath(path: p)
        }
    }
}
