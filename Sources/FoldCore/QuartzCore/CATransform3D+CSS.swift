import Foundation

/// A transform string that does not follow the scene format's CSS function syntax.
public struct TransformSyntaxError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var description: String { message }
}

extension CATransform3D {
    /// Parses a list of CSS transform functions (`translate(x, y)`, `rotateX(45deg)`,
    /// `perspective(500)`, `matrix3d(…)`, …). The list is built like successive CATransform3D
    /// calls in the same order, so the right-most function applies to the layer's points first.
    public init(css: String) throws {
        var result = CATransform3D.identity
        var scanner = CSSScanner(text: css)
        scanner.skipSpace()
        if scanner.atEnd || css.trimmingCharacters(in: .whitespaces) == "none" {
            self = .identity
            return
        }
        while !scanner.atEnd {
            let name = scanner.identifier()
            guard !name.isEmpty else {
                throw TransformSyntaxError(message: "expected a transform function at \"\(scanner.rest)\"")
            }
            scanner.skipSpace()
            guard scanner.consume("(") else {
                throw TransformSyntaxError(message: "expected '(' after \(name)")
            }
            var args: [(value: Double, unit: String)] = []
            scanner.skipSpace()
            while !scanner.consume(")") {
                if scanner.atEnd { throw TransformSyntaxError(message: "missing ')' after \(name)(") }
                guard let arg = scanner.number() else {
                    throw TransformSyntaxError(message: "\(name): expected a number at \"\(scanner.rest)\"")
                }
                args.append(arg)
                scanner.skipSpace()
                _ = scanner.consume(",")
                scanner.skipSpace()
            }
            result = try Self.function(name, args).concatenating(result)
            scanner.skipSpace()
        }
        self = result
    }

    private static func function(_ name: String, _ args: [(value: Double, unit: String)]) throws -> CATransform3D {
        func need(_ counts: Int...) throws {
            guard counts.contains(args.count) else {
                let list = counts.map(String.init).joined(separator: " or ")
                throw TransformSyntaxError(message: "\(name) takes \(list) argument(s), got \(args.count)")
            }
        }
        func length(_ i: Int) throws -> Double {
            let a = args[i]
            guard a.unit.isEmpty || a.unit == "px" else {
                throw TransformSyntaxError(message: "\(name): lengths are plain numbers in points, not '\(a.unit)'")
            }
            return a.value
        }
        func plain(_ i: Int) throws -> Double {
            guard args[i].unit.isEmpty else {
                throw TransformSyntaxError(message: "\(name): argument \(i + 1) takes no unit, got '\(args[i].unit)'")
            }
            return args[i].value
        }
        func angle(_ i: Int) throws -> Double {
            let a = args[i]
            switch a.unit {
            case "deg": return a.value * .pi / 180
            case "rad": return a.value
            case "turn": return a.value * 2 * .pi
            case "grad": return a.value * .pi / 200
            case "": if a.value == 0 { return 0 }
            default: break
            }
            throw TransformSyntaxError(message: "\(name): an angle needs a unit (deg, rad or turn), got \"\(a.value)\(a.unit)\"")
        }
        switch name {
        case "translate":
            try need(1, 2)
            return CATransform3D(translationX: try length(0), y: args.count > 1 ? try length(1) : 0, z: 0)
        case "translate3d":
            try need(3)
            return CATransform3D(translationX: try length(0), y: try length(1), z: try length(2))
        case "translateX": try need(1); return CATransform3D(translationX: try length(0), y: 0, z: 0)
        case "translateY": try need(1); return CATransform3D(translationX: 0, y: try length(0), z: 0)
        case "translateZ": try need(1); return CATransform3D(translationX: 0, y: 0, z: try length(0))
        case "scale":
            try need(1, 2)
            let sx = try plain(0)
            return CATransform3D(scaleX: sx, y: args.count > 1 ? try plain(1) : sx, z: 1)
        case "scale3d":
            try need(3)
            return CATransform3D(scaleX: try plain(0), y: try plain(1), z: try plain(2))
        case "scaleX": try need(1); return CATransform3D(scaleX: try plain(0), y: 1, z: 1)
        case "scaleY": try need(1); return CATransform3D(scaleX: 1, y: try plain(0), z: 1)
        case "scaleZ": try need(1); return CATransform3D(scaleX: 1, y: 1, z: try plain(0))
        case "rotate", "rotateZ": try need(1); return CATransform3D(rotationAngle: try angle(0), x: 0, y: 0, z: 1)
        case "rotateX": try need(1); return CATransform3D(rotationAngle: try angle(0), x: 1, y: 0, z: 0)
        case "rotateY": try need(1); return CATransform3D(rotationAngle: try angle(0), x: 0, y: 1, z: 0)
        case "rotate3d":
            try need(4)
            return CATransform3D(rotationAngle: try angle(3), x: try plain(0), y: try plain(1), z: try plain(2))
        case "perspective":
            try need(1)
            let d = try length(0)
            guard d > 0 else { throw TransformSyntaxError(message: "perspective(d) needs d > 0, got \(d)") }
            return CATransform3D(perspective: d)
        case "matrix3d":
            try need(16)
            return CATransform3D(try (0..<16).map { try plain($0) })!
        case "matrix":
            try need(6)
            let v = try (0..<6).map { try plain($0) }
            return CATransform3D(CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5]))
        default:
            let known = [
                "translate", "translate3d", "translateX", "translateY", "translateZ", "scale", "scale3d",
                "scaleX", "scaleY", "scaleZ", "rotate", "rotateX", "rotateY", "rotateZ", "rotate3d",
                "perspective", "matrix3d", "matrix",
            ]
            var message = "unknown transform function '\(name)'"
            if let near = nearest(name, in: known) { message += " (did you mean '\(near)'?)" }
            throw TransformSyntaxError(message: message)
        }
    }
}

/// A tiny scanner for CSS-like function lists.
struct CSSScanner {
    let chars: [Character]
    var index = 0

    init(text: String) { chars = Array(text) }

    var atEnd: Bool { index >= chars.count }
    var rest: String { String(chars[min(index, chars.count)...]) }

    mutating func skipSpace() {
        while index < chars.count, chars[index].isWhitespace { index += 1 }
    }

    mutating func consume(_ c: Character) -> Bool {
        guard index < chars.count, chars[index] == c else { return false }
        index += 1
        return true
    }

    mutating func identifier() -> String {
        let start = index
        while index < chars.count, chars[index].isLetter || chars[index].isNumber && index > start {
            index += 1
        }
        return String(chars[start..<index])
    }

    /// A number with an optional unit of letters or '%'.
    mutating func number() -> (value: Double, unit: String)? {
        let start = index
        if index < chars.count, chars[index] == "-" || chars[index] == "+" { index += 1 }
        while index < chars.count, chars[index].isNumber || chars[index] == "." { index += 1 }
        if index < chars.count, chars[index] == "e" || chars[index] == "E",
            index + 1 < chars.count, chars[index + 1].isNumber || chars[index + 1] == "-" || chars[index + 1] == "+"
        {
            index += 2
            while index < chars.count, chars[index].isNumber { index += 1 }
        }
        guard let value = Double(String(chars[start..<index])), value.isFinite else {
            index = start
            return nil
        }
        let unitStart = index
        while index < chars.count, chars[index].isLetter || chars[index] == "%" { index += 1 }
        return (value, String(chars[unitStart..<index]))
    }
}
