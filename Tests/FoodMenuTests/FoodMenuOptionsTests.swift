import FoldCore
import FoldHost
import FoodMenu
import Foundation
import Testing

@Suite struct FoodMenuOptionsTests {
    func parse(_ args: String) throws -> FoodMenuOptions {
        try FoodMenuOptions(arguments: args.split(separator: " ").map(String.init))
    }

    func error(_ args: String) -> String {
        do {
            _ = try parse(args)
            return "no error"
        } catch { return "\(error)" }
    }

    @Test func theDefaultIsTheWindowAt375By667Scale2() throws {
        let o = try FoodMenuOptions(arguments: [])
        #expect(o.mode == .window && o.size == CGSize(width: 375, height: 667) && o.scale == 2 && o.dataDirectory == nil)
        let sized = try parse("--size 414,896 --scale 3 --data /tmp/x")
        #expect(sized.size == CGSize(width: 414, height: 896) && sized.scale == 3 && sized.dataDirectory == "/tmp/x")
        #expect(sized.storeDirectory.path == "/tmp/x")
    }

    @Test func eachModeWithItsOptions() throws {
        #expect(
            try parse("--script s.json --record o.mp4 --trace t.jsonl").mode
                == .script(path: "s.json", record: "o.mp4", trace: "t.jsonl"))
        #expect(try parse("--tour --record o.gif --size 390,844").mode == .tour(record: "o.gif", trace: nil))
        #expect(try parse("--print-state --data d").mode == .printState)
        #expect(try parse("--help").mode == .help)
        // --real-time paces a recording (HeadlessHost.pacing); off by default.
        #expect(try parse("--tour --record o.gif --real-time").realTime)
        #expect(try !parse("--tour --record o.gif").realTime)
    }

    @Test func mistakesSayWhatToChange() {
        #expect(error("--tour") == "--tour needs --record OUT.mp4 (or .gif, or a folder)")
        #expect(error("--script s.json") == "--script needs --record OUT.mp4 (or .gif, or a folder)")
        #expect(error("--record o.mp4") == "--record and --trace need --script FILE or --tour")
        #expect(error("--script s.json --tour --record o.mp4") == "--script and --tour: choose one")
        #expect(error("--real-time") == "--real-time paces a recording: it needs --script FILE or --tour with --record OUT")
        #expect(error("--script s.json --record o.mp4 --size 400,700").contains("put \"size\" and \"scale\" in the script"))
        #expect(error("--print-state --tour") == "--print-state takes only --data (got --tour)")
        #expect(error("--recrod o.mp4") == "unknown option --recrod; did you mean --record?")
        #expect(error("--size 10,10").contains("from 320"))
        #expect(error("--size abc").contains("got 'abc'"))
        #expect(error("--scale 0").contains("(0, 4]"))
        #expect(error("--scale nan").contains("(0, 4]"))
        #expect(error("--data") == "--data needs a value")
        #expect(error("--data --tour") == "--data needs a value before --tour")
        #expect(error("--data a --data b") == "--data is given twice")
        #expect(error("--tour --tour --record o.gif") == "--tour is given twice")
        #expect(error("--tour stray --record o.gif") == #"unexpected argument "stray"; options start with --"#)
        // "" would be the current folder, replaced by frames; the same file twice would lose one.
        #expect(
            error("--tour --record o.gif --trace o.gif") == "--record and --trace name the same file; give the trace another name"
        )
        #expect(
            error("--tour --record ./o.gif --trace o.gif")
                == "--record and --trace name the same file; give the trace another name")
    }

    @Test func anEmptyFileNameIsRefused() {
        for option in ["--record", "--trace", "--data", "--script"] {
            let args = ["--script", "s.json", "--record", "o.gif", "--trace", "t.jsonl", "--data", "d"]
            var given = args
            given[given.firstIndex(of: option)! + 1] = ""
            #expect(throws: UsageError(message: "\(option) needs a file name, not an empty string")) {
                try FoodMenuOptions(arguments: given)
            }
        }
    }

    @Test func theStatePrintsAsTheContractsJSON() throws {
        let state = FoodMenuState(liked: ["peking-duck", "egg-tart"], cart: ["mapo-tofu": 2, "egg-tart": 1])
        #expect(state.json == #"{"liked":["peking-duck","egg-tart"],"cart":{"egg-tart":1,"mapo-tofu":2}}"#)
        #expect(FoodMenuState().json == #"{"liked":[],"cart":{}}"#)
        // It is JSON that reads back to the same state.
        let object = try #require(JSONSerialization.jsonObject(with: Data(state.json.utf8)) as? [String: Any])
        #expect(object["liked"] as? [String] == state.liked)
        #expect(object["cart"] as? [String: Int] == state.cart)
    }
}
