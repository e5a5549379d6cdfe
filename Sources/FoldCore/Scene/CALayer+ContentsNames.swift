import Foundation

extension CALayer {
    /// The images the layers of these trees show, by the names a scene file gives them. A layer
    /// whose pixels were set through `contents` alone (as UIKit code sets them) takes a name
    /// here: its own name with "-contents" (or "image"), numbered when taken; layers showing
    /// one image share its name (a named layer's, when one shows it). Layers already carrying a name keep it.
    package static func nameContents(in roots: [CALayer]) -> [String: Bitmap] {
        var images: [String: Bitmap] = [:]
        var names: [ObjectIdentifier: String] = [:]
        let layers = roots.flatMap(\.allLayers)
        for layer in layers {
            if let image = layer.properties.contentsImage, let name = layer.contentsName, images[name] == nil {
                images[name] = image.bitmap
                names[ObjectIdentifier(image)] = name
            }
        }
        for layer in layers where layer.contentsName == nil {
            guard let image = layer.properties.contentsImage else { continue }
            let id = ObjectIdentifier(image)
            if let name = names[id] {
                layer.contentsName = name
                continue
            }
            let base = layer.name.map { "\($0)-contents" } ?? "image"
            var name = base
            var n = 1
            while images[name] != nil {
                n += 1
                name = "\(base)\(n)"
            }
            names[id] = name
            images[name] = image.bitmap
            layer.contentsName = name
        }
        return images
    }
}
