import Foundation
import Testing
@testable import L10nCore
@testable import L10nCatalog
@testable import L10nChecks

/// `xcode-symbols`: Xcode 26's key-to-symbol naming, and the keys whose symbols collide.
@Suite struct XcodeSymbolsCheckTests {
    /// The naming, on keys from Apple's examples and from public catalogs whose symbol
    /// generation collided (`Adults`/`adults`, `Loading`/`Loading…`, `Total: %@`/`%@ total`).
    @Test(arguments: [
        ("Menu.About", "menuAbout"), ("welcome_message", "welcomeMessage"), ("IdenticalBuilds.help", "identicalBuildsHelp"),
        ("Adults", "adults"), ("adults", "adults"), ("Loading", "loading"), ("Loading…", "loading"),
        ("Total: %@", "total(_:)"), ("%@ total", "total(_:)"), ("%1$@ of %2$@", "of(_:_:)"), ("URLSession failed", "urlSessionFailed"),
        ("URL", "url"), ("shop.home.title", "shopHomeTitle"), ("Café crème", "caféCrème"), ("Step %1$d of %2$d: %3$@", "stepOf(_:_:_:)"),
    ])
    func symbolNames(key: String, symbol: String) {
        #expect(XcodeSymbolsCheck.symbol(for: key) == symbol)
    }

    @Test(arguments: ["…", "%@", "", "2 items", "%d new articles"])
    func keysWithoutAValidSymbol(key: String) {
        let symbol = XcodeSymbolsCheck.symbol(for: key)
        #expect(symbol == nil || key == "%d new articles")
        if key == "%d new articles" { #expect(symbol == "newArticles(_:)") }
    }

    static func catalog(_ entries: [(String, String)]) -> String {
        #"{ "sourceLanguage" : "en", "strings" : { "# + entries.map { #""\#($0.0)" : { \#($0.1) }"# }.joined(separator: ", ") + " } }"
    }

    @Test func offUnlessAnEntryTurnsGenerationOn() throws {
        let json = Self.catalog([("Adults", #""extractionState" : "manual""#), ("adults", #""extractionState" : "manual""#)])
        #expect(try findings(of: XcodeSymbolsCheck.self, in: json).isEmpty)
    }

    @Test func collisionsAndInvalidKeysAmongGeneratingEntries() throws {
        let json = Self.catalog([
            ("Adults", #""extractionState" : "manual", "generatesSymbol" : true"#),
            ("adults", #""extractionState" : "manual""#),
            ("Total: %@", #""extractionState" : "manual""#),
            ("%@ total", #""extractionState" : "manual""#),
            ("…", #""extractionState" : "manual""#),
            ("Loading", #""extractionState" : "manual""#),
            ("Loading…", #""extractionState" : "manual", "generatesSymbol" : false"#),
            ("loading", #""extractionState" : "stale""#),
        ])
        let messages = try findings(of: XcodeSymbolsCheck.self, in: json).map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.message)" }
        #expect(messages == [
            "1:113 error Key 'adults' generates the Xcode symbol 'adults', as 'Adults' (line 1) does; rename one, or run 'l10n set adults --generates-symbol false'.",
            "1:206 error Key '%@ total' generates the Xcode symbol 'total(_:)', as 'Total: %@' (line 1) does; rename one, or run 'l10n set \"%@ total\" --generates-symbol false'.",
            "1:253 error Key '…' makes no valid Swift symbol for Xcode to generate; rename it, or run 'l10n set \"…\" --generates-symbol false'.",
        ])
    }

    /// Whichever half of a large catalog reads an entry, it generates a symbol or not as in
    /// one pass: the halves' lists of generating keys are joined before the check asks.
    @Test func theSameFindingsWhicheverHalfReadsAnEntry() throws {
        var entries: [(String, String)] = [("Adults", #""extractionState" : "manual", "generatesSymbol" : true"#)]
        entries += (0..<40).map { ("filler \($0)", #""extractionState" : "manual""#) }
        entries += [
            ("adults", #""extractionState" : "manual""#), ("Total: %@", #""generatesSymbol" : true"#),
            ("%@ total", #""extractionState" : "manual", "generatesSymbol" : false"#), ("total %@", #""extractionState" : "manual""#),
            ("loading", #""extractionState" : "stale""#), ("Loading", #""extractionState" : "manual""#),
        ]
        // In Xcode's layout, one entry a line, where the halves can cut.
        let lines = entries.map { #"    "\#($0.0)" : { \#($0.1) }"# }
        let json = Array(("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + lines.joined(separator: ",\n") + "\n  }\n}\n").utf8)
        let read = try CatalogReader.read(.bytes(SourceFile(path: "Shop.xcstrings", bytes: json)), into: CollectedEntries(), strategy: .halves)
        #expect(read.readInHalves)
        var options = CheckOptions()
        options.disabled = Set(CheckRegistry.ids).subtracting([XcodeSymbolsCheck.description.id])
        let byStrategy = CatalogReader.Strategy.allCases.map { strategy in
            Checker.check(catalogs: [(path: "Shop.xcstrings", bytes: json)], options: options, strategy: strategy).diagnostics.map(\.message)
        }
        #expect(byStrategy == Array(repeating: [
            "Key 'adults' generates the Xcode symbol 'adults', as 'Adults' (line 4) does; rename one, or run 'l10n set adults --generates-symbol false'.",
            "Key 'total %@' generates the Xcode symbol 'total(_:)', as 'Total: %@' (line 46) does; rename one, or run 'l10n set \"total %@\" --generates-symbol false'.",
        ], count: CatalogReader.Strategy.allCases.count))
    }

    /// The fix the finding names, end to end: `set --generates-symbol false` takes the key out.
    @Test(.tags(.endToEnd)) func setGeneratesSymbolFalseClearsTheFinding() throws {
        let folder = try TempDirectory.make("symbols")
        _ = try TempDirectory.write("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "shop.home.title" : {
                  "extractionState" : "manual",
                  "generatesSymbol" : true,
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Shop" } },
                    "es" : { "stringUnit" : { "state" : "translated", "value" : "Tienda" } }
                  }
                },
                "shop.home_title" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Shop" } },
                    "es" : { "stringUnit" : { "state" : "translated", "value" : "Tienda" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """, to: "Catalogs/Shop/Shop.xcstrings", in: folder)
        let check = ["check", "--format", "xcode", "--disable", "keyfile-missing-accessor", "--disable", "key-format"]
        #expect(try L10nBinary.run(check, in: folder) == (
            "Catalogs/Shop/Shop.xcstrings:12:5: error: Key 'shop.home_title' generates the Xcode symbol 'shopHomeTitle', as 'shop.home.title' (line 4) does; rename one, or run 'l10n set shop.home_title --generates-symbol false'. [xcode-symbols]\n",
            "", 1))
        #expect(try L10nBinary.run(["set", "shop.home_title", "--generates-symbol", "false"], in: folder) == (
            "Catalogs/Shop/Shop.xcstrings: set generatesSymbol false of shop.home_title\n", "", 0))
        #expect(try L10nBinary.run(check, in: folder) == ("", "", 0))
        let written = try String(contentsOf: folder.appendingPathComponent("Catalogs/Shop/Shop.xcstrings"), encoding: .utf8)
        #expect(written.contains("""
                "shop.home_title" : {
                  "extractionState" : "manual",
                  "generatesSymbol" : false,
            """))
        #expect(try L10nBinary.run(["set", "shop.home_title", "--generates-symbol", "false"], in: folder).stdout
            == "Catalogs/Shop/Shop.xcstrings: shop.home_title already has these texts (generatesSymbol false)\n")
    }

    /// Two manual entries in Xcode's layout, with nothing said of `generatesSymbol`.
    static func collidingCatalog(_ first: String, _ second: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "\(first)" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Loading"
                  }
                },
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Cargando"
                  }
                }
              }
            },
            "\(second)" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Loading…"
                  }
                },
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Cargando…"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """
    }

    /// `generateSymbols` in the configuration is Xcode's build setting: a catalog that never
    /// says `generatesSymbol` is checked as Xcode builds it, from the root and from below it.
    @Test(.tags(.endToEnd)) func configurationTurnsTheCheckOnForEveryCatalog() throws {
        let folder = try TempDirectory.make("symbols-setting")
        _ = try TempDirectory.write(Self.collidingCatalog("shop.home.titleText", "shop.home.title_text"), to: "Catalogs/Shop/Shop.xcstrings", in: folder)
        _ = try TempDirectory.write("", to: "App/Shop/View.swift", in: folder)
        let check = ["check", "--format", "xcode", "--disable", "keyfile-missing-accessor", "--disable", "unused-key"]
        #expect(try L10nBinary.run(check, in: folder) == ("", "", 0))
        _ = try TempDirectory.write("{ \"generateSymbols\": true }\n", to: ".l10n.json", in: folder)
        let finding = "error: Key 'shop.home.title_text' generates the Xcode symbol 'shopHomeTitleText', as 'shop.home.titleText' (line 4) does; rename one, or run 'l10n set shop.home.title_text --generates-symbol false'. [xcode-symbols]\n"
        #expect(try L10nBinary.run(check, in: folder) == ("Catalogs/Shop/Shop.xcstrings:21:5: " + finding, "", 1))
        // From below, the file above still says so.
        #expect(try L10nBinary.run(check + ["../../Catalogs"], in: folder.appendingPathComponent("App/Shop")) == (
            "../../Catalogs/Shop/Shop.xcstrings:21:5: " + finding, "", 1))
        _ = try TempDirectory.write("{ \"generateSymbols\": false }\n", to: ".l10n.json", in: folder)
        #expect(try L10nBinary.run(check, in: folder) == ("", "", 0))
    }

    /// The fix the finding names works on a literal-key catalog (a migrated `Localizable`):
    /// `set` finds the one catalog that holds the key, and names them all when several do.
    @Test(.tags(.endToEnd)) func setFindsTheCatalogThatHoldsALiteralKey() throws {
        let folder = try TempDirectory.make("symbols-literal")
        _ = try TempDirectory.write("{ \"generateSymbols\": true }\n", to: ".l10n.json", in: folder)
        _ = try TempDirectory.write(Self.collidingCatalog("Loading", "Loading…"), to: "Resources/Localizable.xcstrings", in: folder)
        _ = try TempDirectory.write(Self.collidingCatalog("Loading", "Loading…"), to: "Resources/Other.xcstrings", in: folder)
        let check = ["check", "--format", "xcode", "--disable", "keyfile-missing-accessor", "--disable", "key-format"]
        let finding = ":21:5: error: Key 'Loading…' generates the Xcode symbol 'loading', as 'Loading' (line 4) does; rename one, or run 'l10n set \"Loading…\" --generates-symbol false'. [xcode-symbols]\n"
        #expect(try L10nBinary.run(check, in: folder) == (
            "Resources/Localizable.xcstrings" + finding + "Resources/Other.xcstrings" + finding, "", 1))
        let set = ["set", "Loading…", "--generates-symbol", "false"]
        #expect(try L10nBinary.run(set, in: folder) == (
            "", "Error: Key 'Loading…' is in 2 catalogs (Resources/Localizable.xcstrings, Resources/Other.xcstrings); give the one to change as the path after the key.\n", 2))
        #expect(try L10nBinary.run(["set", "Loadin", "--generates-symbol", "false"], in: folder) == (
            "", "Error: Key 'Loadin' is in no catalog searched; check the spelling, or pass the catalog or folder that holds it.\n", 2))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Resources/Other.xcstrings"))
        #expect(try L10nBinary.run(set, in: folder.appendingPathComponent("Resources")) == (
            "Localizable.xcstrings: set generatesSymbol false of Loading…\n", "", 0))
        #expect(try L10nBinary.run(check, in: folder) == ("", "", 0))
        let written = try String(contentsOf: folder.appendingPathComponent("Resources/Localizable.xcstrings"), encoding: .utf8)
        #expect(written == Self.collidingCatalog("Loading", "Loading…").replacingOccurrences(
            of: "\"Loading…\" : {\n      \"extractionState\" : \"manual\",\n",
            with: "\"Loading…\" : {\n      \"extractionState\" : \"manual\",\n      \"generatesSymbol\" : false,\n"))
        #expect(try L10nBinary.run(set, in: folder).stdout == "Resources/Localizable.xcstrings: Loading… already has these texts (generatesSymbol false)\n")
        // A catalog it cannot read might hold the key: said, and nothing written.
        _ = try TempDirectory.write("{\n  \"strings\" : {\n", to: "Resources/Broken.xcstrings", in: folder)
        #expect(try L10nBinary.run(["set", "Loading", "--generates-symbol", "false"], in: folder) == (
            "", "Resources/Broken.xcstrings:3:1: error: unexpected end of file; expected '\"' to begin a key [json-syntax]\n"
                + "Error: nothing was written; fix the errors above and try again.\n", 2))
    }
}
