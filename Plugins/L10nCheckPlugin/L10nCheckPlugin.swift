import Foundation
import PackagePlugin

/// `swift package l10n-check [<arguments>]`: `l10n check`, which writes nothing, so it needs
/// no permission (the `l10n` plugin asks for one, whatever the command).
@main
struct L10nCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try runL10n(context.tool(named: "l10n"), arguments: ["check"] + arguments, in: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension L10nCheckPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try runL10n(context.tool(named: "l10n"), arguments: ["check"] + arguments, in: context.xcodeProject.directoryURL)
    }
}
#endif
