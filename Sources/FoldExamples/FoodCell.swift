import FoldCore
import FoldEffects
import FoldUI
import Foundation

/// The seed's menu cell: a dish's image and name and a like button (收藏 ↔ 取消收藏). The cell does
/// its own part — toggles the dish in the `store`, which saves atomically, and retitles the
/// button — and, when the dish becomes liked, posts `FoodCell.didLikeFood` with the start of the
/// flight: the name label's centre in the table view's coordinates. The flight itself belongs
/// to the controller (`FlyToCartAnimator.flyOnLike(from:image:)`).
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "food", for: indexPath) as! FoodCell
/// cell.store = likedStore
/// cell.configure(food: "Mapo Tofu", image: .emoji("🌶️"))
/// ```
open class FoodCell: UITableViewCell {
    /// Posted (synchronously) when a dish becomes liked; `userInfo` holds `positionKey` (a
    /// `CGPoint` in the table view's coordinates) and `foodKey` (the dish's name).
    public static let didLikeFood = Notification.Name("FoodCellDidLikeFood")
    public static let positionKey = "position"
    public static let foodKey = "food"
    public static let likeTitle = "收藏"
    public static let unlikeTitle = "取消收藏"

    public let dishView = UIImageView()
    public let nameLabel = UILabel()
    public let likeButton = UIButton(type: .system)
    public private(set) var food: String?
    /// Where the liked list lives; without one the cell still toggles its title and posts.
    public var store: LikedItemsStore? {
        didSet { updateTitle() }
    }
    /// The last save that failed (the like was undone; nothing was posted).
    public private(set) var lastSaveError: Error?

    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        dishView.contentMode = .scaleAspectFit
        nameLabel.fontSize = 16
        likeButton.titleLabel?.fontSize = 14
        contentView.addSubview(dishView)
        contentView.addSubview(nameLabel)
        contentView.addSubview(likeButton)
        likeButton.addAction(for: .touchUpInside) { [weak self] _ in self?.tapLikedButton() }
        updateTitle()
    }

    public required init?(coder: NSCoder) { return nil }

    public func configure(food: String, image: UIImage?) {
        self.food = food
        nameLabel.text = food
        dishView.image = image
        updateTitle()
    }

    /// The seed's `tapLikedButton:`: unlike, or like and post the flight's start; then save.
    open func tapLikedButton() {
        guard let food else { return }
        let liked: Bool
        if let store {
            do {
                liked = try store.toggle(food)
                lastSaveError = nil
            } catch {
                lastSaveError = error
                return
            }
        } else {
            liked = likeButton.title(for: .normal) == Self.likeTitle
        }
        likeButton.setTitle(liked ? Self.unlikeTitle : Self.likeTitle, for: .normal)
        guard liked else { return }
        NotificationCenter.default.post(
            name: Self.didLikeFood, object: nil,
            userInfo: [Self.positionKey: nameLabelCenterInTableView, Self.foodKey: food])
    }

    /// The name label's centre in the enclosing table view's bounds coordinates (the window's
    /// when the cell is in no table view), so the flight starts there however far it scrolled.
    public var nameLabelCenterInTableView: CGPoint {
        contentView.convert(nameLabel.center, to: enclosingTableView)
    }

    private func updateTitle() {
        let liked = food.map { store?.contains($0) ?? false } ?? false
        likeButton.setTitle(liked ? Self.unlikeTitle : Self.likeTitle, for: .normal)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        food = nil
        nameLabel.text = nil
        dishView.image = nil
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        let side = min(44, b.height - 8)
        dishView.frame = CGRect(x: 12, y: (b.height - side) / 2, width: side, height: side)
        likeButton.frame = CGRect(x: b.width - 92, y: (b.height - 32) / 2, width: 80, height: 32)
        nameLabel.frame = CGRect(x: 20 + side, y: 0, width: max(0, b.width - 124 - side), height: b.height)
    }
}
