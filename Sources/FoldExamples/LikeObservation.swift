import FoldCore
import FoldEffects
import FoldUI
import Foundation

/// The controller's side of the seed: observe `FoodCell.didLikeFood` and fly the liked dish from
/// the posted point (in the table view's coordinates, converted into the container at launch)
/// to the cart.
///
/// ```swift
/// let observation = animator.flyOnLike(from: tableView) { food in images[food] }
/// // … keep `observation` as long as likes should fly; `invalidate()` (or releasing it) stops.
/// ```
extension FlyToCartAnimator {
    public func flyOnLike(from tableView: UIView, image: @escaping (String) -> UIImage?) -> LikeObservation {
        LikeObservation(animator: self, tableView: tableView, image: image)
    }
}

/// A live `FoodCell.didLikeFood` observer; removed on `invalidate()` or when released.
///
/// Notifications are posted synchronously on the posting thread (the frame loop's, where the
/// cell's button action runs), so the handler runs there too; `@unchecked Sendable` lets
/// NotificationCenter's `@Sendable` block hold it.
public final class LikeObservation: @unchecked Sendable {
    private weak var animator: FlyToCartAnimator?
    private weak var tableView: UIView?
    private let image: (String) -> UIImage?
    private var token: NSObjectProtocol?
    /// Errors of flights that could not start (no image for the dish, …), newest last.
    public private(set) var errors: [Error] = []

    init(animator: FlyToCartAnimator, tableView: UIView, image: @escaping (String) -> UIImage?) {
        self.animator = animator
        self.tableView = tableView
        self.image = image
        token = NotificationCenter.default.addObserver(forName: FoodCell.didLikeFood, object: nil, queue: nil) {
            [weak self] note in
            self?.handle(note.userInfo?[FoodCell.positionKey] as? CGPoint, note.userInfo?[FoodCell.foodKey] as? String)
        }
    }

    deinit { invalidate() }

    public func invalidate() {
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }

    private func handle(_ position: CGPoint?, _ food: String?) {
        guard let animator, let tableView, let position, let food else { return }
        guard let picture = image(food) else {
            errors.append(EffectConfigurationError(setting: "image", message: "no image for '\(food)'"))
            return
        }
        do {
            try animator.fly(picture, from: position, in: tableView)
        } catch {
            errors.append(error)
        }
    }
}
