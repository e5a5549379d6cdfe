import FoldCore

/// A UIFont as an attributed string's `.font`: what the renderer's runs take from it.
extension UIFont: TextRunFont {
    package var textRunFamily: String? { family }
    package var textRunSize: Double { Double(pointSize) }
    package var textRunWeight: Double { weight.css }
}
