import FoldEffects

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A dish's row: a folding cell whose closed card is a `ClosedCardView` and whose open card is an
/// `OpenCardView` (Ramotion's demo geometry: 4 pieces, 165 and 479 pt, rows 179 and 488 pt).
///
/// As in the seed, the cell does not start the flights itself: it tells its controller through
/// `NotificationCenter`, with the start point (the tapped button's centre) converted into the
/// table view's coordinates at that moment.
public final class FoodMenuCell: FoldingCell {
    public static let reuseIdentifier = "food"
    /// Posted when the like button is tapped; `userInfo`: `foodIDKey`, `positionKey`.
    public static let didTapLike = Notification.Name("FoodMenuCellDidTapLike")
    /// Posted when "add to cart" is tapped; `userInfo`: `foodIDKey`, `positionKey`, `quantityKey`.
    public static let didTapAdd = Notification.Name("FoodMenuCellDidTapAdd")
    /// Posted when the photo is tapped; `userInfo`: `foodIDKey`.
    public static let didTapPhoto = Notification.Name("FoodMenuCellDidTapPhoto")
    public static let foodIDKey = "foodID"
    /// A `CGPoint` in the table view's coordinates.
    public static let positionKey = "position"
    public static let quantityKey = "quantity"

    public let closedCard = ClosedCardView()
    public let openCard = OpenCardView()
    public private(set) var food: Food?
    /// Where notifications go (the app's own center, so two apps in one process stay apart).
    public var notificationCenter = NotificationCenter.default

    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        // Ramotion's demo: four pieces, its back colour.
        itemCount = 4
        backViewColor = MenuPalette.cardBack
        foregroundView.addSubview(closedCard)
        containerView.addSubview(openCard)
        foregroundView.clipsToBounds = true
        containerView.layer.cornerRadius = cornerRadius
        containerView.clipsToBounds = true
        openCard.onLike = { [weak self] button in self?.post(Self.didTapLike, from: button) }
        openCard.onAdd = { [weak self] button, quantity in self?.post(Self.didTapAdd, from: button, quantity: quantity) }
        openCard.onPhotoTap = { [weak self] _ in
            guard let self, let food = self.food else { return }
            self.notificationCenter.post(name: Self.didTapPhoto, object: self, userInfo: [Self.foodIDKey: food.id])
        }
        fitCardsToTextSize()
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (cell: FoodMenuCell, _: UITraitCollection) in
            cell.fitCardsToTextSize()
        }
    }

    /// The cards' lengths at the text size (`MenuMetrics`): a change re-plans the pieces (the
    /// piece count stays, their heights follow).
    func fitCardsToTextSize() {
        let s = MenuMetrics.textScale(for: traitCollection)
        let closed = MenuMetrics.closedCardHeight(s)
        let open = MenuMetrics.openCardHeight(s)
        guard closed != foregroundHeight || open != containerHeight else { return }
        foregroundHeight = closed
        containerHeight = open
        // Re-planned now if it was planned (`commonInit()` keeps an error in `configurationError`).
        if configuredLayout != nil { commonInit() }
    }

    public required init?(coder: NSCoder) { return nil }

    private func post(_ name: Notification.Name, from button: UIView, quantity: Int? = nil) {
        guard let food, let tableView = enclosingTableView else { return }
        // The seed's conversion: the button's centre, into the table view's coordinates, now.
        let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: tableView)
        var info: [String: Any] = [Self.foodIDKey: food.id, Self.positionKey: centre]
        if let quantity { info[Self.quantityKey] = quantity }
        notificationCenter.post(name: name, object: self, userInfo: info)
    }

    /// Shows a dish with what the user has done with it.
    public func configure(with food: Food, liked: Bool, inCart: Int, scale: Double) {
        self.food = food
        closedCard.configure(with: food, liked: liked, inCart: inCart, scale: scale)
        openCard.configure(with: food, liked: liked, scale: scale)
        fitCardsToTextSize()
        if configuredLayout == nil { commonInit() }
        // One element for an assistive app: the dish's name in the menu's second language, then
        // what it is and what the user did with it; the open card's buttons are its custom actions.
        let strings = MenuLanguage.current.strings
        accessibilityLabel = food.localizedName
        var value = [food.name, food.priceText]
        if liked { value.append(strings.liked) }
        if inCart > 0 { value.append(strings.inCart(inCart)) }
        accessibilityValue = value.joined(separator: ", ")
        self.liked = liked
    }

    private var liked = false
    private var customActionsSetting: [UIAccessibilityCustomAction]??

    /// While open: like (or unlike), add to cart (the stepper's quantity) and show the photo.
    public override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            if let customActionsSetting { return customActionsSetting }
            guard isUnfolded else { return nil }
            let strings = MenuLanguage.current.strings
            return [
                UIAccessibilityCustomAction(name: liked ? strings.unlike : strings.like) { [weak self] _ in
                    guard let self else { return false }
                    self.openCard.likeTapped(self.openCard.likeButton)
                    return true
                },
                UIAccessibilityCustomAction(name: strings.addToCartAction) { [weak self] _ in
                    guard let self else { return false }
                    self.openCard.addTapped(self.openCard.addButton)
                    return true
                },
                UIAccessibilityCustomAction(name: strings.showPhoto) { [weak self] _ in
                    guard let self else { return false }
                    self.openCard.onPhotoTap?(self.openCard.photoView)
                    return true
                },
            ]
        }
        set { customActionsSetting = .some(newValue) }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        closedCard.frame = foregroundView.bounds
        openCard.frame = containerView.bounds
    }
}
