import Foundation
import Testing

/// The SwiftPM command plugins, run through `swift package` in a temporary package that
/// depends on this one by path. Building l10n inside that package takes over a minute on a
/// small machine, so the suite runs only with `L10N_PLUGIN_TEST=1` (README "Development").
@Suite(.enabled(if: ProcessInfo.processInfo.environment["L10N_PLUGIN_TEST"] == "1", "set L10N_PLUGIN_TEST=1 to build and run the plugins"))
struct PluginEndToEndTests {
    /// `swift package <arguments>` in `directory`, both streams together, and the exit status.
    func swiftPackage(_ arguments: [String], in directory: URL) throws -> (output: String, exitCode: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package"] + arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        let output = try TempDirectory.make("swift-package").appendingPathComponent("output")
        try Data().write(to: output)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (String(decoding: try Data(contentsOf: output), as: UTF8.self), process.terminationStatus)
    }

    @Test func checkNeedsNoPermissionAndSyncWritesWithIt() throws {
        let root = try TempDirectory.make("plugin-package")
        try TempDirectory.write("""
            // swift-tools-version:6.2
            import PackageDescription
            let package = Package(
                name: "Shop",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: "\(PackagePaths.root.path)")],
                targets: [.target(name: "Shop")]
            )

            """, to: "Package.swift", in: root)
        let fixture = PackagePaths.fixtures.appendingPathComponent("Sync/InStep/Catalogs")
        try TempDirectory.write(
            try String(contentsOf: fixture.appendingPathComponent("Offers/Offers.xcstrings"), encoding: .utf8),
            to: "Sources/Shop/Offers/Offers.xcstrings", in: root)
        try TempDirectory.write(
            try String(contentsOf: fixture.appendingPathComponent("L10nKey.swift"), encoding: .utf8),
            to: "Sources/Shop/L10nKey.swift", in: root)
        try TempDirectory.write("{ \"paths\": [\"Sources\"] }\n", to: ".l10n.json", in: root)

        let unsynced = try swiftPackage(["l10n-check"], in: root)
        #expect(unsynced.exitCode != 0)
        #expect(unsynced.output.contains("has no key file, so its 4 keys have no typed accessors"), "\(unsynced.output)")

        let refused = try swiftPackage(["l10n", "sync"], in: root)
        #expect(refused.exitCode != 0)
        #expect(refused.output.contains("--allow-writing-to-package-directory"), "\(refused.output)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/Shop/Offers/L10nKey+offers.swift").path))

        let synced = try swiftPackage(["--allow-writing-to-package-directory", "l10n", "sync"], in: root)
        #expect(synced.exitCode == 0, "\(synced.output)")
        #expect(synced.output.contains("Sources/Shop/Offers/L10nKey+offers.swift: new file, +4 accessors"), "\(synced.output)")

        let checked = try swiftPackage(["l10n-check"], in: root)
        #expect(checked.exitCode == 0, "\(checked.output)")
        #expect(checked.output.contains("No problems in 2 files (4 keys)"))
    }
}
