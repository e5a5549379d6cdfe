import CFoldATK
import FoldCore
import FoldUI
import Foundation
import Synchronization

/// Serves a FoldKit window's accessibility elements to Linux screen readers (Orca) over AT-SPI,
/// as GTK 3 and Chromium do: ATK objects handed to ATK's AT-SPI bridge, which speaks the D-Bus
/// protocol, registers with the registry and keeps its cache (docs/accessibility.md says why).
///
/// The tree: the application (the host's title), its window (a frame), and in it the elements
/// on the screen in reading order (`AccessibilityTree`), each with a role from its traits, its
/// label as the name, its value and hint as the description, states (enabled, selected,
/// expanded, focused…) and actions: "click" activates it as VoiceOver's double tap, an
/// adjustable one also has "increment" and "decrement", then its custom actions by name.
/// `update` follows the screen: children added and removed, names, states and announcements
/// reach listeners as events. Everything runs on the user-interface thread.
public final class AccessibilityBridge {
    /// Starts when a D-Bus session bus is there (`DBUS_SESSION_BUS_ADDRESS`) and `NO_AT_BRIDGE`
    /// is not 1 (GTK's switch); nil otherwise, or when the bridge cannot register.
    /// `screenRect` turns a rectangle in window points into screen pixels.
    public static func start(
        loop: FrameLoop, title: String,
        screenRect: @escaping (CGRect) -> (x: Int, y: Int, width: Int, height: Int),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> AccessibilityBridge? {
        guard active == nil, environment["NO_AT_BRIDGE"] != "1",
            !(environment["DBUS_SESSION_BUS_ADDRESS"] ?? "").isEmpty
        else { return nil }
        let bridge = AccessibilityBridge(loop: loop, title: title, screenRect: screenRect)
        active = bridge
        var callbacks = AccessibilityBridge.callbacks
        guard fold_atk_start(&callbacks, "1.0") == 0 else {
            active = nil
            bridge.removeObserver()
            return nil
        }
        bridge.update(at: 0, force: true)
        return bridge
    }

    let loop: FrameLoop
    let title: String
    let screenRect: (CGRect) -> (x: Int, y: Int, width: Int, height: Int)
    /// The elements on the screen, in order.
    private(set) var elements: [ElementNode] = []
    private var nodesByID: [UInt64: ElementNode] = [:]
    private var nodesByView: [ObjectIdentifier: ElementNode] = [:]
    private var indexByID: [UInt64: Int] = [:]
    private var nextID = NodeID.firstElement
    var focusedID: UInt64?
    let titleText: CString
    let announcer = Announcer()
    private var lastUpdate = -Double.infinity
    private let posts = PostQueue()
    private var postObserver: Int?

    private init(loop: FrameLoop, title: String, screenRect: @escaping (CGRect) -> (x: Int, y: Int, width: Int, height: Int)) {
        self.loop = loop
        self.title = title
        self.screenRect = screenRect
        titleText = CString(title)
        let posts = self.posts
        postObserver = UIAccessibility.addPostObserver { notification, argument in
            let announced: AnnouncedArgument =
                if let text = argument as? String { .text(text) } else if let view = argument as? UIView {
                    .element(ObjectIdentifier(view))
                } else { .none }
            posts.items.withLock { $0.append((notification, announced)) }
        }
    }

    private func removeObserver() {
        if let postObserver { UIAccessibility.removePostObserver(postObserver) }
        postObserver = nil
    }

    /// Answers the screen reader's questions waiting on the bus. Call it every frame.
    public func pump() { fold_atk_pump() }

    /// Follows the screen after a frame (at most ten times a second, unless `force`): elements
    /// that came and went, and changed names, descriptions and states, become events.
    public func update(at time: Double, force: Bool = false) {
        deliverPosts(at: time)
        guard force || time - lastUpdate >= 0.1 else { return }
        lastUpdate = time
        let views = loop.accessibilityElementsOnScreen
        var next: [ElementNode] = []
        next.reserveCapacity(views.count)
        for view in views {
            if let node = nodesByView[ObjectIdentifier(view)], node.view === view {
                next.append(node)
            } else {
                let node = ElementNode(id: nextID, view: view)
                nextID += 1
                nodesByView[ObjectIdentifier(view)] = node
                nodesByID[node.id] = node
                next.append(node)
            }
        }
        let kept = Set(next.map(\.id))
        let removed = elements.enumerated().filter { !kept.contains($0.element.id) }
        let old = Set(elements.map(\.id))
        // Removals from the end, so each index is the child's index at its removal.
        for (index, node) in removed.reversed() {
            fold_atk_children_changed(NodeID.window, Int32(index), node.id, 0)
        }
        // Additions in order, each at its index among the children by then.
        elements = next
        indexByID = Dictionary(uniqueKeysWithValues: next.enumerated().map { ($0.element.id, $0.offset) })
        for (index, node) in next.enumerated() where !old.contains(node.id) {
            fold_atk_children_changed(NodeID.window, Int32(index), node.id, 1)
        }
        for (_, node) in removed {
            if focusedID == node.id { focusedID = nil }
            nodesByID[node.id] = nil
            if let view = node.view, nodesByView[ObjectIdentifier(view)] === node {
                nodesByView[ObjectIdentifier(view)] = nil
            } else {
                nodesByView = nodesByView.filter { $0.value !== node }
            }
            fold_atk_forget(node.id)
        }
        for node in next where old.contains(node.id) { node.refresh(emitting: true) }
        announcer.hideIfDue(at: time)
    }

    /// Stops serving: the screen reader sees the application go.
    public func stop() {
        guard Self.active === self else { return }
        fold_atk_stop()
        removeObserver()
        Self.active = nil
    }

    /// The node of an id, for the callbacks.
    func element(_ id: UInt64) -> ElementNode? { nodesByID[id] }
    func index(of id: UInt64) -> Int? { indexByID[id] }

    /// Moves the screen reader's focus (a `screenChanged`/`layoutChanged` post's element, or
    /// the reader's own `grabFocus`).
    func focus(_ id: UInt64?) {
        guard id != focusedID else { return }
        if let old = focusedID { fold_atk_state_changed(old, ATK_STATE_FOCUSED, 0) }
        focusedID = id
        if let id { fold_atk_state_changed(id, ATK_STATE_FOCUSED, 1) }
    }

    private func deliverPosts(at time: Double) {
        let delivered = posts.items.withLock { p in
            defer { p.removeAll() }
            return p
        }
        for (notification, argument) in delivered {
            switch argument {
            case .text(let text):
                announcer.announce(text, at: time)
            case .element(let view):
                guard notification == .screenChanged || notification == .layoutChanged else { continue }
                // The element may be new on the screen: follow the screen first.
                update(at: time, force: true)
                if let node = nodesByView[view] { focus(node.id) }
            case .none:
                if notification == .screenChanged || notification == .layoutChanged { update(at: time, force: true) }
            }
        }
    }

    enum AnnouncedArgument: Sendable {
        case text(String)
        case element(ObjectIdentifier)
        case none
    }

    /// What the app posted (on any thread), delivered with the next update.
    final class PostQueue: Sendable {
        let items = Mutex<[(UIAccessibility.Notification, AnnouncedArgument)]>([])
    }

    /// The one bridge serving (ATK has one root per process).
    nonisolated(unsafe) static var active: AccessibilityBridge?
}

/// The fixed nodes' ids; elements take the ids after them, never reused.
enum NodeID {
    static let application: UInt64 = 1
    static let window: UInt64 = 2
    static let announcer: UInt64 = 3
    static let firstElement: UInt64 = 4
}
