import Foundation

/// A layer that draws a gradient over its background (CAGradientLayer): `colors` at
/// `locations`, along the line from `startPoint` to `endPoint` in unit coordinates.
open class CAGradientLayer: CALayer {
    public required override init() { super.init(kind: .gradient) }

    public override init(layer: Any) { super.init(kind: .gradient, layer: layer) }

    /// FoldKit has no layer archives: nil (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// The colours, each a `CGColor`; an element of another type makes the gradient draw
    /// nothing, as Core Animation draws nothing for a colour it cannot read.
    open var colors: [Any]? {
        get { properties.colors.isEmpty ? nil : properties.colors }
        set {
            let given = newValue ?? []
            let read = given.compactMap { $0 as? CGColor }
            change("colors") { properties.colors = read.count == given.count ? read : [] }
        }
    }

    /// Each colour's stop, 0…1, increasing; nil spaces the colours evenly.
    open var locations: [NSNumber]? {
        get { properties.locations.isEmpty ? nil : properties.locations.map { NSNumber(value: $0) } }
        set { change("locations") { properties.locations = newValue?.map(\.doubleValue) ?? [] } }
    }

    /// Where the gradient starts, in unit coordinates of the bounds (default (0.5, 0), the top).
    open var startPoint: CGPoint {
        get { properties.startPoint }
        set { change("startPoint") { properties.startPoint = newValue } }
    }

    /// Where it ends (default (0.5, 1), the bottom).
    open var endPoint: CGPoint {
        get { properties.endPoint }
        set { change("endPoint") { properties.endPoint = newValue } }
    }

    /// How the colours are laid out: along the line (`.axial`, the default), on ellipses about
    /// `startPoint` reaching `endPoint`'s x and y (`.radial`), or round `startPoint` from the
    /// direction of `endPoint`, clockwise on screen (`.conic`).
    open var type: CAGradientLayerType {
        get { properties.gradientType }
        set { properties.gradientType = newValue }
    }

}

/// The layout of a gradient layer's colours (CAGradientLayerType).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
