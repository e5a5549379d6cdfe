// POP on views (facebookarchive/pop: NSObject+POP's pop_add on any object; POPAnimatableProperty.h's
// UIKit names with the strings and thresholds POPAnimatableProperty.mm gives them): each name
// reads and writes the UIKit property it names, through UIKit's setter, so layout and delegates
// hear it; a name the object does not have is refused (POP would crash on the unknown message).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct POPViewPropertyTests {
        private static func linear(_ name: String, to value: Any, duration: CFTimeInterval = 0.5) -> POPBasicAnimation {
            let a = POPBasicAnimation.linear()!
            a.property = POPAnimatableProperty.property(withName: name) as? POPAnimatableProperty
            a.toValue = value
            a.duration = duration
            return a
        }

        private static func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300)) }

        @Test func theNamesAreThoseOfPOP() {
            let add: (NSObject) -> (POPAnimation?, String?) -> Void = NSObject.pop_add(_:forKey:)
            _ = add
            #expect(kPOPViewAlpha == "view.alpha" && kPOPViewBackgroundColor == "view.backgroundColor")
            #expect(kPOPViewCenter == "view.center" && kPOPViewFrame == "view.frame" && kPOPViewTintColor == "view.tintColor")
            #expect(kPOPViewScaleX == "view.scaleX" && kPOPViewScaleXY == "view.scaleXY" && kPOPViewScaleY == "view.scaleY")
            // A view's bounds and size are the layer's names, and a table's offset is a scroll view's.
            #expect(kPOPViewBounds == kPOPLayerBounds && kPOPViewSize == kPOPLayerSize)
            #expect(
                kPOPScrollViewContentOffset == "scrollView.contentOffset"
                    && kPOPTableViewContentOffset == kPOPScrollViewContentOffset)
            #expect(
                kPOPScrollViewContentSize == "scrollView.contentSize" && kPOPTableViewContentSize == kPOPScrollViewContentSize)
            #expect(kPOPLabelTextColor == "label.textColor" && kPOPLayoutConstraintConstant == "layoutConstraint.constant")
            // POP's thresholds: kPOPThresholdOpacity 0.01, Point 1, Scale 0.005, Color 0.01; a constant's 0.01.
            func threshold(_ name: String) -> CGFloat? {
                (POPAnimatableProperty.property(withName: name) as? POPAnimatableProperty)?.threshold
            }
            #expect(threshold(kPOPViewAlpha) == 0.01 && threshold(kPOPViewCenter) == 1 && threshold(kPOPViewFrame) == 1)
            #expect(threshold(kPOPViewScaleXY) == 0.005 && threshold(kPOPViewBackgroundColor) == 0.01)
            #expect(threshold(kPOPLayoutConstraintConstant) == 0.01 && threshold(kPOPScrollViewContentOffset) == 1)
        }

        @Test func aViewsCentreAndFrameMoveThroughTheirSetters() {
            final class Counting: UIView {
                var layouts = 0
                override func layoutSubviews() { layouts += 1 }
            }
            let window = Self.window()
            let view = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            window.addSubview(view)
            let driver = HeadlessDriver(window: window)
            view.pop_add(Self.linear(kPOPViewCenter, to: NSValue(cgPoint: CGPoint(x: 150, y: 120))), forKey: "move")
            driver.advance(seconds: 0.25)
            // Halfway along the line from (50, 20).
            #expect(abs(view.center.x - 100) < 1e-9 && abs(view.center.y - 70) < 1e-9)
            driver.advance(seconds: 0.25)
            #expect(view.center == CGPoint(x: 150, y: 120) && view.pop_animationKeys() == nil)

            let layoutsBefore = view.layouts
            view.pop_add(Self.linear(kPOPViewFrame, to: CGRect(x: 10, y: 10, width: 200, height: 80)), forKey: "grow")
            driver.advance(seconds: 0.25)
            #expect(abs(view.frame.width - 150) < 1e-9 && abs(view.frame.height - 60) < 1e-9)
            driver.advance(seconds: 0.25)
            #expect(view.frame == CGRect(x: 10, y: 10, width: 200, height: 80))
            // Set through `frame`: the size changes lay the view out, as UIKit's setter does.
            #expect(view.layouts > layoutsBefore)
        }

        @Test func alphaScaleAndColoursTakeTheValuesPOPTakes() {
            let window = Self.window()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            window.addSubview(view)
            let driver = HeadlessDriver(window: window)
            view.pop_add(Self.linear(kPOPViewAlpha, to: 0.2), forKey: "fade")
            // A UIColor as the target, as POP takes it.
            view.pop_add(Self.linear(kPOPViewBackgroundColor, to: UIColor(red: 1, green: 0, blue: 0, alpha: 1)), forKey: "tint")
            view.pop_add(Self.linear(kPOPViewScaleXY, to: NSValue(cgPoint: CGPoint(x: 2, y: 3))), forKey: "scale")
            driver.advance(seconds: 0.25)
            #expect(abs(view.alpha - 0.6) < 1e-6)
            var r: CGFloat = 0
            var g: CGFloat = 0
            var b: CGFloat = 0
            var a: CGFloat = 0
            #expect(view.backgroundColor!.getRed(&r, green: &g, blue: &b, alpha: &a))
            #expect(abs(r - 0.5) < 1e-6 && abs(b - 0.5) < 1e-6 && g == 0 && a == 1)
            #expect(abs(view.transform.a - 1.5) < 1e-9 && abs(view.transform.d - 2) < 1e-9)
            driver.advance(seconds: 0.25)
            #expect(abs(view.alpha - 0.2) < 1e-6 && view.transform.a == 2 && view.transform.d == 3)
            #expect(view.backgroundColor!.getRed(&r, green: &g, blue: &b, alpha: &a) && r == 1 && b == 0)
            // POP leaves a view alone for a negative size.
            view.pop_add(
                Self.linear(kPOPViewSize, to: NSValue(cgSize: CGSize(width: -10, height: 50)), duration: 0.01), forKey: "size")
            driver.advance(seconds: 1.0 / 30)
            #expect(view.bounds.size == CGSize(width: 100, height: 100))
        }

        @Test func aConstraintsConstantMovesItsViewAtEachLayoutPass() {
            let window = Self.window()
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(box)
            let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor)
            NSLayoutConstraint.activate([
                leading, box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
                box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
            ])
            let driver = HeadlessDriver(window: window)
            driver.advance(seconds: 1.0 / 60)
            #expect(box.frame.minX == 0)
            leading.pop_add(Self.linear(kPOPLayoutConstraintConstant, to: 100), forKey: "slide")
            driver.advance(seconds: 0.25)
            #expect(abs(leading.constant - 50) < 1e-9)
            driver.advance(seconds: 1.0 / 60)
            // The frame's layout pass lays out the constant POP set in that frame (POP ticks first).
            #expect(abs(box.frame.minX - leading.constant) < 1e-9)
            // Linear timing, within the timing-function solve's tolerance (1 / (1000 × duration) of
            // the range, as POP solves it): exact only where the curve is symmetric, as at halfway.
            #expect(abs(leading.constant - (50 + 100.0 / 30)) < 100 / (1000 * 0.5))
            driver.advance(seconds: 0.25)
            #expect(leading.constant == 100 && box.frame.minX == 100)
        }

        @Test func aTablesOffsetScrollsThroughSetContentOffsetAndTellsItsDelegate() {
            final class Delegate: NSObject, UITableViewDelegate {
                var offsets: [CGFloat] = []
                func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
            }
            let window = Self.window()
            let scroll = UIScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: 300, height: 3000)
            let delegate = Delegate()
            scroll.delegate = delegate
            window.addSubview(scroll)
            let driver = HeadlessDriver(window: window)
            scroll.pop_add(Self.linear(kPOPTableViewContentOffset, to: CGPoint(x: 0, y: 600)), forKey: "jump")
            driver.advance(seconds: 0.5)
            #expect(scroll.contentOffset.y == 600)
            #expect(delegate.offsets.count >= 29 && delegate.offsets.last == 600)
            scroll.pop_add(
                Self.linear(kPOPScrollViewContentSize, to: CGSize(width: 300, height: 1000), duration: 0.01), forKey: "size")
            driver.advance(seconds: 1.0 / 30)
            #expect(scroll.contentSize.height == 1000)
        }

        @Test func aNameTheObjectDoesNotHaveIsRefusedAndChangesNothing() {
            let window = Self.window()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            let driver = HeadlessDriver(window: window)
            // A layer name on a view (POP: unrecognized selector), a view name on a layer, a
            // label's name on a plain view.
            view.pop_add(Self.linear(kPOPLayerRotationX, to: 1), forKey: "turn")
            view.layer.pop_add(Self.linear(kPOPViewAlpha, to: 0), forKey: "fade")
            view.pop_add(Self.linear(kPOPLabelTextColor, to: UIColor.red), forKey: "ink")
            #expect(view.pop_animationKeys() == nil && view.layer.pop_animationKeys() == nil)
            driver.advance(seconds: 0.5)
            #expect(view.alpha == 1 && view.layer.transform.m22 == 1)
            // The layer names work on the view's layer, and a label's on a label.
            view.layer.pop_add(Self.linear(kPOPLayerRotationX, to: 1, duration: 0.01), forKey: "turn")
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            window.addSubview(label)
            label.pop_add(Self.linear(kPOPLabelTextColor, to: UIColor.red, duration: 0.01), forKey: "ink")
            driver.advance(seconds: 1.0 / 30)
            #expect(abs((view.layer.value(forKeyPath: "transform.rotation.x") as! Double) - 1) < 1e-9)
            #expect(label.textColor == UIColor.red)
        }
    }
}
