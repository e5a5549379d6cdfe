import CFoldATK
import FoldCore
import FoldUI
import Foundation

/// ATK's questions, answered from the bridge serving (C calls these on the UI thread, from
/// `pump`).
extension AccessibilityBridge {
    static var callbacks: FoldATKCallbacks {
        var c = FoldATKCallbacks()
        c.name = { id in AccessibilityBridge.active?.name(of: id) }
        c.description = { id in AccessibilityBridge.active?.descriptionText(of: id) }
        c.role = { id in AccessibilityBridge.active?.role(of: id) ?? ATK_ROLE_INVALID }
        c.states = { id in AccessibilityBridge.active?.states(of: id) ?? 0 }
        c.parent = { id in AccessibilityBridge.parent(of: id) }
        c.child_count = { id in AccessibilityBridge.active?.childCount(of: id) ?? 0 }
        c.child_at = { id, index in AccessibilityBridge.active?.child(of: id, at: index) ?? 0 }
        c.index_in_parent = { id in AccessibilityBridge.active?.indexInParent(of: id) ?? -1 }
        c.extents = { id, x, y, width, height in
            guard let bridge = AccessibilityBridge.active, let rect = bridge.frame(of: id) else { return }
            let r = bridge.screenRect(rect)
            x?.pointee = Int32(clamping: r.x)
            y?.pointee = Int32(clamping: r.y)
            width?.pointee = Int32(clamping: r.width)
            height?.pointee = Int32(clamping: r.height)
        }
        c.grab_focus = { id in (AccessibilityBridge.active?.grabFocus(id) ?? false) ? 1 : 0 }
        c.action_count = { id in Int32(AccessibilityBridge.active?.element(id)?.actions.count ?? 0) }
        c.action_name = { id, index in UnsafePointer(AccessibilityBridge.active?.element(id)?.actionName(Int(index))) }
        c.do_action = { id, index in (AccessibilityBridge.active?.perform(action: Int(index), of: id) ?? false) ? 1 : 0 }
        return c
    }

    static func parent(of id: UInt64) -> UInt64 {
        switch id {
        case NodeID.application: 0
        case NodeID.window: NodeID.application
        default: NodeID.window
        }
    }

    func childCount(of id: UInt64) -> Int32 {
        switch id {
        case NodeID.application: 1
        case NodeID.window: Int32(elements.count)
        default: 0
        }
    }

    func child(of id: UInt64, at index: Int32) -> UInt64 {
        guard index >= 0 else { return 0 }
        switch id {
        case NodeID.application: return index == 0 ? NodeID.window : 0
        case NodeID.window: return Int(index) < elements.count ? elements[Int(index)].id : 0
        default: return 0
        }
    }

    func indexInParent(of id: UInt64) -> Int32 {
        switch id {
        case NodeID.application: -1
        case NodeID.window: 0
        default: Int32(index(of: id) ?? -1)
        }
    }

    func grabFocus(_ id: UInt64) -> Bool {
        guard element(id) != nil else { return false }
        focus(id)
        return true
    }

    func name(of id: UInt64) -> UnsafePointer<CChar>? {
        switch id {
        case NodeID.application, NodeID.window: UnsafePointer(titleText.pointer)
        case NodeID.announcer: UnsafePointer(announcer.text.pointer)
        default: element(id).map { UnsafePointer($0.name.pointer) }
        }
    }

    func descriptionText(of id: UInt64) -> UnsafePointer<CChar>? {
        element(id).map { UnsafePointer($0.description.pointer) }
    }

    func frame(of id: UInt64) -> CGRect? {
        switch id {
        case NodeID.application, NodeID.window, NodeID.announcer: loop.window.bounds
        default: element(id)?.view?.accessibilityFrame
        }
    }

    func role(of id: UInt64) -> AtkRole {
        switch id {
        case NodeID.application: ATK_ROLE_APPLICATION
        case NodeID.window: ATK_ROLE_FRAME
        case NodeID.announcer: ATK_ROLE_NOTIFICATION
        default: element(id)?.view.map(AccessibilityRoles.role(of:)) ?? ATK_ROLE_INVALID
        }
    }

    func states(of id: UInt64) -> UInt64 {
        var states: [AtkStateType] = []
        switch id {
        case NodeID.application:
            break
        case NodeID.window:
            states = [ATK_STATE_ACTIVE, ATK_STATE_ENABLED, ATK_STATE_SENSITIVE, ATK_STATE_VISIBLE, ATK_STATE_SHOWING]
        case NodeID.announcer:
            if announcer.isShowing { states = [ATK_STATE_VISIBLE, ATK_STATE_SHOWING] }
        default:
            guard let view = element(id)?.view else { return 0 }
            states = AccessibilityRoles.states(of: view)
            if focusedID == id { states.append(ATK_STATE_FOCUSED) }
        }
        return states.reduce(0) { $0 | (1 << UInt64($1.rawValue)) }
    }

    /// Performs action `index` of an element; false when there is none.
    func perform(action index: Int, of id: UInt64) -> Bool {
        guard let node = element(id), let view = node.view else { return false }
        let actions = node.actions
        guard actions.indices.contains(index) else { return false }
        switch actions[index] {
        case .activate: loop.activateAccessibilityElement(view)
        case .increment: view.accessibilityIncrement()
        case .decrement: view.accessibilityDecrement()
        case .custom(let action): return action.actionHandler?(action) ?? false
        }
        return true
    }
}
