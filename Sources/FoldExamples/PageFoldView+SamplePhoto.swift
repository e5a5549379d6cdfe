import FoldCore
import FoldEffects
import FoldRender
import FoldUI
import Foundation

extension PageFoldView {
    /// A landscape drawn with `CGContext` — an evening sky, a low sun, mountains, hills,
    /// a lake, pines and a caption — for demos and the CLI when no image is given.
    ///
    /// ```swift
    /// let photo = PageFoldView.samplePhoto(size: CGSize(width: 300, height: 400), scale: 2)
    /// let page = try PageFoldView(image: photo)
    /// ```
    public static func samplePhoto(size: CGSize, scale: Double, caption: String = "Evening over the hills") -> UIImage {
        let image = CGContext.image(size: size, scale: scale) { c in
            let w = size.width, h = size.height
            let horizon = h * 0.56
            // The sky: deep blue at the top warming to peach at the horizon, in 1 pt bands.
            let top = CGColor(red: 0.16, green: 0.27, blue: 0.55, alpha: 1), mid = CGColor(red: 0.55, green: 0.55, blue: 0.78, alpha: 1)
            let low = CGColor(red: 0.99, green: 0.74, blue: 0.55, alpha: 1)
            var y = 0.0
            while y < horizon {
                let t = y / horizon
                c.setFillColor(t < 0.6 ? top.interpolated(to: mid, fraction: t / 0.6) : mid.interpolated(to: low, fraction: (t - 0.6) / 0.4))
                c.fill(CGRect(x: 0, y: y, width: w, height: min(1.5, horizon - y + 0.5)))
                y += 1
            }
            // The sun with a soft glow.
            let sun = CGPoint(x: w * 0.68, y: horizon - h * 0.11)
            for (radius, alpha) in [(0.16, 0.08), (0.11, 0.14), (0.075, 0.25)] {
                c.setFillColor(CGColor(red: 1, green: 0.9, blue: 0.6, alpha: alpha))
                c.addEllipse(in: CGRect(x: sun.x - w * radius, y: sun.y - w * radius, width: 2 * w * radius, height: 2 * w * radius))
                c.fillPath()
            }
            c.setFillColor(CGColor(red: 1, green: 0.96, blue: 0.82, alpha: 1))
            c.addEllipse(in: CGRect(x: sun.x - w * 0.05, y: sun.y - w * 0.05, width: w * 0.1, height: w * 0.1))
            c.fillPath()
            // Far mountains, then two rolling hills, nearer ones darker.
            c.fill(ridge(w: w, base: horizon, peaks: [(0, 0.02), (0.18, 0.13), (0.33, 0.06), (0.52, 0.16), (0.7, 0.07), (0.86, 0.12), (1, 0.03)], h: h),
                   CGColor(red: 0.42, green: 0.45, blue: 0.62, alpha: 1))
            c.fill(hill(w: w, y0: horizon + h * 0.02, lift: h * 0.06, phase: 0.3), CGColor(red: 0.3, green: 0.48, blue: 0.32, alpha: 1))
            c.fill(hill(w: w, y0: horizon + h * 0.1, lift: h * 0.05, phase: 1.7), CGColor(red: 0.2, green: 0.38, blue: 0.22, alpha: 1))
            // A lake in the foreground with the sun's reflection.
            let lakeTop = h * 0.76
            c.setFillColor(CGColor(red: 0.32, green: 0.42, blue: 0.62, alpha: 1))
            c.fill(CGRect(x: 0, y: lakeTop, width: w, height: h - lakeTop))
            c.setFillColor(CGColor(red: 1, green: 0.85, blue: 0.6, alpha: 0.55))
            for i in 0..<5 {
                let dy = Double(i) * h * 0.018, half = w * (0.06 - Double(i) * 0.009)
                c.fill(CGRect(x: sun.x - half, y: lakeTop + h * 0.012 + dy, width: 2 * half, height: max(1, h * 0.005)))
            }
            // Pines on the near shore.
            c.setFillColor(CGColor(red: 0.1, green: 0.22, blue: 0.14, alpha: 1))
            for (x, s) in [(0.08, 1.0), (0.14, 0.75), (0.21, 0.9), (0.88, 0.85), (0.94, 1.1)] {
                let p = CGMutablePath()
                let th = h * 0.13 * s, bx = w * x
                p.move(to: CGPoint(x: bx, y: lakeTop - th))
                p.addLine(to: CGPoint(x: bx + th * 0.28, y: lakeTop))
                p.addLine(to: CGPoint(x: bx - th * 0.28, y: lakeTop))
                p.closeSubpath()
                c.addPath(p)
                c.fillPath()
            }
            // The caption on a dark band.
            let band = CGRect(x: 0, y: h * 0.9, width: w, height: h * 0.1)
            c.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 0.45))
            c.fill(band)
            let font = Font.system(size: max(6, h * 0.042), weight: .semibold)
            let text = c.textSize(of: caption, font: font)
            c.drawText(
                caption, in: CGRect(x: w * 0.05, y: band.midY - text.height / 2, width: w * 0.9, height: text.height + 2), font: font,
                color: .white)
        }
        return UIImage(bitmap: image.bitmap, name: "pagefold-sample-\(Int(size.width))x\(Int(size.height))-\(Int((scale * 100).rounded()))")
    }

    private static func ridge(w: Double, base: Double, peaks: [(Double, Double)], h: Double) -> CGPath {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: base + h * 0.2))
        for (x, lift) in peaks { p.addLine(to: CGPoint(x: x * w, y: base - lift * h)) }
        p.addLine(to: CGPoint(x: w, y: base + h * 0.2))
        p.closeSubpath()
        return p
    }

    private static func hill(w: Double, y0: Double, lift: Double, phase: Double) -> CGPath {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: y0 + lift * 3))
        var x = 0.0
        while x <= w + 1 {
            p.addLine(to: CGPoint(x: x, y: y0 - lift * sin(x / w * 2.6 + phase)))
            x += max(1, w / 60)
        }
        p.addLine(to: CGPoint(x: w, y: y0 + lift * 3))
        p.closeSubpath()
        return p
    }
}

extension CGContext {
    fileprivate func fill(_ path: CGPath, _ color: CGColor) {
        setFillColor(color)
        addPath(path)
        fillPath()
    }
}
