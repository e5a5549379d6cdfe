import FoldCore
import Foundation
import Testing

@testable import FoldUI

/// Paging and the delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`:
/// a released drag ends on a page (the nearest, or the next one the way a flick goes), the
/// delegate is told the velocity in points per millisecond and where the content will stop,
/// and a target it changes is where the content comes to rest; `DecelerationRate`'s values
/// are UIKit's.
@Suite struct ScrollPagingTests {
    final class Snapper: UIScrollViewDelegate {
        var told: [(velocity: CGPoint, target: CGPoint, offset: CGPoint)] = []
        var step: Double?
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            told.append((velocity, targetContentOffset.pointee, scrollView.contentOffset))
            if let step { targetContentOffset.pointee.x = (targetContentOffset.pointee.x / step).rounded() * step }
        }
    }

    func setUp(paging: Bool) -> (Driver, UIScrollView, Snapper) {
        let window = UIWindow(size: CGSize(width: 300, height: 400))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 1200, height: 400)
        scroll.isPagingEnabled = paging
        let delegate = Snapper()
        scroll.delegate = delegate
        window.addSubview(scroll)
        return (Driver(window: window), scroll, delegate)
    }

    /// The finger from x = `from` by `perFrame` points a frame, `frames` times, lifted, then two
    /// seconds to settle.
    func drag(_ driver: Driver, from: Double, perFrame: Double, frames: Int, settle: Double = 2) {
        var x = from
        driver.step(.pointerDown(CGPoint(x: x, y: 200)))
        for _ in 0..<frames {
            x += perFrame
            driver.step(.pointerMoved(CGPoint(x: x, y: 200)))
        }
        driver.step(.pointerUp(CGPoint(x: x, y: 200)))
        driver.wait(settle)
    }

    @Test func decelerationRatesAreUIKits() {
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(UIScrollView().decelerationRate == .normal && !UIScrollView().isPagingEnabled)
    }

    @Test func aSlowDragEndsOnTheNearestPage() {
        let (driver, scroll, _) = setUp(paging: true)
        drag(driver, from: 250, perFrame: -2, frames: 40)  // 80 pt at 120 pt/s: back to page 0
        #expect(scroll.contentOffset.x == 0)
        drag(driver, from: 250, perFrame: -2, frames: 90)  // 180 pt: past half, page 1
        #expect(scroll.contentOffset.x == 300)
        #expect(!scroll.isDecelerating)
    }

    @Test func aFlickTurnsToTheNextPageTheWayItGoes() {
        let (driver, scroll, delegate) = setUp(paging: true)
        drag(driver, from: 250, perFrame: -15, frames: 4)  // 60 pt at 900 pt/s
        #expect(scroll.contentOffset.x == 300)
        #expect(delegate.told.last?.target == CGPoint(x: 300, y: 0))
        drag(driver, from: 50, perFrame: 15, frames: 4)  // back, as fast
        #expect(scroll.contentOffset.x == 0)
        // Never past the last page.
        scroll.contentOffset = CGPoint(x: 900, y: 0)
        drag(driver, from: 250, perFrame: -15, frames: 4)
        #expect(scroll.contentOffset.x == 900)
    }

    @Test func theDelegateIsToldTheVelocityAndMovesTheTarget() throws {
        let (driver, scroll, delegate) = setUp(paging: false)
        delegate.step = 100
        // 600 pt/s, content toward larger offsets; the normal rate needs ~4 s to come to rest.
        drag(driver, from: 250, perFrame: -10, frames: 6, settle: 6)
        let told = try #require(delegate.told.last)
        #expect(abs(told.velocity.x - 0.6) < 0.05, "points per millisecond, in the offset's direction")
        #expect(told.velocity.y == 0)
        // Where momentum alone would stop: v·r/(1 − r)/1000 beyond the release.
        let natural = told.offset.x + told.velocity.x * 1000 * 0.998 / 0.002 / 1000
        #expect(abs(told.target.x - natural) < 1e-6)
        #expect(scroll.contentOffset.x == (natural / 100).rounded() * 100)
    }
}
