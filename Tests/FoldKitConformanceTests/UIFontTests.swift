// UIFont, and UILabel's font and text colour, as UIKit declares and documents them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uifont — `init?(name fontName: String, size
//   fontSize: CGFloat)` ("nil if … not found"), `class func systemFont(ofSize:)`,
//   `systemFont(ofSize:weight:)`, `boldSystemFont(ofSize:)`, `preferredFont(forTextStyle:)`,
//   `pointSize`, `familyName`, `fontName`, `lineHeight`, `withSize(_:)`, `labelFontSize`,
//   `buttonFontSize`, `smallSystemFontSize`, `systemFontSize`;
//   https://developer.apple.com/documentation/uikit/uifont/weight — ultraLight −0.8, thin −0.6,
//   light −0.4, regular 0, medium 0.23, semibold 0.3, bold 0.4, heavy 0.56, black 0.62;
//   Human Interface Guidelines, Typography, iOS Dynamic Type sizes at Large (the default):
//   large title 34, title 1 28, title 2 22, title 3 20, headline 17 semibold, body 17,
//   callout 16, subhead 15, footnote 13, caption 1 12, caption 2 11;
//   https://developer.apple.com/documentation/uikit/uilabel/font — "the system font at a size of
//   17 points" by default; …/uilabel/textcolor — `var textColor: UIColor!`.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct UIFontTests {
    @Test func declarations() {
        let named: (String, CGFloat) -> UIFont? = UIFont.init(name:size:)
        let system: (CGFloat) -> UIFont = UIFont.systemFont(ofSize:)
        let weighted: (CGFloat, UIFont.Weight) -> UIFont = UIFont.systemFont(ofSize:weight:)
        let bold: (CGFloat) -> UIFont = UIFont.boldSystemFont(ofSize:)
        let preferred: (UIFont.TextStyle) -> UIFont = UIFont.preferredFont(forTextStyle:)
        let resized: (UIFont) -> (CGFloat) -> UIFont = UIFont.withSize
        let size: KeyPath<UIFont, CGFloat> = \.pointSize
        let family: KeyPath<UIFont, String> = \.familyName
        let name: KeyPath<UIFont, String> = \.fontName
        let line: KeyPath<UIFont, CGFloat> = \.lineHeight
        let labelFont: ReferenceWritableKeyPath<UILabel, UIFont?> = \.font
        let labelColor: ReferenceWritableKeyPath<UILabel, UIColor?> = \.textColor
        _ = (named, system, weighted, bold, preferred, resized, size, family, name, line, labelFont, labelColor)
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18)
        #expect(UIFont.smallSystemFontSize == 12 && UIFont.systemFontSize == 14)
    }

    @Test func textStylesHaveTheDefaultDynamicTypeSizes() {
        let styles: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in styles { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style)") }
        #expect(UIFont.preferredFont(forTextStyle: .headline) == .systemFont(ofSize: 17, weight: .semibold))
    }

    @Test func aNamedFontExistsOnlyWhenInstalled() {
        #expect(UIFont(name: "No Such Typeface", size: 12) == nil)
        let serif = UIFont(name: "DejaVu Serif", size: 12)
        #expect(serif?.familyName == "DejaVu Serif" && serif?.pointSize == 12)
        #expect(serif?.withSize(30).pointSize == 30 && serif?.withSize(30).familyName == "DejaVu Serif")
    }

    @Test func lineHeightScalesWithThePointSize() {
        let small = UIFont.systemFont(ofSize: 17).lineHeight
        let large = UIFont.systemFont(ofSize: 34).lineHeight
        #expect(small > 17 && small < 17 * 1.5)
        #expect(abs(large - 2 * small) <= 1)
    }

    @Test func aLabelDrawsInItsFont() {
        let label = UILabel()
        #expect(label.font == .systemFont(ofSize: 17))
        label.text = "Kung Pao Chicken"
        let regular = label.intrinsicContentSize
        label.font = .boldSystemFont(ofSize: 17)
        let boldSize = label.intrinsicContentSize
        #expect(boldSize.width > regular.width)
        label.font = .systemFont(ofSize: 34)
        #expect(label.intrinsicContentSize.height >= 2 * regular.height - 2)
        label.textColor = .red
        #expect(label.textColor == .red)
    }
}
