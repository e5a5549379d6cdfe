import CCairo
import Foundation

/// The pixel layout of a bitmap context's memory, from the arguments of
/// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`, and the moves
/// between it and the cairo ARGB32 surface the context draws on.
///
/// The layouts are those Core Graphics' bitmap contexts take at 8 bits per component: RGB with
/// premultiplied alpha or a skipped byte, first or last, in either 32-bit byte order; gray
/// without alpha; alpha only. Core Graphics refuses unpremultiplied alpha, and so does this.
struct BitmapContextLayout {
    enum Kind {
        /// Four bytes a pixel: the memory offsets of R, G, B, and of A (nil: skipped, opaque);
        /// colours premultiplied by alpha, or not (images only).
        case rgb(r: Int, g: Int, b: Int, a: Int?, premultiplied: Bool)
        case gray
        case alphaOnly
    }

    /// Why Core Graphics would refuse a layout: the words it logs.
    struct Refusal: Error, ExpressibleByStringInterpolation {
        let why: String
        init(stringLiteral value: String) { why = value }
        init(stringInterpolation: DefaultStringInterpolation) { why = String(stringInterpolation: stringInterpolation) }
    }

    let kind: Kind
    let bytesPerPixel: Int
    let alphaInfo: CGImageAlphaInfo

    /// The layout for the arguments, or why Core Graphics would refuse them (what it logs).
    /// Images may hold unpremultiplied alpha; contexts may not.
    static func make(
        bitsPerComponent: Int, space: CGColorSpace?, bitmapInfo: CGBitmapInfo, unpremultiplied: Bool = false
    ) -> Result<Self, Refusal> {
        let alphaRaw = bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue
        guard let alpha = CGImageAlphaInfo(rawValue: alphaRaw) else {
            return .failure("unknown alpha info \(alphaRaw)")
        }
        guard bitsPerComponent == 8 else {
            return .failure("\(bitsPerComponent) bits/component; FoldKit's bitmap contexts have 8")
        }
        guard !bitmapInfo.contains(.floatComponents) else {
            return .failure("float components; FoldKit's bitmap contexts have 8-bit integers")
        }
        let order = bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue
        if alpha == .alphaOnly {
            guard space == nil || space?.model == .monochrome else {
                return .failure("an alpha-only context takes no colour space (pass nil)")
            }
            return .success(Self(kind: .alphaOnly, bytesPerPixel: 1, alphaInfo: alpha))
        }
        guard let space else { return .failure("no colour space (only alpha-only contexts have none)") }
        switch space.model {
        case .monochrome:
            guard alpha == .none else {
                return .failure("gray with alpha; Core Graphics' gray contexts have none (kCGImageAlphaNone)")
            }
            return .success(Self(kind: .gray, bytesPerPixel: 1, alphaInfo: alpha))
        case .rgb:
            // Offsets in the 32-bit value written big-endian; little-endian reverses them.
            let big: (r: Int, g: Int, b: Int, a: Int?)
            switch alpha {
            case .premultipliedLast: big = (0, 1, 2, 3)
            case .premultipliedFirst: big = (1, 2, 3, 0)
            case .noneSkipLast: big = (0, 1, 2, nil)
            case .noneSkipFirst: big = (1, 2, 3, nil)
            case .last where unpremultiplied: big = (0, 1, 2, 3)
            case .first where unpremultiplied: big = (1, 2, 3, 0)
            case .last, .first:
                return .failure("unpremultiplied alpha; Core Graphics' bitmap contexts take premultiplied alpha")
            case .none:
                return .failure("RGB without a skipped byte; use kCGImageAlphaNoneSkipLast or …First")
            case .alphaOnly:
                return .failure("alpha only")
            }
            let premultiplied = alpha != .last && alpha != .first
            switch order {
            case CGBitmapInfo.byteOrderDefault.rawValue, CGBitmapInfo.byteOrder32Big.rawValue:
                return .success(
                    Self(kind: .rgb(r: big.r, g: big.g, b: big.b, a: big.a, premultiplied: premultiplied), bytesPerPixel: 4, alphaInfo: alpha))
            case CGBitmapInfo.byteOrder32Little.rawValue:
                return .success(
                    Self(
                        kind: .rgb(r: 3 - big.r, g: 3 - big.g, b: 3 - big.b, a: big.a.map { 3 - $0 }, premultiplied: premultiplied),
                        bytesPerPixel: 4,
                        alphaInfo: alpha))
            default:
                return .failure("a 16-bit byte order for 32-bit pixels")
            }
        default:
            return .failure("a \(space.model) colour space")
        }
    }

    /// Whether the memory is cairo's own ARGB32 (native-endian 0xAARRGGBB), so cairo can draw
    /// in it directly: the common BGRA-in-memory layout on a little-endian machine.
    var isCairoNative: Bool {
        guard case .rgb(let r, let g, let b, let a, true) = kind, let a else { return false }
        #if _endian(little)
            return (r, g, b, a) == (2, 1, 0, 3)
        #else
            return (r, g, b, a) == (1, 2, 3, 0)
        #endif
    }

    /// Copies the memory's pixels onto the surface (opaque where the layout has no alpha).
    func load(from data: UnsafeRawPointer, bytesPerRow: Int, into surface: OpaquePointer, width: Int, height: Int) {
        cairo_surface_flush(surface)
        guard let target = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let source = data + y * bytesPerRow
            let row = UnsafeMutableRawPointer(target + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = source + x * bytesPerPixel
                switch kind {
                case .rgb(let r, let g, let b, let a, let premultiplied):
                    let alpha = a.map { UInt32(p.load(fromByteOffset: $0, as: UInt8.self)) } ?? 255
                    // Premultiplied components never exceed alpha in a valid pixel; clamp
                    // what a caller wrote, so cairo never reads an impossible colour.
                    func c(_ o: Int) -> UInt32 {
                        let v = UInt32(p.load(fromByteOffset: o, as: UInt8.self))
                        return premultiplied ? min(alpha, v) : (v * alpha + 127) / 255
                    }
                    row[x] = alpha << 24 | c(r) << 16 | c(g) << 8 | c(b)
                case .gray:
                    let v = UInt32(p.load(as: UInt8.self))
                    row[x] = 0xFF00_0000 | v << 16 | v << 8 | v
                case .alphaOnly:
                    row[x] = UInt32(p.load(as: UInt8.self)) << 24
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Copies the surface's pixels into the memory (gray as the colours' luminance).
    func store(from surface: OpaquePointer, into data: UnsafeMutableRawPointer, bytesPerRow: Int, width: Int, height: Int) {
        cairo_surface_flush(surface)
        guard let source = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeRawPointer(source + y * stride).assumingMemoryBound(to: UInt32.self)
            let target = data + y * bytesPerRow
            for x in 0..<width {
                let v = row[x]
                let p = target + x * bytesPerPixel
                switch kind {
                case .rgb(let r, let g, let b, let a, _):
                    p.storeBytes(of: UInt8(v >> 16 & 0xFF), toByteOffset: r, as: UInt8.self)
                    p.storeBytes(of: UInt8(v >> 8 & 0xFF), toByteOffset: g, as: UInt8.self)
                    p.storeBytes(of: UInt8(v & 0xFF), toByteOffset: b, as: UInt8.self)
                    if let a { p.storeBytes(of: UInt8(v >> 24), toByteOffset: a, as: UInt8.self) }
                case .gray:
                    p.storeBytes(of: Self.gray(of: v), as: UInt8.self)
                case .alphaOnly:
                    p.storeBytes(of: UInt8(v >> 24), as: UInt8.self)
                }
            }
        }
    }

    /// The gray a device-gray context keeps for an ARGB32 pixel drawn over its opaque pixels:
    /// the luminance (Rec. 709 weights in linear light), gamma-encoded as sRGB encodes it.
    private static func gray(of v: UInt32) -> UInt8 {
        let r = Int(v >> 16 & 0xFF)
        let g = Int(v >> 8 & 0xFF)
        let b = Int(v & 0xFF)
        if r == g && g == b { return UInt8(r) }
        let y = 0.2126 * linear[r] + 0.7152 * linear[g] + 0.0722 * linear[b]
        let encoded = y <= 0.0031308 ? 12.92 * y : 1.055 * pow(y, 1 / 2.4) - 0.055
        return UInt8((min(1, max(0, encoded)) * 255).rounded())
    }

    private static let linear: [Double] = (0..<256).map {
        let c = Double($0) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
