// The GIF comparison's table: what each side does, then the figures.

func printGIFTable(_ r: GIFResults?) {
    guard let r else {
        print("foldkit-bench: GIF encoder vs ffmpeg skipped: ffmpeg is not on PATH.")
        return
    }
    print("foldkit-bench: FoldRender's GIF encoder vs ffmpeg (\(r.ffmpegVersion)), median (min–max) of \(r.rounds) "
        + "interleaved rounds")
    print("  \(GIFConfig.frames) opaque frames of \(GIFConfig.width)×\(GIFConfig.height) at \(Int(GIFConfig.fps)) fps, "
        + "a folding-cell list animating (\(r.layers) layers a frame), rendered by Compositor beforehand and written "
        + "to \(r.rawPath) (raw RGBA, tmpfs); both sides read that file and write their GIF beside it, timed end to end")
    print("  FoldKit: GIFEncoder.write(frameCount:) reading each frame from the file when asked (the 16 palette "
        + "samples are read twice); one palette of 256 colours from 16 frames sampled evenly, Floyd–Steinberg "
        + "(serpentine, error clamped to the palette spacing), every frame whole; minimumDelay 1 (all 60 frames); "
        + "on 1 thread and on \(r.threads); \(grouped(Double(r.foldBytes))) bytes")
    print("  ffmpeg: one process, -threads 1 -filter_threads 1, \"\(GIFConfig.ffmpegFilter)\": a palette of 256 colours "
        + "(none reserved) from a histogram of all frames, Floyd–Steinberg (left to right); its GIF muxer crops each "
        + "frame to the rectangle that changed and makes unchanged pixels transparent; process start included; "
        + "\(grouped(Double(r.ffmpegBytes))) bytes")
    print("  PSNR: each GIF decoded back by ffmpeg (\(r.foldFrames) and \(r.ffmpegFrames) frames) against the "
        + "originals, RGB over all frames")
    print()
    func pass(_ ok: Bool) -> String { ok ? "PASS" : "MISS" }
    func s(_ v: [Double]) -> String { fixed(Spread(v).median, 2) + " s" }
    printTable([
        ["benchmark", "FoldKit", "peer", "ratio (min–max)", "goal", "result"],
        [
            "GIF encode, 1 thread", s(r.fold1tSeconds), "ffmpeg " + s(r.ffmpegSeconds), r.speedup1t.text(2),
            "≥ \(fixed(GIFConfig.goalSpeedup1t, 0))", pass(r.speedup1t.median >= GIFConfig.goalSpeedup1t),
        ],
        [
            "GIF encode, \(r.threads) threads", s(r.foldMTSeconds), "ffmpeg " + s(r.ffmpegSeconds), r.speedupMT.text(2),
            "", "",
        ],
        [
            "GIF PSNR", fixed(r.foldPSNR, 2) + " dB", "ffmpeg " + fixed(r.ffmpegPSNR, 2) + " dB",
            (r.psnrDelta >= 0 ? "+" : "") + fixed(r.psnrDelta, 2) + " dB",
            "≥ \(fixed(GIFConfig.goalPSNRDelta, 0)) dB", pass(r.psnrDelta >= GIFConfig.goalPSNRDelta),
        ],
        [
            "GIF size", fixed(Double(r.foldBytes) / 1e6, 2) + " MB", "ffmpeg " + fixed(Double(r.ffmpegBytes) / 1e6, 2) + " MB",
            fixed(r.bytesRatio, 3), "≤ \(fixed(GIFConfig.goalBytesRatio, 1))", pass(r.bytesRatio <= GIFConfig.goalBytesRatio),
        ],
    ])
    print()
    print("ratio: ffmpeg time ÷ FoldKit time for the encode (median of the per-round ratios); FoldKit PSNR − ffmpeg "
        + "PSNR; FoldKit bytes ÷ ffmpeg bytes.")
}
