import Foundation

extension Path {
    /// The command letters FoldCore reads, for error messages.
    private static let svgCommandList = "M L H V Q T C S Z"

    /// Parses SVG path data (the `d` attribute), so scene files and keyframe paths can be
    /// written the way designers export them.
    ///
    /// Reads M L H V Q T C S Z and their relative lowercase forms, implicit repeats (extra
    /// pairs after M are lines), and compact numbers such as `1e-3`, `.5.5` and `-1-2`.
    /// T and S reflect the previous command's control point when it was Q/T or C/S
    /// respectively. Empty data gives an empty path. Arcs (A) are not supported.
    ///
    /// - Throws: `PathSyntaxError` naming the character offset and what was expected there.
    public init(svgPathData: String) throws {
        var scanner = SVGPathScanner(svgPathData)
        var path = Path()
        // The control points that T and S reflect; nil when the previous command was no Q/T or C/S.
        var quadControl: CGPoint?
        var cubicControl: CGPoint?
        var previous: UInt8?
        while true {
            scanner.skipWhitespace()
            guard let letter = scanner.peek else { break }
            let at = scanner.offset
            try Self.checkCommand(letter, at: at, scanner: scanner, isFirst: previous == nil,
                                  previous: previous)
            scanner.advance()
            previous = letter
            let command = letter | 0x20  // lowercase
            let relative = letter == command
            if command == UInt8(ascii: "z") {
                path.closeSubpath()
                quadControl = nil
                cubicControl = nil
                continue
            }
            let repeated = command == UInt8(ascii: "m") ? UInt8(ascii: "l") : command
            var current = command
            while true {
                let args = try Self.arguments(for: current, letter: letter, scanner: &scanner)
                let here = path.currentPoint ?? .zero
                func point(_ i: Int) -> CGPoint {
                    let p = CGPoint(x: args[i], y: args[i + 1])
                    return relative ? p + here : p
                }
                switch current {
                case UInt8(ascii: "m"): path.move(to: point(0))
                case UInt8(ascii: "l"): path.addLine(to: point(0))
                case UInt8(ascii: "h"): path.addLine(to: CGPoint(x: relative ? here.x + args[0] : args[0], y: here.y))
                case UInt8(ascii: "v"): path.addLine(to: CGPoint(x: here.x, y: relative ? here.y + args[0] : args[0]))
                case UInt8(ascii: "q"), UInt8(ascii: "t"):
                    let control = current == UInt8(ascii: "q")
                        ? point(0) : quadControl.map { here * 2 - $0 } ?? here
                    path.addQuadCurve(to: point(args.count - 2), control: control)
                    quadControl = control
                default:  // c, s
                    let control1 = current == UInt8(ascii: "c")
                        ? point(0) : cubicControl.map { here * 2 - $0 } ?? here
                    let control2 = point(args.count - 4)
                    path.addCurve(to: point(args.count - 2), control1: control1, control2: control2)
                    cubicControl = control2
                }
                if current != UInt8(ascii: "q") && current != UInt8(ascii: "t") { quadControl = nil }
                if current != UInt8(ascii: "c") && current != UInt8(ascii: "s") { cubicControl = nil }
                // Another set of numbers repeats the command (M's extra pairs are lines).
                let comma = scanner.skipSeparator()
                guard scanner.atNumberStart else {
                    if comma {
                        throw PathSyntaxError(
                            offset: scanner.offset,
                            message: "at offset \(scanner.offset): expected a number after ','")
                    }
                    break
                }
                current = repeated
            }
        }
        self = path
    }

    /// Rejects anything that cannot start a command here, with the reason.
    private static func checkCommand(
        _ letter: UInt8, at offset: Int, scanner: SVGPathScanner, isFirst: Bool, previous: UInt8?
    ) throws {
        let lower = letter | 0x20
        let character = scanner.currentCharacter
        if lower == UInt8(ascii: "a") && letter.isASCIILetter {
            throw PathSyntaxError(
                offset: offset,
                message: "at offset \(offset): arc commands (A) are not supported; "
                    + "approximate the arc with C curves")
        }
        guard letter.isASCIILetter, "mlhvqtcsz".utf8.contains(lower) else {
            if let previous, previous | 0x20 == UInt8(ascii: "z"), scanner.atNumberStart {
                throw PathSyntaxError(
                    offset: offset,
                    message: "at offset \(offset): expected a command letter after "
                        + "'\(Character(Unicode.Scalar(previous)))' (Z takes no numbers)")
            }
            if isFirst {
                throw PathSyntaxError(
                    offset: offset,
                    message: "at offset \(offset): path data must start with a moveto (M or m), "
                        + "found '\(character)'")
            }
            throw PathSyntaxError(
                offset: offset,
                message: "unknown command '\(character)' at offset \(offset); "
                    + "SVG path commands are \(svgCommandList)")
        }
        if isFirst && lower != UInt8(ascii: "m") {
            throw PathSyntaxError(
                offset: offset,
                message: "at offset \(offset): path data must start with a moveto (M or m), "
                    + "found '\(character)'")
        }
    }

    /// Reads the numbers one command takes, separated by whitespace and at most one comma.
    private static func arguments(
        for command: UInt8, letter: UInt8, scanner: inout SVGPathScanner
    ) throws -> [Double] {
        let names: [String]
        switch command {
        case UInt8(ascii: "h"): names = ["x"]
        case UInt8(ascii: "v"): names = ["y"]
        case UInt8(ascii: "q"): names = ["x1", "y1", "x", "y"]
        case UInt8(ascii: "c"): names = ["x1", "y1", "x2", "y2", "x", "y"]
        case UInt8(ascii: "s"): names = ["x2", "y2", "x", "y"]
        default: names = ["x", "y"]  // m, l, t
        }
        var values: [Double] = []
        for i in names.indices {
            if i == 0 { scanner.skipWhitespace() } else { _ = scanner.skipSeparator() }
            guard let value = try scanner.number() else {
                let name = Character(Unicode.Scalar(letter))
                throw PathSyntaxError(
                    offset: scanner.offset,
                    message: "at offset \(scanner.offset): expected a number after '\(name)' "
                        + "(\(name) takes \(names.joined(separator: " "))), found "
                        + (scanner.atEnd ? "the end of the data" : "'\(scanner.currentCharacter)'"))
            }
            values.append(value)
        }
        return values
    }

    /// The path as SVG path data with absolute commands, readable by `init(svgPathData:)` and
    /// by browsers. Non-finite coordinates, which SVG cannot express, are written as 0.
    public var svgPathData: String {
        func n(_ p: CGPoint) -> String { "\(Self.svgNumber(p.x)) \(Self.svgNumber(p.y))" }
        return elements.map { element in
            switch element {
            case .move(let p): "M\(n(p))"
            case .line(let p): "L\(n(p))"
            case .quadCurve(let p, let c): "Q\(n(c)) \(n(p))"
            case .curve(let p, let c1, let c2): "C\(n(c1)) \(n(c2)) \(n(p))"
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }

    /// The shortest text that reads back as exactly `value`: whole numbers without ".0".
    private static func svgNumber(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}

extension UInt8 {
    fileprivate var isASCIILetter: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
    }
}
