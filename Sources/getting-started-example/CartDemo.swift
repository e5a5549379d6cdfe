import FoldEffects
import FoldExamples

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A button that throws a bowl of noodles into a cart, which bounces and counts it.
final class CartDemo {
    let window: UIWindow
    let dishButton = UIButton(frame: CGRect(x: 40, y: 80, width: 140, height: 44))
    let cart = CartButton(frame: CGRect(x: 244, y: 404, width: 56, height: 56))
    let animator: FlyToCartAnimator

    init(size: CGSize, scale: Double) throws {
        window = UIWindow(size: size, scale: scale)
        dishButton.setTitle("Add 🍜", for: .normal)
        dishButton.backgroundColor = CartButton.cartOrange
        window.addSubview(dishButton)
        window.addSubview(cart)
        animator = try FlyToCartAnimator(containerView: window, target: cart)
        dishButton.addAction(for: .touchUpInside) { [unowned self] button in
            let centre = CGPoint(x: button.bounds.midX, y: button.bounds.midY)
            _ = try? self.animator.fly(.emoji("🍜"), from: centre, in: button)
        }
    }
}
