/// The interface's words in one of the menu's languages, beside their Chinese.
public struct MenuStrings: Sendable {
    public var title: String
    public var perDish: String
    public var addToCart: String
    public var pageHint: String
    public var settingsTitle: String
    public var done: String
    public var oneOpenCard: String
    public var reduceMotion: String
    public var slowMotion: String
    // For screen readers.
    public var settings: String
    public var likes: String
    public var like: String
    public var unlike: String
    public var showPhoto: String
    public var addToCartAction: String
    public var liked: String
    /// "2 in cart".
    public var inCart: @Sendable (Int) -> String

    public static let english = MenuStrings(
        title: "美食 · FoodMenu", perDish: "每份 · per dish", addToCart: "加入购物车 · Add to cart",
        pageHint: "↑ 翻页 · drag up to turn", settingsTitle: "设置 · Settings", done: "完成 Done",
        oneOpenCard: "一次只展开一张 · One open card", reduceMotion: "减少动态效果 · Reduce motion",
        slowMotion: "慢动作 · Slow motion (×0.1)", settings: "Settings", likes: "Likes", like: "Like", unlike: "Unlike",
        showPhoto: "Show photo", addToCartAction: "Add to cart", liked: "liked", inCart: { "\($0) in cart" })

    public static let arabic = MenuStrings(
        title: "美食 · قائمة الطعام", perDish: "每份 · للطبق", addToCart: "加入购物车 · أضف إلى السلة",
        pageHint: "↑ 翻页 · اسحب للأعلى لقلب الصفحة", settingsTitle: "设置 · الإعدادات", done: "完成 تم",
        oneOpenCard: "一次只展开一张 · بطاقة مفتوحة واحدة", reduceMotion: "减少动态效果 · تقليل الحركة",
        slowMotion: "慢动作 · حركة بطيئة (×0.1)", settings: "الإعدادات", likes: "المفضلة", like: "أعجبني",
        unlike: "إلغاء الإعجاب", showPhoto: "اعرض الصورة", addToCartAction: "أضف إلى السلة", liked: "في المفضلة",
        inCart: { "\($0) في السلة" })
}
