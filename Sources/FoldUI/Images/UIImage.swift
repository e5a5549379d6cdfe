import FoldCore
import FoldMedia
import Foundation
import Synchronization

/// UIImage: an immutable image of a size in points, a scale (pixels per point) and an
/// orientation, over a `CGImage` of its pixels.
///
/// Views show the image upright (its `imageOrientation` applied), as UIKit does; `cgImage` is
/// the pixels as stored. An image made by FoldKit without pixels (`init(placeholderNamed:…)`,
/// a scene's image known only by name) has a nil `cgImage`, as a UIImage made from a CIImage.
open class UIImage: NSObject, @unchecked Sendable {
    /// The pixels as stored, before the orientation is applied.
    public let cgImage: CGImage?
    /// Pixels per point: 2 for an `@2x` file.
    public let scale: CGFloat
    /// How the stored pixels turn to be upright.
    public let imageOrientation: Orientation
    /// The caps a resizable image keeps at their size; zero for a plain image.
    public let capInsets: UIEdgeInsets
    /// How a resizable image fills its middle.
    public let resizingMode: ResizingMode
    /// Whether the image was made by `resizableImage`: with zero caps it tiles (or stretches)
    /// whole, as UIKit's does.
    let isResizable: Bool
    /// How views use its colours: `.automatic` (the default) as the view decides — an image
    /// view shows the original, a system button a template in its tint colour.
    public let renderingMode: RenderingMode

    /// The name under which a layer showing this image carries it into scene files and the
    /// window's image table (FoldKit's; a file's name for `init(named:)`).
    package let contentsName: String
    private let pixelSize: (width: Int, height: Int)
    private let uprightStore = Mutex<CGImage??>(nil)

    /// The size in points, with the orientation applied (a `.left` image of 30 × 20 pixels at
    /// scale 1 is 20 × 30 points).
    public var size: CGSize {
        let (w, h) = imageOrientation.isQuarterTurn ? (pixelSize.height, pixelSize.width) : (pixelSize.width, pixelSize.height)
        return CGSize(width: CGFloat(w) / scale, height: CGFloat(h) / scale)
    }

    /// An image of a `CGImage` at scale 1, upright.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of a `CGImage`; a scale of 0 or less is 1, as UIKit takes it.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(
            cgImage: cgImage, scale: scale, orientation: orientation, capInsets: UIEdgeInsets(), resizingMode: .tile,
            contentsName: UIImage.anonymousName())
    }

    /// An image decoded from PNG or JPEG data at scale 1; nil when the data is neither (the
    /// decoder's reason goes to the log, as UIKit's does).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from PNG or JPEG data at a scale; nil when the data is neither.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = UIImage.decode(data, name: "image data") else { return nil }
        self.init(cgImage: CGImage(bitmap), scale: scale, orientation: .up)
    }

    /// An image read from a PNG or JPEG file; an `@2x` or `@3x` before the extension sets the
    /// scale, as UIKit reads it. Nil when the file is missing or not an image.
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        guard let data = try? Data(contentsOf: url), let bitmap = UIImage.decode(data, name: path) else { return nil }
        self.init(
            cgImage: CGImage(bitmap), scale: UIImage.scaleSuffix(of: url), orientation: .up, capInsets: UIEdgeInsets(),
            resizingMode: .tile, contentsName: UIImage.fileName(for: url))
    }

    /// An image of pixels under a name (FoldKit's: the name a scene file gives the pixels).
    package convenience init(cgImage: CGImage, scale: CGFloat, contentsName: String) {
        self.init(
            cgImage: cgImage, scale: scale, orientation: .up, capInsets: UIEdgeInsets(), resizingMode: .tile,
            contentsName: contentsName)
    }

    /// An image known only by name and pixel size: drawn by a renderer that holds pixels under
    /// that name (a scene's images). FoldKit's.
    package init(placeholderNamed name: String, pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1) {
        cgImage = nil
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        imageOrientation = .up
        capInsets = UIEdgeInsets()
        resizingMode = .tile
        isResizable = false
        renderingMode = .automatic
        contentsName = name
        pixelSize = (max(0, pixelWidth), max(0, pixelHeight))
        super.init()
    }

    init(
        cgImage: CGImage, scale: CGFloat, orientation: Orientation, capInsets: UIEdgeInsets, resizingMode: ResizingMode,
        isResizable: Bool = false, renderingMode: RenderingMode = .automatic, contentsName: String
    ) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        imageOrientation = orientation
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.isResizable = isResizable
        self.renderingMode = renderingMode
        self.contentsName = contentsName
        pixelSize = (cgImage.width, cgImage.height)
        super.init()
    }

    /// The pixels upright (the orientation applied), at the image's scale: what a view shows.
    package var uprightImage: CGImage? {
        guard let cgImage else { return nil }
        if imageOrientation == .up { return cgImage }
        return uprightStore.withLock { store in
            if let done = store { return done }
            let turned = CGImage(imageOrientation.upright(cgImage.bitmap))
            store = .some(turned)
            return turned
        }
    }

    /// The upright pixels, when the image has them.
    package var bitmap: Bitmap? {
        guard var bitmap = uprightImage?.bitmap else { return nil }
        bitmap.scale = Double(scale)
        return bitmap
    }

    static func decode(_ data: Data, name: String) -> Bitmap? {
        do {
            return try ImageLoader.decode(data, name: name)
        } catch {
            FileHandle.standardError.write(Data("UIImage: \(error)\n".utf8))
            return nil
        }
    }

    /// 2 for "icon@2x.png", 3 for "icon@3x.png", 1 otherwise.
    static func scaleSuffix(of url: URL) -> CGFloat {
        let stem = url.deletingPathExtension().lastPathComponent
        for s in [2, 3] where stem.hasSuffix("@\(s)x") { return CGFloat(s) }
        return 1
    }

    /// A file's name in the window's image table: its stem in the characters scene files allow,
    /// and a hash of its whole path, so two files of one name in two folders stay two images.
    static func fileName(for url: URL) -> String {
        let stem = url.deletingPathExtension().lastPathComponent.map { c -> Character in
            c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_") ? c : "_"
        }
        var hash: UInt32 = 2_166_136_261  // FNV-1a: stable from run to run, unlike Hasher
        for byte in url.standardizedFileURL.path.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        let hex = String(hash, radix: 16)
        return String(stem) + "-" + String(repeating: "0", count: 8 - hex.count) + hex
    }

    private static let counter = Mutex(0)

    /// A name of its own for an image made without one, so every image has a distinct entry in
    /// the window's image table.
    static func anonymousName() -> String {
        "uiimage-"
            + String(
                counter.withLock {
                    $0 += 1
                    return $0
                })
    }
}

extension UIImage {
    /// An image of pixels under a name, at the bitmap's scale (FoldKit's).
    package convenience init(bitmap: Bitmap, name: String) {
        self.init(cgImage: CGImage(bitmap), scale: bitmap.scale > 0 ? CGFloat(bitmap.scale) : 1, contentsName: name)
    }
}
