import FoldCore
import Foundation
import Testing

@testable import FoldUI

/// What an assistive app finds, as UIKit documents it: an element hides what is inside it;
/// hidden views and `accessibilityElementsHidden` are not read; `accessibilityElements` orders a
/// container; a modal view hides its siblings; a cell is one element labelled by its labels;
/// the activation point is the middle of the frame; activating taps there unless the element's
/// `accessibilityActivate()` handles it.
@Suite struct AccessibilityTreeTests {
    func label(_ text: String, _ frame: CGRect) -> UILabel {
        let l = UILabel(frame: frame)
        l.text = text
        return l
    }

    @Test func readingOrderIsLineByLineEachLineFromTheLeft() {
        let window = UIWindow(size: CGSize(width: 375, height: 400))
        // A bar: two 44-pt buttons and a lower, shorter title between them; then a body.
        let body = label("Body", CGRect(x: 10, y: 100, width: 300, height: 20))
        let settings = UIButton(frame: CGRect(x: 323, y: 16, width: 44, height: 44))
        settings.accessibilityLabel = "Settings"
        let title = label("Title", CGRect(x: 70, y: 25, width: 235, height: 26))
        let likes = UIButton(frame: CGRect(x: 8, y: 16, width: 44, height: 44))
        likes.accessibilityLabel = "Likes"
        for v in [body, settings, title, likes] { window.addSubview(v) }
        let names = AccessibilityTree.elements(in: window).map { $0.accessibilityLabel ?? "" }
        #expect(names == ["Likes", "Title", "Settings", "Body"])
    }

    @Test func elementsHideTheirInsidesAndHiddenViewsAreNotRead() {
        let window = UIWindow(size: CGSize(width: 375, height: 400))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        card.addSubview(label("Inside", CGRect(x: 0, y: 0, width: 100, height: 20)))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        let hidden = label("Hidden", CGRect(x: 0, y: 110, width: 100, height: 20))
        hidden.isHidden = true
        let clear = label("Clear", CGRect(x: 0, y: 130, width: 100, height: 20))
        clear.alpha = 0
        let quiet = UIView(frame: CGRect(x: 0, y: 150, width: 375, height: 40))
        quiet.addSubview(label("Quiet", CGRect(x: 0, y: 0, width: 100, height: 20)))
        quiet.accessibilityElementsHidden = true
        let offScreen = label("Below", CGRect(x: 0, y: 500, width: 100, height: 20))
        for v in [card, hidden, clear, quiet, offScreen] { window.addSubview(v) }
        #expect(AccessibilityTree.elements(in: window).map { $0.accessibilityLabel } == ["Card", "Below"])
        #expect(AccessibilityTree.elements(onScreenOf: window).map { $0.accessibilityLabel } == ["Card"])
    }

    @Test func aContainersListGivesTheOrderAndAModalViewHidesItsSiblings() {
        let window = UIWindow(size: CGSize(width: 375, height: 400))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let first = label("First", CGRect(x: 0, y: 0, width: 100, height: 20))
        let second = label("Second", CGRect(x: 0, y: 40, width: 100, height: 20))
        container.addSubview(first)
        container.addSubview(second)
        container.accessibilityElements = [second, first]
        window.addSubview(container)
        #expect(AccessibilityTree.elements(in: window).map { $0.accessibilityLabel } == ["Second", "First"])
        let sheet = UIView(frame: CGRect(x: 0, y: 200, width: 375, height: 200))
        sheet.addSubview(label("Sheet", CGRect(x: 0, y: 0, width: 100, height: 20)))
        sheet.accessibilityViewIsModal = true
        window.addSubview(sheet)
        #expect(AccessibilityTree.elements(in: window).map { $0.accessibilityLabel } == ["Sheet"])
    }

    @Test func aCellIsOneElementLabelledByItsLabels() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Mapo Tofu"
        cell.detailTextLabel?.text = "¥28.00"
        cell.layoutIfNeeded()
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Mapo Tofu, ¥28.00")
        #expect(!cell.accessibilityTraits.contains(.selected))
        cell.isSelected = true
        #expect(cell.accessibilityTraits.contains(.selected))
        cell.accessibilityLabel = "Tofu"
        #expect(cell.accessibilityLabel == "Tofu")
    }

    @Test func theActivationPointIsTheMiddleOfTheFrameUnlessSet() {
        let window = UIWindow(size: CGSize(width: 375, height: 400))
        let button = UIButton(frame: CGRect(x: 20, y: 40, width: 100, height: 44))
        window.addSubview(button)
        #expect(button.accessibilityActivationPoint == CGPoint(x: 70, y: 62))
        button.accessibilityActivationPoint = CGPoint(x: 25, y: 45)
        #expect(button.accessibilityActivationPoint == CGPoint(x: 25, y: 45))
        #expect(button.accessibilityExpandedStatus == .unsupported)
        button.accessibilityExpandedStatus = .collapsed
        #expect(button.accessibilityExpandedStatus == .collapsed)
        #expect(UIAccessibility.ExpandedStatus.expanded.rawValue == 1 && UIAccessibility.ExpandedStatus.collapsed.rawValue == 2)
    }

    /// A button that declines activation, so the assistive app taps it.
    final class CountingButton: UIButton {
        var handles = false
        var activations = 0
        override func accessibilityActivate() -> Bool {
            activations += 1
            return handles
        }
    }

    @Test func activatingTapsTheActivationPointUnlessTheElementHandlesIt() {
        let window = UIWindow(size: CGSize(width: 375, height: 400))
        let loop = FrameLoop(window: window)
        let button = CountingButton(frame: CGRect(x: 20, y: 40, width: 100, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        _ = loop.step(to: 0)
        loop.activateAccessibilityElement(button)
        _ = loop.step(to: 1.0 / 60)
        #expect(button.activations == 1 && taps == 1)
        button.handles = true
        loop.activateAccessibilityElement(button)
        _ = loop.step(to: 2.0 / 60)
        #expect(button.activations == 2 && taps == 1)
    }

    @Test func theScreenAsJSON() throws {
        let window = UIWindow(size: CGSize(width: 375, height: 400))
        let loop = FrameLoop(window: window)
        let button = UIButton(frame: CGRect(x: 20, y: 40, width: 100, height: 44))
        button.setTitle("Save", for: .normal)
        button.accessibilityHint = "Saves the dish"
        button.accessibilityExpandedStatus = .expanded
        button.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Share")]
        button.isEnabled = false
        window.addSubview(button)
        let json = try loop.accessibilityJSON()
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects.count == 1)
        let o = objects[0]
        #expect(o["label"] as? String == "Save" && o["hint"] as? String == "Saves the dish")
        #expect(o["traits"] as? [String] == ["button", "notEnabled"])
        #expect(o["frame"] as? [Double] == [20, 40, 100, 44])
        #expect(o["expanded"] as? Bool == true && o["actions"] as? [String] == ["Share"])
    }
}
