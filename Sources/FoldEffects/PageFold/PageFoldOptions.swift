#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension PageFoldView {
    /// Where a drag (or a poke) may start.
    public enum DragRegion: Sendable, Equatable {
        /// On the folding half, where it is shown now (the seed: the recognizers sit on the top half).
        case foldingHalf
        /// Anywhere on the view.
        case anywhere
        /// Inside a rect of the view's bounds coordinates.
        case rect(CGRect)
    }

    /// What happens when the finger lifts.
    public enum ReleaseBehavior: Sendable, Equatable {
        /// The seed's: spring back flat, starting at rest.
        case springBack
        /// Complete the fold (spring to π, the page landing on the other half) when released past
        /// `angle`, or flung forwards faster than `velocity` rad/s; otherwise spring back to
        /// where the drag started from (flat, or folded when it unfolded a folded page). A fling
        /// backwards faster than `velocity` always goes back. The finger's velocity carries into
        /// the spring.
        case commitOrReturn(angle: Double, velocity: Double)

        /// Commit past 90°, or when flung at 6 rad/s or more.
        public static let commitOrReturn = ReleaseBehavior.commitOrReturn(angle: .pi / 2, velocity: 6)
    }

    /// Everything a page fold can be told; the defaults are the seed's.
    ///
    /// ```swift
    /// var options = PageFoldView.Options()
    /// options.direction = .left                 // book-style
    /// options.release = .commitOrReturn
    /// options.dragRegion = .anywhere
    /// let page = try PageFoldView(image: photo, options: options)
    /// ```
    public struct Options: Sendable, Equatable {
        public var direction = FoldDirection.down
        public var dragRegion = DragRegion.foldingHalf
        public var release = ReleaseBehavior.springBack
        public var shading = PageFoldShading.seed
        public var back = PageFoldBack.standard
        public var spring = PageFoldSpring()
        /// The rounding of the view's four outer corners (the halves are masked; the hinge stays square).
        public var cornerRadius = 5.0
        /// Each half's perspective, the transform's m34 (the seed's 2.5 / −2000 = −1/800).
        public var m34 = 2.5 / -2000
        /// The poke's initial velocity on the layer's rotation, rad/s (the seed's 5: the half
        /// first tips away from the viewer).
        public var pokeVelocity = 5.0

        public init() {}
    }
}

extension PageFoldView.Options {
    /// Throws for settings that cannot work in a view of `size`, with the rule and the numbers.
    func validate(size: CGSize, image: UIImage) throws {
        try back.validate(image: image)
        try validate(size: size)
    }

    /// The checks that need no image: a caller can make them before it makes one (a sample
    /// photo at the canvas's size is a gigabyte at 2048 pt and scale 8).
    public func validate(size: CGSize) throws {
        try shading.validate()
        try spring.validate()
        try EffectConfigurationError.requireNonNegative(cornerRadius, "cornerRadius")
        let half = direction.isVertical ? size.height / 2 : size.width / 2
        let across = direction.isVertical ? size.width : size.height
        guard cornerRadius <= min(half, across / 2) else {
            throw EffectConfigurationError(
                setting: "cornerRadius",
                message:
                    "\(cornerRadius) does not fit a \(size.width)×\(size.height) view; it must be at most \(min(half, across / 2))"
            )
        }
        guard m34.isFinite, m34 <= 0 else {
            throw EffectConfigurationError(
                setting: "m34", message: "must be a finite number ≤ 0 (got \(m34)); −1/800 is the seed's")
        }
        // At 90° the half's far edge is `half` points towards the eye; beyond 1/|m34| it passes behind it.
        guard -m34 * half < 1 else {
            throw EffectConfigurationError(
                setting: "m34",
                message: "\(m34) puts the eye \(-1 / m34) pt away, nearer than the folding half is long (\(half) pt), "
                    + "so the page would pass behind the eye; use m34 above \(-1 / half)")
        }
        guard pokeVelocity.isFinite else {
            throw EffectConfigurationError(setting: "pokeVelocity", message: "must be a finite number (got \(pokeVelocity))")
        }
        if case .commitOrReturn(let angle, let velocity) = release {
            guard angle.isFinite, angle > 0, angle < .pi else {
                throw EffectConfigurationError(setting: "release.angle", message: "must be between 0 and π (got \(angle))")
            }
            try EffectConfigurationError.requirePositive(velocity, "release.velocity")
        }
        if case .rect(let r) = dragRegion {
            guard [r.origin.x, r.origin.y, r.size.width, r.size.height].allSatisfy(\.isFinite), r.size.width > 0,
                r.size.height > 0
            else {
                throw EffectConfigurationError(
                    setting: "dragRegion", message: "must have a finite origin and a size above 0 (got \(r))")
            }
        }
    }
}
