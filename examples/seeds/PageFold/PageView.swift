// Seed "折叠效果实现" (the page fold), ported line for line from its Objective-C listing to Swift
// UIKit: only the import below and docs/porting.md's edits differ. An image in two halves; the
// top half's pan turns it about the middle by −π / (height − startY) per point the finger moves
// (a whole half turn over the distance from where the finger went down to the far edge), with POP
// animations on `kPOPLayerRotationX`, gradient shadows that deepen with the fold, and a POP spring
// (bounciness 18, mass 2, tension 200) back to flat when the finger lifts or leaves the view.
// The listing shows the top half's handler; the bottom half's is its mirror, as the article says.
#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

public final class PageView: UIView {
    public var image: UIImage!
    public private(set) var topView: UIImageView!
    public private(set) var bottomView: UIImageView!
    public private(set) var topShadowLayer: CAGradientLayer!
    public private(set) var bottomShadowLayer: CAGradientLayer!
    /// Where the finger went down (y in the view).
    public private(set) var startY: CGFloat = 0

    public init(frame: CGRect, image: UIImage) {
        super.init(frame: frame)
        self.image = image
        addTopView()
        addBottomView()
        addGestureRecognizers()
    }

    public required init?(coder: NSCoder) { return nil }

    func addTopView() {
        let topView = UIImageView(
            frame: CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height * 0.5))
        topView.image = cutImage(withTag: "top")
        topView.isUserInteractionEnabled = true
        addSubview(topView)
        self.topView = topView

        // 设置layer层
        // 1. 锚点（0.5，1）和position。
        topView.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        topView.layer.position = CGPoint(x: bounds.midX, y: bounds.midY)
        // 正交矩阵转透视矩阵
        topView.layer.transform = topView.setTransform3D()

        // 设置阴影层
        let topShadowLayer = CAGradientLayer()
        topShadowLayer.frame = self.topView.bounds
        topShadowLayer.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
        topShadowLayer.opacity = 0.0
        self.topView.layer.addSublayer(topShadowLayer)
        self.topShadowLayer = topShadowLayer
    }

    func addBottomView() {
        let bottomView = UIImageView(
            frame: CGRect(x: 0, y: bounds.height * 0.5, width: bounds.width, height: bounds.height * 0.5))
        bottomView.image = cutImage(withTag: "bottom")
        bottomView.isUserInteractionEnabled = true
        addSubview(bottomView)
        self.bottomView = bottomView

        bottomView.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        bottomView.layer.position = CGPoint(x: bounds.midX, y: bounds.midY)
        bottomView.layer.transform = bottomView.setTransform3D()

        let bottomShadowLayer = CAGradientLayer()
        bottomShadowLayer.frame = self.bottomView.bounds
        bottomShadowLayer.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        bottomShadowLayer.opacity = 0.0
        self.bottomView.layer.addSublayer(bottomShadowLayer)
        self.bottomShadowLayer = bottomShadowLayer
    }

    func addGestureRecognizers() {
        topView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PageView.topPanGesture(_:)))
        bottomView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PageView.bottomPanGesture(_:)))
    }

    // 挖取图片 (the listing crops in points, so it takes a photo of scale 1)
    func cutImage(withTag tag: String) -> UIImage {
        let imageSize = image.size
        var rect = CGRect(x: 0, y: 0, width: imageSize.width, height: imageSize.height * 0.5)

        if tag == "bottom" {
            rect.origin.y = imageSize.height * 0.5
        }

        // 按照范围挖取图片
        let imageRef = image.cgImage!.cropping(to: rect)!
        return UIImage(cgImage: imageRef)
    }

    func topPanGesture(_ recognizer: UIPanGestureRecognizer) {
        let location = recognizer.location(in: self)

        // 1. 记录初始y值并将图片带到最上层
        if recognizer.state == .began {
            startY = location.y
            bringSubviewToFront(topView)
        }

        // 2. 判断触摸点是否在pageView内
        if isLocation(location, inView: self) {
            // 阴影动画
            top_shadowAnimation(withLocation: location)

            // 计算转动角度
            let percent = -CGFloat.pi / (bounds.height - startY)
            let progress = percent * (location.y - startY)

            if recognizer.state == .changed {
                let rotationAnim = POPBasicAnimation(propertyNamed: kPOPLayerRotationX)!
                rotationAnim.duration = 0.01
                rotationAnim.toValue = progress
                topView.layer.pop_add(rotationAnim, forKey: "topViewAnimation")
            } else if recognizer.state == .ended || recognizer.state == .cancelled {
                recover(topView)
            }

        } else {  // 超出触摸范围
            recognizer.isEnabled = false
            recover(topView)
        }

        recognizer.isEnabled = true
    }

    /// The mirror of `topPanGesture`: the bottom half turns about the middle towards the top
    /// edge, π / startY per point the finger moves up.
    func bottomPanGesture(_ recognizer: UIPanGestureRecognizer) {
        let location = recognizer.location(in: self)

        if recognizer.state == .began {
            startY = location.y
            bringSubviewToFront(bottomView)
        }

        if isLocation(location, inView: self) {
            bottom_shadowAnimation(withLocation: location)

            let percent = CGFloat.pi / startY
            let progress = percent * (startY - location.y)

            if recognizer.state == .changed {
                let rotationAnim = POPBasicAnimation(propertyNamed: kPOPLayerRotationX)!
                rotationAnim.duration = 0.01
                rotationAnim.toValue = progress
                bottomView.layer.pop_add(rotationAnim, forKey: "bottomViewAnimation")
            } else if recognizer.state == .ended || recognizer.state == .cancelled {
                recover(bottomView)
            }

        } else {
            recognizer.isEnabled = false
            recover(bottomView)
        }

        recognizer.isEnabled = true
    }

    /// The listing's recovery, written once for both halves: a POP spring back to flat, the
    /// shadows off.
    func recover(_ view: UIView) {
        let recoverAnim = POPSpringAnimation(propertyNamed: kPOPLayerRotationX)!
        recoverAnim.springBounciness = 18.0
        recoverAnim.dynamicsMass = 2.0
        recoverAnim.dynamicsTension = 200
        recoverAnim.toValue = 0
        view.layer.pop_add(recoverAnim, forKey: "recoverAnimation")
        topShadowLayer.opacity = 0
        bottomShadowLayer.opacity = 0
    }

    // 阴影动画
    func top_shadowAnimation(withLocation location: CGPoint) {
        let percent0 = 1 / (bounds.height - startY)
        let progress0 = percent0 * (location.y - startY)
        if (topView.layer.value(forKeyPath: "transform.rotation.x") as! NSNumber).floatValue > -Float.pi / 2 {
            bottomShadowLayer.opacity = Float(progress0)
            topShadowLayer.opacity = Float(progress0)
        } else {
            bottomShadowLayer.opacity = Float(progress0)
            topShadowLayer.opacity = 0.0
        }
    }

    func bottom_shadowAnimation(withLocation location: CGPoint) {
        let percent0 = 1 / startY
        let progress0 = percent0 * (startY - location.y)
        if (bottomView.layer.value(forKeyPath: "transform.rotation.x") as! NSNumber).floatValue < Float.pi / 2 {
            topShadowLayer.opacity = Float(progress0)
            bottomShadowLayer.opacity = Float(progress0)
        } else {
            topShadowLayer.opacity = Float(progress0)
            bottomShadowLayer.opacity = 0.0
        }
    }

    /// Whether a point is inside a view (the listing's `isLocation:inView:`).
    func isLocation(_ location: CGPoint, inView view: UIView) -> Bool {
        view.bounds.contains(location)
    }
}

extension UIView {
    // 转换矩阵
    func setTransform3D() -> CATransform3D {
        //如果不设置这个值，无论转多少角度都不会有3D效果
        var transform = CATransform3DIdentity
        transform.m34 = 2.5 / -2000
        return transform
    }
}
