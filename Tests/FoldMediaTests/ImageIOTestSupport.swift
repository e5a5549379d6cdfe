import FoldCore
import FoldTestSupport
import Foundation

@testable import FoldMedia
@testable import FoldRender

/// Helpers shared by the image input/output and export tests: scratch directories, running
/// ffmpeg/ffprobe, synthetic images and hand-made PNG files.
enum ImageIOTestSupport {
    /// A fresh empty directory under the system's temporary directory.
    static func scratchDirectory(_ label: String = #function) throws -> URL { try ScratchDirectory.make(label) }

    static func contents(of directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// The first executable `name` on PATH.
    static func tool(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return URL(fileURLWithPath: candidate) }
        }
        return nil
    }

    /// ffmpeg and ffprobe are part of the test set-up (`scripts/setup` installs them): a machine
    /// without them fails the tests that need them, with the command that fixes it.
    static func requireFFmpeg() throws {
        for name in ["ffmpeg", "ffprobe"] where tool(name) == nil {
            throw ExportError(file: name, problem: "not found on PATH; run scripts/setup")
        }
    }

    /// Runs a program, returning its exit status, stdout and stderr (stdin from `input`).
    @discardableResult
    static func run(_ name: String, _ arguments: [String], input: Data? = nil) throws -> (
        status: Int32, stdout: Data, stderr: String
    ) {
        guard let executable = tool(name) else {
            throw ExportError(file: name, problem: "not found on PATH; run scripts/setup")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
        try process.run()
        if let input {
            DispatchQueue.global().async {
                inPipe.fileHandleForWriting.write(input)
                try? inPipe.fileHandleForWriting.close()
            }
        }
        let errorData = LockedData()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.set(err.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, stdout, String(decoding: errorData.get(), as: UTF8.self))
    }

    final class LockedData: @unchecked Sendable {
        private var data = Data()
        private let lock = NSLock()
        func set(_ d: Data) { lock.withLock { data = d } }
        func get() -> Data { lock.withLock { data } }
    }

    /// Decodes any file ffmpeg reads into RGBA frames of the given size.
    static func ffmpegFrames(_ url: URL, width: Int, height: Int) throws -> [Bitmap] {
        let result = try run(
            "ffmpeg", ["-v", "error", "-i", url.path, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        guard result.status == 0 else { throw ExportError(file: url.path, problem: "ffmpeg: \(result.stderr)") }
        let frameBytes = width * height * 4
        let bytes = [UInt8](result.stdout)
        guard frameBytes > 0, bytes.count % frameBytes == 0 else {
            throw ExportError(file: url.path, problem: "ffmpeg gave \(bytes.count) bytes, not whole \(width)×\(height) frames")
        }
        return stride(from: 0, to: bytes.count, by: frameBytes).map {
            Bitmap(width: width, height: height, straightRGBA: Array(bytes[$0..<$0 + frameBytes]))!
        }
    }

    /// A smooth opaque two-axis gradient with a soft disc, shifted by `phase` (0…1).
    static func gradient(width: Int, height: Int, phase: Double = 0) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let u = Double(x) / Double(max(1, width - 1)), v = Double(y) / Double(max(1, height - 1))
                let dx = u - 0.3 - 0.4 * phase, dy = v - 0.5
                let disc = max(0, 1 - (dx * dx + dy * dy) * 12)
                let color = CGColor(
                    red: 0.1 + 0.8 * u, green: 0.2 + 0.6 * v * (1 - disc) + 0.3 * disc,
                    blue: 0.9 - 0.7 * u * v + 0.1 * phase, alpha: 1)
                bitmap.pixels[y * width + x] = Bitmap.pixel(color)
            }
        }
        return bitmap
    }

    /// Raw RGBA bytes for ffmpeg's rawvideo input (straight alpha).
    static func rawRGBA(_ bitmap: Bitmap) -> Data { Data(bitmap.straightRGBABytes) }

    // MARK: - Hand-made PNG files

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks: valid PNG image data without a
    /// compressor.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65535, data.count - offset)
            let last: UInt8 = offset + n == data.count ? 1 : 0
            out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8 & 0xFF)]
            out += data[offset..<offset + n]
            offset += n
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + bigEndian(b << 16 | a)
    }

    /// A PNG file from already-filtered scanlines (each starting with its filter byte).
    static func png(
        width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, interlaced: Bool = false, scanlines: [UInt8],
        extraChunks: [[UInt8]] = []
    ) -> Data {
        var ihdr = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        ihdr += [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        var file = PNGCodec.signature + chunk("IHDR", ihdr)
        for extra in extraChunks { file += extra }
        file += chunk("IDAT", zlibStored(scanlines)) + chunk("IEND", [])
        return Data(file)
    }
}
