import FoldCore
import FoldMedia
import FoldRender

/// An app driven by a script, as a recorder's source that only runs forwards: asked for the
/// frame at time t, it runs every frame up to t in order — each frame's events, then
/// `step(to:)` — even frames the sink drops (a GIF shows 50 of 60 fps), so the app sees every
/// frame and event exactly as the script says. Each frame run adds a trace line.
final class ScriptedAppSource<App: HostedApp>: FrameSource {
    let app: App
    let script: InputScript
    let trace: FrameTrace?
    /// The next frame to run, and the last tree.
    private(set) var nextFrame = 0
    private var tree: RenderTree
    /// The first trace failure; the host throws it after the recording.
    private(set) var traceFailure: Error?
    /// Set when frames are held to the wall clock (`HeadlessDriver.Pacing.realTime`).
    private var pacer: RealTimePacer?

    init(app: App, script: InputScript, trace: FrameTrace?, pacesInRealTime: Bool = false) {
        pacer = pacesInRealTime ? RealTimePacer() : nil
        self.app = app
        self.script = script
        self.trace = trace
        tree = RenderTree(size: script.size, scale: script.scale, layers: [])
        // Frame 0 runs now: the recorder reads its canvas and background before the encoders open.
        runFrame()
    }

    var allowsRandomAccess: Bool { false }

    /// The app's own tree for the frame at `time`, as it made it.
    func tree(at time: Double) -> RenderTree {
        let index = Int((time * script.fps).rounded())
        precondition(index >= nextFrame - 1, "a forward-only source was asked for frame \(index) after \(nextFrame - 1)")
        while nextFrame <= min(index, script.frameCount - 1) { runFrame() }
        return tree
    }

    /// Runs the frames nobody asked for at the end, so the app and the trace reach the last one.
    func runToEnd() {
        while nextFrame < script.frameCount { runFrame() }
    }

    private func runFrame() {
        let index = nextFrame
        for event in script.events(forFrame: index) { app.send(event) }
        let time = script.time(ofFrame: index)
        pacer?.wait(untilFrameTime: time)
        tree = app.step(to: time)
        let extra = app.drainTrace()
        if let trace, traceFailure == nil {
            do {
                try trace.append(time: time, pointer: app.pointer, extra: extra)
            } catch {
                traceFailure = error
            }
        }
        nextFrame += 1
    }
}
