// Autoresizing masks, as UIKit declares and documents them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property —
//   `var autoresizingMask: UIView.AutoresizingMask { get set }`, default none; "When more than one
//   option along an axis is set, the default behavior is to distribute the size difference
//   proportionally among the flexible portions. The larger the flexible portion, relative to the
//   other flexible portions, the more it is likely to grow";
//   https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct — the six
//   options (flexibleLeftMargin 1 … flexibleBottomMargin 32);
//   https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews — default true;
//   https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
//   — "the view's autoresizing mask is translated into constraints that fully specify the view's
//   position".

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct UIViewAutoresizingTests {
    func resized(_ mask: UIView.AutoresizingMask, _ frame: CGRect, from: CGSize, to: CGSize) -> CGRect {
        let parent = UIView(frame: CGRect(origin: .zero, size: from))
        let child = UIView(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = to
        return child.frame
    }

    @Test func declarations() {
        let mask: ReferenceWritableKeyPath<UIView, UIView.AutoresizingMask> = \.autoresizingMask
        let resizes: ReferenceWritableKeyPath<UIView, Bool> = \.autoresizesSubviews
        _ = (mask, resizes)
        let options: [UIView.AutoresizingMask] = [
            .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
            .flexibleBottomMargin,
        ]
        #expect(options.map(\.rawValue) == [1, 2, 4, 8, 16, 32])
        #expect(UIView().autoresizingMask == [] && UIView().autoresizesSubviews)
    }

    @Test func oneFlexiblePartTakesTheWholeChange() {
        let from = CGSize(width: 300, height: 200)
        let to = CGSize(width: 400, height: 260)
        let f = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(resized([], f, from: from, to: to) == f)
        #expect(resized(.flexibleWidth, f, from: from, to: to) == CGRect(x: 10, y: 20, width: 200, height: 50))
        #expect(resized(.flexibleLeftMargin, f, from: from, to: to) == CGRect(x: 110, y: 20, width: 100, height: 50))
        // The top margin (20) and the height (50) share +60 as 20 : 50.
        let both = resized([.flexibleHeight, .flexibleTopMargin], f, from: from, to: to)
        #expect(both.minX == 10 && both.width == 100)
        #expect(abs(both.minY - (20 + 60.0 * 20 / 70)) < 1e-9 && abs(both.height - (50 + 60.0 * 50 / 70)) < 1e-9)
    }

    /// Several flexible parts share the change in proportion to their lengths.
    @Test func flexiblePartsShareTheChangeInProportion() {
        let f = CGRect(x: 50, y: 0, width: 100, height: 10)
        let from = CGSize(width: 300, height: 10)
        // Margins 50 and 150 share +100: a quarter to the left.
        let margins = resized([.flexibleLeftMargin, .flexibleRightMargin], f, from: from, to: CGSize(width: 400, height: 10))
        #expect(margins == CGRect(x: 75, y: 0, width: 100, height: 10))
        // 50 : 100 : 150 share +300.
        let all = resized(
            [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], f, from: from, to: CGSize(width: 600, height: 10))
        #expect(all == CGRect(x: 100, y: 0, width: 200, height: 10))
        // Shrinking works the same way.
        let shrunk = resized(.flexibleWidth, f, from: from, to: CGSize(width: 250, height: 10))
        #expect(shrunk.width == 50)
    }

    @Test func aViewThatDoesNotAutoresizeItsSubviewsLeavesThem() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 100, height: 100)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    /// In a superview Auto Layout sizes, a view placed by its frame follows by its mask in the
    /// same solve, and constraints to it read where it ends up.
    @Test func theMaskIsReadAsConstraintsInAnAutoLayoutSuperview() {
        let window = UIWindow(size: CGSize(width: 400, height: 300))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(container)
        let bar = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        bar.autoresizingMask = .flexibleWidth
        container.addSubview(bar)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 300),
            container.heightAnchor.constraint(equalToConstant: 100),
            badge.leadingAnchor.constraint(equalTo: bar.trailingAnchor, constant: 4),
            badge.topAnchor.constraint(equalTo: bar.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(container.frame.width == 300)
        #expect(bar.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
        #expect(badge.frame.minX == 294)
    }
}
