// Ramotion's FoldingCell set up as its README and demo do, written as UIKit code (only the
// UIKit import differs; `import FoldingCell` is the pod's own): a `FoldingCell` subclass with its
// own `RotatedView` and container placed by constraints, the top constraints in `foregroundViewTop`/`containerViewTop`, `itemCount` 4,
// `animationDuration(_:type:)` overridden with [0.26, 0.2, 0.2]; a `UITableViewController` with
// the demo's 179/488 heights, `didSelectRowAt` unfolding inside `UIView.animate(0.5 | 0.8,
// .curveEaseOut) { beginUpdates(); endUpdates() }` and `willDisplay` restoring the state. Run by
// the headless driver and checked against the original's numbers.

import FoldingCell
import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

final class RamotionDemoCell: FoldingCell {
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let foreground = RotatedView()
        let container = UIView()
        for view in [container, foreground] {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.backgroundColor = .white
            contentView.addSubview(view)
        }
        let foregroundTop = foreground.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 7)
        let containerTop = container.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 180)
        NSLayoutConstraint.activate([
            foregroundTop,
            foreground.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            foreground.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
            foreground.heightAnchor.constraint(equalToConstant: 165),
            containerTop,
            container.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            container.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
            container.heightAnchor.constraint(equalToConstant: 479),
        ])
        foregroundView = foreground
        foregroundViewTop = foregroundTop
        containerView = container
        containerViewTop = containerTop
        itemCount = 4
        backViewColor = UIColor(red: 0.969, green: 0.937, blue: 0.969, alpha: 1)
        foreground.layer.cornerRadius = 10
        foreground.layer.masksToBounds = true
        commonInit()
    }

    required init?(coder: NSCoder) { return nil }

    override func animationDuration(_ itemIndex: NSInteger, type: FoldingCell.AnimationType) -> TimeInterval {
        let durations = [0.26, 0.2, 0.2]
        return durations[itemIndex]
    }
}

final class RamotionDemoController: UITableViewController {
    enum Const {
        static let closeCellHeight: CGFloat = 179
        static let openCellHeight: CGFloat = 488
        static let rowsCount = 10
    }

    var cellHeights: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        cellHeights = Array(repeating: Const.closeCellHeight, count: Const.rowsCount)
        tableView.estimatedRowHeight = Const.closeCellHeight
        tableView.rowHeight = UITableView.automaticDimension
        tableView.register(RamotionDemoCell.self, forCellReuseIdentifier: "FoldingCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Const.rowsCount }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        guard case let cell as RamotionDemoCell = cell else { return }
        cell.backgroundColor = .clear
        if cellHeights[indexPath.row] == Const.closeCellHeight {
            cell.unfold(false, animated: false, completion: nil)
        } else {
            cell.unfold(true, animated: false, completion: nil)
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FoldingCell", for: indexPath) as! FoldingCell
        let durations: [TimeInterval] = [0.26, 0.2, 0.2]
        cell.durationsForExpandedState = durations
        cell.durationsForCollapsedState = durations
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        cellHeights[indexPath.row]
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let cell = tableView.cellForRow(at: indexPath) as! FoldingCell
        if cell.isAnimating() { return }
        var duration = 0.0
        let cellIsCollapsed = cellHeights[indexPath.row] == Const.closeCellHeight
        if cellIsCollapsed {
            cellHeights[indexPath.row] = Const.openCellHeight
            cell.unfold(true, animated: true, completion: nil)
            duration = 0.5
        } else {
            cellHeights[indexPath.row] = Const.closeCellHeight
            cell.unfold(false, animated: true, completion: nil)
            duration = 0.8
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: .curveEaseOut,
            animations: { () -> Void in
                tableView.beginUpdates()
                tableView.endUpdates()
            }, completion: nil)
    }
}

extension MediaClockTests {
    @Suite(.serialized) struct RamotionReadmeTests {

        /// The angle about x of a presentation transform R_x(θ)·perspective: m22 = cos θ, m23 = sin θ.
        static func angle(_ layer: CALayer, at time: TimeInterval) -> Double {
            let t = layer.presentationProperties(at: time).transform
            return atan2(Double(t.m23), Double(t.m22))
        }

        func makeDemo() -> (HeadlessDriver, RamotionDemoController) {
            let window = UIWindow(size: CGSize(width: 375, height: 667))
            let controller = RamotionDemoController(style: .plain)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let driver = HeadlessDriver(window: window, scale: 1)
            driver.advance(seconds: 1.0 / 60)
            return (driver, controller)
        }

        @Test func commonInitSetsUpTheCardsAsRamotionDoes() throws {
            let (_, controller) = makeDemo()
            let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? RamotionDemoCell)
            #expect(cell.configurationError == nil && cell.placesCardsByConstraints)
            // The container takes the foreground's top; the foreground's moves down by half its height.
            #expect(cell.containerViewTop.constant == 7 && cell.foregroundViewTop.constant == 7 + 165 / 2)
            #expect(cell.foregroundView.layer.anchorPoint == CGPoint(x: 0.5, y: 1))
            #expect(abs(cell.foregroundView.layer.transform.m34 - 2.5 / -2000) < 1e-15)
            // So it sits where the constraints first put it: 20 pt in, 7 pt down, 165 pt tall.
            let frame = cell.foregroundView.frame
            #expect(frame == CGRect(x: 20, y: 7, width: 335, height: 165), "\(frame)")
            #expect(cell.containerView.frame == CGRect(x: 20, y: 7, width: 335, height: 479))
            #expect(cell.containerView.layer.cornerRadius == 10 && cell.containerView.layer.masksToBounds)
            // Ramotion's cut: 165, 165, then (479 − 330) / 2 twice.
            #expect(cell.configuredLayout?.pieceHeights == [165, 165, 74.5, 74.5])
            #expect(cell.configuredLayout?.width == 335)
        }

        @Test func aTapUnfoldsTheRowOnRamotionsTimelineAndATapFoldsItBack() throws {
            let (driver, controller) = makeDemo()
            let table = controller.tableView!
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? RamotionDemoCell)
            driver.tap(CGPoint(x: 187, y: 90))
            // The up lands on the second frame of the tap: the unfold starts then.
            let t0 = driver.time
            #expect(cell.isUnfolded && cell.isAnimating() && controller.cellHeights[0] == 488)
            // The foreground folds away first: 0 → −π/2 over 0.26 / 2 s, ease-in.
            for dt in [0.0, 0.05, 0.1] {
                let expected = -Double.pi / 2 * cubicBezier(0.42, 0, 1, 1, dt / 0.13)
                #expect(abs(Self.angle(cell.foregroundView.layer, at: t0 + dt) - expected) < 1e-6, "t0 + \(dt)")
            }
            // The row grows to 488 in 0.5 s (ease-out) while the card unfolds in 0.26 + 0.2 + 0.2 s.
            driver.advance(seconds: 0.5)
            #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 0)).height - 488) < 1e-9)
            #expect(cell.isAnimating())
            driver.advance(seconds: 0.2)
            #expect(!cell.isAnimating() && !cell.containerView.isHidden && cell.foregroundView.isHidden)
            // The second row moved down by the open height.
            #expect(abs(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY - 488) < 1e-9)
            // A tap folds it back; the row shrinks in 0.8 s.
            driver.tap(CGPoint(x: 187, y: 90))
            #expect(!cell.isUnfolded && controller.cellHeights[0] == 179)
            driver.advance(seconds: 0.9)
            #expect(!cell.isAnimating() && cell.containerView.isHidden && !cell.foregroundView.isHidden)
            #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 0)).height - 179) < 1e-9)
        }

        /// Ramotion's declarations, bound to their types.
        @Test func declarations() {
            let cell = RamotionDemoCell(style: .default, reuseIdentifier: nil)
            let count: NSInteger = cell.itemCount
            let back: UIColor = cell.backViewColor
            let foreground: RotatedView! = cell.foregroundView
            let container: UIView! = cell.containerView
            let tops: (NSLayoutConstraint?, NSLayoutConstraint?) = (cell.foregroundViewTop, cell.containerViewTop)
            let expanded: [TimeInterval] = cell.durationsForExpandedState
            let collapsed: [TimeInterval] = cell.durationsForCollapsedState
            let unfolded: Bool = cell.isUnfolded
            _ = (count, back, foreground, container, tops, expanded, collapsed, unfolded)
            let unfold: (FoldingCell) -> (Bool, Bool, (() -> Void)?) -> Void = FoldingCell.unfold(_:animated:completion:)
            let animating: (FoldingCell) -> () -> Bool = FoldingCell.isAnimating
            let common: (FoldingCell) -> () -> Void = FoldingCell.commonInit
            let duration: (FoldingCell) -> (NSInteger, FoldingCell.AnimationType) -> TimeInterval =
                FoldingCell.animationDuration(_:type:)
            _ = (unfold, animating, common, duration)
            #expect([FoldingCell.AnimationType.open, .close].count == 2)
            let addBack: (RotatedView) -> (CGFloat, UIColor) -> Void = RotatedView.addBackView(_:color:)
            let rotated: (RotatedView) -> (CGFloat) -> Void = RotatedView.rotatedX(_:)
            let transform: (RotatedView) -> () -> CATransform3D = RotatedView.transform3d
            let folding: (RotatedView) -> (String, CGFloat, CGFloat, TimeInterval, TimeInterval, Bool) -> Void =
                RotatedView.foldingAnimation(_:from:to:duration:delay:hidden:)
            _ = (addBack, rotated, transform, folding)
            #expect(RotatedView().transform3d().m34 == 2.5 / -2000)
            let defaults = FoldingCell(style: .default, reuseIdentifier: nil)
            #expect(defaults.itemCount == 2 && defaults.backViewColor == .brown)
        }

        /// `foldingAnimation` as Ramotion's: the x rotation from `from` to `to` on the named curve
        /// after the delay, under "rotation.x"; at its end the view hides if asked and rests flat
        /// in its perspective.
        @Test func aRotatedViewFoldsAndRestsAsRamotionsDoes() throws {
            let window = UIWindow(size: CGSize(width: 200, height: 200))
            let view = RotatedView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            window.addSubview(view)
            let driver = HeadlessDriver(window: window, scale: 1)
            view.foldingAnimation(
                CAMediaTimingFunctionName.easeIn.rawValue, from: 0, to: -.pi / 2, duration: 0.5, delay: 0.25, hidden: true)
            #expect(view.layer.animation(forKey: "rotation.x") != nil && view.hiddenAfterAnimation)
            driver.advance(seconds: 0.5)
            let expected = -Double.pi / 2 * cubicBezier(0.42, 0, 1, 1, 0.5)
            #expect(abs(Self.angle(view.layer, at: driver.time) - expected) < 1e-6)
            #expect(view.alpha == 1)
            driver.advance(seconds: 0.3)
            #expect(view.alpha == 0 && view.layer.animation(forKey: "rotation.x") == nil)
            #expect(view.layer.transform == view.transform3d())
            // The back of the paper: the next piece's height, hinged on the bottom edge.
            view.addBackView(40, color: .brown)
            driver.advance(seconds: 1.0 / 60)
            let backView = try #require(view.backView)
            #expect(backView.layer.anchorPoint == CGPoint(x: 0.5, y: 1) && backView.backgroundColor == .brown)
            #expect(backView.frame == CGRect(x: 0, y: 60, width: 100, height: 40), "\(backView.frame)")
        }

        /// Set up wrongly, the cell says what to change (Ramotion asserts or crashes).
        @Test func aCellSetUpWronglySaysWhatToChange() {
            let cell = FoldingCell(style: .default, reuseIdentifier: nil)
            let foreground = RotatedView()
            foreground.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(foreground)
            let top = foreground.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 7)
            top.isActive = true
            cell.foregroundView = foreground
            cell.foregroundViewTop = top
            cell.commonInit()
            #expect(cell.configurationError?.setting == "containerViewTop")
            let containerTop = cell.containerView.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 7)
            cell.containerView.translatesAutoresizingMaskIntoConstraints = false
            containerTop.isActive = true
            cell.containerViewTop = containerTop
            cell.commonInit()
            #expect(cell.configurationError?.setting == "foregroundView")
            #expect(cell.configurationError?.message.contains("height constraint") == true)
            #expect(cell.configuredLayout == nil)
        }
    }
}
