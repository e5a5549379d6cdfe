#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The validated geometry of a folding cell: the card's width, the closed (foreground) height,
/// the open (container) height and the height of each of the `itemCount` pieces the container
/// is cut into, top to bottom.
///
/// Ramotion's rule (the default): piece 0 and piece 1 are `foregroundHeight` tall, the other
/// n − 2 share the rest equally. `pieceHeights` replaces the equal split with any list (a
/// remainder piece included, see `remainderPieceHeights`).
///
/// ```swift
/// let layout = try FoldingCellLayout(width: 359, foregroundHeight: 165, containerHeight: 479, itemCount: 4)
/// layout.pieceHeights   // [165, 165, 74.5, 74.5]
/// ```
public struct FoldingCellLayout: Equatable, Sendable {
    public let width: Double
    public let foregroundHeight: Double
    public let containerHeight: Double
    public let pieceHeights: [Double]

    public var itemCount: Int { pieceHeights.count }

    /// The top of each piece in the container's coordinates.
    public var pieceTops: [Double] {
        var y = 0.0
        return pieceHeights.map { h in
            defer { y += h }
            return y
        }
    }

    /// Validates the sizes; `pieceHeights` nil means Ramotion's split.
    public init(
        width: Double, foregroundHeight: Double, containerHeight: Double, itemCount: Int, pieceHeights: [Double]? = nil
    ) throws {
        try EffectConfigurationError.requirePositive(width, "width")
        try EffectConfigurationError.requirePositive(foregroundHeight, "foregroundHeight")
        try EffectConfigurationError.requirePositive(containerHeight, "containerHeight")
        guard itemCount >= 2 else {
            throw EffectConfigurationError(
                setting: "itemCount", message: "must be at least 2 (the static top piece and one fold); got \(itemCount)")
        }
        guard itemCount <= 64 else {
            throw EffectConfigurationError(setting: "itemCount", message: "must be at most 64 (got \(itemCount))")
        }
        self.width = width
        self.foregroundHeight = foregroundHeight
        self.containerHeight = containerHeight
        if let free = pieceHeights {
            self.pieceHeights = try Self.validated(
                free, itemCount: itemCount, foreground: foregroundHeight, container: containerHeight)
        } else {
            self.pieceHeights = try Self.ramotionHeights(
                itemCount: itemCount, foreground: foregroundHeight, container: containerHeight)
        }
    }

    /// Ramotion's split: n = 2 needs H_c = 2·H_f exactly; n > 2 needs H_c − 2·H_f ≥ h > 0 with
    /// h = (H_c − 2·H_f)/(n − 2).
    static func ramotionHeights(itemCount n: Int, foreground hf: Double, container hc: Double) throws -> [Double] {
        let tolerance = 1e-9 * max(1, hc)
        if n == 2 {
            guard abs(hc - 2 * hf) <= tolerance else {
                throw EffectConfigurationError(
                    setting: "containerHeight",
                    message: "with itemCount 2 the container must be exactly 2 × foregroundHeight = \(2 * hf) (got \(hc)); "
                        + "change containerHeight or raise itemCount")
            }
            return [hf, hf]
        }
        let h = (hc - 2 * hf) / Double(n - 2)
        guard h > 0, hc - 2 * hf >= h - tolerance else {
            throw EffectConfigurationError(
                setting: "containerHeight",
                message: "with itemCount \(n) the container must be taller than 2 × foregroundHeight = \(2 * hf) so that "
                    + "the \(n - 2) lower pieces get (containerHeight − 2 × foregroundHeight)/(itemCount − 2) > 0 each "
                    + "(got containerHeight \(hc), piece height \(h))")
        }
        return [hf, hf] + Array(repeating: h, count: n - 2)
    }

    /// Free heights: one per piece, each finite and above 0; the first two equal to the
    /// foreground (piece 0 lies under it, piece 1 is its back); the sum equal to the container.
    static func validated(_ heights: [Double], itemCount n: Int, foreground hf: Double, container hc: Double) throws -> [Double] {
        guard heights.count == n else {
            throw EffectConfigurationError(
                setting: "pieceHeights",
                message: "needs one height per piece: itemCount = \(n), got \(heights.count) heights \(heights)")
        }
        for (i, h) in heights.enumerated() {
            try EffectConfigurationError.requirePositive(h, "pieceHeights[\(i)]")
        }
        let tolerance = 1e-6 * max(1, hc)
        for i in 0..<2 where abs(heights[i] - hf) > tolerance {
            throw EffectConfigurationError(
                setting: "pieceHeights[\(i)]",
                message:
                    "must equal foregroundHeight \(hf) (piece 0 lies under the foreground, piece 1 is its back); got \(heights[i])"
            )
        }
        let sum = heights.reduce(0, +)
        guard abs(sum - hc) <= tolerance else {
            throw EffectConfigurationError(
                setting: "pieceHeights",
                message: "must add up to containerHeight \(hc); \(heights) adds up to \(sum)")
        }
        return heights
    }

    /// Pieces of at most `maximumPieceHeight` below the first two, the last one taking what is
    /// left (a remainder piece): foreground 165, container 479, maximum 60 → [165, 165, 60, 60, 29].
    public static func remainderPieceHeights(
        foregroundHeight hf: Double, containerHeight hc: Double, maximumPieceHeight h: Double
    ) throws -> [Double] {
        try EffectConfigurationError.requirePositive(hf, "foregroundHeight")
        try EffectConfigurationError.requirePositive(hc, "containerHeight")
        try EffectConfigurationError.requirePositive(h, "maximumPieceHeight")
        var rest = hc - 2 * hf
        guard rest > 1e-9 else {
            throw EffectConfigurationError(
                setting: "containerHeight",
                message: "must be more than 2 × foregroundHeight = \(2 * hf) to have pieces below the first two (got \(hc))")
        }
        guard rest / h <= 62 else {
            throw EffectConfigurationError(
                setting: "maximumPieceHeight", message: "\(h) cuts the remaining \(rest) into more than 62 pieces; raise it")
        }
        var heights = [hf, hf]
        while rest > 1e-9 {
            let piece = min(h, rest)
            heights.append(piece)
            rest -= piece
        }
        return heights
    }
}
