import Foundation

/// Keeps a property animation's value from passing its `fromValue` (POPAnimationClampFlags).
public let kPOPAnimationClampNone: UInt = 0
public let kPOPAnimationClampStart: UInt = 1 << 0
/// Keeps it from passing its `toValue`.
public let kPOPAnimationClampEnd: UInt = 1 << 1
public let kPOPAnimationClampBoth: UInt = kPOPAnimationClampStart | kPOPAnimationClampEnd

/// A POP animation of one property (POPPropertyAnimation).
///
/// Values are what POP takes: a number, a `CGPoint`/`CGSize`/`CGRect` (or `NSValue`), a
/// `CGColor`; one that is not of the property's kind counts as unset (POP would misread it).
open class POPPropertyAnimation: POPAnimation, @unchecked Sendable {
    open var property: POPAnimatableProperty!
    /// Nil starts from the object's value when the animation starts; reading it after the start
    /// gives that value.
    open var fromValue: Any! {
        didSet { fromVector = nil }
    }
    /// Nil animates to the object's value when the animation starts. Set while it runs, the
    /// animation heads for the new value; set on a finished animation kept for reuse, it runs again.
    open var toValue: Any! {
        didSet { toValueChanged() }
    }
    /// Rounds the value written to multiples of it (1 animates through whole numbers); 0 does not round.
    open var roundingFactor: CGFloat = 0
    /// `kPOPAnimationClamp…`: keeps the value between `fromValue` and `toValue`.
    open var clampMode: UInt = kPOPAnimationClampNone
    /// Adds each frame's change to the object's value instead of setting it.
    open var isAdditive = false

    // The run's values, as components (POP's vectors).
    var fromVector: [Double]?
    var toVector: [Double]?
    var current: [Double]?
    var previous: [Double]?
    /// `toValue − fromValue` at the start, to tell when the value has reached or passed `toValue`.
    private var distance: [Double]?
    private var reachedToValue = false

    /// One of POP's named properties, for `init(propertyNamed:)`.
    static func named(_ name: String?) -> POPAnimatableProperty? {
        name.flatMap { POPAnimatableProperty.property(withName: $0) as? POPAnimatableProperty }
    }

    override func copyConfiguration(from other: POPAnimation) {
        super.copyConfiguration(from: other)
        guard let o = other as? POPPropertyAnimation else { return }
        (property, fromValue, toValue) = (o.property, o.fromValue, o.toValue)
        (roundingFactor, clampMode, isAdditive) = (o.roundingFactor, o.clampMode, o.isAdditive)
    }

    /// The kind of value the property takes.
    var valueKind: AnimationValue.Kind? { property?.valueKind }

    /// A value given the iOS way (a number, `CGPoint`, `NSValue`…) as the property's components;
    /// nil when it is not of the property's kind.
    func components(_ value: Any?) -> [Double]? {
        guard var value else { return nil }
        // POP takes a UIColor where it takes a CGColor.
        if let color = value as? any CGColorConvertible { value = color.cgColor }
        let count = property?.componentCount ?? 4
        if let kind = valueKind {
            return AnimationValue(bridging: value, as: kind).map { Array($0.components.prefix(count)) }
        }
        for kind in [AnimationValue.Kind.number, .point, .size, .rect, .color] {
            if let v = AnimationValue(bridging: value, as: kind) { return v.components }
        }
        return nil
    }

    /// Components as the value POP hands back: an `NSNumber`, `NSValue` or `CGColor`.
    func boxed(_ components: [Double]) -> Any? {
        let kind = valueKind ?? [1: .number, 2: .point, 4: .rect][components.count] ?? .number
        let zero: AnimationValue? =
            switch kind {
            case .number: .number(0)
            case .point: .point(.zero)
            case .size: .size(.zero)
            case .rect: .rect(.zero)
            case .color: .color(.clear)
            default: nil
            }
        return zero?.with(components: components).boxed
    }

    /// How many components the values have: the property's for POP's named ones; for a custom
    /// property, the given value's (as POP counts them from the value's type).
    private var valueCount: Int {
        if property?.valueKind != nil { return property.componentCount }
        return (toVector ?? fromVector ?? components(toValue) ?? components(fromValue))?.count ?? property?.componentCount ?? 4
    }

    private func read(_ object: AnyObject) -> [Double]? {
        guard let read = property?.readBlock else { return nil }
        var v = [CGFloat](repeating: 0, count: 4)
        v.withUnsafeMutableBufferPointer { read(object, $0.baseAddress) }
        return v.prefix(valueCount).map { Double($0) }
    }

    private func toValueChanged() {
        let v = components(toValue)
        guard v != toVector else { return }
        toVector = v
        reachedToValue = false
        distance = nil
        // A finished animation kept for reuse runs again.
        if isActive && isPaused { isPaused = false }
    }

    override func reset(all: Bool) {
        super.reset(all: all)
        if all { (current, previous) = (nil, nil) }
        reachedToValue = false
        distance = nil
    }

    override func willRun(started: Bool, object: AnyObject) {
        if fromVector == nil {
            fromVector = components(fromValue) ?? read(object)
            if fromValue == nil, let f = fromVector { setFromValueQuietly(boxed(f)) }
        }
        if toVector == nil { toVector = components(toValue) ?? computedToValue() ?? read(object) }
        if started && current == nil { current = fromVector }
        if distance == nil, let from = current ?? fromVector, let to = toVector, from.count == to.count {
            let d = zip(to, from).map { $0 - $1 }
            if d.contains(where: { $0 != 0 }) { distance = d }
        }
    }

    private func setFromValueQuietly(_ value: Any?) {
        let v = fromVector
        fromValue = value
        fromVector = v
    }

    /// The end a decay works out for itself.
    func computedToValue() -> [Double]? { nil }

    /// Keeps `current` within the clamp.
    func clampCurrent() {
        guard clampMode != kPOPAnimationClampNone, var c = current, let from = fromVector, let to = toVector else { return }
        for i in c.indices where i < from.count && i < to.count {
            let increasing = to[i] > from[i]
            if clampMode & kPOPAnimationClampStart != 0 && (increasing ? c[i] < from[i] : c[i] > from[i]) { c[i] = from[i] }
            if clampMode & kPOPAnimationClampEnd != 0 && (increasing ? c[i] > to[i] : c[i] < to[i]) { c[i] = to[i] }
        }
        current = c
    }

    override func write(to object: AnyObject) {
        guard var value = current, let write = property?.writeBlock else { return }
        if roundingFactor != 0 {
            let unit = 1 / Double(roundingFactor)
            value = value.map { ($0 * unit).rounded() / unit }
        }
        if isAdditive {
            guard let objectValue = read(object) else { return }
            let change = previous.map { p in zip(value, p).map { $0 - $1 } } ?? value
            previous = value
            value = zip(objectValue, change).map { $0 + $1 }
        } else {
            previous = value
        }
        let out = (0..<4).map { CGFloat($0 < value.count ? value[$0] : 0) }
        out.withUnsafeBufferPointer { write(object, $0.baseAddress) }
        noteReachedToValue()
    }

    /// Tells the delegate the first time the value meets or passes `toValue`.
    private func noteReachedToValue() {
        guard !reachedToValue, let to = toVector, let c = current else { return }
        let remaining = zip(to, c).map { $0 - $1 }
        var reached = !remaining.contains { $0 != 0 }
        if !reached, let distance {
            reached = zip(remaining, distance).allSatisfy { $0.sign != $1.sign }
        }
        if reached {
            reachedToValue = true
            tellReachedToValue()
        }
    }

    override var isDone: Bool { property?.writeBlock == nil || toVector == nil }

    override func writeToValue(to object: AnyObject) {
        guard let to = toVector else { return }
        current = to
        write(to: object)
    }

    override func prepareRepeat() {
        let oldFrom = fromValue
        fromValue = toValue
        if autoreverses { toValue = oldFrom } else { fromValue = oldFrom }
    }
}
