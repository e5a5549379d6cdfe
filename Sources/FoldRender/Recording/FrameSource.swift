import FoldCore

/// What a recording shows: a canvas and the layers on it at any frame time. A scene file is one;
/// an app's window (FoldUI's headless host) is another.
public protocol FrameSource: AnyObject {
    /// Canvas size in points.
    var size: Size { get }
    var background: Color { get }
    /// The presentation of the layers at `time`. A recorder calls it on one thread, with times
    /// in increasing order unless `allowsRandomAccess` says any order is fine.
    func layers(at time: Double) -> [LayerSnapshot]
    /// True when `layers(at:)` can be asked for any time in any order (a scene: its animations are
    /// functions of time); false for sources that only run forwards (an app driven by input).
    var allowsRandomAccess: Bool { get }
}

/// A scene file as a recording's source.
public final class SceneSource: FrameSource {
    public let scene: Scene
    public init(_ scene: Scene) { self.scene = scene }
    public var size: Size { scene.size }
    public var background: Color { scene.background }
    public func layers(at time: Double) -> [LayerSnapshot] { scene.presentation(at: time) }
    public var allowsRandomAccess: Bool { true }
}
