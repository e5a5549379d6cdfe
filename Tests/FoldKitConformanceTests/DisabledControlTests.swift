// A disabled control draws dimmed, and leaves the view properties that are the app's alone.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uicontrol/isenabled — `var isEnabled: Bool`;
//   "If the enabled state is false, the control ignores touch events and subclasses may draw
//   differently";
//   https://developer.apple.com/documentation/uikit/uiview/alpha — `var alpha: CGFloat`, the
//   view's, "the default value of this property is 1.0";
//   https://developer.apple.com/documentation/uikit/uiview/backgroundcolor — "The default value
//   is nil".
// How much UIKit dims is not documented; FoldKit draws its controls' parts at half opacity.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct DisabledControlTests {
        /// Renders `control` at (20, 100) in a white 240 × 240 window, at scale 1.
        func render(_ control: UIView) throws -> CGContext { try renderedWindow(240, 240, showing: control) }

        /// Within one level of 8-bit rounding.
        func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 1 } }

        @Test func aSliderKeepsTheAppsAlphaAndDimsItsParts() throws {
            let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
            slider.minimumTrackTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            slider.value = 1
            slider.alpha = 0.25
            slider.isEnabled = false
            #expect(slider.alpha == 0.25)
            slider.alpha = 1
            // The minimum track left of the thumb: red at half opacity over white.
            let disabled = try render(slider)
            #expect(near(rgba(disabled, 60, 115), [255, 128, 128, 255]), "\(rgba(disabled, 60, 115))")
            slider.isEnabled = true
            #expect(slider.alpha == 1)
            #expect(rgba(try render(slider), 60, 115) == [255, 0, 0, 255])
        }

        @Test func aSwitchKeepsTheAppsAlphaAndBackgroundAndDimsItsTrack() throws {
            let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
            toggle.onTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            toggle.isOn = true
            toggle.alpha = 0.25
            toggle.isEnabled = false
            #expect(toggle.alpha == 0.25 && toggle.backgroundColor == nil)
            toggle.alpha = 1
            // The track left of the thumb (which sits at the right when on): the on tint.
            let disabled = try render(toggle)
            #expect(near(rgba(disabled, 30, 115), [128, 128, 255, 255]), "\(rgba(disabled, 30, 115))")
            toggle.isEnabled = true
            #expect(toggle.alpha == 1)
            #expect(rgba(try render(toggle), 30, 115) == [0, 0, 255, 255])
        }
    }
}
