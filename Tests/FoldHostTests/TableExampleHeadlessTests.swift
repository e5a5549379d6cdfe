import FoldCore
import FoldExamples
import FoldRender
import FoldUI
import Foundation
import Testing

@testable import FoldHost

/// FoldUI's `TableExample` run by the headless host through `FrameLoop`'s `HostedApp`
/// conformance: the trace's "tables" and "gestures" keys against the script's own geometry.
@Suite struct TableExampleHeadlessTests {
    /// 240×400 pt at scale 1, 60 fps, 3 s: a slow drag up by 150 pt (2.5 pt a frame), then a
    /// flick up by 100 pt in 0.1 s.
    static let script = """
        { "size": [240, 400], "scale": 1, "fps": 60, "duration": 3,
          "events": [
            { "at": 0.2, "drag": [[120, 300], [120, 150]], "duration": 1.0 },
            { "at": 1.5, "drag": [[120, 300], [120, 200]], "duration": 0.1 }
          ] }
        """

    /// Records `script` with a fresh table example and returns the trace's lines.
    static func record(_ script: String, to url: URL, trace: URL? = nil) throws {
        let script = try InputScript.load(data: Data(script.utf8))
        let example = TableExample(size: script.size, scale: script.scale)
        try HeadlessHost(app: FrameLoop(window: example.window), script: script).record(to: url, trace: trace)
        withExtendedLifetime(example) {}
    }

    /// The top of a row in the content: rows alternate 44 pt (even) and 88 pt (odd), so each
    /// pair is 132 pt. Computed here, not read from the table.
    static func top(ofRow row: Int) -> Double { Double(row / 2) * 132 + Double(row % 2) * 44 }

    struct Frame {
        var t: Double
        var pointer: CGPoint?
        var gestures: [String]  // "pan.began", …
        var offset: CGPoint
        var contentSize: [Double]
        var rows: [(row: Int, frame: [Double])]
        var liveCells: Int
    }

    static func frames(_ url: URL) throws -> [Frame] {
        try traceLines(url).map { line in
            let tables = try #require(line["tables"] as? [[String: Any]])
            #expect(tables.count == 1)
            let table = try #require(tables.first)
            let gestures = try #require(line["gestures"] as? [[String: Any]])
            let offset = numbersOf(table["contentOffset"])
            let pointer = numbersOf(line["pointer"])
            let rows = try #require(table["visibleRows"] as? [[String: Any]]).map { r in
                ((r["row"] as? NSNumber)?.intValue ?? -1, numbersOf(r["frame"]))
            }
            return Frame(
                t: (line["t"] as? NSNumber)?.doubleValue ?? -1,
                pointer: pointer.count == 2 ? CGPoint(x: pointer[0], y: pointer[1]) : nil,
                gestures: gestures.map { "\($0["kind"] as? String ?? "?").\($0["state"] as? String ?? "?")" },
                offset: CGPoint(x: offset.first ?? .nan, y: offset.last ?? .nan),
                contentSize: numbersOf(table["contentSize"]), rows: rows,
                liveCells: (table["liveCells"] as? NSNumber)?.intValue ?? -1)
        }
    }

    @Test func aDragMovesTheContentWithTheFingerAndAFlickCoastsAndDecelerates() throws {
        let scratch = try Scratch()
        try Self.record(Self.script, to: scratch.file("a.gif"), trace: scratch.file("a.jsonl"))
        let frames = try Self.frames(scratch.file("a.jsonl"))
        #expect(frames.count == 180)

        // Each drag is one pan: began, changed…, ended.
        let pans = frames.flatMap(\.gestures)
        #expect(pans.filter { $0 == "pan.began" }.count == 2 && pans.filter { $0 == "pan.ended" }.count == 2, "\(pans)")
        #expect(!pans.contains { !$0.hasPrefix("pan.") }, "\(pans)")

        // The drag: from the frame the pan began, offset − its start == −(finger − its start).
        let began = try #require(frames.firstIndex { $0.gestures.contains("pan.began") })
        let lift = try #require(frames.firstIndex { $0.gestures.contains("pan.ended") })
        #expect(lift - began > 50)
        for i in began..<lift {
            let finger = try #require(frames[i].pointer).y - frames[began].pointer!.y
            let moved = frames[i].offset.y - frames[began].offset.y
            #expect(abs(moved + finger) <= 1, "t \(frames[i].t): content moved \(moved), the finger \(finger)")
        }
        #expect(frames[lift - 1].offset.y - frames[began].offset.y > 130)

        // The flick: after its lift the content keeps going up, each frame less than the last.
        let flickLift = try #require(frames.lastIndex { $0.gestures.contains("pan.ended") })
        #expect(flickLift > lift)
        let steps = (flickLift + 1..<frames.count).map { frames[$0].offset.y - frames[$0 - 1].offset.y }
        #expect(steps.count > 60)
        #expect(steps[0] > 10, "the first frame after the flick moved \(steps[0]) pt")
        for (a, b) in zip(steps, steps.dropFirst()) { #expect(b > 0 && b <= a + 1e-9, "steps \(a) then \(b)") }
        #expect(steps.last! < steps[0] / 5, "still \(steps.last!) pt a frame at the end, from \(steps[0])")
    }

    @Test func visibleRowsTileTheWindowAndLiveCellsStayBounded() throws {
        let scratch = try Scratch()
        try Self.record(Self.script, to: scratch.file("a.gif"), trace: scratch.file("a.jsonl"))
        // At most 9 rows of a 44/88 pattern meet 400 pt (44+88+44+88+44+88 = 396, plus partial rows).
        let mostVisible = 9
        for f in try Self.frames(scratch.file("a.jsonl")) {
            #expect(f.contentSize == [240, 66_000])
            #expect(!f.rows.isEmpty && f.rows.count <= mostVisible, "t \(f.t): \(f.rows.count) rows")
            for (i, r) in f.rows.enumerated() {
                #expect(r.row == f.rows[0].row + i, "t \(f.t): rows \(f.rows.map(\.row))")
                let expected = [0, Self.top(ofRow: r.row) - f.offset.y, 240, TableExample.height(ofRow: r.row)]
                #expect(zip(r.frame, expected).allSatisfy { abs($0 - $1) < 1e-6 } && r.frame.count == 4,
                    "t \(f.t): row \(r.row) at \(r.frame), expected \(expected)")
            }
            let first = try #require(f.rows.first), last = try #require(f.rows.last)
            #expect(first.frame[1] <= 0 && first.frame[1] + first.frame[3] > 0, "t \(f.t): first row \(first.frame)")
            #expect(last.frame[1] < 400 && last.frame[1] + last.frame[3] >= 400, "t \(f.t): last row \(last.frame)")
            // Live cells: those on screen plus at most a couple waiting for reuse.
            #expect(f.liveCells >= f.rows.count && f.liveCells <= f.rows.count + 2, "t \(f.t): \(f.liveCells) live for \(f.rows.count) rows")
        }
    }

    @Test func theSameScriptRecordsTheSameGIFBytesTwice() throws {
        let scratch = try Scratch()
        try Self.record(Self.script, to: scratch.file("a.gif"))
        try Self.record(Self.script, to: scratch.file("b.gif"))
        let a = try Data(contentsOf: scratch.file("a.gif")), b = try Data(contentsOf: scratch.file("b.gif"))
        #expect(a.count > 10_000 && a == b)
    }

    /// A script's wheel dy is the content's motion (negative: content up), so the offset grows.
    @Test func theWheelScrollsTheContentTheScriptsWay() throws {
        let scratch = try Scratch()
        try Self.record(
            """
            { "size": [240, 400], "scale": 1, "fps": 10, "duration": 0.5,
              "events": [ { "at": 0.1, "wheel": [0, -100], "point": [120, 200] },
                          { "at": 0.3, "wheel": [0, 30], "point": [120, 200] } ] }
            """, to: scratch.file("w.gif"), trace: scratch.file("w.jsonl"))
        let offsets = try Self.frames(scratch.file("w.jsonl")).map(\.offset.y)
        #expect(offsets == [0, 100, 100, 70, 70])
    }
}
