import FoldCore
import Foundation
import Testing

@testable import FoldMedia
@testable import FoldRender

/// The recorder renders incrementally on one thread and encodes on another: none of that may
/// change a pixel, render a frame twice, render a frame nobody shows, or leave a sink half done.
struct RecorderTests {
    typealias Support = ImageIOTestSupport
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples")

    @Test func recordedFramesEqualFullRenders() throws {
        // A real example (an image, text, 3D folds) at a small scale, ten frames over its 2 s.
        let scene = try SceneLoader.load(contentsOf: Self.examples.appendingPathComponent("fly-to-cart.scene.json"))
        let recorder = try Recorder(scene: scene, scale: 0.25)
        let sink = RecordingSink()
        let fps = 5.0
        try recorder.record(frameCount: 10, fps: fps, to: sink)
        let frames = sink.frames
        try #require(frames.count == 10)
        for (i, frame) in frames.enumerated() {
            let full = recorder.compositor.render(recorder.tree(at: Double(i) / fps))
            #expect(frame == full, "frame \(i) differs from a full render")
        }
        // The animation moves, so the incremental path had damage to redraw.
        let changes = zip(frames, frames.dropFirst()).filter { $0 != $1 }.count
        #expect(changes >= 5, "only \(changes) frames differ from their predecessor")
        #expect(sink.finishCalls == 1 && sink.cancelCalls == 0)
    }

    @Test func gifRecordingAsksForEachShownFrameOnceAndNeverForDroppedOnes() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = CountingSource(try RecorderTestSupport.scene())
        let recorder = try Recorder(source: source)
        let progress = ProgressLog()
        let url = directory.appendingPathComponent("clip.gif")
        // 60 fps: a GIF's delays are whole centiseconds of at least 2, so it shows 50 frames a
        // second, the frame on screen at 0, 2, 4, … cs: frame ⌊k·2·60/100⌋ for k = 0 ..< 50.
        try recorder.record(to: url, duration: 1, fps: 60) { done, total in
            #expect(total == 60)
            progress.add(done)
        }
        let shown = Set((0..<50).map { $0 * 120 / 100 })
        #expect(shown.count == 50)
        let asked = source.frameIndices(fps: 60)
        #expect(asked.count == Set(asked).count, "frames rendered more than once: \(asked)")
        #expect(Set(asked) == shown, "dropped frames rendered: \(Set(asked).subtracting(shown).sorted())")
        // Frame times are exactly i / fps (the palette frames included).
        #expect(source.times.allSatisfy { t in t == Double(Int((t * 60).rounded())) / 60 })
        #expect(try Data(contentsOf: url).starts(with: Array("GIF89a".utf8)))
        #expect(try Support.contents(of: directory) == ["clip.gif"])
        // Progress counts frames done, dropped ones included, up to the whole recording.
        let values = progress.values
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }, "\(values)")
        #expect(values.last == 60)
    }

    @Test func forwardOnlySourceIsAskedInIncreasingOrder() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = CountingSource(try RecorderTestSupport.scene(), allowsRandomAccess: false)
        let recorder = try Recorder(source: source)
        try recorder.record(to: directory.appendingPathComponent("clip.gif"), duration: 0.5, fps: 20)
        let asked = source.frameIndices(fps: 20)
        #expect(asked == Array(0..<10), "\(asked)")
    }

    @Test func frameOneRendersWhileFrameZeroEncodesOnAnotherThread() throws {
        let source = CountingSource(try RecorderTestSupport.scene())
        let fps = 10.0
        source.signalTime = 1 / fps
        let recorder = try Recorder(source: source)
        let sink = RecordingSink()
        // append(frame 0) returns only once the renderer has asked for frame 1: impossible if
        // frames were rendered and encoded in turn on one thread (the wait would time out).
        sink.firstAppendWaitsFor = source.signal
        let caller = pthread_self()
        let start = Date()
        try recorder.record(frameCount: 3, fps: fps, to: sink)
        #expect(sink.firstWaitTimedOut == false)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(sink.frames.count == 3)
        #expect(!sink.appendThreads.isEmpty && sink.appendThreads.allSatisfy { pthread_equal($0, caller) == 0 })
    }

    @Test func aFailingSinkStopsTheRecordingAndIsCancelled() throws {
        let source = CountingSource(try RecorderTestSupport.scene())
        let recorder = try Recorder(source: source)
        let sink = RecordingSink()
        sink.failAt = 3
        let fps = 100.0
        #expect(throws: RecordingSink.Boom(frame: 3)) {
            try recorder.record(frameCount: 100, fps: fps, to: sink)
        }
        #expect(sink.cancelCalls >= 1)
        #expect(sink.finishCalls == 0)
        #expect(sink.frames.count == 3)
        // The pipeline holds two frames and renders one more: the renderer stops soon after.
        let last = source.frameIndices(fps: fps).max() ?? -1
        #expect(last >= 3 && last <= 3 + 4, "asked up to frame \(last)")
    }

    @Test func progressIsMonotoneAndEndsAtTheFramesEncoded() throws {
        let recorder = try Recorder(source: CountingSource(try RecorderTestSupport.scene()))
        let sink = RecordingSink()
        let progress = ProgressLog()
        try recorder.record(frameCount: 12, fps: 12, to: sink) { progress.add($0) }
        let values = progress.values
        #expect(!values.isEmpty)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }, "\(values)")
        #expect(values.last == 12 && sink.frames.count == 12)
    }

    @Test func badFrameCountsAreErrorsThatCancelTheSink() throws {
        let recorder = try Recorder(source: CountingSource(try RecorderTestSupport.scene()))
        for (count, fps) in [(0, 10.0), (100_001, 10), (5, 0), (5, .nan), (5, .infinity)] {
            let sink = RecordingSink()
            #expect(throws: RenderLimitError.self, "\(count) frames at \(fps)") {
                try recorder.record(frameCount: count, fps: fps, to: sink)
            }
            #expect(sink.cancelCalls == 1 && sink.finishCalls == 0 && sink.frames.isEmpty)
        }
    }

    @Test func onlyImagesThatALayerShowsAreDecoded() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("this is not an image".utf8).write(to: directory.appendingPathComponent("junk.png"))
        let unused = """
            {"foldkit": 1, "size": [20, 20], "images": {"junk": "junk.png"},
             "layers": [{"frame": [0, 0, 10, 10], "backgroundColor": "#FF0000"}]}
            """
        let recorder = try Recorder(scene: try RecorderTestSupport.scene(unused, baseDirectory: directory))
        #expect(recorder.pixelWidth == 20 && recorder.pixelHeight == 20)

        let used = """
            {"foldkit": 1, "size": [20, 20], "images": {"junk": "junk.png"},
             "layers": [{"frame": [0, 0, 10, 10]}, {"sublayers": [{"frame": [0, 0, 5, 5], "contents": "junk"}]}]}
            """
        let scene = try RecorderTestSupport.scene(used, baseDirectory: directory)
        let problem = #expect(throws: SceneProblem.self) { try Recorder(scene: scene) }
        #expect(problem?.path == "images.junk", "\(String(describing: problem))")
        #expect(problem?.message.contains("junk.png") == true, "\(String(describing: problem))")
    }

    @Test func recordingToAFolderWritesPNGFrames() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let recorder = try Recorder(scene: try RecorderTestSupport.scene())
        let folder = directory.appendingPathComponent("frames")
        try recorder.record(to: folder, duration: 0.3, fps: 10)
        #expect(try Support.contents(of: directory) == ["frames"])
        #expect(try Support.contents(of: folder) == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
        let second = try PNGCodec.read(contentsOf: folder.appendingPathComponent("frame-00001.png"))
        #expect(second == recorder.frame(at: 0.1))
    }

    /// The images a scene names travel with each frame's layers; the caller's scene is not
    /// changed (a second source, or a caller that renders the scene itself, sees it as read).
    @Test func aSceneSourceGivesEachFrameItsImagesAndLeavesTheSceneAlone() throws {
        let scene = try SceneLoader.load(contentsOf: Self.examples.appendingPathComponent("page-fold.scene.json"))
        let named = scene.layers.flatMap(\.allLayers).filter { $0.contentsName != nil }
        #expect(!named.isEmpty)
        let source = try SceneSource(scene)
        #expect(named.allSatisfy { $0.contents == nil }, "the scene's layers were given images")
        func shown(_ layers: [LayerSnapshot]) -> [(String, CGImage?)] {
            layers.flatMap { l in (l.properties.contentsName.map { [($0, l.properties.contentsImage)] } ?? []) + shown(l.sublayers) }
        }
        for t in [0.0, 0.7] {
            let images = shown(source.tree(at: t).layers)
            #expect(!images.isEmpty && images.allSatisfy { $0.1 != nil }, "t = \(t): a layer without its image")
            // One image per name, the same handle every frame.
            #expect(Set(images.map(\.0)).count == Set(images.map { ObjectIdentifier($0.1!) }).count)
        }
    }

    @Test func hugeCanvasesAreRefusedBeforeAnythingIsAllocated() throws {
        let scene = try RecorderTestSupport.scene()
        for scale in [1000.0, 0, -1, .nan, .infinity] {
            #expect(throws: RenderLimitError.self, "scale \(scale)") {
                try Recorder(source: SceneSource(scene, scale: scale))
            }
        }
    }
}
