import FoldCore
import Foundation

extension FrameLoop {
    /// Seconds the screen takes to fade from the old appearance to the new one. iOS fades the
    /// whole screen when the user switches between light and dark; Apple documents no duration,
    /// this is UIKit's usual 0.3 s.
    public static let appearanceFadeDuration = 0.3

    /// Takes a user's change of settings while the app is on screen. Light to dark (or back)
    /// fades, as iOS shows it: a picture of the screen as it was lies over the app, which is
    /// already in the new appearance, and fades out. The settings an app starts under (before
    /// its first frame), a text size and a layout direction change at once.
    func applyFadingAppearance(_ settings: SystemSettings) {
        let before = window.screen.traitCollection.userInterfaceStyle
        let changesStyle = settings.appearance.map { ($0 == .dark ? .dark : .light) != before } ?? false
        let picture = hasPresentedFrame && changesStyle ? window.snapshotView(afterScreenUpdates: false) : nil
        window.screen.apply(settings)
        guard let picture else { return }
        appearanceFade?.removeFromSuperview()
        // Not part of the app: no touches, nothing for a screen reader.
        picture.isUserInteractionEnabled = false
        picture.accessibilityElementsHidden = true
        window.addSubview(picture)
        appearanceFade = picture
        UIView.animate(withDuration: Self.appearanceFadeDuration, delay: 0, options: [.curveEaseInOut]) {
            picture.alpha = 0
        } completion: { _ in
            picture.removeFromSuperview()
        }
    }
}
