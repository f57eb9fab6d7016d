import Foundation
import Testing
@testable import L10nCatalog
@testable import L10nProject
@testable import L10nEditing

/// `l10n add`, `init` and `remove` on copies of `Tests/Fixtures/Sync/InStep`.
@Suite(.tags(.endToEnd)) struct KeyEditingEndToEndTests {
    static let catalog = "Catalogs/Offers/Offers.xcstrings"
    static let keyFile = "Catalogs/Offers/L10nKey+offers.swift"

    func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String, in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    // MARK: add

    @Test func addWritesATranslatedEntryAndATypedAccessorInANewSection() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        let keyFileBefore = try text(Self.keyFile, in: folder)
        let result = try L10nBinary.run(
            ["add", "offers.detail.remaining", "--en", "%lld coupons left", "--es", "Quedan %lld cupones",
             "--de=Noch %lld Gutscheine", "--comment", "On the offer's detail screen."], in: folder)
        #expect(result.stdout == """
            Catalogs/Offers/Offers.xcstrings: +1 entry (offers.detail.remaining)
            Catalogs/Offers/L10nKey+offers.swift: +1 accessor (L10nKey.Offers.Detail.remaining)

            """)
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)

        let catalog = try Catalog(bytes: Array(text(Self.catalog, in: folder).utf8))
        let entry = try #require(catalog.entry(forKey: "offers.detail.remaining"))
        #expect(entry.extractionState == .manual)
        #expect(entry.comment == "On the offer's detail screen.")
        #expect(entry.localizations.map(\.language) == ["de", "en", "es"])
        #expect(entry.localizations.allSatisfy { $0.content.stringUnit?.state == .translated })
        #expect(entry.localization("es")?.content.stringUnit?.value == "Quedan %lld cupones")

        let section = """
                    enum Detail {
                        /// %lld coupons left
                        /// On the offer's detail screen.
                        static func remaining(_ count: Int) -> LocalizedStringResource {
                            LocalizedStringResource("offers.detail.remaining", defaultValue: "\\(count) coupons left", table: "Offers")
                        }
                    }


            """
        #expect(try text(Self.keyFile, in: folder) == keyFileBefore.replacingOccurrences(
            of: "        enum List {\n", with: section + "        enum List {\n"))
        #expect(try L10nBinary.run(["sync", "--check"], in: folder).stdout.hasPrefix("2 files already in sync.\n"))
    }

    /// Each refusal says why and what to do, and writes nothing.
    @Test(arguments: [
        (["add", "offers.screen.title", "--en", "Hi", "--es", "Hola"],
         "Error: Key 'offers.screen.title' is already in Catalogs/Offers/Offers.xcstrings; change its text there, or choose another key.\n"),
        (["add", "offers.Screen.hint", "--en", "Hi", "--es", "Hola"],
         "Catalogs/Offers/Offers.xcstrings: error: Key 'offers.Screen.hint' has section 'Screen', which must be lowerCamelCase; rename it to '<feature>.<section>.<element>': lowercase feature, lowerCamelCase section, lowerCamelCase or snake_case element. [key-format]\n"
            + "Error: nothing was written; fix the errors above and try again.\n"),
        (["add", "offers.hint", "--en", "Hi", "--es", "Hola"],
         "Catalogs/Offers/Offers.xcstrings: error: Key 'offers.hint' has 2 dot-separated segments instead of 3; rename it to '<feature>.<section>.<element>': lowercase feature, lowerCamelCase section, lowerCamelCase or snake_case element. [key-format]\n"
            + "Error: nothing was written; fix the errors above and try again.\n"),
        (["add", "wallet.card.add", "--en", "Add", "--es", "Añadir"],
         "Error: No catalog for the feature 'wallet': no <Feature>.xcstrings whose name, lowercased, is 'wallet'; create one with 'l10n init Wallet', or pass the folder that holds it.\n"),
        (["add", "offers.screen.hint", "--en", "Hi"],
         "Error: Missing text for 'es'; give it with --es <text>, so the key is added fully translated.\n"),
        (["add", "offers.screen.hint", "--languages", "en,es,fr", "--en", "Hi", "--es", "Hola"],
         "Error: Missing text for 'fr'; give it with --fr <text>, so the key is added fully translated.\n"),
    ])
    func addRefuses(arguments: [String], message: String) throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        let catalog = try text(Self.catalog, in: folder)
        let keyFile = try text(Self.keyFile, in: folder)
        let result = try L10nBinary.run(arguments, in: folder)
        #expect(result.stdout == "")
        #expect(result.stderr == message)
        #expect(result.exitCode == 2)
        #expect(try text(Self.catalog, in: folder) == catalog)
        #expect(try text(Self.keyFile, in: folder) == keyFile)
    }

    @Test func addRefusesAnIdentifierThatIsTaken() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        let result = try L10nBinary.run(["add", "offers.list.sort_button", "--en", "Sort", "--es", "Ordenar"], in: folder)
        #expect(result.stderr == """
            Catalogs/Offers/L10nKey+offers.swift:10:14: error: 'offers.list.sort_button' would be named `sortButton` in `List`, which 'offers.list.sort' already uses; rename one of the keys or write the accessor by hand [keyfile-identifier-collision]
            Error: nothing was written; fix the errors above and try again.

            """)
        #expect(result.exitCode == 2)
        #expect(try !text(Self.catalog, in: folder).contains("sort_button"))
    }

    @Test func unknownOptionsThatAreNotLanguageCodesAreStillUsageErrors() throws {
        let result = try L10nBinary.run(["add", "offers.screen.hint", "--en", "Hi", "--commnt", "x"], in: TempDirectory.make())
        #expect(result.stderr == """
            Error: Unknown option '--commnt'. Did you mean '--comment'?
            Usage: l10n add [--comment <text>] [--languages <list>] [--access <level>] [--bundle <bundle>] [--doc-comments <when>] [--insert <order>] [--force] [--exclude <glob> ...] [--<language>[.<form>] <text> ...] <key> [<path> ...]
              See 'l10n add --help' for more information.

            """)
        #expect(result.exitCode == 2)
    }

    // MARK: init

    @Test func initCreatesTheFeatureAndTheNamespaceWhenMissing() throws {
        let folder = try TempDirectory.make("init")
        let result = try L10nBinary.run(["init", "Wallet"], in: folder)
        #expect(result.stdout == """
            Created Catalogs/Wallet/Wallet.xcstrings
            Created Catalogs/Wallet/L10nKey+wallet.swift
            Created Catalogs/L10nKey.swift

            """)
        #expect(result.exitCode == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("Catalogs/Wallet/Wallet.xcstrings")) == Data(Catalog.empty().serialized()))
        #expect(try text("Catalogs/Wallet/L10nKey+wallet.swift", in: folder) == """
            // Generated by l10n. Add keys with `l10n add` or edit Wallet.xcstrings.
            import Foundation

            // swiftlint:disable nesting
            extension L10nKey {
                enum Wallet {
                }
            }
            // swiftlint:enable nesting

            """)
        #expect(try text("Catalogs/L10nKey.swift", in: folder) == FeatureScaffold.namespaceText)
        #expect(try L10nBinary.run(["sync", "--check"], in: folder).stdout == "2 files already in sync.\nAfter sync: No problems in 2 files (0 keys).\n")

        let added = try L10nBinary.run(["add", "wallet.card.add", "--en", "Add card", "--es", "Añadir tarjeta"], in: folder)
        #expect(added.exitCode == 0)
        #expect(try text("Catalogs/Wallet/L10nKey+wallet.swift", in: folder).contains("""
                enum Wallet {
                    enum Card {
                        /// Add card
                        static let add = LocalizedStringResource("wallet.card.add", table: "Wallet")
                    }
                }
            """))
    }

    @Test func initCreatesTheFeatureFolderInTheGivenFolderAndUsesAnExistingNamespace() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        let result = try L10nBinary.run(["init", "SignIn", "--in", "Features"], in: folder)
        #expect(result.stdout == "Created Features/SignIn/SignIn.xcstrings\nCreated Features/SignIn/L10nKey+signin.swift\n")
        #expect(result.exitCode == 0)
        #expect(!exists("Features/L10nKey.swift", in: folder))
    }

    @Test(arguments: [
        (["init", "wallet"], "Error: 'wallet' cannot name a feature: it must start with an uppercase letter (A-Z). Use the catalog's name in UpperCamelCase, e.g. 'l10n init Wallet'.\n"),
        (["init", "Sign-In"], "Error: 'Sign-In' cannot name a feature: it may hold only letters and digits (A-Z, a-z, 0-9). Use the catalog's name in UpperCamelCase, e.g. 'l10n init Wallet'.\n"),
        (["init", "Offers", "--in", "Elsewhere"], "Error: The feature 'offers' already has a catalog, Catalogs/Offers/Offers.xcstrings; add keys to it with 'l10n add', or choose another name.\n"),
        (["init", "Deals", "--in", "Catalogs"], "Error: Catalogs/Deals/L10nKey+deals.swift already exists and l10n init never overwrites; run 'l10n sync' to complete an existing feature.\n"),
    ])
    func initRefuses(arguments: [String], message: String) throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        try TempDirectory.write("// taken\n", to: "Catalogs/Deals/L10nKey+deals.swift", in: folder)
        let result = try L10nBinary.run(arguments, in: folder)
        #expect(result.stdout == "")
        #expect(result.stderr == message)
        #expect(result.exitCode == 2)
        #expect(!exists("Elsewhere", in: folder) && !exists("Catalogs/Deals/Deals.xcstrings", in: folder))
    }

    // MARK: remove

    static let offersHeader = """
        import SwiftUI

        struct OffersHeader: View {
            var body: some View {
                // L10nKey.Offers.Screen.subtitle in a comment is not a use.
                Text(L10nKey.Offers.Screen.subtitle)
                Text(L10nKey.Offers
                    .Screen.subtitle)
                Text(L10nKey.Offers.Screen.headline)
            }
        }

        """

    @Test func removeRefusesWhileCodeUsesTheAccessorAndChangesNoByte() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        try TempDirectory.write(Self.offersHeader, to: "App/OffersHeader.swift", in: folder)
        let catalogBefore = try text(Self.catalog, in: folder)
        let keyFileBefore = try text(Self.keyFile, in: folder)
        let result = try L10nBinary.run(["remove", "offers.screen.subtitle"], in: folder)
        #expect(result.stdout == """
            Catalogs/Offers/Offers.xcstrings: -1 entry (offers.screen.subtitle)
            Catalogs/Offers/L10nKey+offers.swift: -1 accessor (L10nKey.Offers.Screen.subtitle)
            App/OffersHeader.swift:6:14: still uses L10nKey.Offers.Screen.subtitle
            App/OffersHeader.swift:7:14: still uses L10nKey.Offers.Screen.subtitle
            2 uses left; nothing removed. Remove them first, or pass --force to remove the key anyway.

            """)
        #expect(result.stderr == "")
        #expect(result.exitCode == 1)
        #expect(try text(Self.catalog, in: folder) == catalogBefore)
        #expect(try text(Self.keyFile, in: folder) == keyFileBefore)
    }

    @Test func removeCheckPreviewsAndWritesNothing() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        let catalogBefore = try text(Self.catalog, in: folder)
        let keyFileBefore = try text(Self.keyFile, in: folder)
        let result = try L10nBinary.run(["remove", "offers.list.sort", "--check"], in: folder)
        #expect(result.stdout == """
            Catalogs/Offers/Offers.xcstrings: -1 entry (offers.list.sort)
            Catalogs/Offers/L10nKey+offers.swift: -1 accessor (L10nKey.Offers.List.sortButton)
            Nothing written (--check); run 'l10n remove offers.list.sort' to apply.

            """)
        #expect(result.exitCode == 1)
        #expect(try text(Self.catalog, in: folder) == catalogBefore)
        #expect(try text(Self.keyFile, in: folder) == keyFileBefore)

        try TempDirectory.write(Self.offersHeader, to: "App/OffersHeader.swift", in: folder)
        let used = try L10nBinary.run(["remove", "offers.screen.subtitle", "--check"], in: folder)
        #expect(used.stdout.hasSuffix("""
            App/OffersHeader.swift:7:14: still uses L10nKey.Offers.Screen.subtitle
            Nothing written (--check); remove the 2 uses first, or pass --force.

            """))
        #expect(used.exitCode == 1)
        #expect(try text(Self.catalog, in: folder) == catalogBefore)
    }

    @Test func removeCountsEveryCopyOfARepeatedKey() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        // A merge that kept both sides: the key twice in `strings`.
        let catalog = try text(Self.catalog, in: folder)
        let entryStart = try #require(catalog.range(of: "    \"offers.list.sort\" : {"))
        let entryEnd = try #require(catalog.range(of: "\n    },\n", range: entryStart.upperBound..<catalog.endIndex))
        let entry = String(catalog[entryStart.lowerBound..<entryEnd.upperBound])
        try TempDirectory.write(catalog.replacingCharacters(in: entryStart.lowerBound..<entryStart.lowerBound, with: entry), to: Self.catalog, in: folder)
        let result = try L10nBinary.run(["remove", "offers.list.sort"], in: folder)
        #expect(result.stdout == """
            Catalogs/Offers/Offers.xcstrings: -2 entries (offers.list.sort)
            Catalogs/Offers/L10nKey+offers.swift: -1 accessor (L10nKey.Offers.List.sortButton)

            """)
        #expect(result.exitCode == 0)
        #expect(try !text(Self.catalog, in: folder).contains("offers.list.sort"))
    }

    @Test func removeWithForceDeletesEntryAndAccessorAndListsRemainingUses() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        try TempDirectory.write(Self.offersHeader, to: "App/OffersHeader.swift", in: folder)
        let catalogBefore = try text(Self.catalog, in: folder)
        let result = try L10nBinary.run(["remove", "offers.screen.subtitle", "--force"], in: folder)
        #expect(result.stdout == """
            Catalogs/Offers/Offers.xcstrings: -1 entry (offers.screen.subtitle)
            Catalogs/Offers/L10nKey+offers.swift: -1 accessor (L10nKey.Offers.Screen.subtitle)
            App/OffersHeader.swift:6:14: still uses L10nKey.Offers.Screen.subtitle
            App/OffersHeader.swift:7:14: still uses L10nKey.Offers.Screen.subtitle
            2 uses left; remove them before building.

            """)
        #expect(result.exitCode == 1)
        #expect(try !text(Self.keyFile, in: folder).contains("subtitle"))
        let catalog = try Catalog(bytes: Array(text(Self.catalog, in: folder).utf8))
        #expect(catalog.keys == ["offers.list.header", "offers.list.sort", "offers.screen.title"])
        #expect(try text(Self.catalog, in: folder) != catalogBefore)
        #expect(try L10nBinary.run(["sync", "--check"], in: folder).exitCode == 0)

        let again = try L10nBinary.run(["remove", "offers.screen.subtitle"], in: folder)
        #expect(again.stderr == "Error: Key 'offers.screen.subtitle' is neither in Catalogs/Offers/Offers.xcstrings nor in Catalogs/Offers/L10nKey+offers.swift; check the spelling.\n")
        #expect(again.exitCode == 2)
    }

    @Test func removeWithNoUsesLeftExitsZero() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        let result = try L10nBinary.run(["remove", "offers.list.sort"], in: folder)
        #expect(result.stdout == """
            Catalogs/Offers/Offers.xcstrings: -1 entry (offers.list.sort)
            Catalogs/Offers/L10nKey+offers.swift: -1 accessor (L10nKey.Offers.List.sortButton)

            """)
        #expect(result.exitCode == 0)
    }
}
