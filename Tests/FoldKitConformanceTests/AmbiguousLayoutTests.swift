// UIView.hasAmbiguousLayout and exerciseAmbiguityInLayout(), as UIKit declares them
// (https://developer.apple.com/documentation/uikit/uiview/hasambiguouslayout: "true if the
// constraints on the view do not uniquely determine its frame"; …/exerciseambiguityinlayout():
// "randomly changes the frame of a view with an ambiguous layout between the different valid
// values"). The cases are worked out by hand: a value the constraints leave free, or one that a
// tie between two optional constraints of one priority leaves anywhere between them.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct AmbiguousLayoutTests {
    private func placed(in container: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(v)
        return v
    }

    private func container() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(container)
        return (window, container)
    }

    @Test func declarations() {
        let ambiguous: KeyPath<UIView, Bool> = \.hasAmbiguousLayout
        let exercise: (UIView) -> () -> Void = UIView.exerciseAmbiguityInLayout
        _ = (ambiguous, exercise)
    }

    @Test func aSizeWithoutAPlaceIsAmbiguousUntilItIsPlaced() {
        let (window, container) = container()
        let v = placed(in: container)
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)])
        #expect(v.hasAmbiguousLayout)  // y is still free
        NSLayoutConstraint.activate([v.topAnchor.constraint(equalTo: container.topAnchor, constant: 20)])
        #expect(!v.hasAmbiguousLayout)
        // A view placed by its frame is not Auto Layout's to place.
        #expect(!container.hasAmbiguousLayout && !window.hasAmbiguousLayout)
    }

    @Test func anInequalityAloneLeavesRoomAndAnIntrinsicSizeFillsIt() {
        let (window, container) = container()
        let v = placed(in: container)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 10),
            v.topAnchor.constraint(equalTo: container.topAnchor), v.widthAnchor.constraint(equalToConstant: 50),
            v.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)  // x anywhere from 10 on
        // A label's text gives it a size, held by its hugging and compression resistance.
        let label = UILabel()
        label.text = "Mapo Tofu"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(!label.hasAmbiguousLayout)
    }

    @Test func aTieBetweenEqualPrioritiesIsAmbiguousAndAnUnequalOneIsNot() {
        let (window, container) = container()
        let v = placed(in: container)
        let wide = v.widthAnchor.constraint(equalToConstant: 200)
        let narrow = v.widthAnchor.constraint(equalToConstant: 100)
        wide.priority = UILayoutPriority(500)
        narrow.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            wide, narrow, v.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            v.topAnchor.constraint(equalTo: container.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // Any width from 100 to 200 breaks the two by 100 points together.
        #expect(v.hasAmbiguousLayout)
        narrow.priority = UILayoutPriority(750)
        window.layoutIfNeeded()
        #expect(!v.hasAmbiguousLayout && v.frame.width == 100)
    }

    @Test func exercisingMovesAnAmbiguousViewWithinWhatItsConstraintsAllow() {
        let (window, container) = container()
        let v = placed(in: container)
        let fixed = placed(in: container)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 10),
            v.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -10),
            v.topAnchor.constraint(equalTo: container.topAnchor), v.widthAnchor.constraint(equalToConstant: 50),
            v.heightAnchor.constraint(equalToConstant: 50),
            fixed.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            fixed.topAnchor.constraint(equalTo: container.topAnchor),
            fixed.widthAnchor.constraint(equalToConstant: 20), fixed.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        let before = v.frame
        v.exerciseAmbiguityInLayout()
        #expect(v.frame != before)
        #expect(v.frame.minX >= 10 && v.frame.maxX <= 290 && v.frame.size == CGSize(width: 50, height: 50) && v.frame.minY == 0)
        let fixedFrame = fixed.frame
        fixed.exerciseAmbiguityInLayout()
        #expect(fixed.frame == fixedFrame)
    }
}
