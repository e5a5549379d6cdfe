import FoldCore
import Foundation

/// A GIF with one palette sampled from every frame, for sources that only run forwards (an app
/// driven by input cannot render its frame 600 first to sample colours). Frames are sampled as
/// they arrive and kept on disk meanwhile — in a temporary file unlinked as soon as it is opened,
/// so nothing is left behind whatever happens, with each row that equals the previous frame's
/// stored as one byte — and `finish` builds the palette, then encodes them all.
///
/// Progress (`encodedFrameCount`) counts frames encoded, so it moves only during `finish`;
/// `progress` is called as they are.
public final class SpooledGIFWriter: FrameSink {
    public let url: URL
    public let width: Int
    public let height: Int
    public let framesPerSecond: Double
    public let options: GIFEncoder.Options
    public var progress: ((Int) -> Void)?
    public private(set) var encodedFrameCount = 0

    private let timing: GIFFrameTiming
    private var quantizer = ColorQuantizer()
    private let sampleStride: Int
    private var spool: Int32
    private var previous: [UInt32]
    private var frameIndex = 0
    private var skipped = Set<Int>()
    private let expectedFrames: Int
    /// Bytes the spool holds, and the frames in it.
    private var spooledBytes = 0, spooledFrames = 0
    /// Free bytes on the spool's file system (fstatvfs); a test stands in for a full disk.
    package var freeSpace: (Int32) -> Int64? = { fd in
        var s = statvfs()
        guard fstatvfs(fd, &s) == 0 else { return nil }
        return Int64(s.f_bavail) * Int64(s.f_frsize)
    }
    private var state = State.spooling

    private enum State { case spooling, committed, abandoned }

    /// `expectedFrames`: how many frames the recording will append (it spreads the colour samples
    /// over them: about 2 M pixels in all).
    public init(
        url: URL, width: Int, height: Int, fps: Double, expectedFrames: Int,
        options: GIFEncoder.Options = GIFEncoder.Options()
    ) throws {
        let name = FileError.name(of: url)
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw FileError(file: name, problem: "GIF size must be 1…65535 pixels a side, not \(width)×\(height)")
        }
        try AtomicFile.requireFileDestination(url)
        self.url = url
        self.width = width
        self.height = height
        framesPerSecond = fps
        self.options = options
        timing = GIFFrameTiming(framesPerSecond: fps, minimumDelay: options.minimumDelay)
        sampleStride = max(1, width * height * max(1, expectedFrames) / 2_000_000)
        self.expectedFrames = expectedFrames
        previous = [UInt32](repeating: 0, count: width * height)
        let path = AtomicFile.temporaryURL(for: url)
        defer {
            FileDescriptorIO.unlink(path)
            TemporaryFiles.forget(path)
        }
        spool = try FileDescriptorIO.open(
            path, O_RDWR | O_CREAT | O_EXCL, mode: 0o600, reporting: url,
            doing: "cannot create a file in \(AtomicFile.directoryName(url))")
    }

    deinit {
        if spool >= 0 { FileDescriptorIO.close(spool) }
    }

    public func wantsFrame(at index: Int) -> Bool { timing.delay(ofFrame: index) != nil }

    public func skipFrame() {
        skipped.insert(frameIndex)
        frameIndex += 1
    }

    public func append(_ frame: Bitmap) throws {
        let name = FileError.name(of: url)
        guard state == .spooling else { throw FileError(file: name, problem: "frame added after finish()") }
        guard frame.width == width, frame.height == height else {
            throw FileError(file: name, problem: "frame \(frameIndex) is \(frame.width)×\(frame.height), the GIF is \(width)×\(height)")
        }
        quantizer.add(
            frame, stride: sampleStride, background: OpaqueBackground(options.background),
            skipTransparent: options.transparency)
        var record = [UInt8]()
        record.reserveCapacity(height)
        frame.pixels.withUnsafeBufferPointer { src in
            previous.withUnsafeMutableBufferPointer { last in
                for y in 0..<height {
                    let row = src.baseAddress! + y * width, old = last.baseAddress! + y * width
                    if frameIndex > 0, memcmp(row, old, width * 4) == 0 {
                        record.append(0)
                    } else {
                        record.append(1)
                        record.append(contentsOf: UnsafeRawBufferPointer(start: row, count: width * 4))
                        old.update(from: row, count: width)
                    }
                }
            }
        }
        let failure = record.withUnsafeBytes { FileDescriptorIO.writeAll(spool, $0) }
        if failure != 0 { throw FileError.posix(url, "cannot keep the frames for the palette", failure) }
        frameIndex += 1
        spooledBytes += record.count
        spooledFrames += 1
        try checkRoomForTheRest()
    }

    /// A recording at the documented maxima spools hundreds of GB: from its first frames on,
    /// the frames still to come, at the size the spooled ones take on average, must fit on the
    /// disk, or the recording stops now rather than after hours with a full disk.
    private func checkRoomForTheRest() throws {
        guard spooledFrames == 8 || (spooledFrames > 8 && spooledFrames % 32 == 0) else { return }
        let left = expectedFrames - frameIndex
        guard left > 0, let free = freeSpace(spool) else { return }
        let average = Double(spooledBytes) / Double(spooledFrames)
        // Frames the GIF's timing drops are skipped, not kept: as many as so far.
        let needed = average * Double(left) * Double(spooledFrames) / Double(frameIndex)
        guard needed > Double(free) else { return }
        func size(_ bytes: Double) -> String {
            bytes >= 1e9 ? String(format: "%.1f GB", bytes / 1e9) : String(format: "%.0f MB", max(1, bytes / 1e6))
        }
        throw FileError(
            file: FileError.name(of: url),
            problem: "the \(left) frames still to come need about \(size(needed)) to be kept for the palette "
                + "(\(size(average)) a frame so far) and \(AtomicFile.directoryName(url)) has \(size(Double(free))) free; "
                + "record a shorter span, a smaller size or scale, or a lower frame rate, or free some space")
    }

    public func finish() throws {
        let name = FileError.name(of: url)
        switch state {
        case .committed: return
        case .abandoned: throw FileError(file: name, problem: "the export was cancelled or failed earlier; nothing was written")
        case .spooling: break
        }
        state = .abandoned
        guard frameIndex > skipped.count else { throw FileError(file: name, problem: "a GIF needs at least one frame") }
        let colors = quantizer.palette(maxColors: options.paletteColorLimit, refinements: GIFPalette.refinements)
        let encoder = try GIFEncoder(
            url: url, width: width, height: height, fps: framesPerSecond, palette: GIFPalette(colors: colors)!,
            options: options)
        do {
            let failure = FileDescriptorIO.seek(spool, to: 0)
            guard failure == 0 else { throw FileError.posix(url, "cannot read the kept frames back", failure) }
            var frame = Bitmap(width: width, height: height)
            for index in 0..<frameIndex {
                if skipped.contains(index) {
                    encoder.skipFrame()
                    continue
                }
                try readFrame(into: &frame)
                try encoder.add(frame)
                encodedFrameCount = encoder.encodedFrameCount
                progress?(encodedFrameCount)
            }
            try encoder.finish()
            encodedFrameCount = encoder.encodedFrameCount
            progress?(encodedFrameCount)
        } catch {
            encoder.cancel()
            throw error
        }
        FileDescriptorIO.close(spool)
        spool = -1
        state = .committed
    }

    public func cancel() {
        guard state == .spooling else { return }
        state = .abandoned
        FileDescriptorIO.close(spool)
        spool = -1
    }

    /// Reads the next kept frame over `frame` (which holds the one before it).
    private func readFrame(into frame: inout Bitmap) throws {
        let rowBytes = width * 4
        var flag: UInt8 = 0
        try frame.pixels.withUnsafeMutableBytes { pixels in
            for y in 0..<height {
                try readExactly(&flag, 1)
                if flag == 1 { try readExactly(pixels.baseAddress! + y * rowBytes, rowBytes) }
            }
        }
    }

    private func readExactly(_ pointer: UnsafeMutableRawPointer, _ count: Int) throws {
        let failure = FileDescriptorIO.readExactly(spool, pointer, count)
        if failure != 0 { throw FileError.posix(url, "cannot read the kept frames back", failure) }
    }
}
