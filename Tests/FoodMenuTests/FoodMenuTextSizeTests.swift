import FoldCore
import FoldHost
import FoldUI
import Foundation
import Testing

@testable import FoodMenu

/// FoodMenu at the user's text size: the cards' fonts and lengths grow with it (up to XXXL's),
/// the rows follow and the folding cells re-plan their pieces; at every size no label shown —
/// on the menu, an open card, the photo viewer, the settings — is cut off: each has room for a
/// line of its font, and a line too wide ends in an ellipsis.
@Suite(.serialized) struct FoodMenuTextSizeTests {
    static func at<T>(_ category: UIContentSizeCategory, _ body: () throws -> T) rethrows -> T {
        UIScreen.main.apply(SystemSettings(contentSize: category))
        defer { UIScreen.main.apply(SystemSettings(contentSize: .large)) }
        return try body()
    }

    /// The labels on screen that are cut off, described.
    static func cutOffLabels(in window: UIWindow) -> [String] {
        var found: [String] = []
        func visit(_ v: UIView) {
            guard !v.isHidden, v.alpha > 0.01 else { return }
            if let label = v as? UILabel, let text = label.text, !text.isEmpty {
                let line = label.font.lineHeight
                if label.bounds.height + 0.5 < line {
                    found.append("\"\(text)\": \(label.bounds.height) pt high for a \(line) pt line")
                }
                let truncating: [NSLineBreakMode] = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle]
                let fits =
                    label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
                    .width <= label.bounds.width + 0.5
                if label.numberOfLines == 1, !fits, !label.adjustsFontSizeToFitWidth,
                    !truncating.contains(label.lineBreakMode)
                {
                    found.append("\"\(text)\": too wide and clipped, not truncated")
                }
            }
            v.subviews.forEach(visit)
        }
        visit(window)
        return found
    }

    /// The menu, the first card open, its photo in the viewer, and the settings sheet.
    static func everyScreen(_ d: AppDriver) throws -> [String: [String]] {
        var cut: [String: [String]] = [:]
        d.wait(0.1)
        cut["menu"] = cutOffLabels(in: d.app.window)
        let first = IndexPath(row: 0, section: 0)
        let cell = try #require(d.controller.tableView.cellForRow(at: first) as? FoodMenuCell)
        d.tap(d.centre(of: cell.foregroundView))
        d.wait(1.2)
        cut["open card"] = cutOffLabels(in: d.app.window)
        d.tap(d.centre(of: cell.openCard.photoView))
        d.wait(0.6)
        let photos = try #require(d.controller.presentedViewController as? PhotoViewerController)
        cut["photo viewer"] = cutOffLabels(in: d.app.window)
        d.tap(d.centre(of: photos.viewer.closeButton))
        d.wait(0.6)
        d.tap(d.centre(of: d.controller.header.settingsButton))
        d.wait(0.6)
        #expect(d.controller.presentedViewController is SettingsController)
        cut["settings"] = cutOffLabels(in: d.app.window)
        return cut
    }

    @Test(arguments: [UIContentSizeCategory.extraSmall, .large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
    func noLabelIsCutOff(_ category: UIContentSizeCategory) throws {
        let cut = try Self.at(category) { try Self.everyScreen(AppDriver()) }
        #expect(cut.count == 4)
        for (screen, labels) in cut.sorted(by: { $0.key < $1.key }) {
            #expect(labels.isEmpty, "\(category.rawValue), \(screen): \(labels)")
        }
    }

    @Test func theCardsGrowWithTheTextAndTheRowsFollow() throws {
        let first = IndexPath(row: 0, section: 0)
        let (rows, fonts, pieces) = try Self.at(.extraExtraExtraLarge) { () throws -> (Double, Double, Double) in
            let d = AppDriver()
            let cell = try #require(d.controller.tableView.cellForRow(at: first) as? FoodMenuCell)
            return (
                Double(d.controller.tableView.rectForRow(at: first).height), Double(cell.closedCard.nameLabel.font.pointSize),
                cell.configuredLayout?.containerHeight ?? 0
            )
        }
        // Body grows from 17 to 23 points at XXXL: the closed card from 165 to 223, its row 237.
        #expect(rows == 237 && abs(fonts - 21 * 23 / 17) < 1e-9 && pieces == 648, "\(rows) \(fonts) \(pieces)")
    }

    /// The user makes the text larger while the menu shows: the rows grow, the labels take the
    /// new size, and a card opened then opens to the new height with its re-planned pieces.
    @Test func aTextSizeChangeWhileRunningRePlansTheCards() throws {
        defer { UIScreen.main.apply(SystemSettings(contentSize: .large)) }
        let d = AppDriver()
        let first = IndexPath(row: 0, section: 0)
        #expect(d.controller.tableView.rectForRow(at: first).height == 179)
        d.step(.settings(SystemSettings(contentSize: .extraExtraExtraLarge)))
        d.wait(0.1)
        #expect(d.controller.tableView.rectForRow(at: first).height == 237)
        let cell = try #require(d.controller.tableView.cellForRow(at: first) as? FoodMenuCell)
        #expect(cell.foregroundHeight == 223 && cell.configuredLayout?.itemCount == 4)
        #expect(abs(cell.closedCard.nameLabel.font.pointSize - 21 * 23 / 17) < 1e-9)
        d.tap(d.centre(of: cell.foregroundView))
        d.wait(1.2)
        #expect(d.controller.tableView.rectForRow(at: first).height == 657, "648 + 9")
        #expect(Self.cutOffLabels(in: d.app.window).isEmpty)
    }
}
