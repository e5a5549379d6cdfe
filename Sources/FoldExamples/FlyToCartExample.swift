import FoldCore
import FoldEffects
import FoldUI
import Foundation

/// A small menu screen for the fly-to-cart effect: a dish card whose emoji sits at `from` and a
/// cart button centred at `to`, in a window of `size`. What `foldkit effect fly-to-cart` bakes
/// and what the tests render; keep the object alive with its window.
///
/// ```swift
/// let example = FlyToCartExample(size: CGSize(width: 375, height: 667),
///                                from: CGPoint(x: 60, y: 200), to: CGPoint(x: 320, y: 610))
/// let animator = try FlyToCartAnimator(containerView: example.window, target: example.cart)
/// try animator.fly(example.dishImage, from: example.dishView.center, in: example.card)
/// ```
public final class FlyToCartExample {
    public let window: UIWindow
    /// The dish's card (white, rounded): the emoji, the dish's name, an "Add" button.
    public let card: UIView
    public let dishView: UIImageView
    public let nameLabel: UILabel
    public let addButton: UIButton
    public let cart: CartButton
    public let dishImage: UIImage
    /// The flight's start and end in the window's coordinates.
    public let from: CGPoint
    public let to: CGPoint

    public static let background = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    public static let cardSize = CGSize(width: 220, height: 64)
    public static let cartSize = 56.0

    public init(size: CGSize, from: CGPoint, to: CGPoint, scale: Double = 2, dish: String = "🍜", name: String = "Ramen 拉面") {
        self.from = from
        self.to = to
        window = UIWindow(size: size, scale: scale)
        window.backgroundColor = UIColor(cgColor: Self.background)
        dishImage = UIImage.emoji(dish, size: 44, scale: scale)

        // The card sits so the emoji's centre is `from` (32 pt in from its left and top edges).
        card = UIView(frame: CGRect(x: from.x - 32, y: from.y - 32, width: Self.cardSize.width, height: Self.cardSize.height))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        dishView = UIImageView(image: dishImage)
        dishView.frame = CGRect(x: 10, y: 10, width: 44, height: 44)
        nameLabel = UILabel(text: name, fontSize: 16)
        nameLabel.textColor = UIColor(red: 0.13, green: 0.13, blue: 0.13, alpha: 1)
        nameLabel.frame = CGRect(x: 64, y: 10, width: 100, height: 44)
        addButton = UIButton(frame: CGRect(x: Self.cardSize.width - 58, y: 17, width: 48, height: 30))
        addButton.setTitle("Add", for: .normal)
        addButton.setTitleColor(.white, for: .normal)
        addButton.titleLabel?.fontSize = 14
        addButton.backgroundColor = CartButton.cartOrange
        addButton.layer.cornerRadius = 15
        card.addSubview(dishView)
        card.addSubview(nameLabel)
        card.addSubview(addButton)
        window.addSubview(card)

        cart = CartButton(
            frame: CGRect(x: to.x - Self.cartSize / 2, y: to.y - Self.cartSize / 2, width: Self.cartSize, height: Self.cartSize))
        cart.layer.name = "cart"
        cart.badge.layer.name = "badge"
        window.addSubview(cart)
        window.layoutIfNeeded()
    }
}
