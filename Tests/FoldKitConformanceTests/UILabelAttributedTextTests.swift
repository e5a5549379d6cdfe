// A label's styled text, and a text layer's attributed string.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uilabel/attributedtext —
//   `@NSCopying var attributedText: NSAttributedString? { get set }`, "nil by default.
//   Assigning a new value to this property also replaces the value of the text property with
//   the same string data … assigning a new value updates the values in the font, textColor, and
//   other style-related properties so that they reflect the style information starting at
//   location 0 in the attributed string";
//   https://developer.apple.com/documentation/uikit/uilabel/text — "Assigning a new value to this
//   property also replaces the value of the attributedText property with the same text, although
//   without any inherent style attributes";
//   https://developer.apple.com/documentation/uikit/uilabel/font — "If you're using styled text,
//   assigning a new value to this property applies the font to the entirety of the string in the
//   attributedText property";
//   https://developer.apple.com/documentation/quartzcore/catextlayer/string — "The text to be
//   rendered by the receiver … can be either an NSString or NSAttributedString".
// The truth: the ink's colours on screen, and the tallest run's line height. Adjacent runs
// differ in how many keys they set (swift-corelibs-foundation halts comparing two runs'
// attributes of the same count with different NSObject values under one key; docs/porting.md).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct UILabelAttributedTextTests {
        static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

        static var styled: NSAttributedString {
            let s = NSMutableAttributedString(
                string: "Mapo ", attributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: red])
            s.append(
                NSAttributedString(
                    string: "Tofu",
                    attributes: [
                        .font: UIFont.boldSystemFont(ofSize: 34), .foregroundColor: blue,
                        .underlineStyle: NSUnderlineStyle.single.rawValue,
                    ]))
            return s
        }

        @Test func declarations() {
            let label = UILabel()
            let styled: NSAttributedString? = label.attributedText
            #expect(styled == nil, "nil by default")
        }

        @Test func settingItSetsTheTextAndTheStylesOfItsFirstCharacter() {
            let label = UILabel()
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            style.lineBreakMode = .byTruncatingMiddle
            // Each run made with its attributes (not `addAttribute` over both: that compares runs
            // of the same count, which swift-corelibs-foundation can halt on; docs/porting.md).
            let s = NSMutableAttributedString(
                string: "Mapo ", attributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: Self.red, .paragraphStyle: style])
            s.append(
                NSAttributedString(
                    string: "Tofu",
                    attributes: [
                        .font: UIFont.boldSystemFont(ofSize: 34), .foregroundColor: Self.blue,
                        .underlineStyle: NSUnderlineStyle.single.rawValue, .paragraphStyle: style,
                    ]))
            label.attributedText = s
            #expect(label.text == "Mapo Tofu")
            #expect(label.font.pointSize == 15 && label.textColor == Self.red)
            #expect(label.textAlignment == .center && label.lineBreakMode == .byTruncatingMiddle)
            // A copy: editing the string given does not restyle the label.
            s.replaceCharacters(in: NSRange(location: 0, length: 4), with: "Kung")
            s.addAttribute(.kern, value: 4, range: NSRange(location: 0, length: 4))
            #expect(label.text == "Mapo Tofu" && label.attributedText?.string == "Mapo Tofu")
            #expect(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) == nil)
            #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == Self.red)
            #expect(
                label.attributedText?.attribute(.font, at: 6, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 34)
            )
        }

        @Test func settingTextDropsTheStylesAndSettingAFontRestylesAll() throws {
            let label = UILabel()
            label.attributedText = Self.styled
            label.font = .systemFont(ofSize: 20)
            let all = try #require(label.attributedText)
            var fonts: [UIFont] = []
            all.enumerateAttribute(.font, in: NSRange(location: 0, length: all.length)) { value, _, _ in
                if let f = value as? UIFont { fonts.append(f) }
            }
            #expect(fonts.allSatisfy { $0.pointSize == 20 } && !fonts.isEmpty, "the font applies to the whole string")
            #expect(all.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == Self.blue, "colours stay")
            label.text = "Kung Pao"
            let plain = try #require(label.attributedText)
            #expect(plain.string == "Kung Pao")
            #expect(plain.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == label.textColor)
            label.attributedText = nil
            #expect(label.text == nil && label.attributedText == nil)
        }

        @Test func itMeasuresItsTallestRun() {
            let label = UILabel()
            label.attributedText = Self.styled
            let size = label.intrinsicContentSize
            let big = UIFont.boldSystemFont(ofSize: 34).lineHeight
            #expect(size.height >= big.rounded(.down) && size.height <= big.rounded(.up) + 1, "\(size.height) vs \(big)")
            #expect(size.width == Self.styled.size().width.rounded(.up))
        }

        /// The label drawn in a window at scale 1: the columns with red ink and with blue ink.
        func inkColumns(_ label: UILabel) throws -> (red: [Int], blue: [Int]) {
            label.frame = CGRect(x: 10, y: 10, width: 220, height: 60)
            let c = try renderedWindow(240, 80, showing: label)
            func columns(_ isInk: ([Int]) -> Bool) -> [Int] {
                (0..<240).filter { x in (0..<80).contains { isInk(rgba(c, x, $0)) } }
            }
            return (columns { $0[0] > 150 && $0[1] < 100 && $0[2] < 100 }, columns { $0[2] > 150 && $0[0] < 100 && $0[1] < 100 })
        }

        @Test func eachRunShowsInItsColourOnScreen() throws {
            let label = UILabel()
            label.attributedText = Self.styled
            let ink = try inkColumns(label)
            #expect(!ink.red.isEmpty && !ink.blue.isEmpty, "both runs drawn")
            #expect((ink.red.max() ?? 0) < (ink.blue.min() ?? 0), "\"Mapo\" in red left of \"Tofu\" in blue")
            // Plain text afterwards: one colour.
            label.text = "Mapo Tofu"
            label.textColor = Self.red
            let plain = try inkColumns(label)
            #expect(plain.blue.isEmpty && !plain.red.isEmpty)
        }

        @Test func runsThatDifferOnlyInColourKeepTheirColours() throws {
            // Glyphs apart (no kerning pair overlaps), as the compositor's cached glyph masks
            // would draw them — in the label's one colour.
            let s = NSMutableAttributedString(string: "xxxx ", attributes: [.foregroundColor: Self.red])
            s.append(
                NSAttributedString(
                    string: "nnnn", attributes: [.foregroundColor: Self.blue, .font: UIFont.systemFont(ofSize: 17)]))
            let label = UILabel()
            label.attributedText = s
            let ink = try inkColumns(label)
            #expect(!ink.red.isEmpty && !ink.blue.isEmpty && (ink.red.max() ?? 0) < (ink.blue.min() ?? 0))
        }

        @Test func aTextLayerDrawsAnAttributedString() throws {
            let layer = CATextLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 240, height: 60)
            layer.backgroundColor = UIColor.white.cgColor
            layer.fontSize = 20
            layer.foregroundColor = Self.red.cgColor
            // Core Text's colour key takes a CGColor, as on Apple platforms.
            let s = NSMutableAttributedString(string: "red ")
            s.append(
                NSAttributedString(string: "blue", attributes: [NSAttributedString.Key("CTForegroundColor"): Self.blue.cgColor]))
            layer.string = s
            #expect((layer.string as? NSAttributedString)?.string == "red blue")
            let c = try drawnOnWhite(240, 60) {
                if let context = UIGraphicsGetCurrentContext() { layer.render(in: context) }
            }
            func columns(_ isInk: ([Int]) -> Bool) -> [Int] {
                (0..<240).filter { x in (0..<60).contains { isInk(rgba(c, x, $0)) } }
            }
            let reds = columns { $0[0] > 150 && $0[1] < 100 && $0[2] < 100 }
            let blues = columns { $0[2] > 150 && $0[0] < 100 && $0[1] < 100 }
            #expect(
                !reds.isEmpty && !blues.isEmpty && (reds.max() ?? 0) < (blues.min() ?? 0), "the layer's colour, then the run's")
        }

        @Test func aSceneFileSaysItCannotStyleParts() throws {
            let layer = CATextLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 24)
            layer.string = NSAttributedString(string: "Tofu", attributes: [.foregroundColor: Self.blue])
            let scene = Scene(size: CGSize(width: 100, height: 24), layers: [layer])
            let error = #expect(throws: SceneWriteError.self) { try SceneWriter.data(for: scene) }
            #expect(error?.description.contains("attributed string") == true)
            layer.string = "Tofu"
            #expect(throws: Never.self) { try SceneWriter.data(for: scene) }
        }
    }
}
