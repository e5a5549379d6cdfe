import FoldCore
import Foundation
import Testing

/// A scene file carries images by name; UIKit code sets pixels through `contents` alone.
@Suite struct ContentsNamesTests {
    static func image(_ value: UInt32) -> CGImage {
        var b = Bitmap(width: 2, height: 1)
        b.pixels = [value, value]
        return CGImage(b)
    }

    @Test func anonymousContentsTakeNamesAndTheWrittenSceneShowsThem() throws {
        let dish = Self.image(0xFF00_00FF)
        let photo = Self.image(0xFF00_FF00)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let card = CALayer()
        card.contents = dish
        card.contentsName = "dish"  // named as an image view names its image
        let flying = CALayer()
        flying.name = "item1"
        flying.contents = dish  // the same pixels: the named layer's name
        let first = CALayer()
        first.name = "photo"
        first.contents = photo
        let second = CALayer()
        second.name = "photo"
        second.contents = Self.image(0xFFFF_0000)  // other pixels, same layer name: numbered
        let bare = CALayer()
        bare.contents = Self.image(0xFF80_8080)
        for l in [card, flying, first, second, bare] { root.addSublayer(l) }

        let images = CALayer.nameContents(in: [root])
        #expect(flying.contentsName == "dish")
        #expect(first.contentsName == "photo-contents" && second.contentsName == "photo-contents2")
        #expect(bare.contentsName == "image")
        #expect(Set(images.keys) == ["dish", "photo-contents", "photo-contents2", "image"])
        #expect(images["dish"] == dish.bitmap && images["photo-contents"] == photo.bitmap)
        // Named, the scene writes them (an unnamed image has no way into a scene file).
        second.name = "photo2"
        var scene = Scene(size: CGSize(width: 10, height: 10), duration: 1, layers: [root])
        scene.images = images.mapValues { _ in "/tmp/x.png" }
        let json = String(decoding: try SceneWriter.data(for: scene), as: UTF8.self)
        #expect(json.contains("\"contents\" : \"photo-contents2\"") || json.contains("\"contents\": \"photo-contents2\""))
    }
}
