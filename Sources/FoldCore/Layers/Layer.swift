import Foundation

/// CALayer: a node of the layer tree with model values and attached CA-style animations.
///
/// The model never changes by itself; `presentation(at:)` evaluates the animations at a time and
/// returns an immutable snapshot that a renderer can use on any thread.
open class Layer {
    /// The model values.
    public var properties = LayerProperties() {
        // Not reading `oldValue` keeps a change of one field in place (SE-0268).
        didSet { invalidatePresentation() }
    }
    /// A name for tools and scene files (`--layer`, error messages).
    public var name: String? {
        didSet { invalidatePresentation() }
    }
    public let kind: LayerKind
    /// Not retained (a layer is owned by its superlayer); a layer clears its sublayers' pointer
    /// when it goes, so it never dangles. Not `weak`: see `View.superview`.
    public private(set) unowned(unsafe) var superlayer: Layer?
    public private(set) var sublayers: [Layer] = [] {
        didSet { invalidatePresentation() }
    }
    /// Animations by key, in the order they were added (later ones apply on top).
    public private(set) var animations: [(key: String, animation: any LayerAnimation)] = [] {
        didSet { invalidatePresentation() }
    }
    /// This subtree's presentation while nothing in it changes and nothing in it animates (it is
    /// then the same at every time): a frame snapshots only the parts that move. Whenever a
    /// layer holds one, so does every layer under it (each was static when it was made), so a
    /// change clears the layer's and its ancestors' up to the first that holds none.
    private var cachedPresentation: LayerSnapshot?
    /// Whether `cachedPresentation` holds one: tested on every change, without reading the snapshot.
    private var keepsPresentation = false

    public init() { kind = .layer }

    init(kind: LayerKind) { self.kind = kind }

    deinit {
        for s in sublayers { s.superlayer = nil }
    }

    // MARK: Model properties (Core Animation's names)

    public var bounds: CGRect {
        get { properties.bounds }
        set { properties.bounds = newValue }
    }
    public var position: CGPoint {
        get { properties.position }
        set { properties.position = newValue }
    }
    public var anchorPoint: CGPoint {
        get { properties.anchorPoint }
        set { properties.anchorPoint = newValue }
    }
    public var anchorPointZ: Double {
        get { properties.anchorPointZ }
        set { properties.anchorPointZ = newValue }
    }
    public var zPosition: Double {
        get { properties.zPosition }
        set { properties.zPosition = newValue }
    }
    public var transform: CATransform3D {
        get { properties.transform }
        set { properties.transform = newValue }
    }
    public var sublayerTransform: CATransform3D {
        get { properties.sublayerTransform }
        set { properties.sublayerTransform = newValue }
    }
    public var opacity: Double {
        get { properties.opacity }
        set { properties.opacity = newValue }
    }
    public var isHidden: Bool {
        get { properties.isHidden }
        set { properties.isHidden = newValue }
    }
    public var isDoubleSided: Bool {
        get { properties.isDoubleSided }
        set { properties.isDoubleSided = newValue }
    }
    public var masksToBounds: Bool {
        get { properties.masksToBounds }
        set { properties.masksToBounds = newValue }
    }
    public var cornerRadius: Double {
        get { properties.cornerRadius }
        set { properties.cornerRadius = newValue }
    }
    public var backgroundColor: CGColor? {
        get { properties.backgroundColor }
        set { properties.backgroundColor = newValue }
    }
    public var borderWidth: Double {
        get { properties.borderWidth }
        set { properties.borderWidth = newValue }
    }
    public var borderColor: CGColor {
        get { properties.borderColor }
        set { properties.borderColor = newValue }
    }
    /// The image shown (see `LayerProperties.contentsImage`).
    public var contentsImage: ContentsImage? {
        get { properties.contentsImage }
        set { properties.contentsImage = newValue }
    }

    public var contents: String? {
        get { properties.contents }
        set { properties.contents = newValue }
    }
    public var contentsGravity: ContentsGravity {
        get { properties.contentsGravity }
        set { properties.contentsGravity = newValue }
    }
    public var contentsRect: CGRect {
        get { properties.contentsRect }
        set { properties.contentsRect = newValue }
    }
    public var contentsScale: Double {
        get { properties.contentsScale }
        set { properties.contentsScale = newValue }
    }
    public var shouldRasterize: Bool {
        get { properties.shouldRasterize }
        set { properties.shouldRasterize = newValue }
    }
    /// CALayer.frame (see `LayerProperties.frame`).
    public var frame: CGRect {
        get { properties.frame }
        set { properties.frame = newValue }
    }
    /// -[CALayer affineTransform].
    public var affineTransform: CGAffineTransform {
        get { properties.transform.affineTransform }
        set { properties.transform = CATransform3D(newValue) }
    }

    // MARK: The tree

    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    public func insertSublayer(_ layer: Layer, at index: Int) {
        var ancestor: Layer? = self
        while let a = ancestor {
            precondition(a !== layer, "a layer cannot be a sublayer of itself or of its own sublayers")
            ancestor = a.superlayer
        }
        layer.removeFromSuperlayer()
        sublayers.insert(layer, at: max(0, min(index, sublayers.count)))
        layer.superlayer = self
    }

    public func removeFromSuperlayer() {
        guard let s = superlayer else { return }
        s.sublayers.removeAll { $0 === self }
        superlayer = nil
    }

    /// Moves a sublayer to the front (last drawn).
    public func bringSublayerToFront(_ layer: Layer) {
        guard let i = sublayers.firstIndex(where: { $0 === layer }) else { return }
        sublayers.append(sublayers.remove(at: i))
    }

    /// The layer and all its descendants, depth first.
    public var allLayers: [Layer] { [self] + sublayers.flatMap(\.allLayers) }

    /// The first layer in this subtree with the given name.
    public func layer(named name: String) -> Layer? {
        allLayers.first { $0.name == name }
    }

    // MARK: Animations

    /// Attaches an animation under a key; an animation already under that key is replaced
    /// (and told it did not finish). A `beginTime` of 0 means "now" when `now` is given.
    /// Throws when the animation is invalid for this layer, with the reason.
    public func add(_ animation: any LayerAnimation, forKey key: String, now: Double? = nil) throws {
        if let error = animation.validate() { throw error }
        var a = animation
        if a.timing.beginTime == 0, let now { a.timing.beginTime = now }
        if let i = animations.firstIndex(where: { $0.key == key }) {
            let old = animations.remove(at: i)
            old.animation.completion?(false)
        }
        animations.append((key, a))
    }

    public func animation(forKey key: String) -> (any LayerAnimation)? {
        animations.first { $0.key == key }?.animation
    }

    public var animationKeys: [String] { animations.map(\.key) }

    public func removeAnimation(forKey key: String) {
        guard let i = animations.firstIndex(where: { $0.key == key }) else { return }
        animations.remove(at: i).animation.completion?(false)
    }

    public func removeAllAnimations() {
        let removed = animations
        animations.removeAll()
        for a in removed { a.animation.completion?(false) }
    }

    /// Finishes the animations of this subtree whose active time has ended by `time`: their
    /// completions run with `true`, and those removed on completion are detached.
    public func finishAnimations(upTo time: Double) {
        // A kept presentation is of a subtree without animations (adding one forgets it): none
        // to finish under it, and the walk (every layer of a window, every frame) stops here.
        guard !keepsPresentation else { return }
        // Without animations there is nothing to finish here (and the empty list is left
        // untouched: changing it forgets the kept presentation).
        guard !animations.isEmpty else {
            for s in sublayers { s.finishAnimations(upTo: time) }
            return
        }
        var finished: [any LayerAnimation] = []
        animations.removeAll { entry in
            let a = entry.animation
            guard time >= a.timing.endTime else { return false }
            finished.append(a)
            return a.isRemovedOnCompletion
        }
        // Held (not removed) animations report once: their completion is cleared after it runs.
        for i in animations.indices where time >= animations[i].animation.timing.endTime {
            animations[i].animation.completion = nil
        }
        for a in finished { a.completion?(true) }
        for s in sublayers { s.finishAnimations(upTo: time) }
    }

    // MARK: Presentation

    /// The presentation values of this layer alone at `time`.
    public func presentationProperties(at time: Double) -> LayerProperties {
        var p = properties
        for entry in animations {
            entry.animation.apply(to: &p, at: time)
        }
        return p
    }

    /// An immutable snapshot of this subtree at `time`: the model with every animation applied.
    public func presentation(at time: Double) -> LayerSnapshot {
        if keepsPresentation, let cachedPresentation { return cachedPresentation }
        var still = animations.isEmpty
        let snapshots = sublayers.map { layer in
            let snapshot = layer.presentation(at: time)
            if !layer.keepsPresentation { still = false }
            return snapshot
        }
        let snapshot = LayerSnapshot(name: name, kind: kind, properties: presentationProperties(at: time), sublayers: snapshots)
        if still {
            cachedPresentation = snapshot
            keepsPresentation = true
        }
        return snapshot
    }

    /// Forgets the kept presentation of this layer and of its ancestors.
    @inline(__always) private func invalidatePresentation() {
        guard keepsPresentation else { return }
        var layer: Layer? = self
        while let l = layer, l.keepsPresentation {
            l.keepsPresentation = false
            l.cachedPresentation = nil
            layer = l.superlayer
        }
    }

    /// A snapshot of the model values (no animations).
    public func modelSnapshot() -> LayerSnapshot {
        LayerSnapshot(name: name, kind: kind, properties: properties, sublayers: sublayers.map { $0.modelSnapshot() })
    }
}

/// CAGradientLayer: an axial gradient through `colors` at `locations`.
public final class GradientLayer: Layer {
    public override init() { super.init(kind: .gradient) }

    public var colors: [CGColor] {
        get { properties.colors }
        set { properties.colors = newValue }
    }
    public var locations: [Double] {
        get { properties.locations }
        set { properties.locations = newValue }
    }
    public var startPoint: CGPoint {
        get { properties.startPoint }
        set { properties.startPoint = newValue }
    }
    public var endPoint: CGPoint {
        get { properties.endPoint }
        set { properties.endPoint = newValue }
    }
}

/// CATransformLayer: its sublayers share one 3D rendering context; it draws nothing itself.
public final class TransformLayer: Layer {
    public override init() { super.init(kind: .transform) }
}

/// CATextLayer (the model; drawing is the renderer's).
public final class TextLayer: Layer {
    public override init() { super.init(kind: .text) }

    public var string: String? {
        get { properties.string }
        set { properties.string = newValue }
    }
    public var fontSize: Double {
        get { properties.fontSize }
        set { properties.fontSize = newValue }
    }
    public var fontFamily: String? {
        get { properties.fontFamily }
        set { properties.fontFamily = newValue }
    }
    /// CSS weight, 1…1000 (400 regular, 700 bold).
    public var fontWeight: Double {
        get { properties.fontWeight }
        set { properties.fontWeight = newValue }
    }
    public var foregroundColor: CGColor {
        get { properties.foregroundColor }
        set { properties.foregroundColor = newValue }
    }
    public var alignmentMode: TextAlignment {
        get { properties.alignmentMode }
        set { properties.alignmentMode = newValue }
    }
    public var isWrapped: Bool {
        get { properties.isWrapped }
        set { properties.isWrapped = newValue }
    }
}

extension Layer {
    /// A new layer of the given kind.
    public static func make(_ kind: LayerKind) -> Layer {
        switch kind {
        case .layer: Layer()
        case .gradient: GradientLayer()
        case .transform: TransformLayer()
        case .text: TextLayer()
        }
    }
}
