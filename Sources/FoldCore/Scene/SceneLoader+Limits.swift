extension SceneLoader {
    /// The canvas in pixels and the recording's frame count against `SceneLimits`, reported at
    /// the key to change.
    static func checkBudgets(_ scene: Scene, _ r: inout SceneReader) {
        let w = (scene.size.width * scene.scale).rounded(.up), h = (scene.size.height * scene.scale).rounded(.up)
        if w > Double(SceneLimits.maxSide) || h > Double(SceneLimits.maxSide) {
            r.fail(
                "size",
                "\(scene.size.width)×\(scene.size.height) pt at scale \(scene.scale) is \(w)×\(h) pixels; "
                    + "each side may be at most \(SceneLimits.maxSide) pixels (make the size or the scale smaller)")
        } else if w * h > Double(SceneLimits.maxPixels) {
            r.fail(
                "size",
                "\(scene.size.width)×\(scene.size.height) pt at scale \(scene.scale) is \(w * h / 1e6) M pixels; "
                    + "the limit is \(SceneLimits.maxPixels / 1_000_000) M (make the size or the scale smaller)")
        }
        let frames = (scene.duration * scene.fps).rounded()
        if frames > Double(SceneLimits.maxFrames) {
            r.fail(
                "duration",
                "\(scene.duration) s at \(scene.fps) fps is \(frames) frames; a scene may last at most "
                    + "\(SceneLimits.maxFrames) frames (shorten it or lower fps)")
        }
    }
}
