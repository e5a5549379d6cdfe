import FoldCore
import Foundation

/// The budgets every render and recording is checked against before anything is allocated, so
/// that a small hostile file cannot ask for gigabytes or hours. Defaults are documented in
/// docs/scene-format.md ("Limits"); a caller with more memory can raise them.
public struct RenderLimits: Sendable, Equatable {
    /// Pixels of one canvas, one image or one text raster (default 256 M: 16384 × 16384).
    public var maxPixels: Int
    /// Pixels along one side of a canvas (the compositor addresses rows with 32-bit offsets).
    public var maxSide: Int
    /// Frames in one recording (default 100 000: 27 minutes at 60 fps).
    public var maxFrames: Int

    public init(
        maxPixels: Int = SceneLimits.maxPixels, maxSide: Int = SceneLimits.maxSide, maxFrames: Int = SceneLimits.maxFrames
    ) {
        self.maxPixels = maxPixels
        self.maxSide = maxSide
        self.maxFrames = maxFrames
    }

    public static let `default` = RenderLimits()
    /// The slowest frame rate a recording takes (a frame every 100 s).
    public static let minFPS = SceneLimits.minFPS

    /// The pixel size of a canvas of `size` points at `scale`, or the rule it breaks.
    public func canvasPixels(size: CGSize, scale: Double) throws(RenderLimitError) -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0 else {
            throw RenderLimitError("the render scale must be a positive number, not \(scale)")
        }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderLimitError("the canvas must have a positive finite size, not \(size.width)×\(size.height) pt")
        }
        let w = (size.width * scale).rounded(.up), h = (size.height * scale).rounded(.up)
        guard w <= Double(maxSide), h <= Double(maxSide) else {
            throw RenderLimitError(
                "a \(format(size.width))×\(format(size.height)) pt canvas at scale \(format(scale)) is "
                    + "\(format(w))×\(format(h)) pixels; each side may be at most \(maxSide) pixels "
                    + "(make the canvas or the scale smaller)")
        }
        guard w * h <= Double(maxPixels) else {
            throw RenderLimitError(
                "a \(format(size.width))×\(format(size.height)) pt canvas at scale \(format(scale)) is "
                    + "\(format(w * h / 1e6)) M pixels; the limit is \(format(Double(maxPixels) / 1e6)) M "
                    + "(make the canvas or the scale smaller)")
        }
        return (Int(w), Int(h))
    }

    /// The number of frames in `duration` seconds at `fps` (at least one), or the rule it breaks.
    public func frameCount(duration: Double, fps: Double) throws(RenderLimitError) -> Int {
        guard fps.isFinite, fps >= Self.minFPS else {
            throw RenderLimitError("the frame rate must be at least \(Self.minFPS) fps, not \(fps)")
        }
        guard duration.isFinite, duration > 0 else {
            throw RenderLimitError("the duration must be a positive number of seconds, not \(duration)")
        }
        let frames = (duration * fps).rounded()
        guard frames <= Double(maxFrames) else {
            throw RenderLimitError(
                "\(format(duration)) s at \(format(fps)) fps is \(format(frames)) frames; a recording may have "
                    + "at most \(maxFrames) (shorten the duration or lower the frame rate)")
        }
        return max(1, Int(frames))
    }

    /// Bytes a recording of frames this size may hold at once, estimated: the canvas, the frames
    /// queued for the encoder and the one it encodes, the encoder's own buffers and the
    /// compositor's full-frame caches — about 28 bytes a pixel (a 16384 × 16384 recording
    /// measured 5.4 GB).
    public static func recordingBytes(width: Int, height: Int) -> Int {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? .max : pixels.multipliedReportingOverflow(by: 28).overflow ? .max : pixels * 28
    }

    /// The memory the system can give now without swapping (`MemAvailable` in /proc/meminfo),
    /// or nil where it cannot be read.
    public static func availableMemory() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
            let fields = line.split(separator: " ")
            if fields.count >= 2, let kB = Int(fields[1]) { return kB * 1024 }
        }
        return nil
    }

    /// Refuses, before anything is allocated, a recording whose frames need more memory than
    /// the system has available (it would be killed, or swap for hours, part way through).
    public static func checkRecordingMemory(width: Int, height: Int, available: Int? = availableMemory()) throws(RenderLimitError) {
        guard let available else { return }
        let needed = recordingBytes(width: width, height: height)
        guard needed <= available else {
            func gb(_ bytes: Int) -> String { String(format: "%.1f GB", Double(bytes) / 1e9) }
            throw RenderLimitError(
                "recording \(width)×\(height)-pixel frames needs about \(gb(needed)) of memory and \(gb(available)) is "
                    + "available: lower the scale or the size")
        }
    }

    /// Whether an image of these pixel dimensions fits the budget.
    public func allowsImage(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width.multipliedReportingOverflow(by: height).partialValue <= maxPixels
            && !width.multipliedReportingOverflow(by: height).overflow
    }

    private func format(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(format: "%g", x)
    }
}

/// A render or recording that would pass a `RenderLimits` budget; says which and what to change.
public struct RenderLimitError: Error, CustomStringConvertible, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
