import FoldCore
import FoldRender
import Foundation
import Testing

@testable import FoldUI

/// Renders a small window through the compositor (written to the temporary directory as
/// `foldui-example.png` for people to look at) and checks its pixels where each view is.
@Suite struct ExampleRenderTests {
    /// An 80 × 60 pixel @2x image: red left half, green right half.
    static let image: Bitmap = {
        var b = Bitmap(width: 80, height: 60, scale: 2)
        for y in 0..<60 {
            for x in 0..<80 {
                b.pixels[y * 80 + x] = x < 40 ? Bitmap.pack(r: 255, g: 0, b: 0, a: 255) : Bitmap.pack(r: 0, g: 160, b: 0, a: 255)
            }
        }
        return b
    }()

    final class Example {
        let window = UIWindow(size: CGSize(width: 320, height: 300))
        let title = UILabel(text: "FoldUI 你好世界 🎉", fontSize: 22)
        let body = UILabel()
        let button: UIButton = {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 110, y: 150, width: 100, height: 44)
            return button
        }()
        let imageView = UIImageView(image: UIImage(bitmap: ExampleRenderTests.image, name: "halves"))

        init() {
            window.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
            title.frame = CGRect(x: 16, y: 16, width: 288, height: 40)
            title.textAlignment = .center
            body.text = "日本語のテキストは折り返されます。Emoji 🍣🍜 wrap too."
            body.fontSize = 15
            body.numberOfLines = 0
            body.textColor = UIColor(red: 0.2, green: 0.2, blue: 0.25, alpha: 1)
            body.frame = CGRect(x: 16, y: 64, width: 288, height: 70)
            button.setTitle("Tap me", for: .normal)
            button.backgroundColor = .white
            button.layer.cornerRadius = 10
            button.layer.borderWidth = 1
            button.layer.borderColor = UIButton.systemTint.cgColor
            imageView.frame = CGRect(x: 100, y: 210, width: 120, height: 80)
            imageView.contentMode = .scaleAspectFit
            imageView.backgroundColor = UIColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1)
            for v in [title, body, button, imageView] as [UIView] { window.addSubview(v) }
        }
    }

    func render(_ example: Example, events: [InputEvent] = []) -> Bitmap {
        let loop = FrameLoop(window: example.window)
        _ = loop.step(to: 0)
        for e in events { loop.send(e) }
        let tree = loop.step(to: 1.0 / 60)
        let compositor = Compositor(images: example.window.images, threads: 1)
        return compositor.render(tree)
    }

    /// Pixels of a rect (in points) of a 2x bitmap.
    func pixels(_ b: Bitmap, _ r: CGRect) -> [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
        var out: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] = []
        for y in Int(r.minY * 2)..<Int(r.maxY * 2) {
            for x in Int(r.minX * 2)..<Int(r.maxX * 2) { out.append(b.rgba(x: x, y: y)) }
        }
        return out
    }

    @Test func labelsButtonAndImageDrawWhereTheyAre() throws {
        let example = Example()
        let bitmap = render(example)
        try TestOutput.keep(bitmap, name: "foldui-example.png")
        #expect(bitmap.width == 640 && bitmap.height == 600)

        // The title: dark glyph pixels (CJK included: the right half of the text has some) and
        // colourful emoji pixels.
        let titleSize = example.title.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(titleSize.width > 150 && titleSize.height >= 22 && titleSize.height < 40)
        let title = pixels(bitmap, example.title.frame)
        #expect(title.contains { $0.r < 60 && $0.g < 60 && $0.b < 60 })
        #expect(title.contains { max($0.r, $0.g, $0.b) - min($0.r, $0.g, $0.b) > 100 })
        // The wrapped body takes more than one line.
        let bodySize = example.body.sizeThatFits(CGSize(width: 288, height: 1000))
        #expect(bodySize.width <= 288 && bodySize.height > 30)
        let lowerBody = pixels(bitmap, CGRect(x: 16, y: 64 + 35 + 5, width: 288, height: 25))
        #expect(lowerBody.contains { $0.r < 120 })

        // The button's title is the system tint; its centre row has blue glyph pixels.
        let buttonTitle = pixels(bitmap, example.button.convert(example.button.titleLabel!.frame, to: nil))
        #expect(buttonTitle.contains { $0.b > 200 && $0.r < 80 && $0.g < 170 })

        // Aspect fit: the 40 × 30 pt image scales ×8/3 to 106.7 × 80, centred in 120 × 80:
        // red at the left quarter, green at the right, grey bars at the edges.
        let red = bitmap.rgba(x: Int(2 * (100 + 6.7 + 20)), y: 2 * 250)
        let green = bitmap.rgba(x: Int(2 * (100 + 6.7 + 86)), y: 2 * 250)
        let bar = bitmap.rgba(x: 2 * 100 + 4, y: 2 * 250)
        #expect(red.r > 240 && red.g < 20)
        #expect(green.g > 140 && green.r < 20)
        #expect(bar.r == bar.g && bar.r > 190 && bar.r < 220)
    }

    @Test func aHighlightedButtonFadesItsTitle() {
        let plain = render(Example())
        let example = Example()
        let pressed = render(example, events: [.pointerDown(CGPoint(x: 160, y: 172))])
        #expect(example.button.isHighlighted)
        let r = example.button.convert(example.button.titleLabel!.frame, to: nil)
        func blueness(_ b: Bitmap) -> Int { pixels(b, r).map { Int($0.b) - Int($0.r) }.max() ?? 0 }
        #expect(blueness(pressed) < blueness(plain) / 2)
    }

    @Test func anImagesScaleSetsItsSizeInPoints() {
        let window = UIWindow(size: CGSize(width: 100, height: 100))
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.image = UIImage(bitmap: Self.image, name: "halves")
        view.contentMode = .center
        window.addSubview(view)
        #expect(view.layer.contentsScale == 2)
        #expect(view.layer.contentsGravity == .center)
        #expect(view.sizeThatFits(.zero) == CGSize(width: 40, height: 30))
        let loop = FrameLoop(window: window)
        let bitmap = Compositor(images: window.images, threads: 1).render(loop.step(to: 0))
        // 40 × 30 points centred: x 30…70, y 35…65 (pixels ×2).
        #expect(bitmap.rgba(x: 2 * 31, y: 2 * 50).r == 255)
        #expect(bitmap.rgba(x: 2 * 69, y: 2 * 50).g == 160)
        #expect(bitmap.rgba(x: 2 * 29, y: 2 * 50) == (255, 255, 255, 255))
        #expect(bitmap.rgba(x: 2 * 50, y: 2 * 33) == (255, 255, 255, 255))
    }
}
