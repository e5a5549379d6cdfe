import CFoldATK
import FoldCore
import FoldUI

/// AT-SPI's roles and states for UIKit's traits.
enum AccessibilityRoles {
    /// The role: the first trait that says what the element is, else what the view is.
    static func role(of view: UIView) -> AtkRole {
        let traits = view.accessibilityTraits
        if view is UISwitch { return ATK_ROLE_TOGGLE_BUTTON }
        if traits.contains(.button) || traits.contains(.keyboardKey) { return ATK_ROLE_PUSH_BUTTON }
        if traits.contains(.link) { return ATK_ROLE_LINK }
        if traits.contains(.searchField) { return ATK_ROLE_ENTRY }
        if traits.contains(.adjustable) { return ATK_ROLE_SLIDER }
        if traits.contains(.header) { return ATK_ROLE_HEADING }
        if traits.contains(.tabBar) { return ATK_ROLE_PAGE_TAB_LIST }
        if traits.contains(.image) { return ATK_ROLE_IMAGE }
        if traits.contains(.staticText) { return ATK_ROLE_LABEL }
        if view is UITableViewCell { return ATK_ROLE_LIST_ITEM }
        return ATK_ROLE_PANEL
    }

    /// The states of an element on the screen (the bridge adds focused).
    static func states(of view: UIView) -> [AtkStateType] {
        let traits = view.accessibilityTraits
        var states = [ATK_STATE_VISIBLE, ATK_STATE_SHOWING, ATK_STATE_FOCUSABLE]
        if !traits.contains(.notEnabled) { states += [ATK_STATE_ENABLED, ATK_STATE_SENSITIVE] }
        if traits.contains(.selected) { states += [ATK_STATE_SELECTABLE, ATK_STATE_SELECTED] }
        switch view.accessibilityExpandedStatus {
        case .expanded: states += [ATK_STATE_EXPANDABLE, ATK_STATE_EXPANDED]
        case .collapsed: states.append(ATK_STATE_EXPANDABLE)
        case .unsupported: break
        }
        if let toggle = view as? UISwitch {
            states.append(ATK_STATE_CHECKABLE)
            if toggle.isOn { states.append(ATK_STATE_CHECKED) }
        }
        return states
    }
}
