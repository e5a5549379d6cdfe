/// How images are sampled when drawn scaled (CGInterpolationQuality; the raw values are Core
/// Graphics'). FoldKit samples `.none` by nearest pixel, `.low` bilinearly, and `.default`,
/// `.medium` and `.high` with cairo's good filter (bilinear, box-filtered when shrinking).
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none = 1
    case low = 2
    case medium = 4
    case high = 3
}
