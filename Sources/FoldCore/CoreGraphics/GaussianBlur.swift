import Foundation

/// A Gaussian blur of a coverage plane: what Core Graphics' and Core Animation's shadows are.
/// Separable (rows, then columns), with the kernel cut at three standard deviations and
/// normalised, and zeros beyond the edges.
package enum GaussianBlur {
    /// The kernel for `sigma` pixels: weights from the centre outwards, summing to 1 over both
    /// sides. A sigma too small to spread (under 0.01 px) is the identity.
    package static func kernel(sigma: Double) -> [Float] {
        guard sigma.isFinite, sigma >= 0.01 else { return [1] }
        let radius = Int((3 * sigma).rounded(.up))
        var weights = (0...radius).map { Foundation.exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights[0] + 2 * weights.dropFirst().reduce(0, +)
        weights = weights.map { $0 / total }
        return weights.map(Float.init)
    }

    /// Blurs `plane` (`width × height`, row by row) in place.
    package static func blur(_ plane: inout [Float], width: Int, height: Int, sigma: Double) {
        let k = kernel(sigma: sigma)
        guard k.count > 1, width > 0, height > 0 else { return }
        var line = [Float](repeating: 0, count: max(width, height))
        plane.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                convolve(p.baseAddress! + y * width, count: width, stride: 1, kernel: k, scratch: &line)
            }
            for x in 0..<width {
                convolve(p.baseAddress! + x, count: height, stride: width, kernel: k, scratch: &line)
            }
        }
    }

    private static func convolve(
        _ values: UnsafeMutablePointer<Float>, count: Int, stride: Int, kernel: [Float], scratch: inout [Float]
    ) {
        let r = kernel.count - 1
        for i in 0..<count { scratch[i] = values[i * stride] }
        for i in 0..<count {
            var sum = scratch[i] * kernel[0]
            for j in 1...r {
                if i - j >= 0 { sum += scratch[i - j] * kernel[j] }
                if i + j < count { sum += scratch[i + j] * kernel[j] }
            }
            values[i * stride] = sum
        }
    }
}

extension GaussianBlur {
    /// The shadow a coverage plane (`width × height`, 0…1) casts: blurred by `sigma` pixels,
    /// tinted with `color` at `opacity` times its own alpha, as premultiplied pixels.
    package static func shadow(
        of coverage: [Float], width: Int, height: Int, sigma: Double, color: CGColor, opacity: Double, scale: Double = 1
    ) -> Bitmap {
        var plane = coverage
        blur(&plane, width: width, height: height, sigma: sigma)
        let c = color.rgba
        func unit(_ v: Double) -> Float { v.isNaN ? 0 : Float(min(1, max(0, v))) }
        let (r, g, b) = (unit(c.red), unit(c.green), unit(c.blue))
        let strength = unit(c.alpha) * unit(opacity)
        var tinted = Bitmap(width: width, height: height, scale: scale)
        for i in plane.indices {
            let a = min(1, max(0, plane[i])) * strength
            guard a > 0 else { continue }
            func byte(_ v: Float) -> UInt32 { UInt32((v * 255).rounded()) }
            tinted.pixels[i] = Bitmap.pack(r: byte(r * a), g: byte(g * a), b: byte(b * a), a: byte(a))
        }
        return tinted
    }
}
