// The umbrella: `import FoldKit` gives a file what `import UIKit` gives it on iOS — Foundation
// (with CoreGraphics's geometry), the Core Graphics and Core Animation names FoldKit has, and
// FoldKit's views, renderer, media and hosts — so an iOS file changes only its import
// (docs/porting.md).
@_exported import Foundation
@_exported import FoldCore
@_exported import FoldRender
@_exported import FoldMedia
@_exported import FoldUI
@_exported import FoldHost
@_exported import FoldApplicationMain
