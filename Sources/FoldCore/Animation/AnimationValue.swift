import Foundation

/// A value an animation can carry: one case per kind of animatable layer property.
package enum AnimationValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor)
    case colors([CGColor])
    case numbers([Double])
    case bool(Bool)
    /// A shape layer's path: interpolated point by point between paths of the same elements.
    case path(Path)

    /// The kind without its payload, for validation messages.
    public enum Kind: String, Sendable {
        case number, point, size, rect, transform, color, colors, numbers, bool, path
    }

    public var kind: Kind {
        switch self {
        case .number: .number
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .transform: .transform
        case .color: .color
        case .colors: .colors
        case .numbers: .numbers
        case .bool: .bool
        case .path: .path
        }
    }

    public var description: String {
        switch self {
        case .number(let v): "\(v)"
        case .point(let p): "\(p)"
        case .size(let s): "\(s)"
        case .rect(let r): "\(r)"
        case .transform(let t): "\(t)"
        case .color(let c): "\(c)"
        case .colors(let c): "\(c)"
        case .numbers(let n): "\(n)"
        case .bool(let b): "\(b)"
        case .path(let p): "path of \(p.elements.count) elements"
        }
    }

    public var number: Double? {
        if case .number(let v) = self { return v }
        return nil
    }

    /// The value as a flat list of components (colours premultiplied, as they are interpolated).
    package var components: [Double] {
        switch self {
        case .number(let v): [v]
        case .point(let p): [p.x, p.y]
        case .size(let s): [s.width, s.height]
        case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .transform(let t): t.values
        case .color(let c): [c.rgba.premultiplied.red, c.rgba.premultiplied.green, c.rgba.premultiplied.blue, c.alpha]
        case .colors(let cs): cs.flatMap { AnimationValue.color($0).components }
        case .numbers(let n): n
        case .bool(let b): [b ? 1 : 0]
        case .path(let p): p.elements.flatMap(\.points).flatMap { [$0.x, $0.y] }
        }
    }

    /// A value of the same kind (and count, for lists) built from components.
    package func with(components c: [Double]) -> AnimationValue {
        switch self {
        case .number: return .number(c[0])
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .size: return .size(CGSize(width: c[0], height: c[1]))
        case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .transform: return .transform(CATransform3D(c)!)
        case .color:
            return .color(CGColor(premultipliedRed: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case .colors(let cs):
            return .colors(
                (0..<cs.count).map { i in
                    CGColor(premultipliedRed: c[i * 4], green: c[i * 4 + 1], blue: c[i * 4 + 2], alpha: c[i * 4 + 3])
                })
        case .numbers: return .numbers(c)
        case .bool: return .bool(c[0] >= 0.5)
        case .path(let p):
            var i = 0
            func next() -> CGPoint {
                defer { i += 2 }
                return CGPoint(x: c[i], y: c[i + 1])
            }
            return .path(
                Path(
                    p.elements.map { e in
                        switch e {
                        case .move: .move(to: next())
                        case .line: .line(to: next())
                        case .quadCurve: .quadCurve(to: next(), control: next())
                        case .curve: .curve(to: next(), control1: next(), control2: next())
                        case .closeSubpath: .closeSubpath
                        }
                    }))
        }
    }

    /// Whether two values can be interpolated (same kind, same count for lists).
    public func isCompatible(with other: AnimationValue) -> Bool {
        if case .path(let a) = self, case .path(let b) = other {
            // Point by point only between the same elements; others switch, as in Core Animation.
            return a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy { $0.sameKind(as: $1) }
        }
        return kind == other.kind && components.count == other.components.count
    }

    /// Core Animation's interpolation: component-wise; transforms through their decomposition
    /// (so a rotation turns rather than shrinking through the matrix average), the rotation by
    /// quaternion slerp along the shorter arc, as CSS interpolates `matrix3d` (Euler angles
    /// would tumble about other axes on the way); booleans and incompatible values switch at
    /// the end.
    /// The end points come back exactly (not recomposed from a decomposition), so a keyframe
    /// shows its own value at its key time.
    public func interpolated(to other: AnimationValue, fraction t: Double) -> AnimationValue {
        if t == 0 || self == other { return self }
        if t == 1 { return other }
        guard isCompatible(with: other) else { return t < 1 ? self : other }
        switch (self, other) {
        case (.bool, .bool):
            return t < 1 ? self : other
        case (.path, .path):
            return with(components: zip(components, other.components).map { $0 + ($1 - $0) * t })
        case (.transform(let a), .transform(let b)):
            guard let da = a.decomposition, let db = b.decomposition else {
                return with(components: zip(components, other.components).map { $0 + ($1 - $0) * t })
            }
            var d = TransformDecomposition()
            d.scale = da.scale + (db.scale - da.scale) * t
            d.skew = da.skew + (db.skew - da.skew) * t
            d.translation = da.translation + (db.translation - da.translation) * t
            d.perspective = zip(da.perspective, db.perspective).map { $0 + ($1 - $0) * t }
            d.homogeneousScale = da.homogeneousScale + (db.homogeneousScale - da.homogeneousScale) * t
            let q = da.quaternion.slerp(to: db.quaternion, fraction: t)
            return .transform(d.transform(rotation: q.rotationMatrix))
        default:
            return with(components: zip(components, other.components).map { $0 + ($1 - $0) * t })
        }
    }

    /// `self + other`, for `by`, additive and cumulative animations; transforms concatenate
    /// (`other` applied first, then `self`).
    public func adding(_ other: AnimationValue) -> AnimationValue {
        guard isCompatible(with: other) else { return self }
        switch (self, other) {
        case (.transform(let a), .transform(let b)): return .transform(a.concatenating(b))
        case (.bool, _): return self
        default: return with(components: zip(components, other.components).map { $0 + $1 })
        }
    }

    /// `self − other` (the inverse of `adding`).
    public func subtracting(_ other: AnimationValue) -> AnimationValue {
        guard isCompatible(with: other) else { return self }
        switch (self, other) {
        case (.transform(let a), .transform(let b)):
            return .transform(a.concatenating(b.inverted() ?? .identity))
        case (.bool, _): return self
        default: return with(components: zip(components, other.components).map { $0 - $1 })
        }
    }

    /// `self` added to itself n times (cumulative repeats).
    func repeated(_ n: Int) -> AnimationValue {
        switch self {
        case .transform(let t):
            var r = CATransform3D.identity
            for _ in 0..<max(0, min(n, 10_000)) { r = r.concatenating(t) }
            return .transform(r)
        case .bool: return self
        default: return with(components: components.map { $0 * Double(n) })
        }
    }

    /// Euclidean distance between component lists (for paced keyframes).
    public func distance(to other: AnimationValue) -> Double {
        guard isCompatible(with: other) else { return 0 }
        return zip(components, other.components).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
}

extension Vector3 {
    static func * (s: Double, v: Vector3) -> Vector3 { v * s }
}
