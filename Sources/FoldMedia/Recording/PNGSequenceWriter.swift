import FoldCore
import Foundation

/// Writes frames as numbered PNG files (`frame-00000.png`, …) into a folder. The folder appears
/// whole or not at all: frames go into a hidden temporary folder beside it, which `finish`
/// renames into place (replacing an earlier sequence of the same name); `cancel` removes it.
/// An existing folder is replaced only when it is such a sequence (nothing in it but
/// `frame-NNNNN.png` files): a folder holding anything else, or the folder the process runs in
/// (`""`, `"."`) or one above it, is refused before a frame is rendered.
public final class PNGSequenceWriter: FrameSink {
    public let url: URL
    public private(set) var encodedFrameCount = 0
    private let temporary: URL
    private var done = false
    private var committed = false

    public init(url: URL) throws {
        self.url = url
        try Self.requireReplaceable(url)
        temporary = AtomicFile.temporaryURL(for: url)
        do {
            try FileDescriptorIO.makeDirectory(temporary, doing: "cannot create a folder in \(AtomicFile.directoryName(url))")
        } catch {
            TemporaryFiles.forget(temporary)
            throw FileError(file: FileError.name(of: url), problem: error.problem)
        }
    }

    deinit { cancel() }

    /// The file name of frame `index`.
    public static func fileName(ofFrame index: Int) -> String {
        "frame-" + String(repeating: "0", count: max(0, 5 - String(index).count)) + String(index) + ".png"
    }

    public func append(_ frame: Bitmap) throws {
        guard !done else { throw FileError(file: FileError.name(of: url), problem: "frame added after finish()") }
        let data = try PNGCodec.encode(frame, name: FileError.name(of: url))
        let file = temporary.appendingPathComponent(Self.fileName(ofFrame: encodedFrameCount))
        // On disk before the folder is renamed into place, as an atomic file is: otherwise a
        // crash soon after can leave the sequence's name on empty files.
        let action = "cannot write \(file.lastPathComponent)"
        try FileDescriptorIO.createFile(file, with: data, reporting: url, opening: action, writing: action)
        encodedFrameCount += 1
    }

    public func finish() throws {
        guard !done else {
            if committed { return }
            throw FileError(file: FileError.name(of: url), problem: "the export was cancelled or failed earlier; nothing was written")
        }
        guard encodedFrameCount > 0 else {
            cancel()
            throw FileError(file: FileError.name(of: url), problem: "a PNG sequence needs at least one frame")
        }
        // The folder's entries too (its frames' names), before it takes the sequence's name.
        if let fd = try? FileDescriptorIO.open(temporary, O_RDONLY | O_DIRECTORY, reporting: url, doing: "") {
            let failure = FileDescriptorIO.sync(fd)
            FileDescriptorIO.close(fd)
            if failure != 0 {
                cancel()
                throw FileError.posix(url, "cannot write the frames to disk", failure)
            }
        }
        // rename(2) cannot replace a non-empty folder: move an earlier sequence aside first.
        var aside: URL?
        if FileDescriptorIO.kind(of: url, followingLinks: false) != nil {
            let old = AtomicFile.temporaryURL(for: url)
            do {
                try Self.requireReplaceable(url)
                try FileDescriptorIO.rename(url, to: old, reporting: url, doing: "cannot replace the folder")
            } catch {
                TemporaryFiles.forget(old)
                cancel()
                throw error
            }
            aside = old
        }
        do {
            try FileDescriptorIO.rename(temporary, to: url, reporting: url, doing: "cannot move the frames into place")
        } catch {
            if let aside {
                defer { TemporaryFiles.forget(aside) }
                do {
                    try FileDescriptorIO.rename(aside, to: url, reporting: url, doing: "")
                } catch {
                    // The earlier frames cannot go back: they keep a name no sweep removes.
                    let kept = URL(fileURLWithPath: url.path + ".previous-\(getpid())")
                    cancel()
                    if (try? FileDescriptorIO.rename(aside, to: kept, reporting: url, doing: "")) != nil {
                        throw FileError(
                            file: FileError.name(of: url),
                            problem: "cannot move the frames into place, nor the earlier ones back; they are in \(kept.path)")
                    }
                    throw FileError(
                        file: FileError.name(of: url),
                        problem: "cannot move the frames into place, nor the earlier ones back; they are in \(aside.path)")
                }
            }
            cancel()
            throw error
        }
        done = true
        committed = true
        TemporaryFiles.forget(temporary)
        if let aside {
            try? FileManager.default.removeItem(at: aside)
            TemporaryFiles.forget(aside)
        }
    }

    /// Whether `name` is a frame file this writer writes (`frame-` five or more digits `.png`).
    static func isFrameFile(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return digits.count >= 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Refuses a destination that is not missing, nor a folder of frames (empty, or nothing
    /// but frame files): replacing it would delete someone's files.
    static func requireReplaceable(_ url: URL) throws(FileError) {
        let name = FileError.name(of: url)
        let path = url.standardizedFileURL.path
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        if path == "/" || here == path || here.hasPrefix(path.hasSuffix("/") ? path : path + "/") {
            throw FileError(
                file: name, problem: "is the folder FoldKit runs in (or one above it); name a new folder for the frames, such as frames/")
        }
        guard let kind = FileDescriptorIO.kind(of: url, followingLinks: false) else { return }
        guard kind == .folder else {
            throw FileError(
                file: name,
                problem: "exists and is not a folder; name a .gif or .mp4 file, or a new folder for PNG frames")
        }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw FileError.posix(url, "cannot list the folder to replace")
        }
        let others = entries.filter { !isFrameFile($0) }
        guard others.isEmpty else {
            throw FileError(
                file: name,
                problem: "is a folder with other files in it (\(others.count), such as \(QuotedText.quoted(others.sorted()[0]))); "
                    + "a recording replaces only a folder of frame-NNNNN.png files: name a new folder")
        }
    }

    public func cancel() {
        guard !done else { return }
        done = true
        try? FileManager.default.removeItem(at: temporary)
        TemporaryFiles.forget(temporary)
    }
}
