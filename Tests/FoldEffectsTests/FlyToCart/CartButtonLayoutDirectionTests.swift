import FoldCore
import FoldUI
import Foundation
import Testing

@testable import FoldEffects

/// The cart's count badge sits at the top trailing corner, as UIKit's badges do: top right left
/// to right, top left right to left.
@Suite struct CartButtonLayoutDirectionTests {
    @Test(arguments: [false, true])
    func theBadgeSitsAtTheTopTrailingCorner(rightToLeft: Bool) {
        let cart = CartButton(frame: CGRect(x: 0, y: 0, width: 56, height: 56))
        if rightToLeft { cart.semanticContentAttribute = .forceRightToLeft }
        cart.badge.count = 3
        cart.layoutIfNeeded()
        let inset = cart.badge.diameter * 0.3
        #expect(abs(cart.badge.center.x - (rightToLeft ? inset : 56 - inset)) < 1e-9, "\(cart.badge.center)")
        #expect(abs(cart.badge.center.y - inset) < 1e-9)
    }
}
