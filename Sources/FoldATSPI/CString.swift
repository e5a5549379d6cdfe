import Foundation

/// A C string kept alive for ATK, which borrows names and descriptions until they next change.
final class CString {
    let text: String
    let pointer: UnsafeMutablePointer<CChar>

    init(_ text: String) {
        self.text = text
        pointer = strdup(text)
    }

    deinit { free(pointer) }
}
