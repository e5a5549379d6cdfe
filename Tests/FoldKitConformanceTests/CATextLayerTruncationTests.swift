// `truncationMode`: a string that passes its layer's bounds is cut with an ellipsis. Held to
// what the cut must be: the longest prefix (`.end`) or suffix (`.start`) whose text and "…" fit
// the width, measured here one character at a time, drawn untruncated by the same layer — the
// truncated layer must give the same pixels. A string that fits is drawn as it is; `.none` clips.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/quartzcore/catextlayer/truncationmode —
//   `var truncationMode: CATextLayerTruncationMode { get set }`, "Determines how the string is
//   truncated to fit within the receiver's bounds", default `none`;
//   https://developer.apple.com/documentation/quartzcore/catextlayertruncationmode —
//   `struct CATextLayerTruncationMode`, `none`, `start`, `end`, `middle`.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct CATextLayerTruncationTests {
        static let width = 120.0
        static let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

        static func text(_ string: String, _ mode: CATextLayerTruncationMode, alignment: CATextLayerAlignmentMode = .left)
            -> CALayer
        {
            let layer = CATextLayer()
            layer.frame = CGRect(x: 0, y: 0, width: width, height: 24)
            layer.string = string
            layer.fontSize = 16
            layer.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            layer.alignmentMode = alignment
            layer.truncationMode = mode
            return layer
        }

        static func render(_ layer: CALayer) -> Bitmap {
            let root = CALayer()
            root.frame = CGRect(origin: .zero, size: layer.bounds.size)
            root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            root.addSublayer(layer)
            return HeadlessDriver(rootLayer: root, scale: 2).render().bitmap
        }

        /// How wide `string` is in the layers' font.
        static func measure(_ string: String) -> Double {
            Double(TextMetrics.size(of: string, font: Font(family: nil, size: 16), scale: 2).width)
        }

        @Test func declarations() {
            let mode: ReferenceWritableKeyPath<CATextLayer, CATextLayerTruncationMode> = \.truncationMode
            let layer = CATextLayer()
            #expect(layer[keyPath: mode] == .none)
            layer[keyPath: mode] = .middle
            #expect(layer.truncationMode == .middle)
            #expect(
                [CATextLayerTruncationMode.none, .start, .end, .middle].map(\.rawValue) == ["none", "start", "end", "middle"])
            #expect(CATextLayerTruncationMode(rawValue: "end") == .end)
        }

        @Test func theEndGivesWayToAnEllipsis() throws {
            // The longest prefix that fits with "…".
            let prefix = try #require(
                (1...Self.letters.count).map { String(Self.letters.prefix($0)) }.last { Self.measure($0 + "…") <= Self.width })
            #expect(prefix.count < Self.letters.count - 3)
            let cut = Self.render(Self.text(Self.letters, .end))
            let asPrefix = cut == Self.render(Self.text(prefix + "…", .none))
            let asWhole = cut == Self.render(Self.text(Self.letters, .none))
            #expect(asPrefix && !asWhole)
        }

        @Test func theStartGivesWayToAnEllipsis() throws {
            // Pango sets the ellipsis apart from the letters after it, so the check is on the
            // letters: flush right, the longest suffix that fits with "…" is the untruncated
            // string's end, and nothing of the letter before it shows.
            let suffix = try #require(
                (1...Self.letters.count).map { String(Self.letters.suffix($0)) }.last { Self.measure("…" + $0) <= Self.width })
            #expect(suffix.count < Self.letters.count - 3)
            let cut = Self.render(Self.text(Self.letters, .start, alignment: .right))
            let clipped = Self.render(Self.text(Self.letters, .none, alignment: .right))
            let w = cut.width
            let h = cut.height
            func same(_ columns: Range<Int>) -> Bool {
                (0..<h).allSatisfy { y in columns.allSatisfy { x in cut.pixels[y * w + x] == clipped.pixels[y * w + x] } }
            }
            let kept = Int((Self.measure(suffix) * 2).rounded(.down)) - 1
            #expect(same((w - kept)..<w))
            let before = Int((Self.measure(String(Self.letters.suffix(suffix.count + 1))) * 2).rounded(.down)) - 1
            #expect(!same((w - before)..<(w - kept)))
            // The ellipsis is drawn left of the letters, within the width.
            let ellipsis = Int((Self.measure("…" + suffix) * 2).rounded(.up)) + 1
            let inkLeft = (0..<h).contains { y in
                (max(0, w - ellipsis)..<(w - kept)).contains { x in cut.pixels[y * w + x] != 0xFFFF_FFFF }
            }
            #expect(inkLeft)
        }

        @Test func theMiddleKeepsBothEnds() {
            let cut = Self.render(Self.text(Self.letters, .middle))
            let clipped = Self.render(Self.text(Self.letters, .none))
            let end = Self.render(Self.text(Self.letters, .end))
            #expect(cut != clipped && cut != end)
            // The start is where the untruncated string has it.
            let (w, h) = (clipped.width, clipped.height)
            let firstLetter = (0..<h).allSatisfy { y in
                (0..<12).allSatisfy { x in cut.pixels[y * w + x] == clipped.pixels[y * w + x] }
            }
            #expect(firstLetter)
            // …and the end of the string is in it: its last letter, drawn alone at the right.
            let right = Self.render(Self.text(Self.letters, .middle, alignment: .right))
            let z = Self.render(Self.text("Z", .none, alignment: .right))
            let lastLetter = (0..<h).allSatisfy { y in
                (w - 16..<w).allSatisfy { x in right.pixels[y * w + x] == z.pixels[y * w + x] }
            }
            #expect(lastLetter)
        }

        @Test(arguments: [CATextLayerTruncationMode.start, .end, .middle])
        func aStringThatFitsIsNotCut(_ mode: CATextLayerTruncationMode) {
            let left = Self.render(Self.text("ABC", mode)) == Self.render(Self.text("ABC", .none))
            let centered =
                Self.render(Self.text("ABC", mode, alignment: .center))
                == Self.render(Self.text("ABC", .none, alignment: .center))
            #expect(left && centered)
        }

        @Test func aWrappedStringIsCutOnTheLastLineThatFits() throws {
            // Two lines fit the height; the words run to four.
            let words = "one two three four five six seven eight nine ten eleven twelve"
            func wrapped(_ mode: CATextLayerTruncationMode) -> CATextLayer {
                let layer = Self.text(words, mode) as! CATextLayer
                layer.isWrapped = true
                layer.frame = CGRect(x: 0, y: 0, width: Self.width, height: 44)
                return layer
            }
            let cut = Self.render(wrapped(.end))
            let whole = Self.render(wrapped(.none))
            let lineHeight = Double(TextMetrics.size(of: "one", font: Font(family: nil, size: 16), scale: 2).height)
            #expect(2 * lineHeight <= 44 && 3 * lineHeight > 44)
            // The first line as the uncut text has it; the second differs (it ends in "…"); nothing below two lines.
            let w = cut.width
            let firstLine = Int(lineHeight * 2) - 2
            let firstSame = cut.pixels[0..<(firstLine * w)] == whole.pixels[0..<(firstLine * w)]
            let differs = cut != whole
            #expect(firstSame && differs)
            let below = Int((2 * lineHeight * 2).rounded(.up)) + 1
            #expect(cut.pixels[(below * w)...].allSatisfy { $0 == 0xFFFF_FFFF })
        }

        @Test func theSceneFileSaysItCannotTruncate() throws {
            let layer = Self.text(Self.letters, .end)
            let scene = Scene(size: CGSize(width: 10, height: 10), layers: [layer])
            let error = #expect(throws: SceneWriteError.self) { try SceneWriter.data(for: scene) }
            #expect(error?.description.contains("truncationMode end") == true)
        }
    }
}
