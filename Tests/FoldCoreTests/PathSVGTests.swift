import Foundation
import Testing

@testable import FoldCore

@Suite struct PathSVGTests {
    @Test func absoluteCommands() throws {
        let path = try Path(svgPathData: "M10 20 L30 40 H50 V60 Q70 80 90 100 T110 120 C1 2 3 4 5 6 S7 8 9 10 Z")
        #expect(path.elements == [
            .move(to: CGPoint(10, 20)), .line(to: CGPoint(30, 40)), .line(to: CGPoint(50, 40)),
            .line(to: CGPoint(50, 60)), .quadCurve(to: CGPoint(90, 100), control: CGPoint(70, 80)),
            .quadCurve(to: CGPoint(110, 120), control: CGPoint(110, 120)),
            .curve(to: CGPoint(5, 6), control1: CGPoint(1, 2), control2: CGPoint(3, 4)),
            .curve(to: CGPoint(9, 10), control1: CGPoint(7, 8), control2: CGPoint(7, 8)),
            .closeSubpath,
        ])
        #expect(path.currentPoint == CGPoint(10, 20))
    }

    @Test func relativeCommands() throws {
        let path = try Path(svgPathData: "m10 20 l20 20 h20 v20 q20 20 40 40 t20 20 c1 2 3 4 5 6 s7 8 9 10 z l1 1")
        #expect(path.elements == [
            .move(to: CGPoint(10, 20)), .line(to: CGPoint(30, 40)), .line(to: CGPoint(50, 40)),
            .line(to: CGPoint(50, 60)), .quadCurve(to: CGPoint(90, 100), control: CGPoint(70, 80)),
            .quadCurve(to: CGPoint(110, 120), control: CGPoint(110, 120)),
            .curve(to: CGPoint(115, 126), control1: CGPoint(111, 122), control2: CGPoint(113, 124)),
            .curve(to: CGPoint(124, 136), control1: CGPoint(117, 128), control2: CGPoint(122, 134)),
            .closeSubpath, .move(to: CGPoint(10, 20)), .line(to: CGPoint(11, 21)),
        ])
    }

    @Test func implicitRepeatsAndCompactNumbers() throws {
        #expect(try Path(svgPathData: "M0 0 10 10 20 0").elements == [
            .move(to: .zero), .line(to: CGPoint(10, 10)), .line(to: CGPoint(20, 0)),
        ])
        #expect(try Path(svgPathData: "m1 1 2 2").elements == [.move(to: CGPoint(1, 1)), .line(to: CGPoint(3, 3))])
        #expect(try Path(svgPathData: "M0,0h5 5v-1-1").elements == [
            .move(to: .zero), .line(to: CGPoint(5, 0)), .line(to: CGPoint(10, 0)),
            .line(to: CGPoint(10, -1)), .line(to: CGPoint(10, -2)),
        ])
        #expect(try Path(svgPathData: "M.5.5-1-2e1\n\t1e-3,4L+.5 1.").elements == [
            .move(to: CGPoint(0.5, 0.5)), .line(to: CGPoint(-1, -20)), .line(to: CGPoint(0.001, 4)),
            .line(to: CGPoint(0.5, 1)),
        ])
        #expect(try Path(svgPathData: "M0 0Q1 1 2 0 3 -1 4 0C0 0 0 0 1 1 2 2 2 2 3 3").elements.count == 5)
        #expect(try Path(svgPathData: "").isEmpty)
        #expect(try Path(svgPathData: " \n ").isEmpty)
    }

    @Test func smoothCommandsReflectThePreviousControlPoint() throws {
        let quad = try Path(svgPathData: "M0 0 Q10 20 20 0 T40 0 T60 0")
        #expect(quad.elements[2] == .quadCurve(to: CGPoint(40, 0), control: CGPoint(30, -20)))
        #expect(quad.elements[3] == .quadCurve(to: CGPoint(60, 0), control: CGPoint(50, 20)))
        // Without a preceding Q/T the control point is the current point.
        let bareT = try Path(svgPathData: "M0 0 L10 0 T20 0 M0 0 C1 1 2 2 3 3 T5 5")
        #expect(bareT.elements[2] == .quadCurve(to: CGPoint(20, 0), control: CGPoint(10, 0)))
        #expect(bareT.elements[5] == .quadCurve(to: CGPoint(5, 5), control: CGPoint(3, 3)))

        let cubic = try Path(svgPathData: "M0 0 C0 10 10 10 10 0 s10 -10 10 0")
        #expect(cubic.elements[2] == .curve(to: CGPoint(20, 0), control1: CGPoint(10, -10), control2: CGPoint(20, -10)))
        let bareS = try Path(svgPathData: "M0 0 Q5 5 10 0 S20 10 30 0")
        #expect(bareS.elements[2] == .curve(to: CGPoint(30, 0), control1: CGPoint(10, 0), control2: CGPoint(20, 10)))
    }

    @Test(arguments: [
        ("M 0 0 L", 7, "at offset 7: expected a number after 'L'"),
        ("M 0 0 L 5", 9, "at offset 9: expected a number after 'L'"),
        ("M0 0 X1 2", 5, "unknown command 'X' at offset 5; SVG path commands are M L H V Q T C S Z"),
        ("M0 0 A 10 10 0 0 1 5 5", 5, "arc commands (A) are not supported"),
        ("M0 0 a 10 10 0 0 1 5 5", 5, "arc commands (A) are not supported"),
        ("L0 0", 0, "must start with a moveto (M or m)"),
        ("10 10", 0, "must start with a moveto (M or m)"),
        ("M0 0 L1e 2", 8, "at offset 8: expected digits in the exponent"),
        ("M0 0 L1,,2", 8, "at offset 8: expected a number after 'L'"),
        ("M0 0 L1 2,", 10, "at offset 10: expected a number after ','"),
        ("M0 0 Z 5", 7, "expected a command letter after 'Z'"),
        ("M1e999 0", 1, "out of range"),
        ("M0 0 L1 2 é", 10, "unknown command 'é' at offset 10"),
        ("M0 0 C1 2 3", 11, "(C takes x1 y1 x2 y2 x y)"),
    ])
    func errorsNameTheOffset(data: String, offset: Int, fragment: String) {
        do {
            _ = try Path(svgPathData: data)
            Issue.record("\(data) parsed")
        } catch let error as PathSyntaxError {
            #expect(error.offset == offset)
            #expect(error.message.contains(fragment), "\(error.message)")
            #expect(error.description == error.message)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func writesAbsoluteDataThatReadsBack() throws {
        let path = try Path(svgPathData: "m10 20 l20 20 h20 v20 q20 20 40 40 t20 20 c1 2 3 4 5 6 s7 8 9 10 z l.25 1e-5")
        let data = path.svgPathData
        #expect(data.hasPrefix("M10 20 L30 40 L50 40 L50 60 Q70 80 90 100"))
        #expect(try Path(svgPathData: data) == path)
        var random = PathTestRandom(seed: 11)
        for _ in 0..<50 {
            let curve = random.curvePath()
            #expect(try Path(svgPathData: curve.svgPathData) == curve)
        }
    }
}
