import Foundation

extension CALayer {
    /// Runs a POP animation on this layer under `key` (any string; nil makes a unique one),
    /// replacing the one there, whose delegate and completion hear `finished` false.
    public func pop_add(_ anim: POPAnimation!, forKey key: String!) {
        guard let anim else { return }
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

    /// The keys of the layer's POP animations, in the order they are applied; nil when there are none.
    public func pop_animationKeys() -> [Any]! {
        POPAnimator.sharedAnimator().keys(self)
    }
}
