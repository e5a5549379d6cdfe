// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FoldKit",
    products: [
        // `import FoldKit` in place of `import UIKit` (docs/porting.md): every library below.
        .library(name: "FoldKit", targets: ["FoldKit"]),
        .library(name: "FoldCore", targets: ["FoldCore"]),
        .library(name: "FoldRender", targets: ["FoldRender"]),
        .library(name: "FoldMedia", targets: ["FoldMedia"]),
        .library(name: "FoldUI", targets: ["FoldUI"]),
        .library(name: "FoldEffects", targets: ["FoldEffects"]),
        // Ramotion's pod is `import FoldingCell`: the same import gives FoldEffects.
        .library(name: "FoldingCell", targets: ["FoldingCell"]),
        // The examples' content (sample photos, emoji images, demo cells): for trying the
        // effects without artwork of one's own, not API the effects need.
        .library(name: "FoldExamples", targets: ["FoldExamples"]),
        .library(name: "FoodMenu", targets: ["FoodMenu"]),
        .executable(name: "foldkit", targets: ["foldkit"]),
        .executable(name: "foldkit-bench", targets: ["foldkit-bench"]),
        .library(name: "FoldHost", targets: ["FoldHost"]),
        .library(name: "FoldSDL", targets: ["FoldSDL"]),
        .executable(name: "host-example", targets: ["host-example"]),
        .executable(name: "table-example", targets: ["table-example"]),
        .executable(name: "getting-started-example", targets: ["getting-started-example"]),
        .executable(name: "foodmenu", targets: ["foodmenu"]),
        .executable(name: "counter-app", targets: ["counter-app"]),
    ],
    targets: [
        // The umbrella module: re-exports Foundation and the libraries, as UIKit re-exports
        // Foundation, CoreGraphics and QuartzCore.
        .target(
            name: "FoldKit",
            dependencies: ["FoldCore", "FoldRender", "FoldMedia", "FoldUI", "FoldHost", "FoldApplicationMain"]),
        // UIApplicationMain and `@main` app delegates: an app's launch, its window in the SDL host
        // or recorded from a script, its end.
        .target(name: "FoldApplicationMain", dependencies: ["FoldCore", "FoldHost", "FoldSDL", "FoldUI"]),
        // Core Graphics, Core Animation and POP semantics in Swift: Foundation, and cairo under
        // CGContext (QuartzCore's CALayer draws into a CGContext, so Core Graphics' drawing sits
        // at the bottom, as on Apple platforms).
        .target(name: "FoldCore", dependencies: ["CCairo"]),
        // Draws render trees into bitmaps on the CPU: the compositor, its kernels and geometry,
        // text and vector content (cairo + pango).
        .target(name: "FoldRender", dependencies: ["FoldCore", "CCairo"]),
        // Images and video in and out: PNG and JPEG codecs, GIF, MP4 and PNG-sequence export, the
        // recorder that renders frames and feeds an encoder, atomic files.
        .target(name: "FoldMedia", dependencies: ["FoldCore", "FoldRender", "CPNG", "CTurboJPEG"]),
        // libpng's simplified API (errors come back as messages, no longjmp) and TurboJPEG.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // cairo + pango draw text and vector content into layer contents.
        .systemLibrary(
            name: "CCairo", pkgConfig: "pangocairo", providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        // UIKit-style views, view animations, gesture recognizers and the frame loop (no window system).
        .target(name: "FoldUI", dependencies: ["FoldCore", "FoldRender", "FoldMedia"]),
        // The three effects (folding cell, page fold, fly to cart) as UIKit views and animators:
        // UIKit code (each file imports UIKit, or FoldKit off Apple platforms), as Ramotion's pod is.
        .target(name: "FoldEffects", dependencies: ["FoldKit"]),
        // `import FoldingCell`, as Ramotion's pod is imported: FoldEffects under the pod's name.
        .target(name: "FoldingCell", dependencies: ["FoldEffects"]),
        // SQLite: FoodMenu's store (WAL, one transaction per change).
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // The examples' content, not library API: the demo cells, the flight example and its
        // like-to-fly glue, the sample photo and emoji images, the table and square example apps.
        .target(
            name: "FoldExamples", dependencies: ["FoldCore", "FoldRender", "FoldMedia", "FoldUI", "FoldEffects", "FoldHost"]),
        // The seeds' Objective-C listings ported line for line to Swift UIKit (each file begins with
        // the `import UIKit` / `import FoldKit` block): the folding table, the page fold, the flight
        // to the cart. Their image is found through FOLDKIT_IMAGE_PATH, as UIImage(named:) finds images.
        .target(
            name: "FoldSeeds", dependencies: ["FoldKit", "FoldingCell", "FoldEffects"], path: "examples/seeds",
            exclude: ["FlyToCart/cm_center_discount@2x.png"]),
        // The example programs' shared command line (a window, or a recorded script).
        .target(name: "FoldExampleHost", dependencies: ["FoldCore", "FoldHost", "FoldRender", "FoldMedia", "FoldSDL"]),
        // The demo app as a library: its catalog, its views and its store.
        .target(
            name: "FoodMenu",
            dependencies: [
                "FoldKit", "FoldCore", "FoldEffects", "FoldExamples", "FoldUI", "FoldHost", "FoldRender", "FoldMedia", "CSQLite",
            ]),
        .executableTarget(
            name: "foldkit",
            dependencies: ["FoldCore", "FoldRender", "FoldMedia", "FoldUI", "FoldEffects", "FoldExamples", "FoldHost"]),
        // Runs apps: input scripts, the headless recorder host (any `HostedApp`, FoldUI's `FrameLoop` too).
        .target(name: "FoldHost", dependencies: ["FoldCore", "FoldRender", "FoldMedia", "FoldUI"]),
        // An SDL2 window for a `HostedApp`.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .target(
            name: "FoldSDL", dependencies: ["FoldCore", "FoldHost", "FoldRender", "FoldMedia", "FoldUI", "FoldATSPI", "CSDL2"]),
        // The window's accessibility tree for Linux screen readers: ATK objects (a C class) on ATK's AT-SPI bridge.
        .systemLibrary(
            name: "CATK", pkgConfig: "atk-bridge-2.0", providers: [.apt(["libatk1.0-dev", "libatk-bridge2.0-dev"])]),
        .target(
            name: "CFoldATK", dependencies: ["CATK"],
            linkerSettings: ["atk-bridge-2.0", "atk-1.0", "gobject-2.0", "glib-2.0"].map { .linkedLibrary($0) }),
        .target(name: "FoldATSPI", dependencies: ["FoldCore", "FoldUI", "CFoldATK"]),
        // The hosts' test app in a window, or recorded from a script.
        .executableTarget(name: "host-example", dependencies: ["FoldExamples", "FoldExampleHost"]),
        // FoldUI's table example in a window, or recorded from a script.
        .executableTarget(name: "table-example", dependencies: ["FoldUI", "FoldHost", "FoldExamples", "FoldExampleHost"]),
        // docs/getting-started.md's examples (the tests run them headless and hold the doc to them).
        .executableTarget(
            name: "getting-started-example", dependencies: ["FoldKit", "FoldEffects", "FoldExamples", "FoldSDL"]),
        // The demo app: a window, or recorded headless (a script or the built-in tour).
        // An iOS app as Xcode's template starts one (`@main` app delegate), run by UIApplicationMain.
        .executableTarget(name: "counter-app", dependencies: ["FoldKit"]),
        .executableTarget(name: "foodmenu", dependencies: ["FoodMenu", "FoldHost", "FoldRender", "FoldMedia", "FoldSDL"]),
        // The fuzz targets' bodies, shared by the libFuzzer driver and the regression tests.
        .target(name: "FoldFuzzTargets", dependencies: ["FoldCore", "FoldRender", "FoldMedia"]),
        // libFuzzer driver under `make fuzz` (-sanitize=fuzzer -DFOLDKIT_FUZZ); a replayer otherwise.
        .executableTarget(name: "foldkit-fuzz", dependencies: ["FoldFuzzTargets"]),
        // The benchmark's C peers: the same algorithms written in C, measured in the same run.
        .target(name: "CBenchPeers", path: "Benchmarks/CBenchPeers"),
        // pixman: the compositor benchmarks' peer and the tests' cross-check; the library never links it.
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .executableTarget(
            name: "foldkit-bench",
            dependencies: [
                "FoldCore", "FoldRender", "FoldMedia", "FoldUI", "FoldHost", "FoldExamples", "FoodMenu", "CBenchPeers", "CPixman",
            ],
            path: "Benchmarks/foldkit-bench"),
        .testTarget(name: "FoldCoreTests", dependencies: ["FoldCore"], exclude: ["Fixtures"]),
        // Runs the built `foldkit` binary to hold its output contract.
        .testTarget(
            name: "FoldRenderTests",
            dependencies: ["FoldCore", "FoldRender", "FoldMedia", "CCairo", "CPNG", "CPixman", "FoldTestSupport"],
            exclude: ["Reference"]),
        // Image codecs, GIF/MP4/PNG export, recording and files.
        .testTarget(name: "FoldMediaTests", dependencies: ["FoldCore", "FoldRender", "FoldMedia", "CPNG", "FoldTestSupport"]),
        // Apple's declarations, used exactly as Apple documents them, through `import FoldKit`.
        // …and the seeds' listings ported to Swift UIKit, run headless against the articles' numbers.
        .testTarget(name: "FoldKitConformanceTests", dependencies: ["FoldKit", "FoldingCell", "FoldEffects", "FoldSeeds"]),
        .testTarget(
            name: "FoldKitCLITests", dependencies: ["foldkit", "FoldCore", "FoldRender", "FoldMedia", "FoldTestSupport"]),
        .testTarget(
            name: "FoldUITests",
            dependencies: ["FoldCore", "FoldUI", "FoldRender", "FoldMedia", "FoldExamples", "FoldTestSupport"],
            exclude: ["Cassowary/Reference"]),
        .testTarget(
            name: "FoodMenuTests",
            dependencies: ["FoldCore", "FoldEffects", "FoodMenu", "FoldHost", "FoldUI", "FoldRender", "FoldMedia"]),
        .testTarget(
            name: "FoldEffectsTests",
            dependencies: [
                "FoldCore", "FoldEffects", "FoldExamples", "FoldUI", "FoldRender", "FoldMedia", "FoldHost", "FoldTestSupport",
            ],
            exclude: ["Reference", "PageFold/Reference", "FlyToCart/Reference"]),
        // Input scripts, the headless host, and the window tests (Xvfb + the host-example and table-example binaries).
        .testTarget(
            name: "FoldHostTests",
            dependencies: [
                "FoldCore", "FoldHost", "FoldRender", "FoldMedia", "FoldUI", "FoldExamples", "FoldTestSupport", "CSDL2",
                "host-example",
                "table-example", "counter-app",
            ]),
        // foodmenu end to end: its window under Xvfb, its store killed mid-tour, two at once, a damaged file.
        .testTarget(name: "FoodMenuAppTests", dependencies: ["FoldTestSupport", "foodmenu"], exclude: ["Fixtures"]),
        // The window tests' helpers: a private Xvfb, xdotool, screenshots, the built programs.
        .target(name: "FoldTestSupport", dependencies: ["FoldRender", "FoldMedia"]),
        // Runs docs/getting-started.md's examples headless and checks the doc quotes their code (its own
        // target: importing the example executable brings FoldHost's FrameLoop conformance with it).
        .testTarget(
            name: "GettingStartedTests",
            dependencies: ["getting-started-example", "FoldCore", "FoldEffects", "FoldExamples", "FoldUI", "FoldHost"]),
        // Replays Tests/Fixtures/fuzz/<target>/* through the fuzz targets.
        .testTarget(name: "FuzzRegressionTests", dependencies: ["FoldFuzzTargets"]),
    ],
    swiftLanguageModes: [.v6]
)
