import FoldCore
import Foundation

/// NSLayoutConstraint: `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute
/// + constant`, kept by the view that is the items' nearest common ancestor while it is active.
/// The layout pass solves the active constraints of a view hierarchy (FoldUI's Cassowary solver)
/// and sets the `bounds` size and `center` of each view whose
/// `translatesAutoresizingMaskIntoConstraints` is false, as UIKit does.
open class NSLayoutConstraint: NSObject {
    /// NSLayoutConstraint.Attribute, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1
        case right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// NSLayoutConstraint.Relation, with UIKit's raw values.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    open private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    open private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// Changing it re-solves the layout at the next layout pass (animated inside an animation
    /// block that calls `layoutIfNeeded()`).
    open var constant: CGFloat {
        didSet { if constant != oldValue { noteConstantChange() } }
    }
    /// Between 1 and 1000. An active constraint cannot change between required and not
    /// required (UIKit raises; FoldKit keeps the old priority and says so).
    open var priority: UILayoutPriority = .required {
        didSet {
            if isActive, (oldValue >= .required) != (priority >= .required) {
                AutoLayoutLog.report(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported. You passed priority \(priority.rawValue) and the existing priority was "
                        + "\(oldValue.rawValue). The priority stays \(oldValue.rawValue); deactivate the "
                        + "constraint, change it, and activate it again.")
                priority = oldValue
                return
            }
            if priority != oldValue { noteChange() }
        }
    }
    open var identifier: String?
    /// The view the constraint is installed on while active (the items' nearest common ancestor).
    weak var installedOn: UIView?

    /// UIKit's constraint from items and attributes. An illegal one (a location equal to a
    /// constant, a location related to a size) can be made but not activated: activating it says
    /// why, as UIKit's exception does, and leaves it inactive.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2, multiplier, c)
    }

    init(
        first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
        _ multiplier: CGFloat, _ constant: CGFloat
    ) {
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = attr2
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Whether the constraint takes part in layout. Activating installs it on the items'
    /// nearest common ancestor; with no common ancestor it stays inactive, with UIKit's message.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { activateIfPossible() } else { uninstall() }
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    open override var description: String {
        let name = identifier.map { " '\($0)'" } ?? ""
        var text = "<NSLayoutConstraint:\(Self.address(self))\(name) \(Self.describe(firstItem, firstAttribute))"
        text += " \(relation.symbol) "
        var rhs: [String] = []
        if let secondItem, secondAttribute != .notAnAttribute {
            rhs.append(Self.describe(secondItem, secondAttribute) + (multiplier == 1 ? "" : "*\(Self.number(multiplier))"))
        }
        if constant != 0 || rhs.isEmpty {
            rhs.append(rhs.isEmpty ? Self.number(constant) : (constant < 0 ? "- " : "+ ") + Self.number(abs(constant)))
        }
        text += rhs.joined(separator: " ")
        if priority < .required { text += "   (priority \(Self.number(CGFloat(priority.rawValue))))" }
        return text + (isActive ? "   (active)>" : ">")
    }

    // MARK: Installing

    /// Why the constraint cannot be solved, nil when it can.
    var illegality: String? {
        guard firstItem is UIView || firstItem is UILayoutGuide else {
            return "its first item is not a view or a layout guide"
        }
        if let secondItem, !(secondItem is UIView || secondItem is UILayoutGuide) {
            return "its second item is not a view or a layout guide"
        }
        for (item, a) in [(firstItem, firstAttribute), (secondItem, secondAttribute)] where item is UILayoutGuide && a.isBaseline
        {
            return "a layout guide has no baseline (\(a)): use the guide's top, bottom or centerY"
        }
        for (item, a) in [(firstItem, firstAttribute), (secondItem, secondAttribute)] where item is UILayoutGuide && a.isMargin {
            return "a layout guide has no margins (\(a)): use the guide's own edges"
        }
        for item in [firstItem, secondItem] {
            if let guide = item as? UILayoutGuide, guide.owningView == nil {
                return "the layout guide \(guide) has no owning view: add it to a view with addLayoutGuide(_:) first"
            }
        }
        if firstAttribute == .notAnAttribute { return "its first attribute is notAnAttribute" }
        if secondItem == nil || secondAttribute == .notAnAttribute {
            guard firstAttribute.isSize else {
                return "a constraint cannot make the location attribute \(firstAttribute) equal to a constant"
            }
        } else if firstAttribute.isSize != secondAttribute.isSize {
            return "a constraint cannot relate a size attribute to a location attribute"
        } else if !firstAttribute.isSize, firstAttribute.axis != secondAttribute.axis {
            return "a constraint cannot relate a horizontal location to a vertical one"
        } else if !firstAttribute.isSize, multiplier == 0 {
            return "a multiplier of 0 makes the location \(firstAttribute) equal to a constant"
        }
        return nil
    }

    private func activateIfPossible() {
        guard installedOn == nil else { return }
        if let why = illegality {
            AutoLayoutLog.report("Cannot activate \(self): \(why).")
            return
        }
        guard let first = Self.hostView(of: firstItem) else { return }
        let second = Self.hostView(of: secondItem)
        guard let ancestor = second.map({ first.nearestCommonAncestor(with: $0) }) ?? first else {
            AutoLayoutLog.report(
                "Unable to activate constraint with anchors \(Self.describe(firstItem, firstAttribute)) and "
                    + "\(Self.describe(secondItem, secondAttribute)) because they have no common ancestor. Does "
                    + "the constraint or its anchors reference items in different view hierarchies? That's "
                    + "illegal. (\(self) stays inactive: add both views to one hierarchy first.)")
            return
        }
        ancestor.install(self)
    }

    func uninstall() {
        installedOn?.uninstall(self)
    }

    private func noteChange() {
        guard let view = installedOn else { return }
        AutoLayoutState.current.version &+= 1
        view.setNeedsLayout()
    }

    /// A constant alone changed: the engine can move it in its solved system instead of
    /// building the system again.
    private func noteConstantChange() {
        guard let view = installedOn else { return }
        AutoLayoutState.current.constantsVersion &+= 1
        view.setNeedsLayout()
    }

    // MARK: Describing

    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    static func describe(_ item: AnyObject?, _ attribute: Attribute) -> String {
        guard let item else { return "nil" }
        return "\(type(of: item)):\(address(item)).\(attribute)"
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

extension NSLayoutConstraint.Attribute {
    var isSize: Bool { self == .width || self == .height }
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
    var isMargin: Bool { rawValue >= NSLayoutConstraint.Attribute.leftMargin.rawValue }
    /// The edge of the margins guide a margin attribute names.
    var withoutMargin: Self {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
    /// 0 horizontal, 1 vertical.
    var axis: Int {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            0
        default: 1
        }
    }
}

/// UIKit's console messages about constraints ("Unable to simultaneously satisfy constraints"),
/// on standard error; a test can watch its thread's messages.
package enum AutoLayoutLog {
    /// Called with each message reported on this thread.
    package static var observer: ((String) -> Void)? {
        get { AutoLayoutState.current.observer }
        set { AutoLayoutState.current.observer = newValue }
    }

    static func report(_ message: String) {
        AutoLayoutState.current.observer?(message)
        FileHandle.standardError.write(Data("[LayoutConstraints] \(message)\n".utf8))
    }
}

/// What Auto Layout keeps per thread (views are used from one thread, as in UIKit).
final class AutoLayoutState {
    /// Counts changes of active constraints (activation, constants, priorities, and views'
    /// `translatesAutoresizingMaskIntoConstraints`): a hierarchy re-solves when it moved.
    var version = 0
    /// Counts changes of active constraints' constants alone (solved again in place).
    var constantsVersion = 0
    /// Active constraints on this thread: none, and the layout pass skips Auto Layout.
    var activeCount = 0
    /// Views waiting for `updateConstraints()`.
    var pendingConstraintUpdates = 0
    var observer: ((String) -> Void)?

    private static let perThread = PerThread { AutoLayoutState() }
    static var current: AutoLayoutState { perThread.value }
}
