// table-example: FoldUI's `TableExample` (1000 text rows, alternately 44 and 88 pt tall) in an
// SDL window, or recorded headless from an input script (docs/input-script.md). Drag or use the
// wheel to scroll; a flick keeps scrolling and decelerates.
//
//   table-example [--size W,H] [--scale S]            a window (default 375,667 at scale 2)
//   table-example --script FILE --record OUT.(mp4|gif|folder) [--trace FILE]
import FoldExampleHost
import FoldExamples
import FoldHost
import FoldSDL
import FoldUI

ExampleCommandLine(name: "table-example").run { size, scale in
    // The example is the table's data source, which the table holds weakly: keep it alive.
    let example = TableExample(size: size, scale: scale)
    return (FrameLoop(window: example.window), example)
}
