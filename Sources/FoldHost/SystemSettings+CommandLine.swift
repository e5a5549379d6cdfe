import FoldUI

/// The settings on a host's command line: `--appearance light|dark`, `--content-size XS…AX5`,
/// `--reduce-motion`, `--layout-direction ltr|rtl` (every FoldKit program that runs an app takes
/// them).
extension SystemSettings {
    public static let valuedOptions = ["appearance", "content-size", "layout-direction"]
    public static let switchOptions = ["reduce-motion"]
    public static let usage =
        "[--appearance light|dark] [--content-size XS…XXXL|AX1…AX5] [--reduce-motion] [--layout-direction ltr|rtl]"

    /// The settings given on a command line (none given: all nil).
    public init(_ arguments: CommandLineArguments) throws(UsageError) {
        self.init()
        if let name = arguments.string("appearance") {
            guard let style = Self.appearance(named: name) else {
                throw UsageError(message: "--appearance is light or dark, got '\(name)'")
            }
            appearance = style
        }
        if let name = arguments.string("content-size") {
            guard let category = Self.contentSize(named: name) else {
                throw UsageError(
                    message: "--content-size is one of \(Self.contentSizeNames.map(\.name).joined(separator: ", ")) "
                        + "(L is the default), got '\(name)'")
            }
            contentSize = category
        }
        if arguments.has("reduce-motion") { reduceMotion = true }
        if let name = arguments.string("layout-direction") {
            guard let direction = Self.layoutDirection(named: name) else {
                throw UsageError(message: "--layout-direction is ltr or rtl, got '\(name)'")
            }
            layoutDirection = direction
        }
    }
}
