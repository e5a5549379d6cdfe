// Layout guides, layout margins and the safe area, as UIKit declares and documents them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uilayoutguide — `class UILayoutGuide`,
//   `var layoutFrame: CGRect { get }`, `weak var owningView: UIView?`, `var identifier: String`,
//   the anchors; https://developer.apple.com/documentation/uikit/uiview/addlayoutguide(_:);
//   https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins — "For most
//   views, the default layout margins are 8 points on each side"; "For the root view of a view
//   controller, the default value of this property reflects the system minimum margins and safe
//   area insets"; https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide;
//   https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins —
//   margins cascade down "so that setting the left value of layoutMargins on a superview will
//   affect the left value of layoutMargins for subviews positioned close to the left edge";
//   https://developer.apple.com/documentation/uikit/uiview/safeareainsets — "If the view is not
//   currently installed in a view hierarchy … the edge insets in this property are 0"; "For the
//   view controller's root view, the insets account for … any additional insets that you
//   specified using the additionalSafeAreaInsets property"; "For other views in the view
//   hierarchy, the insets reflect only the portion of the view that is covered";
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins;
//   https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute — the margin
//   attributes (leftMargin = 13 … centerYWithinMargins = 20).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct LayoutGuideTests {
    func makeContainer() -> (UIWindow, UIView) {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let container = UIView(frame: CGRect(x: 20, y: 30, width: 300, height: 200))
        window.addSubview(container)
        return (window, container)
    }

    func placed(in container: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(v)
        return v
    }

    @Test func declarations() {
        let frame: KeyPath<UILayoutGuide, CGRect> = \.layoutFrame
        let owner: KeyPath<UILayoutGuide, UIView?> = \.owningView
        let identifier: ReferenceWritableKeyPath<UILayoutGuide, String> = \.identifier
        let leading: KeyPath<UILayoutGuide, NSLayoutXAxisAnchor> = \.leadingAnchor
        let top: KeyPath<UILayoutGuide, NSLayoutYAxisAnchor> = \.topAnchor
        let width: KeyPath<UILayoutGuide, NSLayoutDimension> = \.widthAnchor
        let margins: ReferenceWritableKeyPath<UIView, UIEdgeInsets> = \.layoutMargins
        let directional: ReferenceWritableKeyPath<UIView, NSDirectionalEdgeInsets> = \.directionalLayoutMargins
        let preserves: ReferenceWritableKeyPath<UIView, Bool> = \.preservesSuperviewLayoutMargins
        let fromSafeArea: ReferenceWritableKeyPath<UIView, Bool> = \.insetsLayoutMarginsFromSafeArea
        let marginsGuide: KeyPath<UIView, UILayoutGuide> = \.layoutMarginsGuide
        let safeGuide: KeyPath<UIView, UILayoutGuide> = \.safeAreaLayoutGuide
        let safeInsets: KeyPath<UIView, UIEdgeInsets> = \.safeAreaInsets
        let guides: KeyPath<UIView, [UILayoutGuide]> = \.layoutGuides
        let add: (UIView) -> (UILayoutGuide) -> Void = UIView.addLayoutGuide
        let remove: (UIView) -> (UILayoutGuide) -> Void = UIView.removeLayoutGuide
        let marginsChanged: (UIView) -> () -> Void = UIView.layoutMarginsDidChange
        let safeChanged: (UIView) -> () -> Void = UIView.safeAreaInsetsDidChange
        let additional: ReferenceWritableKeyPath<UIViewController, UIEdgeInsets> = \.additionalSafeAreaInsets
        let minimum: KeyPath<UIViewController, NSDirectionalEdgeInsets> = \.systemMinimumLayoutMargins
        let respects: ReferenceWritableKeyPath<UIViewController, Bool> = \.viewRespectsSystemMinimumLayoutMargins
        let controllerSafeChanged: (UIViewController) -> () -> Void = UIViewController.viewSafeAreaInsetsDidChange
        _ = (frame, owner, identifier, leading, top, width, margins, directional, preserves, fromSafeArea)
        _ = (marginsGuide, safeGuide, safeInsets, guides, add, remove, marginsChanged, safeChanged)
        _ = (additional, minimum, respects, controllerSafeChanged)
        let attributes: [NSLayoutConstraint.Attribute] = [
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins,
        ]
        #expect(attributes.map(\.rawValue) == Array(13...20))
        let v = UIView()
        #expect(v.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(!v.preservesSuperviewLayoutMargins && v.insetsLayoutMarginsFromSafeArea)
        #expect(v.safeAreaInsets == .zero)
        #expect(v.layoutMarginsGuide.owningView === v && v.layoutMarginsGuide === v.layoutMarginsGuide)
        #expect(UILayoutGuide().owningView == nil && UILayoutGuide().layoutFrame == .zero)
    }

    /// A view pinned to its superview's margins guide sits 8 points in, and follows new margins.
    @Test func theMarginsGuideIsTheBoundsLessTheMargins() {
        let (window, container) = makeContainer()
        let v = placed(in: container)
        let g = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: g.leadingAnchor), v.trailingAnchor.constraint(equalTo: g.trailingAnchor),
            v.topAnchor.constraint(equalTo: g.topAnchor), v.bottomAnchor.constraint(equalTo: g.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
        #expect(g.layoutFrame == CGRect(x: 8, y: 8, width: 284, height: 184))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 10, bottom: 0, trailing: 30)
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 10, y: 20, width: 260, height: 180))
        #expect(container.layoutMargins == UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 30))
    }

    /// The margin attributes of `NSLayoutConstraint(item:…)` are the margins guide's edges.
    @Test func marginAttributesAreTheMarginsGuidesEdges() {
        let (window, container) = makeContainer()
        container.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 6, right: 14)
        let v = placed(in: container)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: v, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: v, attribute: .right, relatedBy: .equal, toItem: container, attribute: .rightMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: v, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin, multiplier: 1,
                constant: 0),
            NSLayoutConstraint(
                item: v, attribute: .centerY, relatedBy: .equal, toItem: container, attribute: .centerYWithinMargins,
                multiplier: 1, constant: 0),
        ])
        window.layoutIfNeeded()
        // Margins box: x 12…286, y 4…194, centre y 99; top 4 and centre 99 give a height of 190.
        #expect(v.frame == CGRect(x: 12, y: 4, width: 274, height: 190))
    }

    /// A guide added to a view is a free rectangle: three equal guides space two views evenly.
    @Test func addedGuidesSpaceViewsEvenly() {
        let (window, container) = makeContainer()
        let a = placed(in: container)
        let b = placed(in: container)
        let gaps = (0..<3).map { _ in UILayoutGuide() }
        for g in gaps { container.addLayoutGuide(g) }
        #expect(container.layoutGuides.count == 3 && gaps.allSatisfy { $0.owningView === container })
        NSLayoutConstraint.activate([
            gaps[0].leadingAnchor.constraint(equalTo: container.leadingAnchor),
            a.leadingAnchor.constraint(equalTo: gaps[0].trailingAnchor),
            gaps[1].leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: gaps[1].trailingAnchor),
            gaps[2].leadingAnchor.constraint(equalTo: b.trailingAnchor),
            gaps[2].trailingAnchor.constraint(equalTo: container.trailingAnchor),
            gaps[1].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
            gaps[2].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
            a.widthAnchor.constraint(equalToConstant: 60), b.widthAnchor.constraint(equalToConstant: 60),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            a.topAnchor.constraint(equalTo: container.topAnchor), b.topAnchor.constraint(equalTo: container.topAnchor),
            gaps[1].topAnchor.constraint(equalTo: a.topAnchor), gaps[1].heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        window.layoutIfNeeded()
        // (300 − 2 × 60) / 3 = 60.
        #expect(a.frame.minX == 60 && b.frame.minX == 180)
        #expect(gaps[1].layoutFrame == CGRect(x: 120, y: 0, width: 60, height: 10))
        // Removing a guide deactivates the constraints on it.
        let onMiddle = container.constraints.filter { $0.firstItem === gaps[1] || $0.secondItem === gaps[1] }
        #expect(onMiddle.count == 5)
        container.removeLayoutGuide(gaps[1])
        #expect(gaps[1].owningView == nil && onMiddle.allSatisfy { !$0.isActive })
        #expect(container.layoutGuides.count == 2)
    }

    /// A subview near its superview's edge takes the superview's larger margin on that side.
    @Test func preservedMarginsCascadeNearTheEdges() {
        let (window, container) = makeContainer()
        container.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        let atEdge = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 100))
        let inside = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        for v in [atEdge, inside] {
            v.preservesSuperviewLayoutMargins = true
            container.addSubview(v)
        }
        #expect(atEdge.layoutMargins == UIEdgeInsets(top: 20, left: 30, bottom: 8, right: 8))
        #expect(inside.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        atEdge.preservesSuperviewLayoutMargins = false
        #expect(atEdge.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        _ = window
    }

    final class Controller: UIViewController {
        var safeAreaChanges = 0
        override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
    }

    /// A root view's margins: none above and below, the system minimum (16 at an iPhone's
    /// width, 20 from 414 points) at the sides, measured from the safe area.
    @Test func aRootViewHasTheSystemMinimumMarginsFromItsSafeArea() {
        let controller = Controller()
        let window = UIWindow(size: CGSize(width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let root = controller.view!
        root.frame = window.bounds
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(root.safeAreaInsets == .zero)

        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        #expect(controller.safeAreaChanges == 1)
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(root.layoutMargins == UIEdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
        // A subview covered by the inset area at the top only.
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 200, width: 375, height: 100))
        root.addSubview(header)
        root.addSubview(middle)
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        // A view pinned to the safe-area guide sits below the top inset and above the bottom one.
        let content = placed(in: root)
        let safe = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: safe.topAnchor), content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 16, y: 44, width: 343, height: 667 - 44 - 34))
        #expect(safe.layoutFrame == CGRect(x: 0, y: 44, width: 375, height: 589))

        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(root.layoutMargins == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        root.frame.size.width = 414
        controller.viewRespectsSystemMinimumLayoutMargins = true
        #expect(root.layoutMargins.left == 20 && root.layoutMargins.right == 20)
    }

    /// Outside a window, a view has no safe-area insets.
    @Test func aViewOutsideAWindowHasNoSafeArea() {
        let controller = Controller()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        #expect(controller.view.safeAreaInsets == .zero)
    }
}
