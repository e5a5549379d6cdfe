import FoldCore
import FoldHost
import FoldSDL
import FoldUI
import Foundation

/// One run of an app: the screen it launches on, its launch, its key window in a host, its end.
struct ApplicationLaunch {
    let application: UIApplication
    let delegate: any UIApplicationDelegate
    let arguments: [String]

    /// The program's name, for its messages and its window's title.
    static var program: String { ProcessInfo.processInfo.processName }

    static func refuse(_ message: String, status: Int32 = 1) -> Int32 {
        StandardStreams.say(program, message)
        return status
    }

    func run() -> Int32 {
        let options: ApplicationCommandLine
        do {
            options = try ApplicationCommandLine(arguments: arguments)
        } catch {
            _ = StandardStreams.say(Self.program, error.message)
            _ = StandardStreams.err(ApplicationCommandLine.usage + "\n")
            return 2
        }
        if options.help {
            print(ApplicationCommandLine.usage)
            return 0
        }
        let script: InputScript?
        do {
            script = try options.script.map { try InputScript.load(contentsOf: URL(fileURLWithPath: $0)) }
        } catch {
            StandardStreams.say(Self.program, error)
            return 1
        }
        let screen = UIScreen.main
        screen.prepareForLaunch(
            size: script?.size ?? options.size, scale: script.map { CGFloat($0.scale) } ?? options.scale)
        // The app launches under the settings: its first fonts and colours are at them.
        screen.apply(options.settings)
        if let script { screen.apply(script.settings) }
        defer {
            screen.endLaunch()
            application.detach()
        }
        application.delegate = delegate
        application.launch()
        guard let window = delegate.window ?? application.keyWindow else {
            return Self.refuse(
                "the app made no window: in application(_:didFinishLaunchingWithOptions:), make a UIWindow(frame: UIScreen.main.bounds), give it a rootViewController and call makeKeyAndVisible()"
            )
        }
        application.becomeActive()
        defer { application.terminate() }
        do {
            if let script, let record = options.record {
                let host = try HeadlessHost(app: FrameLoop(window: window), script: script)
                if options.realTime { host.pacing = .realTime }
                try host.record(
                    to: URL(fileURLWithPath: record), trace: options.trace.map { URL(fileURLWithPath: $0) })
            } else {
                try WindowHost(app: FrameLoop(window: window), title: Self.program).run()
            }
        } catch let error as WindowHostError {
            StandardStreams.say(Self.program, error)
            return error.isNoDisplay ? 3 : 1
        } catch {
            StandardStreams.say(Self.program, error)
            return 1
        }
        withExtendedLifetime(delegate) {}
        return 0
    }
}
