// UIView's tint colour and content mode, as UIKit declares and documents them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uiview/tintcolor — `var tintColor: UIColor!`;
//   "If the system can't find a non-default color in the hierarchy, it uses a system-defined
//   color" (UIKit's is `systemBlue`); a view with none of its own inherits its superview's;
//   https://developer.apple.com/documentation/uikit/uiview/tintcolordidchange() — "called on the
//   view … when the tintColor property changes", also when it inherits a new one;
//   https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property —
//   `var contentMode: UIView.ContentMode`, default `.scaleToFill`;
//   https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum — raw values
//   scaleToFill 0 … bottomRight 12; `.redraw` "redisplays the view when the bounds change".

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct UIViewTintAndContentModeTests {
    final class Tinted: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test func declarations() {
        let tint: ReferenceWritableKeyPath<UIView, UIColor?> = \.tintColor
        let mode: ReferenceWritableKeyPath<UIView, UIView.ContentMode> = \.contentMode
        let didChange: (UIView) -> () -> Void = UIView.tintColorDidChange
        _ = (tint, mode, didChange)
        let modes: [UIView.ContentMode] = [
            .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom, .left, .right, .topLeft,
            .topRight, .bottomLeft, .bottomRight,
        ]
        #expect(modes.map(\.rawValue) == Array(0...12))
        #expect(UIView().contentMode == .scaleToFill && UIImageView().contentMode == .scaleToFill)
    }

    @Test func theTintIsInheritedUntilAViewSetsItsOwn() {
        let root = UIView()
        let child = Tinted()
        let grandchild = Tinted()
        root.addSubview(child)
        child.addSubview(grandchild)
        // The system-defined colour is `systemBlue`, dynamic: (0, 122, 255) in light.
        #expect(grandchild.tintColor == .systemBlue)
        #expect(
            grandchild.tintColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor
                == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1).cgColor)
        root.tintColor = .orange
        #expect(grandchild.tintColor == .orange)
        #expect(child.changes == 1 && grandchild.changes == 1)
        child.tintColor = .purple
        #expect(grandchild.tintColor == .purple && root.tintColor == .orange)
        root.tintColor = .green  // child keeps its own: neither hears of it
        #expect(child.changes == 2 && grandchild.changes == 2)
        // Moving a view under another tint tells it: the default blue to the root's green, then
        // to red.
        let other = UIView()
        other.tintColor = .red
        let moved = Tinted()
        root.addSubview(moved)
        #expect(moved.changes == 1)
        other.addSubview(moved)
        #expect(moved.tintColor == .red && moved.changes == 2)
    }

    @Test func contentModeIsTheLayersGravity() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.contentMode = .scaleAspectFill
        #expect(view.layer.contentsGravity == .resizeAspectFill)
        view.contentMode = .topLeft
        #expect(view.layer.contentsGravity == .topLeft && view.contentMode == .topLeft)
        view.contentMode = .redraw
        #expect(view.layer.needsDisplayOnBoundsChange && view.contentMode == .redraw)
        view.contentMode = .center
        #expect(!view.layer.needsDisplayOnBoundsChange && view.layer.contentsGravity == .center)
    }
}
