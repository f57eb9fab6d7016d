import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory l10n <command> [<arguments>]`: any
/// l10n command, run in the package's folder, allowed to write there (sync, generate, add …).
@main
struct L10nPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try runL10n(context.tool(named: "l10n"), arguments: arguments, in: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension L10nPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try runL10n(context.tool(named: "l10n"), arguments: arguments, in: context.xcodeProject.directoryURL)
    }
}
#endif
