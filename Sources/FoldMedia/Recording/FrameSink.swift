import FoldCore
import Foundation

/// Where a recording's frames go, in order: a PNG sequence, a GIF, an MP4, or a window.
/// `append` may block while the sink encodes; `finish` completes the output (files appear only
/// then, atomically); `cancel` abandons it and leaves no file behind.
public protocol FrameSink: AnyObject {
    func append(_ frame: Bitmap) throws
    func finish() throws
    func cancel()
    /// Frames fully encoded so far (for progress: frames appended may still be queued).
    var encodedFrameCount: Int { get }
    /// Whether frame `index` of the recording is used at all; a recorder does not render frames
    /// a sink would drop (a GIF at 60 fps shows 50: browsers cannot time 1 cs frames).
    func wantsFrame(at index: Int) -> Bool
    /// Called, in order, instead of `append` for a frame the sink said it does not want.
    func skipFrame()
}

extension MP4Writer: FrameSink {
    public var encodedFrameCount: Int { frameCount }
}

extension GIFEncoder: FrameSink {
    public func append(_ frame: Bitmap) throws { try add(frame) }
    /// Frames given so far minus those still waiting for their batch (dropped ones count as done).
    public var encodedFrameCount: Int { framesAdded - pendingFrameCount }
}

extension FrameSink {
    public func wantsFrame(at index: Int) -> Bool { true }
    public func skipFrame() {}
}

extension GIFEncoder {
    public func wantsFrame(at index: Int) -> Bool { timing.delay(ofFrame: index) != nil }
    public func skipFrame() { framesAdded += 1 }
}
