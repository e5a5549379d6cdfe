import FoldCore
import FoldEffects
import FoldHost
import FoldMedia
import FoldRender
import FoodMenu
import Foundation
import Testing

/// FoldKit's errors share one shape (`FoldKitError`): a caller branches on the cause, finds the
/// place, and reads what to change — whichever layer threw.
@Suite struct ErrorShapeTests {
    func caught(_ body: () throws -> Void) -> (any FoldKitError)? {
        do {
            try body()
            return nil
        } catch let error as any FoldKitError {
            return error
        } catch {
            Issue.record("\(type(of: error)) is not a FoldKitError: \(error)")
            return nil
        }
    }

    @Test func eachLayerThrowsTheOneShape() throws {
        let cases: [(ErrorCause, String?, () throws -> Void)] = [
            (.commandLine, nil, { _ = try FoodMenuOptions(arguments: ["--size"]) }),
            (.scene, "s.json", { _ = try SceneLoader.load(data: Data(#"{"foldkit": 1}"#.utf8), name: "s.json") }),
            (.script, "t.json", { _ = try InputScript.load(data: Data(#"{"size": [10, 10]}"#.utf8), name: "t.json") }),
            (.file, "/nonexistent/x.png", { _ = try ImageLoader.load(contentsOf: URL(fileURLWithPath: "/nonexistent/x.png")) }),
            (.limit, nil, { _ = try RenderLimits.default.canvasPixels(size: CGSize(width: 1e6, height: 1), scale: 1) }),
            (.configuration, "width", { _ = try FoldingCellLayout(width: -1, foregroundHeight: 165, containerHeight: 479, itemCount: 4) }),
            (.syntax, nil, { _ = try CATransform3D(css: "rotate(") }),
            (.store, nil, { try FoodStore(directory: FileManager.default.temporaryDirectory).addToCart("") }),
        ]
        for (cause, location, body) in cases {
            let error = try #require(caught(body), "\(cause) threw nothing")
            #expect(error.cause == cause, "\(error)")
            #expect(error.location == location, "\(cause): \(String(describing: error.location))")
            #expect(!error.message.isEmpty && !error.message.contains("\n"), "\(cause): \(error.message)")
        }
    }
}
