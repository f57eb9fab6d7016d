import Foundation
import Testing
@testable import L10nCore
@testable import L10nJSON
@testable import L10nCatalog
@testable import L10nXML
@testable import L10nProject
@testable import L10nExchange

/// `l10n export` and `l10n import` as users run them: the built binary on copies of the sample
/// app's `Catalogs/`, with files filled in the way a translator's tool would.
@Suite(.tags(.endToEnd)) struct ExchangeEndToEndTests {
    /// What a translator writes for the sample app's three keys without Spanish.
    static let spanish = [
        "checkout.confirmation.message": "Te hemos enviado el recibo a %@.",
        "checkout.confirmation.trackOrder": "Seguir el pedido",
        "checkout.payment.processing": "Procesando el pago…",
    ]

    /// A copy of the sample app: `Catalogs/` in a fresh folder.
    static func sampleApp() throws -> URL {
        let folder = try TempDirectory.make("exchange")
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Catalogs"), to: folder.appendingPathComponent("Catalogs"))
        return folder
    }

    static func read(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    static func write(_ text: String, to path: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(path))
    }

    /// Every catalog of the sample app copy, by path, as bytes.
    static func catalogs(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in try InputPaths.resolve(arguments: [], currentDirectory: folder.path) {
            result[path] = try Data(contentsOf: folder.appendingPathComponent(path))
        }
        return result
    }

    /// The text of `key` in `language`, read back from the catalog.
    static func value(_ key: String, _ language: String, catalog path: String, in folder: URL) throws -> String? {
        let catalog = try Catalog(bytes: Array(try Data(contentsOf: folder.appendingPathComponent(path))))
        return catalog.entry(forKey: key)?.localization(language)?.content.stringUnit?.value
    }

    /// Puts a `<target>` after the `<source>` of each unit whose id is in `targets`, the way a
    /// translation tool fills an exported file.
    static func filledXLIFF(_ text: String, _ targets: [String: String]) -> String {
        var output = ""
        var id: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            output += line + "\n"
            if let range = line.range(of: "<trans-unit id=\"") {
                id = String(line[range.upperBound...].prefix { $0 != "\"" })
            }
            if line.contains("</source>"), let id, let target = targets[id] {
                output += "        <target state=\"translated\">\(target.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;"))</target>\n"
            }
        }
        return String(output.dropLast())
    }

    @Test func spanishThroughXLIFF() throws {
        let folder = try Self.sampleApp()
        #expect(try L10nBinary.run(["export", "--languages", "es", "--output", "es.xliff"], in: folder) == ("Wrote es.xliff: 3 units from 1 catalog (es).\n", "", 0))
        let exported = try Self.read("es.xliff", in: folder)
        Golden.assertMatches(exported, golden: "Exchange/sample-missing.es.xliff")

        try Self.write(Self.filledXLIFF(exported, Self.spanish), to: "es.xliff", in: folder)
        #expect(try L10nBinary.run(["import", "es.xliff"], in: folder) == ("""
            Catalogs/Checkout/Checkout.xcstrings: 3 added
            Imported 3 units into 1 of 1 catalog.

            """, "", 0))
        for (key, text) in Self.spanish {
            #expect(try Self.value(key, "es", catalog: "Catalogs/Checkout/Checkout.xcstrings", in: folder) == text)
        }
        // Only the key file's own finding (a key the catalog lacks) is left.
        #expect(try L10nBinary.run(["check", "--disable", "keyfile-missing-key"], in: folder) == ("No problems in 10 files (63 keys)\n", "", 0))
        #expect(try L10nBinary.run(["export", "--languages", "es"], in: folder).stdout.contains("<trans-unit") == false)
    }

    @Test func spanishThroughCSV() throws {
        let folder = try Self.sampleApp()
        #expect(try L10nBinary.run(["export", "--format", "csv", "--languages", "es", "--bom", "--output", "es.csv"], in: folder) == ("Wrote es.csv: 3 units from 1 catalog (es).\n", "", 0))
        let exported = try Self.read("es.csv", in: folder)
        Golden.assertMatches(exported, golden: "Exchange/sample-missing.es.csv")

        // As a spreadsheet saves it: the target column filled in, the rest as it was.
        var lines = exported.components(separatedBy: "\r\n")
        for index in lines.indices {
            guard let key = Self.spanish.keys.first(where: { lines[index].contains(",\($0),") }), lines[index].hasSuffix(",,") else { continue }
            lines[index] = String(lines[index].dropLast(2)) + ",\(Self.spanish[key]!),"
        }
        try Self.write(lines.joined(separator: "\r\n"), to: "es.csv", in: folder)
        #expect(try L10nBinary.run(["import", "es.csv"], in: folder) == ("""
            Catalogs/Checkout/Checkout.xcstrings: 3 added
            Imported 3 units into 1 of 1 catalog.

            """, "", 0))
        for (key, text) in Self.spanish {
            #expect(try Self.value(key, "es", catalog: "Catalogs/Checkout/Checkout.xcstrings", in: folder) == text)
        }
        #expect(try L10nBinary.run(["check", "--disable", "keyfile-missing-key"], in: folder) == ("No problems in 10 files (63 keys)\n", "", 0))
    }

    /// The unit whose `%@` became `%lld` is reported and not written; the catalog is exactly
    /// what importing the other two alone gives.
    @Test func aUnitWithAnotherPlaceholderIsSkippedAndNothingElseChanges() throws {
        let folder = try Self.sampleApp()
        _ = try L10nBinary.run(["export", "--languages", "es", "--output", "es.xliff"], in: folder)
        let exported = try Self.read("es.xliff", in: folder)
        var broken = Self.spanish
        broken["checkout.confirmation.message"] = "Te hemos enviado el recibo a %lld."
        try Self.write(Self.filledXLIFF(exported, broken), to: "es.xliff", in: folder)
        #expect(try L10nBinary.run(["import", "es.xliff"], in: folder) == ("""
            Catalogs/Checkout/Checkout.xcstrings: 2 added, 1 skipped (1 failed a check)
            Imported 2 units into 1 of 1 catalog.

            """, """
            es.xliff:10:9: error: Key 'checkout.confirmation.message' reads argument 1 as integer in 'es' but as object (%@) in 'en'; use the same format specifier as 'en'. [placeholder-mismatch]

            """, 1))

        let reference = try Self.sampleApp()
        var good = Self.spanish
        good["checkout.confirmation.message"] = nil
        try Self.write(Self.filledXLIFF(exported, good), to: "es.xliff", in: reference)
        #expect(try L10nBinary.run(["import", "es.xliff"], in: reference).exitCode == 0)
        #expect(try Self.catalogs(in: folder) == Self.catalogs(in: reference))
    }

    /// Xcode's own layout, from an `.xcloc` bundle (see Tests/Fixtures/Exchange/README.md):
    /// catalogs named relative to the Xcode project, substitution text in Xcode's spelling,
    /// plural cases, an untranslated unit and a file that is not a catalog.
    @Test func anXcodeExportImportsIntoTheRightCatalogs() throws {
        let folder = try Self.sampleApp()
        try FileManager.default.copyItem(
            at: PackagePaths.fixtures.appendingPathComponent("Exchange/fr.xcloc"), to: folder.appendingPathComponent("fr.xcloc"))
        #expect(try L10nBinary.run(["import", "fr.xcloc", "--languages", "en,es,fr"], in: folder) == ("""
            Catalogs/Checkout/Checkout.xcstrings: 4 added, 1 skipped (1 without translation)
            Catalogs/Offers/Offers.xcstrings: 5 added
            Imported 9 units into 2 of 2 catalogs.

            """, """
            fr.xcloc/Localized Contents/fr.xliff:66:3: warning: 'Shopwise/en.lproj/InfoPlist.strings' is not a String Catalog, so its unit was not imported; l10n imports into .xcstrings files only. [import-unsupported]

            """, 0))
        let offers = try Catalog(bytes: Array(try Data(contentsOf: folder.appendingPathComponent("Catalogs/Offers/Offers.xcstrings"))))
        let remaining = try #require(offers.entry(forKey: "offers.detail.remaining")?.localization("fr"))
        #expect(try String(decoding: JSONWriter.write(remaining.content.value), as: UTF8.self) == ExchangeImportTests.formatted(#"""
            { "stringUnit" : { "state" : "translated", "value" : "Plus que %#@coupons@" },
              "substitutions" : { "coupons" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg de coupons" } },
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg coupon" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg coupons" } } } } } } }
            """#))
        #expect(try Self.value("offers.detail.terms", "fr", catalog: "Catalogs/Offers/Offers.xcstrings", in: folder) == "Conditions générales")
        #expect(try Self.value("checkout.confirmation.done", "fr", catalog: "Catalogs/Checkout/Checkout.xcstrings", in: folder) == "Terminé")
        let check = try L10nBinary.run(["check", "--format", "json", "--languages", "en,es,fr"], in: folder)
        let findings = try JSONParser.parse(Array(check.stdout.utf8)).root["diagnostics"]?.elementValues ?? []
        let french = findings.filter { $0["language"]?.stringValue == "fr" && $0["check"]?.stringValue != "missing-translation" }
        #expect(french.isEmpty, "\(french.map { $0["message"]?.stringValue ?? "" })")
    }

    /// `export --all` then `import` of the unchanged file changes no byte, in either format.
    @Test(arguments: ["xliff", "csv"])
    func anUnchangedExportImportsAsNoChange(format: String) throws {
        let folder = try Self.sampleApp()
        let before = try Self.catalogs(in: folder)
        let file = "all.\(format)"
        #expect(try L10nBinary.run(["export", "--all", "--format", format, "--languages", "es,fr", "--output", file], in: folder).exitCode == 0)
        #expect(try L10nBinary.run(["import", file, "--languages", "es,fr"], in: folder) == ("""
            Catalogs/Checkout/Checkout.xcstrings: 12 unchanged, 18 skipped (18 without translation)
            Catalogs/Offers/Offers.xcstrings: 17 unchanged, 17 skipped (17 without translation)
            Catalogs/Profile/Profile.xcstrings: 16 unchanged, 16 skipped (16 without translation)
            Catalogs/Purchases/Purchases.xcstrings: 14 unchanged, 14 skipped (14 without translation)
            Catalogs/SignIn/SignIn.xcstrings: 11 unchanged, 11 skipped (11 without translation)
            Nothing was imported.

            """, "", 0))
        #expect(try Self.catalogs(in: folder) == before)
    }

    @Test(.enabled(if: Corpus.directory != nil, "../shared/corpus is not present"))
    func corpusRoundTripsWithoutAByteChanged() throws {
        let corpus = try #require(Corpus.directory)
        let folder = try TempDirectory.make("corpus-exchange")
        var languages = Set<String>()
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path) where name.hasSuffix(".xcstrings") {
            try FileManager.default.copyItem(at: corpus.appendingPathComponent(name), to: folder.appendingPathComponent(name))
            if let catalog = try? Catalog(bytes: Array(try Data(contentsOf: corpus.appendingPathComponent(name)))) {
                for entry in catalog.entries { languages.formUnion(entry.localizations.map(\.language)) }
            }
        }
        let before = try Self.catalogs(in: folder)
        let list = languages.sorted().joined(separator: ",")
        for format in ["xliff", "csv"] {
            let export = try L10nBinary.run(["export", "--all", "--format", format, "--languages", list, "--output", "out/"], in: folder)
            #expect(export.exitCode == 0, "\(export.stderr)")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted().map { "out/" + $0 }
            let result = try L10nBinary.run(["import", "--languages", list] + files, in: folder)
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(!result.stdout.contains(" added") && !result.stdout.contains(" updated"))
            #expect(try Self.catalogs(in: folder) == before)
            try FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
        }
    }

    @Test func checkPreviewsWithoutWriting() throws {
        let folder = try Self.sampleApp()
        _ = try L10nBinary.run(["export", "--languages", "es", "--output", "es.xliff"], in: folder)
        try Self.write(Self.filledXLIFF(try Self.read("es.xliff", in: folder), Self.spanish), to: "es.xliff", in: folder)
        let before = try Self.catalogs(in: folder)
        #expect(try L10nBinary.run(["import", "--check", "es.xliff"], in: folder) == ("""
            Catalogs/Checkout/Checkout.xcstrings: 3 added
            3 units would be imported into 1 of 1 catalog; run without --check to apply.

            """, "", 1))
        #expect(try Self.catalogs(in: folder) == before)
    }

    /// Import writes through the one write pipeline: a read-only catalog is refused, and
    /// nothing is claimed, until `--force`.
    @Test func aReadOnlyCatalogIsWrittenOnlyWithForce() throws {
        let folder = try Self.sampleApp()
        _ = try L10nBinary.run(["export", "--languages", "es", "--output", "es.xliff"], in: folder)
        try Self.write(Self.filledXLIFF(try Self.read("es.xliff", in: folder), Self.spanish), to: "es.xliff", in: folder)
        let catalog = folder.appendingPathComponent("Catalogs/Checkout/Checkout.xcstrings").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: catalog)
        let before = try Self.catalogs(in: folder)
        let refused = try L10nBinary.run(["import", "es.xliff"], in: folder)
        #expect(refused.stdout == "")
        #expect(refused.stderr.hasPrefix("Error: ") && refused.stderr.contains("Catalogs/Checkout/Checkout.xcstrings"), "\(refused.stderr)")
        #expect(refused.exitCode == 2)
        #expect(try Self.catalogs(in: folder) == before)
        #expect(try L10nBinary.run(["import", "--force", "es.xliff"], in: folder) == ("""
            Catalogs/Checkout/Checkout.xcstrings: 3 added
            Imported 3 units into 1 of 1 catalog.

            """, "", 0))
        #expect(try Self.value("checkout.payment.processing", "es", catalog: "Catalogs/Checkout/Checkout.xcstrings", in: folder) == "Procesando el pago…")
    }

    /// A folder name with a line break cannot forge a line of output.
    @Test func printedPathsEscapeControlCharacters() throws {
        let folder = try Self.sampleApp()
        let result = try L10nBinary.run(["export", "--languages", "es", "--output", "a\nb.xliff"], in: folder)
        #expect(result == ("Wrote a\\nb.xliff: 3 units from 1 catalog (es).\n", "", 0))
    }

    /// A file that is not XLIFF, or cut short, writes nothing, even beside a good one.
    @Test func anUnreadableFileWritesNothing() throws {
        let folder = try Self.sampleApp()
        _ = try L10nBinary.run(["export", "--languages", "es", "--output", "es.xliff"], in: folder)
        let exported = try Self.read("es.xliff", in: folder)
        try Self.write(Self.filledXLIFF(exported, Self.spanish), to: "good.xliff", in: folder)
        try Self.write(String(exported.prefix(700)), to: "cut.xliff", in: folder)
        let before = try Self.catalogs(in: folder)
        #expect(try L10nBinary.run(["import", "good.xliff", "cut.xliff"], in: folder) == ("", """
            cut.xliff:12:1: error: the file ends before '<body>' is closed; the file may be cut short [xliff-syntax]
            Error: nothing was imported because the files above could not be read; fix them and run 'l10n import' again.

            """, 2))
        #expect(try Self.catalogs(in: folder) == before)
        #expect(try L10nBinary.run(["import", "missing.xliff"], in: folder) == ("", "Error: No such file or folder: 'missing.xliff'. Check the spelling, or run l10n from the folder that contains it.\n", 2))
        #expect(try L10nBinary.run(["import", "Catalogs/Checkout/Checkout.xcstrings"], in: folder) == ("", "Error: 'Catalogs/Checkout/Checkout.xcstrings' is not a .xliff file. Pass a .xliff file or a folder that contains some.\n", 2))
    }

    @Test func oneFilePerLanguageInAFolder() throws {
        let folder = try Self.sampleApp()
        #expect(try L10nBinary.run(["export", "--languages", "es,fr", "--output", "Translations/"], in: folder) == ("""
            Wrote Translations/es.xliff: 3 units from 1 catalog (es).
            Wrote Translations/fr.xliff: 73 units from 5 catalogs (fr).

            """, "", 0))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Translations").path).sorted() == ["es.xliff", "fr.xliff"])
    }

    @Test func missingOnlyAndAllExcludeEachOther() throws {
        #expect(try L10nBinary.run(["export", "--all", "--missing-only"], in: try Self.sampleApp()) == ("", """
            Error: The value '--all' is invalid for '--missing-only': pass one of --missing-only and --all, not both.
            Usage: l10n export [--format <format>] [--languages <list>] [--missing-only] [--all] [--output <path>] [--bom] [--force] [--exclude <glob> ...] [<path> ...]
              See 'l10n export --help' for more information.

            """, 2))
    }

    @Test(arguments: ["export", "import"])
    func help(command: String) throws {
        let result = try L10nBinary.run([command, "--help"], in: try Self.sampleApp())
        Golden.assertMatches(result.stdout, golden: "CLI/\(command)-help.txt")
        #expect(result.exitCode == 0)
    }
}

private extension JSONValue {
    var elementValues: [JSONValue]? {
        if case .array(let elements) = self { return elements.map(\.value) }
        return nil
    }
}
