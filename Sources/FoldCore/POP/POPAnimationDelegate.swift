import Foundation

/// What a POP animation tells its delegate (POPAnimationDelegate); every method is optional.
public protocol POPAnimationDelegate: AnyObject {
    func pop_animationDidStart(_ anim: POPAnimation!)
    func pop_animationDidReach(toValue anim: POPAnimation!)
    func pop_animationDidStop(_ anim: POPAnimation!, finished: Bool)
    func pop_animationDidApply(_ anim: POPAnimation!)
}

extension POPAnimationDelegate {
    public func pop_animationDidStart(_ anim: POPAnimation!) {}
    public func pop_animationDidReach(toValue anim: POPAnimation!) {}
    public func pop_animationDidStop(_ anim: POPAnimation!, finished: Bool) {}
    public func pop_animationDidApply(_ anim: POPAnimation!) {}
}
