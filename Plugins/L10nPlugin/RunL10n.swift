import Foundation
import PackagePlugin

/// Runs the `l10n` this package builds in `directory` with `arguments`, its output going
/// straight to the terminal; a run that does not exit 0 fails the plugin, so
/// `swift package l10n check` fails a script as `l10n check` does.
func runL10n(_ tool: PluginContext.Tool, arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        throw L10nFailed(arguments: arguments, status: process.terminationStatus)
    }
}

struct L10nFailed: Error, CustomStringConvertible {
    var arguments: [String]
    var status: Int32
    var description: String { "'l10n \(arguments.joined(separator: " "))' exited with \(status)" }
}
