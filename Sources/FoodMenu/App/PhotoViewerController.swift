#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Shows the dishes' photos full screen (`PhotoViewer`), cross-dissolving in over the menu; ✕
/// dismisses it.
///
/// ```swift
/// let photos = try PhotoViewerController(foods: foods, startingAt: 3, frame: view.window!.bounds, scale: 2)
/// present(photos, animated: true)
/// ```
public final class PhotoViewerController: UIViewController {
    /// The flip book of photos with its caption: the controller's view.
    public let viewer: PhotoViewer

    /// The photos of `foods` from `first` on, laid out for a window of `frame`'s size, drawn at
    /// `scale` pixels per point.
    public init(foods: [Food], startingAt first: Int, frame: CGRect, scale: Double) throws {
        viewer = try PhotoViewer(frame: frame, foods: foods, startingAt: first, scale: scale)
        super.init(nibName: nil, bundle: nil)
        // Full screen: once it has faded in, the menu under it leaves the window (nothing to draw).
        modalPresentationStyle = .fullScreen
        modalTransitionStyle = .crossDissolve
    }

    public required init?(coder: NSCoder) { return nil }

    public override func loadView() {
        view = viewer
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewer.closeButton.addTarget(self, action: PhotoViewerController.close, for: .touchUpInside)
    }

    /// ✕: back to the menu (a second tap while it fades out does nothing).
    func close() {
        guard presentingViewController != nil, !isBeingDismissed else { return }
        dismiss(animated: true)
    }
}
