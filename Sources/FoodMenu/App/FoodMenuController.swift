import FoldCore
import FoldEffects
import FoldExamples
import FoldUI
import Foundation

/// FoodMenu's one screen: the header, the menu of folding cells, the cart button, and the photo
/// viewer and settings sheet over them. It owns what the user has done (`state`, written through
/// the store's queue at every change) and starts the flights the cells ask for.
///
/// ```swift
/// let menu = FoodMenuController(size: CGSize(width: 375, height: 667), scale: 2, state: FoodMenuState(), store: nil)
/// let loop = FrameLoop(window: menu.window)   // or FoodMenuApp(controller: menu) for the hosts
/// ```
public final class FoodMenuController: UITableViewDataSource, UITableViewDelegate {
    public static let closedRowHeight = 179.0
    public static let openRowHeight = 488.0
    public static let cartSize = 60.0

    public let window: UIWindow
    public let header = MenuHeaderView()
    public let tableView = UITableView()
    public let cartButton = CartButton()
    public let foods: [Food]
    /// What the screen shows; the store follows it (one transaction per change).
    public private(set) var state: FoodMenuState
    public private(set) var settings: FoodMenuSettings
    /// The table's side of the folding cells: each row's state, "one open at a time", heights.
    public let foldStates = FoldingCellStates(closedHeight: closedRowHeight, openHeight: openRowHeight)
    public private(set) var photoViewer: PhotoViewer?
    public private(set) var settingsSheet: SettingsSheet?
    /// The cells' notifications arrive here (one center per app).
    public let notificationCenter = NotificationCenter()
    /// Problems to show the user (a store that failed to write); the host prints them.
    public private(set) var messages: [String] = []

    let store: FoodStoreQueue?
    let likesTarget: LikesTarget
    var cartAnimator: FlyToCartAnimator?
    var likesAnimator: FlyToCartAnimator?
    private var observers: [NSObjectProtocol] = []

    public init(
        size: CGSize, scale: Double, state: FoodMenuState, store: FoodStoreQueue?,
        settings: FoodMenuSettings = FoodMenuSettings(),
        foods: [Food] = FoodCatalog.foods
    ) {
        window = UIWindow(size: size, scale: scale)
        self.state = state
        self.store = store
        self.settings = settings
        self.foods = foods
        likesTarget = LikesTarget(header: header)
        window.backgroundColor = UIColor(red: 0.93, green: 0.92, blue: 0.9, alpha: 1)

        tableView.frame = CGRect(
            x: 0, y: MenuHeaderView.height, width: size.width, height: max(0, size.height - MenuHeaderView.height))
        tableView.backgroundColor = UIColor(red: 0.93, green: 0.92, blue: 0.9, alpha: 1)
        tableView.register(FoodMenuCell.self, forCellReuseIdentifier: FoodMenuCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        window.addSubview(tableView)

        header.frame = CGRect(x: 0, y: 0, width: size.width, height: MenuHeaderView.height)
        header.likesCount = state.liked.count
        header.settingsButton.addTarget(self, action: FoodMenuController.showSettings, for: .touchUpInside)
        window.addSubview(header)

        let c = Self.cartSize
        cartButton.frame = CGRect(x: size.width - 16 - c, y: size.height - 16 - c, width: c, height: c)
        cartButton.badge.count = state.cartTotal
        window.addSubview(cartButton)

        cartAnimator = try? FlyToCartAnimator(containerView: window, target: cartButton)
        likesAnimator = try? FlyToCartAnimator(containerView: window, target: likesTarget)
        apply(settings)
        observe()
    }

    deinit {
        for o in observers { notificationCenter.removeObserver(o) }
    }

    private func observe() {
        // The cells post synchronously on the frame loop's thread, the only thread this
        // controller runs on; the box only carries the reference into the observer blocks.
        let me = Weak(self)
        let handlers: [(Notification.Name, (FoodMenuController, Notification) -> Void)] = [
            (FoodMenuCell.didTapLike, { $0.likeTapped($1) }),
            (FoodMenuCell.didTapAdd, { $0.addTapped($1) }),
            (FoodMenuCell.didTapPhoto, { $0.photoTapped($1) }),
        ]
        for (name, handle) in handlers {
            let h = UncheckedSendable(handle)
            observers.append(
                notificationCenter.addObserver(forName: name, object: nil, queue: nil) { n in
                    if let c = me.value { h.value(c, n) }
                })
        }
    }

    // MARK: The table

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { foods.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FoodMenuCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? FoodMenuCell {
            let food = foods[indexPath.row]
            cell.notificationCenter = notificationCenter
            cell.configure(
                with: food, liked: state.liked.contains(food.id), inCart: state.cart[food.id] ?? 0, scale: window.scale)
        }
        return cell
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        foldStates.height(forRow: indexPath.row, in: tableView)
    }

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if let cell = cell as? FoldingCell { foldStates.willDisplay(cell, forRow: indexPath.row) }
    }

    /// A tap on a card opens or closes it; a tap while it folds turns it back (continuously).
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        foldStates.toggle(row: indexPath.row, in: tableView)
        tableView.deselectRow(at: indexPath, animated: false)
    }

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
        cell.configure(with: food, liked: state.liked.contains(id), inCart: state.cart[id] ?? 0, scale: window.scale)
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
        let image = UIImage.emoji(food.emoji, size: 40, scale: window.scale)
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

    private func photoTapped(_ n: Notification) {
        guard photoViewer == nil, let id = n.userInfo?[FoodMenuCell.foodIDKey] as? String,
            let index = foods.firstIndex(where: { $0.id == id })
        else { return }
        do {
            let viewer = try PhotoViewer(frame: window.bounds, foods: foods, startingAt: index, scale: window.scale)
            viewer.onClose = { [weak self] in self?.photoViewer = nil }
            viewer.onCoverChange = { [weak self] covered in
                guard let self else { return }
                for v in [self.tableView, self.header, self.cartButton] as [UIView] { v.isHidden = covered }
            }
            window.addSubview(viewer)
            viewer.present()
            photoViewer = viewer
        } catch {
            messages.append("the photo viewer could not open: \(error)")
        }
    }

    // MARK: Settings

    func showSettings() {
        guard settingsSheet == nil else { return }
        let sheet = SettingsSheet(frame: window.bounds, settings: settings)
        sheet.onChange = { [weak self] in self?.apply($0) }
        sheet.onDismiss = { [weak self] in self?.settingsSheet = nil }
        window.addSubview(sheet)
        sheet.present()
        settingsSheet = sheet
    }

    /// Applies settings: one open card, reduced motion for the flights (slow motion is the app's
    /// clock: `FoodMenuApp`).
    public func apply(_ settings: FoodMenuSettings) {
        self.settings = settings
        foldStates.allowsMultipleOpenRows = !settings.oneOpenAtATime
        if settings.oneOpenAtATime, foldStates.unfoldedRows.count > 1 {
            let now = window.animationTime
            for row in foldStates.unfoldedRows.dropLast() { foldStates.setUnfolded(false, row: row, in: tableView, at: now) }
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
        try? button.layer.add(CartButton.bounceAnimation(beginTime: time), forKey: CartButton.bounceKey)
    }
}

/// A value carried into a `@Sendable` closure that runs on the thread that made it.
struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
