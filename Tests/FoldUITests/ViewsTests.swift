import FoldCore
import FoldRender
import Foundation
import Testing

@testable import FoldUI

@Suite struct ViewsTests {
    func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

    @Test func insertAboveAndBelowSiblings() {
        let root = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        for v in [a, b, c] { root.addSubview(v) }
        root.insertSubview(d, aboveSubview: a)
        #expect(ids(root.subviews) == ids([a, d, b, c]))
        // Moving an existing subview above a later sibling.
        root.insertSubview(a, aboveSubview: b)
        #expect(ids(root.subviews) == ids([d, b, a, c]))
        root.insertSubview(c, belowSubview: d)
        #expect(ids(root.subviews) == ids([c, d, b, a]))
        root.insertSubview(c, belowSubview: a)
        #expect(ids(root.subviews) == ids([d, b, c, a]))
        // The layers follow.
        #expect(root.layer.children.map(ObjectIdentifier.init) == [d, b, c, a].map { ObjectIdentifier($0.layer) })
    }

    @Test func aLabelCapsItsLines() {
        let label = UILabel()
        label.text = String(repeating: "wrapping words ", count: 12)
        label.numberOfLines = 0
        let line = UILabel(text: "Xg").sizeThatFits(CGSize(width: 1000, height: 1000)).height
        let all = label.sizeThatFits(CGSize(width: 120, height: 1000))
        #expect(all.width <= 120)
        #expect(all.height > 3.5 * line)
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 120, height: 1000))
        #expect(abs(two.height - 2 * line) <= 1)
        // One line ignores the width.
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 120, height: 1000)).width > 500)
    }

    /// UILabel's adjustsFontSizeToFitWidth: a line too wide for the bounds is drawn smaller —
    /// the largest half point that fits, never below minimumScaleFactor — and a line that fits,
    /// or a wrapped label, keeps its size; `fontSize` keeps the size asked for.
    @Test func aLabelShrinksALineToFitItsWidth() {
        let label = UILabel(text: "宫保鸡丁 · Kung Pao Chicken", fontSize: 22)
        label.fontWeight = 600
        let natural = label.sizeThatFits(CGSize(width: 1000, height: 100)).width
        label.frame = CGRect(x: 0, y: 0, width: (natural * 0.75).rounded(), height: 30)
        label.layoutIfNeeded()
        #expect(label.textLayer.fontSize == 22, "shrinks only when asked")
        label.adjustsFontSizeToFitWidth = true
        label.layoutIfNeeded()
        let size = label.textLayer.fontSize
        #expect(size < 22 && size >= 22 * 0.7 && label.fontSize == 22, "drawn at \(size)")
        let font = { (s: Double) in Font(size: s, weight: Font.weight(css: 600)) }
        #expect(TextMetrics.size(of: label.text!, font: font(size)).width <= label.bounds.width)
        #expect(TextMetrics.size(of: label.text!, font: font(size + 0.5)).width > label.bounds.width, "the largest half point")
        // A lighter weight is narrower: fitted again, not the last fit reused.
        label.fontWeight = 400
        label.layoutIfNeeded()
        let regular = label.textLayer.fontSize
        #expect(TextMetrics.size(of: label.text!, font: Font(size: regular)).width <= label.bounds.width)
        #expect(regular == 22 || TextMetrics.size(of: label.text!, font: Font(size: regular + 0.5)).width > label.bounds.width)
        label.fontWeight = 600
        label.minimumScaleFactor = 0.9
        label.layoutIfNeeded()
        #expect(label.textLayer.fontSize == 22 * 0.9, "not below the minimum scale")
        label.frame.size.width = natural + 10
        label.layoutIfNeeded()
        #expect(label.textLayer.fontSize == 22, "a line that fits keeps its size")
        label.frame.size.width = 60
        label.numberOfLines = 0
        label.layoutIfNeeded()
        #expect(label.textLayer.fontSize == 22, "wrapped text keeps its size")
    }

    @Test func aLabelCentresItsTextVertically() {
        let label = UILabel(text: "Hello")
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        label.layoutIfNeeded()
        let text = label.textLayer.frame
        #expect(abs(text.midY - 50) < 1e-9)
        #expect(text.height < 40 && text.width == 200)
    }

    @Test func aButtonCentresImageAndTitleSideBySide() {
        let image = UIImage(bitmap: Bitmap(width: 40, height: 40, scale: 2), name: "icon")
        let pressed = UIImage(bitmap: Bitmap(width: 40, height: 40, scale: 2), name: "icon-pressed")
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        button.setTitle("Add", for: .normal)
        button.setImage(image, for: .normal)
        button.setImage(pressed, for: .highlighted)
        button.layoutIfNeeded()
        let i = button.imageView!.frame, t = button.titleLabel!.frame
        #expect(i.size == CGSize(width: 20, height: 20))
        #expect(abs(t.minX - i.maxX - button.imageTitleSpacing) < 1e-9)
        #expect(abs((i.minX + t.maxX) / 2 - 100) < 1e-9)
        #expect(abs(i.midY - 22) < 1e-9 && abs(t.midY - 22) < 1e-9)
        button.isHighlighted = true
        #expect(button.imageView?.image === pressed)
        #expect(button.titleLabel?.text == "Add")  // falls back to normal
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.imageView?.image === image)
        #expect(button.state == .disabled)
    }

    @Test func sizeToFitUsesSizeThatFits() {
        let image = UIImage(bitmap: Bitmap(width: 90, height: 30, scale: 3), name: "wide")
        let view = UIImageView(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        view.image = image
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 30, height: 10))
    }
}

@Suite struct LabelPixelGridTests {
    /// In a window, as UILabel, the text's top is on a device pixel and its height whole pixels,
    /// still centred to within half a pixel; outside a window it is centred exactly.
    @Test(arguments: [1.0, 2.0, 3.0])
    func aLabelsTextSitsOnTheWindowsPixelGrid(_ scale: Double) {
        let window = UIWindow(size: CGSize(width: 375, height: 667), scale: scale)
        for (i, height) in [44.0, 43.7, 88.0, 20.0, 17.3].enumerated() {
            let label = UILabel(text: "Row \(i) 行", fontSize: 17)
            label.frame = CGRect(x: 16, y: 10.5 * Double(i), width: 343, height: height)
            let alone = UILabel(text: "Row \(i) 行", fontSize: 17)
            alone.frame = label.frame
            alone.layoutIfNeeded()
            window.addSubview(label)
            label.layoutIfNeeded()
            let t = label.textLayer.frame, free = alone.textLayer.frame
            #expect(abs((t.minY * scale).rounded() - t.minY * scale) < 1e-9, "top \(t.minY) at scale \(scale)")
            if t.maxY < height - 1e-9 {
                #expect(abs((t.height * scale).rounded() - t.height * scale) < 1e-9, "height \(t.height) at scale \(scale)")
            }
            #expect(abs(t.minY - free.minY) <= 0.5 / scale + 1e-9)
            #expect(t.height >= free.height - 1e-9 || t.maxY >= height - 1e-9)
            #expect(abs(free.midY - height / 2) < 1e-9 || free.height >= height)
        }
    }
}

@Suite struct LabelWeightTests {
    @Test func aBoldLabelMeasuresWiderAndPassesItsWeightToItsTextLayer() {
        let regular = UILabel(text: "Kung Pao Chicken", fontSize: 20)
        let bold = UILabel(text: "Kung Pao Chicken", fontSize: 20)
        bold.fontWeight = 700
        #expect(bold.textLayer.fontWeight == 700 && regular.textLayer.fontWeight == 400)
        let r = regular.sizeThatFits(CGSize(width: 1000, height: 100)), b = bold.sizeThatFits(CGSize(width: 1000, height: 100))
        #expect(b.width > r.width, "bold \(b) vs regular \(r)")
    }
}
