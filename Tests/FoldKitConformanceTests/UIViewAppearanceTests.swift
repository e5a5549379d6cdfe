// UIView's alpha and background colour, and UISwitch's state and tint, as UIKit declares them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uiview/alpha — `var alpha: CGFloat`; "This
//   value affects only the current view and doesn't affect any of its embedded subviews"…
//   "the default value of this property is 1.0";
//   https://developer.apple.com/documentation/uikit/uiview/backgroundcolor —
//   `@NSCopying var backgroundColor: UIColor? { get set }`; "The default value is nil, which
//   results in a transparent background color";
//   https://developer.apple.com/documentation/uikit/uiswitch/ison — `var isOn: Bool`;
//   https://developer.apple.com/documentation/uikit/uiswitch/ontintcolor —
//   `var onTintColor: UIColor?`.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct UIViewAppearanceTests {
    @Test func declarations() {
        let alpha: ReferenceWritableKeyPath<UIView, CGFloat> = \.alpha
        let background: ReferenceWritableKeyPath<UIView, UIColor?> = \.backgroundColor
        let isOn: ReferenceWritableKeyPath<UISwitch, Bool> = \.isOn
        let onTint: ReferenceWritableKeyPath<UISwitch, UIColor?> = \.onTintColor
        let setOn: (UISwitch) -> (Bool, Bool) -> Void = UISwitch.setOn(_:animated:)
        _ = (alpha, background, isOn, onTint, setOn)
    }

    @Test func alphaIsTheLayersOpacityAndStartsAtOne() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.alpha == 1)
        let half: CGFloat = 0.25
        view.alpha = half
        #expect(view.layer.opacity == 0.25)
        view.layer.opacity = 0.75
        #expect(view.alpha == 0.75)
    }

    @Test func backgroundColorStartsNilAndFillsTheLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.backgroundColor == nil && view.layer.backgroundColor == nil)
        let teal = UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)
        view.backgroundColor = teal
        #expect(view.layer.backgroundColor == teal.cgColor)
        #expect(view.backgroundColor === teal)
        // A colour given to the layer directly is the view's colour too.
        view.layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(view.backgroundColor?.cgColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        view.backgroundColor = nil
        #expect(view.layer.backgroundColor == nil && view.backgroundColor == nil)
    }

    @Test func aSwitchsStateIsSettableAndItsOnTintShows() {
        let toggle = UISwitch()
        var sent = 0
        toggle.addAction(for: .valueChanged) { _ in sent += 1 }
        #expect(!toggle.isOn && toggle.onTintColor == nil)
        let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        toggle.onTintColor = purple
        toggle.isOn = true
        #expect(toggle.isOn)
        // The tint is the track's (a part of the switch), not the switch's own background,
        // which stays the app's: nil by default (the track's pixels are in DisabledControlTests).
        #expect(toggle.backgroundColor == nil)
        // Setting the state from code sends no action, as UIKit's.
        #expect(sent == 0)
    }
}
