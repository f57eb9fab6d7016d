import Foundation
import Testing
@testable import L10nReporting
@testable import L10nCommands

/// `l10n report` as users run it: the built binary on copies of `Tests/Fixtures/Project/*`.
@Suite(.tags(.endToEnd)) struct ReportEndToEndTests {
    static let extensions = ["text": "txt", "json": "json", "markdown": "md", "csv": "csv", "html": "html"]

    @Test(arguments: CoverageFormats.all.map { $0.id })
    func everyFormat(format: String) throws {
        let folder = try Fixture.copy(named: "Project/Mixed")
        let result = try L10nBinary.run(["report", "--format", format], in: folder)
        Golden.assertMatches(result.stdout, golden: "ReportCommand/mixed.\(Self.extensions[format] ?? format)")
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
    }

    @Test func failUnderPassesAtOrBelowTheLowestCoverage() throws {
        let folder = try Fixture.copy(named: "Project/Mixed")
        let plain = try L10nBinary.run(["report"], in: folder)
        #expect(try L10nBinary.run(["report", "--fail-under", "71"], in: folder) == (plain.stdout, "", 0))
        #expect(try L10nBinary.run(["report", "--fail-under", "72%"], in: folder) == (plain.stdout, """
            Coverage of 'es' in Shop is 71.4%, below --fail-under 72%; translate the missing keys or lower the threshold.

            """, 1))
    }

    @Test func failUnderMustBeAPercentage() throws {
        let folder = try Fixture.copy(named: "Project/Mixed")
        for value in ["abc", "101", "-1", "nan"] {
            #expect(try L10nBinary.run(["report", "--fail-under=\(value)"], in: folder) == ("", """
                Error: The value '\(value)' is invalid for '--fail-under <percent>': it must be a number from 0 to 100, as in '90' or '99.5'.
                Usage: l10n report [--format <format>] [--languages <list>] [--fail-under <percent>] [--output <file>] [--force] [--exclude <glob> ...] [<path> ...]
                  See 'l10n report --help' for more information.

                """, 2))
        }
    }

    @Test func outputWritesTheReportToAFileInstead() throws {
        let folder = try Fixture.copy(named: "Project/Mixed")
        let expected = try L10nBinary.run(["report", "--format", "html"], in: folder).stdout
        #expect(try L10nBinary.run(["report", "--format", "html", "--output", "coverage.html"], in: folder) == ("", "", 0))
        #expect(try String(contentsOf: folder.appendingPathComponent("coverage.html"), encoding: .utf8) == expected)
        #expect(try L10nBinary.run(["report", "--output", "Missing/coverage.txt"], in: folder).exitCode == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Catalogs", "coverage.html"])
    }

    @Test func languagesChooseTheColumns() throws {
        let folder = try Fixture.copy(named: "Project/Warnings")
        #expect(try L10nBinary.run(["report", "--format", "csv", "--languages", "es,fr"], in: folder).stdout == """
            \u{FEFF}feature,key,comment,source,plural forms,es,fr
            shop,shop.home.title,,Home,,Inicio,
            shop,shop.home.subtitle,,Everything for your home,,Todo para tu casa,

            """.replacingOccurrences(of: "\n", with: "\r\n"))
    }

    /// A report without one of the catalogs would claim what is not so: the broken one is
    /// named where the parser stopped, and nothing else is printed.
    @Test func anUnparsableCatalogIsReportedOnStderr() throws {
        let folder = try Fixture.copy(named: "Project/Broken")
        let result = try L10nBinary.run(["report", "--format", "csv"], in: folder)
        #expect(result.stdout == "")
        #expect(result.stderr == "Catalogs/Shop/Shop.xcstrings:3:3: error: unexpected '\"'; expected ',' or '}' [json-syntax]\n")
        #expect(result.exitCode == 2)
    }

    @Test func sampleApp() throws {
        let result = try L10nBinary.run(["report"], in: PackagePaths.root)
        Golden.assertMatches(result.stdout, golden: "ReportCommand/catalogs.txt")
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
    }

    @Test(.enabled(if: Corpus.directory != nil, "../shared/corpus is not present"))
    func corpusIsReportedWithoutCrashing() throws {
        let corpus = try #require(Corpus.directory)
        for format in CoverageFormats.all.map({ $0.id }) {
            let result = try L10nBinary.run(["report", "--format", format, corpus.path], in: TempDirectory.make())
            #expect([0, 2].contains(result.exitCode), "\(result.stderr)")
            // A corpus file that cannot be read fails the report, which then claims nothing.
            #expect(result.stdout.isEmpty == (result.exitCode == 2))
        }
    }
}
