import Foundation

// Core Animation's transform functions, as Apple declares them (QuartzCore's CATransform3D.h,
// imported into Swift). Each is the matrix product CA documents: the `…Translate`, `…Scale` and
// `…Rotate` forms put the new step first (`t' = step · t`), `…Concat(a, b)` is a then b.

/// The identity transform: [1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1].
public let CATransform3DIdentity = CATransform3D.identity

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether the two are equal field by field (as `==`).
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// t' = [1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1].
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(translationX: tx, y: ty, z: tz)
}

/// t' = [sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1].
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(scaleX: sx, y: sy, z: sz)
}

/// A rotation of `angle` radians about the vector (x, y, z), normalised. Apple leaves a zero
/// vector undefined; FoldKit gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// t' = translate(tx, ty, tz) · t.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    t.translatedBy(x: tx, y: ty, z: tz)
}

/// t' = scale(sx, sy, sz) · t.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    t.scaledBy(x: sx, y: sy, z: sz)
}

/// t' = rotation(angle, x, y, z) · t.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    t.rotated(by: angle, x: x, y: y, z: z)
}

/// a · b: `a` applies first.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// The inverse; `t` unchanged when it has none, as Apple documents.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted() ?? t }

/// The affine transform as a 3D one: [a b 0 0; c d 0 0; 0 0 1 0; tx ty 0 1].
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(m) }

/// Whether `t` is a 2D affine transform (no z and no perspective terms).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The 2D part (a = m11, b = m12, c = m21, d = m22, tx = m41, ty = m42); Apple leaves the result
/// undefined when `t` is not affine, and so does this (it is the same six fields).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
