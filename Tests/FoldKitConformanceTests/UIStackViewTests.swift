// UIStackView, as UIKit declares and documents it.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uistackview — "The stack view manages the
//   layout of all the views in its arrangedSubviews property"; "the stack view ensures that its
//   arrangedSubviews property is always a subset of its subviews property": adding an arranged
//   subview adds it as a subview, removing a subview removes it from the arrangement, and
//   removeArrangedSubview(_:) leaves it a subview; hidden arranged views take no room;
//   https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum — fill (0),
//   fillEqually (1), fillProportionally (2: "proportionally based on their intrinsic content
//   size"), equalSpacing (3), equalCentering (4: "equal center-to-center spacing … while
//   maintaining the spacing property as the minimum");
//   https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum — fill (0),
//   leading (1, = top), firstBaseline (2), center (3), trailing (4, = bottom), lastBaseline (5);
//   …/spacing, …/islayoutmarginsrelativearrangement, …/setcustomspacing(_:after:),
//   …/customspacing(after:), …/spacingusedefault; axis default horizontal.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct UIStackViewTests {
    /// A view of a given natural size.
    final class Block: UIView {
        let natural: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            natural = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { return nil }
        override var intrinsicContentSize: CGSize { natural }
    }

    func stack(_ views: [UIView], width: CGFloat = 300, height: CGFloat = 50) -> (UIWindow, UIStackView) {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 10, y: 20, width: width, height: height)
        window.addSubview(stack)
        return (window, stack)
    }

    @Test func declarations() {
        let arranged: KeyPath<UIStackView, [UIView]> = \.arrangedSubviews
        let axis: ReferenceWritableKeyPath<UIStackView, NSLayoutConstraint.Axis> = \.axis
        let distribution: ReferenceWritableKeyPath<UIStackView, UIStackView.Distribution> = \.distribution
        let alignment: ReferenceWritableKeyPath<UIStackView, UIStackView.Alignment> = \.alignment
        let spacing: ReferenceWritableKeyPath<UIStackView, CGFloat> = \.spacing
        let relative: ReferenceWritableKeyPath<UIStackView, Bool> = \.isLayoutMarginsRelativeArrangement
        let add: (UIStackView) -> (UIView) -> Void = UIStackView.addArrangedSubview
        let insert: (UIStackView) -> (UIView, Int) -> Void = UIStackView.insertArrangedSubview(_:at:)
        let remove: (UIStackView) -> (UIView) -> Void = UIStackView.removeArrangedSubview
        let setCustom: (UIStackView) -> (CGFloat, UIView) -> Void = UIStackView.setCustomSpacing(_:after:)
        let custom: (UIStackView) -> (UIView) -> CGFloat = UIStackView.customSpacing(after:)
        _ = (arranged, axis, distribution, alignment, spacing, relative, add, insert, remove, setCustom, custom)
        let distributions: [UIStackView.Distribution] = [
            .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
        ]
        #expect(distributions.map(\.rawValue) == [0, 1, 2, 3, 4])
        let alignments: [UIStackView.Alignment] = [.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline]
        #expect(alignments.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        let s = UIStackView(frame: .zero)
        #expect(s.axis == .horizontal && s.distribution == .fill && s.alignment == .fill && s.spacing == 0)
        #expect(!s.isLayoutMarginsRelativeArrangement && UIStackView.requiresConstraintBasedLayout)
        let v = UIView()
        s.addArrangedSubview(v)
        #expect(s.subviews.contains { $0 === v } && !v.translatesAutoresizingMaskIntoConstraints)
        #expect(s.customSpacing(after: v) == UIStackView.spacingUseDefault)
    }

    /// Fill: spacing between, the view that hugs least takes what is left, all as tall as the stack.
    @Test func fillStretchesTheViewThatHugsLeast() {
        let a = Block(50, 10)
        let b = Block(30, 10)
        let c = Block(70, 10)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let (window, stack) = stack([a, b, c])
        stack.spacing = 10
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 160, height: 50))
        #expect(c.frame == CGRect(x: 230, y: 0, width: 70, height: 50))
    }

    @Test func fillEquallyGivesEachTheSameLength() {
        let views = [Block(10, 10), Block(200, 10), Block(40, 10)]
        let (window, stack) = stack(views)
        stack.distribution = .fillEqually
        stack.spacing = 15
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 105, 210])
        #expect(views.allSatisfy { $0.frame.width == 90 })
        // A hidden view takes no room and no spacing; shown again, it takes its share back.
        views[1].isHidden = true
        window.layoutIfNeeded()
        #expect(views[0].frame.width == 142.5 && views[2].frame.minX == 157.5)
        views[1].isHidden = false
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 105, 210])
    }

    @Test func fillProportionallyFollowsTheIntrinsicSizes() {
        let a = Block(100, 10)
        let b = Block(50, 10)
        let (window, stack) = stack([a, b])
        stack.distribution = .fillProportionally
        stack.spacing = 30
        window.layoutIfNeeded()
        // (300 − 30) split 2 : 1.
        #expect(a.frame.width == 180 && b.frame.width == 90 && b.frame.minX == 210)
    }

    @Test func equalSpacingMakesTheGapsEqual() {
        let views = [Block(40, 10), Block(60, 10), Block(80, 10)]
        let (window, stack) = stack(views)
        stack.distribution = .equalSpacing
        window.layoutIfNeeded()
        // (300 − 180) / 2 = 60 between each.
        #expect(views.map(\.frame.minX) == [0, 100, 220])
        #expect(views.map(\.frame.width) == [40, 60, 80])
    }

    @Test func equalCenteringSpacesTheCentresEqually() {
        let views = [Block(40, 10), Block(60, 10), Block(80, 10)]
        let (window, stack) = stack(views)
        stack.distribution = .equalCentering
        window.layoutIfNeeded()
        // Centres at 20 and 260 (the ends touch the edges): the middle one's at 140.
        #expect(views.map(\.frame.midX) == [20, 140, 260])
    }

    @Test func alignmentPlacesViewsAcrossTheAxis() {
        let a = Block(100, 20)
        let b = Block(50, 30)
        let (window, stack) = stack([a, b], width: 200, height: 300)
        stack.axis = .vertical
        stack.spacing = 5
        stack.alignment = .center
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 50, y: 0, width: 100, height: 20))
        #expect(b.frame.minX == 75 && b.frame.minY == 25 && b.frame.width == 50)
        stack.alignment = .leading
        window.layoutIfNeeded()
        #expect(a.frame.minX == 0 && b.frame.minX == 0)
        stack.alignment = .trailing
        window.layoutIfNeeded()
        #expect(a.frame.maxX == 200 && b.frame.maxX == 200)
        stack.alignment = .fill
        window.layoutIfNeeded()
        #expect(a.frame.width == 200 && b.frame.width == 200)
    }

    @Test func marginsAndCustomSpacing() {
        let views = [Block(40, 10), Block(40, 10), Block(40, 10)]
        let (window, stack) = stack(views)
        stack.distribution = .fillEqually
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 20)
        stack.setCustomSpacing(30, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 30)
        window.layoutIfNeeded()
        // 300 − 10 − 20 − 30 = 240, three of 80.
        #expect(views.map(\.frame.minX) == [10, 120, 200])
        #expect(views[0].frame.minY == 5 && views[0].frame.height == 40)
    }

    /// A stack placed by its position alone is as large as its arrangement.
    @Test func aStackPlacedByConstraintsHugsItsViews() {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let a = Block(120, 20)
        let b = Block(80, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
        window.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 16, y: 40, width: 120, height: 58))
        #expect(b.frame == CGRect(x: 0, y: 28, width: 80, height: 30))
    }

    /// The arrangement is a subset of the subviews, as UIKit keeps it.
    @Test func arrangedSubviewsStayASubsetOfTheSubviews() {
        let a = Block(10, 10)
        let b = Block(10, 10)
        let c = Block(10, 10)
        let (window, stack) = stack([a, b])
        stack.insertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        stack.removeArrangedSubview(c)
        #expect(stack.arrangedSubviews.count == 2 && c.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
        stack.distribution = .fillEqually
        window.layoutIfNeeded()
        #expect(a.frame.width == 300)
    }
}
