import FoldCore
import FoldEffects
import FoldExamples
import FoldHost
import FoldRender
import FoldUI
import Foundation

/// `foldkit effect folding-cell`: a food card `FoldingCell` opening (or closing), written as the
/// CA animations the cell itself creates — a contract: the options and the layer ids below.
enum FoldingCellCommand {
    static let help = """
        usage: foldkit effect folding-cell [--items N] [--foreground-height H] [--container-height H2]
               [--width W] [--durations a,b,…] [--piece-heights h0,h1,…] [--close | --round-trip]
               [--direction down|up] [--shading DARKNESS]
               -o OUT.scene.json|OUT.png|OUT.gif|OUT.mp4 [--time T] [--scale S] [--fps F] [--duration D]

        Ramotion's folding cell showing a food card, W points wide (default 375; the card is inset
        8 pt each side, 7 pt from the top). Defaults are Ramotion's demo: N = 4 pieces, foreground
        165 pt, container 479 pt, fold durations 0.26,0.2,0.2 (one per fold, N − 1). --piece-heights
        gives every piece's height (the first two equal to H, adding up to H2). The open timeline
        runs from t = 0; --close bakes the close from the open state instead; --round-trip opens,
        stays open 0.6 s and closes. The scene lasts the timeline plus 0.3 s. --direction up
        unfolds above the closed card (the card then sits at the bottom); --shading D darkens each
        piece by D × (1 − cos θ) as it turns (off by default).

        Layer ids: foreground (the closed card), piece0 (the static top piece), piece1 … piece(N−1)
        (the rotating pieces, each with its own perspective m34 = −1/800, turning about x), back1 …
        back(N−2) (the back of the paper, hinged at the bottom of piece k).
        """

    static func run(_ args: [String]) throws {
        if args.contains("--help") || args.contains("-h") {
            print(help)
            exit(0)
        }
        let a = try EffectArguments(
            args,
            valued: [
                "items", "foreground-height", "container-height", "width", "durations", "piece-heights", "direction", "shading",
            ],
            switches: ["close", "round-trip"])
        if a.arguments.has("close") && a.arguments.has("round-trip") {
            throw UsageError(message: "--close and --round-trip exclude each other")
        }
        let n = try a.arguments.double("items") ?? 4
        guard n.isFinite, n == n.rounded(), n >= 2, n <= 64 else {
            throw UsageError(message: "--items must be a whole number from 2 to 64, got \(n)")
        }
        let directions: [String: FoldingCellDirection] = ["down": .down, "up": .up]
        let directionName = a.arguments.string("direction") ?? "down"
        guard let direction = directions[directionName] else {
            throw UsageError(message: "--direction must be down or up, got '\(directionName)'")
        }
        let shading = try a.arguments.double("shading").map { FoldShading(maximumDarkness: $0) }
        let (scene, images) = try make(
            items: Int(n), foregroundHeight: a.arguments.double("foreground-height") ?? 165,
            containerHeight: a.arguments.double("container-height") ?? 479, width: a.arguments.double("width") ?? 375,
            durations: a.arguments.doubles("durations"), pieceHeights: a.arguments.doubles("piece-heights"),
            closing: a.arguments.has("close"), roundTrip: a.arguments.has("round-trip"), direction: direction,
            shading: shading)
        try EffectOutput.write(scene, images: images, options: a.output)
    }

    /// The cell's layer tree after `unfold`, as a scene, with the snapshot and photo images.
    static func make(
        items: Int, foregroundHeight: Double, containerHeight: Double, width: Double, durations: [Double]?,
        pieceHeights: [Double]?, closing: Bool, roundTrip: Bool = false, direction: FoldingCellDirection = .down,
        shading: FoldShading? = nil
    ) throws -> (Scene, [String: Bitmap]) {
        try EffectConfigurationError.requirePositive(width, "width")
        // The scene's time 0 is Core Animation's now while the cell plans: its animations keep
        // their times (a begin time of 0 would otherwise be whenever the recorder adds them).
        return try MediaClock.run(at: 0) {
            try bake(
                items: items, foregroundHeight: foregroundHeight, containerHeight: containerHeight, width: width,
                durations: durations, pieceHeights: pieceHeights, closing: closing, roundTrip: roundTrip,
                direction: direction, shading: shading)
        }
    }

    private static func bake(
        items: Int, foregroundHeight: Double, containerHeight: Double, width: Double, durations: [Double]?,
        pieceHeights: [Double]?, closing: Bool, roundTrip: Bool, direction: FoldingCellDirection, shading: FoldShading?
    ) throws -> (Scene, [String: Bitmap]) {
        let cell = FoodCardCell(style: .default, reuseIdentifier: "food")
        cell.foldDirection = direction
        cell.shading = shading
        cell.itemCount = items
        cell.foregroundHeight = foregroundHeight
        cell.containerHeight = containerHeight
        cell.pieceHeights = pieceHeights
        if let durations {
            cell.durationsForExpandedState = durations
            cell.durationsForCollapsedState = durations
        }
        let height = (cell.cardInsets.top * 2 + max(foregroundHeight, containerHeight)).rounded(.up)
        try EffectConfigurationError.requirePositive(height, "container-height")
        cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
        try cell.configure()
        cell.layoutIfNeeded()
        if closing {
            cell.unfold(true, animated: false)
            cell.layoutIfNeeded()
            cell.unfold(false)
        } else {
            cell.unfold(true)
            if roundTrip { cell.scheduleUnfold(false, at: (cell.plan?.endTime ?? 0) + 0.6) }
        }
        let end = cell.plan?.endTime ?? 0
        // The pieces show the container's snapshot: the scene names it.
        var images: [String: Bitmap] = [:]
        if let snapshot = cell.snapshot?.cgImage {
            for layer in cell.layer.allLayers where (layer.contents as? CGImage) === snapshot { layer.contentsName = "snapshot" }
            images["snapshot"] = snapshot.bitmap
        }
        var pending: [UIView] = [cell]
        while let v = pending.popLast() {
            pending += v.subviews
            if let image = (v as? UIImageView)?.image, let bitmap = image.bitmap { images[image.contentsName] = bitmap }
        }
        let scene = Scene(
            size: CGSize(width: width, height: height), scale: 2,
            background: CGColor(red: 0.35, green: 0.35, blue: 0.4, alpha: 1), duration: end + 0.3, fps: 60, layers: [cell.layer])
        return (scene, images)
    }
}
