import Foundation
import Testing

/// Key files as real apps write them: helpers beside the accessors, `#if` branches, helper
/// files, and a broken file that must stop only its own feature. On copies of
/// `Tests/Fixtures/Sync/Helpers`, through the built binary.
@Suite(.tags(.endToEnd)) struct KeyFileToleranceEndToEndTests {
    static let keyFile = "Catalogs/Wallet/L10nKey+wallet.swift"

    func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func checkFindsOnlyTheMissingAccessorAmongHelpers() throws {
        let folder = try Fixture.copy(named: "Sync/Helpers")
        let result = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        #expect(result.stdout == """
            Catalogs/Wallet/Wallet.xcstrings:4:5: error: Key 'wallet.card.subtitle' has no accessor in L10nKey+wallet.swift; run l10n generate (or l10n sync) to add `L10nKey.Wallet.Card.subtitle`. [keyfile-missing-accessor]

            """)
        #expect(result.exitCode == 1)
    }

    @Test func syncAddsTheAccessorAndKeepsEveryHelper() throws {
        let folder = try Fixture.copy(named: "Sync/Helpers")
        let before = try text(Self.keyFile, in: folder)
        let helpers = try text("Catalogs/Wallet/L10nKey+walletHelpers.swift", in: folder)
        let result = try L10nBinary.run(["sync"], in: folder)
        #expect(result.stdout == """
            Catalogs/Wallet/L10nKey+wallet.swift: +1 accessor
              + wallet.card.subtitle
            Synced 1 of 2 files.
            After sync: No problems in 2 files (5 keys).

            """)
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
        let after = try text(Self.keyFile, in: folder)
        // One line more, without a doc comment (the file has none), and not one byte less.
        #expect(LineDiff(from: before, to: after) == LineDiff(removed: [], added: [
            #"            static let subtitle = LocalizedStringResource("wallet.card.subtitle", table: "Wallet")"#,
        ]))
        #expect(try text("Catalogs/Wallet/L10nKey+walletHelpers.swift", in: folder) == helpers)
        let check = try L10nBinary.run(["check"], in: folder)
        // The helpers file holds no accessor: check counts it no more than sync does.
        #expect(check.stdout == "No problems in 2 files (5 keys)\n")
        #expect(check.exitCode == 0)
    }

    @Test(.enabled(if: SwiftcParse.isAvailable, "needs swiftc")) func theSyncedHelpersStillCompile() throws {
        let folder = try Fixture.copy(named: "Sync/Helpers")
        _ = try L10nBinary.run(["sync"], in: folder)
        let files = ["L10nKey+wallet.swift", "L10nKey+walletHelpers.swift"].map {
            folder.appendingPathComponent("Catalogs/Wallet/\($0)")
        }
        #expect(try SwiftcTypeCheck.errors(in: files) == "")
    }

    /// A syntax error in one feature's key file: reported where it is, that feature left
    /// alone, every other feature synced.
    @Test(arguments: [false, true]) func aBrokenKeyFileStopsOnlyItsFeature(check: Bool) throws {
        let folder = try Fixture.copy(named: "Sync/Helpers")
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "cards.list.empty" : {

                }
              },
              "version" : "1.0"
            }

            """
        let broken = """
            import Foundation

            extension L10nKey {
                enum Cards {
                    enum List {
                        static let title = LocalizedStringResource("cards.list.title", table: "Cards"
                    }
                }
            }

            """
        try TempDirectory.write(catalog, to: "Catalogs/Cards/Cards.xcstrings", in: folder)
        try TempDirectory.write(broken, to: "Catalogs/Cards/L10nKey+cards.swift", in: folder)
        let result = try L10nBinary.run(check ? ["sync", "--check"] : ["sync"], in: folder)
        // The broken file is a finding like any other: first, on stdout, failing only --check
        // (a file would change) or --strict.
        #expect(result.stdout == """
            Catalogs/Cards/L10nKey+cards.swift:7:9: error: expected ',' or ')' after the arguments of `LocalizedStringResource`, found '}' [keyfile-syntax]
            Catalogs/Wallet/L10nKey+wallet.swift: +1 accessor
              + wallet.card.subtitle
            \(check ? "1 of 4 files would change; run 'l10n sync' to apply." : "Synced 1 of 4 files.") Left alone: 1 problem that needs a person (see above).
            After sync: 4 errors in 4 files (6 keys); run 'l10n check' for details.

            """)
        #expect(result.stderr == "")
        #expect(result.exitCode == (check ? 1 : 0))
        #expect(try text("Catalogs/Cards/L10nKey+cards.swift", in: folder) == broken)
        #expect(try text("Catalogs/Cards/Cards.xcstrings", in: folder) == catalog, "not even set to manual")
        #expect(try text(Self.keyFile, in: folder).contains("wallet.card.subtitle") == !check)
    }
}
