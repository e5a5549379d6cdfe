import FoldEffects

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The dishes' photos on a dark backdrop, as a flip book of page folds: drag a photo's half to
/// fold it, release to spring back, fling (or drag past the middle) to turn to the next dish.
/// A caption names the dish; ✕ (`closeButton`) is for the controller that shows it
/// (`PhotoViewerController`).
public final class PhotoViewer: UIView {
    public let book: FlipBookView
    public let closeButton = UIButton(type: .system)
    let backdrop = UIView()
    let captionLabel = UILabel()
    let pageLabel = UILabel()
    let foods: [Food]

    /// The photos of `foods`, starting at `first`, laid out for `bounds`.
    public init(frame: CGRect, foods: [Food], startingAt first: Int, scale: Double) throws {
        let start = foods.indices.contains(first) ? first : 0
        self.foods = Array(foods[start...] + foods[..<start])
        let photoSize = Self.photoSize(for: frame.size)
        let images = self.foods.map { FoodPhoto.image(of: $0, size: photoSize, scale: scale) }
        var options = PageFoldView.Options()
        options.cornerRadius = 12
        book = try FlipBookView(
            images: images,
            frame: CGRect(
                x: (frame.width - photoSize.width) / 2, y: Self.photoTop(for: frame.size), width: photoSize.width,
                height: photoSize.height),
            options: options)
        super.init(frame: frame)
        // Opaque: once it has faded in, nothing under it needs drawing.
        backdrop.backgroundColor = UIColor(red: 0.06, green: 0.06, blue: 0.08, alpha: 1)
        addSubview(backdrop)
        addSubview(book)
        captionLabel.font = .systemFont(ofSize: 22, weight: .semibold)
        captionLabel.textColor = .white
        captionLabel.textAlignment = .center
        // "🥜 宫保鸡丁 · Kung Pao Chicken" is wider than a phone: smaller, not cut off.
        captionLabel.adjustsFontSizeToFitWidth = true
        captionLabel.minimumScaleFactor = 0.6
        addSubview(captionLabel)
        pageLabel.font = .systemFont(ofSize: 14)
        pageLabel.textColor = UIColor(red: 1, green: 1, blue: 1, alpha: 0.7)
        pageLabel.textAlignment = .center
        addSubview(pageLabel)
        closeButton.setTitle("✕", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.titleLabel?.font = .systemFont(ofSize: 24)
        addSubview(closeButton)
        book.pageDidChange = { [weak self] _, index in self?.showCaption(index) }
        showCaption(0)
    }

    public required init?(coder: NSCoder) { return nil }

    /// A portrait photo that leaves room for the caption: at most 335 pt wide, 4:5.
    static func photoSize(for size: CGSize) -> CGSize {
        let w = min(size.width - 40, 335, (size.height - 220) * 0.8)
        return CGSize(width: w.rounded(), height: (w * 1.25).rounded())
    }

    static func photoTop(for size: CGSize) -> Double {
        max(70, (size.height - photoSize(for: size).height) / 2 - 20)
    }

    /// The dish on the page shown.
    public var currentFood: Food { foods[book.pageIndex] }

    private func showCaption(_ index: Int) {
        let food = foods[index]
        captionLabel.text = "\(food.emoji) \(food.name) · \(food.localizedName)"
        pageLabel.text = "\(index + 1) / \(foods.count)   \(MenuLanguage.current.strings.pageHint)"
    }

    public override func layoutSubviews() {
        backdrop.frame = bounds
        let bottom = book.frame.maxY
        captionLabel.frame = CGRect(x: 16, y: bottom + 16, width: bounds.width - 32, height: 30)
        pageLabel.frame = CGRect(x: 16, y: bottom + 52, width: bounds.width - 32, height: 20)
        place(closeButton, CGRect(x: bounds.width - 60, y: 20, width: 44, height: 44))
    }
}
