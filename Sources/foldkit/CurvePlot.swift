import FoldCore
import FoldRender
import Foundation

/// Renders sampled curves as a line chart, for looking at an animation curve instead of
/// reading its numbers (`foldkit curve … --plot out.png`).
enum CurvePlot {
    /// Series colours: Tableau 10, distinct for the common kinds of colour blindness.
    static let palette: [CGColor] = [
        "#1F77B4", "#FF7F0E", "#2CA02C", "#D62728", "#9467BD",
        "#8C564B", "#E377C2", "#7F7F7F", "#BCBD22", "#17BECF",
    ].map { CGColor(hex: $0)! }

    /// One curve: `line` drawn as a line through its samples (sample the function finely for a
    /// smooth curve), `marks` as dots (the points of interest: requested times, frames).
    struct Series {
        var name: String
        var line: (t: [Double], value: [Double])
        var marks: (t: [Double], value: [Double])

        init(name: String, line: (t: [Double], value: [Double]), marks: (t: [Double], value: [Double])) {
            self.name = name
            self.line = line
            self.marks = marks
        }
    }

    /// A chart on white: each series as a line with a dot per sample, nice-numbered axes with a
    /// light grid, axis labels and the title; a legend when there is more than one series, and
    /// a dashed line at `target` when given. Non-finite samples are skipped and break the line;
    /// a single point or constant values get a small range around them.
    static func render(
        title: String, series: [(name: String, t: [Double], value: [Double])], target: Double? = nil,
        xLabel: String = "t (s)", yLabel: String = "value",
        size: CGSize = CGSize(width: 800, height: 500), scale: Double = 2
    ) -> Bitmap {
        render(
            title: title, curves: series.map { Series(name: $0.name, line: ($0.t, $0.value), marks: ($0.t, $0.value)) },
            target: target, xLabel: xLabel, yLabel: yLabel, size: size, scale: scale)
    }

    /// The same chart with each series' line and dots given apart: the line through
    /// `line`'s samples, the dots at `marks`; the axes cover both.
    static func render(
        title: String, curves: [Series], target: Double? = nil,
        xLabel: String = "t (s)", yLabel: String = "value",
        size: CGSize = CGSize(width: 800, height: 500), scale: Double = 2
    ) -> Bitmap {
        CGContext.image(size: size, scale: scale) { context in
            var chart = Chart(context: context, size: size, title: title, xLabel: xLabel, yLabel: yLabel)
            chart.draw(series: curves.map(PlotSeries.init), target: target.flatMap { $0.isFinite ? $0 : nil })
        }.bitmap
    }
}

/// One series' line and dots, with nil where a coordinate is not finite.
struct PlotSeries {
    let name: String
    let line: [CGPoint?]
    let points: [CGPoint?]

    init(_ series: CurvePlot.Series) {
        name = series.name
        func points(_ t: [Double], _ value: [Double]) -> [CGPoint?] {
            zip(t, value).map { t, v in t.isFinite && v.isFinite ? CGPoint(x: t, y: v) : nil }
        }
        line = points(series.line.t, series.line.value)
        self.points = points(series.marks.t, series.marks.value)
    }

    /// Every finite point, of the line and the dots.
    var allPoints: [CGPoint] { (line + points).compactMap { $0 } }
}

/// The drawing of one chart: layout first, then back-to-front painting.
private struct Chart {
    let context: CGContext
    let size: CGSize
    let title: String
    let xLabel: String
    let yLabel: String

    let titleFont = Font.system(size: 16, weight: .semibold)
    let tickFont = Font.system(size: 11)
    let labelFont = Font.system(size: 12)
    let legendFont = Font.system(size: 11.5)
    let ink = CGColor(hex: "#222222")!
    let tickInk = CGColor(hex: "#555555")!
    let axisInk = CGColor(hex: "#777777")!
    let gridInk = CGColor(hex: "#E8E8E8")!

    /// Set by `layOut`: the plotting area and its axes.
    var plot = CGRect.zero
    var xAxis = PlotAxis(covering: [], margin: 0, tickCount: 1)
    var yAxis = PlotAxis(covering: [], margin: 0, tickCount: 1)

    init(context: CGContext, size: CGSize, title: String, xLabel: String, yLabel: String) {
        self.context = context
        self.size = size
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
    }

    mutating func draw(series: [PlotSeries], target: Double?) {
        context.setFillColor(.white)
        context.fill(CGRect(origin: .zero, size: size))
        guard layOut(series: series, target: target) else { return }
        let screenPoints = series.flatMap { $0.allPoints.map(position) }
        let legend = series.count > 1 ? Legend(series: series, chart: self, avoiding: screenPoints) : nil
        drawGrid()
        if let target {
            drawTargetLine(target)
            drawTargetLabel(target, avoiding: screenPoints, legend: legend?.frame)
        }
        for (index, s) in series.enumerated() {
            drawSeries(s, color: CurvePlot.palette[index % CurvePlot.palette.count])
        }
        drawAxes()
        drawLabels()
        legend?.draw(in: self)
    }

    // MARK: Layout

    /// Sizes the margins around the tick labels they hold; false when no room is left to plot.
    private mutating func layOut(series: [PlotSeries], target: Double?) -> Bool {
        let points = series.flatMap(\.allPoints)
        let tickHeight = context.textSize(of: "0", font: tickFont).height
        let labelHeight = context.textSize(of: "0", font: labelFont).height
        let top = title.isEmpty ? 16 : 24 + context.textSize(of: title, font: titleFont).height
        let bottom = 8 + tickHeight + 6 + labelHeight + 12
        let right = 24.0
        let plotHeight = size.height - top - bottom
        guard plotHeight > 8 else { return false }

        let ys: [Double] = points.map { Double($0.y) } + (target.map { [$0] } ?? [])
        yAxis = PlotAxis(covering: ys, margin: 0.08, tickCount: Double(plotHeight) / 48)
        let widest = yAxis.ticks.map { context.textSize(of: yAxis.label(for: $0), font: tickFont).width }.max() ?? 0
        let left = 12 + labelHeight + 10 + widest + 8
        let plotWidth = size.width - left - right
        guard plotWidth > 8 else { return false }
        xAxis = PlotAxis(covering: points.map { Double($0.x) }, margin: 0.02, tickCount: Double(plotWidth) / 90)
        plot = CGRect(x: left, y: top, width: plotWidth, height: plotHeight)
        return true
    }

    private func x(_ t: Double) -> Double { plot.minX + xAxis.fraction(of: t) * plot.width }
    private func y(_ v: Double) -> Double { plot.maxY - yAxis.fraction(of: v) * plot.height }
    fileprivate func position(_ p: CGPoint) -> CGPoint { CGPoint(x: x(p.x), y: y(p.y)) }

    /// Centres a hairline of `width` points on device pixels, so it is sharp, not smeared.
    private func crisp(_ v: Double, width: Double = 1) -> Double {
        let scale = max(1e-9, (context.ctm.a * context.ctm.a + context.ctm.b * context.ctm.b).squareRoot())  // pixels per point
        let pixels = (width * scale).rounded()
        let odd = Int(pixels) % 2 == 1
        return ((v * scale).rounded(.down) + (odd ? 0.5 : 0)) / scale
    }

    // MARK: Painting

    private func drawGrid() {
        context.saveGState()
        context.setStrokeColor(gridInk)
        context.setLineWidth(1)
        let grid = CGMutablePath()
        for t in xAxis.ticks {
            let px = crisp(x(t))
            grid.move(to: CGPoint(x: px, y: plot.minY))
            grid.addLine(to: CGPoint(x: px, y: plot.maxY))
        }
        for v in yAxis.ticks {
            let py = crisp(y(v))
            grid.move(to: CGPoint(x: plot.minX, y: py))
            grid.addLine(to: CGPoint(x: plot.maxX, y: py))
        }
        context.stroke(grid)
        // Zero is the value people measure from: a darker line where it is inside the range.
        if yAxis.lower < 0, yAxis.upper > 0 {
            let py = crisp(y(0))
            context.setStrokeColor(CGColor(hex: "#C4C4C4")!)
            context.stroke(segment(CGPoint(x: plot.minX, y: py), CGPoint(x: plot.maxX, y: py)))
        }
        context.restoreGState()
    }

    private func drawTargetLine(_ target: Double) {
        let py = y(target)
        context.saveGState()
        context.setStrokeColor(CGColor(hex: "#444444")!.withAlpha(0.75))
        context.setLineWidth(1.25)
        context.setLineDash(phase: 0, lengths: [6, 4])
        context.stroke(segment(CGPoint(x: plot.minX, y: py), CGPoint(x: plot.maxX, y: py)))
        context.restoreGState()
    }

    /// Labels the target line at whichever end, above or below, covers the fewest samples and
    /// misses the legend; a curve settling on its target crowds the right end.
    private func drawTargetLabel(_ target: Double, avoiding points: [CGPoint], legend: CGRect?) {
        let py = y(target)
        let label = "target \(yAxis.label(for: target))"
        let textSize = context.textSize(of: label, font: tickFont)
        let box = CGSize(width: textSize.width + 6, height: textSize.height + 2)
        let lefts = [plot.maxX - box.width - 4, plot.minX + 6]
        let tops = [py - box.height - 2, py + 3]
        let candidates = tops.flatMap { top in lefts.map { CGRect(origin: CGPoint(x: $0, y: top), size: box) } }
            .filter { $0.minY >= plot.minY && $0.maxY <= plot.maxY }
        guard
            let frame = candidates.min(by: { a, b in
                cost(of: a, points: points, legend: legend) < cost(of: b, points: points, legend: legend)
            })
        else { return }
        context.setFillColor(CGColor.white.withAlpha(0.85))
        context.fill(RoundedRect.path(frame, radius: 3))
        context.drawText(
            label, in: frame.insetBy(1), font: tickFont, color: CGColor(hex: "#444444")!, alignment: .center)
    }

    private func cost(of rect: CGRect, points: [CGPoint], legend: CGRect?) -> Int {
        let overlapsLegend = legend.map { rect.intersects($0) } ?? false
        return hidden(points, by: rect) + (overlapsLegend ? 1_000_000 : 0)
    }

    private func drawSeries(_ series: PlotSeries, color: CGColor) {
        let samples = series.points.compactMap { $0 }
        guard !series.allPoints.isEmpty else { return }
        context.saveGState()
        context.clip(to: plot.insetBy(-4))

        // Non-finite samples break the line rather than join across the gap.
        let line = CGMutablePath()
        var isDrawing = false
        for point in series.line {
            guard let point else {
                isDrawing = false
                continue
            }
            if isDrawing { line.addLine(to: position(point)) } else { line.move(to: position(point)) }
            isDrawing = true
        }
        context.setStrokeColor(color)
        context.setLineWidth(2)
        context.setLineJoin(.round)
        context.setLineCap(.round)
        context.stroke(line)

        // Dots shrink when samples crowd together, so they mark points without becoming a band.
        let span = (samples.map(\.x).max() ?? 0) - (samples.map(\.x).min() ?? 0)
        let screenSpan = span / (xAxis.upper - xAxis.lower) * plot.width
        let spacing = samples.count > 1 ? screenSpan / Double(samples.count - 1) : 10
        let radius = min(2.6, max(1.7, spacing * 0.3))
        for sample in samples {
            let p = position(sample)
            context.addEllipse(in: CGRect(x: p.x - radius, y: p.y - radius, width: 2 * radius, height: 2 * radius))
        }
        context.setFillColor(color)
        context.fillPath()
        context.restoreGState()
    }

    private func drawAxes() {
        context.saveGState()
        context.setStrokeColor(axisInk)
        context.setLineWidth(1)
        let left = crisp(plot.minX), bottom = crisp(plot.maxY)
        let axes = CGMutablePath()
        axes.move(to: CGPoint(x: left, y: plot.minY))
        axes.addLine(to: CGPoint(x: left, y: bottom))
        axes.addLine(to: CGPoint(x: plot.maxX, y: bottom))
        for t in xAxis.ticks {
            axes.move(to: CGPoint(x: crisp(x(t)), y: bottom))
            axes.addLine(to: CGPoint(x: crisp(x(t)), y: bottom + 4))
        }
        for v in yAxis.ticks {
            axes.move(to: CGPoint(x: left, y: crisp(y(v))))
            axes.addLine(to: CGPoint(x: left - 4, y: crisp(y(v))))
        }
        context.stroke(axes)
        context.restoreGState()
    }

    private func drawLabels() {
        let tickHeight = context.textSize(of: "0", font: tickFont).height
        for t in xAxis.ticks {
            let rect = CGRect(x: x(t) - 40, y: plot.maxY + 7, width: 80, height: tickHeight)
            context.drawText(xAxis.label(for: t), in: rect, font: tickFont, color: tickInk, alignment: .center)
        }
        for v in yAxis.ticks {
            let rect = CGRect(x: 0, y: y(v) - tickHeight / 2, width: plot.minX - 8, height: tickHeight)
            context.drawText(yAxis.label(for: v), in: rect, font: tickFont, color: tickInk, alignment: .right)
        }
        let labelHeight = context.textSize(of: "0", font: labelFont).height
        let xLabelRect = CGRect(x: plot.minX, y: plot.maxY + 8 + tickHeight + 6, width: plot.width, height: labelHeight)
        context.drawText(xLabel, in: xLabelRect, font: labelFont, color: ink, alignment: .center)

        // The y label reads bottom to top: after a -90° turn local +x points up the screen.
        context.saveGState()
        context.translateBy(x: 12, y: plot.midY)
        context.rotate(by: -Double.pi / 2)
        let yLabelRect = CGRect(x: -plot.height / 2, y: 0, width: plot.height, height: labelHeight)
        context.drawText(yLabel, in: yLabelRect, font: labelFont, color: ink, alignment: .center)
        context.restoreGState()

        if !title.isEmpty {
            let titleHeight = context.textSize(of: title, font: titleFont).height
            let titleRect = CGRect(x: 8, y: 14, width: size.width - 16, height: titleHeight)
            context.drawText(title, in: titleRect, font: titleFont, color: ink, alignment: .center)
        }
    }

    /// How many of `points` a box drawn over `rect` would hide.
    fileprivate func hidden(_ points: [CGPoint], by rect: CGRect) -> Int {
        points.reduce(0) { $0 + (rect.insetBy(-4).contains($1) ? 1 : 0) }
    }
}

/// The series key, in the plot corner that hides the fewest samples.
private struct Legend {
    let names: [String]
    let frame: CGRect
    let rowHeight: Double
    let nameWidth: Double
    static let swatch = 22.0
    static let padding = 8.0

    init(series: [PlotSeries], chart: Chart, avoiding points: [CGPoint]) {
        let (context, plot, font) = (chart.context, chart.plot, chart.legendFont)
        names = series.enumerated().map { $1.name.isEmpty ? "series \($0 + 1)" : $1.name }
        rowHeight = context.textSize(of: "0", font: font).height + 4
        nameWidth = names.map { context.textSize(of: $0, font: font).width }.max() ?? 0
        let box = CGSize(
            width: Self.padding + Self.swatch + 6 + nameWidth + Self.padding,
            height: Self.padding * 2 + rowHeight * Double(names.count))
        let inset = 10.0
        let corners = [
            CGPoint(x: plot.maxX - inset - box.width, y: plot.minY + inset),
            CGPoint(x: plot.minX + inset, y: plot.minY + inset),
            CGPoint(x: plot.maxX - inset - box.width, y: plot.maxY - inset - box.height),
            CGPoint(x: plot.minX + inset, y: plot.maxY - inset - box.height),
        ]
        let origin = corners.min { a, b in
            chart.hidden(points, by: CGRect(origin: a, size: box)) < chart.hidden(points, by: CGRect(origin: b, size: box))
        }!
        frame = CGRect(origin: origin, size: box)
    }

    func draw(in chart: Chart) {
        let context = chart.context
        let (padding, swatch) = (Self.padding, Self.swatch)
        context.saveGState()
        context.setFillColor(CGColor.white.withAlpha(0.92))
        context.fill(RoundedRect.path(frame, radius: 4))
        context.setStrokeColor(CGColor(hex: "#CCCCCC")!)
        context.setLineWidth(1)
        context.stroke(RoundedRect.path(frame.insetBy(0.5), radius: 4))
        for (index, name) in names.enumerated() {
            let color = CurvePlot.palette[index % CurvePlot.palette.count]
            let rowTop = frame.minY + padding + Double(index) * rowHeight
            let midY = rowTop + rowHeight / 2
            context.setStrokeColor(color)
            context.setLineWidth(2)
            context.setLineCap(.round)
            context.stroke(segment(CGPoint(x: frame.minX + padding, y: midY), CGPoint(x: frame.minX + padding + swatch, y: midY)))
            context.setFillColor(color)
            context.addEllipse(in: CGRect(x: frame.minX + padding + swatch / 2 - 2.5, y: midY - 2.5, width: 5, height: 5))
            context.fillPath()
            let textRect = CGRect(x: frame.minX + padding + swatch + 6, y: rowTop + 2, width: nameWidth + 1, height: rowHeight)
            context.drawText(name, in: textRect, font: chart.legendFont, color: chart.ink)
        }
        context.restoreGState()
    }
}

/// A rectangle with circular corners, as a path.
private enum RoundedRect {
    static func path(_ rect: CGRect, radius: Double) -> CGPath {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        return CGPath(roundedRect: rect, cornerWidth: r, cornerHeight: r, transform: nil)
    }
}

/// A straight segment from `a` to `b`.
private func segment(_ a: CGPoint, _ b: CGPoint) -> CGPath {
    let path = CGMutablePath()
    path.move(to: a)
    path.addLine(to: b)
    return path
}

extension CGContext {
    fileprivate func stroke(_ path: CGPath) {
        addPath(path)
        strokePath()
    }

    fileprivate func fill(_ path: CGPath) {
        addPath(path)
        fillPath()
    }
}

extension CGRect {
    /// The rect grown (negative) or shrunk (positive) by `amount` on every side.
    fileprivate func insetBy(_ amount: Double) -> CGRect {
        CGRect(x: minX + amount, y: minY + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

}

extension CGColor {
    fileprivate func withAlpha(_ alpha: Double) -> CGColor {
        copy(alpha: alpha) ?? self
    }
}
