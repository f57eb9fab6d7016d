import Foundation
import Testing

/// What `--exclude` and the configuration's `exclude` leave out, and what naming a path brings
/// back, on a copy of the repository's sample app (`Catalogs/`, `App/`).
@Suite struct ExclusionEndToEndTests {
    static func sampleApp() throws -> URL {
        let root = try TempDirectory.make("exclusions")
        for folder in ["Catalogs", "App"] {
            try FileManager.default.copyItem(
                at: PackagePaths.root.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        return root
    }

    // MARK: A named folder is read

    @Test func aFolderNamedOnTheCommandLineIsReadWhenAPatternNamesIt() throws {
        let root = try Self.sampleApp()
        let result = try L10nBinary.run(["check", "Catalogs/Offers", "--exclude", "Offers"], in: root)
        #expect(result.stderr == "")
        // The pattern still passes over App/Offers, the views that use its keys.
        #expect(result.stdout.hasSuffix("12 warnings in 2 files (12 keys)\n"))
        #expect(result.exitCode == 0)
    }

    @Test func aFolderNamedOnTheCommandLineIsReadWhenTheFileExcludesEverythingInIt() throws {
        let root = try Self.sampleApp()
        try TempDirectory.write("{\"exclude\": [\"Catalogs/Offers/**\"]}\n", to: ".l10n.json", in: root)
        let named = try L10nBinary.run(["check", "Catalogs/Offers"], in: root)
        #expect(named.stderr == "")
        #expect(named.stdout == "No problems in 2 files (12 keys)\n")
        #expect(named.exitCode == 0)
        // Searching Catalogs/ still passes over it.
        let searched = try L10nBinary.run(["check", "Catalogs", "--format", "xcode"], in: root)
        #expect(!searched.stdout.contains("Offers"))
        let summary = try L10nBinary.run(["check", "Catalogs"], in: root)
        // Held to the whole app's code: checkout.payment.addCard is used nowhere in App/.
        #expect(summary.stdout.hasSuffix("4 errors, 1 warning in 8 files (51 keys)\n"), "\(summary.stdout)")
    }

    @Test func aPatternNamingTheDefaultFolderStillExcludesIt() throws {
        let root = try Self.sampleApp()
        let result = try L10nBinary.run(["check", "--exclude", "Catalogs"], in: root)
        #expect(result.stderr == "Error: No catalogs found in 'Catalogs'. Pass the folders that hold your *.xcstrings files, or run l10n where Catalogs/ is.\n")
        #expect(result.exitCode == 2)
    }

    // MARK: Either file of a feature excludes it

    @Test(arguments: ["Checkout.xcstrings", "**/Checkout/*.xcstrings", "L10nKey+checkout.swift", "Catalogs/Checkout/L10nKey+checkout.swift"])
    func excludingEitherFileOfAFeatureLeavesTheFeatureOut(pattern: String) throws {
        let root = try Self.sampleApp()
        let check = try L10nBinary.run(["check", "Catalogs", "--exclude", pattern], in: root)
        #expect(check.stderr == "")
        #expect(check.stdout == "No problems in 8 files (50 keys)\n")
        #expect(check.exitCode == 0)
        let sync = try L10nBinary.run(["sync", "--check", "Catalogs", "--exclude", pattern], in: root)
        #expect(sync.stdout == "8 files already in sync.\nAfter sync: No problems in 8 files (50 keys).\n")
        #expect(sync.exitCode == 0)
        // generate neither reads nor rewrites the excluded key file; report and format skip the catalog.
        let generate = try L10nBinary.run(["generate", "--check", "Catalogs", "--exclude", pattern], in: root)
        #expect(generate.stdout == "4 key files up to date.\n")
        #expect(generate.exitCode == 0)
        let report = try L10nBinary.run(["report", "Catalogs", "--exclude", pattern], in: root)
        #expect(report.exitCode == 0)
        #expect(report.stdout.hasSuffix("All 49 keys translated in en, es.\n"), "\(report.stdout)")
        let format = try L10nBinary.run(["format", "--check", "Catalogs", "--exclude", pattern], in: root)
        #expect(format.stdout == "4 of 4 catalogs already formatted.\n")
    }

    @Test func aCatalogNamedOnTheCommandLineBringsItsExcludedKeyFile() throws {
        let root = try Self.sampleApp()
        let result = try L10nBinary.run(
            ["check", "Catalogs/Checkout/Checkout.xcstrings", "--exclude", "L10nKey+checkout.swift", "--format", "xcode"], in: root)
        #expect(result.stdout.contains("Catalogs/Checkout/L10nKey+checkout.swift:32:60: error: "), "\(result.stdout)")
        #expect(result.exitCode == 1)
    }
}
