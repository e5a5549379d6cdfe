/// How a presented controller is shown (UIModalPresentationStyle, UIKit's raw values).
///
/// FoldKit's hosts are phone-sized (compact width), where UIKit shows `.automatic`,
/// `.pageSheet` and `.formSheet` alike: a sheet over the content.
public enum UIModalPresentationStyle: Int, Sendable {
    case automatic = -2
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case overFullScreen = 5

    /// A sheet: the presenting content stays, dimmed, above it.
    var isSheet: Bool { self == .automatic || self == .pageSheet || self == .formSheet }
}
