import FoldCore
import FoldRender
import Foundation

@testable import FoldUI

/// Drives a frame loop at a fixed frame rate, like the headless host: events are sent before
/// the step of their frame.
final class Driver {
    let loop: FrameLoop
    let fps: Double
    private(set) var frame = 0
    /// Every gesture change, in order.
    private(set) var changes: [GestureStateChange] = []

    init(window: UIWindow, fps: Double = 60) {
        loop = FrameLoop(window: window)
        self.fps = fps
        _ = loop.step(to: 0)
    }

    var time: Double { Double(frame) / fps }

    /// Steps one frame after sending `events`.
    @discardableResult
    func step(_ events: InputEvent...) -> RenderTree {
        for e in events { loop.send(e) }
        frame += 1
        let tree = loop.step(to: time)
        changes += loop.drainGestureChanges()
        return tree
    }

    /// Steps until `seconds` have passed.
    func wait(_ seconds: Double) {
        let end = frame + Int((seconds * fps).rounded())
        while frame < end { step() }
    }

    /// A tap: down on one frame, up on the next.
    func tap(_ p: CGPoint) {
        step(.pointerDown(p))
        step(.pointerUp(p))
    }

    /// Down at the first point, one move per frame at constant speed through the points over
    /// `duration`, up at the last point (the headless script's drag).
    func drag(_ points: [CGPoint], duration: Double) {
        step(.pointerDown(points[0]))
        let lengths = zip(points, points.dropFirst()).map { $0.distance(to: $1) }
        let total = lengths.reduce(0, +)
        let frames = max(1, Int((duration * fps).rounded()))
        for k in 1...frames {
            var d = total * Double(k) / Double(frames)
            var i = 0
            while i < lengths.count - 1 && d > lengths[i] {
                d -= lengths[i]
                i += 1
            }
            let f = lengths[i] > 0 ? d / lengths[i] : 1
            step(.pointerMoved(points[i].interpolated(to: points[i + 1], fraction: min(1, f))))
        }
        step(.pointerUp(points[points.count - 1]))
    }

    func states(_ kind: String) -> [String] { changes.filter { $0.kind == kind }.map(\.state) }
}

func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

func approx(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
