import Foundation

/// Where a text layer's string is cut, with an ellipsis, when it does not fit its bounds
/// (Core Animation's `CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not cut: the text runs past the bounds and is clipped.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// The start of the line gives way to the ellipsis.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// The end of the line gives way to the ellipsis.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// The middle of the line gives way to the ellipsis.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
