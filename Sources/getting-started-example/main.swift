// getting-started-example: docs/getting-started.md's three examples, in a window or recorded.
//
//   getting-started-example notes|page-fold|cart                 a window (320 × 480 pt at scale 2)
//   getting-started-example notes|page-fold|cart --record OUT    the example's script, headless
import FoldCore
import FoldHost
import FoldSDL
import FoldUI
import Foundation

/// The example's window, and what must live as long as it (the table holds its data source
/// weakly; the cart button's action holds the demo unowned).
func makeExample(_ name: String, size: CGSize, scale: Double) throws -> (window: UIWindow, keepAlive: AnyObject) {
    switch name {
    case "notes":
        let menu = NotesMenu(size: size, scale: scale)
        return (menu.window, menu)
    case "page-fold":
        let photo = try PhotoPage(size: size, scale: scale)
        return (photo.window, photo)
    default:
        let demo = try CartDemo(size: size, scale: scale)
        return (demo.window, demo)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, ["notes", "page-fold", "cart"].contains(name),
    arguments.count == 1 || (arguments.count == 3 && arguments[1] == "--record")
else {
    StandardStreams.err("usage: getting-started-example notes|page-fold|cart [--record OUT.(gif|mp4|folder)]\n")
    exit(2)
}
do {
    if arguments.count == 3 {
        let scripts = ["notes": ExampleScripts.notes, "page-fold": ExampleScripts.pageFold, "cart": ExampleScripts.cart]
        let script = try scripts[name]!()
        let example = try makeExample(name, size: script.size, scale: script.scale)
        try record(example.window, script, to: URL(fileURLWithPath: arguments[2]))
        withExtendedLifetime(example.keepAlive) {}
    } else {
        let example = try makeExample(name, size: CGSize(width: 320, height: 480), scale: 2)
        let window = example.window
        try WindowHost(app: FrameLoop(window: window), title: "getting-started-example").run()
        withExtendedLifetime(example.keepAlive) {}
    }
} catch {
    StandardStreams.say("getting-started-example", error)
    exit(1)
}
