import Foundation

/// An image a layer shows (`LayerProperties.contentsImage`): immutable pixels with an identity,
/// so that a frame's layer snapshots carry the image itself to whoever draws them, with no
/// registry of names to keep in step. Two snapshots show the same image when they hold the same
/// handle (equality and hashing are by identity, not by comparing pixels); a changed image is a
/// new handle. A renderer may keep what it derives from the pixels (mip levels) on the handle,
/// so it is made once however many frames or compositors show the image.
public final class ContentsImage: Hashable, @unchecked Sendable, CustomStringConvertible {
    public let bitmap: Bitmap
    private let lock = NSLock()
    private var prepared: AnyObject?

    public init(_ bitmap: Bitmap) { self.bitmap = bitmap }

    public static func == (a: ContentsImage, b: ContentsImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "ContentsImage(\(bitmap.width)×\(bitmap.height) at \(bitmap.scale)x)" }

    /// What `make` derives from the pixels, made on the first call and kept with the image
    /// (any thread; every caller must derive the same type).
    package func prepared<T: AnyObject>(_ make: (Bitmap) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let done = prepared as? T { return done }
        let made = make(bitmap)
        prepared = made
        return made
    }
}
