import Foundation
import Testing
@testable import L10nCatalog

/// `l10n rename`, and the catalog-only rename that `check` and `sync` report as
/// `probable-rename`, on copies of the sample app and on a small feature written here.
@Suite(.tags(.endToEnd)) struct RenameEndToEndTests {
    /// A copy of the sample app (`Catalogs/` and `App/`).
    func sampleApp() throws -> URL {
        let folder = try TempDirectory.make("rename")
        for name in ["Catalogs", "App"] {
            try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// The bytes of `key`'s entry in a catalog as Xcode writes it, from its key to its closing
    /// brace, with the key left out: what a rename must carry over unchanged.
    func entryBody(_ key: String, in catalog: String) throws -> String {
        let start = try #require(catalog.range(of: "    \"\(key)\" : {\n"))
        let end = try #require(catalog.range(of: "\n    }", range: start.upperBound..<catalog.endIndex))
        return String(catalog[start.upperBound..<end.upperBound])
    }

    static let purchases = "Catalogs/Purchases/Purchases.xcstrings"
    static let purchasesKeys = "Catalogs/Purchases/L10nKey+purchases.swift"
    static let purchasesView = "App/Purchases/PurchasesView.swift"

    /// The issue's scenario, done with the tool: every translation moves, the accessor keeps
    /// its name (the new element gives the same one), and `check` finds nothing new.
    @Test func renameMovesEveryTranslationAndKeepsTheAccessorName() throws {
        let folder = try sampleApp()
        let checkBefore = try L10nBinary.run(["check"], in: folder)
        let catalogBefore = try text(Self.purchases, in: folder)
        let viewBefore = try text(Self.purchasesView, in: folder)

        let result = try L10nBinary.run(["rename", "purchases.detail.reportIssue", "purchases.detail.report_issue"], in: folder)
        #expect(result.stdout == """
            Catalogs/Purchases/Purchases.xcstrings: purchases.detail.reportIssue -> purchases.detail.report_issue, with every translation
            Catalogs/Purchases/L10nKey+purchases.swift: L10nKey.Purchases.Detail.reportIssue reads 'purchases.detail.report_issue'
            Renamed 'purchases.detail.reportIssue' to 'purchases.detail.report_issue' in 2 files.

            """)
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)

        let catalogAfter = try text(Self.purchases, in: folder)
        #expect(try entryBody("purchases.detail.report_issue", in: catalogAfter) == entryBody("purchases.detail.reportIssue", in: catalogBefore))
        #expect(catalogAfter == catalogBefore.replacingOccurrences(of: "\"purchases.detail.reportIssue\"", with: "\"purchases.detail.report_issue\""))
        #expect(try text(Self.purchasesKeys, in: folder).contains(
            #"static let reportIssue = LocalizedStringResource("purchases.detail.report_issue", table: "Purchases")"#))
        #expect(try text(Self.purchasesView, in: folder) == viewBefore, "the accessor's name did not change")

        let checkAfter = try L10nBinary.run(["check"], in: folder)
        #expect(checkAfter.stdout == checkBefore.stdout)
        let purchasesOnly = try L10nBinary.run(["check", "Catalogs/Purchases", "App/Purchases"], in: folder)
        #expect(purchasesOnly.stdout == "No problems in 2 files (12 keys)\n")
        #expect(purchasesOnly.exitCode == 0)
    }

    /// An accessor named after the old element follows the new one, and so does the code.
    @Test func aNewElementRenamesTheAccessorAndItsUses() throws {
        let folder = try sampleApp()
        let checkBefore = try L10nBinary.run(["check"], in: folder)
        let result = try L10nBinary.run(["rename", "purchases.detail.reportIssue", "purchases.detail.reportProblem"], in: folder)
        #expect(result.stdout == """
            Catalogs/Purchases/Purchases.xcstrings: purchases.detail.reportIssue -> purchases.detail.reportProblem, with every translation
            Catalogs/Purchases/L10nKey+purchases.swift: L10nKey.Purchases.Detail.reportIssue -> L10nKey.Purchases.Detail.reportProblem, reading 'purchases.detail.reportProblem'
            App/Purchases/PurchasesView.swift: 1 use -> L10nKey.Purchases.Detail.reportProblem
            Renamed 'purchases.detail.reportIssue' to 'purchases.detail.reportProblem' in 3 files.

            """)
        #expect(result.exitCode == 0)
        #expect(try text(Self.purchasesKeys, in: folder).contains(
            #"static let reportProblem = LocalizedStringResource("purchases.detail.reportProblem", table: "Purchases")"#))
        #expect(try text(Self.purchasesView, in: folder).contains("Button(L10nKey.Purchases.Detail.reportProblem) {}"))
        #expect(try L10nBinary.run(["check"], in: folder).stdout == checkBefore.stdout)
    }

    /// A hand-picked name stays, unless asked otherwise.
    @Test func aChosenNameStaysUnlessRenameAccessorIsGiven() throws {
        let folder = try sampleApp()
        // `termsLink` reads `offers.detail.terms`: a name someone chose.
        let kept = try L10nBinary.run(["rename", "offers.detail.terms", "offers.detail.termsAndConditions", "--check"], in: folder)
        #expect(kept.stdout.contains("L10nKey.Offers.Detail.termsLink reads 'offers.detail.termsAndConditions'\n"))
        #expect(kept.exitCode == 1)
        let renamed = try L10nBinary.run(["rename", "offers.detail.terms", "offers.detail.termsAndConditions", "--rename-accessor"], in: folder)
        #expect(renamed.stdout.contains(
            "L10nKey.Offers.Detail.termsLink -> L10nKey.Offers.Detail.termsAndConditions, reading 'offers.detail.termsAndConditions'\n"))
        #expect(renamed.exitCode == 0)
        let check = try L10nBinary.run(["check", "--disable", "hardcoded-string,unused-key"], in: folder)
        #expect(!check.stdout.contains("offers.detail"))
    }

    static let shopCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "shop.home.title" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Shop"
                  }
                },
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Tienda"
                  }
                }
              }
            },
            "shop.promo.banner" : {
              "comment" : "Shown above the list.",
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%lld deals today"
                  }
                },
                "es" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%lld ofertas hoy"
                  }
                }
              },
              "x-custom" : [
                1.50,
                true
              ]
            }
          },
          "version" : "1.0"
        }
        """

    static let shopKeyFile = """
        // Generated by l10n. Add keys with `l10n add` or edit Shop.xcstrings.
        import Foundation

        // swiftlint:disable nesting
        extension L10nKey {
            enum Shop {
                enum Home {
                    /// Shop
                    static let title = LocalizedStringResource("shop.home.title", table: "Shop")
                }

                enum Promo {
                    /// %lld deals today
                    /// Shown above the list.
                    static func banner(_ arg1: Int) -> LocalizedStringResource {
                        LocalizedStringResource("shop.promo.banner", defaultValue: "\\(arg1) deals today", table: "Shop")
                    }
                }
            }
        }
        // swiftlint:enable nesting

        """

    static let shopView = """
        import SwiftUI

        struct HomeView: View {
            var body: some View {
                Text(L10nKey.Shop.Promo.banner(3))
                Text(L10nKey.Shop.Home.title)
            }
        }

        """

    func shop() throws -> URL {
        let folder = try TempDirectory.make("rename-shop")
        try TempDirectory.write(Self.shopCatalog + "\n", to: "Catalogs/Shop/Shop.xcstrings", in: folder)
        try TempDirectory.write(Self.shopKeyFile, to: "Catalogs/Shop/L10nKey+shop.swift", in: folder)
        try TempDirectory.write(Self.shopView, to: "App/Shop/HomeView.swift", in: folder)
        return folder
    }

    /// Another section: the entry moves to its sorted place with its unknown field, the
    /// accessor to the section's enum, the emptied enum goes, and the code follows.
    @Test func aNewSectionMovesTheAccessorAndRemovesTheEmptiedEnum() throws {
        let folder = try shop()
        let result = try L10nBinary.run(["rename", "shop.promo.banner", "shop.home.deals"], in: folder)
        #expect(result.stdout == """
            Catalogs/Shop/Shop.xcstrings: shop.promo.banner -> shop.home.deals, with every translation
            Catalogs/Shop/L10nKey+shop.swift: L10nKey.Shop.Promo.banner -> L10nKey.Shop.Home.deals, reading 'shop.home.deals'
            App/Shop/HomeView.swift: 1 use -> L10nKey.Shop.Home.deals
            Renamed 'shop.promo.banner' to 'shop.home.deals' in 3 files.

            """)
        #expect(result.exitCode == 0)
        let catalog = try text("Catalogs/Shop/Shop.xcstrings", in: folder)
        #expect(try entryBody("shop.home.deals", in: catalog) == entryBody("shop.promo.banner", in: Self.shopCatalog))
        #expect(catalog.range(of: "\"shop.home.deals\"")!.lowerBound < catalog.range(of: "\"shop.home.title\"")!.lowerBound, "Xcode's order")
        #expect(try text("Catalogs/Shop/L10nKey+shop.swift", in: folder) == """
            // Generated by l10n. Add keys with `l10n add` or edit Shop.xcstrings.
            import Foundation

            // swiftlint:disable nesting
            extension L10nKey {
                enum Shop {
                    enum Home {
                        /// %lld deals today
                        /// Shown above the list.
                        static func deals(_ count: Int) -> LocalizedStringResource {
                            LocalizedStringResource("shop.home.deals", defaultValue: "\\(count) deals today", table: "Shop")
                        }
                        /// Shop
                        static let title = LocalizedStringResource("shop.home.title", table: "Shop")
                    }
                }
            }
            // swiftlint:enable nesting

            """)
        #expect(try text("App/Shop/HomeView.swift", in: folder) == Self.shopView.replacingOccurrences(
            of: "L10nKey.Shop.Promo.banner", with: "L10nKey.Shop.Home.deals"))
        let check = try L10nBinary.run(["check"], in: folder)
        #expect(check.stdout == "No problems in 2 files (2 keys)\n")
        #expect(check.exitCode == 0)
    }

    /// A use through a typealias cannot be renamed without changing the alias's other uses.
    @Test func aUseThroughATypealiasIsLeftToAPerson() throws {
        let folder = try shop()
        try TempDirectory.write(
            "typealias Promo = L10nKey.Shop.Promo\nlet banner = Promo.banner(2)\n", to: "App/Shop/Banner.swift", in: folder)
        let result = try L10nBinary.run(["rename", "shop.promo.banner", "shop.home.deals"], in: folder)
        #expect(result.stdout.hasSuffix("""
            App/Shop/HomeView.swift: 1 use -> L10nKey.Shop.Home.deals
            App/Shop/Banner.swift:2:14: names the accessor through a typealias or constant; change it to L10nKey.Shop.Home.deals by hand
            Renamed 'shop.promo.banner' to 'shop.home.deals' in 3 files.

            """))
        #expect(result.exitCode == 1)
    }

    /// Another feature: the entry and the accessor change files.
    @Test func aCrossFeatureRenameMovesTheEntryAndTheAccessor() throws {
        let folder = try sampleApp()
        let purchasesBefore = try text(Self.purchases, in: folder)
        let result = try L10nBinary.run(["rename", "purchases.detail.reportIssue", "offers.support.reportIssue"], in: folder)
        #expect(result.stdout == """
            Catalogs/Purchases/Purchases.xcstrings: -1 entry (purchases.detail.reportIssue)
            Catalogs/Offers/Offers.xcstrings: +1 entry (offers.support.reportIssue), with every translation
            Catalogs/Purchases/L10nKey+purchases.swift: -1 accessor (L10nKey.Purchases.Detail.reportIssue)
            Catalogs/Offers/L10nKey+offers.swift: +1 accessor (L10nKey.Offers.Support.reportIssue) reading 'offers.support.reportIssue'
            App/Purchases/PurchasesView.swift: 1 use -> L10nKey.Offers.Support.reportIssue
            Renamed 'purchases.detail.reportIssue' to 'offers.support.reportIssue' in 5 files.

            """)
        #expect(result.exitCode == 0)
        let offers = try text("Catalogs/Offers/Offers.xcstrings", in: folder)
        #expect(try entryBody("offers.support.reportIssue", in: offers) == entryBody("purchases.detail.reportIssue", in: purchasesBefore))
        #expect(!(try text(Self.purchases, in: folder)).contains("reportIssue"))
        #expect(!(try text(Self.purchasesKeys, in: folder)).contains("reportIssue"))
        #expect(try text("Catalogs/Offers/L10nKey+offers.swift", in: folder).contains(
            #"static let reportIssue = LocalizedStringResource("offers.support.reportIssue", table: "Offers")"#))
        let check = try L10nBinary.run(["check", "Catalogs/Purchases", "Catalogs/Offers", "App/Purchases", "App/Offers"], in: folder)
        #expect(!check.stdout.contains("reportIssue"))
    }

    @Test func checkPrintsThePlanAndChangesNoByte() throws {
        let folder = try sampleApp()
        let before = try TempDirectory.snapshot(folder)
        let result = try L10nBinary.run(["rename", "purchases.detail.reportIssue", "purchases.detail.reportProblem", "--check"], in: folder)
        #expect(result.stdout == """
            Catalogs/Purchases/Purchases.xcstrings: purchases.detail.reportIssue -> purchases.detail.reportProblem, with every translation
            Catalogs/Purchases/L10nKey+purchases.swift: L10nKey.Purchases.Detail.reportIssue -> L10nKey.Purchases.Detail.reportProblem, reading 'purchases.detail.reportProblem'
            App/Purchases/PurchasesView.swift: 1 use -> L10nKey.Purchases.Detail.reportProblem
            3 files would change; run without --check to rename 'purchases.detail.reportIssue' to 'purchases.detail.reportProblem'.

            """)
        #expect(result.exitCode == 1)
        #expect(try TempDirectory.snapshot(folder) == before)
    }

    /// Refusals write nothing and exit 2.
    @Test(arguments: [
        (["purchases.detail.reportIssue", "purchases.detail.total"],
         "Error: Key 'purchases.detail.total' is already in Catalogs/Purchases/Purchases.xcstrings; change its text there, or choose another key.\n"),
        (["purchases.detail.reportIssue", "purchases.Detail.x"],
         "Catalogs/Purchases/Purchases.xcstrings:40:5: error: Key 'purchases.Detail.x' has section 'Detail', which must be lowerCamelCase; rename it to '<feature>.<section>.<element>': lowercase feature, lowerCamelCase section, lowerCamelCase or snake_case element. [key-format]\n"
            + "Error: nothing was written; fix the errors above and try again.\n"),
        (["purchases.detail.nothing", "purchases.detail.something"],
         "Error: Key 'purchases.detail.nothing' is neither in Catalogs/Purchases/Purchases.xcstrings nor in Catalogs/Purchases/L10nKey+purchases.swift; check the spelling.\n"),
        (["purchases.detail.reportIssue", "wallet.detail.reportIssue"],
         "Error: No catalog for the feature 'wallet': no <Feature>.xcstrings whose name, lowercased, is 'wallet'; create one with 'l10n init Wallet', or pass the folder that holds it.\n"),
    ])
    func aRefusedRenameChangesNoByte(keys: [String], message: String) throws {
        let folder = try sampleApp()
        let before = try TempDirectory.snapshot(folder)
        let result = try L10nBinary.run(["rename"] + keys, in: folder)
        #expect(result.stdout == "")
        #expect(result.stderr == message)
        #expect(result.exitCode == 2)
        #expect(try TempDirectory.snapshot(folder) == before)
    }

    /// Files that cannot be edited safely are reported where they break, and nothing is written.
    @Test func aFileThatCannotBeEditedStopsTheRename() throws {
        let folder = try shop()
        try TempDirectory.write(
            Self.shopKeyFile.replacingOccurrences(of: "static let title =", with: "static let ="), to: "Catalogs/Shop/L10nKey+shop.swift", in: folder)
        let before = try TempDirectory.snapshot(folder)
        let brokenKeyFile = try L10nBinary.run(["rename", "shop.promo.banner", "shop.home.deals"], in: folder)
        #expect(brokenKeyFile.stderr == """
            Catalogs/Shop/L10nKey+shop.swift:9:24: error: expected a name after `static let`, found '=' [keyfile-syntax]
            Error: nothing was written; fix the errors above and try again.

            """)
        #expect(brokenKeyFile.exitCode == 2)
        #expect(try TempDirectory.snapshot(folder) == before)

        try TempDirectory.write(Self.shopKeyFile, to: "Catalogs/Shop/L10nKey+shop.swift", in: folder)
        try TempDirectory.write("{\n  \"strings\" : {,}\n}\n", to: "Catalogs/Shop/Shop.xcstrings", in: folder)
        let catalogBefore = try TempDirectory.snapshot(folder)
        let brokenCatalog = try L10nBinary.run(["rename", "shop.promo.banner", "shop.home.deals"], in: folder)
        #expect(brokenCatalog.stderr.hasPrefix("Catalogs/Shop/Shop.xcstrings:2:16: error: "))
        #expect(brokenCatalog.exitCode == 2)
        #expect(try TempDirectory.snapshot(folder) == catalogBefore)
    }

    /// Moving one copy of a key the catalog holds twice would leave the other behind.
    @Test func aKeyTheCatalogHoldsTwiceIsNotRenamed() throws {
        let folder = try shop()
        try TempDirectory.write(
            Self.shopCatalog.replacingOccurrences(
                of: "  \"strings\" : {\n", with: "  \"strings\" : {\n    \"shop.promo.banner\" : {\n      \"extractionState\" : \"manual\"\n    },\n") + "\n",
            to: "Catalogs/Shop/Shop.xcstrings", in: folder)
        let before = try TempDirectory.snapshot(folder)
        let result = try L10nBinary.run(["rename", "shop.promo.banner", "shop.home.deals"], in: folder)
        #expect(result.stderr == """
            Catalogs/Shop/Shop.xcstrings:24:5: error: Key 'shop.promo.banner' is in the catalog 2 times; keep one copy, so the rename knows which text to move. [duplicate-key]
            Error: nothing was written; fix the errors above and try again.

            """)
        #expect(result.exitCode == 2)
        #expect(try TempDirectory.snapshot(folder) == before)
    }

    /// Two accessors would end up reading one key.
    @Test func aNewKeyThatAlreadyHasAnAccessorIsRefused() throws {
        let folder = try shop()
        try TempDirectory.write(
            Self.shopKeyFile.replacingOccurrences(
                of: "            static let title", with: "            static let deals = LocalizedStringResource(\"shop.home.deals\", table: \"Shop\")\n            static let title"),
            to: "Catalogs/Shop/L10nKey+shop.swift", in: folder)
        let before = try TempDirectory.snapshot(folder)
        let result = try L10nBinary.run(["rename", "shop.promo.banner", "shop.home.deals"], in: folder)
        #expect(result.stderr == """
            Catalogs/Shop/L10nKey+shop.swift:9:24: error: Key 'shop.home.deals' already has the accessor `L10nKey.Shop.Home.deals`; remove one of the two accessors first. [keyfile-duplicate]
            Error: nothing was written; fix the errors above and try again.

            """)
        #expect(result.exitCode == 2)
        #expect(try TempDirectory.snapshot(folder) == before)
    }

    /// The issue's drift: the key renamed in the catalog alone. `sync` adds no empty entry and
    /// no second accessor, `check` says it once, and the rename it suggests finishes the job.
    @Test func aCatalogOnlyRenameIsOneFindingThatRenameFinishes() throws {
        let folder = try sampleApp()
        let catalog = try text(Self.purchases, in: folder)
        try TempDirectory.write(
            catalog.replacingOccurrences(of: "\"purchases.detail.reportIssue\"", with: "\"purchases.detail.report_issue\""),
            to: Self.purchases, in: folder)
        let finding = "Catalogs/Purchases/L10nKey+purchases.swift:11:62: error: Key 'purchases.detail.reportIssue' of accessor `reportIssue` "
            + "is not in Purchases.xcstrings, which has 'purchases.detail.report_issue' without an accessor: probably renamed on one side only; "
            + "run 'l10n rename purchases.detail.reportIssue purchases.detail.report_issue' to finish the rename "
            + "(or rename 'purchases.detail.report_issue' back in the catalog). [probable-rename]\n"
        let check = try L10nBinary.run(["check", "--format", "xcode", "Catalogs/Purchases", "App/Purchases"], in: folder)
        #expect(check.stdout == finding)
        #expect(check.exitCode == 1)

        let before = try TempDirectory.snapshot(folder)
        let sync = try L10nBinary.run(["sync", "Catalogs/Purchases"], in: folder)
        #expect(sync.stdout == finding + """
            2 files already in sync. Left alone: 1 problem that needs a person (see above).
            After sync: 1 error in 2 files (12 keys); run 'l10n check' for details.

            """)
        #expect(sync.stderr == "")
        #expect(sync.exitCode == 0)
        #expect(try TempDirectory.snapshot(folder) == before, "no empty entry for the old key, no accessor for the new one")
        #expect(try L10nBinary.run(["sync", "--strict", "Catalogs/Purchases"], in: folder).exitCode == 1)
        let generate = try L10nBinary.run(["generate", "Catalogs/Purchases"], in: folder)
        #expect(generate.stdout == "1 key file up to date.\n")
        #expect(generate.stderr == finding)
        #expect(generate.exitCode == 1)
        #expect(try TempDirectory.snapshot(folder) == before, "generate adds no second accessor either")

        let rename = try L10nBinary.run(["rename", "purchases.detail.reportIssue", "purchases.detail.report_issue"], in: folder)
        #expect(rename.stdout == """
            Catalogs/Purchases/L10nKey+purchases.swift: L10nKey.Purchases.Detail.reportIssue reads 'purchases.detail.report_issue'
            Renamed 'purchases.detail.reportIssue' to 'purchases.detail.report_issue' in 1 file.

            """)
        #expect(rename.exitCode == 0)
        let clean = try L10nBinary.run(["check", "Catalogs/Purchases", "App/Purchases"], in: folder)
        #expect(clean.stdout == "No problems in 2 files (12 keys)\n")
        #expect(clean.exitCode == 0)
    }

    /// A key moved to another section in the catalog keeps its element, which pairs it.
    @Test func aCatalogOnlyMoveToAnotherSectionIsPairedByItsElement() throws {
        let folder = try sampleApp()
        let catalog = try text(Self.purchases, in: folder)
        try TempDirectory.write(
            catalog.replacingOccurrences(of: "\"purchases.detail.reportIssue\"", with: "\"purchases.support.reportIssue\""),
            to: Self.purchases, in: folder)
        let check = try L10nBinary.run(["check", "--format", "xcode", "Catalogs/Purchases", "App/Purchases"], in: folder)
        #expect(check.stdout.hasSuffix("run 'l10n rename purchases.detail.reportIssue purchases.support.reportIssue' to finish the rename "
            + "(or rename 'purchases.support.reportIssue' back in the catalog). [probable-rename]\n"))
        #expect(check.stdout.split(separator: "\n").count == 1)
        let rename = try L10nBinary.run(["rename", "purchases.detail.reportIssue", "purchases.support.reportIssue"], in: folder)
        #expect(rename.stdout == """
            Catalogs/Purchases/L10nKey+purchases.swift: L10nKey.Purchases.Detail.reportIssue -> L10nKey.Purchases.Support.reportIssue, reading 'purchases.support.reportIssue'
            App/Purchases/PurchasesView.swift: 1 use -> L10nKey.Purchases.Support.reportIssue
            Renamed 'purchases.detail.reportIssue' to 'purchases.support.reportIssue' in 2 files.

            """)
        #expect(try text(Self.purchases, in: folder) == catalog.replacingOccurrences(
            of: "\"purchases.detail.reportIssue\"", with: "\"purchases.support.reportIssue\""), "the catalog was renamed already")
        let clean = try L10nBinary.run(["check", "Catalogs/Purchases", "App/Purchases"], in: folder)
        #expect(clean.stdout == "No problems in 2 files (12 keys)\n")
    }

    /// Two candidates in one section are not guessed between: both sides are reported as before.
    @Test func anAmbiguousRenameIsNotGuessed() throws {
        let folder = try sampleApp()
        let catalog = try text(Self.purchases, in: folder)
        try TempDirectory.write(
            catalog.replacingOccurrences(of: "\"purchases.detail.reportIssue\"", with: "\"purchases.detail.report_issue\"")
                .replacingOccurrences(of: "\"purchases.detail.total\"", with: "\"purchases.detail.amount\""),
            to: Self.purchases, in: folder)
        let check = try L10nBinary.run(["check", "--format", "xcode", "Catalogs/Purchases", "App/Purchases"], in: folder)
        #expect(!check.stdout.contains("[probable-rename]"))
        #expect(check.stdout.components(separatedBy: "[keyfile-missing-key]").count == 3)
        // `report_issue` would be named `reportIssue`, which the file has: generate refuses it, and check says so.
        #expect(check.stdout.components(separatedBy: "[keyfile-missing-accessor]").count == 2)
        #expect(check.stdout.components(separatedBy: "[keyfile-identifier-collision]").count == 2)
    }

    /// A key whose accessor name another key already has is not sent to generate, which refuses it.
    @Test func aKeyWhoseNameIsTakenIsNotSentToGenerate() throws {
        let folder = try shop()
        try TempDirectory.write(
            Self.shopCatalog.replacingOccurrences(
                of: "    \"shop.promo.banner\" : {",
                with: "    \"shop.home.my_title\" : {\n      \"extractionState\" : \"manual\"\n    },\n"
                    + "    \"shop.home.myTitle\" : {\n      \"extractionState\" : \"manual\"\n    },\n    \"shop.promo.banner\" : {") + "\n",
            to: "Catalogs/Shop/Shop.xcstrings", in: folder)
        try TempDirectory.write(
            Self.shopKeyFile.replacingOccurrences(
                of: "            /// Shop\n",
                with: "            static let myTitle = LocalizedStringResource(\"shop.home.myTitle\", table: \"Shop\")\n            /// Shop\n"),
            to: "Catalogs/Shop/L10nKey+shop.swift", in: folder)
        let check = try L10nBinary.run(["check", "--format", "xcode", "--disable", "missing-translation"], in: folder)
        let finding = "error: 'shop.home.my_title' would be named `myTitle` in `Home`, which 'shop.home.myTitle' already uses; rename one of the keys or write the accessor by hand [keyfile-identifier-collision]"
        let line = try #require(check.stdout.split(separator: "\n").first { $0.hasSuffix(finding) }, "\(check.stdout)")
        #expect(!check.stdout.contains("[keyfile-missing-accessor]"))
        let sync = try L10nBinary.run(["sync", "--check"], in: folder)
        #expect(sync.stdout.contains(line))
        #expect(!sync.stdout.contains("run l10n generate"))
    }

    @Test func helpMatchesGolden() throws {
        let folder = try TempDirectory.make("rename-help")
        Golden.assertMatches(try L10nBinary.run(["rename", "--help"], in: folder).stdout, golden: "CLI/rename-help.txt")
        Golden.assertMatches(try L10nBinary.run(["sync", "--help"], in: folder).stdout, golden: "CLI/sync-help.txt")
    }
}
