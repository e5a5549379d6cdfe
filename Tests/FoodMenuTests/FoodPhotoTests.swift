import FoldCore
import FoldMedia
import FoldRender
import FoodMenu
import Foundation
import Testing

@Suite struct FoodPhotoTests {
    /// Keeps a picture for a person to look at when $FOLDKIT_TEST_OUTPUT is set.
    static func keep(_ bitmap: Bitmap, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["FOLDKIT_TEST_OUTPUT"], !dir.isEmpty else { return }
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try? PNGCodec.write(bitmap, to: URL(fileURLWithPath: dir).appendingPathComponent(name))
    }

    @Test func aPhotoIsTheDishInColourOnAPlateOnATableOfItsTint() throws {
        let food = try #require(FoodCatalog.food(withID: "mapo-tofu"))
        let photo = try #require(FoodPhoto.image(of: food, size: CGSize(width: 300, height: 200), scale: 2).cgImage).bitmap
        Self.keep(photo, "foodmenu-photo-mapo-tofu.png")
        #expect(photo.width == 600 && photo.height == 400)
        // The corners are the table: opaque, in the tint's hue (red dominant for mapo tofu).
        for (x, y) in [(2, 2), (597, 2), (2, 397), (597, 397)] {
            let p = photo.rgba(x: x, y: y)
            #expect(p.a == 255 && p.r > p.g && p.r > p.b, "corner \(x),\(y): \(p)")
        }
        // The top is lighter than the bottom (lit from above).
        let top = photo.rgba(x: 2, y: 2)
        let bottom = photo.rgba(x: 2, y: 397)
        #expect(Int(top.g) > Int(bottom.g) + 40)
        // The plate is near-white around the dish, and the dish itself is drawn in colour:
        // saturated pixels in the middle of the plate that are neither table nor plate.
        let rim = photo.rgba(x: 300, y: 200 - 130)
        #expect(rim.r > 230 && rim.g > 230 && rim.b > 220, "the plate's rim: \(rim)")
        var coloured = 0
        for y in 150..<250 {
            for x in 250..<350 {
                let p = photo.rgba(x: x, y: y)
                if Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 80 { coloured += 1 }
            }
        }
        #expect(coloured > 1500, "the emoji's colour pixels in the plate's centre: \(coloured)")
    }
}
