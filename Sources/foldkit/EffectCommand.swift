import FoldCore
import FoldHost
import Foundation

/// `foldkit effect NAME [options] -o OUT`: one of FoldEffects' effects baked into a scene file
/// (`.scene.json`), or rendered from it (`.png` with `--time`, `.gif`, `.mp4`). Each effect's
/// options and layer ids are its own command's contract (`foldkit effect NAME --help`).
enum EffectCommand {
    /// Each effect's command, by the name the CLI takes. An effect's `run` parses its options
    /// and writes OUT.
    static let effects: [String: @Sendable ([String]) throws -> Void] = [
        "folding-cell": FoldingCellCommand.run,
        "page-fold": PageFoldEffectCommand.run,
        "fly-to-cart": FlyToCartEffectCommand.run,
    ]

    static var help: String {
        """
        usage: foldkit effect NAME [options] -o OUT.scene.json|OUT.png|OUT.gif|OUT.mp4

        The effects: \(effects.keys.sorted().joined(separator: ", ")).
        Run 'foldkit effect NAME --help' for an effect's options and layer ids.

        Every effect takes render's output flags: --time T (.png), --fps F and --duration D (.gif,
        .mp4, and the rate and length a .scene.json is baked at), --scale S. NAME.scene.json
        gets each image as a PNG beside it (NAME.IMAGE.png) and renders with 'foldkit render' to
        the same frames as the effect's own .png, .gif or .mp4.
        """
    }

    static func run(_ args: [String]) throws {
        guard let name = args.first, !name.hasPrefix("-") else {
            if args.contains("--help") || args.contains("-h") {
                print(help)
                exit(0)
            }
            throw UsageError(message: "effect takes the effect's name first: \(effects.keys.sorted().joined(separator: ", "))")
        }
        // `sample` is built in for the tests of the shared output path; it is not listed.
        guard let effect = effects[name] ?? (name == "sample" ? SampleEffectCommand.run : nil) else {
            var message = "unknown effect '\(name)'"
            if let near = nearest(name, in: effects.keys.sorted()) { message += "; did you mean '\(near)'?" }
            throw UsageError(message: message + " (the effects: \(effects.keys.sorted().joined(separator: ", ")))")
        }
        try effect(Array(args.dropFirst()))
    }
}
