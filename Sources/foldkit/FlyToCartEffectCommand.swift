import FoldCore
import FoldEffects
import FoldExamples
import FoldHost
import FoldRender
import Foundation

/// `foldkit effect fly-to-cart`: FoldEffects' fly-to-cart example baked into a scene — a dish card
/// whose emoji sits at --from, a cart button centred at --to, and N items thrown from one to the
/// other along the seed's quadratic, as CA keyframe animations on `position` with that path.
enum FlyToCartEffectCommand {
    static let help = """
        usage: foldkit effect fly-to-cart --size W,H --from X,Y --to X,Y [--count N] [--stagger S]
               [--arc A] [--keep-on-screen] [--paced] [--rotate] [--reduced-motion]
               -o OUT.scene.json|OUT.png|OUT.gif|OUT.mp4 [--time T] [--scale S] [--fps F] [--duration D]

        N items (default 1, at most 1000) fly from (X,Y) to the cart at (X,Y), both in the W × H
        screen's points: item k leaves at (k − 1)·S seconds (default 0.06) and follows the seed's
        quadratic Bézier, control point (sx + (ex − sx)/3, sy + (ey − sy)·0.5 − A) (A default 400),
        0.8 s, ease-in, as a keyframe animation of position along that path. Each item is hidden
        from its landing on; at each landing the cart bounces and the badge counts.
          --keep-on-screen  move the control point so the whole arc stays on the screen
          --paced           constant speed (paced calculation mode, linear timing)
          --rotate          turn the item along the path (rotationMode auto)
          --reduced-motion  no flight: the item fades in and out at the cart; the badge still counts
        The scene lasts until 1.2 s after the last landing (the bounce settles), at 30 fps; --fps
        and --duration change that, --scale the pixels per point (default 2).
        Layer ids: item1 … itemN, cart, badge (the red bubble), badgeCount1 … badgeCountN (its
        text for each count, shown from that landing to the next).
        """

    static let maximumCount = 1000

    static func run(_ args: [String]) throws {
        if args.contains("--help") || args.contains("-h") {
            print(help)
            exit(0)
        }
        let a = try EffectArguments(
            args, valued: ["size", "from", "to", "count", "stagger", "arc"],
            switches: ["keep-on-screen", "paced", "rotate", "reduced-motion"])
        let options = a.arguments
        guard let sizeValues = try options.doubles("size", count: 2) else {
            throw UsageError(message: "--size W,H is required (the screen in points, e.g. --size 375,667)")
        }
        let size = CGSize(width: sizeValues[0], height: sizeValues[1])
        guard size.width > 0, size.height > 0 else {
            throw UsageError(message: "--size must be two numbers above 0, got \(sizeValues[0]),\(sizeValues[1])")
        }
        let from = try point(options, "from", in: size)
        let to = try point(options, "to", in: size)
        let count = try options.double("count") ?? 1
        guard count == count.rounded(), count >= 1, count <= Double(maximumCount) else {
            throw UsageError(message: "--count must be a whole number in 1…\(maximumCount), got \(count)")
        }
        let stagger = try options.double("stagger") ?? 0.06
        guard stagger >= 0 else { throw UsageError(message: "--stagger must be ≥ 0 seconds, got \(stagger)") }

        var configuration = FlyToCartConfiguration()
        configuration.arcHeight = try options.double("arc") ?? FlyToCartPath.defaultArcHeight
        configuration.keepsArcOnScreen = options.has("keep-on-screen")
        if options.has("paced") {
            configuration.calculationMode = .paced
            configuration.timingFunction = CAMediaTimingFunction(name: .linear)
        }
        configuration.rotatesAlongPath = options.has("rotate")
        configuration.reducesMotion = options.has("reduced-motion")

        let example = FlyToCartExample(size: size, from: from, to: to, scale: 2)
        let plans: [FlyToCartFlightPlan]
        do {
            plans = try example.bake(count: Int(count), staggerInterval: stagger, configuration: configuration)
        } catch let e as EffectConfigurationError {
            throw UsageError(message: e.description)
        }
        let scene = Scene(
            size: size, scale: 2, background: FlyToCartExample.background,
            duration: (plans.last?.landingTime ?? 0) + 1.2, fps: 30, layers: [example.window.layer])
        // The flying items show their pixels through `contents`, as UIKit code sets them: named here.
        let images = example.window.images.merging(CALayer.nameContents(in: [example.window.layer])) { named, _ in named }
        try EffectOutput.write(scene, images: images, options: a.output)
    }

    /// A point of the screen: the card and the cart are placed by it, so it must lie on it.
    private static func point(_ options: CommandLineArguments, _ name: String, in size: CGSize) throws -> CGPoint {
        guard let v = try options.doubles(name, count: 2) else {
            throw UsageError(message: "--\(name) X,Y is required (a point of the screen, in points)")
        }
        guard (0...size.width).contains(v[0]), (0...size.height).contains(v[1]) else {
            throw UsageError(
                message: "--\(name) \(v[0]),\(v[1]) lies off the \(size.width) × \(size.height) screen; give a point on it")
        }
        return CGPoint(x: v[0], y: v[1])
    }
}
