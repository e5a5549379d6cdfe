import Foundation

// What UIKit and QuartzCore add to NSValue for the values animations carry. Foundation on Linux
// has NSValue's point, size and rect forms; these are the iOS names for them, and the transform.

extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }

    /// Foundation on Linux cannot keep a struct in an NSValue; the transform is kept as its 16
    /// numbers, m11…m44 (type encoding `[16d]`).
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(bytes: t.values, objCType: NSValue.transformEncoding)
    }

    /// The transform an `NSValue(caTransform3D:)` holds; the zero transform for any other value,
    /// as Foundation reads a value of another type as zeros.
    public var caTransform3DValue: CATransform3D {
        guard holdsTransform else { return CATransform3D() }
        var values = [Double](repeating: 0, count: 16)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(values) ?? CATransform3D()
    }

    package var holdsTransform: Bool { String(cString: objCType) == String(cString: NSValue.transformEncoding) }

    nonisolated(unsafe) private static let transformEncoding: UnsafePointer<CChar> = {
        let s = strdup("[16d]")!
        return UnsafePointer(s)
    }()
}
