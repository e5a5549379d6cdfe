import FoldCore
import Foundation
import Testing

@testable import FoldUI

@Suite struct ButtonTests {
    /// A 100 × 40 button at (100, 300) in a window, with its events logged.
    func setUp() -> (Driver, UIButton, [String]) {
        let window = UIWindow(size: CGSize(width: 400, height: 800))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 300, width: 100, height: 40)
        button.setTitle("Go", for: .normal)
        window.addSubview(button)
        return (Driver(window: window), button, [])
    }

    final class Log {
        var events: [String] = []
        init(_ button: UIButton) {
            let names: [(UIControl.Event, String)] = [
                (.touchDown, "down"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
                (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
            ]
            for (event, name) in names { button.addAction(for: event) { [unowned self] _ in self.events.append(name) } }
        }
    }

    @Test func highlightFollowsTheFingerWith70PointsOfSlop() {
        let (driver, button, _) = setUp()
        let log = Log(button)
        driver.step(.pointerDown(CGPoint(x: 150, y: 320)))
        #expect(button.isHighlighted && button.isTracking)
        // 69 pt to the right of the bounds: still inside.
        driver.step(.pointerMoved(CGPoint(x: 200 + 69, y: 320)))
        #expect(button.isHighlighted)
        // 71 pt: outside.
        driver.step(.pointerMoved(CGPoint(x: 200 + 71, y: 320)))
        #expect(!button.isHighlighted)
        driver.step(.pointerMoved(CGPoint(x: 150, y: 340 + 69)))
        #expect(button.isHighlighted)
        driver.step(.pointerUp(CGPoint(x: 150, y: 340 + 69)))
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(log.events == ["down", "exit", "enter", "upInside"])
    }

    @Test func releasedOutsideIsNotATouchUpInside() {
        let (driver, button, _) = setUp()
        let log = Log(button)
        driver.step(.pointerDown(CGPoint(x: 150, y: 320)))
        driver.step(.pointerMoved(CGPoint(x: 150, y: 300 - 75)))
        driver.step(.pointerUp(CGPoint(x: 150, y: 300 - 75)))
        #expect(log.events == ["down", "exit", "upOutside"])
        #expect(!button.isHighlighted)
    }

    @Test func highlightedShowsTheHighlightedTitle() {
        let (driver, button, _) = setUp()
        button.setTitle("Going", for: .highlighted)
        driver.step(.pointerDown(CGPoint(x: 150, y: 320)))
        #expect(button.titleLabel?.text == "Going")
        // Without a highlighted colour the normal one fades (the system button's look).
        #expect((button.titleLabel?.textColor.cgColor.alpha ?? 1) < 0.5)
        driver.step(.pointerUp(CGPoint(x: 150, y: 320)))
        #expect(button.titleLabel?.text == "Go")
        #expect(button.titleLabel?.textColor == UIButton.systemTint)
    }

    @Test func aPanAboveCancelsTheButtonsTouch() {
        let (driver, button, _) = setUp()
        let log = Log(button)
        let pan = UIPanGestureRecognizer()
        driver.loop.window.addGestureRecognizer(pan)
        driver.step(.pointerDown(CGPoint(x: 150, y: 320)))
        #expect(button.isHighlighted)
        driver.step(.pointerMoved(CGPoint(x: 150, y: 325)))
        #expect(button.isHighlighted)  // within the pan's slop
        driver.step(.pointerMoved(CGPoint(x: 150, y: 335)))
        #expect(driver.states("pan") == ["began"])
        #expect(!button.isHighlighted && !button.isTracking)
        driver.step(.pointerUp(CGPoint(x: 150, y: 335)))
        #expect(log.events == ["down", "cancel"])
        // With cancelsTouchesInView off the button keeps tracking.
        pan.cancelsTouchesInView = false
        log.events.removeAll()
        driver.drag([CGPoint(x: 150, y: 320), CGPoint(x: 160, y: 330)], duration: 0.1)
        #expect(log.events == ["down", "upInside"])
    }

    @Test func aSingleTapAboveDoesNotTakeTheButtonsTap() {
        let (driver, button, _) = setUp()
        let log = Log(button)
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.addTarget { _ in taps += 1 }
        driver.loop.window.addGestureRecognizer(tap)
        driver.tap(CGPoint(x: 150, y: 320))
        #expect(log.events == ["down", "upInside"])
        #expect(taps == 0)
        #expect(driver.states("tap") == ["failed"])
        // Elsewhere the tap works.
        driver.tap(CGPoint(x: 20, y: 20))
        #expect(taps == 1)
    }

    @Test func aDisabledButtonDoesNothing() {
        let (driver, button, _) = setUp()
        let log = Log(button)
        button.isEnabled = false
        driver.tap(CGPoint(x: 150, y: 320))
        #expect(log.events.isEmpty)
        #expect(!button.isHighlighted)
    }

    /// UIKit's two kinds: `init(frame:)` makes a custom button (white titles that stay as they
    /// are when pressed); `init(type: .system)` titles in the tint colour, following it, faded
    /// while highlighted.
    @Test func customAndSystemButtonsColourTheirTitlesAsUIKit() {
        let custom = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        custom.setTitle("Go", for: .normal)
        #expect(custom.buttonType == .custom && custom.titleLabel?.textColor == .white)
        custom.isHighlighted = true
        #expect(custom.titleLabel?.textColor == .white)

        let system = UIButton(type: .system)
        system.setTitle("Go", for: .normal)
        #expect(system.buttonType == .system && system.titleLabel?.textColor == system.tintColor)
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        system.tintColor = red
        #expect(system.titleLabel?.textColor == red)
        system.isHighlighted = true
        #expect(system.titleLabel?.textColor.cgColor.alpha == 0.2)
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(UIButton.ButtonType.custom.rawValue == 0 && UIButton.ButtonType.system.rawValue == 1)
    }
}
