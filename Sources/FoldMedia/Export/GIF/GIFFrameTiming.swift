/// Which frames of a constant-rate animation a GIF shows and for how long. GIF delays are whole
/// centiseconds, so a frame rate that does not divide 100 cannot be met frame by frame.
///
/// - When every frame can last `minimumDelay` or more (fps ≤ 100 / minimumDelay), each frame's
///   delay is the difference of its rounded start and end times, so rounding never accumulates:
///   30 fps gives 3, 4, 3, 3, 4, 3 … and 100 frames last exactly 333 or 334 cs.
/// - Faster rates show frames on a `minimumDelay` grid, dropping the frames in between, so the
///   total duration stays right. Browsers play delays of 0 or 1 cs as 10 cs (a long-standing
///   compatibility rule), so a 60 fps GIF with 2, 2, 1 delays plays at about a third of its
///   speed; with the default minimum of 2, 60 fps becomes 50 frames a second of 2 cs each.
struct GIFFrameTiming: Sendable {
    let framesPerSecond: Double
    let minimumDelay: Int

    init(framesPerSecond: Double, minimumDelay: Int) {
        self.framesPerSecond = framesPerSecond
        self.minimumDelay = max(1, minimumDelay)
    }

    private var gridMode: Bool { 100 / framesPerSecond < Double(minimumDelay) }

    /// Start of frame `i` in centiseconds, rounded.
    private func start(_ i: Int) -> Int { Int((Double(i) * 100 / framesPerSecond).rounded()) }

    /// The delay of input frame `index` in centiseconds, or nil when the frame is dropped.
    func delay(ofFrame index: Int) -> Int? {
        guard gridMode else { return max(minimumDelay, start(index + 1) - start(index)) }
        // Slot k (at k·minimumDelay cs) shows the frame on screen then: ⌊k·minimumDelay·fps/100⌋.
        let slotsPerFrame = 100 / (framesPerSecond * Double(minimumDelay))
        let k = Int((Double(index) * slotsPerFrame - 1e-9).rounded(.up))
        let shown = Int((Double(k * minimumDelay) * framesPerSecond / 100 + 1e-9).rounded(.down))
        return shown == index ? minimumDelay : nil
    }
}
