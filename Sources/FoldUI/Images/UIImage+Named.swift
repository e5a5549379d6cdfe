import FoldCore
import Foundation
import Synchronization

extension UIImage {
    /// The image of a name in the program's resources, or nil when none is found.
    ///
    /// The folders searched, in order: each in the `FOLDKIT_IMAGE_PATH` environment variable
    /// (colon-separated, as `PATH`), then the main bundle's resources (`Bundle.main`, the
    /// executable's folder for a SwiftPM program). In each, the files tried are the name with
    /// the main screen's scale (`name@2x.png` on a 2× screen), then the other scales from the
    /// largest, then the plain name; a name without an extension tries `.png`, `.jpg` and
    /// `.jpeg`. The scale comes from the `@2x`/`@3x` suffix. Decoded pixels are kept for the
    /// next image of the same file, as UIKit keeps them.
    public convenience init?(named name: String) {
        guard !name.isEmpty, let url = UIImage.resolve(named: name), let image = UIImage.cachedImage(at: url) else {
            return nil
        }
        self.init(cgImage: image, scale: UIImage.scaleSuffix(of: url), contentsName: name)
    }

    /// The folders `init(named:)` searches, in order.
    static var searchFolders: [URL] {
        var folders: [URL] = []
        if let path = ProcessInfo.processInfo.environment["FOLDKIT_IMAGE_PATH"] {
            folders += path.split(separator: ":").map { URL(fileURLWithPath: String($0), isDirectory: true) }
        }
        if let resources = Bundle.main.resourceURL { folders.append(resources) }
        return folders
    }

    /// The first file a name stands for, as `init(named:)` searches.
    static func resolve(named name: String) -> URL? {
        let given = URL(fileURLWithPath: name)
        let knownExtension = ["png", "jpg", "jpeg"].contains(given.pathExtension.lowercased())
        let stem = knownExtension ? String(name.dropLast(given.pathExtension.count + 1)) : name
        let extensions = knownExtension ? [given.pathExtension] : ["png", "jpg", "jpeg"]
        let screen = Int(UIScreen.main.scale.rounded())
        let scales = [screen] + [3, 2].filter { $0 != screen }
        let scaled = scales.filter { $0 > 1 }.map { "@\($0)x" }
        // A 1× screen takes the plain file first, as UIKit does.
        let suffixes = screen <= 1 ? [""] + scaled : scaled + [""]
        let files = FileManager.default
        for folder in searchFolders {
            for suffix in suffixes {
                for ext in extensions {
                    let candidate = folder.appendingPathComponent(stem + suffix + "." + ext)
                    var isFolder: ObjCBool = false
                    if files.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue {
                        return candidate
                    }
                }
            }
        }
        return nil
    }

    private static let decoded = Mutex<[String: (modified: Date?, image: CGImage)]>([:])

    /// A file's pixels, decoded once while the file stays the same.
    private static func cachedImage(at url: URL) -> CGImage? {
        let modified = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        if let hit = decoded.withLock({ $0[url.path] }), hit.modified == modified { return hit.image }
        guard let data = try? Data(contentsOf: url), let bitmap = decode(data, name: url.path) else { return nil }
        let image = CGImage(bitmap)
        decoded.withLock { $0[url.path] = (modified, image) }
        return image
    }
}
