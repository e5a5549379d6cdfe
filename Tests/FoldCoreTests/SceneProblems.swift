import FoldCore
import Foundation
import Testing

/// The problems the scene loader reports for `json` (none when it loads).
func sceneProblems(_ json: String) -> [SceneProblem] {
    do {
        _ = try SceneLoader.load(data: Data(json.utf8))
        return []
    } catch let e as SceneError {
        return e.problems
    } catch {
        Issue.record("unexpected error \(error)")
        return []
    }
}
