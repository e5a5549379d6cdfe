import FoldCore
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
        StandardStreams.err("foldkit \(name): \(e.message.escapingControlCharacters)\n")
    } catch let e as SceneError {
        // One line per problem; a problem's own text (a key from the file) cannot add lines.
        for problem in e.problems { StandardStreams.err("\(e.file): \(problem)".escapingControlCharacters + "\n") }
    } catch let e as SceneWriteError {
        for problem in e.problems { StandardStreams.err("foldkit \(name): cannot write the scene: \(problem)".escapingControlCharacters + "\n") }
    } catch {
        StandardStreams.err("foldkit \(name): \(error)".escapingControlCharacters + "\n")
    }
    exit(2)
}

extension String {
    /// Control characters (ESC, BEL, newlines, C1 codes) from files or arguments written as
    /// `\u{1B}` escapes, so a message cannot drive the terminal or forge extra lines.
    var escapingControlCharacters: String {
        var out = ""
        for scalar in unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Runs a verb whose output is one JSON object on stdout.
func runVerb(_ name: String, _ body: () throws -> JSONOut) -> Never {
    runAction(name) { print(try body().text) }
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
    StandardStreams.err("\(message)\nRun 'foldkit --help' for the verbs.\n")
    exit(2)
}
