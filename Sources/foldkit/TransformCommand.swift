import FoldCore
import FoldHost
import Foundation

/// `foldkit transform "CSS-FUNCTIONS"`: the CATransform3D a function list makes.
enum TransformCommand {
    static let help = """
        usage: foldkit transform "CSS-FUNCTIONS" [--apply x,y,z] [--invert]

        Prints {"matrix":[m11,…,m44]} for a list of CSS transform functions built like successive
        CATransform3D calls (the right-most applies to points first), e.g.
          foldkit transform "perspective(500) rotateY(45deg)" --apply 100,0,0
        --invert prints the inverse; --apply also prints {"point":[x,y,z],"w":w}, the homogeneous
        image of the point divided by w.
        """

    static func run(_ args: [String]) throws -> OrderedJSON {
        if args.contains("--help") || args.contains("-h") {
            print(help)
            exit(0)
        }
        // A leading '-' in a matrix value must not read as an option: only --apply/--invert are options.
        let a = try CommandLineArguments(args, valued: ["apply"], switches: ["invert"])
        guard a.positionals.count == 1 else {
            throw UsageError(message: "transform takes one quoted list of CSS functions (got \(a.positionals.count) arguments)")
        }
        var m: CATransform3D
        do { m = try CATransform3D(css: a.positionals[0]) } catch { throw UsageError(message: "\(error)") }
        if a.has("invert") {
            guard let inv = m.inverted() else { throw UsageError(message: "the transform is singular and has no inverse") }
            m = inv
        }
        var out: [(String, OrderedJSON)] = [("matrix", .numbers(m.values))]
        if let p = try a.doubles("apply", count: 3) {
            let h = m.applyHomogeneous(Vector3(p[0], p[1], p[2]))
            out.append(("point", .numbers([h.x / h.w, h.y / h.w, h.z / h.w])))
            out.append(("w", .number(h.w)))
        }
        return .object(out)
    }
}
