import Foundation
import Testing

@testable import FoldMedia
@testable import FoldRender

/// `readFile` refuses what is not a regular file before a read that could block or never end.
struct FileDescriptorIOTests {
    typealias Support = ImageIOTestSupport

    /// Runs `readFile` on another thread so a hang fails the test instead of stalling the run.
    func readWithin(_ seconds: Double, _ url: URL, limit: Int = 1 << 30) -> Result<Data, FileError>? {
        final class Box: @unchecked Sendable { var result: Result<Data, FileError>? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            box.result = Result { () throws(FileError) in try FileDescriptorIO.readFile(url, limit: limit) }
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return box.result
    }

    func failure(_ result: Result<Data, FileError>?) -> FileError? {
        if case .failure(let error) = result { return error }
        return nil
    }

    @Test func aFIFOIsRefusedAtOnce() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("scene.json")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        let start = Date()
        let result = readWithin(5, fifo)
        #expect(result != nil, "readFile blocked on a FIFO with no writer")
        #expect(Date().timeIntervalSince(start) < 2)
        let error = failure(result)
        #expect(error?.file == fifo.path)
        #expect(error?.problem.contains("not a regular file") == true, "\(String(describing: result))")
    }

    @Test func aDeviceThatNeverEndsIsRefused() {
        let error = failure(readWithin(5, URL(fileURLWithPath: "/dev/zero")))
        #expect(error?.problem.contains("not a regular file") == true, "\(String(describing: error))")
    }

    @Test func aDirectoryIsRefused() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let error = failure(readWithin(5, directory))
        #expect(error?.problem.contains("it is a directory") == true, "\(String(describing: error))")
    }

    @Test func filesOverTheLimitAreRefusedAndOthersReadWhole() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("data.bin")
        let bytes = Data((0..<1000).map { UInt8($0 % 251) })
        try bytes.write(to: url)
        #expect(try FileDescriptorIO.readFile(url, limit: 1000) == bytes)
        let error = failure(readWithin(5, url, limit: 999))
        #expect(error?.problem == "the file is 1000 bytes; files over 999 bytes are refused")
        let missing = failure(readWithin(5, directory.appendingPathComponent("none")))
        #expect(missing?.problem.contains("No such file or directory") == true, "\(String(describing: missing))")
    }
}
