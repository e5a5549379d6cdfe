// NotificationCenter's selector observers, as iOS code uses them, with the porting rule.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)
//   — "If you pass nil [for the name], the notification center doesn't use a notification's name
//   to decide whether to deliver it"; "If you pass nil [for the object], the notification center
//   doesn't use a notification's sender"; delivered on the posting thread;
//   …/removeobserver(_:) — removes all the observer's entries; …/removeobserver(_:name:object:).
//   The selector is `Type.method(_:)` in place of `#selector(Type.method(_:))` (docs/porting.md).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

private let liked = Notification.Name("DishLiked")
private let ordered = Notification.Name("DishOrdered")

private final class Cart {
    var heard: [String] = []
    var pings = 0
    func dishLiked(_ notification: Notification) {
        heard.append("\(notification.name.rawValue):\(notification.userInfo?["dish"] as? String ?? "")")
    }
    func ping() { pings += 1 }
}

@Suite struct NotificationCenterSelectorTests {
    @Test func aSelectorObserverHearsWhatItAskedFor() {
        let center = NotificationCenter()
        let cart = Cart()
        let cell = NSObject()
        let otherCell = NSObject()
        center.addObserver(cart, selector: Cart.dishLiked(_:), name: liked, object: nil)
        center.addObserver(cart, selector: Cart.ping, name: nil, object: cell)
        center.post(name: liked, object: cell, userInfo: ["dish": "Mapo Tofu"])
        center.post(name: ordered, object: otherCell)
        center.post(name: ordered, object: cell)
        #expect(cart.heard == ["DishLiked:Mapo Tofu"])
        // The nil-name observer heard both posts from `cell`, and none from the other.
        #expect(cart.pings == 2)

        center.removeObserver(cart, name: nil, object: cell)
        center.post(name: ordered, object: cell)
        #expect(cart.pings == 2)
        center.post(name: liked, object: nil, userInfo: ["dish": "Dumplings"])
        #expect(cart.heard.last == "DishLiked:Dumplings")

        center.removeObserver(cart)
        center.post(name: liked, object: nil)
        #expect(cart.heard.count == 2)
    }

    @Test func theObserverIsHeldWeakly() {
        let center = NotificationCenter()
        weak var gone: Cart?
        do {
            let cart = Cart()
            gone = cart
            center.addObserver(cart, selector: Cart.dishLiked(_:), name: liked, object: nil)
        }
        #expect(gone == nil)
        center.post(name: liked, object: nil)  // nothing to call, and nothing breaks
        center.post(name: liked, object: nil)
    }

    @Test func blockObservationsStillGoByTheirToken() {
        let center = NotificationCenter()
        final class Count: @unchecked Sendable { var value = 0 }
        let count = Count()
        let token = center.addObserver(forName: liked, object: nil, queue: nil) { _ in count.value += 1 }
        center.post(name: liked, object: nil)
        center.removeObserver(token)
        center.post(name: liked, object: nil)
        #expect(count.value == 1)
    }
}
