import FoldCore
import Foundation

/// An action an assistive app offers on an element besides activating it (a cell's "Add to
/// cart"), as UIKit's: the handler performs it and returns whether it did.
open class UIAccessibilityCustomAction {
    /// What the action is called, spoken as it is offered.
    open var name: String
    /// Performs the action; true when it did.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)? = nil) {
        self.name = name
        self.actionHandler = actionHandler
    }
}
