import Foundation

/// The kind of a path element (CGPathElementType).
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path as `CGPath.applyWithBlock(_:)` hands it out (CGPathElement): its type
/// and its points (1 for a move or line, 2 for a quad curve — control, end — 3 for a cubic —
/// control 1, control 2, end — none for a close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// How a path's inside is decided (CGPathFillRule).
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// The callback `CGPath.apply(info:function:)` calls for each element. A C function pointer on
/// Apple platforms; here a Swift function, as `CGPathElement` is a Swift struct (a closure
/// literal without captures, what iOS code passes, is both).
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
