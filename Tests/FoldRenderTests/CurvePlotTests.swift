import FoldCore
import FoldRender
import Foundation
import Testing

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
        let blue = Bitmap.pixel(Color(hex: "#1F77B4")!)
        #expect(bitmap.pixels.contains(blue))
        #expect(BitmapPNGWriter.writeForInspection(bitmap, name: "foldkit-plot.png"))
    }

    @Test func rendersSeveralSeriesWithALegend() {
        let linear = (name: "linear", t: Self.pageFold.t, value: Self.pageFold.t.map { $0 / 1.5 })
        let easeOut = (name: "ease-out", t: Self.pageFold.t, value: Self.pageFold.t.map { 1 - pow(1 - $0 / 1.5, 3) })
        let bitmap = CurvePlot.render(
            title: "Three curves", series: [Self.pageFold, linear, easeOut], target: 1,
            size: Size(width: 640, height: 400))
        #expect(bitmap.width == 1280 && bitmap.height == 800)
        #expect(bitmap.pixels.contains(Bitmap.pixel(Color(hex: "#FF7F0E")!)))
        #expect(bitmap.pixels.contains(Bitmap.pixel(Color(hex: "#2CA02C")!)))
        #expect(BitmapPNGWriter.writeForInspection(bitmap, name: "foldkit-plot-legend.png"))
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
                                          size: Size(width: 300, height: 200), scale: 1)
            #expect(bitmap.width == 300 && bitmap.height == 200)
        }
        #expect(CurvePlot.render(title: "tiny", series: [Self.pageFold], size: Size(width: 20, height: 10)).width == 40)
        #expect(CurvePlot.render(title: "none", series: [Self.pageFold], size: .zero).pixels.isEmpty)
    }
}
