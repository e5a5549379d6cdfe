import Foundation

/// UIKit's system colours: each a dynamic colour with a light and a dark form, resolved by the
/// traits' `userInterfaceStyle` (light when unspecified). The components are those Apple's Human
/// Interface Guidelines tabulate for iOS (sRGB, 0…255, and alpha) from iOS 15 until their 2025
/// revision; FoldKit has no elevated levels or increased contrast, so each has these two forms.
/// Each is one object, so it equals itself wherever it is read (`UIColor.label == .label`).
extension UIColor {
    public class var systemRed: UIColor { SystemColor.red }
    public class var systemOrange: UIColor { SystemColor.orange }
    public class var systemYellow: UIColor { SystemColor.yellow }
    public class var systemGreen: UIColor { SystemColor.green }
    public class var systemMint: UIColor { SystemColor.mint }
    public class var systemTeal: UIColor { SystemColor.teal }
    public class var systemCyan: UIColor { SystemColor.cyan }
    public class var systemBlue: UIColor { SystemColor.blue }
    public class var systemIndigo: UIColor { SystemColor.indigo }
    public class var systemPurple: UIColor { SystemColor.purple }
    public class var systemPink: UIColor { SystemColor.pink }
    public class var systemBrown: UIColor { SystemColor.brown }
    public class var systemGray: UIColor { SystemColor.gray }
    public class var systemGray2: UIColor { SystemColor.gray2 }
    public class var systemGray3: UIColor { SystemColor.gray3 }
    public class var systemGray4: UIColor { SystemColor.gray4 }
    public class var systemGray5: UIColor { SystemColor.gray5 }
    public class var systemGray6: UIColor { SystemColor.gray6 }

    /// Text of primary, secondary, tertiary and quaternary importance.
    public class var label: UIColor { SystemColor.label }
    public class var secondaryLabel: UIColor { SystemColor.secondaryLabel }
    public class var tertiaryLabel: UIColor { SystemColor.tertiaryLabel }
    public class var quaternaryLabel: UIColor { SystemColor.quaternaryLabel }
    public class var placeholderText: UIColor { SystemColor.placeholderText }
    public class var link: UIColor { SystemColor.link }
    public class var separator: UIColor { SystemColor.separator }
    public class var opaqueSeparator: UIColor { SystemColor.opaqueSeparator }

    /// Backgrounds: the view's, content grouped on it, content grouped within that.
    public class var systemBackground: UIColor { SystemColor.background }
    public class var secondarySystemBackground: UIColor { SystemColor.secondaryBackground }
    public class var tertiarySystemBackground: UIColor { SystemColor.tertiaryBackground }
    public class var systemGroupedBackground: UIColor { SystemColor.groupedBackground }
    public class var secondarySystemGroupedBackground: UIColor { SystemColor.secondaryGroupedBackground }
    public class var tertiarySystemGroupedBackground: UIColor { SystemColor.tertiaryGroupedBackground }

    /// Fills for thin and small shapes (a slider's track), medium ones, large ones, and large areas.
    public class var systemFill: UIColor { SystemColor.fill }
    public class var secondarySystemFill: UIColor { SystemColor.secondaryFill }
    public class var tertiarySystemFill: UIColor { SystemColor.tertiaryFill }
    public class var quaternarySystemFill: UIColor { SystemColor.quaternaryFill }
}

/// The system colours, made once.
private enum SystemColor {
    typealias RGBA = (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)

    static func make(_ light: RGBA, _ dark: RGBA) -> UIColor {
        func color(_ c: RGBA) -> UIColor { UIColor(red: c.r / 255, green: c.g / 255, blue: c.b / 255, alpha: c.a) }
        let l = color(light)
        let d = color(dark)
        return UIColor { $0.userInterfaceStyle == .dark ? d : l }
    }

    static let red = make((255, 59, 48, 1), (255, 69, 58, 1))
    static let orange = make((255, 149, 0, 1), (255, 159, 10, 1))
    static let yellow = make((255, 204, 0, 1), (255, 214, 10, 1))
    static let green = make((52, 199, 89, 1), (48, 209, 88, 1))
    static let mint = make((0, 199, 190, 1), (99, 230, 226, 1))
    static let teal = make((48, 176, 199, 1), (64, 200, 224, 1))
    static let cyan = make((50, 173, 230, 1), (100, 210, 255, 1))
    static let blue = make((0, 122, 255, 1), (10, 132, 255, 1))
    static let indigo = make((88, 86, 214, 1), (94, 92, 230, 1))
    static let purple = make((175, 82, 222, 1), (191, 90, 242, 1))
    static let pink = make((255, 45, 85, 1), (255, 55, 95, 1))
    static let brown = make((162, 132, 94, 1), (172, 142, 104, 1))
    static let gray = make((142, 142, 147, 1), (142, 142, 147, 1))
    static let gray2 = make((174, 174, 178, 1), (99, 99, 102, 1))
    static let gray3 = make((199, 199, 204, 1), (72, 72, 74, 1))
    static let gray4 = make((209, 209, 214, 1), (58, 58, 60, 1))
    static let gray5 = make((229, 229, 234, 1), (44, 44, 46, 1))
    static let gray6 = make((242, 242, 247, 1), (28, 28, 30, 1))

    static let label = make((0, 0, 0, 1), (255, 255, 255, 1))
    static let secondaryLabel = make((60, 60, 67, 0.6), (235, 235, 245, 0.6))
    static let tertiaryLabel = make((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    static let quaternaryLabel = make((60, 60, 67, 0.18), (235, 235, 245, 0.16))
    static let placeholderText = make((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    static let link = make((0, 122, 255, 1), (9, 132, 255, 1))
    static let separator = make((60, 60, 67, 0.29), (84, 84, 88, 0.6))
    static let opaqueSeparator = make((198, 198, 200, 1), (56, 56, 58, 1))

    static let background = make((255, 255, 255, 1), (0, 0, 0, 1))
    static let secondaryBackground = make((242, 242, 247, 1), (28, 28, 30, 1))
    static let tertiaryBackground = make((255, 255, 255, 1), (44, 44, 46, 1))
    static let groupedBackground = make((242, 242, 247, 1), (0, 0, 0, 1))
    static let secondaryGroupedBackground = make((255, 255, 255, 1), (28, 28, 30, 1))
    static let tertiaryGroupedBackground = make((242, 242, 247, 1), (44, 44, 46, 1))

    static let fill = make((120, 120, 128, 0.2), (120, 120, 128, 0.36))
    static let secondaryFill = make((120, 120, 128, 0.16), (120, 120, 128, 0.32))
    static let tertiaryFill = make((118, 118, 128, 0.12), (118, 118, 128, 0.24))
    static let quaternaryFill = make((116, 116, 128, 0.08), (118, 118, 128, 0.18))
}
