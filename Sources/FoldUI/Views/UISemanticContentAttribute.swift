/// What a view shows, as far as mirroring it for a right-to-left language goes (UIKit's raw
/// values): most content flips (`.unspecified`); playback controls and directional controls keep
/// left to right; a view can force either direction on itself and the views below it.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    /// Play, rewind and fast-forward buttons, scrubbers: never flipped.
    case playback = 1
    /// Directional controls (a D-pad, text-alignment segments): never flipped.
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}
