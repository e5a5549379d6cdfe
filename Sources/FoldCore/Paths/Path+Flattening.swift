import Foundation

extension Path {
    /// The most chords one curve is split into, so huge or degenerate input still finishes.
    public static let maximumFlatteningSteps = 10_000

    /// The path as polylines, one per subpath, for rasterising, hit testing and stroking.
    ///
    /// Each curve is cut into equal parameter steps, as many as Wang's bound on its control
    /// polygon asks for, so no point of the true curve is further than `tolerance` from the
    /// polyline (up to `maximumFlatteningSteps` per curve). A closed subpath ends with its start
    /// point again. Consecutive identical points are dropped; a subpath that is only a move
    /// gives a one-point polyline. Segments with non-finite coordinates contribute only their
    /// end point. A `tolerance` that is not positive flattens every curve at the cap.
    public func flattened(tolerance: Double = 0.1) -> [[CGPoint]] {
        subpaths.map { subpath in
            var points = [subpath.start]
            for segment in subpath.segments {
                let steps = segment.flatteningStepCount(
                    tolerance: tolerance, cap: Self.maximumFlatteningSteps)
                for i in 1...steps {
                    let p = i == steps ? segment.p3 : segment.point(at: Double(i) / Double(steps))
                    if p != points.last { points.append(p) }
                }
            }
            return points
        }
    }
}
