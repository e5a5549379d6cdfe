import FoldCore
import Foundation

/// The menu: twenty dishes by region, in the order the list shows them.
public enum FoodCatalog {
    public static let foods: [Food] =
        [
            dish(
                .sichuan, "mapo-tofu", "麻婆豆腐", "Mapo Tofu", 28, "🌶️",
                "Silken tofu in a numbing, fiery bean sauce with minced beef.", 0xC0392B),
            dish(
                .sichuan, "kung-pao-chicken", "宫保鸡丁", "Kung Pao Chicken", 36, "🥜",
                "Diced chicken stir-fried with peanuts, dried chillies and Sichuan pepper.", 0xD35400),
            dish(
                .sichuan, "dan-dan-noodles", "担担面", "Dan Dan Noodles", 22, "🍜",
                "Wheat noodles in chilli oil and sesame with crispy pork.", 0xCB4335),
            dish(
                .sichuan, "hot-pot", "重庆火锅", "Chongqing Hot Pot", 98, "🍲",
                "A bubbling pot of beef tallow broth, for dipping and sharing.", 0x922B21),
            dish(
                .sichuan, "twice-cooked-pork", "回锅肉", "Twice-Cooked Pork", 34, "🥓",
                "Pork belly boiled, sliced and fried with leeks and bean paste.", 0xB03A2E),
            dish(
                .north, "peking-duck", "北京烤鸭", "Peking Duck", 128, "🦆",
                "Lacquered roast duck with pancakes, scallion and sweet bean sauce.", 0xA04000),
            dish(
                .north, "sweet-sour-pork", "糖醋里脊", "Sweet and Sour Pork", 38, "🍖",
                "Crisp pork tenderloin glazed in a bright sweet-and-sour sauce.", 0xE67E22),
            dish(
                .north, "scallion-pancake", "葱油饼", "Scallion Pancake", 12, "🥞",
                "Flaky pan-fried flatbread layered with scallion.", 0xB7950B),
            dish(
                .jiangnan, "xiaolongbao", "小笼包", "Soup Dumplings", 32, "🥟",
                "Eight steamed pork dumplings, each holding a spoonful of broth.", 0xB9770E),
            dish(
                .jiangnan, "fried-rice", "扬州炒饭", "Yangzhou Fried Rice", 26, "🍚",
                "Egg fried rice with shrimp, ham, peas and spring onion.", 0xD4AC0D),
            dish(
                .cantonese, "spring-rolls", "春卷", "Spring Rolls", 18, "🌯",
                "Six golden rolls filled with cabbage, mushroom and pork.", 0xCA6F1E),
            dish(
                .cantonese, "char-siu", "叉烧", "Char Siu", 42, "🥩", "Cantonese barbecued pork, honey-glazed and sliced.", 0xA93226
            ),
            dish(
                .cantonese, "steamed-fish", "清蒸鲈鱼", "Steamed Sea Bass", 88, "🐟",
                "Whole sea bass steamed with ginger, scallion and soy.", 0x1F618D),
            dish(
                .cantonese, "wonton-soup", "鲜虾云吞", "Shrimp Wonton Soup", 24, "🥣", "Shrimp wontons in a clear chicken broth.",
                0x117A65),
            dish(
                .cantonese, "bok-choy", "蒜蓉青菜", "Garlic Bok Choy", 16, "🥬", "Baby bok choy flash-fried with plenty of garlic.",
                0x1E8449),
            dish(
                .cantonese, "egg-tart", "蛋挞", "Egg Tart", 10, "🥧", "Flaky pastry holding a wobbly, just-set custard.", 0xD68910),
            dish(
                .cantonese, "mooncake", "月饼", "Mooncake", 14, "🥮", "Lotus seed paste and a salted yolk in a thin, tender crust.",
                0x9C640C),
            dish(
                .cantonese, "mango-pudding", "芒果布丁", "Mango Pudding", 15, "🥭",
                "Chilled mango pudding with a splash of evaporated milk.", 0xF39C12),
            dish(
                .taiwan, "bubble-tea", "珍珠奶茶", "Bubble Milk Tea", 16, "🧋",
                "Black milk tea over chewy brown-sugar tapioca pearls.", 0x6E2C00),
            dish(
                .chineseAmerican, "fortune-cookies", "幸运饼干", "Fortune Cookies", 8, "🥠",
                "Three crisp cookies, each with a fortune inside.", 0xAF601A),
        ]

    /// The dish with an id, or nil.
    public static func food(withID id: String) -> Food? { foods.first { $0.id == id } }

    private static func dish(
        _ region: Region, _ id: String, _ name: String, _ english: String, _ price: Double, _ emoji: String, _ summary: String,
        _ rgb: UInt32
    ) -> Food {
        let tint = CGColor(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255, blue: CGFloat(rgb & 0xFF) / 255,
            alpha: 1)
        return Food(
            id: id, name: name, englishName: english, price: price, emoji: emoji, summary: summary, tint: tint,
            region: region)
    }
}
