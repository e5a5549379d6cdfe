import FoldCore
import Foundation

extension UIImage {
    /// Draws the image upright at its size with its top-left corner at `point`, in the current
    /// context (`UIGraphicsGetCurrentContext()`); nothing without one.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image upright, scaled to fill `rect`, in the current context; a resizable image
    /// keeps its caps and tiles or stretches its middle. Nothing without a current context.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let image = uprightImage, !rect.isNull, !rect.isEmpty else {
            return
        }
        context.saveGState()
        defer { context.restoreGState() }
        if isResizable {
            drawNinePart(image, in: rect.standardized, context)
        } else {
            drawUpright(image, in: rect.standardized, context)
        }
    }

    /// `draw(at:)` composited by `blendMode`, at `alpha` (0…1).
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// `draw(in:)` composited by `blendMode`, at `alpha` (0…1).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
        context.restoreGState()
    }

    /// UIKit's contexts are y-down: the image is drawn flipped about its rect, so its first
    /// row lands at the rect's top.
    private func drawUpright(_ image: CGImage, in rect: CGRect, _ context: CGContext) {
        context.saveGState()
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: rect)
        context.restoreGState()
    }

    /// The three columns and rows of a resizable image: in points in the image and in `rect`,
    /// caps shrunk together when the rect is smaller than they are.
    private func drawNinePart(_ image: CGImage, in rect: CGRect, _ context: CGContext) {
        let s = size
        let centre = contentsCenter
        let caps = (
            left: centre.minX * s.width, right: (1 - centre.maxX) * s.width, top: centre.minY * s.height,
            bottom: (1 - centre.maxY) * s.height
        )
        let fitX = caps.left + caps.right > rect.width ? rect.width / (caps.left + caps.right) : 1
        let fitY = caps.top + caps.bottom > rect.height ? rect.height / (caps.top + caps.bottom) : 1
        let sourceX = [0, caps.left, s.width - caps.right, s.width]
        let sourceY = [0, caps.top, s.height - caps.bottom, s.height]
        let targetX = [rect.minX, rect.minX + caps.left * fitX, rect.maxX - caps.right * fitX, rect.maxX]
        let targetY = [rect.minY, rect.minY + caps.top * fitY, rect.maxY - caps.bottom * fitY, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(
                    x: sourceX[column] * scale, y: sourceY[row] * scale, width: (sourceX[column + 1] - sourceX[column]) * scale,
                    height: (sourceY[row + 1] - sourceY[row]) * scale)
                let target = CGRect(
                    x: targetX[column], y: targetY[row], width: targetX[column + 1] - targetX[column],
                    height: targetY[row + 1] - targetY[row])
                guard source.width >= 1, source.height >= 1, target.width > 0, target.height > 0,
                    let piece = image.cropping(to: source)
                else { continue }
                let natural = CGSize(width: source.width / scale, height: source.height / scale)
                let tiles = resizingMode == .tile && (row == 1 || column == 1)
                if tiles {
                    drawTiled(piece, natural: natural, in: target, context)
                } else {
                    drawUpright(piece, in: target, context)
                }
            }
        }
    }

    /// A piece repeated at its natural size from the target's top-left, cut at the target's edges.
    /// Along an axis where the piece is one pixel, every tile is the same column (or row):
    /// it is stretched once, which draws the same pixels as a tile per pixel.
    private func drawTiled(_ piece: CGImage, natural: CGSize, in target: CGRect, _ context: CGContext) {
        let tile = CGSize(
            width: piece.width <= 1 ? target.width : natural.width, height: piece.height <= 1 ? target.height : natural.height)
        context.saveGState()
        context.clip(to: target)
        var y = target.minY
        while y < target.maxY {
            var x = target.minX
            while x < target.maxX {
                drawUpright(piece, in: CGRect(x: x, y: y, width: tile.width, height: tile.height), context)
                x += tile.width
            }
            y += tile.height
        }
        context.restoreGState()
    }
}
