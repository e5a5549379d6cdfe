import FoldCore
import FoldHost
import Foundation

let usage = """
    foldkit — Core Animation and POP semantics on Linux

    usage: foldkit <verb> [arguments]   (foldkit <verb> --help for each)

      curve       sample a timing function, a spring, a POP spring or a POP decay as JSON
      transform   the CATransform3D matrix of a list of CSS transform functions
      inspect     presentation geometry of a scene file's layers at a time; convert points
      render      a scene file to PNG (one frame), GIF or MP4
      effect      a FoldEffects effect baked into a scene file, or rendered to PNG, GIF or MP4

    Exit status: 0 on success, 2 for bad arguments or a scene that breaks the format contract.
    """

/// Runs a verb whose output is a file: messages on stderr, exit status 2 on bad input.
func runAction(_ name: String, _ body: () throws -> Void) -> Never {
    do {
        try body()
        exit(0)
    } catch let e as UsageError {
        err("foldkit \(name): \(e.message.escapingControlCharacters)\n")
    } catch let e as SceneError {
        // One line per problem (a problem's own text, a key from the file, cannot add lines), at
        // most StandardStreams.problemLimit of them.
        errEach(e.problems.map { "\(e.file): \($0)" })
    } catch let e as SceneWriteError {
        errEach(e.problems.map { "foldkit \(name): cannot write the scene: \($0)" })
    } catch let e as InputScriptError {
        errEach(e.problems.map { "\(e.file): \($0)" })
    } catch {
        err("foldkit \(name): \(error)".escapingControlCharacters + "\n")
    }
    exit(2)
}

/// Writes to stderr, or exits with status 1 (there is nowhere left to say why).
func err(_ text: String) {
    guard StandardStreams.err(text) else { exit(StandardStreams.failureStatus) }
}

/// Each line escaped, at most `StandardStreams.problemLimit`, then how many more there were; or
/// exits with status 1.
func errEach(_ lines: [String]) {
    guard StandardStreams.errEach(lines) else { exit(StandardStreams.failureStatus) }
}

/// Every `print` of the command line goes through `StandardStreams` (this shadows `Swift.print`
/// in the module), so no output can be lost silently.
func print(_ text: String) {
    StandardStreams.out(text + "\n")
}

/// Runs a verb whose output is one JSON object on stdout.
func runVerb(_ name: String, _ body: () throws -> OrderedJSON) -> Never {
    runAction(name) { print(try body().minified) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil, "--help", "-h", "help":
    print(usage)
case "curve":
    runVerb("curve") { try CurveCommand.run(Array(arguments.dropFirst())) }
case "transform":
    runVerb("transform") { try TransformCommand.run(Array(arguments.dropFirst())) }
case "inspect":
    runVerb("inspect") { try InspectCommand.run(Array(arguments.dropFirst())) }
case "render":
    runAction("render") { try RenderCommand.run(Array(arguments.dropFirst())) }
case "effect":
    runAction("effect") { try EffectCommand.run(Array(arguments.dropFirst())) }
case let verb?:
    var message = "foldkit: unknown verb '\(verb.escapingControlCharacters)'"
    if let near = nearest(verb, in: ["curve", "transform", "inspect", "render", "effect"]) { message += "; did you mean '\(near)'?" }
    err("\(message)\nRun 'foldkit --help' for the verbs.\n")
    exit(2)
}
