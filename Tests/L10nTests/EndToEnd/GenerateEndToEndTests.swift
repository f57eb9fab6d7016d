import Foundation
import Testing
@testable import L10nCatalog
@testable import L10nProject
@testable import L10nGeneration

@Suite(.tags(.endToEnd)) struct GenerateEndToEndTests {
    static let offersKeyFile = "Catalogs/Offers/L10nKey+offers.swift"

    /// A copy of the sample app's `Catalogs/` folder.
    func copyOfSampleApp() throws -> URL {
        let folder = try TempDirectory.make("generate")
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Catalogs"), to: folder.appendingPathComponent("Catalogs"))
        return folder
    }

    func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    func fileNumber(_ path: String, in folder: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.systemFileNumber] as? Int
    }

    /// Adds `offers.list.footer` and `offers.list.sort` to the copied Offers catalog.
    func addOffersKeys(in folder: URL) throws {
        let url = folder.appendingPathComponent("Catalogs/Offers/Offers.xcstrings")
        var catalog = try Catalog(bytes: [UInt8](Data(contentsOf: url)))
        try catalog.insertEntry(key: "offers.list.sort", value: Catalog.entryValue(comment: nil, localizations: [("en", "Sort")]))
        try catalog.insertEntry(
            key: "offers.list.footer", value: Catalog.entryValue(comment: "Below the list.", localizations: [("en", "%lld more")]))
        try Data(catalog.serialized()).write(to: url)
    }

    @Test func checkPassesOnTheSampleApp() throws {
        let result = try L10nBinary.run(["generate", "--check"], in: PackagePaths.root)
        #expect(result.stdout == "5 key files up to date.\n")
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
    }

    @Test func checkListsNewAccessorsAndWritesNothing() throws {
        let folder = try copyOfSampleApp()
        try addOffersKeys(in: folder)
        let before = try text(Self.offersKeyFile, in: folder)
        let result = try L10nBinary.run(["generate", "--check"], in: folder)
        #expect(result.stdout == """
            Catalogs/Offers/L10nKey+offers.swift: +2 accessors (offers.list.footer, offers.list.sort)
            Would update 1 of 5 key files; run 'l10n generate' to apply.

            """)
        #expect(result.stderr == "")
        #expect(result.exitCode == 1)
        #expect(try text(Self.offersKeyFile, in: folder) == before)
    }

    @Test func updatesOnlyTheFileThatNeedsItWithOnlyTheNewLines() throws {
        let folder = try copyOfSampleApp()
        try addOffersKeys(in: folder)
        let before = try text(Self.offersKeyFile, in: folder)
        let profile = "Catalogs/Profile/L10nKey+profile.swift"
        let profileFile = try fileNumber(profile, in: folder)
        let result = try L10nBinary.run(["generate"], in: folder)
        #expect(result.stdout == """
            Catalogs/Offers/L10nKey+offers.swift: +2 accessors (offers.list.footer, offers.list.sort)
            Updated 1 of 5 key files.

            """)
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
        let header = "            static let header = LocalizedStringResource(\"offers.list.header\", table: \"Offers\")\n"
        let footer = """
                        /// %lld more
                        /// Below the list.
                        static func footer(_ count: Int) -> LocalizedStringResource {
                            LocalizedStringResource("offers.list.footer", defaultValue: "\\(count) more", table: "Offers")
                        }

            """
        let sort = """
                        /// Sort
                        static let sort = LocalizedStringResource("offers.list.sort", table: "Offers")

            """
        #expect(try text(Self.offersKeyFile, in: folder) == before.replacingOccurrences(of: header, with: footer + header + sort))
        #expect(try fileNumber(profile, in: folder) == profileFile)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Catalogs/Offers").path).sorted()
            == ["L10nKey+offers.swift", "Offers.xcstrings"])

        let again = try L10nBinary.run(["generate"], in: folder)
        #expect(again.stdout == "5 key files up to date.\n")
        #expect(again.exitCode == 0)
    }

    @Test func createsMissingFilesWithTheChosenAccess() throws {
        let folder = try copyOfSampleApp()
        try FileManager.default.removeItem(at: folder.appendingPathComponent(Self.offersKeyFile))
        let result = try L10nBinary.run(["generate", "--access", "public", "Catalogs/Offers"], in: folder)
        #expect(result.stdout == """
            Catalogs/Offers/L10nKey+offers.swift: +12 accessors (new file)
            Created 1 of 1 key file.

            """)
        #expect(result.exitCode == 0)
        let catalog = try Catalog(bytes: [UInt8](Data(contentsOf: folder.appendingPathComponent("Catalogs/Offers/Offers.xcstrings"))))
        let expected = KeyFileGenerator.generate(
            catalog: catalog, feature: Feature(catalogName: "Offers"), existingText: nil, path: Self.offersKeyFile, style: GenerationStyle(access: .public))
        #expect(try text(Self.offersKeyFile, in: folder) == expected.text)
        #expect(try text(Self.offersKeyFile, in: folder).contains("    public enum Offers {\n        public enum Detail {\n"))
    }

    /// `--bundle` reaches the file as the goldens show; `--doc-comments` and `--insert` decide
    /// how an existing file grows.
    @Test(arguments: [("module", "Module"), ("#bundle", "Macro")]) func bundleFlagWritesTheBundle(flag: String, golden: String) throws {
        let folder = try TempDirectory.make("bundle")
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Tests/Fixtures/Generate/Plurals"), to: folder.appendingPathComponent("Plurals"))
        let result = try L10nBinary.run(["generate", "--bundle", flag, "Plurals"], in: folder)
        #expect(result.exitCode == 0)
        Golden.assertMatches(try text("Plurals/L10nKey+plurals.swift", in: folder), golden: "Generate/Bundle/\(golden)/L10nKey+plurals.swift")
    }

    @Test func styleFlagsDecideHowAFileGrows() throws {
        let folder = try copyOfSampleApp()
        try addOffersKeys(in: folder)
        let before = try text(Self.offersKeyFile, in: folder)
        let result = try L10nBinary.run(["generate", "--doc-comments", "never", "--insert", "append", "Catalogs/Offers"], in: folder)
        #expect(result.stdout == """
            Catalogs/Offers/L10nKey+offers.swift: +2 accessors (offers.list.footer, offers.list.sort)
            Updated 1 of 1 key file.

            """)
        // Both at the end of the sorted List enum, undocumented although the file documents one accessor.
        let header = "            static let header = LocalizedStringResource(\"offers.list.header\", table: \"Offers\")\n"
        let added = """
                        static func footer(_ count: Int) -> LocalizedStringResource {
                            LocalizedStringResource("offers.list.footer", defaultValue: "\\(count) more", table: "Offers")
                        }
                        static let sort = LocalizedStringResource("offers.list.sort", table: "Offers")

            """
        #expect(try text(Self.offersKeyFile, in: folder) == before.replacingOccurrences(of: header, with: header + added))
        let invalid = try L10nBinary.run(["generate", "--insert", "sorted"], in: folder)
        #expect(invalid.stderr.hasPrefix("Error: The value 'sorted' is invalid for '--insert <order>'. Please provide one of 'keyOrder', 'append'.\n"))
        #expect(invalid.exitCode == 2)
    }

    /// A key file l10n cannot read completely is never edited: exit 2, like any file that
    /// cannot be parsed, with the reader's diagnostics; other files are still generated.
    @Test func leavesAKeyFileWithSyntaxErrorsUntouched() throws {
        let folder = try copyOfSampleApp()
        try addOffersKeys(in: folder)
        let broken = try text(Self.offersKeyFile, in: folder)
            .replacingOccurrences(of: "        enum List {\n", with: "        enum List {\n            static let = (\n")
        try TempDirectory.write(broken, to: Self.offersKeyFile, in: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Catalogs/SignIn/L10nKey+signin.swift"))
        let result = try L10nBinary.run(["generate", "--check"], in: folder)
        #expect(result.stdout == """
            Catalogs/SignIn/L10nKey+signin.swift: +12 accessors (new file)
            Would create 1 of 5 key files; run 'l10n generate' to apply. 1 could not be generated.

            """)
        #expect(result.stderr == "Catalogs/Offers/L10nKey+offers.swift:27:24: error: expected a name after `static let`, found '=' [keyfile-syntax]\n")
        #expect(result.exitCode == 2)
        #expect(try L10nBinary.run(["generate"], in: folder).exitCode == 2)
        #expect(try text(Self.offersKeyFile, in: folder) == broken)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Catalogs/SignIn/L10nKey+signin.swift").path))
    }

    /// A key file without the feature enum is read fine but has nowhere to put accessors: a
    /// finding (exit 1, as sync reports it under --strict), not a file that could not be read (exit 2).
    @Test func aKeyFileWithoutTheFeatureEnumIsAFinding() throws {
        let folder = try copyOfSampleApp()
        try addOffersKeys(in: folder)
        let empty = "import Foundation\n\nextension L10nKey {\n}\n"
        try TempDirectory.write(empty, to: Self.offersKeyFile, in: folder)
        let result = try L10nBinary.run(["generate", "Catalogs/Offers"], in: folder)
        #expect(result == (
            "0 of 1 key file up to date. 1 could not be generated.\n",
            "Catalogs/Offers/L10nKey+offers.swift:1:1: error: the file declares no `enum Offers` inside `extension L10nKey` to add accessors to; add one, or delete the file to have it generated anew [keyfile-section]\n",
            1))
        #expect(try text(Self.offersKeyFile, in: folder) == empty)
        #expect(try L10nBinary.run(["sync", "--strict", "Catalogs/Offers"], in: folder).exitCode == 1)
        #expect(try L10nBinary.run(["sync", "Catalogs/Offers"], in: folder).exitCode == 0)
    }

    /// Decoding would replace the invalid bytes, so writing the file back would corrupt it.
    @Test func leavesAKeyFileThatIsNotUTF8Untouched() throws {
        let folder = try copyOfSampleApp()
        try addOffersKeys(in: folder)
        let url = folder.appendingPathComponent(Self.offersKeyFile)
        let latin1 = Data("// Caf".utf8) + Data([0xE9]) + Data("\n".utf8) + (try Data(contentsOf: url))
        try latin1.write(to: url)
        let result = try L10nBinary.run(["generate", "Catalogs/Offers"], in: folder)
        #expect(result == (
            "0 of 1 key file up to date. 1 could not be generated.\n",
            "Catalogs/Offers/L10nKey+offers.swift:1:1: error: the file is not UTF-8 text; save it as UTF-8 [keyfile-syntax]\n",
            2))
        #expect(try Data(contentsOf: url) == latin1)
    }

    @Test func reportsCollisionsAndUnreadableCatalogs() throws {
        let folder = try Fixture.copy(named: "Generate/Collisions")
        try TempDirectory.write("{\n  \"sourceLanguage\" : \"en\",\n}", to: "Broken/Broken.xcstrings", in: folder)
        let result = try L10nBinary.run(["generate", "."], in: folder)
        #expect(result.stdout == """
            L10nKey+collisions.swift: +2 accessors (new file)
            Created 1 of 2 key files. 1 could not be generated.

            """)
        #expect(result.stderr == """
            Broken/Broken.xcstrings:2:26: error: trailing comma before '}'; remove the comma [json-syntax]
            L10nKey+collisions.swift:1:1: error: 'collisions.screen.offline-banner' would be named `offlineBanner` in `Screen`, which 'collisions.screen.offline_banner' already uses; rename one of the keys or write the accessor by hand [keyfile-identifier-collision]
            L10nKey+collisions.swift:1:1: error: 'collisions.screen.offlineBanner' would be named `offlineBanner` in `Screen`, which 'collisions.screen.offline_banner' already uses; rename one of the keys or write the accessor by hand [keyfile-identifier-collision]

            """)
        #expect(result.exitCode == 2)

        try FileManager.default.removeItem(at: folder.appendingPathComponent("Broken"))
        let collisionsOnly = try L10nBinary.run(["generate"], in: folder)
        #expect(collisionsOnly.stdout == "1 key file up to date.\n")
        #expect(collisionsOnly.stderr.components(separatedBy: "[keyfile-identifier-collision]").count == 3)
        #expect(collisionsOnly.exitCode == 1)
    }

    @Test func rejectsAnUnknownAccessLevel() throws {
        let result = try L10nBinary.run(["generate", "--access", "open"], in: TempDirectory.make())
        #expect(result.stderr.hasPrefix("Error: The value 'open' is invalid for '--access <level>'. Please provide one of 'internal', 'package', 'public'.\n"))
        #expect(result.exitCode == 2)
    }
}
