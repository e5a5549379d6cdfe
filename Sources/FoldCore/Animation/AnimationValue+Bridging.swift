import Foundation

extension AnimationValue {
    /// A value as iOS code passes it to an animation (`Any?`), read as `kind`; nil when it is not
    /// one: numbers (`CGFloat`, `Double`, `Float`, `Int` and the other integers, `NSNumber`),
    /// `CGPoint`/`CGSize`/`CGRect`/`CATransform3D` or an `NSValue` of one, `CGColor`, `Bool`,
    /// arrays of colours or of numbers.
    package init?(bridging value: Any?, as kind: Kind) {
        guard let value else { return nil }
        switch kind {
        case .number:
            guard let n = Self.number(value) else { return nil }
            self = .number(n)
        case .point:
            switch value {
            case let p as CGPoint: self = .point(p)
            case let v as NSValue where !(v is NSNumber) && !v.holdsTransform: self = .point(v.pointValue)
            default: return nil
            }
        case .size:
            switch value {
            case let s as CGSize: self = .size(s)
            case let v as NSValue where !(v is NSNumber) && !v.holdsTransform: self = .size(v.sizeValue)
            default: return nil
            }
        case .rect:
            switch value {
            case let r as CGRect: self = .rect(r)
            case let v as NSValue where !(v is NSNumber) && !v.holdsTransform: self = .rect(v.rectValue)
            default: return nil
            }
        case .transform:
            switch value {
            case let t as CATransform3D: self = .transform(t)
            case let v as NSValue where v.holdsTransform: self = .transform(v.caTransform3DValue)
            default: return nil
            }
        case .color:
            guard let c = value as? CGColor else { return nil }
            self = .color(c)
        case .colors:
            guard let list = value as? [Any] else { return nil }
            let colors = list.compactMap { $0 as? CGColor }
            guard colors.count == list.count else { return nil }
            self = .colors(colors)
        case .numbers:
            guard let list = value as? [Any] else { return nil }
            let numbers = list.compactMap(Self.number)
            guard numbers.count == list.count else { return nil }
            self = .numbers(numbers)
        case .bool:
            switch value {
            case let b as Bool: self = .bool(b)
            case let n as NSNumber: self = .bool(n.boolValue)
            default: return nil
            }
        case .path:
            guard let p = value as? CGPath else { return nil }
            self = .path(p.path)
        }
    }

    /// A number as iOS code passes one (any integer or floating-point type, `NSNumber`).
    package static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        case let v as any BinaryInteger: Double(v)
        case let v as any BinaryFloatingPoint: Double(v)
        default: nil
        }
    }
}
