/// Where a dish comes from: the menu's sections, in the order the menu shows them.
public enum Region: String, CaseIterable, Sendable {
    case sichuan
    case north
    case jiangnan
    case cantonese
    case taiwan
    case chineseAmerican

    /// The section's Chinese name, as a Chinese menu heads it (`川菜`).
    public var name: String {
        switch self {
        case .sichuan: "川菜"
        case .north: "京鲁菜"
        case .jiangnan: "江浙菜"
        case .cantonese: "粤菜"
        case .taiwan: "台湾小吃"
        case .chineseAmerican: "美式中餐"
        }
    }

    public var englishName: String {
        switch self {
        case .sichuan: "Sichuan & Chongqing"
        case .north: "Beijing & Shandong"
        case .jiangnan: "Jiangsu & Shanghai"
        case .cantonese: "Cantonese"
        case .taiwan: "Taiwanese"
        case .chineseAmerican: "Chinese-American"
        }
    }
}
