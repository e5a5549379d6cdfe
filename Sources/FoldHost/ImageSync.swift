import FoldRender

/// Keeps a compositor's images in step with an app's: new or changed images are set before the
/// frame that shows them renders.
public struct ImageSync {
    private var version: Int?
    public init() {}

    public mutating func update(_ compositor: Compositor, from app: some HostedApp) {
        let current = app.imagesVersion
        guard current != version else { return }
        version = current
        for (name, bitmap) in app.images.sorted(by: { $0.key < $1.key }) { compositor.setImage(bitmap, named: name) }
    }
}
