// Intrinsic content size, content hugging and compression resistance, as UIKit declares and
// documents them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize — `var
//   intrinsicContentSize: CGSize { get }`; "If a custom view has no intrinsic size for a given
//   dimension, it can use noIntrinsicMetric for that dimension";
//   https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric — `class let
//   noIntrinsicMetric: CGFloat` (−1);
//   https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize();
//   https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:) —
//   "Views with a higher content hugging priority resist being made larger than their
//   intrinsic size"; …/setcontentcompressionresistancepriority(_:for:) — views with a higher
//   priority resist being made smaller; defaults 250 and 750 (UILayoutPriority.defaultLow and
//   defaultHigh); https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct IntrinsicContentSizeTests {
    func label(_ text: String, in container: UIView) -> UILabel {
        let l = UILabel()
        l.text = text
        l.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(l)
        return l
    }

    func makeContainer(width: CGFloat) -> (UIWindow, UIView) {
        let window = UIWindow(size: CGSize(width: 400, height: 200))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        window.addSubview(container)
        return (window, container)
    }

    @Test func declarations() {
        let size: KeyPath<UIView, CGSize> = \.intrinsicContentSize
        let invalidate: (UIView) -> () -> Void = UIView.invalidateIntrinsicContentSize
        let hugging: (UIView) -> (NSLayoutConstraint.Axis) -> UILayoutPriority = UIView.contentHuggingPriority(for:)
        let setHugging: (UIView) -> (UILayoutPriority, NSLayoutConstraint.Axis) -> Void =
            UIView.setContentHuggingPriority(_:for:)
        let resistance: (UIView) -> (NSLayoutConstraint.Axis) -> UILayoutPriority =
            UIView.contentCompressionResistancePriority(for:)
        _ = (size, invalidate, hugging, setHugging, resistance)
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect([NSLayoutConstraint.Axis.horizontal, .vertical].map(\.rawValue) == [0, 1])
        let v = UIView()
        #expect(v.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(v.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func aLabelPlacedOnlyByItsPositionTakesItsTextsSize() {
        let (window, container) = makeContainer(width: 300)
        let l = label("Mapo Tofu", in: container)
        NSLayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            l.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
        ])
        window.layoutIfNeeded()
        let natural = l.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        #expect(natural.width > 40 && natural.height > 10)
        #expect(l.intrinsicContentSize == natural)
        #expect(l.frame == CGRect(origin: CGPoint(x: 10, y: 5), size: natural))
        // A longer text is laid out at the next pass.
        l.text = "Mapo Tofu with rice"
        window.layoutIfNeeded()
        #expect(l.frame.width == l.intrinsicContentSize.width && l.frame.width > natural.width)
    }

    /// Two labels side by side filling a row: the one that hugs less stretches.
    @Test func theLowerHuggingPriorityStretches() {
        let (window, container) = makeContainer(width: 300)
        let name = label("Dumplings", in: container)
        let price = label("¥38", in: container)
        name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            price.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            price.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            name.topAnchor.constraint(equalTo: container.topAnchor),
            price.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(price.frame.width == 300 - 8 - name.frame.width)
        #expect(price.frame.maxX == 300)
    }

    /// Two labels in a row too narrow for both: the one that resists compression less shrinks.
    @Test func theLowerCompressionResistanceShrinks() {
        let (window, container) = makeContainer(width: 300)
        let name = label("Twice-cooked pork belly", in: container)
        let note = label("Sichuan classic, spicy", in: container)
        let both = name.intrinsicContentSize.width + 8 + note.intrinsicContentSize.width
        container.frame.size.width = (both - 40).rounded()
        note.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            note.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            note.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            name.topAnchor.constraint(equalTo: container.topAnchor),
            note.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(note.frame.width == note.intrinsicContentSize.width)
        #expect(name.frame.width == container.bounds.width - 8 - note.frame.width)
        #expect(name.frame.width < name.intrinsicContentSize.width)
    }
}
