import FoldEffects

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// FoodMenu's one screen: the header, the menu of folding cells by region (sticky region
/// headers), the cart button, and the photo viewer and settings sheet over them. It owns what
/// the user has done (`state`, written through the store's queue at every change) and starts the
/// flights the cells ask for.
///
/// It is the window's root view controller, as an iOS app's first screen is:
///
/// ```swift
/// let window = UIWindow(frame: UIScreen.main.bounds)
/// window.rootViewController = FoodMenuController(state: FoodMenuState(), store: nil)
/// window.makeKeyAndVisible()      // FoodMenuApp does this for FoldKit's hosts
/// ```
public final class FoodMenuController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    SettingsControllerDelegate
{
    /// The rows at the default text size; they grow with it (`MenuMetrics`).
    public static let closedRowHeight = 179.0
    public static let openRowHeight = 488.0
    public static let cartSize = 60.0
    static let listColor = MenuPalette.list

    public let header = MenuHeaderView()
    public let tableView = UITableView(frame: .zero, style: .plain)
    public let cartButton = CartButton()
    /// The menu's sections: the dishes by region.
    public let sections: [MenuSection]
    /// The dishes in the order the menu lists them, section after section.
    public let foods: [Food]
    /// What the screen shows; the store follows it (one transaction per change).
    public private(set) var state: FoodMenuState
    public private(set) var settings: FoodMenuSettings
    /// The table's side of the folding cells: each row's state, "one open at a time", heights.
    public let foldStates = FoldingCellStates(closedHeight: closedRowHeight, openHeight: openRowHeight)
    /// The photo viewer, while it is presented.
    public var photoViewer: PhotoViewer? { (presentedViewController as? PhotoViewerController)?.viewer }
    /// The settings sheet, while it is presented.
    public var settingsSheet: SettingsSheet? { (presentedViewController as? SettingsController)?.sheet }
    /// The cells' notifications arrive here (one center per app).
    public let notificationCenter = NotificationCenter()
    /// Problems to show the user (a store that failed to write); the host prints them.
    public private(set) var messages: [String] = []

    let store: FoodStoreQueue?
    let likesTarget: LikesTarget
    var cartAnimator: FlyToCartAnimator?
    var likesAnimator: FlyToCartAnimator?

    public init(
        state: FoodMenuState, store: FoodStoreQueue?, settings: FoodMenuSettings = FoodMenuSettings(),
        foods: [Food] = FoodCatalog.foods
    ) {
        self.state = state
        self.store = store
        self.settings = settings
        sections = MenuSection.sections(of: foods)
        self.foods = sections.flatMap(\.foods)
        likesTarget = LikesTarget(header: header)
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The thread this controller's user interface runs on (the main thread on iOS).
    private let interfaceThread = Thread.current

    /// The rows' heights at the text size: the open and the closed rows grow with the cards,
    /// and the rows on screen are laid out again.
    func fitRowsToTextSize() {
        let s = MenuMetrics.textScale(for: traitCollection)
        let closed = MenuMetrics.closedRowHeight(s)
        let open = MenuMetrics.openRowHeight(s)
        guard closed != foldStates.closedHeight || open != foldStates.openHeight else { return }
        foldStates.closedHeight = closed
        foldStates.openHeight = open
        if isViewLoaded { tableView.reloadData() }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.listColor

        tableView.backgroundColor = Self.listColor
        fitRowsToTextSize()
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
            (controller: FoodMenuController, _: UITraitCollection) in
            controller.fitRowsToTextSize()
        }
        tableView.sectionHeaderHeight = RegionHeaderView.height
        tableView.register(FoodMenuCell.self, forCellReuseIdentifier: FoodMenuCell.reuseIdentifier)
        tableView.register(RegionHeaderView.self, forHeaderFooterViewReuseIdentifier: RegionHeaderView.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)

        header.likesCount = state.liked.count
        header.settingsButton.addTarget(self, action: FoodMenuController.showSettings, for: .touchUpInside)
        view.addSubview(header)

        cartButton.badge.count = state.cartTotal
        view.addSubview(cartButton)

        for v in [header, tableView, cartButton] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: MenuHeaderView.height),
            tableView.topAnchor.constraint(equalTo: header.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            cartButton.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
            cartButton.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -16),
            cartButton.widthAnchor.constraint(equalToConstant: Self.cartSize),
            cartButton.heightAnchor.constraint(equalToConstant: Self.cartSize),
        ])

        cartAnimator = try? FlyToCartAnimator(containerView: view, target: cartButton)
        likesAnimator = try? FlyToCartAnimator(containerView: view, target: likesTarget)
        apply(settings)
        observe()
    }

    deinit {
        notificationCenter.removeObserver(self)
        NotificationCenter.default.removeObserver(self)
    }

    private func observe() {
        // iOS: `selector: #selector(FoodMenuController.likeTapped(_:))` (docs/porting.md).
        notificationCenter.addObserver(
            self, selector: FoodMenuController.likeTapped, name: FoodMenuCell.didTapLike, object: nil)
        notificationCenter.addObserver(self, selector: FoodMenuController.addTapped, name: FoodMenuCell.didTapAdd, object: nil)
        notificationCenter.addObserver(
            self, selector: FoodMenuController.photoTapped, name: FoodMenuCell.didTapPhoto, object: nil)
        // The system's Reduce Motion, as it changes (the settings sheet can still override it).
        NotificationCenter.default.addObserver(
            self, selector: FoodMenuController.reduceMotionStatusDidChange,
            name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    private func reduceMotionStatusDidChange() {
        // Posted on the changing thread: another user interface's (FoldKit runs one per thread,
        // and tests run many side by side) is not this app's setting.
        guard Thread.current == interfaceThread else { return }
        var changed = settings
        changed.reducedMotion = UIAccessibility.isReduceMotionEnabled
        if changed != settings { apply(changed) }
    }

    // MARK: The table

    /// The dish a row shows.
    public func food(at indexPath: IndexPath) -> Food { sections[indexPath.section].foods[indexPath.row] }

    /// A row's place in the whole menu, counting down through the sections (the trace's
    /// `openRows`).
    public func menuIndex(of indexPath: IndexPath) -> Int {
        sections.prefix(indexPath.section).reduce(0) { $0 + $1.foods.count } + indexPath.row
    }

    /// The row that shows the dish at a place in the whole menu.
    public func indexPath(forMenuIndex index: Int) -> IndexPath? {
        var rest = index
        for (section, s) in sections.enumerated() {
            if rest < s.foods.count { return rest < 0 ? nil : IndexPath(row: rest, section: section) }
            rest -= s.foods.count
        }
        return nil
    }

    public func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].foods.count
    }

    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: RegionHeaderView.reuseIdentifier)
        (header as? RegionHeaderView)?.configure(with: sections[section].region)
        return header
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FoodMenuCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? FoodMenuCell {
            let food = food(at: indexPath)
            cell.notificationCenter = notificationCenter
            cell.reducesMotion = settings.reducedMotion
            cell.configure(
                with: food, liked: state.liked.contains(food.id), inCart: state.cart[food.id] ?? 0, scale: displayScale)
        }
        return cell
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        foldStates.height(forRowAt: indexPath, in: tableView)
    }

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if let cell = cell as? FoldingCell { foldStates.willDisplay(cell, forRowAt: indexPath) }
    }

    /// A tap on a card opens or closes it; a tap while it folds turns it back (continuously).
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        foldStates.toggleRow(at: indexPath, in: tableView)
        tableView.deselectRow(at: indexPath, animated: false)
    }

    /// The rows open or opening, as places in the whole menu, ascending.
    public var openMenuIndices: [Int] { foldStates.unfoldedIndexPaths.map(menuIndex(of:)).sorted() }

    /// Pixels per point of the screen the menu is on (its dishes' photos are drawn at it).
    var displayScale: Double { Double(view.window?.screen.scale ?? UIScreen.main.scale) }

    /// Items flying into the cart or the likes heart now.
    public var flightsInTheAir: Int {
        (cartAnimator?.flyingFlights.count ?? 0) + (likesAnimator?.flyingFlights.count ?? 0)
    }

    /// The visible cell of a dish, if any.
    func visibleCell(of id: String) -> FoodMenuCell? {
        tableView.visibleCells.compactMap { $0 as? FoodMenuCell }.first { $0.food?.id == id }
    }

    private func refreshCell(of id: String) {
        guard let cell = visibleCell(of: id), let food = cell.food else { return }
        cell.configure(with: food, liked: state.liked.contains(id), inCart: state.cart[id] ?? 0, scale: displayScale)
    }

    // MARK: What the cells ask for

    private func likeTapped(_ n: Notification) {
        guard let id = n.userInfo?[FoodMenuCell.foodIDKey] as? String, let food = foods.first(where: { $0.id == id }) else {
            return
        }
        let liked = !state.liked.contains(id)
        if liked { state.liked.append(id) } else { state.liked.removeAll { $0 == id } }
        write { try $0.setLiked(id, liked) }
        refreshCell(of: id)
        if liked, let start = n.userInfo?[FoodMenuCell.positionKey] as? CGPoint {
            // The controller's part of the seed: both ends into the root view, the flight from there.
            fly(food, from: start, with: likesAnimator, count: 1) { [weak self] in self?.header.likesCount += 1 }
        } else if !liked {
            header.likesCount = max(0, header.likesCount - 1)
        }
    }

    private func addTapped(_ n: Notification) {
        guard let id = n.userInfo?[FoodMenuCell.foodIDKey] as? String, let food = foods.first(where: { $0.id == id }),
            let quantity = n.userInfo?[FoodMenuCell.quantityKey] as? Int, quantity > 0
        else { return }
        state.cart[id, default: 0] += quantity
        write { try $0.addToCart(id, quantity: quantity) }
        refreshCell(of: id)
        if let start = n.userInfo?[FoodMenuCell.positionKey] as? CGPoint {
            fly(food, from: start, with: cartAnimator, count: quantity, landed: nil)
        }
    }

    /// Items from a point in the table view's coordinates (converted by the animator when each
    /// leaves). Without an animator (a configuration error), the counts still update.
    private func fly(_ food: Food, from start: CGPoint, with animator: FlyToCartAnimator?, count: Int, landed: (() -> Void)?) {
        let image = flightImage(of: food)
        do {
            guard let animator else { throw EffectConfigurationError(setting: "animator", message: "no animator") }
            try animator.fly(image, from: start, in: tableView, count: count) { finished in if finished { landed?() } }
        } catch {
            messages.append("a flight could not start: \(error)")
            for _ in 0..<count {
                landed?()
                if animator === cartAnimator { cartButton.badge.count += 1 }
            }
        }
    }

    /// What flies: the dish's emoji, 40 points square.
    private func flightImage(of food: Food) -> UIImage {
        let side: CGFloat = 40
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: side * 0.8)]
            let glyph = food.emoji.size(withAttributes: attributes)
            food.emoji.draw(at: CGPoint(x: (side - glyph.width) / 2, y: (side - glyph.height) / 2), withAttributes: attributes)
        }
    }

    private func photoTapped(_ n: Notification) {
        guard presentedViewController == nil, let window = view.window,
            let id = n.userInfo?[FoodMenuCell.foodIDKey] as? String, let index = foods.firstIndex(where: { $0.id == id })
        else { return }
        do {
            let photos = try PhotoViewerController(foods: foods, startingAt: index, frame: window.bounds, scale: displayScale)
            photos.viewer.book.reducesMotion = settings.reducedMotion
            present(photos, animated: true)
        } catch {
            messages.append("the photo viewer could not open: \(error)")
        }
    }

    // MARK: Settings

    func showSettings() {
        guard presentedViewController == nil else { return }
        let controller = SettingsController(settings: settings)
        controller.delegate = self
        present(controller, animated: true)
    }

    public func settingsController(_ controller: SettingsController, didChange settings: FoodMenuSettings) {
        apply(settings)
    }

    /// Applies settings: one open card, reduced motion for the folds (a cross-fade) and the
    /// flights (a fade at the target; slow motion is the app's clock: `FoodMenuApp`).
    public func apply(_ settings: FoodMenuSettings) {
        self.settings = settings
        foldStates.reducesMotion = settings.reducedMotion
        for case let cell as FoldingCell in tableView.visibleCells { cell.reducesMotion = settings.reducedMotion }
        foldStates.allowsMultipleOpenRows = !settings.oneOpenAtATime
        if settings.oneOpenAtATime, foldStates.unfoldedIndexPaths.count > 1 {
            for path in foldStates.unfoldedIndexPaths.dropLast() { foldStates.setUnfolded(false, forRowAt: path, in: tableView) }
        }
        for animator in [cartAnimator, likesAnimator].compactMap({ $0 }) {
            var c = animator.configuration
            c.reducesMotion = settings.reducedMotion
            try? animator.setConfiguration(c)
        }
    }

    // MARK: The store

    private func write(_ change: @escaping @Sendable (FoodStore) throws -> Void) {
        store?.perform(change)
    }

    /// Records a store failure for the user (called by the app on the store's queue's errors).
    public func report(_ message: String) { messages.append(message) }

    /// The message lines not yet shown, oldest first.
    public func drainMessages() -> [String] {
        defer { messages.removeAll() }
        return messages
    }
}

/// The likes heart as a flight target: it counts (the header's number) and bounces at landing.
final class LikesTarget: FlyToCartTarget {
    weak var header: MenuHeaderView?
    init(header: MenuHeaderView) { self.header = header }

    var targetView: UIView { header?.likesButton ?? UIView() }

    func itemDidLand(at time: Double, animated: Bool) {
        guard let button = header?.likesButton, animated else { return }
        button.layer.add(CartButton.bounceAnimation(beginTime: time), forKey: CartButton.bounceKey)
    }
}

/// A value carried into a `@Sendable` closure that runs on the thread that made it.
struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
