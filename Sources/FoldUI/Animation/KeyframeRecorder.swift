import FoldCore

/// Collects the changes made inside `UIView.animateKeyframes` and turns them, when its block
/// returns, into one CAKeyframeAnimation per changed property of each layer.
///
/// A property starts from the value it shows when first changed. Each keyframe that changes
/// it moves it to its new value over the keyframe's segment; between keyframes it holds. So a
/// property changed at 0.25…0.5 to v gets the values [start, start, v, v] at the key times
/// [0, 0.25, 0.5, 1]. Keyframes of one property are ordered by start; one that starts before
/// the previous one ended starts when it ends. The animation replaces any in flight under the
/// property's key (keyframe animations are not additive in UIKit).
final class KeyframeRecorder {
    private struct Keyframe {
        var segment: KeyframeSegment
        var value: AnimationValue
    }

    private struct Track {
        weak var view: UIView?
        let layer: CALayer
        let key: AnimatableKeyPath
        let start: AnimationValue
        var keyframes: [Keyframe] = []
        /// The completion trackers of the blocks that changed it (the outer one, inherited ones).
        var trackers: [CompletionTracker] = []
    }

    private struct TrackID: Hashable {
        let layer: ObjectIdentifier
        let key: AnimatableKeyPath
    }

    private var tracks: [Track] = []
    private var index: [TrackID: Int] = [:]

    /// A change of `key` on `view`'s layer to `value`, made in `segment`; `shown` is what the
    /// layer showed before the change.
    func record(
        _ view: UIView, _ key: AnimatableKeyPath, shown: AnimationValue, value: AnimationValue,
        segment: KeyframeSegment, tracker: CompletionTracker
    ) {
        let id = TrackID(layer: ObjectIdentifier(view.layer), key: key)
        let i: Int
        if let existing = index[id] {
            i = existing
        } else {
            i = tracks.count
            index[id] = i
            tracks.append(Track(view: view, layer: view.layer, key: key, start: shown))
        }
        tracks[i].keyframes.append(Keyframe(segment: segment, value: value))
        if !tracks[i].trackers.contains(where: { $0 === tracker }) {
            tracker.begin()
            tracks[i].trackers.append(tracker)
        }
    }

    /// Attaches the animations: `duration` and `delay` in seconds, the calculation mode and the
    /// whole animation's curve from `options`.
    func commit(duration: Double, delay: Double, options: UIView.KeyframeAnimationOptions) {
        let shared = options.animationOptions
        for track in tracks {
            let (values, keyTimes) = Self.keyframes(of: track)
            var animation = KeyframeAnimation(keyPath: track.key, values: values)
            animation.keyTimes = keyTimes
            animation.calculationMode = options.calculationMode
            animation.timingFunction = shared.timingFunction
            animation.duration = duration
            let now = track.view?.window?.animationTime ?? 0
            animation.beginTime = now + delay
            // A delayed animation shows its start value while it waits, as UIKit's do.
            if delay > 0 { animation.fillMode = .backwards }
            if shared.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = shared.contains(.autoreverse)
            let trackers = track.trackers
            animation.completion = { finished in
                for tracker in trackers { tracker.end(finished: finished) }
            }
            let name = track.key.description
            do {
                try track.layer.add(animation, forKey: name, now: now)
                track.view?.animationKeysBlockingTouches[name] = !shared.contains(.allowUserInteraction)
            } catch {
                // A value that cannot animate (not finite) is simply set, as without animation.
                for tracker in trackers { tracker.end(finished: true) }
            }
        }
        tracks.removeAll()
        index.removeAll()
    }

    /// The values and key times of one property's keyframes (see the type's comment).
    private static func keyframes(of track: Track) -> ([AnimationValue], [Double]) {
        let ordered = track.keyframes.enumerated().sorted {
            ($0.element.segment.start, $0.offset) < ($1.element.segment.start, $1.offset)
        }
        var values = [track.start]
        var times = [0.0]
        var cursor = 0.0
        var current = track.start
        for (_, keyframe) in ordered {
            let start = max(keyframe.segment.start, cursor)
            let end = max(start, keyframe.segment.start + keyframe.segment.length)
            if start > cursor {
                values.append(current)
                times.append(start)
            }
            values.append(keyframe.value)
            times.append(end)
            current = keyframe.value
            cursor = end
        }
        if cursor < 1 {
            values.append(current)
            times.append(1)
        }
        return (values, times)
    }
}
