import Foundation
import Testing
@testable import L10nCatalog
@testable import L10nReporting

/// `l10n sync` on copies of `Tests/Fixtures/Sync/*` and of the sample app.
@Suite(.tags(.endToEnd)) struct SyncEndToEndTests {
    func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    static let driftPlan = """
        Catalogs/Offers/L10nKey+offers.swift: +1 accessor
          + offers.list.footer
        Catalogs/Offers/Offers.xcstrings: +1 entry, 2 set to manual
          + offers.screen.subtitle
          ~ offers.list.header: manual (had no extractionState)
          ~ offers.list.sort: manual (was extracted_with_value)
        Catalogs/SignIn/SignIn.xcstrings: new file, +2 entries
          + signin.form.email
          + signin.form.greeting
        Catalogs/Wallet/L10nKey+wallet.swift: new file, +2 accessors
          + wallet.card.add
          + wallet.card.balance
        Catalogs/Wallet/Wallet.xcstrings: 1 set to manual
          ~ wallet.card.balance: manual (had no extractionState)

        """

    static let driftFindings = """
        Catalogs/Offers/L10nKey+offers.swift:13:24: error: Key 'offers.screen.banner' is read from table 'Offer' by `banner`, but it lives in Offers.xcstrings; change it to `table: "Offers"`. [keyfile-table]
        Catalogs/Offers/L10nKey+offers.swift:16:63: error: Key 'profile.screen.title' of `L10nKey.Offers.Screen.profileTitle` belongs to feature 'profile', so sync did not add it to Offers.xcstrings; move it to the 'profile' catalog or rename it to start with 'offers.'. [key-feature]
        Catalogs/Offers/Offers.xcstrings:4:5: error: Key 'offers.Bad.key' has section 'Bad', which must be lowerCamelCase; rename it to '<feature>.<section>.<element>': lowercase feature, lowerCamelCase section, lowerCamelCase or snake_case element. [key-format]

        """

    static let driftChangedFiles = [
        "Catalogs/Offers/L10nKey+offers.swift", "Catalogs/Offers/Offers.xcstrings", "Catalogs/SignIn/SignIn.xcstrings",
        "Catalogs/Wallet/L10nKey+wallet.swift", "Catalogs/Wallet/Wallet.xcstrings",
    ]

    /// Rules 1 to 5 at once: the exact bytes of every file after the sync are golden files.
    @Test func syncRepairsEveryRuleAndReportsWhatNeedsAPerson() throws {
        let folder = try Fixture.copy(named: "Sync/Drift")
        let before = try TempDirectory.snapshot(folder)
        let result = try L10nBinary.run(["sync"], in: folder)
        // The findings come first, on the same stream, so "see above" is true.
        #expect(result.stdout == Self.driftFindings + Self.driftPlan + """
            Synced 5 of 6 files. Left alone: 3 problems that need a person (see above).
            After sync: 12 errors in 6 files (10 keys); run 'l10n check' for details.

            """)
        #expect(result.stderr == "")
        #expect(result.exitCode == 0, "what sync cannot fix changes the exit code only under --strict")
        for path in Self.driftChangedFiles {
            Golden.assertMatches(try text(path, in: folder), golden: "Sync/Drift/\(path)")
        }
        let after = try TempDirectory.snapshot(folder)
        #expect(after.keys.sorted() == (before.keys + ["Catalogs/SignIn/SignIn.xcstrings", "Catalogs/Wallet/L10nKey+wallet.swift"]).sorted())
        for (path, bytes) in before where !Self.driftChangedFiles.contains(path) {
            #expect(after[path] == bytes, "\(path) changed")
        }
    }

    /// Rule 1 in detail: no invented text, only the state that keeps Xcode from deleting it.
    @Test func aKeyOnlyInSwiftGetsAnEmptyManualEntryThatCoverageCountsAsMissing() throws {
        let folder = try Fixture.copy(named: "Sync/Drift")
        _ = try L10nBinary.run(["sync"], in: folder)
        let offers = try text("Catalogs/Offers/Offers.xcstrings", in: folder)
        #expect(offers.contains("""
                },
                "offers.screen.subtitle" : {
                  "extractionState" : "manual"
                },
                "offers.screen.title" : {
            """))
        #expect(!offers.contains("offers.screen.banner") && !offers.contains("profile.screen.title"))
        let catalog = try Catalog(bytes: Array(offers.utf8))
        let coverage = CoverageAnalyzer.analyze(catalogs: [("Catalogs/Offers/Offers.xcstrings", catalog)], languages: ["en", "es"])
        #expect(coverage.work.filter { $0.key == "offers.screen.subtitle" }.map(\.language) == ["en", "es"])
    }

    /// A catalog saved with CRLF is not laid out as Xcode writes it, so sync writes it whole, in
    /// its own line endings counted on the mapped file: the same text as the LF catalog's sync,
    /// with CRLF lines, from the root and from the feature's folder.
    @Test(arguments: ["", "Catalogs/Offers"]) func aCRLFCatalogIsWrittenWholeInCRLF(folderName: String) throws {
        let path = "Catalogs/Offers/Offers.xcstrings"
        let lf = try Fixture.copy(named: "Sync/Drift")
        _ = try L10nBinary.run(["sync"] + (folderName.isEmpty ? [] : ["."]), in: lf.appendingPathComponent(folderName))
        let folder = try Fixture.copy(named: "Sync/Drift")
        try Data(try text(path, in: folder).replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: folder.appendingPathComponent(path))
        let sync = try L10nBinary.run(["sync"] + (folderName.isEmpty ? [] : ["."]), in: folder.appendingPathComponent(folderName))
        #expect(sync.exitCode == 0, "\(sync.stderr)")
        #expect(try text(path, in: folder) == (try text(path, in: lf)).replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(try text(path, in: folder).contains("\"offers.screen.subtitle\" : {\r\n"))
    }

    /// `sync` reads a key file from its bytes (never decoded into text) and edits those: bytes
    /// that are not UTF-8 (a stray byte, an overlong form, a surrogate) leave the feature alone,
    /// byte for byte, with the finding `check` gives, and every other feature is synced.
    @Test(arguments: [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80]] as [[UInt8]], ["", "Catalogs/Offers"])
    func aKeyFileThatIsNotUTF8LeavesItsFeatureAlone(bytes: [UInt8], folderName: String) throws {
        let folder = try Fixture.copy(named: "Sync/Drift")
        let keyFile = folder.appendingPathComponent("Catalogs/Offers/L10nKey+offers.swift")
        try (try Data(contentsOf: keyFile) + Data(Array("// ".utf8) + bytes + [0x0A])).write(to: keyFile)
        let before = try TempDirectory.snapshot(folder.appendingPathComponent("Catalogs/Offers"))
        let sync = try L10nBinary.run(["sync"] + (folderName.isEmpty ? [] : ["."]), in: folder.appendingPathComponent(folderName))
        let shown = folderName.isEmpty ? "Catalogs/Offers/L10nKey+offers.swift" : "L10nKey+offers.swift"
        #expect(sync.stdout.hasPrefix("\(shown):1:1: error: the file is not UTF-8 text; save it as UTF-8 [keyfile-syntax]\n"), "\(sync.stdout)")
        #expect(sync.stderr == "")
        #expect(sync.exitCode == 0)
        #expect(try TempDirectory.snapshot(folder.appendingPathComponent("Catalogs/Offers")) == before)
        if folderName.isEmpty {
            #expect(sync.stdout.contains("Catalogs/Wallet/L10nKey+wallet.swift: new file, +2 accessors\n"))
        }
        let check = try L10nBinary.run(["check", "--format", "xcode"] + (folderName.isEmpty ? [] : ["."]), in: folder.appendingPathComponent(folderName))
        #expect(check.stdout.contains("\(shown):1:1: error: the file is not UTF-8 text; save it as UTF-8 [keyfile-syntax]\n"))
    }

    @Test func aSecondRunChangesNothing() throws {
        let folder = try Fixture.copy(named: "Sync/Drift")
        _ = try L10nBinary.run(["sync"], in: folder)
        let synced = try TempDirectory.snapshot(folder)
        let again = try L10nBinary.run(["sync"], in: folder)
        #expect(again.stdout.hasSuffix("""
            [key-format]
            6 files already in sync. Left alone: 3 problems that need a person (see above).
            After sync: 12 errors in 6 files (10 keys); run 'l10n check' for details.

            """))
        #expect(again.exitCode == 0)
        #expect(try TempDirectory.snapshot(folder) == synced)
        let check = try L10nBinary.run(["sync", "--check"], in: folder)
        #expect(check.stdout == again.stdout)
        #expect(check.exitCode == 0, "nothing left that sync could change")
    }

    @Test func checkPrintsTheSamePlanAndWritesNothing() throws {
        let folder = try Fixture.copy(named: "Sync/Drift")
        let before = try TempDirectory.snapshot(folder)
        let result = try L10nBinary.run(["sync", "--check"], in: folder)
        #expect(result.stdout == Self.driftFindings + Self.driftPlan + """
            5 of 6 files would change; run 'l10n sync' to apply. Left alone: 3 problems that need a person (see above).
            After sync: 12 errors in 6 files (10 keys); run 'l10n check' for details.

            """)
        #expect(result.stderr == "")
        #expect(result.exitCode == 1)
        #expect(try TempDirectory.snapshot(folder) == before)
    }

    /// Every row of the sync exit-code table in docs/commands.md, end to end.
    @Test(arguments: [
        // (fixture, synced first, arguments, exit code)
        ("Sync/InStep", false, ["sync"], Int32(0)),
        ("Sync/InStep", false, ["sync", "--check"], 0),
        ("Sync/InStep", false, ["sync", "--strict"], 0),
        ("Sync/Drift", false, ["sync"], 0),
        ("Sync/Drift", true, ["sync", "--check"], 0),
        ("Sync/Drift", false, ["sync", "--check"], 1),
        ("Sync/Drift", false, ["sync", "--strict"], 1),
        ("Sync/Drift", true, ["sync", "--check", "--strict"], 1),
        ("Sync/InStep", false, ["sync", "--nope"], 2),
        ("Sync/InStep", false, ["sync", "Missing"], 2),
    ])
    func exitCodesFollowTheReadmeTable(fixture: String, syncedFirst: Bool, arguments: [String], exitCode: Int32) throws {
        let folder = try Fixture.copy(named: fixture)
        if syncedFirst { _ = try L10nBinary.run(["sync"], in: folder) }
        let result = try L10nBinary.run(arguments, in: folder)
        #expect(result.exitCode == exitCode, "\(result.stdout)\(result.stderr)")
        let reference = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/commands.md"), encoding: .utf8)
        #expect(reference.contains("| `sync --strict` (with or without `--check`): a finding was left alone | 1 |"))
    }

    /// A key generate refuses (`format-specifier`) is not also told to run generate.
    @Test func aKeyGenerateRefusesGetsOneFinding() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        let path = "Catalogs/Offers/Offers.xcstrings"
        let catalog = try text(path, in: folder)
        let entry = #""offers.screen.owner" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "By %s" } } } },"#
        try TempDirectory.write(catalog.replacingOccurrences(of: "\"strings\" : {", with: "\"strings\" : {\n    " + entry), to: path, in: folder)
        let check = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        #expect(check.stdout.contains("[format-specifier]"))
        #expect(!check.stdout.contains("[keyfile-missing-accessor]"), "\(check.stdout)")
        let sync = try L10nBinary.run(["sync", "--check"], in: folder)
        #expect(sync.stdout.contains("[format-specifier]"))
        #expect(!sync.stdout.contains("run l10n generate"))
    }

    /// One unreadable catalog anywhere means no file anywhere is written, in either mode.
    @Test(arguments: [false, true]) func aMalformedCatalogStopsEveryWrite(check: Bool) throws {
        let folder = try Fixture.copy(named: "Sync/Drift")
        try TempDirectory.write("{\n  \"sourceLanguage\" : \"en\",\n}", to: "Catalogs/Wallet/Wallet.xcstrings", in: folder)
        let before = try TempDirectory.snapshot(folder)
        let result = try L10nBinary.run(check ? ["sync", "--check"] : ["sync"], in: folder)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            Catalogs/Wallet/Wallet.xcstrings:2:26: error: trailing comma before '}'; remove the comma [json-syntax]
            Error: nothing was written because 1 file could not be read; fix the errors above and run 'l10n sync' again.

            """)
        #expect(result.exitCode == 2)
        #expect(try TempDirectory.snapshot(folder) == before)
    }

    /// The brief's everyday app, already in step: not one byte moves, even in a catalog whose
    /// formatting is not Xcode's.
    @Test func anAppInStepKeepsEveryByte() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        let before = try TempDirectory.snapshot(folder)
        for arguments in [["sync"], ["sync", "--check"]] {
            let result = try L10nBinary.run(arguments, in: folder)
            #expect(result.stdout == "2 files already in sync.\nAfter sync: No problems in 2 files (4 keys).\n")
            #expect(result.stderr == "")
            #expect(result.exitCode == 0)
        }
        #expect(try TempDirectory.snapshot(folder) == before)
    }

    /// The sample app's deliberate gaps: the key only in Swift, and Checkout's missing Spanish.
    @Test func theSampleAppShowsExactlyItsDeliberateGaps() throws {
        let folder = try TempDirectory.make("sync")
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Catalogs"), to: folder.appendingPathComponent("Catalogs"))
        let before = try TempDirectory.snapshot(folder)
        let plan = "Catalogs/Checkout/Checkout.xcstrings: +1 entry\n  + checkout.summary.promoCode\n"
        let remaining = "After sync: 5 errors in 10 files (64 keys); run 'l10n check' for details.\n"
        let check = try L10nBinary.run(["sync", "--check"], in: folder)
        #expect(check.stdout == plan + "1 of 10 files would change; run 'l10n sync' to apply.\n" + remaining)
        #expect(check.stderr == "")
        #expect(check.exitCode == 1)
        #expect(try TempDirectory.snapshot(folder) == before)

        let sync = try L10nBinary.run(["sync"], in: folder)
        #expect(sync.stdout == plan + "Synced 1 of 10 files.\n" + remaining)
        #expect(sync.exitCode == 0)
        let path = "Catalogs/Checkout/Checkout.xcstrings"
        let catalog = try Catalog(bytes: Array(text(path, in: folder).utf8))
        #expect(catalog.entry(forKey: "checkout.summary.promoCode")?.extractionState == .manual)
        let coverage = CoverageAnalyzer.analyze(catalogs: [(path, catalog)], languages: ["en", "es"])
        #expect(coverage.work.filter { $0.key == "checkout.summary.promoCode" }.map(\.language) == ["en", "es"])
        #expect(coverage.work.map(\.key).sorted() == [
            "checkout.confirmation.message", "checkout.confirmation.trackOrder", "checkout.payment.processing",
            "checkout.summary.promoCode", "checkout.summary.promoCode",
        ])
    }

    @Test func aLoneKeyFileThatDoesNotNameItsFeatureIsLeftAlone() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent("Catalogs/Offers/L10nKey+offers.swift"),
            to: folder.appendingPathComponent("Catalogs/L10nKey+deals.swift"))
        let result = try L10nBinary.run(["sync", "--check"], in: folder)
        #expect(result.stdout.hasPrefix("""
            Catalogs/L10nKey+deals.swift:9:10: error: the file declares `Offers`, whose catalog is Catalogs/Offers/Offers.xcstrings; move the file next to it [keyfile-missing-key]
            Catalogs/Offers/L10nKey+offers.swift: new file, +4 accessors

            """))
        #expect(result.stderr == "")
        #expect(result.exitCode == 1)

        try FileManager.default.removeItem(at: folder.appendingPathComponent("Catalogs/Offers"))
        let renamed = try L10nBinary.run(["sync", "--strict"], in: folder)
        #expect(renamed.stdout.hasPrefix("""
            Catalogs/L10nKey+deals.swift:9:10: error: the file declares `Offers` but is not named L10nKey+offers.swift; rename the file or the enum, so that sync can create Offers.xcstrings beside it [keyfile-missing-key]

            """))
        #expect(renamed.exitCode == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Catalogs/Offers.xcstrings").path))
    }

    /// `--languages` reads as it does for check and report, so `en es` (a missing comma) is
    /// refused rather than taken as one language that no catalog has.
    @Test(arguments: [",", "en es"])
    func rejectsWhatCheckRejectsInTheLanguageList(list: String) throws {
        let result = try L10nBinary.run(["sync", "--languages", list], in: TempDirectory.make())
        let code = list.split(separator: ",").first.map(String.init) ?? ""
        #expect(result.stderr.hasPrefix(
            "Error: The value '\(list)' is invalid for '--languages <list>': '\(code)' is not a language code; separate codes with commas, as in 'en,es'.\n"))
        #expect(result.exitCode == 2)
    }

    /// A catalog laid out as Xcode writes it takes sync's entries into its text in place (added
    /// before the first entry, between two, after the last; one set to `manual`); one laid out
    /// otherwise is written whole. Either way the file is what writing the edited catalog whole
    /// gives, byte for byte, whichever folder sync runs from.
    @Test(arguments: ["xcode", "reindented", "minified"], [".", "Catalogs/Shop"])
    func entriesAddedAnywhereGiveTheWholeRewriteBytes(layout: String, directory: String) throws {
        let entry = { (key: String, state: String, value: String) in
            """
                "\(key)" : {
                  "extractionState" : "\(state)",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "\(value)"
                      }
                    }
                  }
                }
            """
        }
        let catalog = { (entries: [String]) in
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}"
        }
        let added = { (key: String) in "    \"\(key)\" : {\n      \"extractionState\" : \"manual\"\n    }" }
        let original = catalog([entry("shop.list.b", "manual", "B \\\"quoted\\\""), entry("shop.list.d", "stale", "D ✓")])
        let bytes: [UInt8] = switch layout {
        case "reindented": JSONReshaping.reindented(Array(original.utf8))
        case "minified": JSONReshaping.minified(Array(original.utf8))
        default: Array(original.utf8)
        }
        let folder = try TempDirectory.make("sync-splice")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Catalogs/Shop"), withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent("Catalogs/Shop/Shop.xcstrings"))
        _ = try TempDirectory.write("""
            import Foundation

            extension L10nKey {
                enum Shop {
                    enum List {
                        static let a = LocalizedStringResource("shop.list.a", table: "Shop")
                        static let b = LocalizedStringResource("shop.list.b", table: "Shop")
                        static let c = LocalizedStringResource("shop.list.c", table: "Shop")
                        static let d = LocalizedStringResource("shop.list.d", table: "Shop")
                        static let e = LocalizedStringResource("shop.list.e", table: "Shop")
                    }
                }
            }

            """, to: "Catalogs/Shop/L10nKey+shop.swift", in: folder)
        let result = try L10nBinary.run(["sync"], in: folder.appendingPathComponent(directory))
        let path = directory == "." ? "Catalogs/Shop/Shop.xcstrings" : "Shop.xcstrings"
        #expect(result.stdout.hasPrefix("""
            \(path): +3 entries, 1 set to manual
              + shop.list.a
              + shop.list.c
              + shop.list.e
              ~ shop.list.d: manual (was stale)
            Synced 1 of 2 files.

            """))
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
        #expect(try text("Catalogs/Shop/Shop.xcstrings", in: folder) == catalog([
            added("shop.list.a"), entry("shop.list.b", "manual", "B \\\"quoted\\\""), added("shop.list.c"),
            entry("shop.list.d", "manual", "D ✓"), added("shop.list.e"),
        ]))
    }

    /// A key entered twice: the first entry is the one sync reads (`duplicate-key` reports the
    /// second), so it plans one accessor, from the first's text, and sets only the first to
    /// `manual`; the plan skips the search for repeats when the keys are all different, and
    /// this holds it to noticing when they are not. From the project's root and the feature's folder.
    @Test func aDuplicatedKeyIsPlannedOnceFromItsFirstEntry() throws {
        for (directory, arguments, prefix) in [("", ["sync"], "Catalogs/Shop/"), ("Catalogs/Shop", ["sync", "."], "")] {
            let folder = try TempDirectory.make("sync-duplicate-key")
            try TempDirectory.write(#"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "shop.home.title" : {
                      "extractionState" : "stale",
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } }
                      }
                    },
                    "shop.home.title" : {
                      "extractionState" : "extracted_with_value",
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Other %@" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }

                """#, to: "Catalogs/Shop/Shop.xcstrings", in: folder)
            let result = try L10nBinary.run(arguments, in: folder.appendingPathComponent(directory))
            #expect(result.stdout == """
                \(prefix)L10nKey+shop.swift: new file, +1 accessor
                  + shop.home.title
                \(prefix)Shop.xcstrings: 1 set to manual
                  ~ shop.home.title: manual (was stale)
                Synced 2 of 2 files.
                After sync: 4 errors in 2 files (2 keys); run 'l10n check' for details.

                """)
            #expect(result.stderr == "")
            #expect(result.exitCode == 0)
            let keyFile = try text("Catalogs/Shop/L10nKey+shop.swift", in: folder)
            #expect(keyFile.contains("""
                            /// Home
                            static let title = LocalizedStringResource("shop.home.title", table: "Shop")
                        }
                """))
            #expect(keyFile.components(separatedBy: "static let").count == 2)
            let catalog = try text("Catalogs/Shop/Shop.xcstrings", in: folder)
            #expect(catalog.components(separatedBy: #""extractionState" : "manual""#).count == 2)
            #expect(catalog.contains(#""extractionState" : "extracted_with_value""#))
        }
    }
}
