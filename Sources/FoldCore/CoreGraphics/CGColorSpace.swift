import Foundation

/// The model of a colour space's components (CGColorSpaceModel).
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}

/// How a colour is mapped into another space's gamut (CGColorRenderingIntent).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}

/// A colour space (CGColorSpace): how a colour's components are read.
///
/// FoldKit draws in sRGB. It has the spaces animation code names: sRGB and device RGB, the
/// linear and extended sRGB variants, and the gray ones. Any other name gives nil from
/// `init(name:)`, as Core Graphics does for a name it does not know.
public final class CGColorSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// What a component means on the way to sRGB: RGB or gray, with sRGB's curve, a 2.2 gamma,
    /// or linear.
    package enum Encoding: Sendable {
        case srgb, linearSRGB, gray, grayGamma22, linearGray
    }

    /// The name it was made with; nil for the device spaces, as in Core Graphics.
    public let name: CFString?
    package let encoding: Encoding
    /// Whether components outside 0…1 are kept (the extended spaces); others are clamped.
    package let isExtended: Bool

    package init(name: CFString?, encoding: Encoding, isExtended: Bool) {
        self.name = name
        self.encoding = encoding
        self.isExtended = isExtended
    }

    /// The named space; nil for a name FoldKit does not have.
    public convenience init?(name: CFString) {
        let spaces: [String: (Encoding, Bool)] = [
            CGColorSpace.sRGB as String: (.srgb, false),
            CGColorSpace.extendedSRGB as String: (.srgb, true),
            CGColorSpace.linearSRGB as String: (.linearSRGB, false),
            CGColorSpace.extendedLinearSRGB as String: (.linearSRGB, true),
            CGColorSpace.genericGrayGamma2_2 as String: (.grayGamma22, false),
            CGColorSpace.extendedGray as String: (.gray, true),
            CGColorSpace.linearGray as String: (.linearGray, false),
            CGColorSpace.extendedLinearGray as String: (.linearGray, true),
        ]
        guard let (encoding, extended) = spaces[name as String] else { return nil }
        self.init(name: name, encoding: encoding, isExtended: extended)
    }

    /// Colour components, without alpha: 3 for RGB, 1 for gray.
    public var numberOfComponents: Int {
        switch encoding {
        case .srgb, .linearSRGB: 3
        case .gray, .grayGamma22, .linearGray: 1
        }
    }

    public var model: CGColorSpaceModel {
        switch encoding {
        case .srgb, .linearSRGB: .rgb
        case .gray, .grayGamma22, .linearGray: .monochrome
        }
    }

    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool {
        a.name as String? == b.name as String? && a.encoding == b.encoding
            && a.isExtended == b.isExtended
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name as String?)
        hasher.combine(encoding)
        hasher.combine(isExtended)
    }

    public var description: String { "<CGColorSpace \((name as String?) ?? "device \(model)")>" }

    // The names (Apple's `class let … : CFString`; the values are Core Graphics' constants).
    public static var sRGB: CFString { "kCGColorSpaceSRGB" }
    public static var extendedSRGB: CFString { "kCGColorSpaceExtendedSRGB" }
    public static var linearSRGB: CFString { "kCGColorSpaceLinearSRGB" }
    public static var extendedLinearSRGB: CFString { "kCGColorSpaceExtendedLinearSRGB" }
    public static var genericGrayGamma2_2: CFString { "kCGColorSpaceGenericGrayGamma2_2" }
    public static var extendedGray: CFString { "kCGColorSpaceExtendedGray" }
    public static var linearGray: CFString { "kCGColorSpaceLinearGray" }
    public static var extendedLinearGray: CFString { "kCGColorSpaceExtendedLinearGray" }

    /// The spaces colours are made in without naming one (shared, as Core Graphics shares them).
    package static let deviceRGB = CGColorSpace(name: nil, encoding: .srgb, isExtended: false)
    package static let deviceGray = CGColorSpace(name: nil, encoding: .gray, isExtended: false)
    package static let srgbSpace = CGColorSpace(name: CGColorSpace.sRGB)!
    package static let grayGamma22Space = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!
}

/// The device-dependent RGB space. On iOS it is sRGB, and so it is here.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }

/// The device-dependent gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGray }
