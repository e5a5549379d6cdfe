import Foundation

extension CGContext {
    /// The current transformation matrix: user space to device space (pixels, y up).
    public var ctm: CGAffineTransform { state.matrix.concatenating(deviceToSurface.inverted()) }

    /// The same as `ctm`: FoldKit's device space is the bitmap's.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// Moves user space's origin by (x, y) user units. Non-finite values change nothing.
    public func translateBy(x: CGFloat, y: CGFloat) {
        prepend(CGAffineTransform(translationX: x, y: y))
    }

    /// Scales user space. A zero factor collapses it: nothing draws until the state is restored.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        prepend(CGAffineTransform(scaleX: x, y: y))
    }

    /// Rotates user space by `angle` radians (+x towards +y: counterclockwise in device space,
    /// whose y is up; clockwise on screen in a flipped, UIKit-style context).
    public func rotate(by angle: CGFloat) {
        prepend(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` to user space before the CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        prepend(transform)
    }

    private func prepend(_ t: CGAffineTransform) {
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
        updateState { $0.matrix = t.concatenating($0.matrix) }
    }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }
}
