import Foundation

/// Bytes for Core Graphics to read (CGDataProvider): an image's encoded file or its pixels.
/// Immutable: the bytes are copied when it is made.
public final class CGDataProvider: @unchecked Sendable {
    package let bytes: Data

    package init(bytes: Data) { self.bytes = bytes }

    /// A provider of the bytes of `data`.
    public init?(data: CFData) { bytes = Data(referencing: data) }

    /// A provider of a file's bytes; nil when it cannot be read.
    public init?(url: CFURL) {
        guard let path = url.path, let read = FileManager.default.contents(atPath: path) else { return nil }
        bytes = read
    }

    /// A copy of the bytes.
    public var data: CFData? { NSData(data: bytes) }
}
