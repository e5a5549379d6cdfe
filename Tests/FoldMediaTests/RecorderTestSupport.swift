import FoldCore
import Foundation

@testable import FoldMedia
@testable import FoldRender

/// Sources and sinks that watch a `Recorder` at work: which frame times it asks for, on which
/// thread frames arrive, and what it does when a sink fails.
enum RecorderTestSupport {
    /// A 48×32 pt scene whose layers move and fade for one second, so consecutive frames differ.
    static let movingScene = """
        {"foldkit": 1, "size": [48, 32], "scale": 1, "background": "#202830", "duration": 1, "fps": 10,
         "layers": [
          {"id": "box", "frame": [0, 4, 16, 16], "backgroundColor": "#E0735A", "cornerRadius": 4,
           "animations": [{"keyPath": "position.x", "by": 30, "duration": 1}]},
          {"id": "fade", "frame": [20, 10, 20, 20], "backgroundColor": "#4EA66B",
           "animations": [{"keyPath": "opacity", "from": 1, "to": 0.2, "duration": 1}]}
         ]}
        """

    static func scene(_ json: String = movingScene, baseDirectory: URL? = nil) throws -> Scene {
        try SceneLoader.load(data: Data(json.utf8), baseDirectory: baseDirectory)
    }
}

/// A scene as a source that logs every time it is asked for and can signal when a given time is
/// asked for.
final class CountingSource: FrameSource, @unchecked Sendable {
    let scene: Scene
    let allowsRandomAccess: Bool
    private let lock = NSLock()
    private var asked: [Double] = []
    /// Signalled (once per request) when `layers(at:)` is asked for `signalTime`.
    let signal = DispatchSemaphore(value: 0)
    var signalTime: Double?

    let scale: Double

    init(_ scene: Scene, scale: Double = 1, allowsRandomAccess: Bool = true) {
        self.scene = scene
        self.scale = scale
        self.allowsRandomAccess = allowsRandomAccess
    }

    func tree(at time: Double) -> RenderTree {
        lock.withLock { asked.append(time) }
        if time == signalTime { signal.signal() }
        return RenderTree(size: scene.size, scale: scale, background: scene.background, layers: scene.presentation(at: time))
    }

    /// Every time asked for, in order.
    var times: [Double] { lock.withLock { asked } }

    /// The frame indices asked for at `fps`, in order.
    func frameIndices(fps: Double) -> [Int] { times.map { Int(($0 * fps).rounded()) } }
}

/// Collects frames and logs every call, optionally throwing at one frame or blocking in the first
/// `append` until a semaphore is signalled.
final class RecordingSink: FrameSink, @unchecked Sendable {
    struct Boom: Error, Equatable { var frame: Int }

    private let lock = NSLock()
    private var collected: [Bitmap] = []
    private(set) var finishCalls = 0
    private(set) var cancelCalls = 0
    /// Throw `Boom` when asked to append this frame.
    var failAt: Int?
    /// Wait for this semaphore (at most 10 s) in the first `append`.
    var firstAppendWaitsFor: DispatchSemaphore?
    /// Whether that wait ran out of time (nil: no wait happened).
    private(set) var firstWaitTimedOut: Bool?
    /// The threads `append` ran on.
    private(set) var appendThreads: [pthread_t] = []

    var frames: [Bitmap] { lock.withLock { collected } }
    var encodedFrameCount: Int { lock.withLock { collected.count } }

    func append(_ frame: Bitmap) throws {
        appendThreads.append(pthread_self())
        let index = encodedFrameCount
        if index == 0, let semaphore = firstAppendWaitsFor {
            firstWaitTimedOut = semaphore.wait(timeout: .now() + 10) == .timedOut
        }
        if index == failAt { throw Boom(frame: index) }
        lock.withLock { collected.append(frame) }
    }

    func finish() throws { finishCalls += 1 }
    func cancel() { cancelCalls += 1 }
}

/// Progress values reported from the encoding thread.
final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var log: [Int] = []
    func add(_ value: Int) { lock.withLock { log.append(value) } }
    var values: [Int] { lock.withLock { log } }
}
