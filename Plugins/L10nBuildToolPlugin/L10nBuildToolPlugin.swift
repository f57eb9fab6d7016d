import Foundation
import PackagePlugin

/// Runs `l10n check --format xcode` on every build of a target that holds String Catalogs, so
/// its findings appear as warnings and errors at their lines (in Xcode's issue navigator, in
/// `swift build`'s output) and an error fails the build. A build command without outputs runs
/// on every build; it only reads, so it writes nothing into the package and needs no
/// permission. SwiftPM runs it in the package's folder, whose `.l10n.json` (languages,
/// severities, `exclude`, …) applies as when `l10n check` is run there by hand.
@main
struct L10nBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        guard files.contains(where: Self.isCatalog) else { return [] }
        return [Self.check(target.name, tool: try context.tool(named: "l10n"), paths: [target.directoryURL], inputs: files)]
    }

    static func isCatalog(_ url: URL) -> Bool {
        url.pathExtension == "xcstrings"
    }

    /// The target's folder is the path: its catalogs, the key files beside them, and the Swift
    /// code that uses their keys. Absolute paths, so every finding points at its file.
    static func check(_ name: String, tool: PluginContext.Tool, paths: [URL], inputs: [URL]) -> Command {
        .buildCommand(
            displayName: "l10n check \(name)",
            executable: tool.url,
            arguments: ["check", "--format", "xcode"] + paths.map(\.path),
            inputFiles: inputs,
            outputFiles: [])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same for a target of an Xcode project: the project's folder is checked, as `l10n
/// check` run there does, for each target that has a catalog among its files.
extension L10nBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        guard files.contains(where: Self.isCatalog) else { return [] }
        return [Self.check(
            target.displayName, tool: try context.tool(named: "l10n"), paths: [context.xcodeProject.directoryURL], inputs: files)]
    }
}
#endif
