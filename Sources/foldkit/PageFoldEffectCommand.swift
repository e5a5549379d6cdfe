import FoldCore
import FoldEffects
import FoldExamples
import FoldHost
import FoldMedia
import FoldRender
import FoldUI
import Foundation

/// `foldkit effect page-fold --script INPUT.json [--image PATH] -o OUT`: the page fold filling
/// the script's canvas, played by the script's input (the headless host's format,
/// docs/input-script.md) and baked frame by frame at the script's fps until the spring is done.
enum PageFoldEffectCommand {
    static let help = """
        usage: foldkit effect page-fold --script INPUT.json [--image PATH] [--direction down|up|left|right]
               [--release spring-back|commit] [--drag-anywhere] [--m34 M]
               -o OUT.scene.json|OUT.png|OUT.gif|OUT.mp4 [--time T] [--scale S]

        The page fold (POP's folding view) filling the script's canvas, driven by the script's
        taps and drags (the format of the headless host's --script, docs/input-script.md): a drag
        on the top half folds it down over the bottom half, release springs it back (POP spring,
        bounciness 18, mass 2, tension 200), a tap pokes it. The frames run at the script's fps
        for its duration, and on until the spring is done. --image (PNG or JPEG) is stretched to the
        canvas (UIImageView's scaleToFill); without it the page is a built-in photo. --direction
        picks the half that folds (default down: the top half), --release commit completes a fold
        released past 90° or flung, --drag-anywhere lets a drag start on either half. --m34 is the
        perspective (the transform's m34, −1/eye distance in points; default the seed's −1/800):
        the folding half must be shorter than the eye's distance, so a canvas over 1600 pt along
        the fold needs a smaller one, such as −1/(the canvas's length).

        Layer ids (default direction): top, bottom (the halves; top's transform carries the fold),
        topShadow, bottomShadow (their gradient shadows), topFront, topBack (the top half's faces).
        """

    static func run(_ args: [String]) throws {
        if args.contains("--help") || args.contains("-h") {
            print(help)
            exit(0)
        }
        let a = try EffectArguments(
            args, valued: ["script", "image", "direction", "release", "m34"], switches: ["drag-anywhere"])
        guard let scriptPath = a.arguments.string("script") else {
            throw UsageError(
                message: "--script INPUT.json is required: the taps and drags that play the page fold (docs/input-script.md)")
        }
        if a.fps != nil || a.duration != nil {
            throw UsageError(
                message: "--fps and --duration come from the script (its \"fps\" and \"duration\"); edit the script instead")
        }
        var options = PageFoldView.Options()
        if let d = a.arguments.string("direction") {
            guard let direction = FoldDirection(rawValue: d) else {
                throw UsageError(message: "--direction must be down, up, left or right, got '\(d)'")
            }
            options.direction = direction
        }
        switch a.arguments.string("release") {
        case nil, "spring-back": break
        case "commit": options.release = .commitOrReturn
        case let other?: throw UsageError(message: "--release must be spring-back or commit, got '\(other)'")
        }
        if a.arguments.has("drag-anywhere") { options.dragRegion = .anywhere }
        if let m34 = try a.arguments.double("m34") { options.m34 = m34 }
        let script = try InputScript.load(contentsOf: URL(fileURLWithPath: scriptPath))
        do {
            try options.validate(size: script.size)
        } catch let e as EffectConfigurationError {
            throw UsageError(message: "the page fold cannot work with this canvas: \(e) (--m34 sets m34)")
        }
        let image: UIImage
        if let path = a.arguments.string("image") {
            image = UIImage(bitmap: try ImageLoader.load(contentsOf: URL(fileURLWithPath: path)), name: "page")
        } else {
            image = PageFoldView.samplePhoto(size: script.size, scale: script.scale)
        }
        let (scene, images) = try bake(script: script, image: image, options: options)
        try EffectOutput.write(scene, images: images, options: a.output)
    }

    /// Plays the script into a page fold in a window and records its layers every frame; the
    /// recording runs on past the script until the fold is at rest and the finger up.
    static func bake(script: InputScript, image: UIImage, options: PageFoldView.Options) throws -> (Scene, [String: Bitmap]) {
        let window = UIWindow(size: script.size, scale: script.scale)
        let page: PageFoldView
        do {
            page = try PageFoldView(image: image, frame: window.bounds, options: options)
        } catch let e as EffectConfigurationError {
            throw UsageError(message: "the page fold cannot work with this canvas and image: \(e)")
        }
        window.addSubview(page)
        let loop = FrameLoop(window: window)
        let recorder = PresentationRecorder(layers: [page.layer])
        var frame = 0
        while frame < script.frameCount || page.isAnimating || loop.pointer != nil {
            guard frame < SceneLimits.maxFrames else {
                throw UsageError(message: "the fold is still moving after \(frame) frames; shorten the script")
            }
            for event in script.events(forFrame: frame) { loop.send(event) }
            let time = script.time(ofFrame: frame)
            _ = loop.step(to: time)
            try recorder.record(at: time)
            frame += 1
        }
        let duration = Double(frame - 1) / script.fps
        let layers = recorder.bakedLayers()
        let scene = Scene(
            size: script.size, scale: script.scale, background: window.layer.backgroundColor ?? .white,
            duration: max(duration, 1 / script.fps), fps: script.fps, layers: layers)
        // The page's layers show their pixels through `contents`, as UIKit code sets them: named
        // here, the page's image by its own name.
        if let pixels = image.cgImage {
            for layer in layers.flatMap(\.allLayers) where layer.properties.contentsImage === pixels {
                layer.contentsName = image.contentsName
            }
        }
        return (scene, window.images.merging(CALayer.nameContents(in: layers)) { named, _ in named })
    }
}
