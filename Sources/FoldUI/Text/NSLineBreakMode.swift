import FoldCore

/// What happens to text longer than its box (NSLineBreakMode, UIKit's raw values): where lines
/// break, and where the text that does not fit is cut with "…".
public enum NSLineBreakMode: Int, Sendable {
    /// Lines break between words (a word longer than a line breaks between characters).
    case byWordWrapping = 0
    /// Lines break between characters.
    case byCharWrapping = 1
    /// What does not fit is not drawn.
    case byClipping = 2
    /// "…" starts the last line shown.
    case byTruncatingHead = 3
    /// "…" ends the last line shown.
    case byTruncatingTail = 4
    /// "…" stands in the middle of the last line shown.
    case byTruncatingMiddle = 5

    /// The text layer's truncation for it.
    var truncationMode: CATextLayerTruncationMode {
        switch self {
        case .byWordWrapping, .byCharWrapping, .byClipping: .none
        case .byTruncatingHead: .start
        case .byTruncatingTail: .end
        case .byTruncatingMiddle: .middle
        }
    }
}
