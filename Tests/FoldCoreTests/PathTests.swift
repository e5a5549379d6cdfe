import Foundation
import Testing

@testable import FoldCore

/// A small seeded generator so property tests see the same curves on every run.
/// The shared seeded generator, with the shapes path tests draw from it.
typealias PathTestRandom = SplitMix64

extension SplitMix64 {
    mutating func point() -> CGPoint {
        CGPoint(x: Double.random(in: -200...200, using: &self), y: Double.random(in: -200...200, using: &self))
    }
    /// A random quadratic or cubic curve as a one-segment path.
    mutating func curvePath() -> Path {
        var path = Path()
        path.move(to: point())
        if Bool.random(using: &self) {
            path.addCurve(to: point(), control1: point(), control2: point())
        } else {
            path.addQuadCurve(to: point(), control: point())
        }
        return path
    }
}

func cubicPath(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> Path {
    var path = Path()
    path.move(to: a)
    path.addCurve(to: d, control1: b, control2: c)
    return path
}

func pointsAreClose(_ a: CGPoint, _ b: CGPoint, within tolerance: Double = 1e-9) -> Bool {
    a.distance(to: b) <= tolerance
}

/// The distance from `p` to the nearest point of the polyline.
func distance(from p: CGPoint, toPolyline points: [CGPoint]) -> Double {
    guard points.count > 1 else { return points.first.map { p.distance(to: $0) } ?? .infinity }
    var best = Double.infinity
    for (a, b) in zip(points, points.dropFirst()) {
        let ab = b - a, ap = p - a
        let l2 = ab.x * ab.x + ab.y * ab.y
        let t = l2 > 0 ? min(max((ap.x * ab.x + ap.y * ab.y) / l2, 0), 1) : 0
        best = min(best, p.distance(to: a + ab * t))
    }
    return best
}

@Suite struct PathTests {
    @Test func buildingTracksCurrentPointAndInsertsMoves() {
        var path = Path()
        #expect(path.isEmpty && path.currentPoint == nil)
        path.addLine(to: CGPoint(10, 0))
        #expect(path.elements == [.move(to: .zero), .line(to: CGPoint(10, 0))])
        path.move(to: CGPoint(1, 1))
        path.move(to: CGPoint(2, 2))
        path.addQuadCurve(to: CGPoint(4, 2), control: CGPoint(3, 5))
        path.closeSubpath()
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(2, 2))
        path.addLine(to: CGPoint(9, 9))
        #expect(path.elements.suffix(4) == [
            .quadCurve(to: CGPoint(4, 2), control: CGPoint(3, 5)), .closeSubpath,
            .move(to: CGPoint(2, 2)), .line(to: CGPoint(9, 9)),
        ])
        #expect(Path(path.elements) == path)
    }

    @Test func boundingBoxFindsCurveExtremaNotControlPoints() {
        let cubic = cubicPath(CGPoint(0, 0), CGPoint(0, 100), CGPoint(100, 100), CGPoint(100, 0))
        let box = cubic.boundingBox
        #expect(abs(box.minX) < 1e-12 && abs(box.minY) < 1e-12)
        #expect(abs(box.maxX - 100) < 1e-12 && abs(box.maxY - 75) < 1e-12)
        #expect(cubic.controlPointBounds == CGRect(x: 0, y: 0, width: 100, height: 100))

        // An S-curve whose x overshoots both ends: extrema inside on both sides.
        let s = cubicPath(CGPoint(0, 0), CGPoint(200, 0), CGPoint(-150, 100), CGPoint(50, 100))
        let sb = s.boundingBox
        var minX = Double.infinity, maxX = -Double.infinity
        for i in 0...10_000 {
            let p = PathMeasure(s).point(inSegment: 0, parameter: Double(i) / 10_000)
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
        }
        #expect(abs(sb.minX - minX) < 1e-3 && abs(sb.maxX - maxX) < 1e-3)
        #expect(sb.maxX < 100 && sb.maxX > 50 && sb.minX < 0)

        var quad = Path()
        quad.move(to: CGPoint(0, 0))
        quad.addQuadCurve(to: CGPoint(100, 0), control: CGPoint(50, 100))
        #expect(abs(quad.boundingBox.maxY - 50) < 1e-12)
        #expect(Path().boundingBox == .zero)
    }

    @Test func flatteningStaysWithinTolerance() {
        var random = PathTestRandom(seed: 7)
        var paths = (0..<60).map { _ in random.curvePath() }
        paths.append(cubicPath(CGPoint(0, 0), CGPoint(0, 100), CGPoint(100, 100), CGPoint(100, 0)))
        paths.append(cubicPath(CGPoint(0, 0), CGPoint(100, 100), CGPoint(0, 100), CGPoint(100, 0)))  // cusp-ish loop
        for tolerance in [1.0, 0.1, 0.01] {
            for path in paths {
                let polylines = path.flattened(tolerance: tolerance)
                #expect(polylines.count == 1)
                let measure = PathMeasure(path)
                var worst = 0.0
                for i in 0...400 {
                    let p = measure.point(inSegment: 0, parameter: Double(i) / 400)
                    worst = max(worst, distance(from: p, toPolyline: polylines[0]))
                }
                #expect(worst <= tolerance + 1e-9)
                #expect(polylines[0].first == path.elements.first.flatMap {
                    if case .move(let p) = $0 { p } else { nil }
                })
                #expect(polylines[0].last == path.currentPoint)
            }
        }
    }

    @Test func flatteningSplitsSubpathsAndClosesThem() throws {
        let path = try Path(svgPathData: "M0 0 L10 0 L10 10 Z M20 20 L30 20 M40 40")
        let polylines = path.flattened()
        #expect(polylines == [
            [CGPoint(0, 0), CGPoint(10, 0), CGPoint(10, 10), CGPoint(0, 0)],
            [CGPoint(20, 20), CGPoint(30, 20)],
            [CGPoint(40, 40)],
        ])
        // Straight lines never split, however fine the tolerance.
        #expect(path.flattened(tolerance: 1e-9)[0].count == 4)
        // Finer tolerance means more points.
        let curve = cubicPath(CGPoint(0, 0), CGPoint(0, 100), CGPoint(100, 100), CGPoint(100, 0))
        #expect(curve.flattened(tolerance: 0.01)[0].count > curve.flattened(tolerance: 1)[0].count)
    }

    @Test func degenerateInputNeverCrashes() {
        let nan = Double.nan
        var paths: [Path] = [Path()]
        var moveOnly = Path()
        moveOnly.move(to: CGPoint(5, 6))
        paths.append(moveOnly)
        var zero = Path()
        zero.move(to: CGPoint(5, 6))
        zero.addLine(to: CGPoint(5, 6))
        zero.addCurve(to: CGPoint(5, 6), control1: CGPoint(5, 6), control2: CGPoint(5, 6))
        zero.addQuadCurve(to: CGPoint(5, 6), control: CGPoint(5, 6))
        zero.closeSubpath()
        paths.append(zero)
        var nans = Path()
        nans.move(to: CGPoint(nan, nan))
        nans.addCurve(to: CGPoint(1, 1), control1: CGPoint(nan, 0), control2: CGPoint(.infinity, 0))
        nans.addLine(to: CGPoint(nan, 3))
        paths.append(nans)
        var huge = Path()
        huge.move(to: CGPoint(-1e300, 0))
        huge.addCurve(to: CGPoint(1e300, 0), control1: CGPoint(0, 1e300), control2: CGPoint(0, -1e300))
        huge.addQuadCurve(to: CGPoint(1e-300, 0), control: CGPoint(-1e-300, 1e-300))
        paths.append(huge)

        for path in paths {
            for tolerance in [0.1, 0, -1, nan, .infinity] {
                let polylines = path.flattened(tolerance: tolerance)
                #expect(polylines.allSatisfy { $0.count <= 1 + 2 * Path.maximumFlatteningSteps })
            }
            _ = path.boundingBox
            _ = path.svgPathData
            let measure = PathMeasure(path)
            #expect(measure.length.isFinite)
            for d in [-1, 0, 0.5, 1e9, nan] {
                _ = measure.point(atDistance: d)
                let t = measure.tangent(atDistance: d)
                #expect(abs(t.length - 1) < 1e-9, "tangent \(t) of \(path.svgPathData) at \(d)")
                _ = measure.angle(atDistance: d)
            }
        }

        let empty = PathMeasure(Path())
        #expect(empty.length == 0 && empty.segmentCount == 0 && empty.segmentLengths.isEmpty)
        #expect(empty.point(atDistance: 3) == .zero)
        #expect(empty.point(inSegment: 2, parameter: 0.5) == .zero)
        #expect(empty.tangent(atDistance: 0) == CGPoint(1, 0))
        #expect(empty.tangent(inSegment: 0, parameter: 0) == CGPoint(1, 0))
        #expect(Path().flattened().isEmpty)

        let lone = PathMeasure(moveOnly)
        #expect(lone.length == 0 && lone.point(atDistance: 1) == CGPoint(5, 6))
        #expect(moveOnly.flattened() == [[CGPoint(5, 6)]])

        let zeros = PathMeasure(zero)
        #expect(zeros.length == 0 && zeros.segmentLengths == [0, 0, 0, 0])
        #expect(zeros.point(atDistance: 0) == CGPoint(5, 6))
        #expect(zeros.tangent(atDistance: 0) == CGPoint(1, 0))

        let broken = PathMeasure(nans)
        #expect(broken.length == 0)
        #expect(broken.point(atDistance: 0) == .zero)
        #expect(nans.boundingBox == CGRect(x: 1, y: 1, width: 0, height: 0))
    }
}
