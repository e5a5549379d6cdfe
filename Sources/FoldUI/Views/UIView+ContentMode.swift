import FoldCore
import Foundation

extension UIView {
    /// UIView.ContentMode, with UIKit's raw values: how the layer's contents fill the bounds.
    public enum ContentMode: Int, Sendable, CaseIterable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12

        /// The CALayer gravity UIKit uses for it (iOS's layers are top-down: `top` is the top);
        /// `.redraw` stretches what was drawn until the view draws again.
        public var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
        }
    }
}

extension UIView.ContentMode {
    /// The mode a layer's gravity stands for.
    init(gravity: CALayerContentsGravity, redraws: Bool) {
        if redraws && gravity == .resize {
            self = .redraw
            return
        }
        self = Self.allCases.first { $0 != .redraw && $0.contentsGravity == gravity } ?? .scaleToFill
    }
}
