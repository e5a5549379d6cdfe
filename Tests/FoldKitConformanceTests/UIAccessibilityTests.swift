// The accessibility properties of views, against UIKit's documentation: a view is not an
// element by default and a UIKit control is; standard views' labels derive from their titles
// (a label's text, a button's title); the traits say what each is (a button, static text, an
// image, adjustable; not enabled, selected); a switch's value is "1"/"0", a slider's its
// percentage; the frame is the view's on the screen; `accessibilityActivate()` returns false
// by default.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct UIAccessibilityTests {
    final class Counter {
        var changes = 0
        func changed() { changes += 1 }
    }

    @Test func declarations() {
        let view = UIView()
        let element: ReferenceWritableKeyPath<UIView, Bool> = \.isAccessibilityElement
        let label: ReferenceWritableKeyPath<UIView, String?> = \.accessibilityLabel
        let hint: ReferenceWritableKeyPath<UIView, String?> = \.accessibilityHint
        let value: ReferenceWritableKeyPath<UIView, String?> = \.accessibilityValue
        let traits: ReferenceWritableKeyPath<UIView, UIAccessibilityTraits> = \.accessibilityTraits
        let frame: ReferenceWritableKeyPath<UIView, CGRect> = \.accessibilityFrame
        let identifier: ReferenceWritableKeyPath<UIView, String?> = \.accessibilityIdentifier
        let elements: ReferenceWritableKeyPath<UIView, [Any]?> = \.accessibilityElements
        let hidden: ReferenceWritableKeyPath<UIView, Bool> = \.accessibilityElementsHidden
        let modal: ReferenceWritableKeyPath<UIView, Bool> = \.accessibilityViewIsModal
        _ = (element, label, hint, value, traits, frame, identifier, elements, hidden, modal)
        #expect(view.accessibilityActivate() == false)
        #expect(!view.isAccessibilityElement && view.accessibilityLabel == nil && view.accessibilityTraits == .none)
        #expect(view.accessibilityElements == nil && !view.accessibilityElementsHidden && !view.accessibilityViewIsModal)
        // Its value is the host's setting (FoldUI's tests turn it on and off).
        let reduced: () -> Bool = { UIAccessibility.isReduceMotionEnabled }
        _ = reduced
        #expect(
            UIAccessibility.reduceMotionStatusDidChangeNotification.rawValue
                == "UIAccessibilityReduceMotionStatusDidChangeNotification")
        #expect(!UIAccessibility.isVoiceOverRunning)
        let post: (UIAccessibility.Notification, Any?) -> Void = UIAccessibility.post(notification:argument:)
        _ = post
        #expect(Set([UIAccessibility.Notification.screenChanged, .layoutChanged, .announcement, .pageScrolled]).count == 4)
    }

    @Test func standardViewsDefaults() {
        let label = UILabel()
        label.text = "Mapo Tofu"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Mapo Tofu")
        #expect(label.accessibilityTraits == .staticText)

        let button = UIButton(type: .system)
        button.setTitle("Add", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Add")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])

        let image = UIImageView()
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)

        let toggle = UISwitch()
        #expect(toggle.isAccessibilityElement && toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")

        let slider = UISlider()
        slider.value = 0.5
        #expect(slider.accessibilityTraits.contains(.adjustable) && slider.accessibilityValue == "50%")

        let stepper = UIStepper()
        stepper.value = 3
        #expect(stepper.accessibilityTraits.contains(.adjustable) && stepper.accessibilityValue == "3")
    }

    @Test func whatTheAppSetsWinsAndNilGivesTheDefaultBack() {
        let label = UILabel()
        label.text = "12"
        label.accessibilityLabel = "Twelve yuan"
        label.accessibilityHint = "The price"
        label.accessibilityTraits = [.staticText, .updatesFrequently]
        label.isAccessibilityElement = false
        #expect(label.accessibilityLabel == "Twelve yuan" && label.accessibilityHint == "The price")
        #expect(label.accessibilityTraits == [.staticText, .updatesFrequently] && !label.isAccessibilityElement)
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "12")
    }

    @Test func theFrameIsTheViewsOnTheScreen() {
        let window = UIWindow(size: CGSize(width: 300, height: 300))
        let outer = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 5, y: 7, width: 50, height: 40))
        window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.accessibilityFrame == CGRect(x: 25, y: 37, width: 50, height: 40))
        outer.bounds.origin = CGPoint(x: 0, y: 10)  // scrolled
        #expect(inner.accessibilityFrame == CGRect(x: 25, y: 27, width: 50, height: 40))
        inner.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(inner.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func adjustableControlsStepAndSendValueChanged() {
        let slider = UISlider()
        let counter = Counter()
        slider.addTarget(counter, action: Counter.changed, for: .valueChanged)
        slider.value = 0.5
        slider.accessibilityIncrement()
        #expect(abs(slider.value - 0.6) < 1e-6 && counter.changes == 1 && slider.accessibilityValue == "60%")
        slider.value = 1
        slider.accessibilityIncrement()
        #expect(slider.value == 1 && counter.changes == 1, "at the end: nothing to send")
        slider.accessibilityDecrement()
        #expect(abs(slider.value - 0.9) < 1e-6 && counter.changes == 2)

        let stepper = UIStepper()
        let steps = Counter()
        stepper.addTarget(steps, action: Counter.changed, for: .valueChanged)
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        #expect(stepper.value == 2 && steps.changes == 2 && stepper.accessibilityValue == "2")
        stepper.accessibilityDecrement()
        #expect(stepper.value == 1 && steps.changes == 3)
    }
}
