import FoldCore

/// How text lines sit in their box (NSTextAlignment, with iOS's raw values).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    /// Both edges, each line but the last stretched between them.
    case justified = 3
    /// The paragraph's own direction: left for left-to-right text, right for right-to-left.
    case natural = 4

    /// The text layer's mode for it.
    var alignmentMode: CATextLayerAlignmentMode {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}
