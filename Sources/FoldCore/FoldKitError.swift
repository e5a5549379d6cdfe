/// What kind of mistake an error reports: what a caller switches over.
public enum ErrorCause: String, Sendable, CaseIterable {
    /// A program's command line (exit status 2).
    case commandLine
    /// A file that cannot be read or written.
    case file
    /// A scene file that breaks the format's contract.
    case scene
    /// An input script that breaks its format.
    case script
    /// A size, count or memory budget that a render or recording would break.
    case limit
    /// An effect's settings that cannot work together.
    case configuration
    /// Text in a syntax FoldKit reads (an SVG path, a CSS transform, a timing function).
    case syntax
    /// An animation that cannot be added as given.
    case animation
    /// FoodMenu's store.
    case store
    /// The window system.
    case window
    /// A recording's trace.
    case trace
}

/// The one shape of FoldKit's errors: a cause to switch over, where the mistake is when there is
/// a place (a file, a JSON path such as `layers[2].opacity`, a setting), and the message that
/// says what to change. Every error type FoldKit throws conforms.
///
/// ```swift
/// do { try recorder.record(to: url, duration: 2, fps: 60) } catch let error as any FoldKitError {
///     switch error.cause {
///     case .limit: print("smaller, please: \(error.message)")
///     default: print(error)
///     }
/// }
/// ```
public protocol FoldKitError: Error, CustomStringConvertible {
    var cause: ErrorCause { get }
    /// The file, JSON path or setting at fault; nil when the mistake has no one place.
    var location: String? { get }
    /// What is wrong and what to change, without the location.
    var message: String { get }
}

extension SceneProblem: FoldKitError {
    public var cause: ErrorCause { .scene }
    public var location: String? { path.isEmpty ? nil : path }
}

extension SceneError: FoldKitError {
    public var cause: ErrorCause { .scene }
    public var location: String? { file }
    /// Every problem, "path: what to change", one after another.
    public var message: String { problems.map(\.description).joined(separator: "; ") }
}

extension SceneWriteError: FoldKitError {
    public var cause: ErrorCause { .scene }
    public var location: String? { nil }
    public var message: String { problems.map { "cannot write the scene: \($0)" }.joined(separator: "; ") }
}

extension AnimationError: FoldKitError {
    public var cause: ErrorCause { .animation }
    public var location: String? { nil }
}

extension TransformSyntaxError: FoldKitError {
    public var cause: ErrorCause { .syntax }
    public var location: String? { nil }
}

extension PathSyntaxError: FoldKitError {
    public var cause: ErrorCause { .syntax }
    public var location: String? { "offset \(offset)" }
}

extension TimingFunctionError: FoldKitError {
    public var cause: ErrorCause { .syntax }
    public var location: String? { nil }
}
