import FoldCore
import FoldMedia
import FoldRender
import Foundation
import Testing

@testable import foldkit

/// The plot is a PNG (written under $FOLDKIT_TEST_OUTPUT to look at, when set).
private func writesAPNG(_ bitmap: Bitmap, _ name: String) -> Bool {
    guard let data = try? PNGCodec.encode(bitmap), !data.isEmpty else { return false }
    if let folder = ProcessInfo.processInfo.environment["FOLDKIT_TEST_OUTPUT"], !folder.isEmpty {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return FileManager.default.createFile(atPath: (folder as NSString).appendingPathComponent(name), contents: data)
    }
    return true
}

@Suite struct CurvePlotTests {
    /// A POP-style page fold: an underdamped spring from 0 to 1 over 1.5 s, 91 samples.
    static let pageFold: (name: String, t: [Double], value: [Double]) = {
        let t = (0..<91).map { Double($0) / 60 }
        let value = t.map { 1 - exp(-4.2 * $0) * cos(11 * $0) }
        return ("page fold", t, value)
    }()

    @Test func rendersThePageFoldCurveAndWritesAPNG() throws {
        let bitmap = CurvePlot.render(title: "POP spring: page fold", series: [Self.pageFold], target: 1)
        #expect(bitmap.width == 1600 && bitmap.height == 1000 && bitmap.scale == 2)
        #expect(bitmap.rgba(x: 2, y: 2) == (255, 255, 255, 255))  // white background
        // The series colour appears somewhere (the line and its dots).
        let blue = Bitmap.pixel(CGColor(hex: "#1F77B4")!)
        #expect(bitmap.pixels.contains(blue))
        #expect(writesAPNG(bitmap, "foldkit-plot.png"))
    }

    @Test func rendersSeveralSeriesWithALegend() {
        let linear = (name: "linear", t: Self.pageFold.t, value: Self.pageFold.t.map { $0 / 1.5 })
        let easeOut = (name: "ease-out", t: Self.pageFold.t, value: Self.pageFold.t.map { 1 - pow(1 - $0 / 1.5, 3) })
        let bitmap = CurvePlot.render(
            title: "Three curves", series: [Self.pageFold, linear, easeOut], target: 1,
            size: CGSize(width: 640, height: 400))
        #expect(bitmap.width == 1280 && bitmap.height == 800)
        #expect(bitmap.pixels.contains(Bitmap.pixel(CGColor(hex: "#FF7F0E")!)))
        #expect(bitmap.pixels.contains(Bitmap.pixel(CGColor(hex: "#2CA02C")!)))
        #expect(writesAPNG(bitmap, "foldkit-plot-legend.png"))
    }

    @Test func survivesDegenerateData() {
        let cases: [[(name: String, t: [Double], value: [Double])]] = [
            [],
            [("empty", [], [])],
            [("one point", [0.5], [2])],
            [("constant", [0, 1, 2], [3, 3, 3])],
            [("zero", [0, 1], [0, 0])],
            [("with NaN", [0, 0.1, .nan, 0.3, 0.4], [0, .nan, 1, 0.5, .infinity])],
            [("all NaN", [.nan, .nan], [.nan, .nan])],
            [("mismatched", [0, 1, 2, 3], [1, 2])],
            [("huge", [0, 1], [-1e300, 1e300])],
            [("tiny", [0, 1e-12], [1e-15, 2e-15])],
            [("extreme", [-.greatestFiniteMagnitude, 0, .greatestFiniteMagnitude], [.greatestFiniteMagnitude, 0, -.greatestFiniteMagnitude])],
            [("a", [0, 1], [0, 1]), ("", [0, 1], [1, 0]), ("c", [], [])],
        ]
        for series in cases {
            let bitmap = CurvePlot.render(title: series.first?.name ?? "none", series: series, target: .nan,
                                          size: CGSize(width: 300, height: 200), scale: 1)
            #expect(bitmap.width == 300 && bitmap.height == 200)
        }
        #expect(CurvePlot.render(title: "tiny", series: [Self.pageFold], size: CGSize(width: 20, height: 10)).width == 40)
        #expect(CurvePlot.render(title: "none", series: [Self.pageFold], size: .zero).pixels.isEmpty)
    }

    /// The line is the curve, not straight segments between the dots: easeInEaseOut drawn from
    /// its dense samples with dots at t = 0, 0.5 and 1. At t = 0.25 a pixel of the series colour
    /// lies on the true curve (cubic-bezier(0.42, 0, 0.58, 1) at x = 0.25 is 0.12916, found by
    /// bisection outside FoldKit) and none on the chord from (0, 0) to (0.5, 0.5).
    @Test func drawsTheCurveBetweenTheMarkedPoints() throws {
        let f = TimingFunction.easeInEaseOut
        let t = (0...400).map { Double($0) / 400 }
        let marks = [0, 0.5, 1.0]
        let series = CurvePlot.Series(name: "easeInEaseOut", line: (t, t.map(f.evaluate)), marks: (marks, marks.map(f.evaluate)))
        let bitmap = CurvePlot.render(title: "timing: easeInEaseOut", curves: [series])
        let check = try Self.curveAtQuarter(bitmap, color: Bitmap.pixel(CGColor(hex: "#1F77B4")!))
        #expect(check.onCurve, "no series pixel within 4 px of the curve at t = 0.25 (y \(check.curveY)); rows \(check.rows)")
        #expect(!check.onChord, "series pixels on the chord at t = 0.25 (y \(check.chordY)); rows \(check.rows)")
        #expect(writesAPNG(bitmap, "foldkit-plot-ease.png"))
    }

    /// Without a dense line the old drawing remains: straight segments through the samples.
    @Test func withOnlyTheSamplesTheLineIsTheChord() throws {
        let marks = [0, 0.5, 1.0]
        let bitmap = CurvePlot.render(
            title: "timing: easeInEaseOut", series: [("easeInEaseOut", marks, marks.map(TimingFunction.easeInEaseOut.evaluate))])
        let check = try Self.curveAtQuarter(bitmap, color: Bitmap.pixel(CGColor(hex: "#1F77B4")!))
        #expect(check.onChord && !check.onCurve)
    }

    /// Finds, without knowing the chart's layout, where a curve through (0, 0), (0.5, 0.5) and
    /// (1, 1) drawn in `color` is at t = 0.25: the series spans columns xL…xR (t 0…1, the end dots
    /// symmetric), so t = 0.5 is their middle and t = 0.25 halfway to it; the rows at t = 0 and
    /// t = 0.5 (medians of the colour's rows there, the dots' centres) give the value scale.
    /// Whether any pixel of the colour lies within 4 px of the curve's value 0.12916 there, and
    /// of the chord's 0.25.
    static func curveAtQuarter(_ b: Bitmap, color: UInt32) throws
        -> (onCurve: Bool, onChord: Bool, curveY: Double, chordY: Double, rows: [Int])
    {
        func rows(_ x: Int) -> [Int] { (0..<b.height).filter { b.pixels[$0 * b.width + x] == color } }
        let columns = (0..<b.width).filter { !rows($0).isEmpty }
        let xL = try #require(columns.first), xR = try #require(columns.last)
        let xM = (xL + xR) / 2, xQ = (xL + xM) / 2
        func median(_ v: [Int]) -> Double { Double(v.sorted()[v.count / 2]) }
        let y0 = median(try #require(Optional(rows(xL + 5)).flatMap { $0.isEmpty ? nil : $0 }))
        let yHalf = median(try #require(Optional(rows(xM)).flatMap { $0.isEmpty ? nil : $0 }))
        func y(_ value: Double) -> Double { y0 + (yHalf - y0) * value / 0.5 }
        let quarter = rows(xQ)
        let curveY = y(0.129_16), chordY = y(0.25)
        return (
            quarter.contains { abs(Double($0) - curveY) <= 4 }, quarter.contains { abs(Double($0) - chordY) <= 4 },
            curveY, chordY, quarter
        )
    }
}
