// UIStepper, as UIKit declares and documents it.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uistepper — "A stepper sends the
//   valueChanged event when the user increments or decrements the value";
//   …/value ("When the value changes, the stepper sends the valueChanged flag to its target"
//   only from the user; the value is clamped to the bounds; default 0), …/minimumvalue (0;
//   "must be less than maximumValue"), …/maximumvalue (100), …/stepvalue (1; "must be greater
//   than 0"), …/iscontinuous (true: "value change events are sent immediately when the value
//   changes during user interaction"; false: "only when user interaction ends"), …/autorepeat
//   (true: "the user pressing and holding on the stepper repeatedly alters value"), …/wraps
//   (false; true: incrementing beyond maximumValue sets value to minimumValue, and the reverse).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct UIStepperTests {
        final class Events {
            var values: [Double] = []
            var times: [TimeInterval] = []
        }

        func make(_ configure: (UIStepper) -> Void = { _ in }) -> (HeadlessDriver, UIStepper, Events) {
            let window = UIWindow(size: CGSize(width: 200, height: 100))
            let stepper = UIStepper(frame: CGRect(x: 50, y: 30, width: 0, height: 0))
            configure(stepper)
            window.addSubview(stepper)
            let driver = HeadlessDriver(window: window)
            let events = Events()
            stepper.addAction(
                UIAction { _ in
                    events.values.append(stepper.value)
                    events.times.append(driver.time)
                }, for: .valueChanged)
            return (driver, stepper, events)
        }

        let minus = CGPoint(x: 50 + 20, y: 46)
        let plus = CGPoint(x: 50 + 74, y: 46)

        @Test func declarations() {
            let value: ReferenceWritableKeyPath<UIStepper, Double> = \.value
            let minimum: ReferenceWritableKeyPath<UIStepper, Double> = \.minimumValue
            let maximum: ReferenceWritableKeyPath<UIStepper, Double> = \.maximumValue
            let step: ReferenceWritableKeyPath<UIStepper, Double> = \.stepValue
            let continuous: ReferenceWritableKeyPath<UIStepper, Bool> = \.isContinuous
            let repeats: ReferenceWritableKeyPath<UIStepper, Bool> = \.autorepeat
            let wraps: ReferenceWritableKeyPath<UIStepper, Bool> = \.wraps
            _ = (value, minimum, maximum, step, continuous, repeats, wraps)
            let s = UIStepper()
            #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 100 && s.stepValue == 1)
            #expect(s.isContinuous && s.autorepeat && !s.wraps)
            #expect(s.intrinsicContentSize == CGSize(width: 94, height: 32) && s.frame.size == CGSize(width: 94, height: 32))
            // Clamped to the bounds; the bounds and the step refuse what UIKit raises on.
            s.value = 150
            #expect(s.value == 100)
            s.minimumValue = 200
            #expect(s.minimumValue == 0)
            s.stepValue = 0
            #expect(s.stepValue == 1)
            s.maximumValue = 10
            #expect(s.value == 10)
        }

        /// A tap on a half steps once and sends one event; setting the value from code sends none.
        @Test func aTapStepsOnceAndSaysSo() {
            let (driver, stepper, events) = make { $0.stepValue = 2.5 }
            driver.tap(plus)
            driver.tap(plus)
            driver.tap(minus)
            driver.advance(seconds: 0.1)
            #expect(events.values == [2.5, 5, 2.5])
            stepper.value = 7
            #expect(events.values.count == 3)
            // At the bottom, minus does nothing and says nothing.
            stepper.value = 0
            driver.tap(minus)
            driver.advance(seconds: 0.1)
            #expect(stepper.value == 0 && events.values.count == 3)
        }

        @Test func wrappingGoesRoundToTheOtherBound() {
            let (driver, stepper, events) = make {
                $0.maximumValue = 3
                $0.wraps = true
            }
            stepper.value = 3
            driver.tap(plus)
            driver.tap(minus)
            driver.advance(seconds: 0.1)
            #expect(events.values == [0, 3])
        }

        /// Held, a half repeats after half a second, every tenth of a second, until lifted.
        @Test func holdingRepeats() {
            let (driver, stepper, events) = make()
            driver.touchDown(plus)
            driver.advance(seconds: 1.0)
            driver.touchUp(plus)
            driver.advance(seconds: 0.5)
            // The touch lands at the first frame: a step at once, then repeats from 0.5 s after
            // it to the lift at 1 s: 0.5, 0.6, …, 1.0 after the first.
            let first = try! #require(events.times.first)
            #expect(events.values == Array(stride(from: 1.0, through: Double(events.values.count), by: 1)))
            #expect(events.values.count >= 5 && events.values.count <= 7)
            #expect(abs(events.times[1] - first - 0.5) < 1.5 / 60)
            #expect(stepper.value == events.values.last)
            // Without autorepeat, holding steps once.
            stepper.autorepeat = false
            driver.touchDown(plus)
            driver.advance(seconds: 1.0)
            driver.touchUp(plus)
            driver.advance(seconds: 0.1)
            #expect(stepper.value == events.values.last && stepper.value == Double(events.values.count))
        }

        /// Not continuous: one event when the finger lifts, with the value it reached.
        @Test func notContinuousSaysSoOnLift() {
            let (driver, stepper, events) = make { $0.isContinuous = false }
            driver.touchDown(plus)
            driver.advance(seconds: 0.8)
            #expect(events.values.isEmpty && stepper.value > 1)
            driver.touchUp(plus)
            driver.advance(seconds: 0.1)
            #expect(events.values == [stepper.value])
        }
    }
}
