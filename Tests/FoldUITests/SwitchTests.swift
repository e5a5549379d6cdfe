import FoldCore
import Foundation
import Testing

@testable import FoldUI

@Suite struct SwitchTests {
    func setUp() -> (Driver, UISwitch, Counter) {
        let window = UIWindow(size: CGSize(width: 300, height: 300))
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        window.addSubview(toggle)
        let counter = Counter()
        toggle.addAction(for: .valueChanged) { _ in counter.count += 1 }
        return (Driver(window: window), toggle, counter)
    }

    final class Counter { var count = 0 }

    /// The thumb's x in the switch: 2 pt from the left when off, 2 pt from the right when on.
    func thumbX(_ s: UISwitch) -> Double { s.subviews[0].subviews[0].frame.minX }

    @Test func itHasUISwitchsSize() {
        let (_, toggle, _) = setUp()
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
    }

    @Test func aTapTogglesItSlidesTheThumbAndSendsValueChangedOnce() {
        let (driver, toggle, counter) = setUp()
        #expect(!toggle.isOn && thumbX(toggle) == 2)
        driver.tap(CGPoint(x: 125, y: 115))
        #expect(toggle.isOn && counter.count == 1)
        #expect(thumbX(toggle) == 51 - 2 - 27)
        // The slide is animated: mid-way the thumb shows between the ends.
        driver.step()
        let shown = toggle.subviews[0].subviews[0].layer.presentation(at: driver.time).properties.position.x
        #expect(shown > 2 + 13.5 && shown < 22 + 13.5, "thumb centre shown at \(shown)")
        driver.wait(0.3)
        driver.tap(CGPoint(x: 125, y: 115))
        #expect(!toggle.isOn && counter.count == 2)
    }

    @Test func settingItFromCodeSendsNothing() {
        let (_, toggle, counter) = setUp()
        toggle.setOn(true, animated: false)
        #expect(toggle.isOn && counter.count == 0 && thumbX(toggle) == 22)
    }

    @Test func aReleaseFarOutsideOrADisabledSwitchDoesNotToggle() {
        let (driver, toggle, counter) = setUp()
        driver.step(.pointerDown(CGPoint(x: 125, y: 115)))
        driver.step(.pointerMoved(CGPoint(x: 125, y: 290)))
        driver.step(.pointerUp(CGPoint(x: 125, y: 290)))
        #expect(!toggle.isOn && counter.count == 0)
        toggle.isEnabled = false
        driver.tap(CGPoint(x: 125, y: 115))
        #expect(!toggle.isOn && counter.count == 0)
    }
}
