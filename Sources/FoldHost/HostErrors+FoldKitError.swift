import FoldCore

extension UsageError: FoldKitError {
    public var cause: ErrorCause { .commandLine }
    public var location: String? { nil }
}

extension InputScriptError: FoldKitError {
    public var cause: ErrorCause { .script }
    public var location: String? { file }
    /// Every problem, "path: what to change", one after another.
    public var message: String { problems.map(\.description).joined(separator: "; ") }
}

extension TraceError: FoldKitError {
    public var cause: ErrorCause { .trace }
    public var location: String? { nil }
}
