import FoldFuzzTargets
import Foundation

// The fuzz driver: built with `-sanitize=fuzzer` and `-DFOLDKIT_FUZZ` (`make fuzz`), it hands
// argv to libFuzzer's driver, which calls `LLVMFuzzerTestOneInput`; FOLDKIT_FUZZ_TARGET picks
// the target. In a normal build it is a replayer: `foldkit-fuzz TARGET FILE…`.

#if FOLDKIT_FUZZ
let selected: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["FOLDKIT_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FuzzOutput.err("foldkit-fuzz: set FOLDKIT_FUZZ_TARGET to one of \(names)\n")
        exit(2)
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let outcome = selected.run(data)
    if printsOutcomes { print(outcome) }
    return 0
}

/// FOLDKIT_FUZZ_PRINT=1 prints each input's outcome, for triage (`foldkit-fuzz FILE…`).
let printsOutcomes = ProcessInfo.processInfo.environment["FOLDKIT_FUZZ_PRINT"] == "1"

/// libFuzzer's entry point for a program with its own `main` (SwiftPM names an executable's
/// entry `<module>_main`, so libFuzzer's `main` is not the one that runs).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@main enum Fuzz {
    static func main() {
        _ = selected
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
    }
}
#else
@main enum Replay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
            FuzzOutput.err("usage: foldkit-fuzz \(names) FILE…\n")
            exit(2)
        }
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FuzzOutput.err("foldkit-fuzz: cannot read \(path)\n")
                exit(1)
            }
            print("\(path): \(target.run(data))")
        }
    }
}
#endif
