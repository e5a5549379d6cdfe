import FoldCore
import FoldMedia
import FoldRender
import Foundation

/// Images a person may want to look at: written into `$FOLDKIT_TEST_OUTPUT` when it is set (the
/// folder is created), otherwise into a scratch folder of the test's own that is removed again —
/// never under a fixed name in a shared folder.
enum TestOutput {
    static func keep(_ bitmap: Bitmap, name: String) throws {
        if let folder = ProcessInfo.processInfo.environment["FOLDKIT_TEST_OUTPUT"], !folder.isEmpty {
            let url = URL(fileURLWithPath: folder, isDirectory: true)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try PNGCodec.write(bitmap, to: url.appendingPathComponent(name))
            return
        }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("foldui-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try PNGCodec.write(bitmap, to: scratch.appendingPathComponent(name))
    }
}
