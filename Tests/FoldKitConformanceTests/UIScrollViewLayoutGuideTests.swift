// A scroll view under Auto Layout: its content and frame layout guides, what constraints on
// its own edges mean, and the safe area in its adjusted content inset.
//
// Sources (Apple's documentation, Swift declarations and text):
//   https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide —
//   `var contentLayoutGuide: UILayoutGuide { get }`, "The layout guide based on the untranslated
//   content rectangle of the scroll view";
//   …/uiscrollview/framelayoutguide — `var frameLayoutGuide: UILayoutGuide { get }`, "based on the
//   untransformed frame rectangle of the scroll view";
//   Auto Layout Guide, "Working with Scroll Views": "Constraints between the edges or margins of
//   the scroll view and its content attach to the scroll view's content area. Constraints between
//   the height, width, or centers attach to the scroll view's frame"; the content's constraints
//   define the content area's size (contentSize);
//   …/uiscrollview/contentinsetadjustmentbehavior-swift.property — `var
//   contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get set }`,
//   default `.automatic`; the enum's cases automatic, scrollableAxes, never, always (NS_ENUM
//   0…3); .scrollableAxes: "The top and bottom insets include the safe area inset values when the
//   vertical content size is greater than the height of the scroll view itself. The top and
//   bottom insets are also adjusted when the alwaysBounceVertical property is true. Similarly,
//   the left and right insets include the safe area insets when the horizontal content size is
//   greater than the width of the scroll view"; .always: "Always include the safe area insets";
//   .never: "Do not adjust". The truth: frames and insets from that arithmetic.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

private final class InsetCount: NSObject, UIScrollViewDelegate {
    var changes = 0
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes += 1 }
}

@Suite struct UIScrollViewLayoutGuideTests {
    /// A 200 × 400 scroll view at (10, 20) in a 400 × 600 window.
    func scrollView() -> (UIWindow, UIScrollView) {
        let window = UIWindow(size: CGSize(width: 400, height: 600))
        let scroll = UIScrollView(frame: CGRect(x: 10, y: 20, width: 200, height: 400))
        window.addSubview(scroll)
        return (window, scroll)
    }

    func content(in scroll: UIScrollView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(v)
        return v
    }

    @Test func declarations() {
        let scroll = UIScrollView()
        let contentGuide: UILayoutGuide = scroll.contentLayoutGuide
        let frameGuide: UILayoutGuide = scroll.frameLayoutGuide
        #expect(contentGuide.owningView === scroll && frameGuide.owningView === scroll)
        #expect(scroll.contentLayoutGuide === contentGuide, "one guide, every time it is asked for")
        #expect(contentGuide !== frameGuide)
        let behavior: UIScrollView.ContentInsetAdjustmentBehavior = scroll.contentInsetAdjustmentBehavior
        #expect(behavior == .automatic)
        #expect(
            [UIScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .never, .always].map(\.rawValue)
                == [0, 1, 2, 3])
    }

    /// Content pinned 10 points inside the content guide, 300 × 900: the content area, and so
    /// `contentSize`, is 320 × 920 — whatever the scroll view's own size.
    @Test func contentPinnedToTheContentGuideSetsTheContentSize() {
        let (window, scroll) = scrollView()
        let box = content(in: scroll)
        let guide = scroll.contentLayoutGuide
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: guide.topAnchor, constant: 10),
            box.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 10),
            guide.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 10),
            guide.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 300), box.heightAnchor.constraint(equalToConstant: 900),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 920))
        #expect(box.frame == CGRect(x: 10, y: 10, width: 300, height: 900))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 920))
        // Scrolled, the content moves with the content area: its frame does not change.
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 300, height: 900))
        // A new constant, a new content size.
        box.constraints.first { $0.firstAttribute == .height }?.constant = 500
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 520))
    }

    /// The classic pattern: content pinned to the scroll view's edges and as wide as the scroll
    /// view. The edges are the content area's, the width is the frame's: a vertical list.
    @Test func edgesAttachToTheContentAreaAndTheWidthToTheFrame() {
        let (window, scroll) = scrollView()
        let box = content(in: scroll)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: scroll.topAnchor),
            box.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            box.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            box.heightAnchor.constraint(equalToConstant: 1000),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 200, height: 1000))
        #expect(box.frame == CGRect(x: 0, y: 0, width: 200, height: 1000))
        // The frame guide's width is the same 200 points.
        #expect(scroll.frameLayoutGuide.layoutFrame.size == CGSize(width: 200, height: 400))
    }

    /// A view pinned to the frame guide stays where it is on screen while the content scrolls
    /// under it (the frame guide is the scroll view's frame, not its content).
    @Test func aViewPinnedToTheFrameGuideFloatsOverTheContent() {
        let (window, scroll) = scrollView()
        scroll.contentSize = CGSize(width: 200, height: 2000)
        let badge = content(in: scroll)
        let frame = scroll.frameLayoutGuide
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 16),
            badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -16),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 144, y: 16, width: 40, height: 30))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 144, y: 316, width: 40, height: 30), "in content coordinates, 16 below the top")
        #expect(badge.convert(badge.bounds, to: window) == CGRect(x: 154, y: 36, width: 40, height: 30), "on screen: unmoved")
        #expect(frame.layoutFrame == CGRect(x: 0, y: 300, width: 200, height: 400))
        #expect(scroll.contentSize == CGSize(width: 200, height: 2000), "a size set in code stays when no constraint sets it")
    }

    /// A view controller's additional safe area (a bar of 44 at the top, 34 at the bottom) over
    /// a full-screen scroll view: the adjusted inset adds it on the axes that scroll.
    @Test func theSafeAreaJoinsTheAdjustedInsetOnTheAxesThatScroll() {
        let controller = UIViewController()
        let window = UIWindow(size: CGSize(width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.frame = window.bounds
        let scroll = UIScrollView(frame: controller.view.bounds)
        controller.view.addSubview(scroll)
        let count = InsetCount()
        scroll.delegate = count
        scroll.contentSize = CGSize(width: 375, height: 2000)
        scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(count.changes == 1)
        #expect(scroll.contentOffset == .zero, "setting contentInset does not move the content")
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 20, bottom: 34, right: 20)
        window.layoutIfNeeded()
        #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 44, left: 20, bottom: 34, right: 20))
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 49, left: 0, bottom: 34, right: 0), "vertical only")
        #expect(count.changes == 2)
        _ = scroll.scrollWheel(dx: 0, dy: -10_000)
        #expect(scroll.contentOffset.y == CGFloat(-49), "the content starts below the bar")
        _ = scroll.scrollWheel(dx: 0, dy: 10_000)
        #expect(scroll.contentOffset.y == CGFloat(2000 + 34 - 667), "and ends above the bottom one")

        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 49, left: 20, bottom: 34, right: 20))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.contentSize = CGSize(width: 375, height: 300)
        #expect(scroll.adjustedContentInset == scroll.contentInset, "content that fits does not scroll: no safe area")
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 49, left: 0, bottom: 34, right: 0))
        #expect(count.changes == 7, "told once per change")
    }

    /// A list at rest at its top when a bar appears stays at its top: below the bar.
    @Test func contentAtItsTopStaysAtTheTopWhenTheSafeAreaGrows() {
        let controller = UIViewController()
        let window = UIWindow(size: CGSize(width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.frame = window.bounds
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        controller.view.addSubview(table)
        window.layoutIfNeeded()
        #expect(table.contentOffset == .zero)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(table.adjustedContentInset.top == 44, "a table always bounces vertically")
        #expect(table.contentOffset.y == CGFloat(-44))
    }
}
