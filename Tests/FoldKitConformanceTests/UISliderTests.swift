// UISlider, as UIKit declares and documents it.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uislider — value, minimumValue (0),
//   maximumValue (1), isContinuous (true: "the slider sends update events continuously to the
//   associated target's action method"; false: "only when the user releases the slider's thumb
//   control"), setValue(_:animated:), the track and thumb images per state, current… images;
//   …/value — "If you try to set a value that's below the minimum or above the maximum value,
//   the minimum or maximum value is set instead. The default value of this property is 0.0";
//   …/minimumvalue — "If you change the value of this property, and the current value of the
//   slider is below the new minimum, the slider adjusts the value property to match the new
//   minimum. If you set the minimum value to a value larger than the maximum, the slider updates
//   the maximum value to equal the minimum"; …/maximumvalue — the same, the other way round;
//   …/trackrect(forbounds:) — `func trackRect(forBounds bounds: CGRect) -> CGRect`, "used to
//   scale the track and thumb images during drawing"; …/thumbrect(forbounds:trackrect:value:) —
//   `func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect`,
//   "you override it when you want to customize the thumb image's drawing rectangle";
//   https://developer.apple.com/documentation/uikit/uicontrol/begintracking(_:with:) — "true if
//   the control should continue tracking touch events … This value is used to update the
//   isTracking property"; …/continuetracking(_:with:), …/endtracking(_:with:),
//   …/canceltracking(with:).
// UIKit does not document the slider's measures or whether a touch on the track moves the thumb;
// FoldKit's (a 4 pt track, a 28 pt thumb, thumb-only dragging by the finger's displacement) are
// in docs/foldui.md, and the geometry below is asserted through the overridable rect methods.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct UISliderTests {
        final class Events {
            var values: [Float] = []
            var downs = 0
        }

        /// A 200 × 31 slider at (20, 100) in a 240 × 240 window, at scale 1.
        func make(_ configure: (UISlider) -> Void = { _ in }) -> (HeadlessDriver, UISlider, Events) {
            let window = UIWindow(size: CGSize(width: 240, height: 240))
            window.backgroundColor = .white
            let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
            configure(slider)
            window.addSubview(slider)
            let driver = HeadlessDriver(window: window, scale: 1)
            let events = Events()
            slider.addAction(UIAction { _ in events.values.append(slider.value) }, for: .valueChanged)
            slider.addAction(UIAction { _ in events.downs += 1 }, for: .touchDown)
            driver.advance(seconds: 1.0 / 60)
            return (driver, slider, events)
        }

        /// The thumb's centre, in window coordinates.
        func thumbCentre(_ slider: UISlider) -> CGPoint {
            let track = slider.trackRect(forBounds: slider.bounds)
            let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
            return slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
        }

        @Test func declarations() {
            let value: ReferenceWritableKeyPath<UISlider, Float> = \.value
            let minimum: ReferenceWritableKeyPath<UISlider, Float> = \.minimumValue
            let maximum: ReferenceWritableKeyPath<UISlider, Float> = \.maximumValue
            let continuous: ReferenceWritableKeyPath<UISlider, Bool> = \.isContinuous
            let colours: [ReferenceWritableKeyPath<UISlider, UIColor?>] = [
                \.minimumTrackTintColor, \.maximumTrackTintColor, \.thumbTintColor,
            ]
            let images: [ReferenceWritableKeyPath<UISlider, UIImage?>] = [\.minimumValueImage, \.maximumValueImage]
            let current: [KeyPath<UISlider, UIImage?>] = [
                \.currentThumbImage, \.currentMinimumTrackImage, \.currentMaximumTrackImage,
            ]
            let set: (UISlider) -> (Float, Bool) -> Void = UISlider.setValue(_:animated:)
            let setThumb: (UISlider) -> (UIImage?, UIControl.State) -> Void = UISlider.setThumbImage(_:for:)
            let setMin: (UISlider) -> (UIImage?, UIControl.State) -> Void = UISlider.setMinimumTrackImage(_:for:)
            let setMax: (UISlider) -> (UIImage?, UIControl.State) -> Void = UISlider.setMaximumTrackImage(_:for:)
            let thumbImage: (UISlider) -> (UIControl.State) -> UIImage? = UISlider.thumbImage(for:)
            let track: (UISlider) -> (CGRect) -> CGRect = UISlider.trackRect(forBounds:)
            let thumb: (UISlider) -> (CGRect, CGRect, Float) -> CGRect = UISlider.thumbRect(forBounds:trackRect:value:)
            let minImage: (UISlider) -> (CGRect) -> CGRect = UISlider.minimumValueImageRect(forBounds:)
            let maxImage: (UISlider) -> (CGRect) -> CGRect = UISlider.maximumValueImageRect(forBounds:)
            let begin: (UIControl) -> (UITouch, UIEvent?) -> Bool = UIControl.beginTracking(_:with:)
            let keepOn: (UIControl) -> (UITouch, UIEvent?) -> Bool = UIControl.continueTracking(_:with:)
            let end: (UIControl) -> (UITouch?, UIEvent?) -> Void = UIControl.endTracking(_:with:)
            let cancel: (UIControl) -> (UIEvent?) -> Void = UIControl.cancelTracking(with:)
            _ = (value, minimum, maximum, continuous, colours, images, current, set, setThumb, setMin, setMax)
            _ = (thumbImage, track, thumb, minImage, maxImage, begin, keepOn, end, cancel)
            let s = UISlider()
            #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 1 && s.isContinuous)
            #expect(s.minimumTrackTintColor == nil && s.maximumTrackTintColor == nil && s.thumbTintColor == nil)
            #expect(s.currentThumbImage == nil && s.minimumValueImage == nil)
        }

        /// The value stays in the range; moving one end past the other drags it along.
        @Test func theValueIsClampedAndTheEndsPushEachOther() {
            let s = UISlider()
            s.value = 2
            #expect(s.value == 1)
            s.value = -3
            #expect(s.value == 0)
            s.maximumValue = 10
            s.value = 8
            s.minimumValue = 9  // above the value: the value follows
            #expect(s.value == 9 && s.maximumValue == 10)
            s.minimumValue = 12  // above the maximum: the maximum follows
            #expect(s.minimumValue == 12 && s.maximumValue == 12 && s.value == 12)
            s.maximumValue = 5  // below the minimum: the minimum follows
            #expect(s.minimumValue == 5 && s.maximumValue == 5 && s.value == 5)
            s.maximumValue = 6
            s.setValue(5.5, animated: true)
            #expect(s.value == 5.5)  // the value is set at once; only the thumb glides
        }

        /// What UIKit would raise on or what makes no number, FoldKit refuses and keeps the old.
        @Test func notANumberIsRefused() {
            let s = UISlider()
            s.value = 0.25
            s.value = .nan
            #expect(s.value == 0.25)
            s.minimumValue = -.infinity
            s.maximumValue = .nan
            #expect(s.minimumValue == 0 && s.maximumValue == 1)
            s.value = .infinity  // a number past the maximum: clamped, as documented
            #expect(s.value == 1)
        }

        /// Dragging the thumb moves the value by the finger's displacement over the thumb's
        /// travel, sending an event per change while the finger moves.
        @Test func draggingTheThumbMovesTheValueByTheFingersDisplacement() {
            let (driver, slider, events) = make { $0.value = 0.5 }
            let start = thumbCentre(slider)
            let track = slider.trackRect(forBounds: slider.bounds)
            let travel = track.width - slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).width
            // A finger a few points off the thumb's centre: relative, the thumb does not jump to it.
            let grab = CGPoint(x: start.x + 6, y: start.y + 3)
            driver.drag(from: grab, to: CGPoint(x: grab.x + travel / 4, y: grab.y + 20), duration: 0.25)
            driver.advance(seconds: 1.0 / 60)
            #expect(abs(slider.value - 0.75) < 1e-6)
            #expect(events.downs == 1 && events.values.count > 5)
            #expect(abs((events.values.last ?? 0) - 0.75) < 1e-6)
            #expect(zip(events.values, events.values.dropFirst()).allSatisfy { $0 < $1 })
            #expect(!slider.isTracking)
            // Past the end: clamped at the maximum.
            driver.drag(from: thumbCentre(slider), to: CGPoint(x: 235, y: 115), duration: 0.1)
            driver.advance(seconds: 1.0 / 60)
            #expect(slider.value == 1 && events.values.last == 1)
        }

        /// A touch on the track away from the thumb is not tracked: the value stays.
        @Test func aTouchOnTheTrackAwayFromTheThumbDoesNotMoveIt() {
            let (driver, slider, events) = make { $0.value = 0.1 }
            driver.touchDown(CGPoint(x: 190, y: 115))
            driver.advance(seconds: 1.0 / 60)
            #expect(!slider.isTracking)
            driver.touchMove(CGPoint(x: 100, y: 115))
            driver.touchUp(CGPoint(x: 100, y: 115))
            driver.advance(seconds: 1.0 / 60)
            #expect(slider.value == 0.1 && events.values.isEmpty && events.downs == 1)
        }

        /// Not continuous: one event when the finger lifts; setting the value from code sends none.
        @Test func notContinuousSendsOneEventOnLift() {
            let (driver, slider, events) = make { $0.isContinuous = false }
            let start = thumbCentre(slider)
            driver.touchDown(start)
            for i in 1...10 {
                driver.advance(seconds: 1.0 / 60)
                driver.touchMove(CGPoint(x: start.x + CGFloat(i) * 5, y: start.y))
            }
            driver.advance(seconds: 1.0 / 60)
            #expect(slider.isTracking && slider.value > 0.2 && events.values.isEmpty)
            driver.touchUp(CGPoint(x: start.x + 50, y: start.y))
            driver.advance(seconds: 1.0 / 60)
            #expect(events.values == [slider.value])
            slider.value = 0.9
            slider.setValue(0.3, animated: true)
            driver.advance(seconds: 0.5)
            #expect(events.values.count == 1)
        }

        /// A subclass's track and thumb rects are where the parts are drawn and touched.
        @Test func overriddenRectsPlaceTheParts() throws {
            final class Narrow: UISlider {
                override func trackRect(forBounds bounds: CGRect) -> CGRect {
                    CGRect(x: bounds.minX + 40, y: bounds.midY - 5, width: bounds.width - 80, height: 10)
                }
                override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
                    let x = rect.minX + (rect.width - 20) * CGFloat((value - minimumValue) / (maximumValue - minimumValue))
                    return CGRect(x: x, y: rect.midY - 10, width: 20, height: 20)
                }
            }
            let window = UIWindow(size: CGSize(width: 240, height: 240))
            window.backgroundColor = .white
            let slider = Narrow(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
            slider.value = 0.5
            slider.minimumTrackTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            slider.maximumTrackTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            slider.thumbTintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            window.addSubview(slider)
            let driver = HeadlessDriver(window: window, scale: 1)
            driver.advance(seconds: 1.0 / 60)
            let c = try rgbaContext(240, 240)
            c.draw(driver.render(), in: CGRect(x: 0, y: 0, width: 240, height: 240))
            // The track is the slider's x 40…160, the window's 60…180, at y 110.5…120.5; the thumb
            // is 20 wide, centred on the track at 0.5: window x 110…130.
            // Rows: memory row r is window y r (the image's top row is the window's top).
            #expect(rgba(c, 80, 115) == [255, 0, 0, 255])  // minimum track, left of the thumb
            #expect(rgba(c, 170, 115) == [0, 0, 255, 255])  // maximum track, right of it
            #expect(rgba(c, 120, 115) == [0, 255, 0, 255])  // the thumb
            #expect(rgba(c, 50, 115) == [255, 255, 255, 255])  // left of the narrowed track: nothing
            #expect(rgba(c, 190, 115) == [255, 255, 255, 255])  // right of it: nothing
            #expect(rgba(c, 80, 108) == [255, 255, 255, 255])  // above the 10 pt track
        }
    }
}
