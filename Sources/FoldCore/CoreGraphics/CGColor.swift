import Foundation

/// A colour (CGColor): components in a colour space, and alpha. Immutable, so one colour can be
/// shared by layers, snapshots and threads.
///
/// Equality is Core Graphics': the same space and the same components. `rgba` is what FoldKit
/// draws with: the colour in sRGB, worked out once when the colour is made.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha, as given (clamped to 0…1 outside the extended
    /// spaces, as Core Graphics clamps them).
    public let components: [CGFloat]?
    /// The colour in straight (not premultiplied) sRGB.
    package let rgba: RGBA

    package init(space: CGColorSpace, components given: [CGFloat]) {
        let values = space.isExtended ? given : given.map { $0.isNaN ? 0 : min(1, max(0, $0)) }
        colorSpace = space
        components = values
        rgba = RGBA(space: space, components: values)
    }

    /// A colour in the given space from its components followed by alpha; nil when the count is
    /// not the space's plus one.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        self.init(space: space, components: Array(UnsafeBufferPointer(start: components, count: count)))
    }

    /// A colour in the generic RGB space. FoldKit reads generic RGB as sRGB: the two differ by
    /// less than one 8-bit step over most of the range, and sRGB is the space it draws in.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace.srgbSpace, components: [red, green, blue, alpha])
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace.srgbSpace, components: [red, green, blue, alpha])
    }

    /// A colour in the generic gray space (gamma 2.2).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace.grayGamma22Space, components: [gray, alpha])
    }

    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace.grayGamma22Space, components: [gray, alpha])
    }

    public var alpha: CGFloat { components?.last ?? 1 }
    /// The colour components plus alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    public func copy() -> CGColor? { self }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var c = components else { return nil }
        c[c.count - 1] = alpha
        return CGColor(space: space, components: c)
    }

    /// The colour in another space (FoldKit has only sRGB-based spaces, so every conversion
    /// goes through sRGB; the intent and options change nothing). Gray from RGB is the
    /// luminance (Rec. 709 weights, in linear light).
    public func converted(
        to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?
    ) -> CGColor? {
        CGColor(space: space, components: rgba.components(in: space).map { CGFloat($0) })
    }

    public class var black: CGColor { blackColor }
    public class var white: CGColor { whiteColor }
    public class var clear: CGColor { clearColor }
    private static let blackColor = CGColor(gray: 0, alpha: 1)
    private static let whiteColor = CGColor(gray: 1, alpha: 1)
    private static let clearColor = CGColor(gray: 0, alpha: 0)

    public static func == (a: CGColor, b: CGColor) -> Bool {
        a === b || (a.colorSpace == b.colorSpace && a.components == b.components)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }

    public var description: String {
        let values = (components ?? []).map { String(describing: $0) }.joined(separator: " ")
        return "<CGColor \(colorSpace?.description ?? "no space")> ( \(values) )"
    }
}
