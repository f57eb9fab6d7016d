import Foundation
import Testing

/// The command plugin as a package that depends on l10n uses it: a temporary package naming this
/// one by path runs `swift package l10n …`, which builds l10n from source and runs it there.
@Suite(.tags(.endToEnd)) struct CommandPluginTests {
    static let keyFile = "Catalogs/Offers/L10nKey+offers.swift"

    /// A package with one library target and the sample feature from `Sync/InStep`.
    func dependentPackage() throws -> URL {
        let folder = try Fixture.copy(named: "Sync/InStep")
        try TempDirectory.write("""
            // swift-tools-version:6.2
            import PackageDescription

            let package = Package(
                name: "Shop",
                dependencies: [.package(path: \(String(reflecting: PackagePaths.root.path)))],
                targets: [.target(name: "Shop", path: "Catalogs")]
            )

            """, to: "Package.swift", in: folder)
        return folder
    }

    func swift() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "swift on PATH \(path)"])
    }

    @Test func checkAndSyncRunThroughSwiftPackage() throws {
        let package = try dependentPackage()
        let swift = try swift()
        // The first run builds l10n in the dependent package: minutes on a busy machine.
        let check = try L10nBinary.runProcess(swift, arguments: ["package", "l10n", "check", "--format", "xcode"], in: package)
        let clean = try L10nBinary.run(["check", "--format", "xcode"], in: package)
        // Only unused-key warnings: no Swift code here uses the keys.
        #expect(clean.exitCode == 0 && clean.stdout.contains("[unused-key]"))
        #expect(check.stdout == clean.stdout, "stderr: \(check.stderr)")
        #expect(check.exitCode == 0)

        // Drift: an accessor deleted by hand. The plugin reports what l10n reports, and fails.
        let keyFile = package.appendingPathComponent(Self.keyFile)
        let synced = try String(contentsOf: keyFile, encoding: .utf8)
        let drifted = synced.replacingOccurrences(
            of: "            static let sortButton = LocalizedStringResource(\"offers.list.sort\", table: \"Offers\") // toolbar\n", with: "")
        #expect(drifted != synced)
        try Data(drifted.utf8).write(to: keyFile)
        let direct = try L10nBinary.run(["check", "--format", "xcode"], in: package)
        #expect(direct.exitCode == 1)
        let throughPlugin = try L10nBinary.runProcess(swift, arguments: ["package", "l10n", "check", "--format", "xcode"], in: package)
        #expect(throughPlugin.stdout == direct.stdout)
        #expect(throughPlugin.stderr.contains("error: l10n check exited with 1"))
        #expect(throughPlugin.exitCode != 0)

        let sync = try L10nBinary.runProcess(
            swift, arguments: ["package", "--allow-writing-to-package-directory", "l10n", "sync"], in: package)
        #expect(sync.exitCode == 0, "stdout: \(sync.stdout)\nstderr: \(sync.stderr)")
        #expect(try L10nBinary.run(["check"], in: package).exitCode == 0)
    }
}
