import FoldCore
import FoldRender
import FoldUI
import FoodMenu
import Foundation
import Testing

@Suite struct MenuHeaderViewTests {
    @Test func theHeaderShowsTheCountAndItsButtonsAnswerTaps() throws {
        let window = UIWindow(size: CGSize(width: 375, height: 120))
        let header = MenuHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: MenuHeaderView.height))
        window.addSubview(header)
        header.likesCount = 3
        final class Taps { var settings = 0, likes = 0 }
        let taps = Taps()
        header.settingsButton.addAction(for: .touchUpInside) { _ in taps.settings += 1 }
        header.likesButton.addAction(for: .touchUpInside) { _ in taps.likes += 1 }
        let loop = FrameLoop(window: window)
        var t = 0.0
        let bitmap = Compositor(images: window.images, threads: 1).render(loop.step(to: t))
        FoodPhotoTests.keep(bitmap, "foodmenu-header.png")
        #expect(header.likesCountLabel.text == "3")
        // The gear is drawn in the system tint at the right; the heart in red at the left.
        func count(_ r: Range<Int>, _ ys: Range<Int>, _ test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> Int {
            var n = 0
            for y in ys { for x in r where test(bitmap.rgba(x: x, y: y)) { n += 1 } }
            return n
        }
        #expect(count(650..<740, 40..<120) { $0.b > 200 && $0.r < 60 } > 100)
        #expect(count(16..<100, 40..<120) { $0.r > 200 && $0.g < 120 } > 50)
        tap(loop, header.settingsButton.center, at: &t)
        tap(loop, header.likesButton.center, at: &t)
        #expect(taps.settings == 1 && taps.likes == 1)
    }

    @Test func theGearFollowsTheTint() throws {
        let window = UIWindow(size: CGSize(width: 375, height: 120))
        let header = MenuHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: MenuHeaderView.height))
        window.addSubview(header)
        window.tintColor = UIColor(red: 0, green: 0.6, blue: 0, alpha: 1)
        let loop = FrameLoop(window: window)
        let bitmap = Compositor(images: window.images, threads: 1).render(loop.step(to: 0))
        var green = 0
        var blue = 0
        for y in 40..<120 {
            for x in 650..<740 {
                let p = bitmap.rgba(x: x, y: y)
                if p.g > 120 && p.r < 60 && p.b < 60 { green += 1 }
                if p.b > 200 && p.r < 60 { blue += 1 }
            }
        }
        #expect(green > 100 && blue == 0, "the gear in the window's tint: \(green) green, \(blue) blue pixels")
    }
}
