import FoldCore
import FoldEffects
import FoldExamples
import FoldRender
import FoldUI
import Foundation
import Synchronization
import Testing

/// The effects as an assistive app reads them (issue 20): the folding cell is a button that is
/// collapsed, then expanded once activated; the cart says its count and announces each landing;
/// the flip book is an adjustable "Page n of m" whose increment turns the page and says so.
@Suite(.serialized) struct EffectsAccessibilityTests {
    /// Posts whose text starts with `prefix` (other tests post too: the observers are the process's).
    final class Posts {
        final class Received: Sendable {
            let items = Mutex<[(UIAccessibility.Notification, String)]>([])
        }
        let received = Received()
        let token: Int
        init(prefix: String) {
            let received = self.received
            token = UIAccessibility.addPostObserver { n, argument in
                guard let text = argument as? String, text.hasPrefix(prefix) else { return }
                received.items.withLock { $0.append((n, text)) }
            }
        }
        deinit { UIAccessibility.removePostObserver(token) }
        var all: [(UIAccessibility.Notification, String)] { received.items.withLock { $0 } }
    }

    @Test func aFoldingCellIsAButtonThatExpandsWhenActivated() throws {
        let (_, loop, table, menu) = FoldingMenu.make(count: 5)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? FoldingCell)
        #expect(cell.isAccessibilityElement && cell.accessibilityTraits.contains(.button))
        #expect(cell.accessibilityExpandedStatus == .collapsed)
        #expect(loop.accessibilityElementsOnScreen.first === cell)
        loop.activateAccessibilityElement(cell)
        var t = loop.time
        for _ in 0..<90 {
            t += 1.0 / 60
            _ = loop.step(to: t)
        }
        #expect(menu.selected == [0], "the activation's tap selects the row")
        let open = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? FoldingCell)
        #expect(open.isUnfolded && open.accessibilityExpandedStatus == .expanded)
        open.accessibilityExpandedStatus = .unsupported
        #expect(open.accessibilityExpandedStatus == .unsupported, "the app's choice wins")
    }

    @Test func theCartSaysItsCountAndAnnouncesEachLanding() {
        let posts = Posts(prefix: "Cart")
        let cart = CartButton(frame: CGRect(x: 0, y: 0, width: 56, height: 56))
        #expect(cart.accessibilityLabel == "Cart" && cart.accessibilityValue == "empty")
        #expect(cart.accessibilityTraits.contains(.button))
        cart.itemDidLand(at: 0, animated: false)
        #expect(cart.accessibilityValue == "1 item")
        cart.itemDidLand(at: 0, animated: false)
        #expect(cart.accessibilityValue == "2 items")
        let got = posts.all
        #expect(got.map(\.1) == ["Cart: 1 item", "Cart: 2 items"])
        #expect(got.allSatisfy { $0.0 == .announcement })
        cart.accessibilityLabel = "Basket"
        #expect(cart.accessibilityLabel == "Basket")
    }

    @Test func theFlipBookIsAnAdjustablePageThatTurnsAndSaysSo() throws {
        let posts = Posts(prefix: "Page")
        let window = UIWindow(size: CGSize(width: 200, height: 300), scale: 1)
        let pages = (0..<3).map { i in
            var b = Bitmap(width: 200, height: 300)
            b.fill(FlipBookTests.colours[i])
            return UIImage(bitmap: b, name: "page-\(i)")
        }
        let book = try FlipBookView(images: pages)
        window.addSubview(book)
        let loop = FrameLoop(window: window)
        _ = loop.step(to: 0)
        #expect(book.isAccessibilityElement && book.accessibilityTraits.contains(.adjustable))
        #expect(book.accessibilityValue == "Page 1 of 3")
        book.accessibilityIncrement()
        var t = 0.0
        for _ in 0..<240 where book.pageIndex == 0 {
            t += 1.0 / 60
            _ = loop.step(to: t)
        }
        #expect(book.pageIndex == 1 && book.accessibilityValue == "Page 2 of 3")
        #expect(posts.all.map(\.1) == ["Page 2 of 3"] && posts.all.first?.0 == .pageScrolled)
        book.accessibilityDecrement()
        for _ in 0..<240 where book.pageIndex == 1 {
            t += 1.0 / 60
            _ = loop.step(to: t)
        }
        #expect(book.pageIndex == 0)
        book.accessibilityDecrement()  // the first page: nothing before it, nothing thrown
        #expect(book.pageIndex == 0)
    }
}
