import CFoldATK
import FoldCore
import FoldUI
import Foundation

/// One accessibility element as the bridge serves it: the view (weakly) and what the screen
/// reader was last told about it.
final class ElementNode {
    let id: UInt64
    weak var view: UIView?
    private(set) var snapshot: AccessibilityElementSnapshot
    private(set) var name: CString
    private(set) var description: CString
    private var actionNames: [CString] = []

    init(id: UInt64, view: UIView) {
        self.id = id
        self.view = view
        snapshot = AccessibilityTree.snapshot(of: view)
        name = CString(snapshot.label ?? "")
        description = CString(Self.description(of: snapshot))
    }

    /// The description: the value, then the hint (AT-SPI has no value text but a slider's).
    static func description(of snapshot: AccessibilityElementSnapshot) -> String {
        [snapshot.value, snapshot.hint].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// Reads the view again; with `emitting`, tells listeners what changed.
    func refresh(emitting: Bool) {
        guard let view else { return }
        let now = AccessibilityTree.snapshot(of: view)
        guard now != snapshot else { return }
        let before = snapshot
        snapshot = now
        if now.label != before.label {
            name = CString(now.label ?? "")
            if emitting { fold_atk_name_changed(id) }
        }
        let text = Self.description(of: now)
        if text != description.text {
            description = CString(text)
            if emitting { fold_atk_description_changed(id) }
        }
        guard emitting else { return }
        if now.expandedStatus != before.expandedStatus {
            fold_atk_state_changed(id, ATK_STATE_EXPANDED, now.expandedStatus == .expanded ? 1 : 0)
        }
        if now.traits.contains(.selected) != before.traits.contains(.selected) {
            fold_atk_state_changed(id, ATK_STATE_SELECTED, now.traits.contains(.selected) ? 1 : 0)
        }
        if now.traits.contains(.notEnabled) != before.traits.contains(.notEnabled) {
            let enabled: Int32 = now.traits.contains(.notEnabled) ? 0 : 1
            fold_atk_state_changed(id, ATK_STATE_ENABLED, enabled)
            fold_atk_state_changed(id, ATK_STATE_SENSITIVE, enabled)
        }
    }

    /// The element's actions: "click", then "increment" and "decrement" when adjustable, then
    /// its custom actions.
    var actions: [ElementAction] {
        guard let view else { return [] }
        var list: [ElementAction] = [.activate]
        if view.accessibilityTraits.contains(.adjustable) { list += [.increment, .decrement] }
        list += (view.accessibilityCustomActions ?? []).map { .custom($0) }
        return list
    }

    /// A name ATK can borrow until the next call.
    func actionName(_ index: Int) -> UnsafeMutablePointer<CChar>? {
        let list = actions
        guard list.indices.contains(index) else { return nil }
        actionNames = list.map { CString($0.name) }
        return actionNames[index].pointer
    }
}

enum ElementAction {
    case activate, increment, decrement
    case custom(UIAccessibilityCustomAction)

    /// AT-SPI's names (GTK's "click" for a button's press).
    var name: String {
        switch self {
        case .activate: "click"
        case .increment: "increment"
        case .decrement: "decrement"
        case .custom(let action): action.name
        }
    }
}
