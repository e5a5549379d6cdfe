import Foundation

/// Checks that an MP4 file is whole: its top-level boxes tile the file exactly and include
/// `ftyp`, `moov` (the index players need) and `mdat` (the frames). A file cut short by a full
/// disk fails this even when the encoder reported success.
enum MP4Structure {
    /// nil when the file is whole, else what is wrong.
    static func problem(inFileAt url: URL) -> String? {
        guard let data = try? FileDescriptorIO.readFile(url, limit: Int.max) else { return "it cannot be read back" }
        return problem(in: [UInt8](data))
    }

    static func problem(in bytes: [UInt8]) -> String? {
        var offset = 0
        var seen = Set<String>()
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else { return "a box header is cut off at byte \(offset)" }
            var size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if size == 1 {
                guard offset + 16 <= bytes.count else { return "the '\(type)' box's size is cut off" }
                size = bytes[offset + 8..<offset + 16].reduce(0) { $0 << 8 | Int($1) }
            } else if size == 0 {
                size = bytes.count - offset
            }
            guard size >= 8, size <= bytes.count - offset else {
                return "the '\(type)' box claims \(size) bytes, \(bytes.count - offset) remain"
            }
            seen.insert(type)
            offset += size
        }
        for needed in ["ftyp", "moov", "mdat"] where !seen.contains(needed) {
            return "no '\(needed)' box"
        }
        return nil
    }
}
