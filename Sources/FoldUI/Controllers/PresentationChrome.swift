import FoldCore
import Foundation

/// What a sheet presentation adds to the window besides the presented view: the dimming over
/// the content it covers.
final class PresentationChrome {
    /// Black at this opacity over the presenting content while a sheet shows (FoldKit's;
    /// UIKit documents no number).
    static let dimmingAlpha: CGFloat = 0.4
    let dimming: UIView

    init(in window: UIWindow) {
        dimming = UIView(frame: window.bounds)
        dimming.backgroundColor = .black
        dimming.alpha = 0
    }
}
