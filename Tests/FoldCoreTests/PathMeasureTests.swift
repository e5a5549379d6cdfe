import Foundation
import Testing

@testable import FoldCore

@Suite struct PathMeasureTests {
    @Test(arguments: [
        // (start, control1, control2, end, exact arc length)
        ([CGPoint(0, 0), CGPoint(0, 100), CGPoint(100, 100), CGPoint(100, 0)], 200.0),
        ([CGPoint(0, 0), CGPoint(100.0 / 3, 0), CGPoint(200.0 / 3, 0), CGPoint(100, 0)], 100.0),
        (
            [CGPoint(100, 0), CGPoint(100, 0.5522847498 * 100), CGPoint(0.5522847498 * 100, 100), CGPoint(0, 100)],
            157.1016698
        ),
    ])
    func cubicArcLength(points: [CGPoint], expected: Double) {
        let measure = PathMeasure(cubicPath(points[0], points[1], points[2], points[3]))
        #expect(abs(measure.length - expected) <= 2e-3)
        #expect(measure.segmentLengths.count == 1)
        let element = Path.Element.curve(to: points[3], control1: points[1], control2: points[2])
        #expect(abs(PathMeasure.length(of: element, from: points[0]) - expected) <= 2e-3)
    }

    @Test func quadraticArcLength() {
        var path = Path()
        path.move(to: CGPoint(0, 0))
        path.addQuadCurve(to: CGPoint(100, 0), control: CGPoint(50, 100))
        #expect(abs(PathMeasure(path).length - 147.8942858) <= 2e-3)
    }

    @Test func lengthMatchesBruteForceOnRandomCurves() {
        var random = PathTestRandom(seed: 42)
        for _ in 0..<20 {
            let path = random.curvePath()
            let measure = PathMeasure(path)
            var brute = 0.0
            var last = measure.point(inSegment: 0, parameter: 0)
            for i in 1...100_000 {
                let p = measure.point(inSegment: 0, parameter: Double(i) / 100_000)
                brute += p.distance(to: last)
                last = p
            }
            #expect(abs(measure.length - brute) <= 2e-3)
        }
    }

    @Test func arcLengthIsMonotonicAndInvertible() {
        var random = PathTestRandom(seed: 2024)
        for _ in 0..<100 {
            let path = random.curvePath()
            let measure = PathMeasure(path)
            var previous = -Double.infinity
            for i in 0...64 {
                let t = Double(i) / 64
                let d = measure.distance(inSegment: 0, parameter: t)
                #expect(d >= previous)
                previous = d
                let expected = measure.point(inSegment: 0, parameter: t)
                #expect(pointsAreClose(measure.point(atDistance: d), expected, within: 1e-6))
            }
            #expect(abs(previous - measure.length) <= 1e-9)
            // Chords never exceed the arc between them, and the walk is monotonic in distance.
            var point = measure.point(atDistance: 0)
            var traveled = 0.0
            for k in 1...50 {
                let next = measure.point(atDistance: measure.length * Double(k) / 50)
                let chord = next.distance(to: point)
                #expect(chord <= measure.length / 50 + 1e-9)
                traveled += chord
                point = next
            }
            #expect(traveled <= measure.length + 1e-9)
        }
    }

    @Test func endpointsAndClamping() throws {
        let path = try Path(svgPathData: "M10 20 C30 -40 70 90 110 25 Q140 0 160 60")
        let measure = PathMeasure(path)
        #expect(measure.point(atDistance: 0) == CGPoint(10, 20))
        #expect(measure.point(atDistance: measure.length) == CGPoint(160, 60))
        #expect(measure.point(atDistance: -5) == CGPoint(10, 20))
        #expect(measure.point(atDistance: measure.length + 5) == CGPoint(160, 60))
        #expect(measure.point(atDistance: measure.segmentLengths[0]) == CGPoint(110, 25))
        #expect(measure.point(atDistance: .nan) == CGPoint(10, 20))
    }

    @Test func segmentsCountEveryDrawingElement() throws {
        let path = try Path(svgPathData: "M0 0 L3 4 L3 0 Z M10 10 L10 20")
        let measure = PathMeasure(path)
        #expect(measure.segmentCount == 4)
        #expect(measure.segmentLengths == [5, 4, 3, 10])
        #expect(measure.length == 22)
        #expect(measure.point(inSegment: 2, parameter: 0.5) == CGPoint(1.5, 0))
        #expect(measure.point(inSegment: 9, parameter: 2) == CGPoint(10, 20))
        #expect(measure.distance(inSegment: 1, parameter: 0.5) == 7)
        #expect(measure.point(atDistance: 13) == CGPoint(10, 11))
        #expect(PathMeasure.length(of: .closeSubpath, from: CGPoint(3, 0), subpathStart: .zero) == 3)
        #expect(PathMeasure.length(of: .move(to: CGPoint(9, 9)), from: .zero) == 0)
    }

    @Test func tangentsAndAngles() throws {
        let measure = PathMeasure(try Path(svgPathData: "M0 0 L100 0 L100 100"))
        #expect(measure.point(atDistance: 150) == CGPoint(100, 50))
        #expect(measure.tangent(atDistance: 50) == CGPoint(1, 0))
        #expect(measure.tangent(atDistance: 150) == CGPoint(0, 1))
        #expect(abs(measure.angle(atDistance: 150) - .pi / 2) < 1e-12)
        #expect(measure.angle(atDistance: 0) == 0)

        // A control point on the start: the curve still leaves towards the next control point.
        let curve = PathMeasure(cubicPath(CGPoint(0, 0), CGPoint(0, 0), CGPoint(10, 10), CGPoint(20, 0)))
        let expected = CGPoint(1 / 2.0.squareRoot(), 1 / 2.0.squareRoot())
        #expect(pointsAreClose(curve.tangent(inSegment: 0, parameter: 0), expected))
        #expect(pointsAreClose(curve.tangent(atDistance: 0), expected))
        #expect(abs(curve.angle(atDistance: 0) - .pi / 4) < 1e-9)

        // Every tangent on a random curve is a unit vector.
        var random = PathTestRandom(seed: 3)
        for _ in 0..<20 {
            let m = PathMeasure(random.curvePath())
            for k in 0...20 {
                #expect(abs(m.tangent(atDistance: m.length * Double(k) / 20).length - 1) < 1e-9)
            }
        }
    }

    @Test func zeroLengthSegmentsBorrowTheNearestDirection() throws {
        let leading = PathMeasure(try Path(svgPathData: "M0 0 L0 0 L0 10"))
        #expect(leading.tangent(inSegment: 0, parameter: 0.5) == CGPoint(0, 1))
        #expect(leading.tangent(atDistance: 0) == CGPoint(0, 1))
        let trailing = PathMeasure(try Path(svgPathData: "M0 0 L10 0 L10 0"))
        #expect(trailing.tangent(inSegment: 1, parameter: 0.5) == CGPoint(1, 0))
        #expect(trailing.tangent(atDistance: 10) == CGPoint(1, 0))
        #expect(trailing.point(atDistance: 10) == CGPoint(10, 0))
    }
}
