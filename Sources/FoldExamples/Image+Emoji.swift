import FoldCore
import FoldEffects
import FoldRender
import FoldUI
import Foundation

extension UIImage {
    /// An emoji (a dish: "🍜", "🍣" …) drawn with the colour emoji font into a square image of
    /// `size` points at `scale` pixels per point, named after its characters.
    ///
    /// ```swift
    /// let noodles = Image.emoji("🍜")          // 40 × 40 pt, @2x
    /// try animator.fly(noodles, from: p, in: cell)
    /// ```
    public static func emoji(_ emoji: String, size: Double = 40, scale: Double = 2) -> UIImage {
        let image = CGContext.image(size: CGSize(width: size, height: size), scale: scale) { g in
            let font = Font(family: "Noto Color Emoji", size: size * 0.8)
            let text = g.textSize(of: emoji, font: font)
            let rect = CGRect(
                x: (size - text.width) / 2, y: (size - text.height) / 2, width: max(text.width, 1), height: max(text.height, 1))
            g.drawText(emoji, in: rect, font: font, color: .black)
        }
        let name = "emoji-" + emoji.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "-")
        return UIImage(bitmap: image.bitmap, name: name + "-\(Int(size))")
    }
}
