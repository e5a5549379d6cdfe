import Foundation

// What FoldKit's scene files, renderer and animations need of a colour beyond Core Graphics'
// API: hex text, premultiplied components and Core Animation's interpolation.
extension CGColor {
    /// An sRGB colour from straight components.
    package convenience init(_ rgba: RGBA) {
        self.init(srgbRed: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` into sRGB; nil for anything else.
    package convenience init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = Array(hex.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy({ $0.isHexDigit }) else {
            return nil
        }
        func byte(_ i: Int) -> Double {
            Double(Int(String(digits[i * 2...i * 2 + 1]), radix: 16)!) / 255
        }
        self.init(
            srgbRed: byte(0), green: byte(1), blue: byte(2), alpha: digits.count == 8 ? byte(3) : 1)
    }

    /// A colour from premultiplied sRGB components (transparent black for zero alpha).
    package convenience init(
        premultipliedRed r: Double, green g: Double, blue b: Double, alpha a: Double
    ) {
        guard a > 0 else {
            self.init(srgbRed: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        self.init(srgbRed: r / a, green: g / a, blue: b / a, alpha: a)
    }

    /// `#RRGGBBAA`, in sRGB.
    package var hexString: String {
        func h(_ v: Double) -> String {
            let byte = Int((max(0, min(1, v.isNaN ? 0 : v)) * 255).rounded())
            return String(format: "%02X", byte)
        }
        return "#" + h(rgba.red) + h(rgba.green) + h(rgba.blue) + h(rgba.alpha)
    }

    /// Interpolation in premultiplied sRGB, as Core Animation animates colours.
    package func interpolated(to other: CGColor, fraction t: Double) -> CGColor {
        let a = rgba.premultiplied
        let b = other.rgba.premultiplied
        return CGColor(
            premultipliedRed: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
            blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }
}
