// UIKit's system colours: each a dynamic colour whose light and dark forms are Apple's.
//
// Sources: Apple's Human Interface Guidelines, Color, "Specifications" — the iOS system colours
// and the six system grays, light and dark (sRGB 0…255), as tabulated from iOS 15 until the 2025
// revision; the iOS "dynamic system colors" for labels, separators, links, fills and backgrounds
// (components with alpha), as UIKit resolves them. Declarations
// (developer.apple.com/documentation/uikit/uicolor): `class var systemRed: UIColor { get }` …
// `class var systemGray6`, `label`, `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`,
// `placeholderText`, `link`, `separator`, `opaqueSeparator`, `systemBackground`,
// `secondarySystemBackground`, `tertiarySystemBackground`, `systemGroupedBackground`,
// `secondarySystemGroupedBackground`, `tertiarySystemGroupedBackground`, `systemFill`,
// `secondarySystemFill`, `tertiarySystemFill`, `quaternarySystemFill`.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The tables: (colour, light RGBA, dark RGBA), components 0…255 and alpha.
private let table: [(String, UIColor, [CGFloat], [CGFloat])] = [
    ("systemRed", .systemRed, [255, 59, 48, 1], [255, 69, 58, 1]),
    ("systemOrange", .systemOrange, [255, 149, 0, 1], [255, 159, 10, 1]),
    ("systemYellow", .systemYellow, [255, 204, 0, 1], [255, 214, 10, 1]),
    ("systemGreen", .systemGreen, [52, 199, 89, 1], [48, 209, 88, 1]),
    ("systemMint", .systemMint, [0, 199, 190, 1], [99, 230, 226, 1]),
    ("systemTeal", .systemTeal, [48, 176, 199, 1], [64, 200, 224, 1]),
    ("systemCyan", .systemCyan, [50, 173, 230, 1], [100, 210, 255, 1]),
    ("systemBlue", .systemBlue, [0, 122, 255, 1], [10, 132, 255, 1]),
    ("systemIndigo", .systemIndigo, [88, 86, 214, 1], [94, 92, 230, 1]),
    ("systemPurple", .systemPurple, [175, 82, 222, 1], [191, 90, 242, 1]),
    ("systemPink", .systemPink, [255, 45, 85, 1], [255, 55, 95, 1]),
    ("systemBrown", .systemBrown, [162, 132, 94, 1], [172, 142, 104, 1]),
    ("systemGray", .systemGray, [142, 142, 147, 1], [142, 142, 147, 1]),
    ("systemGray2", .systemGray2, [174, 174, 178, 1], [99, 99, 102, 1]),
    ("systemGray3", .systemGray3, [199, 199, 204, 1], [72, 72, 74, 1]),
    ("systemGray4", .systemGray4, [209, 209, 214, 1], [58, 58, 60, 1]),
    ("systemGray5", .systemGray5, [229, 229, 234, 1], [44, 44, 46, 1]),
    ("systemGray6", .systemGray6, [242, 242, 247, 1], [28, 28, 30, 1]),
    ("label", .label, [0, 0, 0, 1], [255, 255, 255, 1]),
    ("secondaryLabel", .secondaryLabel, [60, 60, 67, 0.6], [235, 235, 245, 0.6]),
    ("tertiaryLabel", .tertiaryLabel, [60, 60, 67, 0.3], [235, 235, 245, 0.3]),
    ("quaternaryLabel", .quaternaryLabel, [60, 60, 67, 0.18], [235, 235, 245, 0.16]),
    ("placeholderText", .placeholderText, [60, 60, 67, 0.3], [235, 235, 245, 0.3]),
    ("link", .link, [0, 122, 255, 1], [9, 132, 255, 1]),
    ("separator", .separator, [60, 60, 67, 0.29], [84, 84, 88, 0.6]),
    ("opaqueSeparator", .opaqueSeparator, [198, 198, 200, 1], [56, 56, 58, 1]),
    ("systemBackground", .systemBackground, [255, 255, 255, 1], [0, 0, 0, 1]),
    ("secondarySystemBackground", .secondarySystemBackground, [242, 242, 247, 1], [28, 28, 30, 1]),
    ("tertiarySystemBackground", .tertiarySystemBackground, [255, 255, 255, 1], [44, 44, 46, 1]),
    ("systemGroupedBackground", .systemGroupedBackground, [242, 242, 247, 1], [0, 0, 0, 1]),
    ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, [255, 255, 255, 1], [28, 28, 30, 1]),
    ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, [242, 242, 247, 1], [44, 44, 46, 1]),
    ("systemFill", .systemFill, [120, 120, 128, 0.2], [120, 120, 128, 0.36]),
    ("secondarySystemFill", .secondarySystemFill, [120, 120, 128, 0.16], [120, 120, 128, 0.32]),
    ("tertiarySystemFill", .tertiarySystemFill, [118, 118, 128, 0.12], [118, 118, 128, 0.24]),
    ("quaternarySystemFill", .quaternarySystemFill, [116, 116, 128, 0.08], [118, 118, 128, 0.18]),
]

private func rgba(_ color: UIColor) -> [CGFloat] {
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r * 255, g * 255, b * 255, a]
}

private func close(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
}

@Suite struct UIColorSystemColorsTests {
    @Test func eachHasApplesLightAndDarkForms() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let unspecified = UITraitCollection(userInterfaceStyle: .unspecified)
        for (name, color, l, d) in table {
            #expect(close(rgba(color.resolvedColor(with: light)), l), "\(name) light: \(rgba(color.resolvedColor(with: light)))")
            #expect(close(rgba(color.resolvedColor(with: dark)), d), "\(name) dark: \(rgba(color.resolvedColor(with: dark)))")
            #expect(close(rgba(color.resolvedColor(with: unspecified)), l), "\(name): light when unspecified")
        }
    }

    @Test func eachIsOneColourEqualToItself() {
        #expect(UIColor.label == UIColor.label)
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor.label != UIColor.systemBackground)
        #expect(UIColor.systemBlue != UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1), "dynamic, not its light form")
    }

    /// A view's background in a system colour follows its traits.
    @Test func aViewsSystemBackgroundFollowsItsStyle() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        view.backgroundColor = .systemBackground
        _ = view.traitCollection
        view.overrideUserInterfaceStyle = .dark
        #expect(close(rgba(UIColor(cgColor: try #require(view.layer.backgroundColor))), [0, 0, 0, 1]))
        view.overrideUserInterfaceStyle = .light
        #expect(close(rgba(UIColor(cgColor: try #require(view.layer.backgroundColor))), [255, 255, 255, 1]))
    }
}
