import FoldCore
import FoldUI
import Foundation
import Testing

/// `drawHierarchy(in:afterScreenUpdates:)` and `snapshotView(afterScreenUpdates:)`: what the
/// view shows, analytic pixels (a red square on a blue view).
@Suite struct ViewSnapshotTests {
    /// Lays its square out only in `layoutSubviews`: a pending layout shows only after updates.
    final class Card: UIView {
        let square = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .blue
            square.backgroundColor = .red
            addSubview(square)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            square.frame = CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height / 2)
        }
    }

    static func colour(_ b: Bitmap, _ x: Int, _ y: Int) -> String {
        let p = b.rgba(x: x, y: y)
        if p == (255, 0, 0, 255) { return "red" }
        if p == (0, 0, 255, 255) { return "blue" }
        return "\(p)"
    }

    @Test func drawHierarchyDrawsWhatTheViewShowsScaledIntoTheRect() throws {
        let card = Card(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        card.transform = CGAffineTransform(rotationAngle: 0.3)  // the view itself is drawn untransformed
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 2
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { _ in
            drew = card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true)
        }
        #expect(drew)
        let b = try #require(image.cgImage).bitmap
        #expect(b.width == 80 && b.height == 40)
        // Twice the size at twice the scale: the square is the top right quarter.
        #expect(Self.colour(b, 70, 5) == "red" && Self.colour(b, 10, 5) == "blue" && Self.colour(b, 70, 35) == "blue")
        #expect(Self.colour(b, 41, 19) == "red" && Self.colour(b, 38, 19) == "blue" && Self.colour(b, 41, 21) == "blue")
        // No context: nothing drawn, and UIKit's false.
        #expect(!card.drawHierarchy(in: card.bounds, afterScreenUpdates: false))
    }

    @Test func aPendingLayoutShowsOnlyAfterScreenUpdates() throws {
        let card = Card(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let before = try #require(card.snapshotView(afterScreenUpdates: false))
        let after = try #require(card.snapshotView(afterScreenUpdates: true))
        #expect(after.bounds.size == card.bounds.size && after.frame.origin == .zero)
        let b0 = try #require(before.layer.contents as? CGImage).bitmap
        let b1 = try #require(after.layer.contents as? CGImage).bitmap
        // At whatever scale the screen has: the top right eighth, and the top left.
        #expect(Self.colour(b0, b0.width * 7 / 8, b0.height / 8) == "blue")  // the square has no frame yet
        #expect(
            Self.colour(b1, b1.width * 7 / 8, b1.height / 8) == "red" && Self.colour(b1, b1.width / 8, b1.height / 8) == "blue")
        #expect(UIView().snapshotView(afterScreenUpdates: true) == nil)
    }

    /// A scrolled view shows what is in view: its bounds' origin is the picture's top left.
    @Test func aScrolledViewSnapshotsItsVisibleArea() throws {
        let scroll = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let far = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        far.backgroundColor = .red
        scroll.addSubview(far)
        scroll.bounds.origin = CGPoint(x: 0, y: 100)
        let snapshot = try #require(scroll.snapshotView(afterScreenUpdates: false))
        let b = try #require(snapshot.layer.contents as? CGImage).bitmap
        #expect(Self.colour(b, b.width / 2, b.height / 2) == "red")
    }

    /// A part of the view, its caps kept when the snapshot view grows.
    @Test func aResizableSnapshotShowsItsRectAndStretchesItsMiddle() throws {
        let card = Card(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let part = try #require(
            card.resizableSnapshotView(
                from: CGRect(x: 10, y: 0, width: 10, height: 10), afterScreenUpdates: true,
                withCapInsets: UIEdgeInsets(top: 2, left: 1, bottom: 3, right: 4)))
        #expect(part.bounds.size == CGSize(width: 10, height: 10))
        let b = try #require(part.layer.contents as? CGImage).bitmap
        // The square fills the part's top half; its bottom half is the card's blue.
        for x in [b.width / 8, b.width / 2, b.width * 7 / 8] {
            #expect(Self.colour(b, x, b.height / 4) == "red" && Self.colour(b, x, b.height * 3 / 4) == "blue", "x \(x)")
        }
        #expect(part.layer.contentsCenter == CGRect(x: 0.1, y: 0.2, width: 0.5, height: 0.5))
        #expect(card.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero) == nil)
    }
}
