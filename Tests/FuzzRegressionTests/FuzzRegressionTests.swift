import FoldFuzzTargets
import Foundation
import Testing

/// Replays every file in `Tests/Fixtures/fuzz/<target>/` through the same function the fuzzer
/// calls. A crash or trap fails the whole run; each input must end in a clean result or error.
@Suite struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz")

    static func inputs(_ target: FuzzTarget) -> [URL] {
        let folder = root.appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func replaysTheRegressionInputs(_ target: FuzzTarget) throws {
        for url in Self.inputs(target) {
            let outcome = target.run(try Data(contentsOf: url))
            if case .refused(let message) = outcome {
                #expect(!message.isEmpty, "\(url.lastPathComponent): refused without a message")
            }
        }
    }

    /// The known-bad inputs end in the error that says what is wrong (each crashed, trapped or
    /// allocated a gigabyte before its fix).
    static let knownBad: [(target: FuzzTarget, file: String, message: String)] = [
        (.json, "high-surrogate-then-A.json", #"line 1, column 8: \uD800 is a high surrogate followed by \u0041"#),
        (.json, "lone-low-surrogate.json", #"line 1, column 2: \uDC00 is a low surrogate without a high surrogate"#),
        (.json, "high-surrogate-at-end.json", #"line 1, column 2: \uD800 is a high surrogate; follow it with a low surrogate"#),
        (.json, "high-surrogate-at-end-of-file.json", #"line 1, column 3: \uD800 is a high surrogate"#),
        (.json, "leading-zero.json", "line 1, column 1: a number starts with 0"),
        (.json, "signed-hex-escape.json", #"line 1, column 4: expected 4 hex digits after \u"#),
        (.scene, "surrogate-in-id.scene.json", #"fuzz: not valid JSON at line 1, column 59: \uD800 is a high surrogate followed by \u0041"#),
        (.image, "jpeg-3-bytes.jpg", "fuzz: truncated or corrupt JPEG data (no image size in the header)"),
        (.image, "jpeg-header-16000x16000.jpg", "fuzz: truncated or corrupt JPEG data: the header claims 16000×16000 pixels"),
        (.image, "png-header-16000x16000.png", "fuzz: truncated or corrupt PNG data: the header claims 16000×16000 pixels"),
    ]

    @Test func knownBadInputsEndInTheirErrors() throws {
        for bad in Self.knownBad {
            let url = Self.root.appendingPathComponent(bad.target.rawValue).appendingPathComponent(bad.file)
            let outcome = bad.target.run(try Data(contentsOf: url))
            guard case .refused(let message) = outcome else {
                Issue.record("\(bad.file): expected an error, got \(outcome)")
                continue
            }
            #expect(message.contains(bad.message), "\(bad.file): \(message)")
        }
    }

    /// Every target that has known-bad inputs keeps them; an emptied folder would pass silently.
    @Test func theKnownBadInputsAreThere() {
        for target in [FuzzTarget.json, .image] {
            #expect(!Self.inputs(target).isEmpty, "Tests/Fixtures/fuzz/\(target.rawValue) is empty")
        }
    }
}
