import FoldCore
import FoldMedia
import FoldRender
import Foundation

/// Runs an app from an input script with an exact fixed step (frame i at i / fps) and records
/// it through FoldMedia's `Recorder`: frames render incrementally (damage rectangles only) and
/// are encoded on a second thread while the next renders. The same script gives the same file,
/// bit for bit (GIF, PNG frames, and MP4: ffmpeg runs with one thread).
///
/// ```swift
/// let script = try InputScript.load(contentsOf: URL(fileURLWithPath: "drag.json"))
/// let app = MyApp(size: script.size, scale: script.scale)
/// try HeadlessHost(app: app, script: script).record(to: URL(fileURLWithPath: "drag.gif"))
/// ```
public final class HeadlessHost<App: HostedApp> {
    public let app: App
    public let script: InputScript
    /// How frames follow the wall clock (`HeadlessDriver.Pacing`): `.realTime` holds frame i back
    /// until i / fps seconds after frame 0, so the app's wall-clock deadlines
    /// (`DispatchQueue.main.asyncAfter`, `Timer`) land on the frames a device would show them on;
    /// the default runs as fast as it can, and those deadlines land later in the recording.
    public var pacing = HeadlessDriver.Pacing.asFastAsPossible

    /// The app's window must be the script's (size and scale).
    public init(app: App, script: InputScript) throws {
        guard app.canvasSize == script.size, app.scale == script.scale else {
            throw InputScriptError(
                file: "script",
                problems: [
                    SceneProblem(
                        path: "size",
                        message: "the app's window is \(app.canvasSize.width)×\(app.canvasSize.height) pt at scale "
                            + "\(app.scale), the script's \(script.size.width)×\(script.size.height) pt at scale "
                            + "\(script.scale); create the app with the script's size and scale")
                ])
        }
        self.app = app
        self.script = script
    }

    /// Runs the whole script once without recording, for tools that read the app at its end
    /// (`foodmenu --print-accessibility --script`).
    public func run() {
        ScriptedAppSource(app: app, script: script, trace: nil, pacesInRealTime: pacing == .realTime).runToEnd()
    }

    /// Runs the whole script once into `url` — `.gif`, `.mp4`, or any other name for a folder
    /// of PNG frames — and, with `trace`, writes one JSON line per frame there. Both files appear
    /// only when everything succeeded. An app runs forwards only: record once per app.
    public func record(
        to url: URL, trace traceURL: URL? = nil, gifOptions: GIFEncoder.Options? = nil,
        progress: ((_ encoded: Int, _ total: Int) -> Void)? = nil
    ) throws {
        if let traceURL, AtomicFile.sameDestination(url, traceURL) {
            throw TraceError(
                "the trace \(traceURL.relativePath) is the recording's own file: give --trace another name")
        }
        let trace = try traceURL.map { try FrameTrace(url: $0) }
        do {
            let source = ScriptedAppSource(app: app, script: script, trace: trace, pacesInRealTime: pacing == .realTime)
            let recorder = try Recorder(source: source)
            // The frames a sink drops at the end still run, and a trace that failed stops the
            // recording before its file is committed.
            try recorder.record(
                to: url, duration: Double(script.frameCount) / script.fps, fps: script.fps, gifOptions: gifOptions,
                progress: progress,
                beforeFinish: {
                    source.runToEnd()
                    if let failure = source.traceFailure { throw failure }
                })
            try trace?.commit()
        } catch {
            trace?.discard()
            throw error
        }
    }
}
