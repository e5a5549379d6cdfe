import FoldCore

/// One dish on the menu.
public struct Food: Hashable, Sendable, Identifiable {
    /// A stable id, used by the store and `--print-state` (`"mapo-tofu"`).
    public var id: String
    /// The Chinese name, as on the seeds' menu (`麻婆豆腐`).
    public var name: String
    public var englishName: String
    /// Price in yuan.
    public var price: Double
    /// The emoji drawn as the dish's photo.
    public var emoji: String
    public var summary: String
    /// The card's header colour.
    public var tint: CGColor
    /// The menu section the dish is listed in.
    public var region: Region

    public init(
        id: String, name: String, englishName: String, price: Double, emoji: String, summary: String, tint: CGColor,
        region: Region
    ) {
        self.id = id
        self.name = name
        self.englishName = englishName
        self.price = price
        self.emoji = emoji
        self.summary = summary
        self.tint = tint
        self.region = region
    }

    /// `¥28.00`.
    public var priceText: String {
        let cents = Int((price * 100).rounded())
        let fraction = cents % 100
        return "¥\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
