// UIKit's geometry structures, as UIKit declares them, and `CGRect.inset(by:)` held to what
// UIKit's documentation states: "Positive values represent margins closer to the center of the
// rectangle, while negative values represent margins further from the center."
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uiedgeinsets — `var top, left, bottom,
//   right: CGFloat`, `init()` ("sets all inset margins to 0.0"), `init(top:left:bottom:right:)`,
//   `static let zero`; `UIEdgeInsetsEqualToEdgeInsets(_:_:)`;
//   https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:)-1ciu5 —
//   `func inset(by insets: UIEdgeInsets) -> CGRect`;
//   https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets — `top`, `leading`,
//   `bottom`, `trailing`, `init()`, `init(top:leading:bottom:trailing:)`, `zero`;
//   https://developer.apple.com/documentation/uikit/uioffset — `horizontal`, `vertical`,
//   `init()`, `init(horizontal:vertical:)`, `zero`;
//   https://developer.apple.com/documentation/uikit/uirectedge — `top`, `left`, `bottom`,
//   `right`, `all` (raw values 1, 2, 4, 8, 15).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct UIGeometryTests {
    @Test func declarations() {
        let insets: (CGFloat, CGFloat, CGFloat, CGFloat) -> UIEdgeInsets = UIEdgeInsets.init(top:left:bottom:right:)
        let edges: [WritableKeyPath<UIEdgeInsets, CGFloat>] = [\.top, \.left, \.bottom, \.right]
        let equal: (UIEdgeInsets, UIEdgeInsets) -> Bool = UIEdgeInsetsEqualToEdgeInsets
        let inset: (CGRect) -> (UIEdgeInsets) -> CGRect = CGRect.inset(by:)
        let directional: (CGFloat, CGFloat, CGFloat, CGFloat) -> NSDirectionalEdgeInsets =
            NSDirectionalEdgeInsets.init(top:leading:bottom:trailing:)
        let directionalEdges: [WritableKeyPath<NSDirectionalEdgeInsets, CGFloat>] = [\.top, \.leading, \.bottom, \.trailing]
        let offset: (CGFloat, CGFloat) -> UIOffset = UIOffset.init(horizontal:vertical:)
        let offsetParts: [WritableKeyPath<UIOffset, CGFloat>] = [\.horizontal, \.vertical]
        _ = inset

        var i = insets(1, 2, 3, 4)
        #expect(edges.map { i[keyPath: $0] } == [1, 2, 3, 4])
        i[keyPath: edges[1]] = 9
        #expect(i.left == 9 && UIEdgeInsets() == .zero && equal(.zero, UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)))
        let d = directional(1, 2, 3, 4)
        #expect(directionalEdges.map { d[keyPath: $0] } == [1, 2, 3, 4] && NSDirectionalEdgeInsets() == .zero)
        let o = offset(5, -6)
        #expect(offsetParts.map { o[keyPath: $0] } == [5, -6] && UIOffset() == .zero)
        #expect([UIRectEdge.top, .left, .bottom, .right, .all].map(\.rawValue) == [1, 2, 4, 8, 15])
    }

    @Test func positiveInsetsMoveTheEdgesInNegativeOnesOut() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.inset(by: UIEdgeInsets(top: 5, left: 4, bottom: 3, right: 2)) == CGRect(x: 14, y: 25, width: 94, height: 42))
        #expect(
            rect.inset(by: UIEdgeInsets(top: -5, left: -4, bottom: 0, right: 0)) == CGRect(x: 6, y: 15, width: 104, height: 55))
        #expect(rect.inset(by: .zero) == rect)
        // Insets that pass each other leave a negative size, as UIKit's arithmetic does.
        #expect(rect.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60)).size.width == -20)
    }
}
