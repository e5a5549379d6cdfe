import Foundation

/// SVG path data that could not be read. The message names the character offset and what was
/// expected there, so a scene file's author can find the mistake without a debugger.
public struct PathSyntaxError: Error, CustomStringConvertible, Equatable {
    /// The character offset in the path data where reading stopped.
    public var offset: Int
    /// A human-readable explanation, starting from the offset.
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { message }
}
