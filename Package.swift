// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FoldKit",
    products: [
        .library(name: "FoldCore", targets: ["FoldCore"]),
        .library(name: "FoldRender", targets: ["FoldRender"]),
        .executable(name: "foldkit", targets: ["foldkit"]),
        .executable(name: "foldkit-bench", targets: ["foldkit-bench"]),
    ],
    targets: [
        // Core Animation and POP semantics in pure Swift: Foundation only.
        .target(name: "FoldCore"),
        // Draws render trees into bitmaps on the CPU; reads and writes images and video.
        .target(name: "FoldRender", dependencies: ["FoldCore"]),
        .executableTarget(name: "foldkit", dependencies: ["FoldCore", "FoldRender"]),
        // The benchmark's C peers: the same algorithms written in C, measured in the same run.
        .target(name: "CBenchPeers", path: "Benchmarks/CBenchPeers"),
        .executableTarget(
            name: "foldkit-bench", dependencies: ["FoldCore", "CBenchPeers"],
            path: "Benchmarks/foldkit-bench"),
        .testTarget(name: "FoldCoreTests", dependencies: ["FoldCore"], exclude: ["Fixtures"]),
        // Runs the built `foldkit` binary to hold its output contract.
        .testTarget(name: "FoldRenderTests", dependencies: ["FoldRender"], exclude: ["Reference"]),
        .testTarget(name: "FoldKitCLITests", dependencies: ["foldkit"]),
    ],
    swiftLanguageModes: [.v6]
)
