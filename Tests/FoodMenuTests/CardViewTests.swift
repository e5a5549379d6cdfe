import FoldCore
import FoldRender
import FoldUI
import FoodMenu
import Foundation
import Testing

/// The cards as a user sees and taps them, in a window driven by the frame loop.
@MainActor @Suite struct CardViewTests {
    let food = FoodCatalog.food(withID: "peking-duck")!

    @Test func theOpenCardsControlsReportWhatWasTapped() throws {
        let window = UIWindow(size: CGSize(width: 375, height: 500))
        let card = OpenCardView(frame: CGRect(x: 8, y: 8, width: 359, height: 479))
        card.configure(with: food, liked: false, scale: 2)
        window.addSubview(card)
        var added: [Int] = []
        var likes = 0
        var photoTaps = 0
        card.onAdd = { _, n in added.append(n) }
        card.onLike = { _ in likes += 1 }
        card.onPhotoTap = { _ in photoTaps += 1 }
        let loop = FrameLoop(window: window)
        var t = 0.0
        _ = loop.step(to: t)

        func centre(_ v: UIView) -> CGPoint { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil) }
        tap(loop, centre(card.addButton), at: &t)
        #expect(added == [1])
        // "+" twice, then add: the stepper's value goes with the tap.
        let plus = card.stepper.convert(CGPoint(x: card.stepper.bounds.maxX - 10, y: card.stepper.bounds.midY), to: nil)
        tap(loop, plus, at: &t)
        tap(loop, plus, at: &t)
        #expect(card.stepper.value == 3)
        tap(loop, centre(card.addButton), at: &t)
        #expect(added == [1, 3])
        tap(loop, centre(card.likeButton), at: &t)
        #expect(likes == 1)
        t += 0.5  // past the tap recognizer's double-tap window
        tap(loop, centre(card.photoView), at: &t)
        t += 0.5
        _ = loop.step(to: t)
        #expect(photoTaps == 1)
    }

    /// The quantity is a UIStepper from 1 to 9 with a label beside it that follows it.
    @Test func theQuantityStaysWithinOneToNineAndItsLabelFollows() {
        let card = OpenCardView(frame: CGRect(x: 0, y: 0, width: 359, height: 479))
        card.configure(with: food, liked: false, scale: 2)
        #expect(card.stepper.minimumValue == 1 && card.stepper.maximumValue == 9 && card.stepper.value == 1)
        card.stepper.value = 40
        #expect(card.stepper.value == 9)
        card.stepper.sendActions(for: .valueChanged)
        #expect(card.quantityLabel.text == "× 9")
        card.configure(with: food, liked: false, scale: 2)
        #expect(card.stepper.value == 1 && card.quantityLabel.text == "× 1")
    }

    @Test func bothCardsDrawTheDish() throws {
        let window = UIWindow(size: CGSize(width: 375, height: 680))
        let closed = ClosedCardView(frame: CGRect(x: 8, y: 8, width: 359, height: 165))
        closed.configure(with: food, liked: true, inCart: 2, scale: 2)
        let open = OpenCardView(frame: CGRect(x: 8, y: 190, width: 359, height: 479))
        open.configure(with: food, liked: true, scale: 2)
        window.backgroundColor = UIColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1)
        window.addSubview(closed)
        window.addSubview(open)
        let loop = FrameLoop(window: window)
        let tree = loop.step(to: 0)
        let bitmap = Compositor(images: window.images, threads: 1).render(tree)
        FoodPhotoTests.keep(bitmap, "foodmenu-cards.png")
        // The closed card's strip and the open card's header and button are the dish's tint.
        let tint = Bitmap.pixel(food.tint)
        for (x, y) in [(20, 20), (30, 200), (30, 190 + 440)] {
            #expect(bitmap.pixels[(y * 2) * bitmap.width + x * 2] == tint, "(\(x), \(y))")
        }
        // Text is drawn: dark ink where the name is on the closed card.
        var ink = 0
        for y in 60..<96 { for x in 440..<600 { if bitmap.rgba(x: x, y: y).r < 90 { ink += 1 } } }
        #expect(ink > 200)
    }
}

/// A tap on a frame loop at 60 fps: down on one frame, up on the next.
func tap(_ loop: FrameLoop, _ p: CGPoint, at t: inout Double) {
    loop.send(InputEvent.pointerDown(p))
    t += 1.0 / 60
    _ = loop.step(to: t)
    loop.send(InputEvent.pointerUp(p))
    t += 1.0 / 60
    _ = loop.step(to: t)
}
