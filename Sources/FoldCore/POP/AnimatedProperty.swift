import Foundation

/// A value a POP-style animation drives: read and written as components, with POP's rest
/// threshold for its kind.
package struct AnimatedProperty {
    public let read: () -> [Double]
    public let write: ([Double]) -> Void
    /// POP's threshold: how close counts as arrived (point 1.0, opacity 0.01, scale 0.005, …).
    public let threshold: Double

    public init(threshold: Double = 1, read: @escaping () -> [Double], write: @escaping ([Double]) -> Void) {
        self.read = read
        self.write = write
        self.threshold = threshold
    }

    /// POP's per-property thresholds for a layer key path.
    public static func threshold(for keyPath: AnimatableKeyPath) -> Double {
        switch keyPath {
        case .opacity: 0.01
        case .cornerRadius, .borderWidth: 0.01
        case .backgroundColor, .borderColor, .foregroundColor, .colors: 0.01
        case .transform(_, let c):
            switch c {
            case .rotation, .rotationX, .rotationY, .rotationZ: 0.01
            case .scale, .scaleX, .scaleY, .scaleZ: 0.005
            default: 1
            }
        default: 1
        }
    }

    /// A layer's model value at a key path (POP animations write the model).
    public static func layer(_ layer: CALayer, _ keyPath: AnimatableKeyPath) -> AnimatedProperty {
        AnimatedProperty(
            threshold: threshold(for: keyPath),
            read: { layer.properties[keyPath].components },
            write: { values in
                let current = layer.properties[keyPath]
                layer.properties[keyPath] = current.with(components: values)
            })
    }
}
