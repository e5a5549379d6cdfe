import FoldCore

/// A UIColor as an attributed string's colour attribute.
extension UIColor: TextRunColor {
    package var textRunColor: CGColor { cgColor }
}
