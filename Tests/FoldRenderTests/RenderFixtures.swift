import FoldCore
import Foundation

@testable import FoldRender

/// Synthetic images and scenes shared by the render tests.
enum RenderFixtures {
    /// A checkerboard with coloured quadrants: fine detail that aliases when sampled badly.
    static func checkerboard(size: Int = 256, cell: Int = 8) -> Bitmap {
        var b = Bitmap(width: size, height: size)
        for y in 0..<size {
            for x in 0..<size {
                let on = ((x / cell) + (y / cell)) % 2 == 0
                let quadrant = (x < size / 2 ? 0 : 1) + (y < size / 2 ? 0 : 2)
                let colors: [CGColor] = [.init(red: 0.9, green: 0.2, blue: 0.2, alpha: 1), .init(red: 0.2, green: 0.7, blue: 0.3, alpha: 1),
                                       .init(red: 0.2, green: 0.3, blue: 0.9, alpha: 1), .init(red: 0.9, green: 0.8, blue: 0.2, alpha: 1)]
                b.pixels[y * size + x] = Bitmap.pixel(on ? colors[quadrant] : .white)
            }
        }
        return b
    }

    static func layer(_ kind: LayerKind = .layer, frame: CGRect, _ configure: (inout LayerProperties) -> Void = { _ in })
        -> LayerSnapshot
    {
        var p = LayerProperties()
        p.frame = frame
        configure(&p)
        return LayerSnapshot(name: nil, kind: kind, properties: p)
    }

    /// Writes a bitmap as PNG through ffmpeg when FOLDKIT_DUMP names a folder (for looking).
    static func dump(_ bitmap: Bitmap, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["FOLDKIT_DUMP"] else { return }
        let raw = "\(dir)/\(name).rgba"
        try? Data(bitmap.straightRGBABytes).write(to: URL(fileURLWithPath: raw))
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        p.arguments = ["-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(bitmap.width)x\(bitmap.height)", "-i", raw, "\(dir)/\(name).png"]
        try? p.run()
        p.waitUntilExit()
        try? FileManager.default.removeItem(atPath: raw)
    }
}
