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
        let tool = try context.tool(named: "l10n")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        // Paths in l10n's output are relative to the package, as they are when run by hand.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let status = process.terminationReason == .exit ? "exited with \(process.terminationStatus)" : "was killed by signal \(process.terminationStatus)"
            // l10n's own output said what was found; this only makes `swift package` fail too.
            Diagnostics.error("l10n \(arguments.first ?? "") \(status)")
            return
        }
    }
}
