import Foundation
import Testing

/// The check that ends `sync` takes what the planner already read: the catalog and key file
/// of a feature the plan leaves alone as they were parsed, a rewritten file as written. It
/// must say exactly what it said when it read every file again, and what `l10n check` says.
@Suite(.tags(.endToEnd)) struct SyncClosingCheckEndToEndTests {
    /// Offers needs an accessor and a manual state; Wallet is in step but has findings of its
    /// catalog (a repeated key, a missing translation, a `%@` only in Spanish) and of its key
    /// file (a table that does not match); Broken's key file cannot be read, so sync leaves
    /// that feature alone; the app's code has a hard-coded string.
    static let files: [(path: String, text: String)] = [
        ("App/OffersView.swift", """
        import SwiftUI

        struct OffersView: View {
            var body: some View {
                Text(L10nKey.Offers.Screen.title)
                Text("Hello there")
            }
        }
        """),
        ("Catalogs/Broken/Broken.xcstrings", """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "broken.screen.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Broken" } }
              }
            }
          },
          "version" : "1.0"
        }
        """),
        ("Catalogs/Broken/L10nKey+broken.swift", """
        import Foundation

        extension L10nKey {
            enum Broken {
                enum Screen {
                    static let title = LocalizedStringResource("broken.screen.title, table: "Broken")
                }
            }
        }
        """),
        ("Catalogs/L10nKey.swift", """
        import Foundation

        enum L10nKey {}
        """),
        ("Catalogs/Offers/L10nKey+offers.swift", """
        import Foundation

        extension L10nKey {
            enum Offers {
                enum Screen {
                    static let title = LocalizedStringResource("offers.screen.title", table: "Offers")
                }
            }
        }
        """),
        ("Catalogs/Offers/Offers.xcstrings", """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "offers.screen.subtitle" : {
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Today only" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Solo hoy" } }
              }
            },
            "offers.screen.title" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Offers" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Ofertas" } }
              }
            }
          },
          "version" : "1.0"
        }
        """),
        ("Catalogs/Wallet/L10nKey+wallet.swift", """
        import Foundation

        extension L10nKey {
            enum Wallet {
                enum Card {
                    static let add = LocalizedStringResource("wallet.card.add", table: "Wallet")
                    static let balance = LocalizedStringResource("wallet.card.balance", table: "Wallet")
                    static let old = LocalizedStringResource("wallet.card.old", table: "Walet")
                }
            }
        }
        """),
        ("Catalogs/Wallet/Wallet.xcstrings", """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "wallet.card.add" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Add card" } }
              }
            },
            "wallet.card.balance" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Balance" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Saldo %@" } }
              }
            },
            "wallet.card.add" : {
              "extractionState" : "manual"
            }
          },
          "version" : "1.0"
        }
        """),
    ]

    func project() throws -> URL {
        let folder = try TempDirectory.make("sync-closing-check")
        for file in Self.files { _ = try TempDirectory.write(file.text + "\n", to: file.path, in: folder) }
        return folder
    }

    static let findings = """
        Catalogs/Broken/L10nKey+broken.swift:6:92: error: unterminated string literal; expected '"' before the end of the line [keyfile-syntax]
        Catalogs/Wallet/L10nKey+wallet.swift:8:24: error: Key 'wallet.card.old' is read from table 'Walet' by `old`, but it lives in Wallet.xcstrings; change it to `table: "Wallet"`. [keyfile-table]

        """

    static let plan = """
        Catalogs/Offers/L10nKey+offers.swift: +1 accessor
          + offers.screen.subtitle
        Catalogs/Offers/Offers.xcstrings: 1 set to manual
          ~ offers.screen.subtitle: manual (was extracted_with_value)

        """

    /// The last line of `l10n check`'s text report: the run's summary.
    func checkSummary(in folder: URL) throws -> String {
        let check = try L10nBinary.run(["check"], in: folder)
        return String(check.stdout.split(separator: "\n").last ?? "")
    }

    @Test func aSyncThatFixesOneFeatureReportsTheOthersFindingsAsCheckDoes() throws {
        let folder = try project()
        let remaining = "After sync: 10 errors, 6 warnings in 6 files (6 keys); run 'l10n check' for details.\n"
        let left = " Left alone: 2 problems that need a person (see above).\n"
        let dryRun = try L10nBinary.run(["sync", "--check"], in: folder)
        #expect(dryRun.stdout == Self.findings + Self.plan + "2 of 6 files would change; run 'l10n sync' to apply." + left + remaining)
        #expect(dryRun.stderr == "")
        #expect(dryRun.exitCode == 1)

        let sync = try L10nBinary.run(["sync"], in: folder)
        #expect(sync.stdout == Self.findings + Self.plan + "Synced 2 of 6 files." + left + remaining)
        #expect(sync.stderr == "")
        #expect(sync.exitCode == 0)
        // What the closing check said of the files sync wrote and of those it read is check's word.
        #expect(try checkSummary(in: folder) == "10 errors, 6 warnings in 6 files (6 keys)")

        // A second run reads every file once and changes nothing: the same findings, the same count.
        let again = try L10nBinary.run(["sync"], in: folder)
        #expect(again.stdout == Self.findings + "6 files already in sync." + left + remaining)
        #expect(again.exitCode == 0)
        let strict = try L10nBinary.run(["sync", "--strict"], in: folder)
        #expect(strict.stdout == again.stdout)
        #expect(strict.exitCode == 1)

        // From the catalogs' folder the app's code is out of reach, and so are its warnings.
        let inCatalogs = try L10nBinary.run(["sync"], in: folder.appendingPathComponent("Catalogs"))
        #expect(inCatalogs.stdout == Self.findings.replacingOccurrences(of: "Catalogs/", with: "")
            + "6 files already in sync." + left + "After sync: 10 errors in 6 files (6 keys); run 'l10n check' for details.\n")
        #expect(inCatalogs.exitCode == 0)
        #expect(try checkSummary(in: folder.appendingPathComponent("Catalogs")) == "10 errors in 6 files (6 keys)")
    }
}

extension SyncClosingCheckEndToEndTests {
    /// A large catalog the plan leaves alone is handed to the check whole, in halves, while the
    /// key file the plan rewrites is parsed again beside it; a second run hands over both.
    @Test func aLargeCatalogLeftAloneIsCheckedAsItWasRead() throws {
        let folder = try TempDirectory.make("sync-closing-check-large")
        try TempDirectory.write(
            try LargeCatalogEndToEndTests.catalog(order: ["sourceLanguage", "strings", "version"]), to: "Catalogs/Shop/Shop.xcstrings", in: folder)
        let keyFile = LargeCatalogEndToEndTests.keyFile.replacingOccurrences(of: "static let extra", with: "// static let extra")
        try TempDirectory.write(keyFile, to: "Catalogs/Shop/L10nKey+Shop.swift", in: folder)
        let catalog = try Data(contentsOf: folder.appendingPathComponent("Catalogs/Shop/Shop.xcstrings"))
        let remaining = "After sync: 2 errors in 2 files (9000 keys); run 'l10n check' for details.\n"

        let sync = try L10nBinary.run(["sync"], in: folder)
        #expect(sync.stdout.hasPrefix("Catalogs/Shop/L10nKey+Shop.swift: +\(LargeCatalogEndToEndTests.keyCount - 1) accessors\n  + shop.list.item1\n"))
        #expect(sync.stdout.hasSuffix("\n  + shop.list.item8999\nSynced 1 of 2 files.\n" + remaining))
        #expect(sync.stderr == "")
        #expect(sync.exitCode == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("Catalogs/Shop/Shop.xcstrings")) == catalog)
        #expect(try checkSummary(in: folder) == "2 errors in 2 files (9000 keys)")

        let again = try L10nBinary.run(["sync"], in: folder)
        #expect(again.stdout == "2 files already in sync.\n" + remaining)
        #expect(again.exitCode == 0)
    }
}

extension SyncClosingCheckEndToEndTests {
    /// The key file sync inserts accessors into is checked as the edit describes it (CRLF lines,
    /// a table that does not match, new sections and accessors before and after the old ones)
    /// or, where the edit cannot be described (an `#if` block), as read again: either way the
    /// closing check says what `l10n check` then says, from the project and from the feature.
    @Test(arguments: [false, true]) func anEditedKeyFileIsCheckedAsCheckReadsIt(hasConditionalBlock: Bool) throws {
        let folder = try TempDirectory.make("sync-closing-check-edited")
        let entry = #"{ "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Text" } } } }"#
        let keys = ["shop.basket.aaa", "shop.basket.middle", "shop.basket.total", "shop.basket.zzz", "shop.help.title", "shop.list.item"]
        let catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
            + keys.map { "    \"\($0)\" : \(entry)" }.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
        try TempDirectory.write(catalog, to: "Catalogs/Shop/Shop.xcstrings", in: folder)
        let conditional = hasConditionalBlock ? "#if DEBUG\n            static let debug = LocalizedStringResource(\"shop.list.debug\", table: \"Shop\")\n#endif\n" : ""
        let keyFile = """
            import Foundation

            extension L10nKey {
                enum Shop {
                    enum Basket {
                        /// Middle
                        static let middle = LocalizedStringResource("shop.basket.middle", table: "Shop")
                        static let total = LocalizedStringResource("shop.basket.total", table: "Shoop")
                    }

                    enum List {
                        static let item = LocalizedStringResource("shop.list.item", table: "Shop")
            \(conditional)        }
                }
            }

            """
        try TempDirectory.write(keyFile.replacingOccurrences(of: "\n", with: "\r\n"), to: "Catalogs/Shop/L10nKey+shop.swift", in: folder)
        let sync = try L10nBinary.run(["sync"], in: folder)
        let summary = try checkSummary(in: folder)
        #expect(sync.stdout.hasSuffix("Synced \(hasConditionalBlock ? 2 : 1) of 2 files. Left alone: 1 problem that needs a person (see above).\n"
            + "After sync: \(summary); run 'l10n check' for details.\n"), "\(sync.stdout)")
        #expect(sync.stdout.contains("  + shop.basket.aaa\n  + shop.basket.zzz\n  + shop.help.title\n"))
        #expect(sync.exitCode == 0)
        #expect(summary == (hasConditionalBlock ? "9 errors in 2 files (7 keys)" : "7 errors in 2 files (6 keys)"))
        let written = try String(contentsOf: folder.appendingPathComponent("Catalogs/Shop/L10nKey+shop.swift"), encoding: .utf8)
        #expect(!written.replacingOccurrences(of: "\r\n", with: "").contains("\n"))

        // Once more from the feature's folder, on a fresh copy: the same files, the same word.
        let again = try TempDirectory.make("sync-closing-check-edited-again")
        try TempDirectory.write(catalog, to: "Catalogs/Shop/Shop.xcstrings", in: again)
        try TempDirectory.write(keyFile.replacingOccurrences(of: "\n", with: "\r\n"), to: "Catalogs/Shop/L10nKey+shop.swift", in: again)
        let feature = again.appendingPathComponent("Catalogs/Shop")
        let inFeature = try L10nBinary.run(["sync", "."], in: feature)
        #expect(inFeature.stdout.hasSuffix("After sync: \(try checkSummary(in: feature)); run 'l10n check' for details.\n"), "\(inFeature.stdout)")
        #expect(try Data(contentsOf: feature.appendingPathComponent("L10nKey+shop.swift")) == Data(written.utf8))
    }
}

extension SyncClosingCheckEndToEndTests {
    /// A large catalog's halves are checked beside the key file's own checks (a repeated key,
    /// a table that does not match), whether the key file was parsed by the check, by the
    /// planner (a second run) or described from the planner's edit (a first run that also
    /// adds an entry to the catalog): sync's closing check says what `l10n check` says, from
    /// the project and from the feature's folder.
    @Test(arguments: ["", "Catalogs/Shop"]) func aLargeCatalogsKeyFileIsCheckedBesideItsHalves(folderName: String) throws {
        let folder = try TempDirectory.make("sync-closing-check-large-key-file")
        let catalog = try LargeCatalogEndToEndTests.catalog(order: ["sourceLanguage", "strings", "version"])
        try TempDirectory.write(catalog, to: "Catalogs/Shop/Shop.xcstrings", in: folder)
        let keyFile = """
            import Foundation

            extension L10nKey {
                enum Shop {
                    enum List {
                        static let item0 = LocalizedStringResource("shop.list.item0", table: "Shop")
                        static let firstItem = LocalizedStringResource("shop.list.item0", table: "Shop")
                        static let item1 = LocalizedStringResource("shop.list.item1", table: "Shoop")
                        static let extra = LocalizedStringResource("shop.list.extra", table: "Shop")
                    }
                }
            }

            """
        try TempDirectory.write(keyFile, to: "Catalogs/Shop/L10nKey+shop.swift", in: folder)
        let directory = folderName.isEmpty ? folder : folder.appendingPathComponent(folderName)
        let prefix = folderName.isEmpty ? "Catalogs/Shop/" : ""

        let sync = try L10nBinary.run(["sync"], in: directory)
        let summary = try checkSummary(in: directory)
        // The two missing translations of the catalog, the new entry's two, and the key file's two.
        #expect(summary == "6 errors in 2 files (9001 keys)")
        let check = try L10nBinary.run(["check", "--format", "xcode"], in: directory)
        #expect(check.stdout.hasPrefix(
            "\(prefix)L10nKey+shop.swift:7:24: error: Key 'shop.list.item0' already has the accessor `item0` on line 6; "
                + "delete this second one, `firstItem`, and use the first. [keyfile-duplicate]\n"
                + "\(prefix)L10nKey+shop.swift:8:24: error: Key 'shop.list.item1' is read from table 'Shoop' by `item1`"), "\(check.stdout)")
        #expect(sync.stdout.hasPrefix(
            "\(prefix)L10nKey+shop.swift:8:24: error: Key 'shop.list.item1' is read from table 'Shoop' by `item1`, but it lives in Shop.xcstrings; "
                + "change it to `table: \"Shop\"`. [keyfile-table]\n"
                + "\(prefix)L10nKey+shop.swift: +8998 accessors\n  + shop.list.item2\n"), "\(sync.stdout.prefix(600))")
        #expect(sync.stdout.hasSuffix(
            "\(prefix)Shop.xcstrings: +1 entry\n  + shop.list.extra\n"
                + "Synced 2 of 2 files. Left alone: 1 problem that needs a person (see above).\n"
                + "After sync: \(summary); run 'l10n check' for details.\n"), "\(sync.stdout.suffix(600))")
        #expect(sync.stderr == "")
        #expect(sync.exitCode == 0)

        let written = try Data(contentsOf: folder.appendingPathComponent("Catalogs/Shop/Shop.xcstrings"))
        let again = try L10nBinary.run(["sync"], in: directory)
        #expect(again.stdout.hasSuffix(
            "2 files already in sync. Left alone: 1 problem that needs a person (see above).\n"
                + "After sync: \(summary); run 'l10n check' for details.\n"), "\(again.stdout)")
        #expect(again.exitCode == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("Catalogs/Shop/Shop.xcstrings")) == written)
    }
}
