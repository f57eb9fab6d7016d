import Foundation
import Testing

/// The build-tool plugin as a package that depends on l10n uses it: a temporary package whose
/// target names `L10nBuildToolPlugin` is built with `swift build`, which builds l10n from source
/// and runs `l10n check --format xcode` on the target before compiling it.
@Suite(.tags(.endToEnd)) struct BuildToolPluginTests {
    /// A package whose one target holds the sample feature from `Sync/InStep`. The key files
    /// are excluded from compiling (`LocalizedStringResource` is not in Foundation on Linux);
    /// l10n reads them from the target's folder all the same.
    func dependentPackage() throws -> URL {
        let folder = try Fixture.copy(named: "Sync/InStep")
        // SwiftPM names a package given by path after its folder.
        let identity = PackagePaths.root.standardizedFileURL.lastPathComponent.lowercased()
        try TempDirectory.write("""
            // swift-tools-version:6.2
            import PackageDescription

            let package = Package(
                name: "Shop",
                dependencies: [.package(path: \(String(reflecting: PackagePaths.root.path)))],
                targets: [
                    .target(
                        name: "Shop", path: "Catalogs", exclude: ["L10nKey.swift", "Offers/L10nKey+offers.swift"],
                        plugins: [.plugin(name: "L10nBuildToolPlugin", package: \(String(reflecting: identity)))])
                ]
            )

            """, to: "Package.swift", in: folder)
        try TempDirectory.write("public let shopName = \"Shop\"\n", to: "Catalogs/Shop.swift", in: folder)
        return folder
    }

    /// The lines l10n wrote in `swift build`'s output.
    func findings(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.hasPrefix("/") && $0.hasSuffix("]") && ($0.contains(": warning: ") || $0.contains(": error: ")) }
    }

    /// Every file of the package outside `.build`, with its bytes.
    func contents(of package: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(at: package, includingPropertiesForKeys: [.isRegularFileKey]))
        for case let url as URL in enumerator {
            if url.lastPathComponent == ".build" { enumerator.skipDescendants(); continue }
            if try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
                files[url.path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    @Test func findingsAreWarningsAndErrorsOfEveryBuild() throws {
        let package = try dependentPackage()
        let swift = try CommandPluginTests().swift()
        let catalogs = package.appendingPathComponent("Catalogs").path
        let before = try contents(of: package)

        // The first build builds l10n in the dependent package: minutes on a busy machine.
        let build = try L10nBinary.runProcess(swift, arguments: ["build"], in: package)
        let direct = try L10nBinary.run(["check", "--format", "xcode", catalogs], in: package)
        // Only unused-key warnings: no Swift code here uses the keys.
        #expect(direct.exitCode == 0 && direct.stdout.contains(": warning: ") && direct.stdout.contains("[unused-key]"))
        #expect(findings(build.stdout) == findings(direct.stdout), "stdout: \(build.stdout)\nstderr: \(build.stderr)")
        #expect(!findings(direct.stdout).isEmpty)
        #expect(build.stdout.contains("l10n check Shop"))
        #expect(build.exitCode == 0, "stdout: \(build.stdout)\nstderr: \(build.stderr)")
        #expect(try contents(of: package) == before, "the plugin writes nothing into the package")

        // The project's .l10n.json applies: its severity makes the same findings errors, which fail the build.
        try TempDirectory.write(#"{ "severity" : { "unused-key" : "error" } }"#, to: ".l10n.json", in: package)
        let strict = try L10nBinary.runProcess(swift, arguments: ["build"], in: package)
        let strictLines = findings(strict.stdout)
        #expect(!strictLines.isEmpty && strictLines.allSatisfy { $0.contains(": error: ") && $0.hasSuffix("[unused-key]") }, "\(strict.stdout)")
        #expect(strict.exitCode != 0)
        try FileManager.default.removeItem(at: package.appendingPathComponent(".l10n.json"))

        // Drift: an accessor deleted by hand is an error at the catalog's line on the next build.
        let keyFile = package.appendingPathComponent(CommandPluginTests.keyFile)
        let synced = try String(contentsOf: keyFile, encoding: .utf8)
        let drifted = synced.replacingOccurrences(
            of: "            static let sortButton = LocalizedStringResource(\"offers.list.sort\", table: \"Offers\") // toolbar\n", with: "")
        #expect(drifted != synced)
        try Data(drifted.utf8).write(to: keyFile)
        let failing = try L10nBinary.runProcess(swift, arguments: ["build"], in: package)
        let expected = try L10nBinary.run(["check", "--format", "xcode", catalogs], in: package)
        #expect(expected.exitCode == 1 && expected.stdout.contains(": error: Key 'offers.list.sort' has no accessor"))
        #expect(findings(failing.stdout) == findings(expected.stdout), "\(failing.stdout)")
        #expect(failing.exitCode != 0)
    }
}
