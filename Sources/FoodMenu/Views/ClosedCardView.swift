#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The closed card, a folding cell's foreground: the price on a strip of the dish's colour, a
/// round photo, the names, a line of description, and what the user has done with the dish.
public final class ClosedCardView: UIView {
    let strip = UIView()
    let priceLabel = UILabel()
    let perDishLabel = UILabel()
    let photoView = UIImageView()
    let nameLabel = UILabel()
    let englishLabel = UILabel()
    let summaryLabel = UILabel()
    let statusLabel = UILabel()

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = MenuPalette.card
        layer.cornerRadius = 10
        clipsToBounds = true
        addSubview(strip)
        for label in [priceLabel, perDishLabel] {
            label.textColor = .white
            label.textAlignment = .center
            strip.addSubview(label)
        }
        priceLabel.useMenuFont(ofSize: 21, weight: .bold)
        // "¥128.00" at the largest text size is wider than the strip: it shrinks to fit.
        priceLabel.adjustsFontSizeToFitWidth = true
        priceLabel.minimumScaleFactor = 0.6
        perDishLabel.useMenuFont(ofSize: 12)
        perDishLabel.text = MenuLanguage.current.strings.perDish
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        addSubview(photoView)
        nameLabel.useMenuFont(ofSize: 21, weight: .semibold)
        englishLabel.useMenuFont(ofSize: 14)
        englishLabel.textColor = MenuPalette.secondaryText
        summaryLabel.useMenuFont(ofSize: 13)
        summaryLabel.numberOfLines = 2
        summaryLabel.textColor = MenuPalette.summaryText
        statusLabel.useMenuFont(ofSize: 13)
        for label in [nameLabel, englishLabel, summaryLabel, statusLabel] { addSubview(label) }
    }

    public required init?(coder: NSCoder) { return nil }

    /// Shows a dish, with its liked flag and quantity in the cart.
    public func configure(with food: Food, liked: Bool, inCart: Int, scale: Double) {
        strip.backgroundColor = UIColor(cgColor: food.tint)
        priceLabel.text = food.priceText
        nameLabel.text = food.name
        englishLabel.text = food.localizedName
        summaryLabel.text = food.localizedSummary
        statusLabel.textColor = UIColor(cgColor: food.tint)
        var status: [String] = []
        if liked { status.append("♥ 已收藏") }
        if inCart > 0 { status.append("🛒 × \(inCart)") }
        statusLabel.text = status.joined(separator: "   ")
        photoView.image = FoodPhoto.image(of: food, size: CGSize(width: 72, height: 72), scale: scale)
    }

    public override func layoutSubviews() {
        let w = bounds.width
        let h = bounds.height
        // Lengths down the card grow with the text (`MenuMetrics`); widths stay.
        let s = MenuMetrics.textScale(for: traitCollection)
        let stripWidth = (w * 0.28).rounded()
        // Measured left to right; mirrored right to left (the price strip on the right).
        place(strip, CGRect(x: 0, y: 0, width: stripWidth, height: h))
        place(priceLabel, CGRect(x: 0, y: h / 2 - 24 * s, width: stripWidth, height: 30 * s))
        place(perDishLabel, CGRect(x: 0, y: h / 2 + 8 * s, width: stripWidth, height: 16 * s))
        let x = stripWidth + 14
        let photo = 72 * s
        place(photoView, CGRect(x: x, y: 16 * s, width: photo, height: photo))
        photoView.layer.cornerRadius = photo / 2
        let textX = x + photo + 12
        let textWidth = max(0, w - textX - 12)
        place(nameLabel, CGRect(x: textX, y: 22 * s, width: textWidth, height: 26 * s))
        place(englishLabel, CGRect(x: textX, y: 52 * s, width: textWidth, height: 18 * s))
        place(summaryLabel, CGRect(x: x, y: 98 * s, width: max(0, w - x - 14), height: 36 * s))
        place(statusLabel, CGRect(x: x, y: h - 26 * s, width: max(0, w - x - 14), height: 18 * s))
    }
}
