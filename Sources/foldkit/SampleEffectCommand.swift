import FoldCore
import FoldHost
import FoldRender
import Foundation

/// `foldkit effect sample`: the smallest effect command, built in for the tests of the effects'
/// output path and as a template. A card showing an in-memory image turns with a CA animation
/// (written as one) while a dot is flung by a POP spring (baked frame by frame).
enum SampleEffectCommand {
    static let help = """
        usage: foldkit effect sample [--bounciness B] -o OUT.scene.json|OUT.png|OUT.gif|OUT.mp4
               [--time T] [--scale S] [--fps F] [--duration D]

        A card with a generated image turns a quarter while a dot springs across (POP spring,
        bounciness B, default 8). --fps and --duration also set the rate and length the spring is
        baked at (default 30 fps, 1 s). Layer ids: card, dot.
        """

    static func run(_ args: [String]) throws {
        if args.contains("--help") || args.contains("-h") {
            print(help)
            exit(0)
        }
        let a = try EffectArguments(args, valued: ["bounciness"])
        let bounciness = try a.arguments.double("bounciness") ?? 8
        guard (0...20).contains(bounciness) else {
            throw UsageError(message: "--bounciness must be in [0, 20] (POP's range), got \(bounciness)")
        }
        let (scene, images) = try make(bounciness: bounciness, duration: a.duration ?? 1, fps: a.fps ?? 30)
        try EffectOutput.write(scene, images: images, options: a.output)
    }

    static func make(bounciness: Double, duration: Double, fps: Double) throws -> (Scene, [String: Bitmap]) {
        // A 16 × 16 checkerboard in two colours, so a wrong image or a misplaced slice shows.
        var swatch = Bitmap(width: 16, height: 16)
        for y in 0..<16 {
            for x in 0..<16 {
                let c = (x / 4 + y / 4) % 2 == 0 ? CGColor(hex: "#E94E3C")! : CGColor(hex: "#2A6FDB")!
                swatch.pixels[y * 16 + x] = Bitmap.pixel(c)
            }
        }
        let card = CALayer()
        card.name = "card"
        card.bounds = CGRect(x: 0, y: 0, width: 48, height: 48)
        card.position = CGPoint(x: 40, y: 40)
        card.contentsName = "swatch"
        card.cornerRadius = 6
        card.masksToBounds = true
        var turn = BasicAnimation(keyPath: AnimatableKeyPath("transform.rotation.z")!, from: .number(0), to: .number(.pi / 2))
        turn.duration = duration
        turn.timingFunction = .easeInEaseOut
        turn.fillMode = .both
        turn.isRemovedOnCompletion = false
        try card.add(turn, forKey: "turn")

        let dot = CALayer()
        dot.name = "dot"
        dot.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
        dot.position = CGPoint(x: 88, y: 20)
        dot.cornerRadius = 6
        dot.backgroundColor = CGColor(hex: "#1B1B1F")
        let animator = Animator()
        var parameters = POPSpringParameters()
        parameters.setBounciness(bounciness)
        try animator.addSpring(forKey: "fling", property: .layer(dot, .position), to: [104, 60], parameters: parameters)
        let baked = try Scene.baking([dot], size: CGSize(width: 120, height: 80), duration: duration, fps: fps) { t in
            animator.step(to: t)
        }
        var scene = baked
        scene.layers = [card] + baked.layers
        return (scene, ["swatch": swatch])
    }
}
