import FoldCore
import Foundation
import Synchronization
import Testing

@testable import FoldUI

/// The host's reduced-motion setting reaches `UIAccessibility.isReduceMotionEnabled` and posts
/// `reduceMotionStatusDidChangeNotification` once per change; `post(notification:argument:)`
/// reaches the observers a host adds (its screen-reader bridge) with the argument, until removed.
@Suite(.serialized) struct UIAccessibilitySettingsTests {
    @Test func reducedMotionFollowsTheHostAndPostsItsChanges() {
        let posts = Mutex(0)
        let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in posts.withLock { $0 += 1 } }
        defer {
            NotificationCenter.default.removeObserver(token)
            UIAccessibility.setReduceMotionEnabled(false)
        }
        UIAccessibility.setReduceMotionEnabled(true)
        #expect(UIAccessibility.isReduceMotionEnabled)
        UIAccessibility.setReduceMotionEnabled(true)  // no change: no post
        UIAccessibility.setReduceMotionEnabled(false)
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(posts.withLock { $0 } == 2)
    }

    @Test func postsReachTheHostsObserversWithTheirArgument() {
        let received = Mutex<[(UInt32, String?)]>([])
        let token = UIAccessibility.addPostObserver { n, argument in
            received.withLock { $0.append((n.rawValue, argument as? String)) }
        }
        UIAccessibility.post(notification: .announcement, argument: "Added to cart: 2")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        UIAccessibility.removePostObserver(token)
        UIAccessibility.post(notification: .announcement, argument: "not heard")
        let got = received.withLock { $0 }
        #expect(
            got.map(\.0) == [
                UIAccessibility.Notification.announcement.rawValue, UIAccessibility.Notification.layoutChanged.rawValue,
            ])
        #expect(got.map(\.1) == ["Added to cart: 2", nil])
    }
}
