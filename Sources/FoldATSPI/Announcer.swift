import CFoldATK
import Foundation

/// Speaks announcements as a notification object: ATK 2.46 has no announcement event, so, as
/// desktop notifications reach Orca, the window's notification child takes the text as its name
/// and shows (Orca reads a notification as it shows), then hides after a few seconds.
final class Announcer {
    private(set) var text = CString("")
    private(set) var isShowing = false
    private var hideAt = Double.infinity
    /// Every announcement made, for tests and tools.
    private(set) var history: [String] = []

    func announce(_ message: String, at time: Double) {
        history.append(message)
        if isShowing { fold_atk_state_changed(NodeID.announcer, ATK_STATE_SHOWING, 0) }
        text = CString(message)
        fold_atk_name_changed(NodeID.announcer)
        isShowing = true
        hideAt = time + 3
        fold_atk_state_changed(NodeID.announcer, ATK_STATE_SHOWING, 1)
    }

    func hideIfDue(at time: Double) {
        guard isShowing, time >= hideAt else { return }
        isShowing = false
        fold_atk_state_changed(NodeID.announcer, ATK_STATE_SHOWING, 0)
    }
}
