import FoldCore
import Foundation
import Testing

@testable import FoldUI

/// Auto Layout's behaviour where UIKit documents it: unsatisfiable constraints, the animated
/// constant change, and solving only when something changed.
@Suite struct AutoLayoutTests {
    func makeViews() -> (UIWindow, UIView, UIView) {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(container)
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(v)
        return (window, container, v)
    }

    /// UIKit breaks one of two contradicting required constraints and says so once, with its
    /// words; the others still lay out.
    @Test func unsatisfiableConstraintsBreakOneAndSaySoOnce() {
        var messages: [String] = []
        AutoLayoutLog.observer = { messages.append($0) }
        defer { AutoLayoutLog.observer = nil }
        let (window, container, v) = makeViews()
        let hundred = v.widthAnchor.constraint(equalToConstant: 100)
        let twoHundred = v.widthAnchor.constraint(equalToConstant: 200)
        let leading = v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 7)
        NSLayoutConstraint.activate([
            hundred, twoHundred, v.heightAnchor.constraint(equalToConstant: 20), leading,
            v.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 7, y: 0, width: 100, height: 20))
        #expect(messages.count == 1)
        let message = try! #require(messages.first)
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(twoHundred)"))
        #expect(message.contains("\(hundred)"))
        // Later passes do not repeat it, even when the system is solved again.
        container.setNeedsLayout()
        window.layoutIfNeeded()
        leading.constant = 9
        window.layoutIfNeeded()
        #expect(v.frame.minX == 9)
        #expect(messages.count == 1)
    }

    @Test func noCommonAncestorIsRefusedWithUIKitsMessage() {
        var messages: [String] = []
        AutoLayoutLog.observer = { messages.append($0) }
        defer { AutoLayoutLog.observer = nil }
        let (_, container, _) = makeViews()
        let stray = UIView()
        stray.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        #expect(messages.count == 1)
        #expect(messages.first?.contains("because they have no common ancestor") == true)
    }

    @Test func anActiveConstraintKeepsWhetherItIsRequired() {
        var messages: [String] = []
        AutoLayoutLog.observer = { messages.append($0) }
        defer { AutoLayoutLog.observer = nil }
        let (_, _, v) = makeViews()
        let c = v.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        c.priority = .defaultHigh
        #expect(c.priority == .required && messages.count == 1)
        c.isActive = false
        c.priority = .defaultHigh
        #expect(c.priority == .defaultHigh && messages.count == 1)
    }

    /// The example of docs/foldui.md's "Auto Layout", as written there.
    @Test func theDocsExampleRuns() {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 300, height: 200))
        window.addSubview(card)
        let driver = Driver(window: window)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(badge)
        let top = badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)
        NSLayoutConstraint.activate([
            top, badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 24), badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        driver.step()
        #expect(badge.frame == CGRect(x: 268, y: 8, width: 24, height: 24))
        top.constant = 40
        UIView.animate(withDuration: 0.3) { card.layoutIfNeeded() }
        #expect(badge.frame == CGRect(x: 268, y: 40, width: 24, height: 24))
        #expect(badge.layer.attachedKeys.contains { $0.hasPrefix("position") })
    }

    /// Constraints to a superview's own edges attach to its content area: content pinned to a
    /// scrolled view (its bounds origin moved, as a scroll view's offset does) stays put in it.
    @Test func contentPinnedToItsSuperviewsEdgesIgnoresTheBoundsOrigin() {
        let (window, container, v) = makeViews()
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            v.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalToConstant: 600),
        ])
        window.layoutIfNeeded()
        #expect(v.frame.minY == 10)
        container.bounds.origin.y = 250  // scrolled
        window.layoutIfNeeded()
        #expect(v.frame.minY == 10)
    }

    /// A view placed by its frame that moves (without resizing) moves what is constrained to it
    /// at the next frame.
    @Test func movingAFixedViewMovesItsDependantsAtTheNextFrame() {
        let (window, container, v) = makeViews()
        let driver = Driver(window: window)
        let badge = UIView(frame: CGRect(x: 100, y: 100, width: 30, height: 30))
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 4),
            v.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
            v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        driver.step()
        #expect(v.frame.origin == CGPoint(x: 134, y: 110))
        badge.center.x += 50
        driver.step()
        #expect(v.frame.origin == CGPoint(x: 184, y: 110))
    }

    /// The engine keeps its last solved system to move constants in place; it must not keep
    /// the views: a hierarchy laid out, its constants moved, then released, is freed, and its
    /// constraints stop counting as active (which would make every later layout pass solve).
    @Test func aLaidOutHierarchyIsFreedWhenReleased() {
        weak var released: UIView?
        let activeBefore = AutoLayoutState.current.activeCount
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            let width = v.widthAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
                v.topAnchor.constraint(equalTo: root.topAnchor),
                width, v.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
            ])
            root.layoutIfNeeded()
            width.constant = 20
            root.layoutIfNeeded()
            #expect(v.frame.size == CGSize(width: 20, height: 150))
            released = root
        }
        #expect(released == nil)
        #expect(AutoLayoutState.current.activeCount == activeBefore)
    }

    /// A view with no superview stays where its code put it, even when constraints size it.
    @Test func aRootViewIsNotMovedByItsConstraints() {
        let root = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        root.translatesAutoresizingMaskIntoConstraints = false
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(root.frame == CGRect(x: 30, y: 40, width: 100, height: 100))
        #expect(child.frame == CGRect(x: 5, y: 5, width: 50, height: 10))
    }

    /// The classic pattern: change a constant, then `layoutIfNeeded()` inside an animation block
    /// animates the frames the new constant gives.
    @Test func layoutIfNeededInsideAnAnimationBlockAnimatesTheNewFrames() {
        let (window, container, v) = makeViews()
        let driver = Driver(window: window)
        let top = v.topAnchor.constraint(equalTo: container.topAnchor, constant: 0)
        NSLayoutConstraint.activate([
            top, v.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            v.widthAnchor.constraint(equalToConstant: 40), v.heightAnchor.constraint(equalToConstant: 40),
        ])
        driver.step()
        #expect(v.center == CGPoint(x: 20, y: 20))
        top.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            container.layoutIfNeeded()
        }
        #expect(v.center == CGPoint(x: 20, y: 120))  // the model is the new frame at once
        let start = driver.time
        let shown = v.layer.presentationProperties(at: start + 0.5).position
        #expect(abs(shown.y - 70) < 1e-9)  // half-way, on the linear curve
        #expect(v.layer.presentationProperties(at: start + 1).position.y == 120)
    }

    /// A guide in no view, or a margin of a guide, cannot be solved: activating says what to
    /// change and leaves the constraint inactive.
    @Test func guidesThatCannotBeSolvedAreRefusedWithAReason() {
        var messages: [String] = []
        AutoLayoutLog.observer = { messages.append($0) }
        defer { AutoLayoutLog.observer = nil }
        let (window, container, v) = makeViews()
        let loose = UILayoutGuide()
        let toLoose = v.topAnchor.constraint(equalTo: loose.topAnchor)
        toLoose.isActive = true
        #expect(!toLoose.isActive)
        #expect(messages.last?.contains("has no owning view: add it to a view with addLayoutGuide(_:) first") == true)
        container.addLayoutGuide(loose)
        toLoose.isActive = true
        #expect(toLoose.isActive)
        let margin = NSLayoutConstraint(
            item: v, attribute: .left, relatedBy: .equal, toItem: loose, attribute: .leftMargin, multiplier: 1,
            constant: 0)
        margin.isActive = true
        #expect(!margin.isActive)
        #expect(messages.last?.contains("a layout guide has no margins (leftMargin)") == true)
        _ = window
    }
}
