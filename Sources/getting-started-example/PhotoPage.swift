import FoldEffects
import FoldExamples

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A photo that folds in half under the finger and springs back when it is let go.
final class PhotoPage {
    let window: UIWindow
    let page: PageFoldView

    init(size: CGSize, scale: Double) throws {
        window = UIWindow(size: size, scale: scale)
        let frame = CGRect(x: 20, y: 40, width: size.width - 40, height: size.height - 80)
        let photo = PageFoldView.samplePhoto(size: frame.size, scale: scale)
        page = try PageFoldView(image: photo, frame: frame)
        window.addSubview(page)
    }
}
