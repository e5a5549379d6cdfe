import Foundation

/// A Core Animation key path that an animation can target (`position.x`, `transform.rotation.y`, …).
package enum AnimatableKeyPath: Hashable, Sendable, CustomStringConvertible {
    case position, positionX, positionY
    case bounds, boundsOrigin, boundsSize, boundsWidth, boundsHeight
    case anchorPoint, anchorPointZ, zPosition
    case opacity, hidden, cornerRadius, backgroundColor, borderWidth, borderColor
    /// `transform` or `sublayerTransform` (whole), or one component of its decomposition.
    case transform(sublayer: Bool, TransformComponent)
    case colors, locations, startPoint, endPoint
    case fontSize, foregroundColor
    case contentsRect, contentsCenter, rasterizationScale
    case path, fillColor, strokeColor, strokeStart, strokeEnd, lineWidth, miterLimit, lineDashPhase
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath

    /// The parts of a transform that sub-key-paths address.
    public enum TransformComponent: String, Hashable, Sendable, CaseIterable {
        case whole = ""
        case rotation = ".rotation"
        case rotationX = ".rotation.x"
        case rotationY = ".rotation.y"
        case rotationZ = ".rotation.z"
        case scale = ".scale"
        case scaleX = ".scale.x"
        case scaleY = ".scale.y"
        case scaleZ = ".scale.z"
        case translation = ".translation"
        case translationX = ".translation.x"
        case translationY = ".translation.y"
        case translationZ = ".translation.z"
    }

    static let simple: [String: AnimatableKeyPath] = [
        "position": .position, "position.x": .positionX, "position.y": .positionY,
        "bounds": .bounds, "bounds.origin": .boundsOrigin, "bounds.size": .boundsSize,
        "bounds.size.width": .boundsWidth, "bounds.size.height": .boundsHeight,
        "anchorPoint": .anchorPoint, "anchorPointZ": .anchorPointZ, "zPosition": .zPosition,
        "opacity": .opacity, "hidden": .hidden, "cornerRadius": .cornerRadius,
        "backgroundColor": .backgroundColor, "borderWidth": .borderWidth, "borderColor": .borderColor,
        "colors": .colors, "locations": .locations, "startPoint": .startPoint, "endPoint": .endPoint,
        "fontSize": .fontSize, "foregroundColor": .foregroundColor, "contentsRect": .contentsRect,
        "contentsCenter": .contentsCenter, "rasterizationScale": .rasterizationScale,
        "path": .path, "fillColor": .fillColor, "strokeColor": .strokeColor, "strokeStart": .strokeStart,
        "strokeEnd": .strokeEnd, "lineWidth": .lineWidth, "miterLimit": .miterLimit, "lineDashPhase": .lineDashPhase,
        "shadowColor": .shadowColor, "shadowOpacity": .shadowOpacity, "shadowOffset": .shadowOffset,
        "shadowRadius": .shadowRadius, "shadowPath": .shadowPath,
    ]

    /// Every key path string that parses, for error messages that suggest the nearest one.
    public static let allNames: [String] = {
        var names = Array(simple.keys)
        for base in ["transform", "sublayerTransform"] {
            names += TransformComponent.allCases.map { base + $0.rawValue }
        }
        return names.sorted()
    }()

    /// The key paths scene files animate: all but the shape layers' and the shadow's.
    public static let sceneNames: [String] = allNames.filter { AnimatableKeyPath($0)?.sceneProblem == nil }

    /// Why a scene file cannot animate this key path; nil when it can.
    public var sceneProblem: String? {
        switch self {
        case .path, .fillColor, .strokeColor, .strokeStart, .strokeEnd, .lineWidth, .miterLimit, .lineDashPhase:
            "animates shape layers, which scene files do not have"
        case .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius, .shadowPath:
            "animates a layer's shadow, which scene files do not have"
        case .contentsCenter:
            "animates nine-part stretching, which scene files do not have"
        case .rasterizationScale:
            "animates rasterizationScale; scene files rasterize at the recording's scale"
        default: nil
        }
    }

    public init?(_ string: String) {
        if let k = Self.simple[string] {
            self = k
            return
        }
        for (base, sublayer) in [("sublayerTransform", true), ("transform", false)] where string.hasPrefix(base) {
            guard let component = TransformComponent(rawValue: String(string.dropFirst(base.count))) else { return nil }
            self = .transform(sublayer: sublayer, component)
            return
        }
        return nil
    }

    public var description: String {
        if case .transform(let sublayer, let c) = self { return (sublayer ? "sublayerTransform" : "transform") + c.rawValue }
        return Self.simple.first { $0.value == self }!.key
    }

    /// The kind of value this key path takes.
    public var valueKind: AnimationValue.Kind {
        switch self {
        case .position, .anchorPoint, .startPoint, .endPoint, .boundsOrigin: .point
        case .bounds, .contentsRect, .contentsCenter: .rect
        case .boundsSize: .size
        case .positionX, .positionY, .boundsWidth, .boundsHeight, .anchorPointZ, .zPosition, .opacity,
            .cornerRadius, .borderWidth, .fontSize, .strokeStart, .strokeEnd, .lineWidth, .miterLimit, .lineDashPhase,
            .shadowOpacity, .shadowRadius, .rasterizationScale:
            .number
        case .path, .shadowPath: .path
        case .shadowOffset: .size
        case .hidden: .bool
        case .backgroundColor, .borderColor, .foregroundColor, .fillColor, .strokeColor, .shadowColor: .color
        case .colors: .colors
        case .locations: .numbers
        case .transform(_, let c):
            switch c {
            case .whole: .transform
            case .translation: .point
            default: .number
            }
        }
    }
}

extension LayerProperties {
    /// The value at a key path.
    package subscript(keyPath: AnimatableKeyPath) -> AnimationValue {
        get {
            switch keyPath {
            case .position: return .point(position)
            case .positionX: return .number(position.x)
            case .positionY: return .number(position.y)
            case .bounds: return .rect(bounds)
            case .boundsOrigin: return .point(bounds.origin)
            case .boundsSize: return .size(bounds.size)
            case .boundsWidth: return .number(bounds.size.width)
            case .boundsHeight: return .number(bounds.size.height)
            case .anchorPoint: return .point(anchorPoint)
            case .anchorPointZ: return .number(anchorPointZ)
            case .zPosition: return .number(zPosition)
            case .opacity: return .number(opacity)
            case .hidden: return .bool(isHidden)
            case .cornerRadius: return .number(cornerRadius)
            case .backgroundColor: return .color(backgroundColor ?? .clear)
            case .borderWidth: return .number(borderWidth)
            case .borderColor: return .color(borderColor ?? .clear)
            case .colors: return .colors(colors)
            case .locations: return .numbers(effectiveLocations)
            case .startPoint: return .point(startPoint)
            case .endPoint: return .point(endPoint)
            case .fontSize: return .number(fontSize)
            case .foregroundColor: return .color(foregroundColor ?? .clear)
            case .contentsRect: return .rect(contentsRect)
            case .contentsCenter: return .rect(contentsCenter)
            case .rasterizationScale: return .number(rasterizationScale)
            case .path: return .path(shape.path ?? Path())
            case .fillColor: return .color(shape.fillColor ?? .clear)
            case .strokeColor: return .color(shape.strokeColor ?? .clear)
            case .strokeStart: return .number(shape.strokeStart)
            case .strokeEnd: return .number(shape.strokeEnd)
            case .lineWidth: return .number(shape.lineWidth)
            case .miterLimit: return .number(shape.miterLimit)
            case .lineDashPhase: return .number(shape.lineDashPhase)
            case .shadowColor: return .color(shadow.color ?? .clear)
            case .shadowOpacity: return .number(shadow.opacity)
            case .shadowOffset: return .size(shadow.offset)
            case .shadowRadius: return .number(shadow.radius)
            case .shadowPath: return .path(shadow.path ?? Path())
            case .transform(let sublayer, let component):
                return Self.component(component, of: sublayer ? sublayerTransform : transform)
            }
        }
        set {
            switch (keyPath, newValue) {
            case (.position, .point(let p)): position = p
            case (.positionX, .number(let v)): position.x = v
            case (.positionY, .number(let v)): position.y = v
            case (.bounds, .rect(let r)): bounds = r
            case (.boundsOrigin, .point(let p)): bounds.origin = p
            case (.boundsSize, .size(let s)): bounds.size = s
            case (.boundsWidth, .number(let v)): bounds.size.width = v
            case (.boundsHeight, .number(let v)): bounds.size.height = v
            case (.anchorPoint, .point(let p)): anchorPoint = p
            case (.anchorPointZ, .number(let v)): anchorPointZ = v
            case (.zPosition, .number(let v)): zPosition = v
            case (.opacity, .number(let v)): opacity = v
            case (.hidden, .bool(let b)): isHidden = b
            case (.cornerRadius, .number(let v)): cornerRadius = v
            case (.backgroundColor, .color(let c)): backgroundColor = c
            case (.borderWidth, .number(let v)): borderWidth = v
            case (.borderColor, .color(let c)): borderColor = c
            case (.colors, .colors(let c)): colors = c
            case (.locations, .numbers(let n)): locations = n
            case (.startPoint, .point(let p)): startPoint = p
            case (.endPoint, .point(let p)): endPoint = p
            case (.fontSize, .number(let v)): fontSize = v
            case (.foregroundColor, .color(let c)): foregroundColor = c
            case (.contentsRect, .rect(let r)): contentsRect = r
            case (.contentsCenter, .rect(let r)): contentsCenter = r
            case (.rasterizationScale, .number(let v)): rasterizationScale = v
            case (.path, .path(let p)): shape.path = p
            case (.fillColor, .color(let c)): shape.fillColor = c
            case (.strokeColor, .color(let c)): shape.strokeColor = c
            case (.strokeStart, .number(let v)): shape.strokeStart = v
            case (.strokeEnd, .number(let v)): shape.strokeEnd = v
            case (.lineWidth, .number(let v)): shape.lineWidth = v
            case (.miterLimit, .number(let v)): shape.miterLimit = v
            case (.lineDashPhase, .number(let v)): shape.lineDashPhase = v
            case (.shadowColor, .color(let c)): shadow.color = c
            case (.shadowOpacity, .number(let v)): shadow.opacity = v
            case (.shadowOffset, .size(let v)): shadow.offset = v
            case (.shadowRadius, .number(let v)): shadow.radius = v
            case (.shadowPath, .path(let p)): shadow.path = p
            case (.transform(let sublayer, let component), _):
                let current = sublayer ? sublayerTransform : transform
                let updated = Self.setting(component, of: current, to: newValue)
                if sublayer { sublayerTransform = updated } else { transform = updated }
            default:
                // A value of the wrong kind is ignored: scene files are validated before they get here.
                break
            }
        }
    }

    /// Gradient stops as drawn: the given locations, or evenly spaced.
    public var effectiveLocations: [Double] {
        if locations.count == colors.count { return locations }
        guard colors.count > 1 else { return colors.isEmpty ? [] : [0] }
        return (0..<colors.count).map { Double($0) / Double(colors.count - 1) }
    }

    static func component(_ c: AnimatableKeyPath.TransformComponent, of t: CATransform3D) -> AnimationValue {
        if c == .whole { return .transform(t) }
        let d = t.decomposition ?? TransformDecomposition()
        switch c {
        case .whole: return .transform(t)
        case .rotation, .rotationZ: return .number(d.rotation.z)
        case .rotationX: return .number(d.rotation.x)
        case .rotationY: return .number(d.rotation.y)
        // Core Animation reports transform.scale as the mean of the three factors.
        case .scale: return .number((d.scale.x + d.scale.y + d.scale.z) / 3)
        case .scaleX: return .number(d.scale.x)
        case .scaleY: return .number(d.scale.y)
        case .scaleZ: return .number(d.scale.z)
        case .translation: return .point(CGPoint(x: d.translation.x, y: d.translation.y))
        case .translationX: return .number(d.translation.x)
        case .translationY: return .number(d.translation.y)
        case .translationZ: return .number(d.translation.z)
        }
    }

    static func setting(
        _ c: AnimatableKeyPath.TransformComponent, of t: CATransform3D, to value: AnimationValue
    ) -> CATransform3D {
        if c == .whole {
            if case .transform(let m) = value { return m }
            return t
        }
        let v = value.number ?? 0
        return t.settingDecomposed { d in
            switch c {
            case .whole: break
            case .rotation, .rotationZ: d.rotation.z = v
            case .rotationX: d.rotation.x = v
            case .rotationY: d.rotation.y = v
            case .scale: d.scale = Vector3(v, v, v)
            case .scaleX: d.scale.x = v
            case .scaleY: d.scale.y = v
            case .scaleZ: d.scale.z = v
            case .translation:
                if case .point(let p) = value { (d.translation.x, d.translation.y) = (p.x, p.y) }
            case .translationX: d.translation.x = v
            case .translationY: d.translation.y = v
            case .translationZ: d.translation.z = v
            }
        }
    }
}
