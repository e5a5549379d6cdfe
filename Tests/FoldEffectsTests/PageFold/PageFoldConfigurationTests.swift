import FoldCore
import FoldRender
import FoldUI
import Foundation
import Testing

@testable import FoldEffects

/// Configurations that cannot work throw `EffectConfigurationError` naming the setting, the
/// rule and the numbers.
@Suite struct PageFoldConfigurationTests {
    static let image = PageFoldHarness.twoTone(width: 20, height: 30)

    static func error(_ body: () throws -> Void) -> EffectConfigurationError? {
        do {
            try body()
            return nil
        } catch let e as EffectConfigurationError {
            return e
        } catch {
            return nil
        }
    }

    @Test(arguments: [0.0, -10, .nan, .infinity])
    func aSizeMustBeFiniteAndAboveZero(_ value: Double) {
        let e = Self.error { _ = try PageFoldView(image: Self.image, frame: CGRect(x: 0, y: 0, width: value, height: 100)) }
        #expect(e?.setting == "frame.width")
        #expect(e?.message.contains("\(value)") == true, "\(String(describing: e))")
        let h = Self.error { _ = try PageFoldView(image: Self.image, frame: CGRect(x: 0, y: 0, width: 100, height: value)) }
        #expect(h?.setting == "frame.height")
    }

    @Test func anImageWithoutPixelsIsRefused() {
        let empty = UIImage(bitmap: Bitmap(width: 0, height: 0), name: "empty")
        #expect(Self.error { _ = try PageFoldView(image: empty) }?.setting == "image")
        let named = UIImage(placeholderNamed: "photo", pixelWidth: 0, pixelHeight: 40)
        #expect(Self.error { _ = try PageFoldView(image: named) }?.setting == "image")
    }

    @Test func theMirroredBackNeedsPixelsAnotherBackDoesNot() throws {
        let named = UIImage(placeholderNamed: "photo", pixelWidth: 40, pixelHeight: 60)
        let e = Self.error { _ = try PageFoldView(image: named) }
        #expect(e?.setting == "back")
        var options = PageFoldView.Options()
        options.back = .color(.white)
        _ = try PageFoldView(image: named, options: options)
    }

    @Test func badSpringNumbersAreRefused() {
        let cases: [(PageFoldSpring, String)] = [
            (PageFoldSpring(bounciness: .nan), "spring.bounciness"),
            (PageFoldSpring(bounciness: -1), "spring.bounciness"),
            (PageFoldSpring(speed: 0), "spring.speed"),
            (PageFoldSpring(mass: 0), "spring.mass"),
            (PageFoldSpring(tension: -200), "spring.tension"),
            (PageFoldSpring(friction: .infinity), "spring.friction"),
        ]
        for (spring, setting) in cases {
            var options = PageFoldView.Options()
            options.spring = spring
            let e = Self.error { _ = try PageFoldView(image: Self.image, options: options) }
            #expect(e?.setting == setting, "\(spring): \(String(describing: e))")
        }
    }

    @Test func optionsThatCannotWorkAreRefused() {
        var cases: [(PageFoldView.Options, String)] = []
        var o = PageFoldView.Options()
        o.cornerRadius = 16  // a 20 × 30 view: at most 10
        cases.append((o, "cornerRadius"))
        o = PageFoldView.Options()
        o.m34 = -1.0 / 10  // the eye 10 pt away, the half 15 pt long
        cases.append((o, "m34"))
        o = PageFoldView.Options()
        o.m34 = 0.01
        cases.append((o, "m34"))
        o = PageFoldView.Options()
        o.shading = .linear(intensity: 1.5)
        cases.append((o, "shading.intensity"))
        o = PageFoldView.Options()
        o.release = .commitOrReturn(angle: 4, velocity: 6)
        cases.append((o, "release.angle"))
        o = PageFoldView.Options()
        o.release = .commitOrReturn(angle: 1, velocity: .nan)
        cases.append((o, "release.velocity"))
        o = PageFoldView.Options()
        o.back = .mirroredImage(dimming: 2)
        cases.append((o, "back.dimming"))
        o = PageFoldView.Options()
        o.dragRegion = .rect(CGRect(x: 0, y: 0, width: -5, height: 10))
        cases.append((o, "dragRegion"))
        for (options, setting) in cases {
            let e = Self.error { _ = try PageFoldView(image: Self.image, options: options) }
            #expect(e?.setting == setting, "\(String(describing: e))")
        }
    }

    @Test func theMessageStatesTheRuleAndTheNumbers() {
        var o = PageFoldView.Options()
        o.m34 = -1.0 / 10
        let e = Self.error { _ = try PageFoldView(image: Self.image, options: o) }
        #expect(
            e?.description
                == "m34: -0.1 puts the eye 10.0 pt away, nearer than the folding half is long (15.0 pt), so the page would pass behind the eye; use m34 above -0.06666666666666667"
        )
    }

    @Test func aFlipBookNeedsPages() {
        #expect(Self.error { _ = try FlipBookView(images: []) }?.setting == "images")
        let empty = UIImage(bitmap: Bitmap(width: 0, height: 5), name: "e")
        #expect(Self.error { _ = try FlipBookView(images: [Self.image, empty]) }?.setting == "images[1]")
    }
}
