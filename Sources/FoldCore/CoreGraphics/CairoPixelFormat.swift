import CCairo

/// Moves pixels between `Bitmap` (bytes R, G, B, A) and cairo's `CAIRO_FORMAT_ARGB32`
/// (a native-endian `0xAARRGGBB` word). Both are premultiplied, so only the byte order changes.
package enum CairoPixelFormat {
    /// The largest width or height cairo's image surfaces accept.
    package static let maxSurfaceSide = 32767

    /// A Bitmap pixel as cairo stores it.
    @inline(__always) package static func cairoPixel(fromBitmap p: UInt32) -> UInt32 {
        #if _endian(little)
            // Memory R,G,B,A reads as 0xAABBGGRR: swapping R and B gives 0xAARRGGBB.
            return (p & 0xFF00_FF00) | (p >> 16 & 0xFF) | (p & 0xFF) << 16
        #else
            // Memory R,G,B,A reads as 0xRRGGBBAA: rotate A to the top.
            return p >> 8 | p << 24
        #endif
    }

    /// A cairo pixel as Bitmap stores it.
    @inline(__always) package static func bitmapPixel(fromCairo p: UInt32) -> UInt32 {
        #if _endian(little)
            return (p & 0xFF00_FF00) | (p >> 16 & 0xFF) | (p & 0xFF) << 16
        #else
            return p << 8 | p >> 24
        #endif
    }

    /// Copies an ARGB32 image surface into a new Bitmap. Nil when the surface is unusable.
    package static func bitmap(from surface: OpaquePointer, scale: Double) -> Bitmap? {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var bitmap = Bitmap(width: width, height: height, scale: scale)
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return bitmap }
        bitmap.pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                let base = y * width
                for x in 0..<width { out[base + x] = bitmapPixel(fromCairo: row[x]) }
            }
        }
        return bitmap
    }

    /// A new ARGB32 surface holding a copy of the bitmap, for use as a source pattern.
    /// The caller destroys it. Nil for an empty bitmap or when cairo cannot allocate.
    package static func surface(from bitmap: Bitmap) -> OpaquePointer? {
        let (width, height) = (bitmap.width, bitmap.height)
        guard width > 0, height > 0, width <= maxSurfaceSide, height <= maxSurfaceSide,
            bitmap.pixels.count == width * height,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            let data = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        bitmap.pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                let base = y * width
                for x in 0..<width { row[x] = cairoPixel(fromBitmap: source[base + x]) }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
