import FoldCore
import FoldExamples
import FoldMedia
import FoldRender
import FoldUI
import Foundation
import Testing

@testable import FoldHost

/// A folder for one test's files, removed at the end.
final class Scratch {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("foldhost-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    func file(_ name: String) -> URL { url.appendingPathComponent(name) }
}

/// Records `script` with a fresh `SquareApp`.
func recordSquare(_ script: InputScript, to url: URL, trace: URL? = nil) throws {
    try HeadlessHost(app: SquareApp(size: script.size, scale: script.scale), script: script).record(to: url, trace: trace)
}

func traceLines(_ url: URL) throws -> [[String: Any]] {
    try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
        try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
}

@Suite struct HeadlessHostTests {
    /// 120×90 pt at scale 1, 30 fps, 1 s: a tap, then the square dragged 30 pt right and 20 up.
    static let script = """
        { "size": [120, 90], "scale": 1, "fps": 30, "duration": 1,
          "events": [
            { "at": 0.1, "tap": [10, 80] },
            { "at": 0.3, "drag": [[60, 45], [90, 25]], "duration": 0.2 },
            { "at": 0.8, "key": "c" }
          ] }
        """

    @Test func aGIFAndAPNGSequenceAreTheSameBytesTwice() throws {
        let dir = try Scratch()
        let script = try loadScript(Self.script)
        for name in ["a.gif", "b.gif", "a-frames", "b-frames"] { try recordSquare(script, to: dir.file(name)) }
        let a = try Data(contentsOf: dir.file("a.gif")), b = try Data(contentsOf: dir.file("b.gif"))
        #expect(a.count > 1000 && a == b)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.file("a-frames").path).sorted()
        #expect(files.count == 30)
        for f in files {
            let x = try Data(contentsOf: dir.file("a-frames/\(f)")), y = try Data(contentsOf: dir.file("b-frames/\(f)"))
            #expect(x == y, "\(f) differs")
        }
    }

    @Test func anMP4IsTheSameBytesTwice() throws {
        let dir = try Scratch()
        let script = try loadScript(Self.script)
        try recordSquare(script, to: dir.file("a.mp4"))
        try recordSquare(script, to: dir.file("b.mp4"))
        let a = try Data(contentsOf: dir.file("a.mp4")), b = try Data(contentsOf: dir.file("b.mp4"))
        #expect(a.count > 1000 && a == b)
    }

    /// The recorded frames (rendered incrementally, damage only) are what a full render of an app
    /// given the same events shows.
    @Test func everyFrameIsAFullRenderOfTheAppAtThatFrame() throws {
        let dir = try Scratch()
        let script = try loadScript(Self.script)
        try recordSquare(script, to: dir.file("frames"))
        let app = SquareApp(size: script.size, scale: script.scale)
        let compositor = Compositor()
        var moved = 0
        for i in 0..<script.frameCount {
            for e in script.events(forFrame: i) { app.send(e) }
            let expected = compositor.render(app.step(to: Double(i) / 30))
            let recorded = try PNGCodec.read(contentsOf: dir.file("frames/" + PNGSequenceWriter.fileName(ofFrame: i)))
            #expect(recorded.pixels == expected.pixels, "frame \(i)")
            if i > 0, app.center != CGPoint(x: 60, y: 45) { moved += 1 }
        }
        #expect(moved > 10)  // the frames compared include the square on the move and moved
    }

    @Test func theTraceHasEveryFrameEvenOnesTheGIFDrops() throws {
        let dir = try Scratch()
        // 60 fps: a GIF shows 50 of them, but the app and the trace see all 60.
        let script = try loadScript(Self.script.replacingOccurrences(of: #""fps": 30"#, with: #""fps": 60"#))
        try recordSquare(script, to: dir.file("a.gif"), trace: dir.file("trace.jsonl"))
        let lines = try traceLines(dir.file("trace.jsonl"))
        #expect(lines.count == 60)
        // Exactly i / fps (read from the text: Foundation's reader is off in the last digit).
        let text = try String(contentsOf: dir.file("trace.jsonl"), encoding: .utf8).split(separator: "\n")
        for (i, line) in lines.enumerated() {
            let t = text[i].dropFirst(#"{"t":"#.count).prefix { $0 != "," }
            #expect(Double(String(t)) == Double(i) / 60, "\(text[i])")
            #expect(line.keys.sorted() == ["gestures", "pointer", "square", "t", "taps"])
        }
        // Tap at 0.1 s = frame 6: the pointer is down there, up (null) after; the count goes to 1.
        #expect(numbersOf(lines[6]["pointer"]) == [10, 80])
        #expect(lines[7]["pointer"] is NSNull)
        #expect((lines[7]["taps"] as? Int) == 1 && (lines[6]["taps"] as? Int) == 0)
        // The drag (frames 18…30) moves the square's centre by the drag's (30, −20).
        #expect(numbersOf(lines[17]["square"]) == [60, 45])
        #expect(numbersOf(lines[30]["square"]) == [90, 25])
        #expect(numbersOf(lines[59]["square"]) == [90, 25])
        let kinds = lines.flatMap { ($0["gestures"] as? [[String: String]]) ?? [] }.map { "\($0["kind"]!) \($0["state"]!)" }
        #expect(kinds.first == "tap ended" && kinds[1] == "pan began" && kinds.last == "pan ended")
    }

    @Test func aFailedRecordingLeavesNeitherFile() throws {
        let dir = try Scratch()
        let script = try loadScript(Self.script)
        let app = BadTraceApp(size: script.size, badFrame: 12)
        #expect {
            try HeadlessHost(app: app, script: script).record(to: dir.file("a.gif"), trace: dir.file("t.jsonl"))
        } throws: { "\($0)".contains("trace value at bad is a CGPoint") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path) == [])
    }

    /// A forward-only source knows its background only after stepping: frame i must show the
    /// background of step i, not of step i − 1.
    @Test func aBackgroundChangeShowsOnItsOwnFrame() throws {
        let dir = try Scratch()
        let script = try loadScript(#"{"size": [8, 6], "fps": 10, "duration": 0.5}"#)
        try HeadlessHost(app: BackgroundApp(size: script.size, changeAt: 0.2), script: script).record(to: dir.file("f"))
        for i in 0..<5 {
            let frame = try PNGCodec.read(contentsOf: dir.file("f/" + PNGSequenceWriter.fileName(ofFrame: i)))
            #expect(frame.rgba(x: 4, y: 3).r == (i < 2 ? 255 : 0), "frame \(i)")
        }
    }

    /// Images an app registers (or replaces) while it runs reach the recorder's compositor before
    /// the frame that shows them.
    @Test func imagesTheAppRegistersShowFromTheirFrame() throws {
        let dir = try Scratch()
        let script = try loadScript(#"{"size": [8, 6], "fps": 10, "duration": 0.6}"#)
        try HeadlessHost(app: ImageApp(size: script.size), script: script).record(to: dir.file("f"))
        for i in 0..<6 {
            let frame = try PNGCodec.read(contentsOf: dir.file("f/" + PNGSequenceWriter.fileName(ofFrame: i)))
            let p = frame.rgba(x: 4, y: 3)
            let expected: (UInt8, UInt8, UInt8) = i < 2 ? (255, 255, 255) : i < 4 ? (255, 0, 0) : (0, 0, 255)
            #expect((p.r, p.g, p.b) == expected, "frame \(i)")
        }
    }

    @Test func theAppMustHaveTheScriptsWindow() throws {
        let script = try loadScript(Self.script)
        #expect(throws: InputScriptError.self) {
            try HeadlessHost(app: SquareApp(size: CGSize(width: 100, height: 90), scale: 1), script: script)
        }
        #expect(throws: InputScriptError.self) {
            try HeadlessHost(app: SquareApp(size: script.size, scale: 2), script: script)
        }
    }
}

func numbersOf(_ v: Any?) -> [Double] { (v as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? [] }

/// SquareApp with a trace value that is not JSON on one frame.
final class BadTraceApp: HostedApp {
    let inner: SquareApp
    let badFrame: Int
    var frame = 0
    init(size: CGSize, badFrame: Int) {
        inner = SquareApp(size: size, scale: 1)
        self.badFrame = badFrame
    }
    var canvasSize: CGSize { inner.canvasSize }
    var scale: Double { inner.scale }
    var pointer: CGPoint? { inner.pointer }
    func send(_ event: InputEvent) { inner.send(event) }
    func step(to time: Double) -> RenderTree { inner.step(to: time) }
    func drainTrace() -> [String: Any] {
        defer { frame += 1 }
        var trace = inner.drainTrace()
        if frame == badFrame { trace["bad"] = CGPoint(x: 1, y: 2) }
        return trace
    }
}

/// White until `changeAt`, then black: nothing but the background changes.
final class BackgroundApp: HostedApp {
    let canvasSize: CGSize
    let changeAt: Double
    init(size: CGSize, changeAt: Double) {
        canvasSize = size
        self.changeAt = changeAt
    }
    var scale: Double { 1 }
    var pointer: CGPoint? { nil }
    func send(_ event: InputEvent) {}
    func step(to time: Double) -> RenderTree {
        RenderTree(size: canvasSize, background: time < changeAt - 1e-9 ? .white : .black, layers: [])
    }
    func drainTrace() -> [String: Any] { [:] }
}

/// Shows the image "dot" over the whole window: none until 0.2 s, red from then, blue from 0.4 s.
/// The image travels with the tree (a new handle when it changes); the host is told nothing else.
final class ImageApp: HostedApp {
    let canvasSize: CGSize
    private var dot: CGImage?
    init(size: CGSize) { canvasSize = size }
    var scale: Double { 1 }
    var pointer: CGPoint? { nil }
    func send(_ event: InputEvent) {}
    func step(to time: Double) -> RenderTree {
        let color: CGColor? = time >= 0.4 - 1e-9 ? CGColor(red: 0, green: 0, blue: 1, alpha: 1) : time >= 0.2 - 1e-9 ? CGColor(red: 1, green: 0, blue: 0, alpha: 1) : nil
        if let color, dot?.bitmap.rgba(x: 0, y: 0).b != (color.rgba.blue == 1 ? 255 : 0) {
            var bitmap = Bitmap(width: 2, height: 2)
            bitmap.fill(color)
            dot = CGImage(bitmap)
        }
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: canvasSize.width, height: canvasSize.height)
        p.position = CGPoint(x: canvasSize.width / 2, y: canvasSize.height / 2)
        p.contentsName = "dot"
        p.contentsImage = dot
        return RenderTree(size: canvasSize, layers: [LayerSnapshot(name: "dot", kind: .layer, properties: p)])
    }
    func drainTrace() -> [String: Any] { [:] }
}
