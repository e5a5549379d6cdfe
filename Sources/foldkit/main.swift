import FoldCore
import Foundation

let usage = """
    foldkit — Core Animation and POP semantics on Linux

    usage: foldkit <verb> [arguments]   (foldkit <verb> --help for each)

      curve       sample a timing function, a spring, a POP spring or a POP decay as JSON
      transform   the CATransform3D matrix of a list of CSS transform functions
      inspect     presentation geometry of a scene file's layers at a time; convert points
      render      a scene file to PNG (one frame), GIF or MP4

    Exit status: 0 on success, 2 for bad arguments or a scene that breaks the format contract.
    """

/// Runs a verb whose output is a file: messages on stderr, exit status 2 on bad input.
func runAction(_ name: String, _ body: () throws -> Void) -> Never {
    do {
        try body()
        exit(0)
    } catch let e as UsageError {
        FileHandle.standardError.write(Data("foldkit \(name): \(e.message)\n".utf8))
    } catch let e as SceneError {
        FileHandle.standardError.write(Data("\(e.description)\n".utf8))
    } catch {
        FileHandle.standardError.write(Data("foldkit \(name): \(error)\n".utf8))
    }
    exit(2)
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
case let verb?:
    var message = "foldkit: unknown verb '\(verb)'"
    if let near = nearest(verb, in: ["curve", "transform", "inspect", "render"]) { message += "; did you mean '\(near)'?" }
    FileHandle.standardError.write(Data("\(message)\nRun 'foldkit --help' for the verbs.\n".utf8))
    exit(2)
}
