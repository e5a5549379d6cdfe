import Foundation

extension Path.Element {
    /// The element's points: its end point first, then its control points in order (what path
    /// animations interpolate, one by one).
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [p, c]
        case .curve(let p, let c1, let c2): [p, c1, c2]
        case .closeSubpath: []
        }
    }

    /// Whether two elements are of the same kind (a line and a line, a cubic and a cubic).
    func sameKind(as other: Path.Element) -> Bool {
        switch (self, other) {
        case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.closeSubpath, .closeSubpath): true
        default: false
        }
    }
}
