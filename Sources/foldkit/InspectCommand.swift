import FoldCore
import FoldHost
import Foundation

/// `foldkit inspect SCENE`: presentation geometry of a scene's layers at a time.
enum InspectCommand {
    static let help = """
        usage:
          foldkit inspect SCENE [--time T] [--layer ID]
          foldkit inspect SCENE --convert x,y --from ID --to ID [--time T]

        Prints the presentation values at time T (default 0) of every layer with an id (or one):
        {"layers":{ID:{"bounds","position","anchorPoint","frame","transform":[16],"corners":[[x,y]×4],
        "opacity","hidden","zPosition"}}} where corners are the bounds' corners on the canvas; opacity,
        hidden and zPosition are the layer's own presentation values (not its ancestors'). --convert maps a point between two
        layers' spaces (projected through 3D transforms): {"point":[x,y]}; 'canvas' names the canvas.
        """

    static func run(_ args: [String]) throws -> OrderedJSON {
        if args.contains("--help") || args.contains("-h") {
            print(help)
            exit(0)
        }
        let a = try CommandLineArguments(args, valued: ["time", "layer", "convert", "from", "to"])
        guard a.positionals.count == 1 else {
            throw UsageError(message: "inspect takes one scene file (got \(a.positionals.count) arguments)")
        }
        let scene = try SceneLoader.load(contentsOf: URL(fileURLWithPath: a.positionals[0]))
        let time = try a.double("time") ?? 0
        let roots = scene.presentation(at: time)
        let chains = LayerSnapshot.chains(in: roots)  // hashed: inspect is linear in the layers

        func chain(_ id: String) throws -> [LayerSnapshot]? {
            if id == "canvas" { return nil }
            if let c = chains[id] { return c }
            var message = "no layer with id '\(id)'"
            if let near = nearest(id, in: scene.layerIDs + ["canvas"]) { message += "; did you mean '\(near)'?" }
            throw UsageError(message: message)
        }
        func geometry(_ c: [LayerSnapshot]) -> LayerGeometry {
            LayerGeometry(chain: c.map { ($0.properties, $0.kind) })
        }

        if let p = try a.doubles("convert", count: 2) {
            guard let fromID = a.string("from"), let toID = a.string("to") else {
                throw UsageError(message: "--convert needs --from ID and --to ID ('canvas' for the canvas)")
            }
            var point = CGPoint(x: p[0], y: p[1])
            if let c = try chain(fromID) { point = geometry(c).toRoot(point) }
            if let c = try chain(toID) {
                guard let q = geometry(c).fromRoot(point) else {
                    throw UsageError(message: "the point does not land on layer '\(toID)' (seen edge-on or behind the eye)")
                }
                point = q
            }
            return .object([("point", .numbers([point.x, point.y]))])
        }
        if a.string("from") != nil || a.string("to") != nil {
            throw UsageError(message: "--from and --to go with --convert x,y")
        }

        var ids = scene.layerIDs
        if let only = a.string("layer") {
            _ = try chain(only)
            ids = [only]
        }
        var layers: [(String, OrderedJSON)] = []
        for id in ids {
            guard let c = try chain(id) else { continue }
            let p = c[0].properties
            let g = geometry(c)
            let corners = p.bounds.corners.map { g.toRoot($0) }
            layers.append(
                (
                    id,
                    .object([
                        ("bounds", .numbers([p.bounds.origin.x, p.bounds.origin.y, p.bounds.size.width, p.bounds.size.height])),
                        ("position", .numbers([p.position.x, p.position.y])),
                        ("anchorPoint", .numbers([p.anchorPoint.x, p.anchorPoint.y])),
                        ("frame", .numbers([p.frame.origin.x, p.frame.origin.y, p.frame.size.width, p.frame.size.height])),
                        ("transform", .numbers(p.transform.values)),
                        ("corners", .array(corners.map { .numbers([$0.x, $0.y]) })),
                        ("opacity", .number(p.opacity)),
                        ("hidden", .bool(p.isHidden)),
                        ("zPosition", .number(p.zPosition)),
                    ])
                ))
        }
        return .object([("layers", .object(layers))])
    }
}
