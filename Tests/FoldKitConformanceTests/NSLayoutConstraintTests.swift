// Auto Layout's constraints and anchors, as UIKit declares them, and the frames its documented
// arithmetic gives: "item1.attribute1 = multiplier × item2.attribute2 + constant".
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/nslayoutconstraint —
//   `convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy
//   relation: NSLayoutConstraint.Relation, toItem view2: Any?, attribute attr2:
//   NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat)`, `isActive`,
//   `constant`, `priority`, `identifier`, `firstItem`, `secondItem`, `firstAttribute`,
//   `secondAttribute`, `relation`, `multiplier`, `class func activate(_:)`, `deactivate(_:)`;
//   …/nslayoutconstraint/attribute — left 1, right 2, top 3, bottom 4, leading 5, trailing 6,
//   width 7, height 8, centerX 9, centerY 10, lastBaseline 11, firstBaseline 12, notAnAttribute 0;
//   …/nslayoutconstraint/relation — lessThanOrEqual −1, equal 0, greaterThanOrEqual 1;
//   https://developer.apple.com/documentation/uikit/uilayoutpriority — required 1000,
//   defaultHigh 750, dragThatCanResizeScene 510, sceneSizeStayPut 500, defaultLow 250,
//   fittingSizeLevel 50; "the layout system gets as close as it can to satisfying an optional
//   constraint";
//   https://developer.apple.com/documentation/uikit/nslayoutanchor, …/nslayoutdimension —
//   `constraint(equalTo:constant:)`, `constraint(equalToConstant:)`,
//   `constraint(equalTo:multiplier:constant:)`;
//   https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
//   — true by default; false lets constraints size and position the view;
//   https://developer.apple.com/documentation/uikit/uiview/removefromsuperview() — "Calling this
//   method removes any constraints that refer to the view you are removing, or that refer to any
//   view in the subtree of the view you are removing."

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct NSLayoutConstraintTests {
    /// A 300 × 200 container at (40, 60) of a window, placed by its frame.
    func makeContainer() -> (UIWindow, UIView) {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let container = UIView(frame: CGRect(x: 40, y: 60, width: 300, height: 200))
        window.addSubview(container)
        return (window, container)
    }

    func constrained(in container: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(v)
        return v
    }

    @Test func declarations() {
        let make:
            (
                Any, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, Any?, NSLayoutConstraint.Attribute,
                CGFloat, CGFloat
            ) -> NSLayoutConstraint = NSLayoutConstraint.init(
                item:attribute:relatedBy:toItem:attribute:multiplier:constant:)
        let activate: ([NSLayoutConstraint]) -> Void = NSLayoutConstraint.activate(_:)
        let deactivate: ([NSLayoutConstraint]) -> Void = NSLayoutConstraint.deactivate(_:)
        let constant: ReferenceWritableKeyPath<NSLayoutConstraint, CGFloat> = \.constant
        let priority: ReferenceWritableKeyPath<NSLayoutConstraint, UILayoutPriority> = \.priority
        let active: ReferenceWritableKeyPath<NSLayoutConstraint, Bool> = \.isActive
        let identifier: ReferenceWritableKeyPath<NSLayoutConstraint, String?> = \.identifier
        let first: KeyPath<NSLayoutConstraint, AnyObject?> = \.firstItem
        let multiplier: KeyPath<NSLayoutConstraint, CGFloat> = \.multiplier
        let leading: KeyPath<UIView, NSLayoutXAxisAnchor> = \.leadingAnchor
        let top: KeyPath<UIView, NSLayoutYAxisAnchor> = \.topAnchor
        let width: KeyPath<UIView, NSLayoutDimension> = \.widthAnchor
        let toConstant: (NSLayoutDimension) -> (CGFloat) -> NSLayoutConstraint = NSLayoutDimension.constraint(equalToConstant:)
        let translates: ReferenceWritableKeyPath<UIView, Bool> = \.translatesAutoresizingMaskIntoConstraints
        let held: KeyPath<UIView, [NSLayoutConstraint]> = \.constraints
        _ = (make, activate, deactivate, constant, priority, active, identifier, first, multiplier, leading, top)
        _ = (width, toConstant, translates, held)

        let attributes: [NSLayoutConstraint.Attribute] = [
            .notAnAttribute, .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
            .lastBaseline, .firstBaseline,
        ]
        #expect(attributes.map(\.rawValue) == Array(0...12))
        #expect([NSLayoutConstraint.Relation.lessThanOrEqual, .equal, .greaterThanOrEqual].map(\.rawValue) == [-1, 0, 1])
        let priorities: [UILayoutPriority] = [
            .required, .defaultHigh, .dragThatCanResizeScene, .sceneSizeStayPut, .defaultLow, .fittingSizeLevel,
        ]
        #expect(priorities.map(\.rawValue) == [1000, 750, 510, 500, 250, 50])
        #expect(UIView().translatesAutoresizingMaskIntoConstraints)
    }

    @Test func anchorsPlaceAViewInsideItsSuperview() {
        let (window, container) = makeContainer()
        let bar = constrained(in: container)
        let badge = constrained(in: container)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            bar.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            bar.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            bar.heightAnchor.constraint(equalToConstant: 50),
            // Under the bar, centred, half its width plus 10.
            badge.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 8),
            badge.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            badge.widthAnchor.constraint(equalTo: bar.widthAnchor, multiplier: 0.5, constant: 10),
            badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 20, y: 10, width: 260, height: 50))
        #expect(badge.frame == CGRect(x: 80, y: 68, width: 140, height: 30))
        // The constraints between the container and its subviews are held by the container; a
        // view's own size constants by the view.
        #expect(container.constraints.count == 6 && bar.constraints.count == 1)
    }

    @Test func theItemAttributeFormWorksLikeAnchors() {
        let (window, container) = makeContainer()
        let v = constrained(in: container)
        container.addConstraints([
            NSLayoutConstraint(
                item: v, attribute: .left, relatedBy: .equal, toItem: container, attribute: .left, multiplier: 1,
                constant: 5),
            NSLayoutConstraint(
                item: v, attribute: .top, relatedBy: .equal, toItem: container, attribute: .centerY, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: v, attribute: .width, relatedBy: .equal, toItem: container, attribute: .height, multiplier: 0.25,
                constant: 0),
            NSLayoutConstraint(
                item: v, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 44),
        ])
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 5, y: 100, width: 50, height: 44))
    }

    @Test func aConstantChangeMovesTheViewAtTheNextLayout() {
        let (window, container) = makeContainer()
        let v = constrained(in: container)
        let top = v.topAnchor.constraint(equalTo: container.topAnchor, constant: 0)
        NSLayoutConstraint.activate([
            top, v.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        top.constant = 70
        #expect(v.frame.minY == 0)  // not until the layout pass
        window.layoutIfNeeded()
        #expect(v.frame.minY == 70)
        top.isActive = false
        #expect(!top.isActive && container.constraints.count == 1 && v.constraints.count == 2)
    }

    /// Auto Layout sets `bounds` and `center`: a layer anchored at its top edge has its top where
    /// the frame's centre is, as on iOS (why Ramotion's cell moves its top constraint by half
    /// the height).
    @Test func autoLayoutSetsCenterSoAnAnchorPointOffCentreShiftsTheView() {
        let (window, container) = makeContainer()
        let v = constrained(in: container)
        v.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            v.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            v.widthAnchor.constraint(equalToConstant: 260), v.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(v.center == CGPoint(x: 150, y: 35))
        #expect(v.bounds.size == CGSize(width: 260, height: 50))
        #expect(v.frame == CGRect(x: 20, y: 35, width: 260, height: 50))
    }

    @Test func aHigherPriorityWinsAndRequiredBoundsHold() {
        let (window, container) = makeContainer()
        let v = constrained(in: container)
        let low = v.widthAnchor.constraint(equalToConstant: 100)
        low.priority = .defaultLow
        let high = v.widthAnchor.constraint(equalToConstant: 200)
        high.priority = .defaultHigh
        let wide = v.heightAnchor.constraint(equalToConstant: 400)
        wide.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            low, high, wide, v.heightAnchor.constraint(lessThanOrEqualTo: container.heightAnchor),
            v.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            v.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(v.bounds.size == CGSize(width: 200, height: 200))
    }

    @Test func constraintsBetweenSiblingsAndCousinsMeetInTheirCommonAncestor() {
        let (window, container) = makeContainer()
        // A fixed card at (30, 40) whose bounds are scrolled by 5 pt, and a label in it placed
        // 12 pt below a constrained header of the container.
        let card = UIView(frame: CGRect(x: 30, y: 40, width: 200, height: 100))
        card.bounds.origin = CGPoint(x: 0, y: 5)
        container.addSubview(card)
        let header = constrained(in: container)
        let label = constrained(in: card)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
            header.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 100), header.heightAnchor.constraint(equalToConstant: 20),
            label.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 12),
            label.leadingAnchor.constraint(equalTo: header.trailingAnchor),
            label.widthAnchor.constraint(equalToConstant: 10), label.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // In the container: the label's top at 82 and left at 100; in the card, which starts
        // at (30, 40) and shows its bounds from y = 5: (70, 47).
        #expect(label.frame.origin == CGPoint(x: 70, y: 47))
        #expect(label.convert(CGPoint.zero, to: container) == CGPoint(x: 100, y: 82))
    }

    @Test func removingAViewRemovesTheConstraintsThatReferToIt() {
        let (window, container) = makeContainer()
        let a = constrained(in: container)
        let b = constrained(in: container)
        let between = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        let own = a.widthAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([between, own])
        window.layoutIfNeeded()
        a.removeFromSuperview()
        #expect(!between.isActive)
        #expect(own.isActive)  // held by a itself, which keeps it
    }

    @Test func viewsInDifferentHierarchiesCannotBeConstrained() {
        let (_, container) = makeContainer()
        let elsewhere = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let c = elsewhere.topAnchor.constraint(equalTo: container.topAnchor)
        c.isActive = true
        #expect(!c.isActive && container.constraints.isEmpty)
    }

    @Test func illegalConstraintsAreNotActivated() {
        let (_, container) = makeContainer()
        let v = constrained(in: container)
        let locationToConstant = NSLayoutConstraint(
            item: v, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 10)
        let sizeToLocation = NSLayoutConstraint(
            item: v, attribute: .width, relatedBy: .equal, toItem: container, attribute: .top, multiplier: 1,
            constant: 0)
        NSLayoutConstraint.activate([locationToConstant, sizeToLocation])
        #expect(!locationToConstant.isActive && !sizeToLocation.isActive)
    }
}

/// The update-constraints pass, as UIKit documents it: `setNeedsUpdateConstraints()` schedules
/// `updateConstraints()` before the next layout, subviews first
/// (https://developer.apple.com/documentation/uikit/uiview/updateconstraints(),
/// …/setneedsupdateconstraints(), …/updateconstraintsifneeded(), …/needsupdateconstraints()).
@Suite struct UpdateConstraintsTests {
    final class Order {
        var names: [String] = []
    }

    final class Card: UIView {
        let name: String
        let order: Order
        var height: CGFloat = 40
        private var heightConstraint: NSLayoutConstraint?

        init(name: String, order: Order) {
            self.name = name
            self.order = order
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) { return nil }

        override func updateConstraints() {
            order.names.append(name)
            if heightConstraint == nil {
                heightConstraint = heightAnchor.constraint(equalToConstant: height)
                heightConstraint?.isActive = true
            }
            heightConstraint?.constant = height
            super.updateConstraints()
        }
    }

    @Test func updateConstraintsRunsBeforeLayoutSubviewsFirst() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let order = Order()
        let outer = Card(name: "outer", order: order)
        let inner = Card(name: "inner", order: order)
        for v in [outer, inner] { v.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(outer)
        outer.addSubview(inner)
        NSLayoutConstraint.activate([
            outer.topAnchor.constraint(equalTo: window.topAnchor), outer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            outer.widthAnchor.constraint(equalToConstant: 100),
            inner.topAnchor.constraint(equalTo: outer.topAnchor), inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 50),
        ])
        order.names = []
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        #expect(outer.needsUpdateConstraints() && inner.needsUpdateConstraints())
        window.layoutIfNeeded()
        #expect(order.names == ["inner", "outer"])
        #expect(!outer.needsUpdateConstraints())
        #expect(outer.frame.height == 40 && inner.frame.height == 40)
        inner.height = 25
        inner.setNeedsUpdateConstraints()
        inner.updateConstraintsIfNeeded()
        #expect(order.names == ["inner", "outer", "inner"])
        window.layoutIfNeeded()
        #expect(inner.frame.height == 25)
    }
}
