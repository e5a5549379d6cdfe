import FoldCore
import FoldMedia
import FoldRender
import FoldUI
import Foundation

extension InputScript {
    /// The frame count, or nil with the problems (at the key to change) when the window or the
    /// recording breaks a limit (SceneLimits, as scene files).
    static func checkBudgets(size: CGSize, scale: Double, fps: Double, duration: Double, _ r: inout SceneReader) -> Int? {
        var ok = true
        if !(scale.isFinite && scale > 0 && scale <= SceneLimits.maxScale) {
            r.fail("scale", "must be in (0, \(Int(SceneLimits.maxScale))], got \(scale)")
            ok = false
        } else {
            do {
                _ = try RenderLimits.default.canvasPixels(size: size, scale: scale)
            } catch {
                r.fail("size", error.message)
                ok = false
            }
        }
        if !(fps.isFinite && fps >= SceneLimits.minFPS && fps <= SceneLimits.maxFPS) {
            r.fail("fps", "must be in [\(SceneLimits.minFPS), \(Int(SceneLimits.maxFPS))], got \(fps)")
            return nil
        }
        do {
            let count = try RenderLimits.default.frameCount(duration: duration, fps: fps)
            return ok ? count : nil
        } catch {
            r.fail("duration", error.message)
            return nil
        }
    }

    /// Every frame's events. Events must be in time order, and the one pointer cannot be in two
    /// gestures at once: a tap or drag starts on or after the frame where the previous one lifts.
    static func schedule(_ events: [Event], fps: Double, frameCount: Int, _ r: inout SceneReader) -> [Int: [InputEvent]] {
        var schedule: [Int: [InputEvent]] = [:]
        if events.count > maxEvents {
            r.fail("events", "\(events.count) events; a script may have at most \(maxEvents) (split it)")
            return [:]
        }
        var previousAt = -Double.infinity
        var pointerFree: (frame: Int, index: Int)?
        let end = Double(frameCount) / fps
        for (index, event) in events.enumerated() {
            let path = "events[\(index)]"
            guard event.at.isFinite, event.at >= 0 else {
                r.fail("\(path).at", "expected a time ≥ 0 in seconds, got \(event.at)")
                continue
            }
            guard event.at >= previousAt else {
                r.fail("\(path).at", "\(event.at) s comes before the previous event's \(previousAt) s; list events in time order")
                continue
            }
            previousAt = event.at
            // Checked before any frame number is computed: a time or duration far past the end
            // (1e308 s) has no frame number an Int can hold.
            guard event.at * fps < Double(frameCount) else {
                r.fail(
                    "\(path).at",
                    "this event starts at \(event.at) s, after the script's last frame \(frameCount - 1) "
                        + "(duration \(end) s); start it earlier or lengthen \"duration\"")
                continue
            }
            if case .drag(_, let duration) = event.action, duration.isFinite, (event.at + duration) * fps >= Double(frameCount) {
                r.fail(
                    "\(path).duration",
                    "this drag lasts until \(event.at + duration) s, after the script's last frame \(frameCount - 1) "
                        + "(duration \(end) s); shorten the drag, start it earlier or lengthen \"duration\"")
                continue
            }
            let first = firstFrame(at: event.at, fps: fps)
            var frames: [(Int, InputEvent)] = []
            switch event.action {
            case .tap(let p):
                frames = [(first, .pointerDown(p)), (first + 1, .pointerUp(p))]
            case .drag(let points, let duration):
                guard !points.isEmpty, duration.isFinite, duration > 0 else {
                    r.fail(path, "a drag needs at least one point and a duration greater than 0")
                    continue
                }
                let moves = moveCount(duration: duration, fps: fps)
                frames = [(first, .pointerDown(points[0]))]
                for k in 1...moves {
                    frames.append((first + k, .pointerMoved(position(along: points, fraction: Double(k) / Double(moves)))))
                }
                frames.append((first + moves, .pointerUp(points[points.count - 1])))
            case .key(let name):
                frames = [(first, .key(name))]
            case .wheel(let dx, let dy, let p):
                frames = [(first, .wheel(dx: dx, dy: dy, at: p))]
            case .settings(let settings):
                frames = [(first, .settings(settings))]
            }
            let last = frames[frames.count - 1].0
            guard last < frameCount else {
                r.fail(
                    "\(path).at",
                    "this event ends on frame \(last) (\(Double(last) / fps) s), after the script's last frame "
                        + "\(frameCount - 1) (duration \(end) s); start it earlier or lengthen \"duration\"")
                continue
            }
            if event.action.usesPointer {
                if let free = pointerFree, first < free.frame {
                    r.fail(
                        "\(path).at",
                        "the pointer is still down in events[\(free.index)] until \(Double(free.frame) / fps) s; "
                            + "start this tap or drag at \(Double(free.frame) / fps) or later")
                    continue
                }
                pointerFree = (last, index)
            }
            for (frame, e) in frames { schedule[frame, default: []].append(e) }
        }
        return schedule
    }
}

extension InputScript.Action {
    /// Taps and drags hold the one pointer; keys and wheel scrolls do not.
    var usesPointer: Bool {
        switch self {
        case .tap, .drag: true
        case .key, .wheel, .settings: false
        }
    }
}
