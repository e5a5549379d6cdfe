import Foundation

/// How contents fill the bounds (CALayerContentsGravity, `CALayer.contentsGravity`). The raw
/// values are Core Animation's (`kCAGravityResize` is `"resize"`), which scene files write too.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")

    /// Every gravity Core Animation defines: what a scene file may name.
    package static let known: [CALayerContentsGravity] = [
        .resize, .resizeAspect, .resizeAspectFill, .center, .top, .bottom, .left, .right,
        .topLeft, .topRight, .bottomLeft, .bottomRight,
    ]
}

/// How a text layer aligns its lines (CATextLayerAlignmentMode, `CATextLayer.alignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    package static let known: [CATextLayerAlignmentMode] = [
        .natural, .left, .right, .center, .justified,
    ]
}
