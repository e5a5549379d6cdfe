// Seed "仿淘宝添加到购物车的动画效果": the cell. It handles its own logic (the liked list and the
// button's title) and hands the animation to whoever listens, through a notification carrying
// the point the flight starts from, in the table's coordinates.
#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

public final class FoodCell: UITableViewCell {
    public let foodNameLabel = UILabel()
    public let foodLikedButton = UIButton(type: .system)
    /// The liked foods' names, shared by the cells and saved to `filePath()`.
    public var likedFoods: NSMutableArray = []
    /// Where the liked list is saved; the article's `filePath` (its body is not in the listing).
    public var likedFoodsFile = NSTemporaryDirectory() + "likedFoods.plist"
    public var foodModel: FoodModel! {
        didSet {
            foodNameLabel.text = foodModel.foodName
            foodLikedButton.setTitle(likedFoods.contains(foodModel.foodName) ? "取消收藏" : "收藏", for: .normal)
        }
    }

    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        foodNameLabel.frame = CGRect(x: 16, y: 12, width: 200, height: 20)
        contentView.addSubview(foodNameLabel)
        foodLikedButton.frame = CGRect(x: 250, y: 7, width: 100, height: 30)
        foodLikedButton.setTitle("收藏", for: .normal)
        foodLikedButton.addTarget(self, action: FoodCell.tapLikedButton(_:), for: .touchUpInside)
        contentView.addSubview(foodLikedButton)
    }

    public required init?(coder: NSCoder) { return nil }

    func tapLikedButton(_ sender: UIButton) {
        //处理自己的逻辑

        //if the food has been chosen,then remove it
        if likedFoods.contains(foodModel.foodName) {
            likedFoods.remove(foodModel.foodName)
            foodLikedButton.setTitle("收藏", for: .normal)

        } else {
            //like the food and change the title of btn
            likedFoods.add(foodModel.foodName)
            foodLikedButton.setTitle("取消收藏", for: .normal)

            //将动画交给其他类去处理
            NotificationCenter.default.post(
                name: LIKE_FOOD_NOTIFICATION, object: nil,
                userInfo: ["position": NSValue(cgPoint: convert(foodNameLabel.center, to: superview))])
        }

        //save the foods
        let filePath = filePath()
        likedFoods.write(toFile: filePath, atomically: true)
    }

    func filePath() -> String { likedFoodsFile }
}
