import Foundation

/// POP's category on NSObject (NSObject+POP): any object runs POP animations, a layer, a view,
/// a constraint, or one of the caller's own driven through a custom property.
extension NSObject {
    /// Runs a POP animation on this object under `key` (any string; nil makes a unique one),
    /// replacing the one there, whose delegate and completion hear `finished` false.
    ///
    /// A named property this object does not have (`kPOPLayerRotationX` on a view,
    /// `kPOPViewAlpha` on a layer) is refused with a message on stderr and the animation is not
    /// added: POP would send the object a message it does not answer, and crash.
    public func pop_add(_ anim: POPAnimation!, forKey key: String!) {
        guard let anim else { return }
        if let property = (anim as? POPPropertyAnimation)?.property, let refusal = property.refusal(for: self) {
            FileHandle.standardError.write(Data("POP: \(refusal); the animation was not added.\n".utf8))
            return
        }
        POPAnimator.sharedAnimator().add(anim, to: self, forKey: key)
    }

    /// The POP animation under `key`, running or kept after it finished (`removedOnCompletion`).
    public func pop_animation(forKey key: String!) -> Any! {
        guard let key else { return nil }
        return POPAnimator.sharedAnimator().animation(self, forKey: key)
    }

    /// Stops and removes the POP animation under `key`; it hears `finished` false.
    public func pop_removeAnimation(forKey key: String!) {
        guard let key else { return }
        POPAnimator.sharedAnimator().removeAnimation(self, forKey: key)
    }

    public func pop_removeAllAnimations() {
        POPAnimator.sharedAnimator().removeAllAnimations(self)
    }

    /// The keys of the object's POP animations, in the order they are applied; nil when there are none.
    public func pop_animationKeys() -> [Any]! {
        POPAnimator.sharedAnimator().keys(self)
    }
}
