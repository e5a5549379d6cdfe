import FoldCore
import FoldRender
import Foundation

extension UIView {
    /// The view's layers as they show at `time` (their presentation; by default now), drawn
    /// into a bitmap of the bounds' size at `scale` by the compositor and text path the hosts
    /// use: the view itself shown whole (visible, opaque, untransformed, its bounds' origin at
    /// the top left, so a scrolled view shows what is in view) over a clear background, whether
    /// or not it is on screen now. Each layer carries its image, so views outside a window
    /// draw theirs too.
    /// `region` (in bounds coordinates; the bounds by default) is the part drawn.
    func renderedHierarchy(at time: Double = CACurrentMediaTime(), scale: Double, region: CGRect? = nil) -> Bitmap {
        let size = region?.size ?? bounds.size
        var snapshot = layer.presentation(at: time)
        if let region { snapshot.properties.bounds = region }
        snapshot.properties.isHidden = false
        snapshot.properties.opacity = 1
        snapshot.properties.transform = .identity
        snapshot.properties.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        snapshot.properties.position = CGPoint(x: size.width / 2, y: size.height / 2)
        let tree = RenderTree(size: size, scale: scale, background: .clear, layers: [snapshot])
        return Compositor(threads: 1).render(tree)
    }
}
