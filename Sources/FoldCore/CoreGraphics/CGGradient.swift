import Foundation

/// What `drawLinearGradient` and `drawRadialGradient` paint beyond the gradient's ends: the
/// first colour before the start, the last after the end (CGGradientDrawingOptions).
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// A smooth transition between colours at locations from 0 to 1 (CGGradient), drawn by
/// `CGContext`. Immutable.
///
/// Colours blend as Core Graphics blends them: component by component in the gradient's colour
/// space, alpha unpremultiplied (so a colour fading to `CGColor.clear`, which is black, darkens
/// on the way).
public final class CGGradient: @unchecked Sendable {
    /// The space colours blend in; nil blends in sRGB.
    package let colorSpace: CGColorSpace
    /// The stops: components then alpha in `colorSpace`, at ascending locations in 0…1.
    package let stops: [(location: CGFloat, components: [CGFloat])]

    private init?(space: CGColorSpace, colors: [[CGFloat]], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        let at: [CGFloat]
        if let locations {
            at = locations.map { $0.isNaN ? 0 : min(1, max(0, $0)) }
        } else if colors.count == 1 {
            at = [0]
        } else {
            at = colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
        colorSpace = space
        // Core Graphics expects ascending locations; a stable sort keeps equal ones in order
        // (a hard edge between two colours).
        stops = zip(at, colors).enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map { (location: $0.element.0, components: $0.element.1) }
    }

    /// A gradient of `CGColor`s at `locations` (one for each colour; evenly spaced from 0 to 1
    /// when nil), blending in `space` (sRGB when nil). Nil when `colors` holds no colour or
    /// anything that is not a `CGColor`.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let given = colors.compactMap { $0 as? CGColor }
        guard given.count == colors.count else { return nil }
        let blend = space ?? CGColorSpace.srgbSpace
        let components = given.map { color -> [CGFloat] in
            if color.colorSpace == blend, let c = color.components { return c }
            return color.rgba.components(in: blend).map { CGFloat($0) }
        }
        let at = locations.map { Array(UnsafeBufferPointer(start: $0, count: given.count)) }
        self.init(space: blend, colors: components, locations: at)
    }

    /// A gradient of `count` colours given as components then alpha in `space`, one after
    /// another, at `locations` (evenly spaced when nil). Nil when `count` is less than 1.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count >= 1 else { return nil }
        let n = space.numberOfComponents + 1
        let flat = Array(UnsafeBufferPointer(start: components, count: n * count))
        let colors = (0..<count).map { Array(flat[($0 * n)..<($0 * n + n)]) }
        let at = locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) }
        self.init(space: space, colors: colors, locations: at)
    }

    /// The colour at `t` (0…1 between the first and last stop), straight sRGB, blended as Core
    /// Graphics blends: each component linearly between its two stops, in the gradient's space.
    package func color(at t: CGFloat) -> RGBA {
        let first = stops[0]
        let last = stops[stops.count - 1]
        if t <= first.location { return RGBA(space: colorSpace, components: first.components) }
        if t >= last.location { return RGBA(space: colorSpace, components: last.components) }
        var i = 1
        while stops[i].location < t { i += 1 }
        let a = stops[i - 1]
        let b = stops[i]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        let mixed = zip(a.components, b.components).map { $0 + ($1 - $0) * f }
        return RGBA(space: colorSpace, components: mixed)
    }
}
