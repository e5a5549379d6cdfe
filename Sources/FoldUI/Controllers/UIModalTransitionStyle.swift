/// How a presentation animates (UIModalTransitionStyle, UIKit's raw values).
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom; down to dismiss.
    case coverVertical = 0
    /// Turns the window's content over about its vertical axis, showing the new content on
    /// the back.
    case flipHorizontal = 1
    /// Fades the new content in; out to dismiss.
    case crossDissolve = 2
}
