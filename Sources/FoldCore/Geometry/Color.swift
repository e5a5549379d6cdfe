import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, components in 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = Array(hex.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy({ $0.isHexDigit }) else { return nil }
        func byte(_ i: Int) -> Double { Double(Int(String(digits[i * 2...i * 2 + 1]), radix: 16)!) / 255 }
        self.init(red: byte(0), green: byte(1), blue: byte(2), alpha: digits.count == 8 ? byte(3) : 1)
    }

    /// The components multiplied by alpha, as Core Animation blends them.
    public var premultiplied: (red: Double, green: Double, blue: Double, alpha: Double) {
        (red * alpha, green * alpha, blue * alpha, alpha)
    }

    /// A colour from premultiplied components (black for zero alpha).
    public init(premultipliedRed r: Double, green g: Double, blue b: Double, alpha a: Double) {
        guard a > 0 else {
            self = .clear
            return
        }
        self.init(red: r / a, green: g / a, blue: b / a, alpha: a)
    }

    /// `#RRGGBBAA`.
    public var hexString: String {
        func h(_ v: Double) -> String {
            let byte = Int((max(0, min(1, v)) * 255).rounded())
            return String(format: "%02X", byte)
        }
        return "#" + h(red) + h(green) + h(blue) + h(alpha)
    }

    public var description: String { hexString }

    /// Interpolation in premultiplied sRGB, as Core Animation animates colours.
    public func interpolated(to other: Color, fraction t: Double) -> Color {
        let a = premultiplied, b = other.premultiplied
        return Color(
            premultipliedRed: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
            blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }
}
