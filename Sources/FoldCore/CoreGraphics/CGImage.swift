import Foundation

/// How a pixel's alpha is stored (CGImageAlphaInfo).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

/// A bitmap's component layout (CGBitmapInfo): the alpha info in the low bits, the byte order.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// An image (CGImage): immutable pixels with an identity, what `CALayer.contents` shows.
///
/// FoldKit keeps every image as 8-bit premultiplied RGBA in sRGB, bytes in that order
/// (`alphaInfo` `.premultipliedLast`, the default byte order), and converts what it is made
/// from. Two layers show the same image when they hold the same object (equality and hashing
/// are by identity, as Core Graphics compares images); a changed image is a new object, so a
/// frame's snapshots carry the image itself to whoever draws them. A renderer may keep what it
/// derives from the pixels (mip levels) on the image, so it is made once however many frames
/// or compositors show it.
public final class CGImage: Hashable, @unchecked Sendable, CustomStringConvertible {
    package let bitmap: Bitmap
    private let lock = NSLock()
    private var prepared: AnyObject?

    package init(_ bitmap: Bitmap) { self.bitmap = bitmap }

    public var width: Int { bitmap.width }
    public var height: Int { bitmap.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { bitmap.width * 4 }
    public var colorSpace: CGColorSpace? { CGColorSpace.srgbSpace }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
    }
    public var isMask: Bool { false }
    public var shouldInterpolate: Bool { true }

    /// The pixels inside `rect` (in pixels, origin top left), made integral and cut to the
    /// image; nil when nothing is left, as Core Graphics returns NULL.
    public func cropping(to rect: CGRect) -> CGImage? {
        let cut = rect.standardized.integral.intersection(
            CGRect(x: 0, y: 0, width: width, height: height))
        guard !cut.isNull, cut.width >= 1, cut.height >= 1, cut.minX.isFinite, cut.minY.isFinite else {
            return nil
        }
        let x0 = Int(cut.minX)
        let y0 = Int(cut.minY)
        let w = Int(cut.width)
        let h = Int(cut.height)
        var pixels: [UInt32] = []
        pixels.reserveCapacity(w * h)
        for y in y0..<(y0 + h) {
            pixels += bitmap.pixels[(y * width + x0)..<(y * width + x0 + w)]
        }
        return Bitmap(width: w, height: h, scale: bitmap.scale, pixels: pixels).map(CGImage.init)
    }

    public static func == (a: CGImage, b: CGImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "<CGImage \(width)×\(height)>" }

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
