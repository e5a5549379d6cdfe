import FoldCore
import FoldEffects
import FoldHost
import FoldRender
import FoldUI
import Foundation

/// The hosts' test app: a rounded square you drag with the finger (or scroll with the wheel),
/// a counter of taps, and a ticker — a dot crossing the bottom edge at `tickerSpeed` points per
/// second of app time, so pausing and slow motion show. Keys: "c" cycles the square's colour, "r" puts it back in the middle.
/// Its trace adds "square" (the centre, in points), "taps", and "gestures" (a drag of the square
/// is a pan: began, changed…, ended; a tap is a tap: ended).
public final class SquareApp: HostedApp {
    public let canvasSize: CGSize
    public let scale: Double
    public static let side = 80.0
    public static let colors = ["#007AFF", "#FF3B30", "#34C759", "#FF9500"].compactMap(CGColor.init(hex:))
    public static let background = CGColor(hex: "#F2F2F7")!
    /// A touch that moves farther than this is not a tap (UIKit's slop).
    public static let tapSlop = 10.0
    public static let tickerSpeed = 60.0
    public static let tickerColor = CGColor(hex: "#AF52DE")!
    public static let tickerDiameter = 12.0

    public private(set) var center: CGPoint
    public private(set) var tapCount = 0
    public private(set) var colorIndex = 0
    public private(set) var pointer: CGPoint?
    private var grab: CGPoint?  // finger minus centre while dragging the square
    private var touchStart: CGPoint?
    private var moved = false
    private var gestures: [[String: Any]] = []

    public init(size: CGSize, scale: Double) {
        canvasSize = size
        self.scale = scale
        center = CGPoint(x: size.width / 2, y: size.height / 2)
    }

    public var squareFrame: CGRect {
        CGRect(x: center.x - Self.side / 2, y: center.y - Self.side / 2, width: Self.side, height: Self.side)
    }

    public func send(_ event: InputEvent) {
        switch event {
        case .pointerDown(let p):
            pointer = p
            touchStart = p
            moved = false
            let f = squareFrame
            if p.x >= f.origin.x, p.x <= f.origin.x + f.size.width, p.y >= f.origin.y, p.y <= f.origin.y + f.size.height {
                grab = CGPoint(x: p.x - center.x, y: p.y - center.y)
            }
        case .pointerMoved(let p):
            pointer = p
            if let s = touchStart, !moved, hypot(p.x - s.x, p.y - s.y) > Self.tapSlop {
                moved = true
                if grab != nil { gestures.append(["kind": "pan", "state": "began"]) }
            }
            if let g = grab, moved {
                center = CGPoint(x: p.x - g.x, y: p.y - g.y)
                gestures.append(["kind": "pan", "state": "changed"])
            }
        case .pointerUp(let p):
            if let g = grab, moved {
                center = CGPoint(x: p.x - g.x, y: p.y - g.y)
                gestures.append(["kind": "pan", "state": "ended"])
            } else if touchStart != nil, !moved {
                tapCount += 1
                gestures.append(["kind": "tap", "state": "ended"])
            }
            pointer = nil
            grab = nil
            touchStart = nil
        case .wheel(let dx, let dy, _):
            center = CGPoint(x: center.x + dx, y: center.y + dy)
        case .key("c"):
            colorIndex = (colorIndex + 1) % Self.colors.count
        case .key("r"):
            center = CGPoint(x: canvasSize.width / 2, y: canvasSize.height / 2)
        case .key, .settings:
            break
        }
    }

    public func step(to time: Double) -> RenderTree {
        var square = LayerProperties()
        square.bounds = CGRect(x: 0, y: 0, width: Self.side, height: Self.side)
        square.position = center
        square.cornerRadius = 12
        square.backgroundColor = Self.colors[colorIndex]
        // Held squares are drawn lighter, so the finger's grip shows.
        square.opacity = grab != nil && moved ? 0.8 : 1
        var label = LayerProperties()
        label.bounds = CGRect(x: 0, y: 0, width: canvasSize.width - 32, height: 28)
        label.position = CGPoint(x: canvasSize.width / 2, y: 16 + 14)
        label.string = tapCount == 1 ? "1 tap" : "\(tapCount) taps"
        label.fontSize = 20
        label.foregroundColor = .black
        label.alignmentMode = .center
        var ticker = LayerProperties()
        ticker.bounds = CGRect(x: 0, y: 0, width: Self.tickerDiameter, height: Self.tickerDiameter)
        ticker.position = tickerPosition(at: time)
        ticker.cornerRadius = Self.tickerDiameter / 2
        ticker.backgroundColor = Self.tickerColor
        return RenderTree(
            size: canvasSize, scale: scale, background: Self.background,
            layers: [
                LayerSnapshot(name: "ticker", kind: .layer, properties: ticker),
                LayerSnapshot(name: "square", kind: .layer, properties: square),
                LayerSnapshot(name: "taps", kind: .text, properties: label),
            ])
    }

    /// The ticker's centre: left to right along the bottom, wrapping around the width.
    public func tickerPosition(at time: Double) -> CGPoint {
        let travel = canvasSize.width + Self.tickerDiameter
        let x = (time * Self.tickerSpeed).truncatingRemainder(dividingBy: travel) - Self.tickerDiameter / 2
        return CGPoint(x: x, y: canvasSize.height - 20)
    }

    public func drainTrace() -> [String: Any] {
        defer { gestures = [] }
        return ["square": [center.x, center.y], "taps": tapCount, "gestures": gestures]
    }
}
