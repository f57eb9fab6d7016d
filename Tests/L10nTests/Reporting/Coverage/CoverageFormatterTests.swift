import Foundation
import Testing
import L10nCore
@testable import L10nJSON
@testable import L10nCatalog
@testable import L10nReporting

@Suite struct CoverageFormatterTests {
    static let formatIDs = CoverageFormats.all.map { $0.id }

    static func goldenName(_ fixture: String, _ formatID: String, color: Bool = false) -> String {
        let fileExtension = ["text": "txt", "markdown": "md"][formatID] ?? formatID
        return "coverage-\(fixture)\(color ? "-color" : "").\(fileExtension)"
    }

    func render(_ formatID: String, _ report: CoverageReport, color: Bool = false) throws -> String {
        let formatter = try #require(CoverageFormats.formatter(id: formatID))
        return formatter.render(report, options: CoverageRenderOptions(useColor: color))
    }

    @Test(arguments: formatIDs)
    func sampleCatalogsMatchGolden(formatID: String) throws {
        let output = try render(formatID, try CoverageFixtures.sampleReport())
        Golden.assertMatches(output, golden: "Report/" + Self.goldenName("sample", formatID))
    }

    @Test(arguments: formatIDs)
    func edgeCasesMatchGolden(formatID: String) throws {
        let output = try render(formatID, try CoverageFixtures.edgeReport())
        Golden.assertMatches(output, golden: "Report/" + Self.goldenName("edge", formatID))
    }

    @Test func textColoursCoverageOnlyWhenAsked() throws {
        let report = try CoverageFixtures.edgeReport()
        let colored = try render("text", report, color: true)
        Golden.assertMatches(colored, golden: "Report/" + Self.goldenName("edge", "text", color: true))
        // Colour codes come only from the text format, and only when asked for.
        let sample = try CoverageFixtures.sampleReport()
        for formatID in Self.formatIDs {
            #expect(!(try render(formatID, sample)).contains("\u{1B}"))
        }
    }

    @Test func completeReportSaysSo() throws {
        let catalog = try Catalog(bytes: Array(#"{"sourceLanguage":"en","strings":{"a.b":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"A"}}}}},"version":"1.0"}"#.utf8))
        let report = CoverageAnalyzer.analyze(catalogs: [("A.xcstrings", catalog)], languages: ["en"])
        #expect(try render("text", report).hasSuffix("\nAll 1 key translated in en.\n"))
        #expect(try render("markdown", report).hasSuffix("\nAll 1 key translated in en.\n"))
        #expect(try render("csv", report) == "\u{FEFF}feature,key,comment,source,plural forms,en\r\n")
        #expect(try render("html", report).contains("<p class=\"done\">All 1 key translated in en.</p>"))
        #expect(try render("text", CoverageAnalyzer.analyze(catalogs: [], languages: [])).hasSuffix("\nNo languages required.\n"))
    }

    @Test func formatIDsAreUnique() {
        #expect(Set(Self.formatIDs).count == Self.formatIDs.count)
        #expect(Self.formatIDs == ["text", "json", "markdown", "csv", "html"])
    }

    @Test func jsonOutputParsesBack() throws {
        let output = try render("json", try CoverageFixtures.edgeReport())
        let document = try JSONParser.parse(output)
        #expect(document.root.members?.map(\.key) == ["languages", "features", "missing"])
    }

    @Test func csvQuotesOnlyWhatRFC4180Requires() {
        #expect(CSVFormat.field("plain text") == "plain text")
        #expect(CSVFormat.field("a,b") == "\"a,b\"")
        #expect(CSVFormat.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVFormat.field("two\r\nlines") == "\"two\r\nlines\"")
    }

    /// OWASP's advice against CSV injection, inside RFC 4180's quoting.
    @Test func csvNeutralisesCellsASpreadsheetWouldRun() {
        for lead in ["=", "+", "-", "@", "\t", "\r"] {
            #expect(CSVFormat.neutralized(lead + "1") == "'" + lead + "1")
        }
        #expect(CSVFormat.field("=1+1") == "'=1+1")
        #expect(CSVFormat.field("=SUM(A1,B1)") == "\"'=SUM(A1,B1)\"")
        #expect(CSVFormat.field("\rx") == "\"'\rx\"")
        #expect(CSVFormat.field("a=b") == "a=b")
        #expect(CSVFormat.field("") == "")
    }

    @Test func htmlEscapesEveryMarkupCharacter() {
        #expect(CoverageHTMLFormatter.escape(#"<a href="x">Tom & 'Jerry'</a>"#)
            == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
    }

    @Test func markdownCellsStayOneInertRow() {
        #expect(CoverageMarkdownFormatter.cell("a | b\r\nc\nd </details>") == "a \\| b<br>c<br>d &lt;/details&gt;")
        #expect(CoverageMarkdownFormatter.code("a.b|c") == "`a.b\\|c`")
        #expect(CoverageMarkdownFormatter.code("a`b") == "a\\`b")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpusFolder.path), "needs ../shared/corpus"))
    func corpusCatalogsReportWithoutCrashing() throws {
        try reportEveryCatalog(under: Self.corpusFolder)
    }

    /// The same walk over the sample app, so the corpus test's own code runs everywhere.
    @Test func sampleFolderReportsLikeACorpus() throws {
        let report = try reportEveryCatalog(under: PackagePaths.root.appendingPathComponent("Catalogs"))
        #expect(report.features.count == 5)
    }

    static let corpusFolder = PackagePaths.root.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Analyzes and renders every readable `.xcstrings` under `folder`, checking that counts add up.
    @discardableResult
    func reportEveryCatalog(under folder: URL) throws -> CoverageReport {
        let paths = FileManager.default.enumerator(atPath: folder.path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".xcstrings") }.sorted() ?? []
        var catalogs: [(path: String, catalog: Catalog)] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path),
                  let catalog = try? Catalog(bytes: Array(data))
            else { continue }  // Unreadable files are the parser tests' business.
            catalogs.append((path, catalog))
        }
        let report = CoverageAnalyzer.analyze(catalogs: catalogs, languages: ["en", "es", "de", "fr", "ja"])
        #expect(report.features.count == catalogs.count)
        for feature in report.features {
            for coverage in feature.coverage.values {
                #expect(coverage.translated + coverage.missing + coverage.unreviewed == feature.keys)
            }
        }
        for formatID in Self.formatIDs { _ = try render(formatID, report) }
        return report
    }
}
