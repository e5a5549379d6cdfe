// The headless driver (issue 18's contract): `HeadlessDriver(rootLayer:scale:framesPerSecond:)`,
// `advance(seconds:)`, `render() -> CGImage`, and `CACurrentMediaTime()` reading its clock.
// Pixels are checked against the arithmetic of the scene: source-over of premultiplied sRGB.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A display link's target, as iOS code writes one (`#selector(Ticker.tick(_:))` → `Ticker.tick(_:)`).
private final class Ticker {
    var frames: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
    var plain = 0
    func tick(_ link: CADisplayLink) { frames.append((link.timestamp, link.targetTimestamp, link.duration)) }
    func step() { plain += 1 }
}

/// Records layout calls, as a CALayerDelegate.
private final class Layouts: CALayerDelegate {
    var laidOut: [CFTimeInterval] = []
    func layoutSublayers(of layer: CALayer) { laidOut.append(CACurrentMediaTime()) }
}

/// A layer that places its sublayer itself, as iOS subclasses do.
private final class Stack: CALayer {
    override func layoutSublayers() {
        super.layoutSublayers()
        sublayers?.first?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2)
    }
}

private final class Ends: CAAnimationDelegate {
    var log: [(String, CFTimeInterval)] = []
    func animationDidStart(_ anim: CAAnimation) { log.append(("start", CACurrentMediaTime())) }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append((flag ? "stop" : "cut", CACurrentMediaTime())) }
}

extension MediaClockTests {
    @Suite(.serialized) struct HeadlessDriverTests {
        @Test func driverDeclarations() {
            let make: (CALayer, CGFloat, Double) -> HeadlessDriver = HeadlessDriver.init(rootLayer:scale:framesPerSecond:)
            let advance: (HeadlessDriver) -> (Double) -> Void = HeadlessDriver.advance(seconds:)
            let render: (HeadlessDriver) -> () -> CGImage = HeadlessDriver.render
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
            let driver = make(root, 2, 30)
            #expect(CACurrentMediaTime() == 0)
            advance(driver)(0.1)
            #expect(abs(CACurrentMediaTime() - 0.1) < 1e-12)
            let image = render(driver)()
            #expect(image.width == 8 && image.height == 4)
            _ = HeadlessDriver(rootLayer: root)  // the defaulted scale and frame rate
        }

        @Test func anAnimationAddedNowRunsOnTheDriversFrames() throws {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            root.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
            let driver = HeadlessDriver(rootLayer: root, framesPerSecond: 10)
            driver.advance(seconds: 1)
            let ends = Ends()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            fade.delegate = ends
            root.add(fade, forKey: "fade")  // begins now: t = 1
            driver.advance(seconds: 0.5)
            // Half faded: red at alpha ½ over transparent is (128, 0, 0, 128) premultiplied.
            let p = driver.render().bitmap.rgba(x: 5, y: 5)
            #expect(abs(Int(p.r) - 128) <= 1 && p.g == 0 && p.b == 0 && abs(Int(p.a) - 128) <= 1)
            #expect(ends.log.map(\.0) == ["start"] && ends.log[0].1 == 1.1)
            driver.advance(seconds: 0.6)
            // It ends on the first frame at or after t = 2, and is removed: the model shows again.
            #expect(ends.log.map(\.0) == ["start", "stop"] && abs(ends.log[1].1 - 2) < 1e-9)
            #expect(driver.render().bitmap.rgba(x: 5, y: 5) == (255, 0, 0, 255))
        }

        /// Many one-frame advances make one frame each: none is doubled where the frame times,
        /// added up in floating point, fall a hair short of a multiple of the frame length.
        @Test func eachOneFrameAdvanceIsOneFrame() {
            let driver = HeadlessDriver(rootLayer: CALayer(), framesPerSecond: 60)
            let ticker = Ticker()
            let link = CADisplayLink(target: ticker, selector: Ticker.tick(_:))
            link.add(to: .main, forMode: .common)
            for _ in 0..<300 { driver.advance(seconds: 1.0 / 60) }
            link.invalidate()
            #expect(ticker.frames.count == 300)
            let steps = zip(ticker.frames, ticker.frames.dropFirst()).map { $1.0 - $0.0 }
            #expect(steps.allSatisfy { abs($0 - 1.0 / 60) < 1e-9 }, "\(steps.filter { abs($0 - 1.0 / 60) >= 1e-9 })")
        }

        @Test func displayLinksFireOnEveryFrame() {
            let root = CALayer()
            let driver = HeadlessDriver(rootLayer: root, framesPerSecond: 10)
            var ticker: Ticker? = Ticker()
            let link = CADisplayLink(target: ticker!, selector: Ticker.tick(_:))
            let plain = CADisplayLink(target: ticker!, selector: Ticker.step)
            let rate: ReferenceWritableKeyPath<CADisplayLink, Int> = \.preferredFramesPerSecond
            let paused: ReferenceWritableKeyPath<CADisplayLink, Bool> = \.isPaused
            let add: (CADisplayLink) -> (RunLoop, RunLoop.Mode) -> Void = CADisplayLink.add(to:forMode:)
            add(link)(.main, .common)
            plain.add(to: .main, forMode: .default)
            plain[keyPath: rate] = 5
            driver.advance(seconds: 0.3)
            #expect(ticker!.frames.count == 3 && ticker!.plain == 2)
            let (t, target, d) = ticker!.frames[1]
            #expect(abs(t - 0.1) < 1e-12 && abs(target - 0.2) < 1e-12 && abs(d - 0.1) < 1e-12)
            link[keyPath: paused] = true
            driver.advance(seconds: 0.1)
            #expect(ticker!.frames.count == 3)
            link.isPaused = false
            link.invalidate()
            driver.advance(seconds: 0.1)
            #expect(ticker!.frames.count == 3)
            // The target is held weakly; with it gone the link stops.
            weak let gone = ticker
            ticker = nil
            #expect(gone == nil)
            driver.advance(seconds: 0.2)
            plain.invalidate()
        }

        @Test func layersAskingForLayoutAreLaidOutOnTheNextFrame() {
            let needs: (CALayer) -> () -> Bool = CALayer.needsLayout
            let ask: (CALayer) -> () -> Void = CALayer.setNeedsLayout
            let now: (CALayer) -> () -> Void = CALayer.layoutIfNeeded
            let delegate: ReferenceWritableKeyPath<CALayer, (any CALayerDelegate)?> = \.delegate
            let root = Stack()
            let half = CALayer()
            root.addSublayer(half)
            let listener = Layouts()
            root[keyPath: delegate] = listener
            let driver = HeadlessDriver(rootLayer: root, framesPerSecond: 10)
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            #expect(needs(root)() && half.frame == .zero)
            driver.advance(seconds: 0.1)
            #expect(!needs(root)() && half.frame == CGRect(x: 0, y: 0, width: 100, height: 20) && listener.laidOut.count == 1)
            driver.advance(seconds: 0.1)  // nothing asked: no layout
            #expect(listener.laidOut.count == 1)
            root.position = CGPoint(x: 7, y: 7)  // a move is not a resize
            ask(root)()
            now(root)()
            #expect(listener.laidOut.count == 2 && !needs(root)())
        }

    }
}

// Bad values through the API draw nothing for the layer that has them, and never hang.
extension MediaClockTests {
    @Suite struct BadValueTests {
        @Test func nonFiniteGeometryDrawsNothingForThatLayer() {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
            for bad in [CGFloat.nan, .infinity] {
                let a = CALayer()
                let b = CALayer()
                a.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
                a.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
                a.position = CGPoint(x: bad, y: 4)
                b.backgroundColor = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
                b.bounds = CGRect(x: 0, y: 0, width: bad, height: 8)
                root.sublayers = [a, b]
                let image = HeadlessDriver(rootLayer: root).render()
                #expect(image.bitmap.pixels.allSatisfy { $0 == 0 }, "\(bad)")
            }
        }

        @Test func aMillionStopGradientIsDrawn() throws {
            let root = CAGradientLayer()
            root.frame = CGRect(x: 0, y: 0, width: 16, height: 4)
            root.startPoint = CGPoint(x: 0, y: 0.5)
            root.endPoint = CGPoint(x: 1, y: 0.5)
            let n = 1_000_000
            let black = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
            let white = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
            root.colors = (0..<n).map { $0 < n / 2 ? black : white }
            root.locations = (0..<n).map { NSNumber(value: Double($0) / Double(n - 1)) }
            let image = HeadlessDriver(rootLayer: root).render()
            // Black up to the middle, white after it.
            #expect(image.bitmap.rgba(x: 2, y: 2) == (0, 0, 0, 255) && image.bitmap.rgba(x: 13, y: 2) == (255, 255, 255, 255))
        }
    }
}
