import Foundation
import Testing
@testable import L10nCatalog

/// Commands that read the same files say the same about them: what sync and generate refuse,
/// check reports in their words; a catalog every command reads with one structure check; and
/// sync's closing line counts what check counts.
@Suite(.tags(.endToEnd)) struct CommandAgreementEndToEndTests {
    static let offers = "Catalogs/Offers/Offers.xcstrings"

    /// A copy of the sample app (catalogs and app code).
    func sampleApp() throws -> URL {
        let folder = try TempDirectory.make("agreement")
        for name in ["Catalogs", "App"] {
            try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// Adds translated entries to the sample's Offers catalog.
    func addOffers(_ keys: [String], in folder: URL) throws {
        let url = folder.appendingPathComponent(Self.offers)
        var catalog = try Catalog(bytes: [UInt8](Data(contentsOf: url)))
        for key in keys {
            try catalog.insertEntry(key: key, value: Catalog.entryValue(comment: nil, localizations: [("en", "Title"), ("es", "Título")]))
        }
        try Data(catalog.serialized()).write(to: url)
    }

    @Test func checkReportsTheAccessorsGenerateAndSyncRefuseInTheirWords() throws {
        let folder = try sampleApp()
        // Code written by hand in the Offers enum uses `String`, which a new `enum String` would
        // hide; `filter_all` would be named `filterAll`, which `offers.list.filterAll` has.
        let keyFile = folder.appendingPathComponent("Catalogs/Offers/L10nKey+offers.swift")
        let text = try String(contentsOf: keyFile, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "    enum Offers {\n", with: "    enum Offers {\n        static func ending(_ date: Date) -> String { date.formatted() }\n\n").utf8).write(to: keyFile)
        try addOffers(["offers.string.title", "offers.list.filter_all"], in: folder)
        let findings = """
            Catalogs/Offers/L10nKey+offers.swift:7:45: error: 'offers.string.title' needs `enum String` in `Offers`, which would hide `String` from the code in `Offers` that refers to it; rename the key's section, or add the enum by hand and qualify the name where the code means it [keyfile-identifier-collision]
            Catalogs/Offers/L10nKey+offers.swift:28:14: error: 'offers.list.filter_all' would be named `filterAll` in `List`, which 'offers.list.filterAll' already uses; rename one of the keys or write the accessor by hand [keyfile-identifier-collision]

            """
        // The new keys are used by no code, which is beside the point here.
        #expect(try L10nBinary.run(["check", "--format", "xcode", "--disable", "unused-key", "Catalogs/Offers"], in: folder) == (findings, "", 1))
        #expect(try L10nBinary.run(["sync", "--check", "Catalogs/Offers"], in: folder) == (findings + """
            2 files already in sync. Left alone: 2 problems that need a person (see above).
            After sync: 2 errors in 2 files (14 keys); run 'l10n check' for details.

            """, "", 0))
        #expect(try L10nBinary.run(["generate", "--check", "Catalogs/Offers"], in: folder) == ("1 key file up to date.\n", findings, 1))
        // Disabling the finding does not make generate accept the keys, so no "run generate" either.
        #expect(try L10nBinary.run(["check", "--format", "xcode", "--disable", "keyfile-identifier-collision", "--disable", "unused-key", "Catalogs/Offers"], in: folder)
            == ("", "", 0))
        #expect(try L10nBinary.run(["check", "--list"], in: folder).stdout.contains("keyfile-identifier-collision"))
    }

    /// sync's closing line counts what check counts once the sync is applied: the app's code
    /// included, with the configuration's severities.
    @Test func syncClosesWithWhatCheckWouldSay() throws {
        let folder = try sampleApp()
        #expect(try L10nBinary.run(["sync"], in: folder).stdout.hasSuffix(
            "After sync: 5 errors, 2 warnings in 10 files (64 keys); run 'l10n check' for details.\n"))
        #expect(try L10nBinary.run(["check"], in: folder).stdout.hasSuffix("\n5 errors, 2 warnings in 10 files (64 keys)\n"))

        let configured = try sampleApp()
        try TempDirectory.write(#"{"severity": {"unused-key": "error", "missing-translation": "warning"}}"#, to: ".l10n.json", in: configured)
        #expect(try L10nBinary.run(["sync"], in: configured).stdout.hasSuffix(
            "After sync: 1 error, 6 warnings in 10 files (64 keys); run 'l10n check' for details.\n"))
        #expect(try L10nBinary.run(["check"], in: configured).stdout.hasSuffix("\n1 error, 6 warnings in 10 files (64 keys)\n"))
    }

    /// A Swift file named like a key file that declares no accessor holds helpers: neither
    /// check nor sync counts it as a key file.
    @Test func aHelperFileIsCountedByNeitherCommand() throws {
        let folder = try sampleApp()
        try TempDirectory.write("""
            import Foundation

            extension L10nKey.Offers {
                static func label(_ count: Int) -> String { "\\(count)" }
            }

            """, to: "Catalogs/Offers/L10nKey+offersHelpers.swift", in: folder)
        #expect(try L10nBinary.run(["sync", "--check"], in: folder).stdout.hasSuffix("""
            1 of 10 files would change; run 'l10n sync' to apply.
            After sync: 5 errors, 2 warnings in 10 files (64 keys); run 'l10n check' for details.

            """))
        #expect(try L10nBinary.run(["check"], in: folder).stdout.hasSuffix("\n4 errors, 2 warnings in 10 files (63 keys)\n"))
    }
}
