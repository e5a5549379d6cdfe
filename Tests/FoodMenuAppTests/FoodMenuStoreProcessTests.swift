import FoldTestSupport
import Foundation
import Testing

/// The store as processes use it: killed at random moments, two at once, a damaged file.
@Suite struct FoodMenuStoreProcessTests {
    static let emptyState = #"{"liked":[],"cart":{}}"#
    /// Every state the built-in tour passes through, in order (like at 5.2 s, add 3 at 7.2 s).
    static let tourStates = [
        emptyState, #"{"liked":["mapo-tofu"],"cart":{}}"#, #"{"liked":["mapo-tofu"],"cart":{"mapo-tofu":3}}"#,
    ]

    func scratch(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("foodmenu-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func printState(_ data: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        try BuiltProgram.foodmenu.run(["--print-state", "--data", data.path])
    }

    /// The tour recorded small (scale 0.5: the same points, a quarter of the pixels).
    func startTour(data: URL, out: URL) throws -> Process {
        let p = Process()
        p.executableURL = BuiltProgram.foodmenu.binary
        p.arguments = ["--tour", "--scale", "0.5", "--record", out.path, "--data", data.path]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    /// SIGKILL at 20 random moments of a tour (seeded, spread over a whole run's length): after
    /// each, `--print-state` succeeds and shows one of the states the tour passes through.
    @Test func killedAtRandomMomentsTheStoreIsAlwaysAStateTheTourReached() throws {
        let dir = try scratch("kill")
        defer { try? FileManager.default.removeItem(at: dir) }
        // How long a whole tour takes here, to spread the kills over it.
        let started = Date()
        let full = try startTour(data: dir.appendingPathComponent("whole"), out: dir.appendingPathComponent("whole.mp4"))
        full.waitUntilExit()
        #expect(full.terminationStatus == 0)
        let length = Date().timeIntervalSince(started)
        #expect(try printState(dir.appendingPathComponent("whole")).stdout == Self.tourStates[2] + "\n")

        var generator = SplitMix64(seed: 0xF00D)
        var seen: Set<String> = []
        for run in 0..<20 {
            let data = dir.appendingPathComponent("run\(run)")
            let p = try startTour(data: data, out: dir.appendingPathComponent("run\(run).mp4"))
            usleep(UInt32(Double.random(in: 0.05...max(0.1, length * 1.1), using: &generator) * 1e6))
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            let state = try printState(data)
            #expect(state.status == 0, "run \(run): \(state.stderr)")
            let text = state.stdout.trimmingCharacters(in: .newlines)
            #expect(Self.tourStates.contains(text), "run \(run) left \(text)")
            #expect(!state.stderr.contains("damaged"), "run \(run): \(state.stderr)")
            seen.insert(text)
        }
        #expect(seen.count > 1, "the kills landed at more than one state: \(seen)")
        // Each killed recording left its temporary beside its output; the next run in that folder
        // sweeps them (their PIDs are dead in this namespace).
        let next = try startTour(data: dir.appendingPathComponent("next"), out: dir.appendingPathComponent("next.mp4"))
        next.waitUntilExit()
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".foldkit-") }
        #expect(left.isEmpty, "\(left)")
    }

    /// SIGKILL inside write transactions: `--stress-store` commits one cart item per transaction
    /// and says "B" before and "C n" after each, so the test knows where each kill landed. After
    /// every kill the store opens, holds a committed count (the last one said, or the one whose
    /// COMMIT finished before it could be said), and a start leaves no journal or temporary.
    @Test func killedInsideWriteTransactionsTheStoreIsAlwaysACommittedState() throws {
        let dir = try scratch("stress")
        defer { try? FileManager.default.removeItem(at: dir) }
        var generator = SplitMix64(seed: 0x5EED)
        var inside = 0
        var counts: Set<Int> = []
        let runs = 30
        for run in 0..<runs {
            let data = dir.appendingPathComponent("run\(run)")
            let p = Process()
            p.executableURL = BuiltProgram.foodmenu.binary
            p.arguments = ["--stress-store", "1000000", "--data", data.path]
            let out = Pipe()
            p.standardOutput = out
            p.standardError = FileHandle.nullDevice
            try p.run()
            // Ready once the store is open ("R"), then killed 1…60 ms into the writes.
            var said = Data()
            while !said.starts(with: Data("R\n".utf8)) {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                said += chunk
            }
            usleep(UInt32(Double.random(in: 1_000...60_000, using: &generator)))
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            said += out.fileHandleForReading.readDataToEndOfFile()
            let lines = String(decoding: said, as: UTF8.self).split(separator: "\n")
            let committed = lines.last { $0.hasPrefix("C ") }.flatMap { Int($0.dropFirst(2)) } ?? 0
            if lines.last == "B" { inside += 1 }

            let state = try printState(data)
            #expect(state.status == 0 && state.stderr.isEmpty, "run \(run): \(state)")
            let object = try JSONSerialization.jsonObject(with: Data(state.stdout.utf8)) as? [String: Any]
            let count = (object?["cart"] as? [String: Int])?["stress"] ?? 0
            #expect(
                count == committed || (lines.last == "B" && count == committed + 1),
                "run \(run): said \(committed), holds \(count)")
            counts.insert(count)
            // The start that printed the state closed the store last: its log is checkpointed
            // and removed, and nothing else is left beside it.
            let files = try FileManager.default.contentsOfDirectory(atPath: data.path).sorted()
            #expect(files == ["foodmenu.sqlite"], "run \(run): \(files)")
        }
        #expect(inside > runs / 2, "kills inside a transaction: \(inside) of \(runs)")
        #expect(counts.count > 1, "states reached: \(counts.sorted())")
    }

    /// Two tours at once on one empty store: each adds 3 (an increment, not a rewrite), both like
    /// the same dish.
    @Test func twoToursAtOnceOnOneStoreAddUp() throws {
        let dir = try scratch("two")
        defer { try? FileManager.default.removeItem(at: dir) }
        let data = dir.appendingPathComponent("data")
        let a = try startTour(data: data, out: dir.appendingPathComponent("a.mp4"))
        let b = try startTour(data: data, out: dir.appendingPathComponent("b.mp4"))
        a.waitUntilExit()
        b.waitUntilExit()
        #expect(a.terminationStatus == 0 && b.terminationStatus == 0)
        let state = try printState(data)
        #expect(state.stdout == #"{"liked":["mapo-tofu"],"cart":{"mapo-tofu":6}}"# + "\n", "\(state)")
    }

    @Test func aGarbageStoreIsMovedAsideWithOneLineAndTheAppStartsEmpty() throws {
        let dir = try scratch("garbage")
        defer { try? FileManager.default.removeItem(at: dir) }
        let garbage = Data("this is not an SQLite database, just some bytes\n".utf8) + Data(repeating: 0xAB, count: 3000)
        try garbage.write(to: dir.appendingPathComponent("foodmenu.sqlite"))
        let first = try printState(dir)
        #expect(first.status == 0 && first.stdout == Self.emptyState + "\n")
        let lines = first.stderr.split(separator: "\n").filter { $0.hasPrefix("foodmenu: ") }
        #expect(lines.count == 1 && lines[0].contains("moved to") && lines[0].contains("starts empty"), "\(first.stderr)")
        let aside = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter {
            $0.hasPrefix("foodmenu.sqlite.corrupt-")
        }
        #expect(aside.count == 1)
        #expect(try Data(contentsOf: dir.appendingPathComponent(aside[0])) == garbage)
        // The app works on the fresh store: a tour saves into it, and nothing is reported again.
        let tour = try startTour(data: dir, out: dir.appendingPathComponent("t.mp4"))
        tour.waitUntilExit()
        #expect(tour.terminationStatus == 0)
        let after = try printState(dir)
        #expect(after.stdout == Self.tourStates[2] + "\n" && after.stderr.isEmpty, "\(after)")
    }

    @Test func badCommandLinesExitTwoWithTheRule() throws {
        let r = try BuiltProgram.foodmenu.run(["--tour"])
        #expect(r.status == 2 && r.stderr.hasPrefix("foodmenu: --tour needs --record"), "\(r.stderr)")
        let s = try BuiltProgram.foodmenu.run(["--print-state", "--data", "/proc/no-such/place"])
        #expect(s.status == 1 && s.stderr.contains("cannot open the store"), "\(s.stderr)")
    }
}
