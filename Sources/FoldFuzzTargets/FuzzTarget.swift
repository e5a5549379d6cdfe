import FoldCore
import FoldMedia
import FoldRender
import Foundation

/// One fuzz target: bytes in, a clean result or a clean error out. The libFuzzer driver
/// (`foldkit-fuzz`) and the regression tests (`FuzzRegressionTests`) call these same functions,
/// so a crash found by the fuzzer replays through exactly the code that crashed.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Bytes → `SceneLoader.load(data:)`.
    case scene
    /// Bytes → `JSONValue.parse`.
    case json
    /// UTF-8 text → `Path(svgPathData:)`, then flattening and measuring the path.
    case svgPath = "svg-path"
    /// UTF-8 text → `CATransform3D(css:)`.
    case cssTransform = "css-transform"
    /// Bytes → `ImageLoader.decode` (PNG and JPEG).
    case image
    /// Scene JSON → `SceneLoader` → `Compositor`, within a pixel and layer budget.
    case render
    /// A program of layer-tree changes, frame after frame: incremental and damage renders must
    /// equal full renders bit for bit.
    case frames

    /// Runs one input. Returns how it ended; a crash or a trap is the only failure.
    @discardableResult
    public func run(_ data: Data) -> FuzzOutcome {
        switch self {
        case .scene: FuzzTargets.scene(data)
        case .json: FuzzTargets.json(data)
        case .svgPath: FuzzTargets.svgPath(data)
        case .cssTransform: FuzzTargets.cssTransform(data)
        case .image: FuzzTargets.image(data)
        case .render: FuzzTargets.render(data)
        case .frames: FuzzTargets.frames(data)
        }
    }
}

/// How a fuzz input ended.
public enum FuzzOutcome: Equatable, Sendable {
    /// The input was read (and, for `render`, drawn).
    case accepted
    /// The input was refused with an error; the message is what a user would see.
    case refused(String)
    /// The input is outside the target's budget (too many pixels or layers), so it was not run.
    case skipped(String)
}

/// The driver's messages on stderr, through FoldRender's one write path (a closed stderr is not
/// a trap, unlike FileHandle.standardError).
public enum FuzzOutput {
    public static func err(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { FileDescriptorIO.writeAll(STDERR_FILENO, $0) }
    }
}
