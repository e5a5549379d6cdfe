/// Where a keyframe sits in the whole keyframe animation: its start and length, as fractions of
/// the whole.
struct KeyframeSegment: Equatable, Sendable {
    var start: Double
    var length: Double

    static let whole = KeyframeSegment(start: 0, length: 1)

    /// A keyframe declared inside this one (`addKeyframe` within `addKeyframe`), its times
    /// relative to this one. Times outside 0…1 (UIKit's documented range) are held inside it.
    func nested(start s: Double, length l: Double) -> KeyframeSegment {
        func unit(_ x: Double) -> Double { x.isFinite ? min(1, max(0, x)) : 0 }
        let s = unit(s)
        let l = min(unit(l), 1 - s)
        return KeyframeSegment(start: start + s * length, length: l * length)
    }
}
