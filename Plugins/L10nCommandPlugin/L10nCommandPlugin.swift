import Foundation
import PackagePlugin

/// `swift package l10n <command> …`: runs the `l10n` built from this package in the package that
/// uses it, so a team needs nothing installed. It declares no permission, so read-only commands
/// (`check`, `report`, `sync --check`) run as they are; commands that write need
/// `swift package --allow-writing-to-package-directory l10n sync`, which SwiftPM's sandbox
/// enforces on macOS.
@main
struct L10nCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        run(try context.tool(named: "l10n"), arguments: arguments, in: context.package.directoryURL)
    }

    /// Paths in l10n's output are relative to `directory`, as they are when run by hand there.
    func run(_ tool: PluginContext.Tool, arguments: [String], in directory: URL) {
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        do {
            try process.run()
        } catch {
            Diagnostics.error("could not run l10n: \(error)")
            return
        }
        process.waitUntilExit()
        // l10n's own output said what was found; this only makes `swift package` fail too.
        if process.terminationReason != .exit {
            Diagnostics.error("l10n \(arguments.first ?? "") was killed by signal \(process.terminationStatus)")
        } else if process.terminationStatus != 0 {
            Diagnostics.error("l10n \(arguments.first ?? "") exited with \(process.terminationStatus)")
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same from an Xcode project's context menu, run in the project's folder.
extension L10nCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        run(try context.tool(named: "l10n"), arguments: arguments, in: context.xcodeProject.directoryURL)
    }
}
#endif
