import Foundation
import Testing

@testable import FoldCore

/// Evaluates the CATransform3D expressions written in transforms.json.
struct TransformExpression {
    var chars: [Character]
    var i = 0

    static func evaluate(_ text: String) throws -> CATransform3D {
        if text == "Identity with m34=-1/500" {
            var t = CATransform3D.identity
            t.m34 = -1.0 / 500
            return t
        }
        var e = TransformExpression(chars: Array(text.replacingOccurrences(of: " ", with: "")))
        let t = try e.transform()
        guard e.i == e.chars.count else { throw ReferenceError(message: "trailing text in \(text)") }
        return t
    }

    mutating func name() -> String {
        let start = i
        while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { i += 1 }
        return String(chars[start..<i])
    }

    mutating func expect(_ c: Character) throws {
        guard i < chars.count, chars[i] == c else { throw ReferenceError(message: "expected \(c) at \(i) in \(String(chars))") }
        i += 1
    }

    mutating func number() throws -> Double {
        var value: Double
        if chars[i...].starts(with: "M_PI") {
            i += 4
            value = .pi
        } else {
            let start = i
            while i < chars.count, chars[i].isNumber || chars[i] == "." || chars[i] == "-" { i += 1 }
            guard let v = Double(String(chars[start..<i])) else { throw ReferenceError(message: "bad number at \(start)") }
            value = v
        }
        if i < chars.count, chars[i] == "/" {
            i += 1
            value /= try number()
        }
        return value
    }

    mutating func numbers(_ n: Int) throws -> [Double] {
        var out: [Double] = []
        for k in 0..<n {
            if k > 0 { try expect(",") }
            out.append(try number())
        }
        return out
    }

    mutating func transform() throws -> CATransform3D {
        var n = name()
        if n.hasPrefix("CATransform3D") { n = String(n.dropFirst("CATransform3D".count)) }
        if n == "Identity" { return .identity }
        try expect("(")
        let result: CATransform3D
        switch n {
        case "MakeTranslation": let v = try numbers(3); result = CATransform3D(translationX: v[0], y: v[1], z: v[2])
        case "MakeScale": let v = try numbers(3); result = CATransform3D(scaleX: v[0], y: v[1], z: v[2])
        case "MakeRotation": let v = try numbers(4); result = CATransform3D(rotationAngle: v[0], x: v[1], y: v[2], z: v[3])
        case "Concat":
            let a = try transform()
            try expect(",")
            result = a.concatenating(try transform())
        case "Translate", "Scale", "Rotate":
            let t = try transform()
            try expect(",")
            let v = try numbers(n == "Rotate" ? 4 : 3)
            switch n {
            case "Translate": result = t.translatedBy(x: v[0], y: v[1], z: v[2])
            case "Scale": result = t.scaledBy(x: v[0], y: v[1], z: v[2])
            default: result = t.rotated(by: v[0], x: v[1], y: v[2], z: v[3])
            }
        case "Invert":
            guard let inv = try transform().inverted() else { throw ReferenceError(message: "singular") }
            result = inv
        default: throw ReferenceError(message: "unknown function \(n)")
        }
        try expect(")")
        return result
    }
}

@Suite struct TransformReferenceTests {
    static func vectors() throws -> [[String: Any]] {
        try ReferenceVectors.load("transforms.json")["vectors"] as! [[String: Any]]
    }

    @Test func matrixVectors() throws {
        let sixteenToOne = CATransform3D((1...16).reversed().map(Double.init))!
        var checked = 0
        for v in try Self.vectors() where v["type"] as? String == "matrix" {
            let id = v["id"] as! String, expr = v["expr"] as! String
            let expected = v.doubles("expected_m11_to_m44")!, tol = v.double("tol")!
            let m: CATransform3D
            switch id {
            case "wk_scale2_4x4": m = sixteenToOne.scaledBy(x: 2, y: 2, z: 1)
            case "wk_multiply_doubler":
                var diag = CATransform3D(scaleX: 2, y: 2, z: 2)
                diag.m44 = 2
                m = sixteenToOne.concatenating(diag)
            default: m = try TransformExpression.evaluate(expr)
            }
            let worst = zip(m.values, expected).map { abs($0 - $1) }.max()!
            #expect(worst <= tol, "\(id) (\(expr)): max error \(worst); got \(m.values)")
            checked += 1
        }
        #expect(checked == (try Self.vectors()).filter { $0["type"] as? String == "matrix" }.count)
    }

    static func layer(_ setup: [String: Any]) throws -> CALayer {
        let l = CALayer()
        if let b = setup.doubles("bounds") { l.bounds = CGRect(x: b[0], y: b[1], width: b[2], height: b[3]) }
        if let p = setup.doubles("position") { l.position = CGPoint(x: p[0], y: p[1]) }
        if let a = setup.doubles("anchorPoint") { l.anchorPoint = CGPoint(x: a[0], y: a[1]) }
        if let t = setup["transform"] as? String { l.transform = try TransformExpression.evaluate(t) }
        if let t = setup["sublayerTransform"] as? String { l.sublayerTransform = try TransformExpression.evaluate(t) }
        if let f = setup.doubles("setFrame") { l.frame = CGRect(x: f[0], y: f[1], width: f[2], height: f[3]) }
        return l
    }

    @Test func layerGeometryVectors() throws {
        var checked = 0
        for v in try Self.vectors() where v["type"] as? String == "layer" {
            let id = v["id"] as! String
            let setup = v["setup"] as! [String: Any]
            let expected = v["expected"] as! [String: Any]
            let tol = v.double("tol")!
            func check(_ got: [Double], _ key: String) {
                guard let want = expected.doubles(key) else { return }
                let worst = zip(got, want).map { abs($0 - $1) }.max() ?? 0
                #expect(got.count == want.count && worst <= tol, "\(id): \(key) \(got) vs \(want)")
            }
            var layers: [String: CALayer] = [:]
            for (name, value) in setup {
                if let s = value as? [String: Any] { layers[name] = try Self.layer(s) }
            }
            let op = setup["op"] as? String ?? ""
            if layers.isEmpty {
                let l = try Self.layer(setup)
                if op == "layer.affineTransform()" {
                    let a = l.affineTransform()
                    check([a.a, a.b, a.c, a.d, a.tx, a.ty], "abcdef")
                }
                let f = l.frame, b = l.bounds
                check([f.origin.x, f.origin.y, f.size.width, f.size.height], "frame")
                check([b.origin.x, b.origin.y, b.size.width, b.size.height], "bounds")
                check([l.position.x, l.position.y], "position")
                check([l.anchorPoint.x, l.anchorPoint.y], "anchorPoint")
            } else {
                let parent = layers["parent"]!
                for (name, l) in layers.sorted(by: { $0.key < $1.key }) where name != "parent" { parent.addSublayer(l) }
                let pattern = #/(\w+)\.convert(Point|Rect)\(\(([^)]*)\), toLayer: (\w+)\)/#
                guard let m = op.firstMatch(of: pattern) else {
                    Issue.record("\(id): cannot read op \(op)")
                    continue
                }
                let from = layers[String(m.1)]!, to = layers[String(m.4)]!
                let n = m.3.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces))! }
                if m.2 == "Point" {
                    let p = from.convert(CGPoint(x: n[0], y: n[1]), to: to)
                    check([p.x, p.y], "point")
                } else {
                    let r = from.convert(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]), to: to)
                    check([r.origin.x, r.origin.y, r.size.width, r.size.height], "rect")
                }
            }
            checked += 1
        }
        #expect(checked == (try Self.vectors()).filter { $0["type"] as? String == "layer" }.count)
    }

    @Test func arcLengthVectors() throws {
        let file = try ReferenceVectors.load("arclength.json")
        let vectors = (file["arc_length"] as! [String: Any])["vectors"] as! [[String: Any]]
        #expect(vectors.count == 2)
        for v in vectors {
            let segment = v["segment"] as! String
            // "C (0,0)(0,100)(100,100)(100,0)" or "C straight (0,0)(100/3,0)…": four points.
            let points = segment.matches(of: #/\(([^,()]+),([^,()]+)\)/#).map { m -> CGPoint in
                func value(_ s: Substring) -> Double {
                    let parts = s.split(separator: "/").map { Double($0)! }
                    return parts.count == 2 ? parts[0] / parts[1] : parts[0]
                }
                return CGPoint(x: value(m.1), y: value(m.2))
            }
            #expect(points.count == 4, "\(segment): parsed \(points)")
            var path = Path()
            path.move(to: points[0])
            path.addCurve(to: points[3], control1: points[1], control2: points[2])
            let length = PathMeasure(path).length
            let expected = v.double("reference_length")!, tol = v.double("tol_vs_reference")!
            #expect(abs(length - expected) <= tol, "\(segment): length \(length) vs \(expected)")
        }
    }
}
