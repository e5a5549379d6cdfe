#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The open card, a folding cell's container: the dish's header, its photo (tap to open the page
/// fold viewer), the description, the like button (收藏 ↔ 取消收藏, as in the seed), the quantity
/// (a `UIStepper` from 1 to 9, and a label showing it) and "add to cart".
public final class OpenCardView: UIView {
    let header = UIView()
    let nameLabel = UILabel()
    let englishLabel = UILabel()
    let priceLabel = UILabel()
    public let photoView = UIImageView()
    let summaryLabel = UILabel()
    let divider = UIView()
    public let likeButton = UIButton(type: .system)
    public let stepper = UIStepper()
    public let quantityLabel = UILabel()
    public let addButton = UIButton(type: .system)

    /// Called when the like button is tapped, with the button (its centre is where a flight starts).
    public var onLike: ((UIButton) -> Void)?
    /// Called with the stepper's quantity when "add to cart" is tapped.
    public var onAdd: ((UIButton, Int) -> Void)?
    /// Called when the photo is tapped.
    public var onPhotoTap: ((UIImageView) -> Void)?

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = MenuPalette.card
        layer.cornerRadius = 10
        clipsToBounds = true
        addSubview(header)
        nameLabel.useMenuFont(ofSize: 22, weight: .semibold)
        englishLabel.useMenuFont(ofSize: 14)
        priceLabel.useMenuFont(ofSize: 22, weight: .bold)
        priceLabel.textAlignment = .right
        for label in [nameLabel, englishLabel, priceLabel] {
            label.textColor = .white
            header.addSubview(label)
        }
        englishLabel.textColor = UIColor(red: 1, green: 1, blue: 1, alpha: 0.85)
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.layer.cornerRadius = 8
        photoView.isUserInteractionEnabled = true
        photoView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: OpenCardView.photoTapped(_:)))
        addSubview(photoView)
        summaryLabel.useMenuFont(ofSize: 15)
        summaryLabel.numberOfLines = 0
        summaryLabel.textColor = MenuPalette.openSummaryText
        addSubview(summaryLabel)
        divider.backgroundColor = MenuPalette.divider
        addSubview(divider)

        likeButton.setTitle("♡ 收藏", for: .normal)
        likeButton.setTitle("♥ 取消收藏", for: .selected)
        likeButton.titleLabel?.useMenuFont(ofSize: 17)
        likeButton.layer.cornerRadius = 8
        likeButton.layer.borderWidth = 1
        likeButton.addTarget(self, action: OpenCardView.likeTapped(_:), for: .touchUpInside)
        addSubview(likeButton)
        quantityLabel.useMenuFont(ofSize: 20, weight: .semibold)
        quantityLabel.textAlignment = .center
        addSubview(quantityLabel)
        stepper.minimumValue = 1
        stepper.maximumValue = 9
        stepper.addTarget(self, action: OpenCardView.quantityChanged(_:), for: .valueChanged)
        addSubview(stepper)
        addButton.setTitle(MenuLanguage.current.strings.addToCart, for: .normal)
        addButton.setTitleColor(.white, for: .normal)
        addButton.titleLabel?.useMenuFont(ofSize: 18, weight: .semibold)
        addButton.layer.cornerRadius = 10
        addButton.addTarget(self, action: OpenCardView.addTapped(_:), for: .touchUpInside)
        addSubview(addButton)
    }

    func photoTapped(_ recognizer: UITapGestureRecognizer) { onPhotoTap?(photoView) }
    func likeTapped(_ sender: UIButton) { onLike?(sender) }
    func addTapped(_ sender: UIButton) { onAdd?(sender, Int(stepper.value)) }
    func quantityChanged(_ sender: UIStepper) { quantityLabel.text = "× \(Int(sender.value))" }

    public required init?(coder: NSCoder) { return nil }

    /// Shows a dish and whether it is liked; the stepper starts at 1.
    public func configure(with food: Food, liked: Bool, scale: Double) {
        header.backgroundColor = UIColor(cgColor: food.tint)
        nameLabel.text = food.name
        englishLabel.text = food.localizedName
        priceLabel.text = food.priceText
        summaryLabel.text = food.localizedSummary
        photoView.image = FoodPhoto.image(of: food, size: CGSize(width: 327, height: 180), scale: scale)
        likeButton.isSelected = liked
        likeButton.setTitleColor(UIColor(cgColor: food.tint), for: .normal)
        likeButton.layer.borderColor = food.tint
        addButton.backgroundColor = UIColor(cgColor: food.tint)
        stepper.value = 1
        quantityChanged(stepper)
    }

    public override func layoutSubviews() {
        let w = bounds.width
        // Lengths down the card grow with the text (`MenuMetrics`); widths stay.
        let s = MenuMetrics.textScale(for: traitCollection)
        // Measured left to right; mirrored right to left (the price at the left).
        header.frame = CGRect(x: 0, y: 0, width: w, height: 68 * s)
        place(nameLabel, CGRect(x: 16, y: 10 * s, width: w * 0.6, height: 28 * s))
        place(englishLabel, CGRect(x: 16, y: 40 * s, width: w * 0.6, height: 18 * s))
        place(priceLabel, CGRect(x: w * 0.6, y: 18 * s, width: w * 0.4 - 16, height: 28 * s))
        priceLabel.textAlignment = trailingTextAlignment
        photoView.frame = CGRect(x: 16, y: 80 * s, width: w - 32, height: 180 * s)
        summaryLabel.frame = CGRect(x: 16, y: 272 * s, width: w - 32, height: 44 * s)
        divider.frame = CGRect(x: 16, y: 328 * s, width: w - 32, height: 1)
        let half = (w - 48) / 2
        place(likeButton, CGRect(x: 16, y: 344 * s, width: half, height: 44 * s))
        // The stepper at its own size (UIKit's 94 × 32) at the trailing side, the quantity beside it.
        let stepperSize = stepper.intrinsicContentSize
        let stepperX = w - 16 - stepperSize.width
        place(
            stepper,
            CGRect(
                x: stepperX, y: (344 + 22) * s - stepperSize.height / 2, width: stepperSize.width, height: stepperSize.height))
        place(quantityLabel, CGRect(x: 32 + half, y: 344 * s, width: max(0, stepperX - 32 - half), height: 44 * s))
        addButton.frame = CGRect(x: 16, y: 404 * s, width: w - 32, height: 52 * s)
    }
}
