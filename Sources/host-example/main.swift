// host-example: the hosts' test app (a square to drag, a tap counter) in an SDL window, or
// recorded headless from an input script (docs/input-script.md).
//
//   host-example [--size W,H] [--scale S]            a window (default 375,667 at scale 2)
//   host-example --script FILE --record OUT.(mp4|gif|folder) [--trace FILE]
import FoldExampleHost
import FoldExamples
import FoldHost
import FoldSDL

ExampleCommandLine(name: "host-example").run { size, scale in
    (SquareApp(size: size, scale: scale), nil)
}
