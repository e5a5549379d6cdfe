// The screen fades between light and dark as iOS shows a user's switch: the frame of the change
// shows the old appearance, the middle of the fade (an ease-in-ease-out curve is half way at half
// time) the mean of the two, its end the new one, and the picture is gone. The appearance an
// app starts under does not fade.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct AppearanceFadeTests {
        static func window() -> UIWindow {
            let window = UIWindow(size: CGSize(width: 40, height: 40))
            let view = UIView(frame: window.bounds)
            view.backgroundColor = .systemBackground
            window.addSubview(view)
            return window
        }

        @Test func switchingToDarkFadesFromTheOldAppearance() {
            let window = Self.window()
            let driver = HeadlessDriver(window: window, scale: 1)
            defer {
                driver.change(SystemSettings(appearance: .light))
                driver.advance(seconds: 1)
            }
            driver.advance(seconds: 1.0 / 60)
            #expect(driver.render().bitmap.rgba(x: 20, y: 20) == (255, 255, 255, 255))
            driver.change(SystemSettings(appearance: .dark))
            driver.advance(seconds: 1.0 / 60)
            // The frame of the change: the old picture over the app, fully.
            #expect(window.traitCollection.userInterfaceStyle == .dark)
            #expect(driver.render().bitmap.rgba(x: 20, y: 20) == (255, 255, 255, 255))
            #expect(window.subviews.count == 2)
            driver.advance(seconds: FrameLoop.appearanceFadeDuration / 2)
            let middle = driver.render().bitmap.rgba(x: 20, y: 20)
            #expect(abs(Int(middle.r) - 128) <= 2 && middle.r == middle.g && middle.g == middle.b, "\(middle)")
            driver.advance(seconds: FrameLoop.appearanceFadeDuration / 2 + 1.0 / 60)
            #expect(driver.render().bitmap.rgba(x: 20, y: 20) == (0, 0, 0, 255))
            #expect(window.subviews.count == 1)
        }

        /// Settings delivered with the first frame (a script's or a host's start settings) are
        /// the ones the app starts under: nothing fades.
        @Test func theAppearanceAnAppStartsUnderDoesNotFade() {
            let window = Self.window()
            let loop = FrameLoop(window: window)
            defer { UIScreen.main.apply(SystemSettings(appearance: .light)) }
            loop.send(.settings(SystemSettings(appearance: .dark)))
            _ = loop.step(to: 0)
            #expect(window.traitCollection.userInterfaceStyle == .dark)
            #expect(window.subviews.count == 1)
        }

        /// A text size change is not faded (iOS lays the app out again at once).
        @Test func aTextSizeChangeDoesNotFade() {
            let window = Self.window()
            let driver = HeadlessDriver(window: window, scale: 1)
            defer {
                driver.change(SystemSettings(contentSize: .large))
                driver.advance(seconds: 1.0 / 60)
            }
            driver.advance(seconds: 1.0 / 60)
            driver.change(SystemSettings(contentSize: .extraExtraExtraLarge))
            driver.advance(seconds: 1.0 / 60)
            #expect(window.subviews.count == 1)
        }
    }
}
