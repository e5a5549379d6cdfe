// Core Animation in the hosts that show a window (the SDL window, the recorder, an app launched
// by UIApplicationMain): they step a `FrameLoop` on their own clock, and an animation added with
// the default beginTime (0: "now", CACurrentMediaTime()) begins on the frame being made.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct CAAnimationInFrameLoopTests {
        @Test func anAnimationAddedNowBeginsAtTheFrameShowing() throws {
            let window = UIWindow(size: CGSize(width: 100, height: 100), scale: 1)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(view)
            let loop = FrameLoop(window: window)
            // The host's clock: seconds since the app started, not the machine's uptime.
            for n in 0...30 { _ = loop.step(to: Double(n) / 60) }
            #expect(abs(CACurrentMediaTime() - 0.5) < 1e-9, "between frames, now is the frame showing")
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            view.layer.add(fade, forKey: "fade")
            let begin = try #require(view.layer.animation(forKey: "fade")).beginTime
            #expect(abs(view.layer.convertTime(begin, to: nil) - 0.5) < 1e-9)
            for n in 31...60 { _ = loop.step(to: Double(n) / 60) }
            // Half way through the second it runs: opacity 0.5 (linear by default).
            let shown = try #require(view.layer.presentation()).opacity
            #expect(abs(Double(shown) - 0.5) < 1e-6, "opacity \(shown)")
        }
    }
}
