// Dynamic Type and the host's settings: the text styles' sizes at every content size category,
// UIFontMetrics, labels that adjust their font, and a host changing the appearance, the text
// size and Reduce Motion while an app runs.
//
// Sources: Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes"
// (the point size of each text style at xSmall … xxxLarge and AX1 … AX5; Large is the default;
// Headline is semibold, the others regular) — the truth the sizes below are checked against,
// copied from those tables. Declarations (developer.apple.com/documentation/uikit):
//   uifont/preferredfont(fortextstyle:compatiblewith:) — `class func preferredFont(forTextStyle
//   style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont`;
//   uifontmetrics — `init(forTextStyle:)`, `class var default: UIFontMetrics`,
//   `scaledFont(for:)`, `scaledFont(for:maximumPointSize:)`, `scaledFont(for:compatibleWith:)`,
//   `scaledValue(for:)`, `scaledValue(for:compatibleWith:)`;
//   uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory — `var
//   adjustsFontForContentSizeCategory: Bool { get set }`, false by default;
//   uicontentsizecategory/didchangenotification, …/newvalueuserinfokey;
//   uiapplication/preferredcontentsizecategory — `var preferredContentSizeCategory:
//   UIContentSizeCategory { get }`.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The HIG's table: each style's sizes, xSmall … xxxLarge, AX1 … AX5.
private let higSizes: [(UIFont.TextStyle, [CGFloat])] = [
    (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
    (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
    (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
    (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
    (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
    (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
    (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 28, 34, 41, 48]),
    (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 38, 44]),
    (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
]

private let categories: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
    .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
]

private final class SizeObserver: NSObject {
    var received: [UIContentSizeCategory] = []
    func changed(_ note: Notification) {
        if let c = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory { received.append(c) }
    }
}

private final class TraitLog: UIView {
    var changes: [(UIUserInterfaceStyle, UIContentSizeCategory)] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append((traitCollection.userInterfaceStyle, traitCollection.preferredContentSizeCategory))
    }
}

@Suite struct DynamicTypeTests {
    @Test func declarations() {
        let preferred: (UIFont.TextStyle, UITraitCollection?) -> UIFont = UIFont.preferredFont(forTextStyle:compatibleWith:)
        let metrics: UIFontMetrics = .default
        let scaledFont: (UIFont, CGFloat, UITraitCollection?) -> UIFont = metrics.scaledFont(for:maximumPointSize:compatibleWith:)
        let scaledValue: (CGFloat, UITraitCollection?) -> CGFloat = metrics.scaledValue(for:compatibleWith:)
        _ = (preferred, scaledFont, scaledValue)
        let label = UILabel()
        #expect(label.adjustsFontForContentSizeCategory == false)
        let adjusting: any UIContentSizeCategoryAdjusting = label
        _ = adjusting
        let name: Notification.Name = UIContentSizeCategory.didChangeNotification
        let key: String = UIContentSizeCategory.newValueUserInfoKey
        _ = (name, key)
        let category: UIContentSizeCategory = UIApplication.shared.preferredContentSizeCategory
        #expect(category == .large, "the default text size")
    }

    /// Every style at every category, as the HIG's tables give them.
    @Test func preferredFontsFollowTheHumanInterfaceGuidelinesTables() {
        for (style, sizes) in higSizes {
            for (category, size) in zip(categories, sizes) {
                let font = UIFont.preferredFont(
                    forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
                #expect(font.pointSize == size, "\(style.rawValue) at \(category.rawValue)")
            }
        }
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17, "the screen's traits: Large")
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        #expect(headline.fontName != UIFont.preferredFont(forTextStyle: .body).fontName, "the headline is semibold")
    }

    /// A custom size scales along its style's curve; a maximum caps it.
    @Test func fontMetricsScaleAlongTheStylesCurve() {
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: xxxl) - 46) < 1e-9, "body: 17 → 23")
        #expect(
            abs(UIFontMetrics(forTextStyle: .caption2).scaledValue(for: 22, compatibleWith: ax5) - 80) < 1e-9,
            "caption 2: 11 → 40")
        #expect(
            UIFontMetrics.default.scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
                == 10)
        let base = UIFont.systemFont(ofSize: 20, weight: .bold)
        let scaled = UIFontMetrics(forTextStyle: .title3).scaledFont(for: base, maximumPointSize: 40, compatibleWith: xxxl)
        #expect(scaled.pointSize == 26, "title 3: 20 → 26")
        #expect(scaled.fontName == base.fontName, "the same face")
        #expect(
            UIFontMetrics(forTextStyle: .title3).scaledFont(for: base, maximumPointSize: 40, compatibleWith: ax5).pointSize
                == 40, "capped: 55 would be larger")
    }
}

extension MediaClockTests {
    /// The host changes the settings while an app runs, as a user would in Settings.
    @Suite(.serialized) struct SystemSettingsTests {
        @Test func aLabelThatAdjustsTakesTheNewTextSizeAndTheAppIsTold() {
            let window = UIWindow(size: CGSize(width: 320, height: 200))
            let driver = HeadlessDriver(window: window, scale: 1)
            defer {
                driver.change(SystemSettings(appearance: .light, contentSize: .large, reduceMotion: false))
                driver.advance(seconds: 1.0 / 60)
            }
            let adjusting = UILabel()
            adjusting.font = .preferredFont(forTextStyle: .body)
            adjusting.adjustsFontForContentSizeCategory = true
            adjusting.text = "Mapo Tofu"
            let custom = UILabel()
            custom.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 20))
            custom.adjustsFontForContentSizeCategory = true
            let fixed = UILabel()
            fixed.font = .preferredFont(forTextStyle: .body)
            let log = TraitLog()
            for v in [adjusting, custom, fixed, log] { window.addSubview(v) }
            _ = log.traitCollection
            let observer = SizeObserver()
            NotificationCenter.default.addObserver(
                observer, selector: SizeObserver.changed, name: UIContentSizeCategory.didChangeNotification, object: nil)
            defer { NotificationCenter.default.removeObserver(observer) }
            let before = adjusting.intrinsicContentSize
            let reduceMotionChanged = Counter()
            let token = NotificationCenter.default.addObserver(
                forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
            ) { _ in reduceMotionChanged.value += 1 }
            defer { NotificationCenter.default.removeObserver(token) }

            driver.change(SystemSettings(appearance: .dark, contentSize: .accessibilityExtraExtraExtraLarge, reduceMotion: true))
            #expect(adjusting.font.pointSize == 17, "delivered at the next frame")
            driver.advance(seconds: 1.0 / 60)
            #expect(adjusting.font.pointSize == 53, "body at AX5")
            #expect(abs(custom.font.pointSize - CGFloat(20) * 53 / 17) < 1e-9, "the headline's curve from 20 points")
            #expect(fixed.font.pointSize == 17, "a label that does not adjust keeps its font")
            #expect(adjusting.intrinsicContentSize.height > before.height * 2.5, "the text is larger")
            #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
            #expect(observer.received == [.accessibilityExtraExtraExtraLarge])
            #expect(log.changes.count == 1 && log.changes.first?.0 == .dark)
            #expect(UIAccessibility.isReduceMotionEnabled)
            #expect(reduceMotionChanged.value == 1)
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 53, "new fonts at the new size")

            driver.change(SystemSettings(contentSize: .extraSmall))
            driver.advance(seconds: 1.0 / 60)
            #expect(adjusting.font.pointSize == 14 && abs(custom.font.pointSize - CGFloat(20) * 14 / 17) < 1e-9)
            #expect(log.changes.last?.0 == .dark, "a setting not given stays as it was")
            #expect(UIAccessibility.isReduceMotionEnabled)
        }
    }
}

private final class Counter: @unchecked Sendable { var value = 0 }
