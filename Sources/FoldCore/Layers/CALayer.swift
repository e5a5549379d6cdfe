import Foundation

/// CALayer: a node of the layer tree with model values and attached CA-style animations.
///
/// The model never changes by itself; `presentation(at:)` evaluates the animations at a time and
/// returns an immutable snapshot that a renderer can use on any thread.
open class CALayer: NSObject {
    /// The model values. Read by borrowing and changed in place, so one field's read need not
    /// copy the whole struct (a retain per reference in it). The copy was measured where the
    /// getter is dispatched through the vtable (a build with `-enable-testing`); in the shipping
    /// build the borrow changed the table's whole-screen figure little.
    public var properties: LayerProperties {
        _read { yield modelValues }
        _modify {
            yield &modelValues
            invalidatePresentation()
        }
    }
    private final var modelValues = LayerProperties()
    /// A name for tools and scene files (`--layer`, error messages).
    public var name: String? {
        didSet { invalidatePresentation() }
    }
    package let kind: LayerKind
    /// For a presentation layer, the layer it shows (`model()`).
    var modelLayer: CALayer?
    /// Not retained (a layer is owned by its superlayer); a layer clears its sublayers' pointer
    /// when it goes, so it never dangles. Not `weak`: see `UIView.superview`.
    public internal(set) unowned(unsafe) var superlayer: CALayer?
    /// The sublayers, back to front (`sublayers` is nil when this is empty).
    package private(set) var children: [CALayer] = [] {
        didSet { invalidatePresentation() }
    }
    /// Animations by key, in the order they were added (later ones apply on top).
    package private(set) var animations: [(key: String, animation: any LayerAnimation)] = [] {
        didSet {
            invalidatePresentation()
            if !added.isEmpty { forgetRemovedAnimations() }
        }
    }
    /// The copies `add(_:forKey:)` took of Core Animation animations, by key, while they run.
    var added: [String: CAAnimation] = [:]
    /// Values kept for keys of the caller's own (`setValue(_:forKey:)`).
    var keyedValues: [String: Any] = [:]
    /// The layer's own time (`CAMediaTiming`); a change shows from the next presentation.
    var timing = LayerTiming() {
        didSet { if timing != oldValue { invalidatePresentation() } }
    }
    /// The layer whose alpha (with its sublayers', composited) masks this layer's background,
    /// contents, border, sublayers and shadow; in this layer's coordinates. It must have no
    /// superlayer, as Core Animation requires.
    public var mask: CALayer? {
        didSet {
            if oldValue !== mask {
                oldValue?.maskOwner = nil
                mask?.maskOwner = self
            }
            invalidatePresentation()
        }
    }
    /// The layer this one masks: a mask has no superlayer, and its changes reach the owner's
    /// kept presentation through this. Cleared when the owner goes.
    unowned(unsafe) var maskOwner: CALayer?
    /// Whether `layoutIfNeeded()` has layout to do.
    var layoutRequestedFlag = false
    /// Whether `displayIfNeeded()` has drawing to do.
    var displayRequestedFlag = false
    /// Whether a change of the bounds' size asks for `display()`, as `setNeedsDisplay()` does.
    public var needsDisplayOnBoundsChange = false
    /// Told when the layer lays out its sublayers; not retained, as Core Animation holds it.
    public weak var delegate: (any CALayerDelegate)?
    /// Keys whose animation's delegate has not yet heard `animationDidStart`.
    var awaitingStart: [String] = []
    /// Custom actions by event (property name or `kCAOnOrderIn`…), searched by `action(forKey:)`.
    public var actions: [String: any CAAction]?
    /// Default values and actions (an `"actions"` dictionary is searched by `action(forKey:)`).
    public var style: [AnyHashable: Any]?
    /// The layer backs a view: like UIKit's views, whose delegate answers no action outside an
    /// animation block, its changes run no actions (FoldUI's animations add their own).
    package var backsView = false
    /// This thread's transactions, and how many commits they had when the layer was made: a
    /// layer animates implicitly once a transaction has committed it, not in the one that made it.
    let transactions = TransactionStack.current
    let bornAtCommit = TransactionStack.current.openForNewLayer()
    /// This subtree's presentation while nothing in it changes and nothing in it animates (it is
    /// then the same at every time): a frame snapshots only the parts that move. Whenever a
    /// layer holds one, so does every layer under it (each was static when it was made), so a
    /// change clears the layer's and its ancestors' up to the first that holds none.
    private var cachedPresentation: LayerSnapshot?
    /// Whether `cachedPresentation` holds one: tested on every change, without reading the snapshot.
    private var keepsPresentation = false

    /// Required so a view can make the layer of its `layerClass` (Swift calls an initializer
    /// through a class only when it is required; UIKit calls it through the Objective-C runtime).
    public required override init() { kind = .layer }

    init(kind: LayerKind) { self.kind = kind }

    /// A layer with another layer's model values (and name), not its sublayers or animations:
    /// how Core Animation makes shadow copies. Subclasses override it to copy what they add.
    public init(layer: Any) {
        kind = .layer
        super.init()
        if let l = layer as? CALayer { copyModel(of: l) }
    }

    /// FoldKit has no layer archives (nibs, storyboards): nil, as a decode that fails. It is
    /// here because subclasses written for iOS implement it.
    public required init?(coder: NSCoder) { return nil }

    init(kind: LayerKind, layer: Any) {
        self.kind = kind
        super.init()
        if let l = layer as? CALayer { copyModel(of: l) }
    }

    private func copyModel(of l: CALayer) {
        properties = l.properties
        name = l.name
    }

    deinit {
        for s in children { s.superlayer = nil }
        mask?.maskOwner = nil
    }

    // MARK: Model properties (Core Animation's names and types)

    /// Changing the size asks for layout, as Core Animation does.
    public var bounds: CGRect {
        get { properties.bounds }
        set {
            let resized = newValue.size != properties.bounds.size
            change("bounds") { properties.bounds = newValue }
            if resized {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }
    public var position: CGPoint {
        get { properties.position }
        set { change("position") { properties.position = newValue } }
    }
    public var anchorPoint: CGPoint {
        get { properties.anchorPoint }
        set { change("anchorPoint") { properties.anchorPoint = newValue } }
    }
    public var anchorPointZ: CGFloat {
        get { properties.anchorPointZ }
        set { change("anchorPointZ") { properties.anchorPointZ = newValue } }
    }
    public var zPosition: CGFloat {
        get { properties.zPosition }
        set { change("zPosition") { properties.zPosition = newValue } }
    }
    public var transform: CATransform3D {
        get { properties.transform }
        set { change("transform") { properties.transform = newValue } }
    }
    public var sublayerTransform: CATransform3D {
        get { properties.sublayerTransform }
        set { change("sublayerTransform") { properties.sublayerTransform = newValue } }
    }
    public var opacity: Float {
        get { Float(properties.opacity) }
        set { change("opacity") { properties.opacity = Double(newValue) } }
    }
    public var isHidden: Bool {
        get { properties.isHidden }
        set { change("hidden") { properties.isHidden = newValue } }
    }
    public var isDoubleSided: Bool {
        get { properties.isDoubleSided }
        set { change("doubleSided") { properties.isDoubleSided = newValue } }
    }
    /// Whether the layer may antialias its edges (those in `edgeAntialiasingMask`). False by
    /// default, as Core Animation's (`UIViewEdgeAntialiasing` unset): edges not on pixel
    /// boundaries cover the pixels whose centres they enclose, so layers that abut leave no seam,
    /// and a rotated layer's edges show steps.
    public var allowsEdgeAntialiasing: Bool {
        get { properties.allowsEdgeAntialiasing }
        set { change("allowsEdgeAntialiasing") { properties.allowsEdgeAntialiasing = newValue } }
    }
    /// Which edges are antialiased when `allowsEdgeAntialiasing` is on (all by default); turn off
    /// the ones that abut other layers' to leave no seam between them.
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { properties.edgeAntialiasingMask }
        set { change("edgeAntialiasingMask") { properties.edgeAntialiasingMask = newValue } }
    }
    public var masksToBounds: Bool {
        get { properties.masksToBounds }
        set { change("masksToBounds") { properties.masksToBounds = newValue } }
    }
    public var cornerRadius: CGFloat {
        get { properties.cornerRadius }
        set { change("cornerRadius") { properties.cornerRadius = newValue } }
    }
    /// The corners `cornerRadius` rounds (all four by default); the background, border, the
    /// clip of `masksToBounds` and the shadow they cast are square at the others. Bits beyond
    /// the four corners are kept and mean nothing.
    public var maskedCorners: CACornerMask {
        get { properties.maskedCorners }
        set { change("maskedCorners") { properties.maskedCorners = newValue } }
    }
    public var backgroundColor: CGColor? {
        get { properties.backgroundColor }
        set { change("backgroundColor") { properties.backgroundColor = newValue } }
    }
    public var borderWidth: CGFloat {
        get { properties.borderWidth }
        set { change("borderWidth") { properties.borderWidth = newValue } }
    }
    /// Opaque black by default; nil draws no border.
    public var borderColor: CGColor? {
        get { properties.borderColor }
        set { change("borderColor") { properties.borderColor = newValue } }
    }
    /// The image the layer shows: a `CGImage`. Anything else shows nothing, as in Core
    /// Animation, which draws only the contents types it knows.
    public var contents: Any? {
        get { properties.contentsImage }
        set { change("contents") { properties.contentsImage = newValue as? CGImage } }
    }
    /// The name of the image shown, for scene files and renderers that look images up by
    /// name (a scene's image table): FoldKit's, alongside `contents`.
    package var contentsName: String? {
        get { properties.contentsName }
        set { properties.contentsName = newValue }
    }
    public var contentsGravity: CALayerContentsGravity {
        get { properties.contentsGravity }
        set { properties.contentsGravity = newValue }
    }
    public var contentsRect: CGRect {
        get { properties.contentsRect }
        set { change("contentsRect") { properties.contentsRect = newValue } }
    }
    public var contentsScale: CGFloat {
        get { properties.contentsScale }
        set { properties.contentsScale = newValue }
    }
    /// The unit rectangle by default: the whole of the contents stretches evenly.
    public var contentsCenter: CGRect {
        get { properties.contentsCenter }
        set { change("contentsCenter") { properties.contentsCenter = newValue } }
    }
    /// The shadow's colour: opaque black by default.
    public var shadowColor: CGColor? {
        get { properties.shadow.color }
        set { change("shadowColor") { properties.shadow.color = newValue } }
    }
    /// 0 (no shadow) by default.
    public var shadowOpacity: Float {
        get { Float(properties.shadow.opacity) }
        set { change("shadowOpacity") { properties.shadow.opacity = Double(newValue) } }
    }
    /// (0, −3) by default: 3 points up.
    public var shadowOffset: CGSize {
        get { properties.shadow.offset }
        set { change("shadowOffset") { properties.shadow.offset = newValue } }
    }
    /// The blur, 3 by default (a Gaussian of this standard deviation, in points).
    public var shadowRadius: CGFloat {
        get { properties.shadow.radius }
        set { change("shadowRadius") { properties.shadow.radius = newValue } }
    }
    /// The shape that casts the shadow (a copy is kept); nil casts the layer's composited alpha.
    public var shadowPath: CGPath? {
        get { properties.shadow.path.map { CGPath(path: $0) } }
        set { change("shadowPath") { properties.shadow.path = newValue?.path } }
    }
    public var shouldRasterize: Bool {
        get { properties.shouldRasterize }
        set { properties.shouldRasterize = newValue }
    }
    /// 1 by default: the bitmap has a pixel a point, whatever the screen's scale.
    public var rasterizationScale: CGFloat {
        get { properties.rasterizationScale }
        set { change("rasterizationScale") { properties.rasterizationScale = newValue } }
    }
    /// The transformed bounding box in the superlayer (see `LayerProperties.frame`). Setting
    /// it sets `position` and `bounds` (their actions run, as in Core Animation).
    public var frame: CGRect {
        get { properties.frame }
        set {
            if actionsMayRun {
                var p = properties
                p.frame = newValue
                position = p.position
                bounds = p.bounds
            } else {
                let size = properties.bounds.size
                properties.frame = newValue
                if properties.bounds.size != size {
                    setNeedsLayout()
                    if needsDisplayOnBoundsChange { setNeedsDisplay() }
                }
            }
        }
    }

    /// The transform as an affine one (the identity when it is not affine).
    public func affineTransform() -> CGAffineTransform { properties.transform.affineTransform }

    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3D(m) }

    /// Lays out the sublayers: tells the delegate (`layoutSublayers(of:)`). Subclasses override
    /// it to place their sublayers.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Makes the contents: the delegate's `display(_:)` when there is a delegate (whose default
    /// draws as below), else a bitmap of the bounds at `contentsScale` that `draw(in:)` paints
    /// and `contents` then shows. Runs before a frame for layers that asked (`setNeedsDisplay()`).
    open func display() {
        if let delegate { delegate.display(self) } else { drawContents() }
    }

    /// Paints the contents into `ctx`, whose user space is the layer's bounds (y down, in
    /// points): the delegate's `draw(_:in:)`. Subclasses override it to draw.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Whether a change of the property `key` asks for `display()`; false unless a subclass says.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The action for an event (a property name when it changes, `kCAOnOrderIn`…): the
    /// delegate's `action(for:forKey:)`, else `actions[event]`, else the style's `"actions"`,
    /// else the class's `defaultAction(forKey:)`, else Core Animation's implicit animation for
    /// an animatable property. `NSNull` at any step ends the search with nil.
    open func action(forKey event: String) -> (any CAAction)? { searchAction(forKey: event) }

    /// The class's action for an event; none unless a subclass gives one.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    // MARK: The tree

    /// The sublayers, back to front; nil when there are none, as in Core Animation. Setting it
    /// removes the old sublayers and adds the new ones in order.
    public var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for s in children { s.superlayer = nil }
            children = []
            for s in newValue ?? [] { addSublayer(s) }
        }
    }

    /// Adds a layer on top of the others (moving it from its superlayer, or to the top if it is
    /// already a sublayer).
    public func addSublayer(_ layer: CALayer) {
        insert(layer, at: children.count)
    }

    /// Inserts a layer at an index of `sublayers` (past the end appends).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx))
    }

    /// Inserts a layer just below `sibling` (at the bottom when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let i = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
        insert(layer, at: i)
    }

    /// Inserts a layer just above `sibling` (on top when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let i =
            sibling.flatMap { s in children.firstIndex { $0 === s } }.map { $0 + 1 } ?? children.count
        insert(layer, at: i)
    }

    /// Puts `newLayer` where `oldLayer` is; nothing happens when `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let i = children.firstIndex(where: { $0 === oldLayer }) else {
            return
        }
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: i)
    }

    public func removeFromSuperlayer() {
        guard let s = superlayer else { return }
        runOrderAction(kCAOnOrderOut, in: s)
        s.children.removeAll { $0 === self }
        superlayer = nil
    }

    private func insert(_ layer: CALayer, at index: Int) {
        var ancestor: CALayer? = self
        while let a = ancestor {
            // Core Animation raises an exception here; a layer inside itself has no frame to draw.
            precondition(a !== layer, "a layer cannot be a sublayer of itself or of its own sublayers")
            ancestor = a.superlayer
        }
        layer.removeFromSuperlayer()
        children.insert(layer, at: max(0, min(index, children.count)))
        layer.superlayer = self
        layer.runOrderAction(kCAOnOrderIn, in: self)
    }

    /// The layer and all its descendants, depth first.
    package var allLayers: [CALayer] { [self] + children.flatMap(\.allLayers) }

    /// The first layer in this subtree with the given name.
    package func layer(named name: String) -> CALayer? {
        allLayers.first { $0.name == name }
    }

    // MARK: Animations (the engine's; `CALayer+Animations.swift` has Core Animation's API)

    /// Attaches an engine animation under a key; an animation already under that key is
    /// replaced (and told it did not finish). A `beginTime` of 0 means "now" when `now` is
    /// given. Throws when the animation is invalid for this layer, with the reason.
    package func add(_ animation: any LayerAnimation, forKey key: String, now: Double? = nil) throws {
        if let error = animation.validate() { throw error }
        var a = animation
        if a.timing.beginTime == 0, let now { a.timing.beginTime = now }
        if let i = animations.firstIndex(where: { $0.key == key }) {
            let old = animations.remove(at: i)
            old.animation.completion?(false)
        }
        animations.append((key, a))
    }

    /// The engine animation under a key.
    package func attachedAnimation(forKey key: String) -> (any LayerAnimation)? {
        animations.first { $0.key == key }?.animation
    }

    /// Every key with an engine animation, in the order added.
    package var attachedKeys: [String] { animations.map(\.key) }

    /// Removes the animation under a key; its delegate (or completion) hears `finished` false.
    public func removeAnimation(forKey key: String) {
        guard let i = animations.firstIndex(where: { $0.key == key }) else { return }
        animations.remove(at: i).animation.completion?(false)
    }

    /// Removes every animation; each one's delegate (or completion) hears `finished` false.
    public func removeAllAnimations() {
        // Most layers leaving a window have none: no change, nothing to invalidate.
        guard !animations.isEmpty else { return }
        let removed = animations
        animations.removeAll()
        for a in removed { a.animation.completion?(false) }
    }

    /// Finishes the animations of this subtree whose active time has ended by media time
    /// `time`: their completions run with `true`, and those removed on completion are detached.
    public func finishAnimations(upTo time: Double) {
        finishAnimations(parentTime: superlayer?.localTime(media: time) ?? time)
    }

    /// `finishAnimations(upTo:)` with the superlayer's time: each layer's animations run on its
    /// own time (`CAMediaTiming`).
    private func finishAnimations(parentTime: Double) {
        // A kept presentation is of a subtree without animations (adding one forgets it): none
        // to finish under it, and the walk (every layer of a window, every frame) stops here.
        guard !keepsPresentation else { return }
        let time = timing.local(parentTime)
        // Without animations there is nothing to finish here (and the empty list is left
        // untouched: changing it forgets the kept presentation).
        mask?.finishAnimations(parentTime: time)
        guard !animations.isEmpty else {
            for s in children { s.finishAnimations(parentTime: time) }
            return
        }
        if !awaitingStart.isEmpty { reportStarts(upTo: time) }
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
        for s in children { s.finishAnimations(parentTime: time) }
    }

    // MARK: Presentation

    /// The presentation values of this layer alone at media time `time`.
    public func presentationProperties(at time: Double) -> LayerProperties {
        presentationProperties(local: localTime(media: time))
    }

    /// The presentation values of this layer alone at its own time `time`.
    func presentationProperties(local time: Double) -> LayerProperties {
        var p = properties
        for entry in animations {
            entry.animation.apply(to: &p, at: time)
        }
        return p
    }

    /// An immutable snapshot of this subtree at media time `time`: the model with every
    /// animation applied, each layer's at its own time.
    public func presentation(at time: Double) -> LayerSnapshot {
        presentation(parentTime: superlayer?.localTime(media: time) ?? time)
    }

    private func presentation(parentTime: Double) -> LayerSnapshot {
        if keepsPresentation, let cachedPresentation { return cachedPresentation }
        let time = timing.local(parentTime)
        var still = animations.isEmpty
        let snapshots = children.map { layer in
            let snapshot = layer.presentation(parentTime: time)
            if !layer.keepsPresentation { still = false }
            return snapshot
        }
        let maskSnapshot = mask?.presentation(parentTime: time)
        if let mask, !mask.keepsPresentation { still = false }
        let snapshot = LayerSnapshot(
            name: name, kind: kind, properties: presentationProperties(local: time), sublayers: snapshots, mask: maskSnapshot)
        if still {
            cachedPresentation = snapshot
            keepsPresentation = true
        }
        return snapshot
    }

    /// Forgets the kept presentation of this layer and of its ancestors.
    @inline(__always) private func invalidatePresentation() {
        guard keepsPresentation else { return }
        var layer: CALayer? = self
        while let l = layer, l.keepsPresentation {
            l.keepsPresentation = false
            l.cachedPresentation = nil
            layer = l.superlayer ?? l.maskOwner
        }
    }

    /// A snapshot of the model values (no animations).
    public func modelSnapshot() -> LayerSnapshot {
        LayerSnapshot(
            name: name, kind: kind, properties: properties, sublayers: children.map { $0.modelSnapshot() },
            mask: mask?.modelSnapshot())
    }
}

extension CALayer {
    /// A new layer of the given kind.
    package static func make(_ kind: LayerKind) -> CALayer {
        switch kind {
        case .layer: CALayer()
        case .gradient: CAGradientLayer()
        case .transform: CATransformLayer()
        case .text: CATextLayer()
        case .shape: CAShapeLayer()
        }
    }
}
