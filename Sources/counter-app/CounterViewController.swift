#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A count in the middle of the screen and a button under it that adds one, with a spring.
final class CounterViewController: UIViewController {
    private(set) var count = 0
    private let countLabel = UILabel()
    private let addButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        countLabel.text = "0"
        countLabel.font = .systemFont(ofSize: 64, weight: .bold)
        countLabel.textAlignment = .center
        addButton.setTitle("Add one", for: .normal)
        addButton.backgroundColor = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)
        addButton.setTitleColor(.white, for: .normal)
        addButton.layer.cornerRadius = 12
        addButton.addTarget(self, action: CounterViewController.addOne, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [countLabel, addButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            addButton.widthAnchor.constraint(equalToConstant: 200),
            addButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    func addOne() {
        count += 1
        countLabel.text = "\(count)"
        countLabel.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
        UIView.animate(
            withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
            animations: { self.countLabel.transform = .identity })
    }
}
