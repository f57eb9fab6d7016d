import Foundation
import Testing
@testable import L10nReporting
@testable import L10nCommands

/// `l10n check` as users run it: the built binary on copies of `Tests/Fixtures/Project/*`,
/// with stdout, stderr and the exit status compared exactly.
@Suite(.tags(.endToEnd)) struct CheckEndToEndTests {
    @Test(arguments: ReporterRegistry.ids)
    func everyFormatOnAProjectWithEveryKindOfFinding(format: String) throws {
        let folder = try Fixture.copy(named: "Project/Mixed")
        let result = try L10nBinary.run(["check", "--format", format], in: folder)
        Golden.assertMatches(result.stdout, golden: "CheckCommand/mixed.\(format).txt")
        #expect(result.stderr == "")
        #expect(result.exitCode == 1)
    }

    @Test func textIsTheDefault() throws {
        let folder = try Fixture.copy(named: "Project/Mixed")
        let byDefault = try L10nBinary.run(["check"], in: folder)
        #expect(try L10nBinary.run(["check", "--format", "text", "Catalogs"], in: folder) == byDefault)
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let folder = try Fixture.copy(named: "Project/Warnings")
        let expected = """
            Catalogs/Shop/Shop.xcstrings:32:13: warning: Key 'shop.home.subtitle' has 'es' text in state 'needs_review'; review it and mark it translated. [unreviewed-translation]

            """
        #expect(try L10nBinary.run(["check", "--format", "xcode"], in: folder) == (expected, "", 0))
        #expect(try L10nBinary.run(["check", "--format", "xcode", "--strict"], in: folder) == (expected, "", 1))
    }

    @Test func disabledChecksAreNotRun() throws {
        let folder = try Fixture.copy(named: "Project/Warnings")
        #expect(try L10nBinary.run(["check", "--strict", "--disable", "unreviewed-translation"], in: folder)
            == ("No problems in 2 files (2 keys)\n", "", 0))
        let mixed = try Fixture.copy(named: "Project/Mixed")
        let result = try L10nBinary.run(
            ["check", "--format", "xcode", "--disable", "keyfile-table", "--disable=keyfile-missing-accessor", "--disable", "keyfile-missing-key"], in: mixed)
        #expect(result.exitCode == 1)
        #expect(Set(result.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").last })
            == ["[keyfile-section]", "[keyfile-duplicate]", "[unreviewed-translation]", "[missing-translation]"])
    }

    @Test func languagesDecideWhichTranslationsMustExist() throws {
        let folder = try Fixture.copy(named: "Project/Warnings")
        #expect(try L10nBinary.run(["check", "--format", "xcode", "--languages", "en"], in: folder).exitCode == 0)
        #expect(try L10nBinary.run(["check", "--format", "xcode", "--languages", "en, fr", "--disable", "unreviewed-translation"], in: folder) == ("""
            Catalogs/Shop/Shop.xcstrings:4:5: error: Key 'shop.home.title' has no 'fr' translation; translate it into 'fr'. [missing-translation]
            Catalogs/Shop/Shop.xcstrings:21:5: error: Key 'shop.home.subtitle' has no 'fr' translation; translate it into 'fr'. [missing-translation]

            """, "", 1))
    }

    @Test func listPrintsEveryCheck() throws {
        let folder = try TempDirectory.make()
        #expect(try L10nBinary.run(["check", "--list"], in: folder) == (CheckListing.text(), "", 0))
    }

    @Test func anUnknownCheckIdIsAUsageErrorWithASuggestion() throws {
        let folder = try Fixture.copy(named: "Project/Warnings")
        let usage = "Usage: l10n check [--format <format>] [--languages <list>] [--strict] [--disable <check> ...] [--list] [--baseline <file>] [--since <git-ref>] [--write-baseline <file>] [--force] [--used <key> ...] [--exclude <glob> ...] [<path> ...]\n  See 'l10n check --help' for more information.\n"
        #expect(try L10nBinary.run(["check", "--disable", "keyfile-tabel"], in: folder) == ("", """
            Error: The value 'keyfile-tabel' is invalid for '--disable <check>': there is no check 'keyfile-tabel'. Did you mean 'keyfile-table'? See every check with 'l10n check --list'.

            """ + usage, 2))
        #expect(try L10nBinary.run(["check", "--disable", "json-syntax"], in: folder) == ("", """
            Error: The value 'json-syntax' is invalid for '--disable <check>': 'json-syntax' always runs and always fails: a catalog that is not valid JSON cannot be checked at all.

            """ + usage, 2))
        #expect(try L10nBinary.run(["check", "--languages", "en es"], in: folder) == ("", """
            Error: The value 'en es' is invalid for '--languages <list>': 'en es' is not a language code; separate codes with commas, as in 'en,es'.

            """ + usage, 2))
        #expect(try L10nBinary.run(["check", "--format", "yaml"], in: folder).exitCode == 2)
    }

    /// A catalog that is not JSON is a finding like any other (exit 1), shown in every format,
    /// and the rest of the project is still checked.
    @Test func anUnparsableCatalogIsAJSONSyntaxError() throws {
        let folder = try Fixture.copy(named: "Project/Broken")
        let broken = try Data(contentsOf: folder.appendingPathComponent("Catalogs/Shop/Shop.xcstrings"))
        #expect(try L10nBinary.run(["check", "--format", "xcode"], in: folder) == ("""
            Catalogs/Shop/Shop.xcstrings:3:3: error: unexpected '"'; expected ',' or '}' [json-syntax]
            Catalogs/Wallet/Wallet.xcstrings:4:5: error: Key 'wallet.card.add' has no 'es' translation; translate it into 'es'. [missing-translation]

            """, "", 1))
        #expect(try Data(contentsOf: folder.appendingPathComponent("Catalogs/Shop/Shop.xcstrings")) == broken)
    }

    @Test func aMissingPathIsAnIOError() throws {
        let folder = try Fixture.copy(named: "Project/Warnings")
        #expect(try L10nBinary.run(["check", "Nope"], in: folder) == ("", """
            Error: No such file or folder: 'Nope'. Check the spelling, or run l10n from the folder that contains it.

            """, 2))
    }

    @Test func oneFeatureCanBeCheckedByNamingItsCatalog() throws {
        let folder = try Fixture.copy(named: "Project/Mixed")
        #expect(try L10nBinary.run(["check", "--format", "xcode", "Catalogs/Wallet/Wallet.xcstrings"], in: folder) == ("""
            Catalogs/Wallet/Wallet.xcstrings:1:1: error: Wallet.xcstrings has no key file, so its 2 keys have no typed accessors; run l10n generate (or l10n sync) to create L10nKey+wallet.swift. [keyfile-missing-accessor]

            """, "", 1))
        let shop = try L10nBinary.run(["check", "--format", "xcode", "Catalogs/Shop/Shop.xcstrings"], in: folder)
        #expect(shop.stdout.components(separatedBy: "Catalogs/Shop/L10nKey+shop.swift:").count - 1 == 5)
    }

    /// The sample app shows the in-progress Checkout feature's gaps and nothing else.
    @Test func sampleApp() throws {
        let result = try L10nBinary.run(["check", "--format", "xcode"], in: PackagePaths.root)
        Golden.assertMatches(result.stdout, golden: "CheckCommand/catalogs.xcode.txt")
        #expect(result.stderr == "")
        #expect(result.exitCode == 1)
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() throws {
        let folder = try Fixture.copy(named: "Project/Warnings")
        func run(terminal: Bool, environment: [String: String]) -> String {
            let context = CommandContext(currentDirectory: folder.path, environment: environment, stdoutIsTerminal: terminal)
            return L10nCLI.run(arguments: ["check"], context: context).stdout
        }
        #expect(run(terminal: true, environment: [:]).contains("\u{1B}[33mwarning\u{1B}[0m"))
        #expect(!run(terminal: true, environment: ["NO_COLOR": "1"]).contains("\u{1B}"))
        #expect(!run(terminal: false, environment: [:]).contains("\u{1B}"))
    }

    @Test(.enabled(if: Corpus.directory != nil, "../shared/corpus is not present"))
    func corpusIsCheckedWithoutCrashing() throws {
        let corpus = try #require(Corpus.directory)
        let result = try L10nBinary.run(["check", "--format", "json", corpus.path], in: TempDirectory.make())
        #expect([0, 1].contains(result.exitCode), "\(result.stderr)")
        #expect(result.stdout.hasSuffix("}\n"))
    }
}
