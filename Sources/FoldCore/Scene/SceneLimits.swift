/// What a scene file may ask for, checked when it is loaded so that a small hostile file cannot
/// ask for gigabytes or hours (documented in docs/scene-format.md, "Limits"). FoldRender's
/// `RenderLimits` starts from the same numbers.
public enum SceneLimits {
    /// Render scale (pixels per point): (0, 8].
    public static let maxScale = 8.0
    /// Frames per second: [0.01, 240].
    public static let minFPS = 0.01
    public static let maxFPS = 240.0
    /// Frames in one recording: duration × fps ≤ 100 000 (27 minutes at 60 fps).
    public static let maxFrames = 100_000
    /// Pixels of the canvas at its scale: 256 M in all, 32 768 a side.
    public static let maxPixels = 1 << 28
    public static let maxSide = 32_768
    /// Bytes of one scene file (16 MiB: thousands of layers with keyframes fit many times over).
    public static let maxFileBytes = 16 << 20
    /// Layers in one scene.
    public static let maxLayers = 10_000
    /// Characters and lines of one text layer's string.
    public static let maxTextCharacters = 20_000
    public static let maxTextLines = 1_000
}
