import FoldCore
import FoldHost
import FoldRender
import FoldUI
import FoodMenu
import Foundation
import Testing

/// Runs the app like the headless host: events before the step of their frame, 60 fps.
final class AppDriver {
    let app: FoodMenuApp
    let compositor: Compositor
    private(set) var frame = 0
    var time: Double { Double(frame) / 60 }
    private(set) var traces: [[String: Any]] = []

    init(
        size: CGSize = CGSize(width: 375, height: 667), scale: Double = 1, state: FoodMenuState = FoodMenuState(),
        store: FoodStoreQueue? = nil
    ) {
        app = FoodMenuApp(controller: FoodMenuController(state: state, store: store), size: size, scale: scale)
        compositor = Compositor(images: [:], threads: 1)
        _ = app.step(to: 0)
    }

    var controller: FoodMenuController { app.controller }

    @discardableResult
    func step(_ events: InputEvent...) -> RenderTree {
        for e in events { app.send(e) }
        frame += 1
        let tree = app.step(to: time)
        traces.append(app.drainTrace())
        return tree
    }

    func wait(_ seconds: Double) {
        let end = frame + Int((seconds * 60).rounded())
        while frame < end { step() }
    }

    func tap(_ p: CGPoint) {
        step(.pointerDown(p))
        step(.pointerUp(p))
    }

    func render() -> Bitmap {
        // The tree carries its images: nothing to hand the compositor.
        compositor.render(step())
    }

    var foodmenuTrace: [String: Any] { traces.last?["foodmenu"] as? [String: Any] ?? [:] }

    /// A view's centre in window points.
    func centre(of v: UIView) -> CGPoint { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil) }
}

@Suite struct FoodMenuControllerTests {
    @Test func aTapOpensTheCardAndTheRowGrowsWithTheFold() throws {
        let d = AppDriver()
        FoodPhotoTests.keep(d.render(), "foodmenu-list.png")
        let table = d.controller.tableView
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 179)
        d.tap(CGPoint(x: 187, y: 64 + 90))
        d.wait(0.3)
        let mid = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        FoodPhotoTests.keep(d.render(), "foodmenu-opening.png")
        #expect(mid > 179 && mid < 488, "mid-fold row height \(mid)")
        d.wait(0.8)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 488)
        #expect(d.foodmenuTrace["openRows"] as? [Int] == [0])
        FoodPhotoTests.keep(d.render(), "foodmenu-open.png")
    }
}

@Suite struct FoodMenuControllerBehaviourTests {
    @Test func aTapWhileTheCardFoldsTurnsItBackWithoutAJump() throws {
        let d = AppDriver()
        let table = d.controller.tableView
        func height() -> Double { table.rectForRow(at: IndexPath(row: 0, section: 0)).height }
        d.tap(CGPoint(x: 187, y: 64 + 90))
        var heights: [Double] = []
        for _ in 0..<21 {
            d.step()
            heights.append(height())
        }
        let before = height()
        #expect(before > 179 && before < 488)
        d.tap(CGPoint(x: 187, y: 64 + RegionHeaderView.height + 30))  // on the card's top, which is there open or closed
        heights.append(height())
        #expect(d.foodmenuTrace["openRows"] as? [Int] == [])
        for _ in 0..<6 {
            d.step()
            heights.append(height())
        }
        // No jump: the change per frame across the turn is no bigger than the largest while opening.
        let steps = zip(heights, heights.dropFirst()).map { abs($1 - $0) }
        let opening = steps.prefix(20).max() ?? 0
        #expect((steps.dropFirst(20).max() ?? 0) <= opening * 1.5 + 1, "heights \(heights)")
        d.wait(1.0)
        #expect(height() == 179)
    }

    @Test func likingCountsAtTheLandingAndUnlikingAtOnce() throws {
        let d = AppDriver()
        d.tap(CGPoint(x: 187, y: 64 + 90))
        d.wait(1.0)
        let cell = try #require(d.controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? FoodMenuCell)
        let like = d.centre(of: cell.openCard.likeButton)
        d.tap(like)
        #expect(d.controller.header.likesCount == 0 && d.controller.state.liked == ["mapo-tofu"])
        #expect(cell.openCard.likeButton.isSelected, "the button reads 取消收藏 now")
        d.wait(0.9)
        #expect(d.controller.header.likesCount == 1)
        d.tap(like)
        #expect(d.controller.header.likesCount == 0 && d.controller.state.liked.isEmpty && !cell.openCard.likeButton.isSelected)
    }

    @Test func reducedMotionStillCountsAndOneOpenCardClosesTheOther() throws {
        let d = AppDriver()
        d.controller.apply(FoodMenuSettings(oneOpenAtATime: true, reducedMotion: true))
        d.tap(CGPoint(x: 187, y: 64 + 90))
        d.wait(1.0)
        let cell = try #require(d.controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? FoodMenuCell)
        d.tap(d.centre(of: cell.openCard.addButton))
        d.wait(0.5)
        #expect(d.controller.cartButton.badge.count == 1, "a short cross-fade, the badge still counts")
        // Open the second card (below the first, open one): the first closes.
        let second = d.controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        d.tap(CGPoint(x: 187, y: 64 + second.minY - d.controller.tableView.contentOffset.y + 60))
        d.wait(1.2)
        #expect(d.foodmenuTrace["openRows"] as? [Int] == [1])
    }

    /// The system's appearance and Reduce Motion reach the menu as a user switches them: the
    /// bar, the list, the region header and the cards take their dark colours (MenuPalette's),
    /// and the app's reduced-motion setting follows the system's.
    @Test func theMenuFollowsTheSystemsDarkModeAndReduceMotion() throws {
        let d = AppDriver()
        defer {
            UIAccessibility.setReduceMotionEnabled(false)
            UIScreen.main.apply(SystemSettings(appearance: .light))
        }
        /// Within 2 of the colour's 8-bit components.
        func near(_ x: Int, _ y: Int, _ c: (Double, Double, Double), in bitmap: Bitmap) -> Bool {
            let p = bitmap.rgba(x: x, y: y)
            return [(p.r, c.0), (p.g, c.1), (p.b, c.2)].allSatisfy { abs(Double($0.0) - $0.1 * 255) <= 2 }
        }
        // The bar, the list beside a card, the region header, a card's face.
        let points = [(187, 8), (3, 300), (300, 84), (350, 120)]
        let light = [(0.98, 0.98, 0.99), (0.93, 0.92, 0.9), (0.93, 0.92, 0.9), (1.0, 1.0, 1.0)]
        let dark = [(0.1, 0.1, 0.11), (0.08, 0.075, 0.07), (0.14, 0.13, 0.12), (0.11, 0.11, 0.12)]
        var bitmap = d.render()
        for (p, c) in zip(points, light) {
            #expect(near(p.0, p.1, c, in: bitmap), "light at \(p): \(bitmap.rgba(x: p.0, y: p.1))")
        }
        #expect(!d.controller.settings.reducedMotion, "the system's setting: off")

        let switching = d.compositor.render(d.step(.settings(SystemSettings(appearance: .dark, reduceMotion: true))))
        // The screen fades from the old appearance, as iOS shows the switch.
        #expect(near(187, 8, light[0], in: switching), "the switch's first frame shows the old appearance")
        d.wait(FrameLoop.appearanceFadeDuration + 1.0 / 60)
        bitmap = d.render()
        for (p, c) in zip(points, dark) { #expect(near(p.0, p.1, c, in: bitmap), "dark at \(p): \(bitmap.rgba(x: p.0, y: p.1))") }
        // The first dish's name is light ink on the dark card now.
        var ink = 0
        for y in 128..<150 { for x in 207..<290 where bitmap.rgba(x: x, y: y).r > 200 { ink += 1 } }
        #expect(ink > 60, "light text: \(ink) pixels")
        #expect(d.controller.settings.reducedMotion, "the app follows the system's Reduce Motion")
    }

    @Test func slowMotionRunsTheAppsClockAtATenth() throws {
        let d = AppDriver()
        d.controller.apply(FoodMenuSettings(slowMotion: true))
        d.tap(CGPoint(x: 187, y: 64 + 90))
        d.wait(1.0)  // 0.1 s of app time: the 0.66 s fold is still running
        #expect(d.controller.foldStates.isAnimating(at: d.app.window.animationTime))
        d.controller.apply(FoodMenuSettings())
        d.wait(1.0)
        #expect(!d.controller.foldStates.isAnimating(at: d.app.window.animationTime))
    }
}

@Suite struct FoodMenuSectionTests {
    @Test func theMenuListsDishesByRegionUnderStickyHeaders() throws {
        let d = AppDriver()
        let c = d.controller
        let table = c.tableView
        #expect(c.sections.map(\.region) == Region.allCases)
        #expect(table.numberOfSections == Region.allCases.count && c.foods.count == 20)
        #expect(c.food(at: IndexPath(row: 0, section: 1)).id == "peking-duck")
        for index in c.foods.indices {
            let path = try #require(c.indexPath(forMenuIndex: index))
            #expect(c.menuIndex(of: path) == index && c.food(at: path) == c.foods[index])
        }
        #expect(c.indexPath(forMenuIndex: 20) == nil && c.indexPath(forMenuIndex: -1) == nil)

        // Into the north's dishes: its header holds the top while its rows pass under it.
        let north = table.rect(forSection: 1)
        table.setContentOffset(CGPoint(x: 0, y: north.minY + 200), animated: false)
        d.step()
        let header = try #require(table.headerView(forSection: 1) as? RegionHeaderView)
        #expect(header.nameLabel.text == "京鲁菜" && header.englishLabel.text == "Beijing & Shandong")
        #expect(header.frame.minY == table.contentOffset.y && header.frame.height == RegionHeaderView.height)

        // A row of the second section opens as its own: the trace counts it down the whole menu.
        c.foldStates.toggleRow(at: IndexPath(row: 1, section: 1), in: table)
        d.wait(1.0)
        #expect(d.foodmenuTrace["openRows"] as? [Int] == [6])
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)).height == 488)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 179)
    }
}

@Suite struct FoodMenuPresentationTests {
    @Test func theGearPresentsTheSettingsWhichChangeTheMenuUntilDone() throws {
        let d = AppDriver()
        d.tap(d.centre(of: d.controller.header.settingsButton))
        d.wait(0.5)
        #expect(d.foodmenuTrace["settings"] as? Bool == true)
        let settings = try #require(d.controller.presentedViewController as? SettingsController)
        #expect(settings.delegate === d.controller && settings.sheet.isPanelShown)
        // "One open card" (the first switch): the menu's policy follows at once.
        d.tap(CGPoint(x: 375 - 20 - 25, y: 667 - 250 + 70 + 15))
        #expect(d.controller.settings.oneOpenAtATime && !d.controller.foldStates.allowsMultipleOpenRows)
        d.tap(d.centre(of: settings.sheet.doneButton))
        d.wait(0.5)
        #expect(d.foodmenuTrace["settings"] as? Bool == false && d.controller.presentedViewController == nil)
        #expect(d.controller.settings.oneOpenAtATime, "the settings stay after the sheet goes")
    }

    @Test func thePhotoViewerCoversTheMenuFullScreenAndCloses() throws {
        let d = AppDriver()
        d.tap(CGPoint(x: 187, y: 64 + 90))
        d.wait(1.0)
        let cell = try #require(d.controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? FoodMenuCell)
        d.tap(d.centre(of: cell.openCard.photoView))
        d.wait(0.5)
        let photos = try #require(d.controller.presentedViewController as? PhotoViewerController)
        #expect(photos.modalPresentationStyle == .fullScreen && d.foodmenuTrace["viewer"] as? Bool == true)
        #expect(photos.viewer.currentFood.id == "mapo-tofu")
        #expect(d.controller.view.window == nil, "the menu under a full-screen presentation leaves the window")
        d.tap(d.centre(of: photos.viewer.closeButton))
        d.wait(0.5)
        #expect(d.foodmenuTrace["viewer"] as? Bool == false && d.controller.view.window === d.app.window)
    }
}
