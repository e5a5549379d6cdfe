import FoldCore
import FoldRender
import FoldUI
import FoodMenu
import Foundation
import Testing

@Suite struct SettingsSheetTests {
    final class Box { var changes: [FoodMenuSettings] = []; var dismissed = 0 }

    func run(_ loop: FrameLoop, _ t: inout Double, seconds: Double, _ events: [InputEvent] = []) {
        for e in events { loop.send(e as InputEvent) }
        let end = t + seconds
        repeat {
            t += 1.0 / 60
            _ = loop.step(to: t)
        } while t < end
    }

    @Test func switchesChangeTheSettingsAndDoneSlidesTheSheetAway() throws {
        let window = UIWindow(size: CGSize(width: 375, height: 667))
        let sheet = SettingsSheet(frame: window.bounds, settings: FoodMenuSettings(slowMotion: true))
        window.addSubview(sheet)
        let box = Box()
        sheet.onChange = { box.changes.append($0) }
        sheet.onDismiss = { box.dismissed += 1 }
        sheet.present()
        let loop = FrameLoop(window: window)
        var t = 0.0
        run(loop, &t, seconds: 0.4)
        let tree = loop.step(to: t)
        FoodPhotoTests.keep(Compositor(images: window.images, threads: 1).render(tree), "foodmenu-settings.png")

        // The second row's switch (reduce motion): right edge, 70 + 56 + 15 pt below the panel's top.
        let panelTop = 667 - 250.0
        let reduce = CGPoint(x: 375 - 20 - 25, y: panelTop + 70 + 56 + 15)
        run(loop, &t, seconds: 0.05, [.pointerDown(reduce)])
        run(loop, &t, seconds: 0.05, [.pointerUp(reduce)])
        #expect(box.changes == [FoodMenuSettings(reducedMotion: true, slowMotion: true)])
        #expect(sheet.settings.reducedMotion)

        let done = CGPoint(x: 375 - 62, y: panelTop + 30)
        run(loop, &t, seconds: 0.05, [.pointerDown(done)])
        run(loop, &t, seconds: 0.5, [.pointerUp(done)])
        #expect(box.dismissed == 1 && sheet.superview == nil)
    }

    @Test func aTapOnTheDimmedListDismissesIt() {
        let window = UIWindow(size: CGSize(width: 375, height: 667))
        let sheet = SettingsSheet(frame: window.bounds, settings: FoodMenuSettings())
        window.addSubview(sheet)
        let box = Box()
        sheet.onDismiss = { box.dismissed += 1 }
        sheet.present()
        let loop = FrameLoop(window: window)
        var t = 0.0
        run(loop, &t, seconds: 0.4)
        run(loop, &t, seconds: 0.05, [.pointerDown(CGPoint(x: 180, y: 100))])
        run(loop, &t, seconds: 0.9, [.pointerUp(CGPoint(x: 180, y: 100))])
        #expect(box.dismissed == 1 && box.changes.isEmpty)
    }
}
