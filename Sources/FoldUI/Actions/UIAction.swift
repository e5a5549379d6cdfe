import Foundation

/// UIActionHandler: what a `UIAction` runs.
public typealias UIActionHandler = (UIAction) -> Void

/// UIAction: a handler a control runs for its events (`UIControl.addAction(_:for:)`), with the
/// control as its `sender` while it runs.
open class UIAction: UIMenuElement {
    /// UIAction.Identifier: names an action, so a control can remove it by name.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// The action's identifier: the one given, or a unique one.
    public let identifier: Identifier
    /// The control running the action, while it runs (UIKit's `sender`); nil otherwise.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    /// An action (UIKit's initializer; FoldKit has no `image:` yet: UIImage comes with issue 19).
    public init(
        title: String = "", identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title)
    }

    /// Runs the handler with `sender` set.
    func perform(from sender: Any) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
