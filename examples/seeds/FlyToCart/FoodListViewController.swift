// Seed "仿淘宝添加到购物车的动画效果": the controller. It listens for the cells' notification and
// flies an image from the liked row to the cart button along a quadratic Bézier curve: the
// start and end converted into `view`'s coordinates, the control point a third of the way
// across and 400 pt above the middle, a 0.8 s ease-in keyframe animation on `position`.
#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

public final class FoodListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    CAAnimationDelegate
{
    public let tableView = UITableView()
    /// The cart group at the bottom right (the article's `carBG`) and its button.
    public let carBG = UIView()
    public let carButton = UIButton(type: .custom)
    public var foods: [FoodModel] = ["宫保鸡丁", "麻婆豆腐", "鱼香肉丝", "回锅肉", "水煮鱼", "糖醋里脊", "东坡肉", "北京烤鸭"]
        .map { FoodModel(foodName: $0) }
    public let likedFoods: NSMutableArray = []
    public var likedFoodsFile = NSTemporaryDirectory() + "likedFoods.plist"
    /// The flying layers, in the order they were added (the listing adds them to `view.layer`).
    public private(set) var flyingLayers: [CALayer] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        tableView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - 80)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 44
        tableView.register(FoodCell.self, forCellReuseIdentifier: "FoodCell")
        view.addSubview(tableView)
        carBG.frame = CGRect(x: view.bounds.width - 90, y: view.bounds.height - 80, width: 90, height: 80)
        carBG.backgroundColor = UIColor(white: 0.95, alpha: 1)
        carButton.frame = CGRect(x: 20, y: 15, width: 50, height: 50)
        carButton.setTitle("🛒", for: .normal)
        carBG.addSubview(carButton)
        view.addSubview(carBG)
        NotificationCenter.default.addObserver(
            self, selector: FoodListViewController.showLikedFoodsAnimation(_:), name: LIKE_FOOD_NOTIFICATION,
            object: nil)
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { foods.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FoodCell", for: indexPath) as! FoodCell
        cell.likedFoods = likedFoods
        cell.likedFoodsFile = likedFoodsFile
        cell.foodModel = foods[indexPath.row]
        return cell
    }

    func showLikedFoodsAnimation(_ notification: Notification) {
        //get the location of label in table view
        let value = notification.userInfo?["position"] as! NSValue
        let lbCenter = value.cgPointValue

        //the image which will play the animation soon
        let imageView = UIImageView(image: UIImage(named: "cm_center_discount"))
        imageView.contentMode = .scaleToFill
        imageView.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        imageView.isHidden = true
        imageView.center = lbCenter

        //the container of image view
        let layer = CALayer()
        layer.contents = imageView.layer.contents
        layer.frame = imageView.frame
        layer.opacity = 1
        view.layer.addSublayer(layer)
        flyingLayers.append(layer)

        let btnCenter = carButton.center
        //动画 终点 都以sel.view为参考系
        let endpoint = view.convert(btnCenter, from: carBG)
        let path = UIBezierPath()
        //动画起点
        let startPoint = view.convert(lbCenter, from: tableView)
        path.move(to: startPoint)
        //贝塞尔曲线控制点
        let sx = Float(startPoint.x)
        let sy = Float(startPoint.y)
        let ex = Float(endpoint.x)
        let ey = Float(endpoint.y)
        let x = sx + (ex - sx) / 3
        let y = sy + (ey - sy) * 0.5 - 400
        let centerPoint = CGPoint(x: CGFloat(x), y: CGFloat(y))
        path.addQuadCurve(to: endpoint, controlPoint: centerPoint)

        //key frame animation to show the bezier path animation
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path.cgPath
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        animation.duration = 0.8
        animation.delegate = self
        animation.autoreverses = false
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(animation, forKey: "buy")
    }
}
