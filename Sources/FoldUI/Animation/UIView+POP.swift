import FoldCore
import Foundation

/// POP's named UIKit properties, read and written through UIKit's own setters as POP's blocks
/// do (a frame sets `frame`, a scroll offset `setContentOffset(_:animated: false)`), so layout,
/// autoresizing and delegates hear the change. `kPOPViewBounds` and `kPOPViewSize` are the layer
/// names, set through the view.
extension UIView: POPPropertyHost {
    package func popComponents(_ name: String) -> [Double]? {
        switch name {
        case kPOPViewAlpha: return [alpha]
        case kPOPViewBackgroundColor: return Self.components(of: backgroundColor)
        case kPOPViewBounds: return [bounds.minX, bounds.minY, bounds.width, bounds.height]
        case kPOPViewSize: return [bounds.width, bounds.height]
        case kPOPViewCenter: return [center.x, center.y]
        case kPOPViewFrame: return [frame.minX, frame.minY, frame.width, frame.height]
        case kPOPViewScaleX, kPOPViewScaleXY, kPOPViewScaleY: return Self.layerScale(name)?.read(layer)
        case kPOPViewTintColor: return Self.components(of: tintColor)
        case kPOPScrollViewContentOffset:
            guard let scroll = self as? UIScrollView else { return nil }
            return [scroll.contentOffset.x, scroll.contentOffset.y]
        case kPOPScrollViewContentSize:
            guard let scroll = self as? UIScrollView else { return nil }
            return [scroll.contentSize.width, scroll.contentSize.height]
        case kPOPLabelTextColor:
            guard let label = self as? UILabel else { return nil }
            return Self.components(of: label.textColor)
        default: return nil
        }
    }

    package func setPOPComponents(_ c: [Double], forName name: String) -> Bool {
        switch name {
        case kPOPViewAlpha: alpha = c[0]
        case kPOPViewBackgroundColor: backgroundColor = Self.color(c)
        case kPOPViewBounds: bounds = CGRect(x: c[0], y: c[1], width: c[2], height: c[3])
        case kPOPViewSize:
            // POP leaves the view alone for a negative size.
            guard c[0] >= 0, c[1] >= 0 else { return true }
            bounds.size = CGSize(width: c[0], height: c[1])
        case kPOPViewCenter: center = CGPoint(x: c[0], y: c[1])
        case kPOPViewFrame: frame = CGRect(x: c[0], y: c[1], width: c[2], height: c[3])
        case kPOPViewScaleX, kPOPViewScaleXY, kPOPViewScaleY: Self.layerScale(name)?.write(c, to: layer)
        case kPOPViewTintColor: tintColor = Self.color(c)
        case kPOPScrollViewContentOffset:
            guard let scroll = self as? UIScrollView else { return false }
            scroll.setContentOffset(CGPoint(x: c[0], y: c[1]), animated: false)
        case kPOPScrollViewContentSize:
            guard let scroll = self as? UIScrollView else { return false }
            scroll.contentSize = CGSize(width: c[0], height: c[1])
        case kPOPLabelTextColor:
            guard let label = self as? UILabel else { return false }
            label.textColor = Self.color(c)
        default: return false
        }
        return true
    }

    /// The layer's transform scale POP's `view.scale…` names drive (POPLayerGetScaleX & co.).
    private static func layerScale(_ name: String) -> POPLayerProperty? {
        switch name {
        case kPOPViewScaleX: POPLayerProperty.named[kPOPLayerScaleX]
        case kPOPViewScaleY: POPLayerProperty.named[kPOPLayerScaleY]
        default: POPLayerProperty.named[kPOPLayerScaleXY]
        }
    }

    /// A colour's components as POP's layer colours have them (no colour: all zero, as POP reads nil).
    private static func components(of color: UIColor?) -> [Double] {
        color.map { AnimationValue.color($0.cgColor).components } ?? [0, 0, 0, 0]
    }

    /// The colour at those components, made as `UIColor(red:green:blue:alpha:)` makes one (in
    /// its colour space), so a colour animated to `.red` ends equal to `.red`.
    private static func color(_ c: [Double]) -> UIColor {
        guard case .color(let cg) = AnimationValue.color(.clear).with(components: c),
            let rgba = cg.components, rgba.count == 4
        else { return .clear }
        return UIColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
    }
}

extension NSLayoutConstraint: POPPropertyHost {
    package func popComponents(_ name: String) -> [Double]? {
        name == kPOPLayoutConstraintConstant ? [constant] : nil
    }

    package func setPOPComponents(_ c: [Double], forName name: String) -> Bool {
        guard name == kPOPLayoutConstraintConstant else { return false }
        constant = c[0]
        return true
    }
}

extension UIColor: CGColorConvertible {}
