import FoldCore
import FoldUI
import Foundation
import Testing

@testable import FoldHost

func loadScript(_ json: String) throws -> InputScript { try InputScript.load(data: Data(json.utf8), name: "t.json") }

/// The problems a bad script reports, as "path: message".
func scriptProblems(_ json: String) -> [String] {
    do {
        _ = try loadScript(json)
        return []
    } catch let e as InputScriptError {
        return e.problems.map(\.description)
    } catch {
        return ["unexpected \(error)"]
    }
}

@Suite struct InputScriptTests {
    static let example = """
        { "size": [375, 667], "scale": 2, "fps": 60, "duration": 4.0,
          "events": [
            { "at": 0.5, "tap": [187, 300] },
            { "at": 1.0, "drag": [[200, 560], [200, 160]], "duration": 0.25 },
            { "at": 2.5, "drag": [[200, 300], [200, 420], [200, 900]], "duration": 0.6 },
            { "at": 3.5, "key": "space" }
          ] }
        """

    @Test func theIssuesExampleBecomesExactFrames() throws {
        let s = try loadScript(Self.example)
        #expect(s.size == CGSize(width: 375, height: 667) && s.scale == 2 && s.fps == 60)
        #expect(s.frameCount == 240)
        // Tap: down on frame 30 (0.5 s), up on frame 31 at the same point.
        #expect(s.events(forFrame: 29) == [])
        #expect(s.events(forFrame: 30) == [.pointerDown(CGPoint(x: 187, y: 300))])
        #expect(s.events(forFrame: 31) == [.pointerUp(CGPoint(x: 187, y: 300))])
        // Drag over 0.25 s = 15 frames: down at 60, moves on 61…75 of 400/15 pt each, up on 75.
        #expect(s.events(forFrame: 60) == [.pointerDown(CGPoint(x: 200, y: 560))])
        for k in 1...15 {
            let y = 560 - 400 * Double(k) / 15
            guard case .pointerMoved(let p) = s.events(forFrame: 60 + k)[0] else {
                Issue.record("frame \(60 + k) has no move")
                continue
            }
            #expect(p.x == 200 && abs(p.y - y) < 1e-9)
        }
        #expect(s.events(forFrame: 75).last == .pointerUp(CGPoint(x: 200, y: 160)))
        #expect(s.events(forFrame: 76) == [])
        // Three points, 120 + 480 = 600 pt over 36 frames: constant speed through the corner.
        #expect(s.events(forFrame: 150) == [.pointerDown(CGPoint(x: 200, y: 300))])
        let sixth = s.events(forFrame: 156)  // 6/36 of 600 pt = 100 pt along
        #expect(sixth == [.pointerMoved(CGPoint(x: 200, y: 400))])
        let twelfth = s.events(forFrame: 162)  // 200 pt: 80 pt past the corner at 420
        #expect(twelfth == [.pointerMoved(CGPoint(x: 200, y: 500))])
        #expect(s.events(forFrame: 186) == [.pointerMoved(CGPoint(x: 200, y: 900)), .pointerUp(CGPoint(x: 200, y: 900))])
        #expect(s.events(forFrame: 210) == [.key("space")])
        // Every other frame is empty: 2 + 16 + 37 + 1 frames have events.
        #expect((0..<240).filter { !s.events(forFrame: $0).isEmpty }.count == 2 + 16 + 37 + 1)
    }

    @Test func eventTimesRoundUpToAFrameWithoutFloatingPointSlips() throws {
        #expect(InputScript.firstFrame(at: 1.0 / 3.0, fps: 60) == 20)
        #expect(InputScript.firstFrame(at: 0.1, fps: 30) == 3)
        #expect(InputScript.firstFrame(at: 0.101, fps: 30) == 4)
        #expect(InputScript.firstFrame(at: 0, fps: 24) == 0)
        let s = try loadScript(#"{"size": [10, 10], "fps": 30, "duration": 1, "events": [{"at": 0.101, "key": "c"}]}"#)
        #expect(s.events(forFrame: 4) == [.key("c")] && s.events(forFrame: 3) == [])
        #expect(s.scale == 1)  // the default
    }

    @Test func wheelEventsAreAnExtension() throws {
        let s = try loadScript(#"{"size": [10, 10], "duration": 1, "events": [{"at": 0.5, "wheel": [0, -40], "point": [5, 6]}]}"#)
        #expect(s.events(forFrame: 30) == [.wheel(dx: 0, dy: -40, at: CGPoint(x: 5, y: 6))])
    }

    /// The device settings, at the start and mid-run (docs/input-script.md).
    @Test func settingsAreAnExtension() throws {
        let s = try loadScript(
            #"{"size": [10, 10], "duration": 1, "settings": {"appearance": "dark"}, "events": ["#
                + #"{"at": 0, "tap": [1, 1]}, {"at": 0.5, "settings": {"contentSize": "ax5", "reduceMotion": true}}]}"#)
        #expect(s.settings == SystemSettings(appearance: .dark))
        #expect(
            s.events(forFrame: 0) == [.settings(SystemSettings(appearance: .dark)), .pointerDown(CGPoint(x: 1, y: 1))],
            "the start's settings before the first frame's input")
        #expect(
            s.events(forFrame: 30) == [
                .settings(SystemSettings(contentSize: .accessibilityExtraExtraExtraLarge, reduceMotion: true))
            ])
        let p = scriptProblems(
            #"{"size": [10, 10], "duration": 1, "settings": {"apearance": "dark"}, "events": ["#
                + #"{"at": 0.5, "settings": {"appearance": "dim", "contentSize": "XXXXL", "reduceMotion": 1}},"#
                + #"{"at": 0.6, "settings": {}}]}"#)
        #expect(p.contains("settings.apearance: unknown key 'apearance' in settings; did you mean 'appearance'?"), "\(p)")
        #expect(p.contains { $0.hasPrefix("events[0].settings.appearance: expected \"light\" or \"dark\", got") }, "\(p)")
        #expect(
            p.contains {
                $0.hasPrefix("events[0].settings.contentSize: expected one of \"XS\", \"S\"") && $0.contains("\"AX5\"")
            }, "\(p)")
        #expect(p.contains { $0.hasPrefix("events[0].settings.reduceMotion: expected true or false") }, "\(p)")
        #expect(p.contains { $0.hasPrefix("events[1].settings: names no setting") }, "\(p)")
        #expect(p.contains { $0.hasPrefix("settings: names no setting") }, "\(p)")
    }

    /// `--appearance`, `--content-size`, `--reduce-motion`, as every host takes them.
    @Test func settingsOnTheCommandLine() throws {
        func parse(_ args: [String]) throws(UsageError) -> SystemSettings {
            try SystemSettings(
                CommandLineArguments(args, valued: SystemSettings.valuedOptions, switches: SystemSettings.switchOptions))
        }
        #expect(try parse([]) == SystemSettings())
        #expect(
            try parse(["--appearance", "dark", "--content-size", "XXXL", "--reduce-motion"])
                == SystemSettings(appearance: .dark, contentSize: .extraExtraExtraLarge, reduceMotion: true))
        #expect(try parse(["--content-size", "xs"]) == SystemSettings(contentSize: .extraSmall))
        #expect(throws: UsageError.self) { try parse(["--appearance", "dim"]) }
        do {
            _ = try parse(["--content-size", "huge"])
            Issue.record("a size that is not one")
        } catch {
            #expect(
                error.message.contains("XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5") && error.message.contains("'huge'"))
        }
    }

    @Test func everyProblemHasItsPathAndTheNearestKey() {
        let p = scriptProblems(
            """
            {"size": [375, 667], "scael": 2, "duration": 4, "events": [
              {"at": 0.5, "tapp": [1, 2]},
              {"at": 1, "drag": [[0, 0], [1, "x"]], "duration": 0.2},
              {"at": 2, "tap": [1, 2], "key": "s"},
              {"at": 3, "drag": [[0, 0], [5, 5]]},
              {"at": -1, "key": "q"}
            ]}
            """)
        #expect(p.contains("scael: unknown key 'scael' in the script; did you mean 'scale'?"))
        #expect(p.contains("events[0].tapp: unknown key 'tapp' in an event; did you mean 'tap'?"))
        #expect(p.contains("events[0]: an event needs one of \"tap\", \"drag\", \"key\", \"wheel\" or \"settings\""))
        #expect(p.contains("events[1].drag[1][1]: expected a coordinate in points, got a string"))
        #expect(p.contains { $0.hasPrefix("events[2]: an event does one thing") })
        #expect(p.contains { $0.hasPrefix("events[3].duration: missing") })
        #expect(p.contains { $0.hasPrefix("events[4].at: -1.0 is out of range") })
        #expect(p.count == 7)
    }

    @Test func eventsMustBeInTimeOrderAndThePointerInOneGestureAtATime() {
        let order = scriptProblems(
            #"{"size": [10, 10], "duration": 4, "events": [{"at": 2, "key": "a"}, {"at": 1, "key": "b"}]}"#)
        #expect(order == ["events[1].at: 1.0 s comes before the previous event's 2.0 s; list events in time order"])
        let overlap = scriptProblems(
            #"{"size": [10, 10], "duration": 4, "events": [{"at": 1, "drag": [[0, 0], [9, 9]], "duration": 0.5}, {"at": 1.25, "tap": [1, 1]}]}"#
        )
        #expect(overlap.count == 1 && overlap[0].hasPrefix("events[1].at: the pointer is still down in events[0] until 1.5 s"))
        // A key during a drag is fine, and a tap may start on the frame the drag lifts.
        let fine = scriptProblems(
            #"{"size": [10, 10], "duration": 4, "events": [{"at": 1, "drag": [[0, 0], [9, 9]], "duration": 0.5}, {"at": 1.2, "key": "c"}, {"at": 1.5, "tap": [1, 1]}]}"#
        )
        #expect(fine == [])
    }

    @Test func eventsMustEndInsideTheScript() {
        let p = scriptProblems(#"{"size": [10, 10], "fps": 10, "duration": 1, "events": [{"at": 0.95, "tap": [1, 1]}]}"#)
        #expect(
            p.count == 1 && p[0].hasPrefix("events[0].at: this event ends on frame 11 (1.1 s), after the script's last frame 9"))
    }

    /// Times and durations with no frame number an Int can hold (1e19, 1e308 s) are refused
    /// like any event past the end, not trapped on.
    @Test func eventsFarPastTheEndAreRefusedNotTrappedOn() {
        for at in ["1e19", "1e308"] {
            let tap = scriptProblems(#"{"size": [10, 10], "duration": 1, "events": [{"at": \#(at), "tap": [1, 1]}]}"#)
            #expect(tap.count == 1 && tap[0].hasPrefix("events[0].at: this event starts at "), "\(tap)")
            let drag = scriptProblems(
                #"{"size": [10, 10], "duration": 1, "events": [{"at": 0.1, "drag": [[0, 0], [9, 9]], "duration": \#(at)}]}"#)
            #expect(drag.count == 1 && drag[0].hasPrefix("events[0].duration: this drag lasts until "), "\(drag)")
        }
        #expect(throws: InputScriptError.self) {
            try InputScript(size: CGSize(width: 10, height: 10), duration: 1, events: [.init(at: 1e308, .key("q"))])
        }
    }

    /// A key no window can press ("nosuchkey") was accepted and did nothing; a long name was
    /// echoed whole. Names are SDL's, lowercased, and a message quotes at most 60 characters.
    @Test func keyNamesAreTheWindowsKeyNames() {
        let fine = scriptProblems(
            #"{"size": [10, 10], "duration": 1, "events": [{"at": 0, "key": "space"}, {"at": 0.1, "key": "left ctrl"}, {"at": 0.2, "key": "f12"}]}"#
        )
        #expect(fine == [])
        let typo = scriptProblems(#"{"size": [10, 10], "duration": 1, "events": [{"at": 0, "key": "spcae"}]}"#)
        #expect(
            typo.count == 1 && typo[0].hasPrefix(#"events[0].key: "spcae" is not a key name"#)
                && typo[0].hasSuffix(#"did you mean "space"?"#), "\(typo)")
        #expect(scriptProblems(#"{"size": [10, 10], "duration": 1, "events": [{"at": 0, "key": "nosuchkey"}]}"#).count == 1)
        let long = String(repeating: "k", count: 100_000)
        let huge = scriptProblems(#"{"size": [10, 10], "duration": 1, "events": [{"at": 0, "key": "\#(long)"}]}"#)
        #expect(huge.count == 1 && huge[0].count < 300 && huge[0].contains("(100000 characters)"), "\(huge.first?.count ?? 0)")
        let control = scriptProblems(
            #"{"size": [10, 10], "duration": 1, "events": [{"at": 0, "key": "a\u001b]0;pwned\u0007\nfake"}]}"#)
        #expect(control.count == 1 && !control[0].unicodeScalars.contains { $0.value < 0x20 }, "\(control)")
        #expect(control.first?.contains(#"\u{1B}]0;pwned\u{7}\u{A}fake"#) == true, "\(control)")
    }

    /// Two million mistakes made a message of many megabytes: the reader keeps the first 1000.
    @Test func aFileOfManyProblemsIsReportedByItsFirstThousand() {
        let events = (0..<5000).map { _ in #"{"at": -1, "key": "a"}"# }.joined(separator: ",")
        let p = scriptProblems(#"{"size": [10, 10], "duration": 1, "events": [\#(events)]}"#)
        #expect(p.count == 1001 && p.last == "more than 1000 problems; the rest are not listed", "\(p.count)")
    }

    @Test func limitsAreTheScenesLimits() {
        #expect(
            scriptProblems(#"{"size": [10, 10], "fps": 500, "duration": 1}"#) == [
                "fps: 500.0 is out of range; expected frames per second in 0.01…240.0"
            ])
        let frames = scriptProblems(#"{"size": [10, 10], "fps": 240, "duration": 1000}"#)
        #expect(
            frames.count == 1
                && frames[0].hasPrefix("duration: 1000 s at 240 fps is 240000 frames; a recording may have at most 100000"))
        let pixels = scriptProblems(#"{"size": [20000, 10], "scale": 2, "duration": 1}"#)
        #expect(pixels.count == 1 && pixels[0].hasPrefix("size: a 20000×10 pt canvas at scale 2 is 40000×20 pixels"))
        #expect(
            scriptProblems(#"{"size": [10, 10], "scale": 9, "duration": 1}"#) == [
                "scale: expected pixels per point greater than 0 and at most 8.0, got 9.0"
            ])
        #expect(scriptProblems(#"{"size": [10, 10]}"#) == [#"duration: missing; add "duration": seconds to run"#])
        #expect(scriptProblems("[1]") == ["expected an object, got an array"])
        #expect(scriptProblems(#"{"size": [10, 10], "#).count == 1)
    }

    @Test func aScriptFromValuesIsCheckedLikeAFile() {
        #expect(throws: InputScriptError.self) {
            try InputScript(size: CGSize(width: 10, height: 10), duration: 1, events: [.init(at: 0.5, .drag([], duration: 1))])
        }
    }
}
