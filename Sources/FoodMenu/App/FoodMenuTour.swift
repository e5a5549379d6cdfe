import FoldCore
import FoldEffects
import FoldHost
import FoldUI
import Foundation

/// The built-in tour (`foodmenu --tour`): scroll the menu and back, open the first card, like it,
/// add three to the cart (three flights, the badge counts to 3), open the photo and fold it with a
/// slow drag that springs back, close the viewer, close the card — 15 s.
///
/// The points come from the app's own layout at the tour's size (a scratch controller with the
/// first card open), so the tour taps the real controls at any window size.
public enum FoodMenuTour {
    public static let duration = 15.0

    /// The tour for a window of `size` points at `scale`, at `fps`.
    public static func script(size: CGSize, scale: Double, fps: Double = 60) throws -> InputScript {
        let places = try Places(size: size, scale: scale)
        let w = size.width
        let h = size.height
        let x = w / 2
        var events: [InputScript.Event] = [
            // A flick up through the menu, then one back down to the top (it bounces there).
            InputScript.Event(at: 0.6, .drag([CGPoint(x: x, y: h * 0.78), CGPoint(x: x, y: h * 0.4)], duration: 0.3)),
            InputScript.Event(at: 2.2, .drag([CGPoint(x: x, y: h * 0.3), CGPoint(x: x, y: h * 0.85)], duration: 0.25)),
            InputScript.Event(at: 4.0, .tap(places.closedCard)),
            InputScript.Event(at: 5.2, .tap(places.like)),
            InputScript.Event(at: 6.2, .tap(places.plus)),
            InputScript.Event(at: 6.6, .tap(places.plus)),
            InputScript.Event(at: 7.2, .tap(places.add)),
            InputScript.Event(at: 8.8, .tap(places.photo)),
            // A slow drag up on the photo's lower half folds it up; released before the middle and
            // slowly, it springs back.
            InputScript.Event(
                at: 9.8,
                .drag(
                    [
                        CGPoint(x: x, y: places.viewerPhoto.maxY - 30),
                        CGPoint(x: x, y: places.viewerPhoto.midY + places.viewerPhoto.height * 0.12),
                    ], duration: 1.6)),
            InputScript.Event(at: 12.4, .tap(places.viewerClose)),
            InputScript.Event(at: 13.2, .tap(places.openCardHeader)),
        ]
        if places.scrolled > 0 {
            // The app scrolled the open card up to show it whole, its header under the menu's
            // bar: the wheel brings the header back before it is tapped.
            events.insert(
                InputScript.Event(at: 13.0, .wheel(dx: 0, dy: places.scrolled, at: CGPoint(x: x, y: h / 2))), at: events.count - 1
            )
        }
        return try InputScript(size: size, scale: scale, fps: fps, duration: duration, events: events)
    }

    /// Where the tour's controls are on screen, read off a laid-out controller.
    struct Places {
        var closedCard, like, plus, add, photo, openCardHeader, viewerClose: CGPoint
        var viewerPhoto: CGRect
        /// How far the app scrolls the table to show the open card (0 when it fits).
        var scrolled = 0.0

        init(size: CGSize, scale: Double) throws {
            let app = FoodMenuApp(controller: FoodMenuController(state: FoodMenuState(), store: nil), size: size, scale: scale)
            let menu = app.controller
            let loop = app.loop
            _ = loop.step(to: 0)
            guard let cell = menu.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? FoodMenuCell else {
                throw EffectConfigurationError(
                    setting: "size", message: "the window shows no row at \(size.width) × \(size.height)")
            }
            func centre(_ v: UIView) -> CGPoint { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil) }
            closedCard = centre(cell.foregroundView)
            menu.foldStates.setState(
                FoldingCellState(isUnfolded: true), forRowAt: IndexPath(row: 0, section: 0), in: menu.tableView)
            UIView.performWithoutAnimation { menu.tableView.performBatchUpdates(nil) }
            _ = loop.step(to: 1.0 / 60)
            // A card that opens past the bottom is scrolled up to it, as FoldingCellStates does
            // once it is open (a short window: the tour taps the controls where they are then).
            let card = cell.openCard
            openCardHeader = card.convert(CGPoint(x: card.bounds.midX, y: 34), to: nil)
            let path = IndexPath(row: 0, section: 0)
            let table = menu.tableView
            if table.rectForRow(at: path).maxY > table.contentOffset.y + table.bounds.height {
                let before = table.contentOffset.y
                table.scrollToRow(at: path, at: .bottom, animated: false)
                _ = loop.step(to: 2.0 / 60)
                scrolled = table.contentOffset.y - before
            }
            like = centre(card.likeButton)
            let stepper = card.stepper
            plus = stepper.convert(CGPoint(x: stepper.bounds.maxX - stepper.bounds.height / 2, y: stepper.bounds.midY), to: nil)
            add = centre(card.addButton)
            photo = centre(card.photoView)
            let viewer = try PhotoViewer(frame: app.window.bounds, foods: menu.foods, startingAt: 0, scale: scale)
            viewer.layoutIfNeeded()
            viewerPhoto = viewer.book.frame
            viewerClose = centre(viewer.closeButton)
            for p in [closedCard, like, plus, add, photo, openCardHeader] where p.y > size.height - 8 || p.y < 8 {
                throw EffectConfigurationError(
                    setting: "size",
                    message: "the open card does not fit a window \(Int(size.height)) pt high (a control at y \(Int(p.y)))")
            }
        }
    }
}
