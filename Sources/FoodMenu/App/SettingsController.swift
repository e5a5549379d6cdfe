#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Hears the settings change.
public protocol SettingsControllerDelegate: AnyObject {
    func settingsController(_ controller: SettingsController, didChange settings: FoodMenuSettings)
}

/// The settings over the dimmed menu (`SettingsSheet`): presented over full screen, so the menu
/// stays under it; the panel slides up as it appears and down as it goes. Done, or a tap on the
/// dimmed menu, dismisses it.
///
/// ```swift
/// let settings = SettingsController(settings: current)
/// settings.delegate = self
/// present(settings, animated: true)
/// ```
public final class SettingsController: UIViewController {
    public weak var delegate: SettingsControllerDelegate?
    private let initialSettings: FoodMenuSettings

    public init(settings: FoodMenuSettings) {
        initialSettings = settings
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    public required init?(coder: NSCoder) { return nil }

    /// The sheet: the controller's view.
    public var sheet: SettingsSheet { view as! SettingsSheet }

    /// The settings as the switches have them now.
    public var settings: FoodMenuSettings { (viewIfLoaded as? SettingsSheet)?.settings ?? initialSettings }

    public override func loadView() {
        view = SettingsSheet(frame: UIScreen.main.bounds, settings: initialSettings)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        sheet.onChange = { [weak self] settings in
            guard let self else { return }
            self.delegate?.settingsController(self, didChange: settings)
        }
        sheet.onDone = { [weak self] in self?.done() }
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        sheet.setPanelShown(true, animated: animated)
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        sheet.setPanelShown(false, animated: animated)
    }

    private func done() {
        guard presentingViewController != nil, !isBeingDismissed else { return }
        dismiss(animated: true)
    }
}
