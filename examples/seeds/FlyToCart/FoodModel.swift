// Seed "仿淘宝添加到购物车的动画效果" (add-to-cart flight), ported line for line from its
// Objective-C listing to Swift UIKit: only the import below and docs/porting.md's edits differ.
#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The food a row shows (the article's `FoodModel`).
public struct FoodModel: Sendable {
    public var foodName: String

    public init(foodName: String) { self.foodName = foodName }
}

/// The notification a cell posts when a food is liked (the article's `LIKE_FOOD_NOTIFICATION`);
/// its `userInfo["position"]` is an `NSValue` of the name label's centre in the table.
public let LIKE_FOOD_NOTIFICATION = Notification.Name("LIKE_FOOD_NOTIFICATION")
