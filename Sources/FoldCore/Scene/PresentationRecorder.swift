import Foundation

/// Records the presentation of a layer tree that something else drives — POP springs on a `HeadlessDriver`,
/// a scripted gesture, a view's frame loop — frame by frame, and bakes the recording into layers
/// that carry it as keyframe animations: a scene that shows exactly the recorded values at the
/// recorded times, which `SceneWriter` can write and `foldkit render` can play.
///
/// Each recorded property that changes gets one linear keyframe animation with a keyframe at
/// every frame time where it changes (runs of equal values keep only their ends), `hidden` a
/// discrete one; properties that never change stay model values. A layer added part-way is
/// hidden before it appears, one removed is hidden after (holding its last values). A layer whose
/// drawing changes in a way no animation can carry (its contents, text, class of background, a
/// move to another superlayer or sibling order) becomes a second baked layer from that frame on,
/// the first hidden from then; repeated ids get a suffix (`card`, `card#2`).
///
/// ```swift
/// let recorder = PresentationRecorder(layers: [root])
/// for frame in 0...60 {
///     let t = Double(frame) / 60
///     driver.advance(seconds: t - driver.time)  // whatever drives the tree
///     try recorder.record(at: t)
/// }
/// let scene = Scene(size: CGSize(width: 320, height: 240), duration: 1, layers: recorder.bakedLayers())
/// ```
public final class PresentationRecorder {
    /// The root layers recorded at every frame (their sublayers are found anew each frame).
    public let layers: [CALayer]
    /// The times recorded so far, ascending.
    public private(set) var frameTimes: [Double] = []

    /// The baked layers' roots, in drawing order.
    private let root = Track(source: nil, signature: nil)

    public init(layers: [CALayer]) {
        self.layers = layers
    }

    /// Samples every layer of the tree as the frame at `time` (its presentation values: the model
    /// with the layer's own animations applied, evaluated at `presentationTime`, by default
    /// `time` — pass the driver's clock when its CA animations run on another one). Times must be
    /// finite and increase from call to call.
    public func record(at time: Double, presentationTime: Double? = nil) throws {
        guard time.isFinite else { throw AnimationError("a frame time must be a finite number, got \(time)") }
        if let last = frameTimes.last, time <= last {
            throw AnimationError("frame times must increase: \(time) was recorded after \(last)")
        }
        let frame = frameTimes.count
        frameTimes.append(time)
        visit(layers, in: root, frame: frame, time: presentationTime ?? time)
    }

    /// Finds (or starts) the track of each layer under `parent`, keeping the baked sibling order:
    /// a layer matches its track only after the track matched by the sibling drawn before it.
    private func visit(_ layers: [CALayer], in parent: Track, frame: Int, time: Double) {
        var cursor = -1
        for layer in layers {
            let properties = layer.presentationProperties(at: time)
            let signature = Track.Signature(layer, properties)
            let track: Track
            if let j = parent.children.indices.first(where: { j in
                j > cursor && parent.children[j].source === layer && parent.children[j].signature == signature
                    && parent.children[j].samples.last?.frame != frame
            }) {
                track = parent.children[j]
                cursor = j
            } else {
                track = Track(source: layer, signature: signature)
                // After the layer's earlier tracks, so the baked layers follow in time order.
                cursor += 1
                while cursor < parent.children.count, parent.children[cursor].source === layer { cursor += 1 }
                parent.children.insert(track, at: cursor)
            }
            track.samples.append((frame, properties))
            visit(layer.children, in: track, frame: frame, time: time)
        }
    }

    /// The recording as new layers (the recorded tree is left as it is). Their animations begin
    /// at the first recorded time and hold their end values (fill mode `both`).
    public func bakedLayers() -> [CALayer] {
        var used: [String: Int] = [:]
        return root.children.map { bake($0, &used) }
    }

    private func bake(_ track: Track, _ used: inout [String: Int]) -> CALayer {
        let source = track.source!
        let layer = CALayer.make(source.kind)
        if let name = source.name {
            let n = (used[name] ?? 0) + 1
            used[name] = n
            layer.name = n == 1 ? name : "\(name)#\(n)"
        }
        // Every frame's values: absent frames hold the nearest present values and are hidden.
        var present = [LayerProperties?](repeating: nil, count: frameTimes.count)
        for (frame, properties) in track.samples { present[frame] = properties }
        var held = track.samples[0].properties
        var frames: [LayerProperties] = []
        var hidden: [Bool] = []
        for p in present {
            if let p { held = p }
            frames.append(held)
            hidden.append(p?.isHidden ?? true)
        }
        layer.properties = frames[0]
        layer.properties.isHidden = hidden[0]
        let t0 = frameTimes[0], span = (frameTimes.last ?? t0) - t0
        if span > 0 {
            let keyTimes = frameTimes.map { ($0 - t0) / span }
            for keyPath in Self.bakedKeyPaths where frames[0].backgroundColor != nil || keyPath != .backgroundColor {
                let values = frames.map { $0[keyPath] }
                guard values.contains(where: { $0 != values[0] }) else { continue }
                // Interior frames of a run of equal values add nothing to a linear interpolation.
                let kept = values.indices.filter { k in
                    k == 0 || k == values.count - 1 || values[k] != values[k - 1] || values[k] != values[k + 1]
                }
                add(keyPath, kept.map { values[$0] }, kept.map { keyTimes[$0] }, .linear, to: layer, begin: t0, span: span)
            }
            if hidden.contains(where: { $0 != hidden[0] }) {
                let kept = hidden.indices.filter { $0 == 0 || hidden[$0] != hidden[$0 - 1] }
                add(.hidden, kept.map { .bool(hidden[$0]) }, kept.map { keyTimes[$0] }, .discrete, to: layer, begin: t0, span: span)
            }
        }
        for child in track.children { layer.addSublayer(bake(child, &used)) }
        return layer
    }

    private func add(
        _ keyPath: AnimatableKeyPath, _ values: [AnimationValue], _ keyTimes: [Double], _ mode: CalculationMode,
        to layer: CALayer, begin: Double, span: Double
    ) {
        var animation = KeyframeAnimation(keyPath: keyPath, values: values)
        animation.keyTimes = keyTimes
        animation.calculationMode = mode
        animation.beginTime = begin
        animation.duration = span
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        // Recorded values are valid by construction; a failure here is a bug in the recorder.
        do {
            try layer.add(animation, forKey: "\(keyPath)")
        } catch {
            preconditionFailure("baked animation for \(keyPath) is invalid: \(error)")
        }
    }

    /// The animatable properties a recording carries, whole (never a component); `Track.Signature`
    /// sets the same ones aside.
    static let bakedKeyPaths: [AnimatableKeyPath] = [
        .position, .bounds, .anchorPoint, .anchorPointZ, .zPosition, .transform(sublayer: false, .whole),
        .transform(sublayer: true, .whole), .opacity, .cornerRadius, .backgroundColor, .borderWidth, .borderColor,
        .colors, .locations, .startPoint, .endPoint, .fontSize, .foregroundColor, .contentsRect,
    ]
}

/// One baked layer: the source layer it follows, what it must keep to stay the same baked
/// layer, its samples and its baked sublayers.
private final class Track {
    /// What no animation can change — the layer's class, its name and every property the
    /// recording does not animate (contents, text, fonts, masking…, and any added later) — so a
    /// change starts a new track.
    struct Signature: Equatable {
        var type: ObjectIdentifier
        var name: String?
        var fixed: LayerProperties

        init(_ layer: CALayer, _ p: LayerProperties) {
            type = ObjectIdentifier(Swift.type(of: layer))
            name = layer.name
            // The baked properties set to their defaults; only their shape stays (whether there
            // is a background, how many colours and stops), which an animation cannot change.
            let d = LayerProperties()
            var f = p
            (f.position, f.bounds, f.anchorPoint, f.anchorPointZ, f.zPosition) = (d.position, d.bounds, d.anchorPoint, d.anchorPointZ, d.zPosition)
            (f.transform, f.sublayerTransform, f.opacity, f.isHidden) = (d.transform, d.sublayerTransform, d.opacity, d.isHidden)
            (f.cornerRadius, f.borderWidth, f.borderColor) = (d.cornerRadius, d.borderWidth, d.borderColor)
            f.backgroundColor = p.backgroundColor.map { _ in .clear }
            f.colors = p.colors.map { _ in .clear }
            f.locations = p.locations.map { _ in 0 }
            (f.startPoint, f.endPoint, f.fontSize, f.foregroundColor, f.contentsRect) = (d.startPoint, d.endPoint, d.fontSize, d.foregroundColor, d.contentsRect)
            fixed = f
        }
    }

    let source: CALayer?
    let signature: Signature?
    var samples: [(frame: Int, properties: LayerProperties)] = []
    var children: [Track] = []

    init(source: CALayer?, signature: Signature?) {
        self.source = source
        self.signature = signature
    }
}

extension Scene {
    /// Bakes a driven layer tree into a scene: calls `drive` with each frame's time on the
    /// driver's clock, `startTime` + 0, 1/fps, … up to `duration` (the driver moves the tree to
    /// that time: advances a `HeadlessDriver` running POP springs, replays a gesture, runs a frame loop), records the tree's
    /// presentation at that time after each call, and returns a scene of the baked layers (see
    /// `PresentationRecorder`) that lasts `duration` at `fps`, its frame i at i / fps.
    ///
    /// ```swift
    /// let scene = try Scene.baking([card], size: CGSize(width: 320, height: 240), duration: 1) { t in
    ///     driver.advance(seconds: t - driver.time)
    /// }
    /// try SceneWriter.write(scene, to: URL(fileURLWithPath: "card.scene.json"))
    /// ```
    public static func baking(
        _ layers: [CALayer], size: CGSize, scale: Double = 1, background: CGColor = .white, images: [String: String] = [:],
        duration: Double, fps: Double = 60, startTime: Double = 0, drive: (Double) throws -> Void
    ) throws -> Scene {
        guard fps >= SceneLimits.minFPS, fps <= SceneLimits.maxFPS else {
            throw AnimationError("fps must be in [\(SceneLimits.minFPS), \(Int(SceneLimits.maxFPS))], got \(fps)")
        }
        guard startTime.isFinite else { throw AnimationError("startTime must be a finite number, got \(startTime)") }
        guard duration >= 0, duration.isFinite, duration * fps <= Double(SceneLimits.maxFrames) else {
            throw AnimationError(
                "duration must be a finite number ≥ 0 of at most \(SceneLimits.maxFrames) frames, got \(duration) s at \(fps) fps")
        }
        let recorder = PresentationRecorder(layers: layers)
        let frames = Int((duration * fps).rounded())
        for frame in 0...frames {
            let time = Double(frame) / fps
            try drive(startTime + time)
            try recorder.record(at: time, presentationTime: startTime + time)
        }
        return Scene(
            size: size, scale: scale, background: background, duration: duration, fps: fps, images: images,
            layers: recorder.bakedLayers())
    }
}
