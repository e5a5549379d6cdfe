// foodmenu: the seeds' app — a menu of folding cells, flights into the cart and the likes heart,
// a page-fold photo viewer — in an SDL window, or recorded headless (a script or the built-in
// tour). Its store is SQLite at $XDG_DATA_HOME/foodmenu/foodmenu.sqlite (or --data DIR).
//
//   foodmenu [--size W,H] [--scale S] [--data DIR]    (each of these three also takes --appearance light|dark,
//                                                       --content-size XS…AX5 and --reduce-motion)
//   foodmenu --script FILE --record OUT.(mp4|gif|folder) [--trace FILE] [--real-time] [--data DIR]
//   foodmenu --tour --record OUT.(mp4|gif|folder) [--size W,H] [--scale S] [--trace FILE] [--real-time] [--data DIR]
//   foodmenu --print-state [--data DIR]
//   foodmenu --print-accessibility [--script FILE | --size W,H --scale S] [--data DIR]   (the screen's
//                                                       accessibility elements as JSON, at launch or a script's end)
//   foodmenu --stress-store N [--data DIR]        (the crash tests' writer)
//
// Exit status: 0 done, 1 a failure (said in one line), 2 a bad command line, 3 no display for
// the window (record instead).
import FoldHost
import FoldMedia
import FoldRender
import FoldSDL
import FoldUI
import FoodMenu
import Foundation

/// One line on stderr, control characters escaped (a closed stderr is not a trap).
func say(_ message: String) { StandardStreams.say("foodmenu", message) }

/// The store once it is open: closed on every way out, so its log is checkpointed and removed
/// (set once, on the main thread, before any other thread starts).
nonisolated(unsafe) var openedStore: FoodStore?

func fail(_ message: String, status: Int32 = 1) -> Never {
    say(message)
    openedStore?.close()
    exit(status)
}

func fail(_ error: any Error, status: Int32 = 1) -> Never {
    StandardStreams.say("foodmenu", error)
    openedStore?.close()
    exit(status)
}

let options: FoodMenuOptions
do {
    options = try FoodMenuOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    say("\(error)")
    StandardStreams.err(FoodMenuOptions.usage + "\n")
    exit(2)
}
// An interrupted recording removes its half-written files (a SIGKILL's are swept by the next run).
TemporaryFiles.removeOnInterrupt()
if options.mode == .help {
    print(FoodMenuOptions.usage)
    exit(0)
}

/// The store, or a one-line failure; a damaged store was moved aside and is reported.
func openStore() -> FoodStore {
    do {
        let store = try FoodStore(directory: options.storeDirectory)
        if let notice = store.notice { say(notice) }
        return store
    } catch {
        fail("cannot open the store in \(options.storeDirectory.path): \(error)")
    }
}

let store = openStore()
openedStore = store

/// Closes the store (its log checkpointed and removed), then exits.
func finish(_ status: Int32) -> Never {
    store.close()
    exit(status)
}

if options.mode == .printState {
    do {
        let (state, problems) = try store.read()
        StandardStreams.out(state.json + "\n")
        // Rows another program wrote that FoodMenu cannot read: said, and the status says so.
        StandardStreams.sayEach("foodmenu", problems.map { "\(store.url.path): \($0)" })
        finish(problems.isEmpty ? 0 : 1)
    } catch {
        fail("cannot read the store \(store.url.path): \(error)")
    }
}

if case .stressStore(let count) = options.mode {
    // Each marker is one write(2), so a kill leaves on the pipe exactly what was said before it.
    StandardStreams.out("R\n")
    for n in 1...count {
        StandardStreams.out("B\n")
        do {
            try store.addToCart("stress")
        } catch {
            fail("cannot write the store \(store.url.path): \(error)")
        }
        StandardStreams.out("C \(n)\n")
    }
    finish(0)
}

let queue = FoodStoreQueue(store: store) { error in say("a change could not be saved: \(error)") }

/// Exits with status 1 when a change could not be saved (after saying what was written).
func exitReportingLostChanges() -> Never {
    queue.waitUntilIdle()
    let lost = queue.lostChangeCount
    if lost > 0 {
        say(
            "\(lost) change\(lost == 1 ? "" : "s") could not be saved to \(store.url.path); the store keeps what was saved before"
        )
        finish(1)
    }
    finish(0)
}
let initial: FoodMenuState
do {
    // Nothing is queued yet: the store as it is, and any rows another program left that FoodMenu
    // cannot read (said, and left out).
    let (state, problems) = try store.read()
    initial = state
    StandardStreams.sayEach("foodmenu", problems.map { "\(store.url.path): \($0)" })
} catch {
    fail("cannot read the store \(store.url.path): \(error)")
}

/// Records a script headless with a progress bar, then prints where the file is.
func record(_ script: InputScript, to out: String, trace: String?) throws {
    // The command line's settings, then the script's own: the app starts under them.
    UIScreen.main.apply(options.settings)
    UIScreen.main.apply(script.settings)
    let app = FoodMenuApp(controller: FoodMenuController(state: initial, store: queue), size: script.size, scale: script.scale)
    let host = try HeadlessHost(app: app, script: script)
    if options.realTime { host.pacing = .realTime }
    let url = URL(fileURLWithPath: out)
    let bar = ProgressBar(total: script.frameCount, label: url.lastPathComponent)
    defer { bar.done() }
    // A GIF of the app at 25 fps (4 cs frames): plenty for a tour, and half the frames of 50.
    let gif = GIFEncoder.Options(minimumDelay: 4)
    try host.record(
        to: url, trace: trace.map { URL(fileURLWithPath: $0) }, gifOptions: gif, progress: { done, _ in bar.update(done) })
    queue.waitUntilIdle()
    bar.done()
    for message in app.controller.drainMessages() { say(message) }
    StandardStreams.out("foodmenu: wrote \(url.path)\n")
}

/// Prints the screen's accessibility elements as JSON: a second after launch, or at the end of a
/// script (played headless, not recorded).
func printAccessibility(script path: String?) throws {
    let script =
        try path.map { try InputScript.load(contentsOf: URL(fileURLWithPath: $0)) }
        ?? InputScript(size: options.size, scale: options.scale, duration: 1)
    UIScreen.main.apply(options.settings)
    UIScreen.main.apply(script.settings)
    let app = FoodMenuApp(controller: FoodMenuController(state: initial, store: queue), size: script.size, scale: script.scale)
    try HeadlessHost(app: app, script: script).run()
    queue.waitUntilIdle()
    for message in app.controller.drainMessages() { say(message) }
    StandardStreams.out(try app.loop.accessibilityJSON() + "\n")
}

// The menu's language, as an app's localization, before any view is made.
MenuLanguage.current = options.language

do {
    switch options.mode {
    case .window:
        UIScreen.main.apply(options.settings)
        let app = FoodMenuApp(
            controller: FoodMenuController(state: initial, store: queue), size: options.size, scale: options.scale)
        do {
            try WindowHost(app: app, title: "FoodMenu").run()
        } catch let e as WindowHostError where e.isNoDisplay {
            queue.waitUntilIdle()
            fail(
                "no display to open the window on (is DISPLAY set?); record the tour instead: foodmenu --tour --record out.mp4",
                status: 3)
        }
        queue.waitUntilIdle()
        for message in app.controller.drainMessages() { say(message) }
    case .script(let path, let out, let trace):
        try record(try InputScript.load(contentsOf: URL(fileURLWithPath: path)), to: out, trace: trace)
    case .tour(let out, let trace):
        // The tour reads its points off the app laid out under the settings (mirrored right to left).
        UIScreen.main.apply(options.settings)
        try record(try FoodMenuTour.script(size: options.size, scale: options.scale), to: out, trace: trace)
    case .printAccessibility(let script):
        try printAccessibility(script: script)
    case .printState, .help, .stressStore:
        break
    }
} catch {
    queue.waitUntilIdle()
    fail(error)
}
exitReportingLostChanges()
