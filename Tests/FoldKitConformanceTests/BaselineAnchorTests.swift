// Baseline constraints put text on one line, whatever the fonts.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uiview/firstbaselineanchor —
//   `var firstBaselineAnchor: NSLayoutYAxisAnchor { get }`, "the baseline for the topmost line
//   of text in the view"; lastBaselineAnchor likewise for the bottommost line;
//   https://developer.apple.com/documentation/uikit/uiview/forfirstbaselinelayout —
//   `var forFirstBaselineLayout: UIView { get }`: "If that view does not have a baseline, Auto
//   Layout uses the view's top edge … The default implementation returns the value contained by
//   forLastBaselineLayout";
//   https://developer.apple.com/documentation/uikit/uiview/forlastbaselinelayout —
//   `var forLastBaselineLayout: UIView { get }`: "If that view does not have a baseline, Auto
//   Layout uses the view's bottom edge … The default implementation returns the receiving view".
// The truth here is the glyphs' ink: an "x" sits on its baseline, so two texts on one baseline
// end their x's on the same pixel row, at any size.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct BaselineAnchorTests {
        static let size = CGSize(width: 320, height: 240)

        /// A window of views laid out and drawn at scale 1, black text on white.
        func render(_ build: (UIView) -> Void) throws -> CGContext {
            let window = UIWindow(size: Self.size)
            window.backgroundColor = .white
            build(window)
            let driver = HeadlessDriver(window: window, scale: 1)
            driver.advance(seconds: 1.0 / 60)
            let c = try rgbaContext(Int(Self.size.width), Int(Self.size.height))
            c.draw(driver.render(), in: CGRect(origin: .zero, size: Self.size))
            return c
        }

        /// The lowest row with dark ink in columns `xs`.
        func lowestInk(_ c: CGContext, _ xs: Range<Int>) -> Int? {
            (0..<Int(Self.size.height)).last { row in xs.contains { rgba(c, $0, row)[0] < 128 } }
        }

        func label(_ text: String, _ size: CGFloat) -> UILabel {
            let l = UILabel()
            l.text = text
            l.font = .systemFont(ofSize: size)
            l.textColor = .black
            l.translatesAutoresizingMaskIntoConstraints = false
            return l
        }

        @Test func declarations() {
            let first: KeyPath<UIView, NSLayoutYAxisAnchor> = \UIView.firstBaselineAnchor
            let last: KeyPath<UIView, NSLayoutYAxisAnchor> = \UIView.lastBaselineAnchor
            let forFirst: KeyPath<UIView, UIView> = \UIView.forFirstBaselineLayout
            let forLast: KeyPath<UIView, UIView> = \UIView.forLastBaselineLayout
            let v = UIView()
            #expect(v[keyPath: forFirst] === v && v[keyPath: forLast] === v)
            let made = [v[keyPath: first], v[keyPath: last]].map { $0.constraint(equalTo: v.topAnchor) }
            #expect(made.map(\.firstAttribute) == [.firstBaseline, .lastBaseline] && made.allSatisfy { $0.firstItem === v })
        }

        @Test func labelsOfDifferentSizesShareAFirstBaseline() throws {
            var big: UILabel!
            var small: UILabel!
            let c = try render { root in
                big = label("xxxx", 40)
                small = label("xxxx", 13)
                root.addSubview(big)
                root.addSubview(small)
                NSLayoutConstraint.activate([
                    big.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                    big.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
                    small.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
                    small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
                ])
            }
            let bigInk = try #require(lowestInk(c, 10..<150))
            let smallInk = try #require(lowestInk(c, 200..<260))
            #expect(abs(bigInk - smallInk) <= 1, "x's end on rows \(bigInk) and \(smallInk)")
            // Not bottoms aligned: the big font's descent is taller.
            #expect(abs(big.frame.maxY - small.frame.maxY) > 4, "\(big.frame) \(small.frame)")
        }

        @Test func aLastBaselineIsTheBottomLinesOfAWrappedLabel() throws {
            var lines: UILabel!
            var tail: UILabel!
            let c = try render { root in
                lines = label("xxx xxx xxx", 20)
                lines.numberOfLines = 0
                tail = label("xx", 30)
                root.addSubview(lines)
                root.addSubview(tail)
                NSLayoutConstraint.activate([
                    lines.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                    lines.widthAnchor.constraint(equalToConstant: 60),
                    lines.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                    tail.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
                    tail.firstBaselineAnchor.constraint(equalTo: lines.lastBaselineAnchor),
                ])
            }
            #expect(lines.frame.height > 60, "three lines: \(lines.frame)")
            let linesInk = try #require(lowestInk(c, 10..<70))
            let tailInk = try #require(lowestInk(c, 200..<260))
            #expect(abs(linesInk - tailInk) <= 1, "x's end on rows \(linesInk) and \(tailInk)")
        }

        @Test func aViewWithoutTextUsesItsTopForFirstAndBottomForLast() throws {
            var box: UIView!
            var above: UIView!
            var below: UIView!
            _ = try render { root in
                box = UIView()
                above = UIView()
                below = UIView()
                for v in [box!, above!, below!] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(v)
                }
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                    box.heightAnchor.constraint(equalToConstant: 30),
                    above.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
                    above.heightAnchor.constraint(equalToConstant: 10),
                    below.lastBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor),
                    below.heightAnchor.constraint(equalToConstant: 10),
                ])
            }
            #expect(above.frame.minY == 50, "\(above.frame)")
            #expect(below.frame.maxY == 80, "\(below.frame)")
        }

        /// A view that names a label for its baseline is aligned by the label's text.
        final class Caption: UIView {
            let text = UILabel()
            override var forLastBaselineLayout: UIView { text }
        }

        @Test func aViewAlignsByTheSubviewItNames() throws {
            var caption: Caption!
            var other: UILabel!
            let c = try render { root in
                caption = Caption()
                caption.translatesAutoresizingMaskIntoConstraints = false
                caption.text.text = "xxxx"
                caption.text.font = .systemFont(ofSize: 24)
                caption.text.textColor = .black
                caption.text.frame = CGRect(x: 0, y: 30, width: 100, height: 30)
                caption.addSubview(caption.text)
                other = label("xx", 12)
                root.addSubview(caption)
                root.addSubview(other)
                NSLayoutConstraint.activate([
                    caption.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                    caption.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                    caption.widthAnchor.constraint(equalToConstant: 100),
                    caption.heightAnchor.constraint(equalToConstant: 80),
                    other.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
                    other.firstBaselineAnchor.constraint(equalTo: caption.firstBaselineAnchor),
                ])
            }
            let captionInk = try #require(lowestInk(c, 10..<110))
            let otherInk = try #require(lowestInk(c, 200..<240))
            #expect(abs(captionInk - otherInk) <= 1, "x's end on rows \(captionInk) and \(otherInk)")
        }

        @Test func aHorizontalStackAlignsItsViewsByBaseline() throws {
            var stack: UIStackView!
            let c = try render { root in
                let big = label("xxxx", 40)
                let small = label("xxxx", 13)
                stack = UIStackView(arrangedSubviews: [small, big])
                stack.axis = .horizontal
                stack.alignment = .firstBaseline
                stack.spacing = 20
                stack.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                    stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
                ])
            }
            let small = stack.arrangedSubviews[0]
            let big = stack.arrangedSubviews[1]
            let smallInk = try #require(lowestInk(c, Int(small.frame.minX) + 10..<Int(small.frame.maxX) + 10))
            let bigInk = try #require(lowestInk(c, Int(big.frame.minX) + 10..<Int(big.frame.maxX) + 10))
            #expect(abs(bigInk - smallInk) <= 1, "x's end on rows \(bigInk) and \(smallInk)")
            #expect(big.frame.minY == 0 && stack.frame.height == big.frame.height, "the tall one spans the stack: \(stack.frame)")
        }

        @Test func aBaselineRelativeVerticalStackSpacesBaselines() throws {
            var stack: UIStackView!
            let c = try render { root in
                stack = UIStackView(arrangedSubviews: [label("xxxx", 30), label("xxxx", 12)])
                stack.axis = .vertical
                stack.alignment = .leading
                stack.spacing = 40
                stack.isBaselineRelativeArrangement = true
                stack.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                    stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                ])
            }
            // The first label's x's end above y 55 (its baseline is about 38); the second's below.
            let firstInk = try #require((0..<55).last { row in (10..<120).contains { rgba(c, $0, row)[0] < 128 } })
            let secondInk = try #require(lowestInk(c, 10..<60))
            #expect(abs(secondInk - firstInk - 40) <= 1, "baselines on rows \(firstInk) and \(secondInk)")
        }

        @Test func aButtonAlignsByItsTitle() throws {
            var button: UIButton!
            var other: UILabel!
            let c = try render { root in
                button = UIButton(type: .system)
                button.setTitle("xxxx", for: .normal)
                button.setTitleColor(.black, for: .normal)
                button.titleLabel?.font = .systemFont(ofSize: 30)
                button.translatesAutoresizingMaskIntoConstraints = false
                other = label("xx", 12)
                root.addSubview(button)
                root.addSubview(other)
                NSLayoutConstraint.activate([
                    button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                    button.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
                    button.heightAnchor.constraint(equalToConstant: 90),
                    other.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
                    other.lastBaselineAnchor.constraint(equalTo: button.lastBaselineAnchor),
                ])
            }
            let buttonInk = try #require(lowestInk(c, 10..<150))
            let otherInk = try #require(lowestInk(c, 200..<240))
            #expect(abs(buttonInk - otherInk) <= 1, "x's end on rows \(buttonInk) and \(otherInk)")
        }

        @Test func aLayoutGuideHasNoBaseline() {
            let v = UIView()
            let guide = UILayoutGuide()
            v.addLayoutGuide(guide)
            let c = NSLayoutConstraint(
                item: guide, attribute: .firstBaseline, relatedBy: .equal, toItem: v, attribute: .top, multiplier: 1,
                constant: 0)
            c.isActive = true
            #expect(!c.isActive, "refused with a message")
        }
    }
}
