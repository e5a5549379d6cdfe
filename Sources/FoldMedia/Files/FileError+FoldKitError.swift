import FoldCore

extension FileError: FoldKitError {
    public var cause: ErrorCause { .file }
    public var location: String? { file }
    public var message: String { problem }
}

extension RenderLimitError: FoldKitError {
    public var cause: ErrorCause { .limit }
    public var location: String? { nil }
}
