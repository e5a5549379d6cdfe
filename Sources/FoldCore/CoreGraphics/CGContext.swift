import CCairo
import Foundation

/// A Quartz drawing destination (CGContext): a bitmap, with the graphics state and current path
/// Core Graphics keeps, drawn by cairo.
///
/// Spaces, as Core Graphics has them: *device space* is the bitmap's pixels with y up from the
/// bottom row; *user space* is where paths and rects are given, mapped to device space by the
/// current transformation matrix (`ctm`). A bitmap context starts with user space equal to
/// device space; the context a layer draws into (`CALayer.draw(in:)`) starts flipped to the
/// layer's own coordinates, in points, y down, as on iOS.
///
/// The current path is kept in device space as each element is added (a later change of the CTM
/// does not move it) and is not part of the graphics state; drawing or clipping with it ends it.
/// Bad input draws nothing rather than trapping: non-finite coordinates are skipped, and a CTM
/// that collapses space (a zero scale) draws nothing until it is restored.
public final class CGContext {
    /// Device space (y up) to cairo's pixels (y down).
    let deviceToSurface: CGAffineTransform
    /// A shadow offset (base space) to cairo's pixels: Core Graphics' bitmap contexts have y up,
    /// the contexts FoldKit hands layers y down in points, as UIKit's are.
    let shadowBase: CGAffineTransform
    /// The cairo state: its matrix stays identity between operations, which set what they need
    /// from `state`; the clip lives in cairo's own saved state.
    let cairo: OpaquePointer
    let surface: OpaquePointer
    /// The pixels in the caller's layout, when it is not cairo's: moved onto the surface before
    /// each operation and back after it, so `data` always holds what was drawn.
    private let client: (data: UnsafeMutableRawPointer, layout: BitmapContextLayout)?
    /// Memory this context allocated (freed with it).
    private let ownedData: UnsafeMutableRawPointer?
    /// The pixels in the layout the context was made with.
    private let memory: UnsafeMutableRawPointer?
    private let layout: BitmapContextLayout
    private let pixelsPerPoint: CGFloat
    package private(set) var state: GraphicsState
    private var savedStates: [GraphicsState] = []
    /// The current path, in cairo's pixel coordinates.
    var devicePath = CGMutablePath()
    /// Open transparency layers: the state to composite each with, when it ends.
    var transparencyLayers: [(state: GraphicsState, depth: Int)] = []
    var allowsAntialiasing = true
    /// Set while an operation draws only where it covers (a blend mode's mask): colours and
    /// images paint opaque white.
    var drawsCoverage = false

    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bytesPerRow: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    public var bitsPerPixel: Int { layout.bytesPerPixel * 8 }
    public var alphaInfo: CGImageAlphaInfo { layout.alphaInfo }
    /// The pixels: the memory given to the initializer, or what the context allocated.
    public var data: UnsafeMutableRawPointer? { memory }

    /// A bitmap context drawing into `data` (or into memory it allocates and frees, when nil),
    /// `width × height` pixels of `bitsPerComponent` bits in `space`, rows `bytesPerRow` apart (0
    /// works it out). Nil, with the reason written to standard error as Core Graphics logs it,
    /// for a layout Core Graphics refuses (unpremultiplied alpha, a row too short) or FoldKit
    /// lacks (16 or 32 bits per component).
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace?, bitmapInfo: CGBitmapInfo
    ) {
        self.init(
            data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
            space: space, bitmapInfo: bitmapInfo.rawValue)
    }

    /// The same, with the bitmap info as its raw value (`CGImageAlphaInfo.premultipliedLast.rawValue`).
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace?, bitmapInfo: UInt32
    ) {
        func refuse(_ why: String) {
            let line =
                "CGBitmapContextCreate: unsupported parameter combination: \(why) "
                + "(\(width)×\(height), \(bitsPerComponent) bits/component, \(bytesPerRow) bytes/row, bitmap info \(bitmapInfo))\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
        let layout: BitmapContextLayout
        switch BitmapContextLayout.make(
            bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo))
        {
        case .success(let l): layout = l
        case .failure(let refusal):
            refuse(refusal.why)
            return nil
        }
        let side = CairoPixelFormat.maxSurfaceSide
        guard width > 0, height > 0, width <= side, height <= side else {
            refuse("a size of 1…\(side) pixels a side is needed")
            return nil
        }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        guard rowBytes >= width * layout.bytesPerPixel else {
            refuse("rows of \(rowBytes) bytes hold fewer than \(width) pixels")
            return nil
        }
        let direct =
            layout.isCairoNative && rowBytes % 4 == 0
            && (data.map { Int(bitPattern: $0) % 4 == 0 }
                ?? (rowBytes == Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))))
        var allocated: UnsafeMutableRawPointer?
        let memory: UnsafeMutableRawPointer
        if let data {
            memory = data
        } else {
            guard let m = calloc(rowBytes, height) else {
                refuse("no memory for \(rowBytes * height) bytes")
                return nil
            }
            memory = m
            allocated = m
        }
        let made: OpaquePointer?
        if direct {
            made = cairo_image_surface_create_for_data(
                memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(rowBytes))
        } else {
            made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        }
        guard let surface = made, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if let made { cairo_surface_destroy(made) }
            free(allocated)
            refuse("cairo could not make the surface")
            return nil
        }
        self.surface = surface
        self.layout = layout
        client = direct ? nil : (memory, layout)
        ownedData = allocated
        self.memory = memory
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bytesPerRow = rowBytes
        colorSpace = space
        self.bitmapInfo = CGBitmapInfo(rawValue: bitmapInfo)
        pixelsPerPoint = 1
        deviceToSurface = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        shadowBase = deviceToSurface
        state = GraphicsState(matrix: deviceToSurface)
        cairo = cairo_create(surface)
    }

    /// A context on a new transparent ARGB32 bitmap of `pixelWidth × pixelHeight` whose user space
    /// is `bounds`, y down, at `scale` pixels per point: what a layer draws its contents into.
    package init?(layerBounds bounds: CGRect, scale: CGFloat) {
        guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, scale.isFinite, scale > 0,
            let pixels = Self.pixelSize(of: bounds.size, scale: scale),
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixels.width), Int32(pixels.height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        layout = try! BitmapContextLayout.make(
            bitsPerComponent: 8, space: CGColorSpace.srgbSpace,
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
        ).get()
        client = nil
        ownedData = nil
        memory = cairo_image_surface_get_data(surface).map(UnsafeMutableRawPointer.init)
        width = pixels.width
        height = pixels.height
        bitsPerComponent = 8
        bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        colorSpace = CGColorSpace.srgbSpace
        bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
        pixelsPerPoint = scale
        deviceToSurface = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(pixels.height))
        shadowBase = CGAffineTransform(scaleX: scale, y: scale)
        state = GraphicsState(
            matrix: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY).concatenating(shadowBase))
        cairo = cairo_create(surface)
    }

    /// Pixels along each side for `size` points at `scale` (rounded up, with a tolerance so
    /// float noise such as 100.0000000001 adds no column); nil when empty or past cairo's limit.
    package static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int)? {
        func count(_ points: CGFloat) -> Int? {
            let p = points * scale
            guard p.isFinite, p > 0 else { return nil }
            let rounded = (p - 1e-6).rounded(.up)
            guard rounded <= CGFloat(CairoPixelFormat.maxSurfaceSide) else { return nil }
            return max(1, Int(rounded))
        }
        guard scale.isFinite, scale > 0, let w = count(size.width), let h = count(size.height) else { return nil }
        return (w, h)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
        free(ownedData)
    }

    // MARK: Images

    /// An image of the pixels drawn so far (a copy: later drawing does not change it).
    public func makeImage() -> CGImage? {
        makeImage(scale: pixelsPerPoint)
    }

    /// The pixels as an image whose bitmap is `scale` pixels per point.
    package func makeImage(scale: CGFloat) -> CGImage? {
        loadClient()
        guard var bitmap = CairoPixelFormat.bitmap(from: surface, scale: scale) else { return nil }
        if case .rgb(_, _, _, nil, _) = layout.kind {
            for i in bitmap.pixels.indices { bitmap.pixels[i] |= 0xFF00_0000 }
        }
        return CGImage(bitmap)
    }

    /// Whether every pixel is still fully transparent black: nothing was drawn that shows.
    package var isBlank: Bool {
        loadClient()
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return true }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<height {
            let words = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where words[x] != 0 { return false }
        }
        return true
    }

    /// Writes what is drawn to the caller's memory (Core Graphics' bitmap contexts draw
    /// straight into it, so there is nothing to flush; here the move back happens after each
    /// operation and these do nothing more).
    public func flush() {}
    public func synchronize() {}

    // MARK: Graphics state

    /// Pushes the graphics state (CTM, clip, colours, alpha, line style, shadow, antialiasing,
    /// interpolation); the current path is not part of it.
    public func saveGState() {
        savedStates.append(state)
        cairo_save(cairo)
    }

    /// Pops what the matching `saveGState()` pushed; an unbalanced call is ignored.
    public func restoreGState() {
        let floor = transparencyLayers.last?.depth ?? 0
        guard savedStates.count > floor, let saved = savedStates.popLast() else { return }
        state = saved
        cairo_restore(cairo)
    }

    var stateDepth: Int { savedStates.count }

    /// Runs `body` with a mutable state (the setters).
    func updateState(_ body: (inout GraphicsState) -> Void) { body(&state) }

    // MARK: The caller's memory

    /// Moves the caller's pixels onto the surface (they may have written to `data`).
    func loadClient() {
        guard let client else { return }
        client.layout.load(from: client.data, bytesPerRow: bytesPerRow, into: surface, width: width, height: height)
    }

    /// Moves the surface's pixels back into the caller's memory.
    func storeClient() {
        guard let client else { return }
        client.layout.store(from: surface, into: client.data, bytesPerRow: bytesPerRow, width: width, height: height)
    }
}
