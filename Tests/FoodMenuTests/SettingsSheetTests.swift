import FoldCore
import FoldRender
import FoldUI
import FoodMenu
import Foundation
import Testing

@Suite struct SettingsSheetTests {
    final class Box: SettingsControllerDelegate {
        var changes: [FoodMenuSettings] = []
        func settingsController(_ controller: SettingsController, didChange settings: FoodMenuSettings) {
            changes.append(settings)
        }
    }

    /// A window whose root presents the settings, animated.
    func present(_ settings: FoodMenuSettings, _ box: Box) -> (UIWindow, UIViewController, SettingsController) {
        let window = UIWindow(size: CGSize(width: 375, height: 667))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let controller = SettingsController(settings: settings)
        controller.delegate = box
        root.present(controller, animated: true)
        return (window, root, controller)
    }

    func run(_ loop: FrameLoop, _ t: inout Double, seconds: Double, _ events: [InputEvent] = []) {
        for e in events { loop.send(e as InputEvent) }
        let end = t + seconds
        repeat {
            t += 1.0 / 60
            _ = loop.step(to: t)
        } while t < end
    }

    @Test func switchesChangeTheSettingsAndDoneSlidesTheSheetAway() throws {
        let box = Box()
        let (window, root, controller) = present(FoodMenuSettings(slowMotion: true), box)
        let sheet = controller.sheet
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
        #expect(root.presentedViewController == nil && sheet.superview == nil && !sheet.isPanelShown)
        #expect(controller.settings == FoodMenuSettings(reducedMotion: true, slowMotion: true))
    }

    @Test func aTapOnTheDimmedListDismissesIt() {
        let box = Box()
        let (window, root, _) = present(FoodMenuSettings(), box)
        let loop = FrameLoop(window: window)
        var t = 0.0
        run(loop, &t, seconds: 0.4)
        run(loop, &t, seconds: 0.05, [.pointerDown(CGPoint(x: 180, y: 100))])
        run(loop, &t, seconds: 0.9, [.pointerUp(CGPoint(x: 180, y: 100))])
        #expect(root.presentedViewController == nil && box.changes.isEmpty)
    }
}
