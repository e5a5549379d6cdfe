import FoldCore
import FoldEffects
import FoldUI
import Foundation
import Testing

/// Configurations that cannot work throw `EffectConfigurationError` naming the rule and the numbers.
@Suite struct FoldingCellConfigurationTests {
    func error(_ configure: (FoldingCell) -> Void) -> EffectConfigurationError? {
        let cell = FoldingCell(style: .default, reuseIdentifier: nil)
        cell.itemCount = 4
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 179)
        configure(cell)
        do {
            try cell.configure()
            return nil
        } catch let e as EffectConfigurationError {
            #expect(cell.configuredLayout == nil)
            return e
        } catch { return nil }
    }

    @Test func twoPiecesNeedExactlyTwiceTheForeground() throws {
        let e = try #require(
            error {
                $0.itemCount = 2
                $0.containerHeight = 331
            })
        #expect(e.setting == "containerHeight" && e.message.contains("330") && e.message.contains("331"))
        #expect(
            error {
                $0.itemCount = 2
                $0.containerHeight = 330
            } == nil)
    }

    @Test func moreThanTwoPiecesNeedRoomBelowTheFirstTwo() throws {
        let e = try #require(
            error {
                $0.itemCount = 4
                $0.containerHeight = 300
            })
        #expect(e.message.contains("330") && e.message.contains("300"))
        #expect(
            error {
                $0.itemCount = 3
                $0.containerHeight = 330
            } != nil)
    }

    /// One entry per fold at least; as Ramotion reads only the first n − 1, more are ignored (its
    /// README gives n), and none means the demo's.
    @Test func durationArraysNeedAnEntryPerFold() throws {
        let e = try #require(error { $0.durationsForExpandedState = [0.3, 0.2] })
        #expect(e.setting == "durationsForExpandedState" && e.message.contains("3") && e.message.contains("2"))
        let c = try #require(error { $0.durationsForCollapsedState = [0.3] })
        #expect(c.setting == "durationsForCollapsedState")
        #expect(error { $0.durationsForCollapsedState = [0.33, 0.26, 0.26, 0.26] } == nil)
        #expect(
            error {
                $0.durationsForExpandedState = []
                $0.durationsForCollapsedState = []
            } == nil)
    }

    @Test(arguments: [Double.nan, 0, -0.1, .infinity])
    func badDurationsAndSizesAreRefused(_ v: Double) {
        #expect(error { $0.durationsForExpandedState = [0.26, v, 0.2] }?.setting == "durationsForExpandedState[1]")
        #expect(error { $0.foregroundHeight = v } != nil)
        #expect(error { $0.containerHeight = v } != nil)
        #expect(error { $0.pieceHeights = [165, 165, v, 149 - v] } != nil)
    }

    @Test func freeHeightsMustAddUpAndMatchTheForeground() throws {
        let sum = try #require(error { $0.pieceHeights = [165, 165, 100, 40] })
        #expect(sum.setting == "pieceHeights" && sum.message.contains("479") && sum.message.contains("470"))
        let count = try #require(error { $0.pieceHeights = [165, 165, 149] })
        #expect(count.message.contains("itemCount = 4"))
        let top = try #require(error { $0.pieceHeights = [160, 170, 100, 49] })
        #expect(top.setting == "pieceHeights[0]")
        #expect(error { $0.pieceHeights = [165, 165, 100, 49] } == nil)
    }

    @Test func aRemainderPieceTakesWhatIsLeft() throws {
        let h = try FoldingCellLayout.remainderPieceHeights(foregroundHeight: 165, containerHeight: 479, maximumPieceHeight: 60)
        #expect(h == [165, 165, 60, 60, 29])
        #expect(throws: EffectConfigurationError.self) {
            try FoldingCellLayout.remainderPieceHeights(foregroundHeight: 165, containerHeight: 300, maximumPieceHeight: 60)
        }
    }

    @Test func itemCountBelowTwoIsRefused() {
        #expect(error { $0.itemCount = 1 }?.setting == "itemCount")
    }

    @Test func shadingOutOfRangeIsRefused() {
        #expect(error { $0.shading = FoldShading(maximumDarkness: 1.5) }?.setting == "shading.maximumDarkness")
    }

    /// A cell whose configuration was refused still opens and closes (without animation).
    @Test func aRefusedConfigurationNeverCrashes() {
        let cell = FoldingCell(style: .default, reuseIdentifier: nil)
        cell.itemCount = 4
        cell.containerHeight = .nan
        cell.unfold(true)
        #expect(cell.isUnfolded && !cell.isAnimating())
    }

    /// Self-sizing: the open height is the bottom of the container's content (a wrapped label
    /// measured at its width) plus the bottom inset; the lower pieces share what is below 2·H_f.
    @Test func theOpenHeightComesFromTheContainersContent() throws {
        let cell = FoldingCell(style: .default, reuseIdentifier: nil)
        cell.itemCount = 4
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 179)
        cell.sizesContainerToFit = true
        let text = UILabel()
        text.numberOfLines = 0
        text.text = String(repeating: "Slow-cooked broth, noodles and a soft egg. ", count: 12)
        text.frame = CGRect(x: 16, y: 340, width: 327, height: 20)
        cell.containerView.addSubview(text)
        try cell.configure()
        let expected = 340 + text.sizeThatFits(CGSize(width: 327, height: CGFloat.infinity)).height + cell.containerBottomInset
        #expect(expected > 400)
        let layout = try #require(cell.configuredLayout)
        #expect(abs(layout.containerHeight - expected) < 1e-9)
        #expect(abs(layout.pieceHeights[2] - (expected - 330) / 2) < 1e-9)
    }
}
