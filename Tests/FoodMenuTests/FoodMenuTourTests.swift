import FoldCore
import FoldHost
import FoodMenu
import Foundation
import Testing

/// The built-in tour, played frame by frame as the headless host plays it, read off the trace.
@Suite struct FoodMenuTourTests {
    /// Plays `script` on a fresh app over a store in `dir`; returns each frame's "foodmenu" trace.
    static func play(_ script: InputScript, dir: URL) throws -> (traces: [[String: Any]], store: FoodStoreQueue) {
        let failures = Failures()
        let store = FoodStoreQueue(store: try FoodStore(directory: dir)) { failures.add($0) }
        let app = FoodMenuApp(
            controller: FoodMenuController(state: try store.state(), store: store), size: script.size, scale: script.scale)
        var traces: [[String: Any]] = []
        for frame in 0..<script.frameCount {
            for e in script.events(forFrame: frame) { app.send(e) }
            _ = app.step(to: script.time(ofFrame: frame))
            traces.append(app.drainTrace()["foodmenu"] as? [String: Any] ?? [:])
        }
        store.waitUntilIdle()
        #expect(failures.all.isEmpty, "\(failures.all)")
        return (traces, store)
    }

    @Test func theTourLikesOneDishAddsThreeAndEndsWithEverythingClosed() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try FoodMenuTour.script(size: CGSize(width: 375, height: 667), scale: 1)
        #expect(script.duration == 15)
        let (traces, store) = try Self.play(script, dir: dir)
        func at(_ t: Double) -> [String: Any] { traces[min(traces.count - 1, Int((t * 60).rounded()))] }

        // The card opens at 4 s, the like flies at 5.2 s and lands 0.8 s later.
        #expect((at(3.9)["openRows"] as? [Int]) == [])
        #expect((at(4.8)["openRows"] as? [Int]) == [0])
        #expect(at(5.5)["likes"] as? Int == 0 && at(5.5)["flights"] as? Int == 1)
        #expect(at(6.1)["likes"] as? Int == 1)
        // Three items leave at 7.2 s, 60 ms apart; the badge counts each at its landing.
        #expect(at(7.9)["badge"] as? Int == 0 && at(7.9)["flights"] as? Int == 3)
        #expect(at(8.5)["badge"] as? Int == 3 && at(8.5)["flights"] as? Int == 0)
        // The photo viewer: up at 9 s, the page folds during the drag and springs back flat.
        #expect(at(9.5)["viewer"] as? Bool == true)
        let folds = (Int(9.8 * 60)..<Int(12.3 * 60)).compactMap { traces[$0]["photoFold"] as? Double }
        let most = folds.map(abs).max() ?? 0
        #expect(most > 0.8, "the drag folds the photo (largest angle \(most))")
        #expect(abs(folds.last ?? 1) < 0.02, "springs back flat (\(folds.last ?? .nan))")
        #expect(at(13)["viewer"] as? Bool == false)
        // The card closes at 13.2 s.
        #expect((traces.last?["openRows"] as? [Int]) == [], "\(stride(from: 12.0, to: 15, by: 0.2).map { at($0) })")
        #expect(try store.state() == FoodMenuState(liked: ["mapo-tofu"], cart: ["mapo-tofu": 3]))
    }

    @Test func theTourFitsOtherWindows() throws {
        let big = try FoodMenuTour.script(size: CGSize(width: 414, height: 896), scale: 1)
        #expect(big.events.count == 11)
    }

    /// The documented smallest window (320 × 480) was refused: its open card's controls lie below
    /// the window until the app scrolls the card into view, which the tour did not allow for.
    @Test func theTourPlaysInTheSmallestWindow() throws {
        for size in [CGSize(width: 320, height: 480), CGSize(width: 375, height: 500)] {
            let dir = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let script = try FoodMenuTour.script(size: size, scale: 1)
            #expect(script.events.count == 12)
            let (traces, store) = try Self.play(script, dir: dir)
            #expect(traces.contains { $0["viewer"] as? Bool == true }, "the photo opened")
            #expect((traces.last?["openRows"] as? [Int]) == [] && traces.last?["viewer"] as? Bool == false)
            #expect(traces.last?["badge"] as? Int == 3 && traces.last?["likes"] as? Int == 1)
            #expect(try store.state() == FoodMenuState(liked: ["mapo-tofu"], cart: ["mapo-tofu": 3]), "\(size)")
        }
    }
}
