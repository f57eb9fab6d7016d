import Foundation
import Testing

/// `export` and `import` against what Xcode 27.0 itself exported and imported: the catalogs,
/// `exported.xliff` files and post-import catalogs in `Tests/Fixtures/Exchange/Xcode27/` (see its
/// README for where they come from). Xcode's own files are the goldens.
@Suite(.tags(.endToEnd)) struct XcodeExchangeParityTests {
    static let fixtures = PackagePaths.fixtures.appendingPathComponent("Exchange/Xcode27")

    /// Each case's catalog as `Localizable.xcstrings` (the name Xcode's files give as `original`)
    /// in a fresh folder, with the case's other files beside it.
    static func project(_ name: String) throws -> URL {
        let folder = try TempDirectory.make("xcode27-\(name)")
        let source = fixtures.appendingPathComponent(name)
        for file in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            let target = file == "source.xcstrings" ? "Localizable.xcstrings" : file
            try FileManager.default.copyItem(at: source.appendingPathComponent(file), to: folder.appendingPathComponent(target))
        }
        return folder
    }

    static func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    static func json(_ path: String, in folder: URL) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(path))) as? NSDictionary)
    }

    /// `<trans-unit>` blocks by id, as written.
    static func units(_ xliff: String) -> [(id: String, text: String)] {
        xliff.components(separatedBy: "      <trans-unit id=\"").dropFirst().map { block in
            let id = String(block.prefix { $0 != "\"" })
            return (id, String(block.prefix(upTo: block.range(of: "      </trans-unit>\n")!.upperBound)))
        }
    }

    /// Xcode 27.0 gives French plurals `one` and `other` only; l10n adds CLDR's `many` (see
    /// docs/translator-loop.md). Every other unit is Xcode's, byte for byte, in Xcode's order.
    @Test(arguments: [
        ("catalog-matrix", "fr", 54, [
            "chained|==|device.iphone.plural.many", "multi|==|substitutions.BIRDS.plural.many",
            "multi|==|substitutions.YARDS.plural.many", "name_A..B|==|substitutions.@A..B@.plural.many",
            "name_é|==|substitutions.é.plural.many", "plural|==|plural.many", "source_only_plural|==|plural.many",
            "sub_DOT.NAME|==|substitutions.@DOT.NAME@.plural.many", "substitution|==|substitutions.COUNT.plural.many",
            "target_only_plural|==|plural.many", "target_only_substitution|==|substitutions.COUNT.plural.many",
            "varied|==|key|==|plural.many",
        ]),
        ("plural-fallback", "fr", 3, ["only_other|==|plural.many"]),
        ("state-qualifiers", "fr", 6, []),
        ("device-root-substitution", "de", 4, []),
    ])
    func exportMatchesXcodeUnitForUnit(name: String, language: String, xcodeUnits: Int, extra: [String]) throws {
        let folder = try Self.project(name)
        let export = try L10nBinary.run(["export", "--all", "--languages", language, "Localizable.xcstrings"], in: folder)
        #expect(export.stderr == "")
        #expect(export.exitCode == 0)
        let xcode = try Self.text("exported.xliff", in: folder)
        #expect(Self.units(xcode).count == xcodeUnits)
        let extraUnits = Self.units(export.stdout).filter { !xcode.contains("<trans-unit id=\"\($0.id)\"") }
        #expect(extraUnits.map(\.id) == extra)
        var ours = export.stdout
        for unit in extraUnits { ours = ours.replacingOccurrences(of: "      <trans-unit id=\"" + unit.text, with: "") }
        let header = #"      <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="27.0" build-num="27A266a"/>"#
        #expect(ours == xcode.replacingOccurrences(of: header, with: #"      <tool tool-id="l10n" tool-name="l10n"/>"#))
    }

    /// Text around a substitution in device forms, with the substitution beside the variations:
    /// Xcode's own edited export imports into the catalog Xcode's import made. l10n keeps the
    /// catalog's member order (Xcode sorts), so the content is compared, and the bytes are a golden.
    @Test func substitutionInsideDeviceVariationsImportsAsXcodeDid() throws {
        let folder = try Self.project("device-root-substitution")
        let result = try L10nBinary.run(["import", "--overwrite", "--languages", "en,de", "import-edited.xliff"], in: folder)
        #expect(result == ("Localizable.xcstrings: 4 updated\nImported 4 units into 1 of 1 catalog.\n", "", 0))
        #expect(try Self.json("Localizable.xcstrings", in: folder) == Self.json("expected-after-import.xcstrings", in: folder))
        Golden.assertMatches(try Self.text("Localizable.xcstrings", in: folder), golden: "Exchange/xcode27-device-root-substitution.xcstrings")
    }

    /// The same units into a catalog without German: the device forms and the substitution are
    /// created together, in Xcode's member order.
    @Test func substitutionInsideDeviceVariationsIntoANewLanguage() throws {
        let folder = try Self.project("device-root-substitution")
        let catalog = try Self.text("Localizable.xcstrings", in: folder)
        let english = try #require(catalog.range(of: ",\n        \"de\": {"))
        try TempDirectory.write(String(catalog[..<english.lowerBound]) + "\n      }\n    }\n  }\n}", to: "Localizable.xcstrings", in: folder)
        let result = try L10nBinary.run(["import", "--languages", "en,de", "import-edited.xliff"], in: folder)
        #expect(result == ("Localizable.xcstrings: 4 added\nImported 4 units into 1 of 1 catalog.\n", "", 0))
        let expected = try Self.json("expected-after-import.xcstrings", in: folder)
        let german = try #require(((expected["strings"] as? NSDictionary)?["k"] as? NSDictionary)?["localizations"] as? NSDictionary)["de"]
        let written = try Self.json("Localizable.xcstrings", in: folder)
        #expect(((written["strings"] as? NSDictionary)?["k"] as? NSDictionary)?["localizations"].flatMap { ($0 as? NSDictionary)?["de"] } as? NSDictionary
            == german as? NSDictionary)
        Golden.assertMatches(try Self.text("Localizable.xcstrings", in: folder), golden: "Exchange/xcode27-device-root-substitution-new-language.xcstrings")
    }

    /// `state-qualifier="leveraged-mt"` imports as `machine_translated`, as Xcode's import did;
    /// other qualifiers are plain translations. l10n keeps translated text unless `--overwrite`.
    @Test func stateQualifiersMapBack() throws {
        let folder = try Self.project("state-qualifiers")
        let kept = try L10nBinary.run(["import", "--languages", "en,fr", "import-edited.xliff"], in: folder)
        #expect(kept == (
            "Localizable.xcstrings: 1 unchanged, 5 skipped (5 already translated)\nNothing was imported. Kept 5 existing translations; pass --overwrite to replace them.\n",
            "", 0))
        let result = try L10nBinary.run(["import", "--overwrite", "--languages", "en,fr", "import-edited.xliff"], in: folder)
        #expect(result == ("Localizable.xcstrings: 5 updated, 1 unchanged\nImported 5 units into 1 of 1 catalog.\n", "", 0))
        // Xcode's snapshot of this case differs in `version` only (it wrote 1.3).
        let expected = try Self.json("expected-after-import.xcstrings", in: folder)
        let written = try Self.json("Localizable.xcstrings", in: folder)
        #expect(written["strings"] as? NSDictionary == expected["strings"] as? NSDictionary)
    }

    /// `export --all` then `import` of the untouched file changes no byte, in every language of
    /// every Xcode 27 case: `machine_translated`, `new` and `needs_review` keep their state.
    @Test(arguments: ["catalog-matrix", "plural-fallback", "state-qualifiers", "device-root-substitution"])
    func untouchedExportImportsWithoutAByteChanged(name: String) throws {
        let folder = try Self.project(name)
        let before = try Data(contentsOf: folder.appendingPathComponent("Localizable.xcstrings"))
        for language in ["en", "de", "fr"] {
            let export = try L10nBinary.run(["export", "--all", "--languages", language, "--output", "out.xliff", "Localizable.xcstrings"], in: folder)
            #expect(export.exitCode == 0, "\(export.stderr)")
            let result = try L10nBinary.run(["import", "--languages", "en,de,fr", "out.xliff"], in: folder)
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(!result.stdout.contains(" added") && !result.stdout.contains(" updated"), "\(language): \(result.stdout)")
            #expect(try Data(contentsOf: folder.appendingPathComponent("Localizable.xcstrings")) == before, "\(language)")
        }
    }

    /// A tool that drops the qualifier says `translated` for unchanged machine-translated text,
    /// and `new` text comes back `translated`: neither is a change of text, so neither changes
    /// state. Only text waiting for review is approved that way.
    @Test func unchangedTextKeepsItsState() throws {
        let folder = try TempDirectory.make("keep-state")
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "A" } },
                    "fr" : { "stringUnit" : { "state" : "machine_translated", "value" : "A fr" } }
                  }
                },
                "b" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "B" } },
                    "fr" : { "stringUnit" : { "state" : "new", "value" : "B fr" } }
                  }
                },
                "c" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "C" } },
                    "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "C fr" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        try TempDirectory.write(catalog, to: "Localizable.xcstrings", in: folder)
        let units = ["a", "b", "c"].map { key in
            "<trans-unit id=\"\(key)\"><source>\(key.uppercased())</source><target state=\"translated\">\(key.uppercased()) fr</target></trans-unit>"
        }
        try TempDirectory.write(
            #"<xliff version="1.2"><file original="Localizable.xcstrings" source-language="en" target-language="fr"><body>"#
                + units.joined() + "</body></file></xliff>",
            to: "fr.xliff", in: folder)
        let result = try L10nBinary.run(["import", "--languages", "en,fr", "fr.xliff"], in: folder)
        #expect(result == ("Localizable.xcstrings: 1 updated, 2 unchanged\nImported 1 unit into 1 of 1 catalog.\n", "", 0))
        let strings = try #require(try Self.json("Localizable.xcstrings", in: folder)["strings"] as? [String: Any])
        let states = strings.mapValues { entry in
            (((entry as? [String: Any])?["localizations"] as? [String: Any])?["fr"] as? [String: Any])
                .flatMap { ($0["stringUnit"] as? [String: Any])?["state"] as? String }
        }
        #expect(states == ["a": "machine_translated", "b": "new", "c": "translated"])
    }
}
