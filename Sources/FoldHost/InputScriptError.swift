import FoldCore

/// An input script that was refused, with every problem found (JSON path and what to change).
public struct InputScriptError: Error, CustomStringConvertible {
    public var file: String
    public var problems: [SceneProblem]

    public init(file: String, problems: [SceneProblem]) {
        self.file = file
        self.problems = problems
    }

    public var description: String { problems.map { "\(file): \($0)" }.joined(separator: "\n") }
}
