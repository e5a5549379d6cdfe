import FoldCore
import FoldMedia
import FoldRender
import Foundation

/// The bodies of the fuzz targets. Each checks a few invariants on what it accepts, so the
/// fuzzer finds wrong answers as well as crashes (a failed check is a `preconditionFailure`).
public enum FuzzTargets {
    public static func scene(_ data: Data) -> FuzzOutcome {
        do {
            let scene = try SceneLoader.load(data: data, name: "fuzz")
            check(scene.size.width > 0 && scene.size.height > 0 && scene.scale > 0, "scene accepted with an empty canvas")
            checkRoundTrip(scene)
            return .accepted
        } catch let error as SceneError {
            check(!error.problems.isEmpty, "SceneError without problems")
            return .refused(error.description)
        } catch {
            return .refused("\(error)")
        }
    }

    public static func json(_ data: Data) -> FuzzOutcome {
        do {
            _ = try JSONValue.parse(data)
            // Anything we accept is valid JSON for Foundation too (RFC 8259 is the contract).
            let foundation = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            check(foundation != nil, "JSONValue accepted text that JSONSerialization refuses")
            return .accepted
        } catch let problem as SceneProblem {
            check(problem.message.hasPrefix("not valid JSON at line "), "JSON error without a line: \(problem.message)")
            return .refused(problem.message)
        } catch {
            return .refused("\(error)")
        }
    }

    public static func svgPath(_ data: Data) -> FuzzOutcome {
        let text = String(decoding: data, as: UTF8.self)
        do {
            let path = try Path(svgPathData: text)
            // Flattening and measuring must also survive whatever parsed; huge or non-finite
            // coordinates are allowed by the syntax.
            _ = path.boundingBox
            let measure = PathMeasure(path)
            if measure.length.isFinite {
                _ = measure.point(atDistance: measure.length / 2)
            }
            return .accepted
        } catch {
            return .refused("\(error)")
        }
    }

    public static func cssTransform(_ data: Data) -> FuzzOutcome {
        let text = String(decoding: data, as: UTF8.self)
        do {
            let transform = try CATransform3D(css: text)
            _ = transform.decomposition
            _ = transform.inverted()
            return .accepted
        } catch {
            check(!"\(error)".isEmpty, "empty transform error")
            return .refused("\(error)")
        }
    }

    public static func image(_ data: Data) -> FuzzOutcome {
        do {
            let bitmap = try ImageLoader.decode(data, name: "fuzz")
            check(bitmap.width > 0 && bitmap.height > 0, "decoded an empty image")
            check(bitmap.pixels.count == bitmap.width * bitmap.height, "pixel count does not match the size")
            // Premultiplied: no colour component above its alpha.
            for p in bitmap.pixels {
                let a = p >> 24
                check(p & 0xFF <= a && p >> 8 & 0xFF <= a && p >> 16 & 0xFF <= a, "pixel not premultiplied")
            }
            return .accepted
        } catch let error as ImageError {
            check(error.file == "fuzz" && !error.problem.isEmpty, "image error without a message")
            return .refused(error.description)
        } catch {
            return .refused("\(error)")
        }
    }

    /// What loads also writes (unless a value overflowed to infinity on the way, which the
    /// writer refuses), reads back to the same presentation, and writes the same bytes again.
    static func checkRoundTrip(_ scene: Scene) {
        let written: Data
        do {
            written = try SceneWriter.data(for: scene)
        } catch let e as SceneWriteError {
            check(e.problems.allSatisfy { $0.message.contains("finite") }, "a loaded scene cannot be written: \(e)")
            return
        } catch {
            check(false, "SceneWriter threw \(error)")
            return
        }
        guard let again = try? SceneLoader.load(data: written, name: "fuzz (written)") else {
            check(false, "the written scene does not load:\n\(String(decoding: written, as: UTF8.self))")
            return
        }
        for t in [0, 0.1, 0.5, 1, scene.duration] {
            let a = scene.presentation(at: t), b = again.presentation(at: t)
            // Descriptions also match where both hold NaN (which never equals itself).
            check(a == b || "\(a)" == "\(b)", "the written scene shows something else at t = \(t)")
        }
        check((try? SceneWriter.data(for: again)) == written, "writing the written scene gives other bytes")
    }

    /// A failed invariant: stops the process so libFuzzer records the input.
    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("fuzz invariant: \(message())") }
    }
}
