import FoldCore

/// A font request: family, size in points and weight, resolved through fontconfig at draw time,
/// so a family that is not installed falls back to a similar one instead of failing.
public struct Font: Hashable, Sendable {
    /// How heavy the strokes are; values follow CSS/OpenType weights.
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case regular = 400
        case medium = 500
        case semibold = 600
        case bold = 700
    }

    /// A fontconfig family name or comma-separated list; nil means the system sans-serif.
    public var family: String?
    /// The em size in points.
    public var size: Double
    public var weight: Weight

    public init(family: String? = nil, size: Double, weight: Weight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The weight nearest a CSS/OpenType number (a text layer's `fontWeight`): below 450
    /// regular, then medium, semibold, and bold from 650.
    public static func weight(css: Double) -> Weight {
        switch css {
        case ..<450: .regular
        case ..<550: .medium
        case ..<650: .semibold
        default: .bold
        }
    }

    /// The system sans-serif face, as CATextLayer uses when `font` is not set.
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// The fontconfig alias that resolves to the system sans (DejaVu Sans on Debian).
    static let defaultFamily = "sans-serif"
}
