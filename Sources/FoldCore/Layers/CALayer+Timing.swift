import Foundation

/// A layer's own time (CALayer's CAMediaTiming): its animations run on it, and its sublayers'
/// times run from it. A layer's time is `(t − beginTime) × speed + timeOffset` of its superlayer's
/// time, the root's of the media time (`CACurrentMediaTime()`), as Core Animation's is — so
/// `speed = 0` with `timeOffset` set to the layer's current time pauses every animation in its
/// subtree where it stands.
///
/// `duration`, `repeatCount`, `repeatDuration`, `autoreverses` and `fillMode` are kept, as
/// Core Animation keeps them, but do not bound or repeat a layer's time here (Core Animation
/// gives a layer an infinite duration by default and code rarely changes it).
struct LayerTiming: Hashable, Sendable {
    var beginTime: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed

    var isIdentity: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

    func local(_ parent: CFTimeInterval) -> CFTimeInterval {
        isIdentity ? parent : (parent - beginTime) * Double(speed) + timeOffset
    }

    /// The superlayer's time at which this layer's time is `local`; a stopped layer (speed 0)
    /// has one time for all of its superlayer's, so its begin time stands for them.
    func parent(_ local: CFTimeInterval) -> CFTimeInterval {
        if isIdentity { return local }
        guard speed != 0 else { return beginTime }
        return (local - timeOffset) / Double(speed) + beginTime
    }
}

extension CALayer: CAMediaTiming {
    public var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    public var speed: Float {
        get { timing.speed }
        set { timing.speed = newValue }
    }
    public var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    public var duration: CFTimeInterval {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    public var repeatCount: Float {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }
    public var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    public var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }

    /// This layer's time at media time `t`.
    func localTime(media t: CFTimeInterval) -> CFTimeInterval {
        timing.local(superlayer?.localTime(media: t) ?? t)
    }

    /// The media time at which this layer's time is `t`.
    func mediaTime(local t: CFTimeInterval) -> CFTimeInterval {
        let parent = timing.parent(t)
        return superlayer?.mediaTime(local: parent) ?? parent
    }

    /// `t` in `layer`'s time (the media time when nil) as this layer's time.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(media: layer?.mediaTime(local: t) ?? t)
    }

    /// `t` in this layer's time as `layer`'s time (the media time when nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let media = mediaTime(local: t)
        return layer?.localTime(media: media) ?? media
    }
}
