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

    init(size: Size = Size(width: 375, height: 667), scale: Double = 1, state: FoodMenuState = FoodMenuState(), store: FoodStoreQueue? = nil) {
        app = FoodMenuApp(controller: FoodMenuController(size: size, scale: scale, state: state, store: store))
        compositor = Compositor(images: [:], threads: 1)
        _ = app.step(to: 0)
    }

    var controller: FoodMenuController { app.controller }

    @discardableResult
    func step(_ events: HostEvent...) -> RenderTree {
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

    func tap(_ p: Point) {
        step(.pointerDown(p))
        step(.pointerUp(p))
    }

    func render() -> Bitmap {
        let tree = step()
        for (name, bitmap) in app.images { compositor.setImage(bitmap, named: name) }
        return compositor.render(tree)
    }

    var foodmenuTrace: [String: Any] { traces.last?["foodmenu"] as? [String: Any] ?? [:] }

    /// A view's centre in window points.
    func centre(of v: View) -> Point { v.convert(Point(x: v.bounds.midX, y: v.bounds.midY), to: nil) }
}

@Suite struct FoodMenuControllerTests {
    @Test func aTapOpensTheCardAndTheRowGrowsWithTheFold() throws {
        let d = AppDriver()
        FoodPhotoTests.keep(d.render(), "foodmenu-list.png")
        let table = d.controller.tableView
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 179)
        d.tap(Point(x: 187, y: 64 + 90))
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
