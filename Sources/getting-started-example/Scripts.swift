import FoldCore
import FoldHost
import FoldUI
import Foundation

/// The input the examples are recorded with (docs/input-script.md), 320 × 480 pt at 30 fps.
enum ExampleScripts {
    /// A tap on the second note at 0.2 s: it unfolds (0.46 s) and stays open.
    static func notes() throws -> InputScript {
        try InputScript(
            size: CGSize(width: 320, height: 480), fps: 30, duration: 1.5,
            events: [InputScript.Event(at: 0.2, .tap(CGPoint(x: 160, y: 140)))])
    }

    /// The top half dragged down 200 pt over 0.5 s and let go: it springs back.
    static func pageFold() throws -> InputScript {
        try InputScript(
            size: CGSize(width: 320, height: 480), fps: 30, duration: 3,
            events: [InputScript.Event(at: 0.2, .drag([CGPoint(x: 160, y: 100), CGPoint(x: 160, y: 300)], duration: 0.5))])
    }

    /// Two taps on the dish button; each item lands 0.8 s later and the badge counts it.
    static func cart() throws -> InputScript {
        try InputScript(
            size: CGSize(width: 320, height: 480), fps: 30, duration: 2,
            events: [
                InputScript.Event(at: 0.2, .tap(CGPoint(x: 110, y: 102))),
                InputScript.Event(at: 0.5, .tap(CGPoint(x: 110, y: 102))),
            ])
    }
}

/// Plays `script` into the window headless and records it: `.gif`, `.mp4`, or a folder of PNGs.
func record(_ window: UIWindow, _ script: InputScript, to url: URL) throws {
    try HeadlessHost(app: FrameLoop(window: window), script: script).record(to: url)
}
