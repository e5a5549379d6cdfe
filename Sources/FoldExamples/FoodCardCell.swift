import FoldCore
import FoldEffects
import FoldRender
import FoldUI
import Foundation

/// A dish on a menu card: what `FoodCardCell` shows.
public struct FoodCard: Equatable, Sendable {
    public var title: String
    public var price: String
    public var emoji: String
    public var subtitle: String
    public var details: [String]
    public var color: CGColor

    public init(title: String, price: String, emoji: String, subtitle: String, details: [String], color: CGColor) {
        self.title = title
        self.price = price
        self.emoji = emoji
        self.subtitle = subtitle
        self.details = details
        self.color = color
    }

    /// A few dishes for demos and tests.
    public static let menu: [FoodCard] = [
        FoodCard(
            title: "Tonkotsu Ramen", price: "$14", emoji: "🍜", subtitle: "Pork broth · 25 min",
            details: [
                "Slow-cooked pork bone broth", "Chashu, ajitama egg, nori", "Spring onion and sesame", "Mild · serves one",
            ],
            color: CGColor(red: 0.90, green: 0.45, blue: 0.25, alpha: 1)),
        FoodCard(
            title: "Garden Salad", price: "$9", emoji: "🥗", subtitle: "Vegan · 10 min",
            details: ["Romaine, cucumber, radish", "Toasted seeds, lemon dressing", "Sourdough croutons", "Light · serves one"],
            color: CGColor(red: 0.36, green: 0.66, blue: 0.35, alpha: 1)),
        FoodCard(
            title: "Margherita Pizza", price: "$12", emoji: "🍕", subtitle: "Wood-fired · 15 min",
            details: ["San Marzano tomato", "Fior di latte, basil", "Olive oil, sea salt", "Serves two"],
            color: CGColor(red: 0.80, green: 0.25, blue: 0.30, alpha: 1)),
        FoodCard(
            title: "Sushi Platter", price: "$22", emoji: "🍣", subtitle: "Chef's choice · 20 min",
            details: ["Salmon, tuna, yellowtail", "Cucumber maki, tamago", "Pickled ginger, wasabi", "Serves two"],
            color: CGColor(red: 0.25, green: 0.45, blue: 0.75, alpha: 1)),
    ]
}

/// A folding cell showing a `FoodCard`: the closed card has a coloured price column, the title
/// and a subtitle; the open card a coloured header with the title and price, an emoji "photo"
/// drawn with a `CGContext`, the dish's details and an "Order" button (`onOrder`).
///
/// ```swift
/// let cell = FoodCardCell(style: .default, reuseIdentifier: "food")
/// cell.card = FoodCard.menu[0]
/// cell.onOrder = { print("ordered") }
/// ```
open class FoodCardCell: FoldingCell {
    /// Called when the open card's "Order" button is tapped.
    public var onOrder: (() -> Void)?
    /// The dish; setting it redraws both cards.
    public var card = FoodCard.menu[0] {
        didSet { fill() }
    }
    public let orderButton = UIButton(type: .system)
    private let priceColumn = UIView()
    private let priceLabel = UILabel()
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let header = UIView()
    private let headerTitle = UILabel()
    private let headerPrice = UILabel()
    private let photo = UIImageView()
    private var detailLabels: [UILabel] = []
    private let photoCaption = UILabel()
    private let ratingLabel = UILabel()

    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        // Ramotion's demo: four pieces, its back colour.
        itemCount = 4
        backViewColor = UIColor(red: 0.9686, green: 0.9373, blue: 0.9686, alpha: 1)
        foregroundView.backgroundColor = .white
        foregroundView.clipsToBounds = true
        containerView.backgroundColor = .white
        containerView.layer.cornerRadius = cornerRadius
        containerView.clipsToBounds = true
        for v in [priceColumn, titleLabel, subtitleLabel] { foregroundView.addSubview(v) }
        priceColumn.addSubview(priceLabel)
        priceLabel.fontSize = 30
        priceLabel.textColor = .white
        priceLabel.textAlignment = .center
        titleLabel.fontSize = 20
        subtitleLabel.fontSize = 14
        subtitleLabel.textColor = UIColor(red: 0.45, green: 0.45, blue: 0.5, alpha: 1)
        containerView.addSubview(header)
        header.addSubview(headerTitle)
        header.addSubview(headerPrice)
        headerTitle.fontSize = 22
        headerTitle.textColor = .white
        headerPrice.fontSize = 22
        headerPrice.textColor = .white
        headerPrice.textAlignment = .right
        containerView.addSubview(photo)
        photoCaption.fontSize = 15
        photoCaption.textColor = UIColor(red: 0.45, green: 0.45, blue: 0.5, alpha: 1)
        ratingLabel.fontSize = 15
        ratingLabel.textColor = UIColor(red: 0.95, green: 0.65, blue: 0.1, alpha: 1)
        containerView.addSubview(photoCaption)
        containerView.addSubview(ratingLabel)
        for _ in 0..<4 {
            let l = UILabel()
            l.fontSize = 15
            l.textColor = UIColor(red: 0.25, green: 0.25, blue: 0.3, alpha: 1)
            containerView.addSubview(l)
            detailLabels.append(l)
        }
        orderButton.setTitle("Order", for: .normal)
        orderButton.setTitleColor(.white, for: .normal)
        orderButton.layer.cornerRadius = 8
        orderButton.addAction(for: .touchUpInside) { [weak self] _ in self?.onOrder?() }
        containerView.addSubview(orderButton)
        fill()
        commonInit()
    }

    public required init?(coder: NSCoder) { return nil }

    private func fill() {
        priceColumn.backgroundColor = UIColor(cgColor: card.color)
        priceLabel.text = card.price
        titleLabel.text = card.title
        subtitleLabel.text = card.subtitle
        header.backgroundColor = UIColor(cgColor: card.color)
        headerTitle.text = card.title
        headerPrice.text = card.price
        orderButton.backgroundColor = UIColor(cgColor: card.color)
        photoCaption.text = card.subtitle
        ratingLabel.text = "★★★★☆  4.6"
        for (i, l) in detailLabels.enumerated() { l.text = i < card.details.count ? "•  " + card.details[i] : nil }
        photo.image = Self.photo(card)
        setNeedsLayout()
    }

    /// The emoji "photo": a tinted plate with the dish's emoji, drawn with cairo.
    static func photo(_ card: FoodCard) -> UIImage {
        let size = CGSize(width: 110, height: 110)
        let image = CGContext.image(size: size, scale: 2) { c in
            let tint = card.color
            c.setFillColor(
                CGColor(red: 0.5 + tint.rgba.red / 2, green: 0.5 + tint.rgba.green / 2, blue: 0.5 + tint.rgba.blue / 2, alpha: 1))
            c.fill(CGRect(origin: .zero, size: size))
            c.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.85))
            c.addEllipse(in: CGRect(x: 12, y: 12, width: 86, height: 86))
            c.fillPath()
            c.drawText(
                card.emoji, in: CGRect(x: 0, y: 26, width: 110, height: 70), font: .system(size: 46), color: .black,
                alignment: .center)
        }
        // Letters, digits and '-' only: the name becomes part of a file name in a scene.
        let slug = String(card.title.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
        return UIImage(bitmap: image.bitmap, name: "food-photo-\(slug)")
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = cardWidth
        let hf = foregroundHeight
        priceColumn.frame = CGRect(x: 0, y: 0, width: 104, height: hf)
        priceLabel.frame = CGRect(x: 0, y: 0, width: 104, height: hf)
        titleLabel.frame = CGRect(x: 120, y: 44, width: w - 132, height: 30)
        subtitleLabel.frame = CGRect(x: 120, y: 82, width: w - 132, height: 22)
        header.frame = CGRect(x: 0, y: 0, width: w, height: 60)
        headerTitle.frame = CGRect(x: 16, y: 0, width: w - 100, height: 60)
        headerPrice.frame = CGRect(x: w - 96, y: 0, width: 80, height: 60)
        photo.frame = CGRect(x: 16, y: 76, width: 110, height: 110)
        let ch = configuredLayout?.containerHeight ?? containerHeight
        photoCaption.frame = CGRect(x: 140, y: 92, width: w - 156, height: 24)
        ratingLabel.frame = CGRect(x: 140, y: 124, width: w - 156, height: 24)
        for (i, l) in detailLabels.enumerated() {
            l.frame = CGRect(x: 16, y: 204 + Double(i) * 36, width: w - 32, height: 28)
        }
        orderButton.frame = CGRect(x: 16, y: ch - 64, width: w - 32, height: 48)
    }
}
