import Foundation

/// A colour as FoldKit draws it: straight sRGB components and alpha (`CGColor.rgba`).
package struct RGBA: Hashable, Sendable {
    package var red, green, blue, alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Components (then alpha) of a colour in `space`, in sRGB.
    init(space: CGColorSpace, components c: [CGFloat]) {
        let a = c.last ?? 1
        switch space.encoding {
        case .srgb: self.init(red: c[0], green: c[1], blue: c[2], alpha: a)
        case .linearSRGB:
            self.init(red: Self.encode(c[0]), green: Self.encode(c[1]), blue: Self.encode(c[2]), alpha: a)
        case .gray: self.init(red: c[0], green: c[0], blue: c[0], alpha: a)
        case .grayGamma22:
            let v = Self.encode(Self.power(c[0], 2.2))
            self.init(red: v, green: v, blue: v, alpha: a)
        case .linearGray:
            let v = Self.encode(c[0])
            self.init(red: v, green: v, blue: v, alpha: a)
        }
    }

    /// This colour's components (then alpha) in `space`.
    func components(in space: CGColorSpace) -> [Double] {
        let linear = [red, green, blue].map(Self.decode)
        let luminance = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        switch space.encoding {
        case .srgb: return [red, green, blue, alpha]
        case .linearSRGB: return linear + [alpha]
        case .gray: return [Self.encode(luminance), alpha]
        case .grayGamma22: return [Self.power(luminance, 1 / 2.2), alpha]
        case .linearGray: return [luminance, alpha]
        }
    }

    /// The components multiplied by alpha, as Core Animation blends them.
    package var premultiplied: RGBA {
        RGBA(red: red * alpha, green: green * alpha, blue: blue * alpha, alpha: alpha)
    }

    /// sRGB's transfer function, linear light to encoded (IEC 61966-2-1), odd for extended values.
    static func encode(_ v: Double) -> Double {
        let m = abs(v)
        let e = m <= 0.003_130_8 ? 12.92 * m : 1.055 * Foundation.pow(m, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }

    /// sRGB's transfer function, encoded to linear light.
    static func decode(_ v: Double) -> Double {
        let m = abs(v)
        let d = m <= 0.040_45 ? m / 12.92 : Foundation.pow((m + 0.055) / 1.055, 2.4)
        return v < 0 ? -d : d
    }

    private static func power(_ v: Double, _ p: Double) -> Double {
        v < 0 ? -Foundation.pow(-v, p) : Foundation.pow(v, p)
    }
}
