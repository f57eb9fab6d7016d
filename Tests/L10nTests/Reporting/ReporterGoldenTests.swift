import Testing
@testable import L10nCore
@testable import L10nJSON
@testable import L10nChecks
@testable import L10nReporting

/// One fixed set of diagnostics through every format, pinned byte for byte.
@Suite struct ReporterGoldenTests {
    /// Covers both severities, two files, wide and narrow columns, and every character a
    /// format must escape: `|`, `%`, `<>`, `,` and `:` in a path, quotes, a line break.
    static let run = CheckRun(
        diagnostics: [
            Diagnostic(
                checkID: "missing-translation", severity: .error,
                message: "Key 'checkout.confirmation.message' has no 'es' translation; translate it into 'es'.",
                path: "Catalogs/Checkout/Checkout.xcstrings", location: SourceLocation(line: 22, column: 5),
                key: "checkout.confirmation.message", language: "es"),
            Diagnostic(
                checkID: "unreviewed-translation", severity: .warning,
                message: "Key 'checkout.summary.items' has 'es' text (plural.one) in state 'needs_review'; review it and mark it translated.",
                path: "Catalogs/Checkout/Checkout.xcstrings", location: SourceLocation(line: 180, column: 28),
                key: "checkout.summary.items", language: "es"),
            Diagnostic(
                checkID: "json-syntax", severity: .error,
                message: "unexpected '\"'; expected ',' or '}'",
                path: "Catalogs/Odd: Name, Inc/Odd.xcstrings", location: SourceLocation(line: 3, column: 7)),
            Diagnostic(
                checkID: "placeholder-mismatch", severity: .error,
                message: "Key 'offers.list.discount' reads argument 1 as object (%@) in 'fr' | 'es' but as integer in 'en';\nuse the same format specifier as 'en'.",
                path: "Catalogs/Offers/Offers.xcstrings", location: SourceLocation(line: 9, column: 13),
                key: "offers.list.discount", language: "fr"),
            Diagnostic(
                checkID: "key-format", severity: .error,
                message: "Key 'Offers.list.title' has feature 'Offers', which must be lowercase letters and digits; rename it to '<feature>.<section>.<element>': lowercase feature, lowerCamelCase section, lowerCamelCase or snake_case element.",
                path: "Catalogs/Offers/Offers.xcstrings", location: SourceLocation(line: 120, column: 5), key: "Offers.list.title"),
            Diagnostic(
                checkID: "case-collision", severity: .warning,
                message: "Key 'profile.header.Title' differs from 'profile.header.title' (line 40) only in case; merge them or rename one.",
                path: "Catalogs/Profile/Profile.xcstrings", location: SourceLocation(line: 112, column: 5),
                key: "profile.header.Title"),
        ],
        files: 5, keys: 63)

    static let emptyRun = CheckRun(diagnostics: [], files: 5, keys: 63)

    @Test(arguments: ReporterRegistry.ids)
    func matchesGolden(id: String) throws {
        let reporter = try #require(ReporterRegistry.reporter(id: id))
        Golden.assertMatches(reporter.report(Self.run, context: ReportContext()), golden: "Check/\(id).txt")
    }

    @Test func textInColourMatchesGolden() throws {
        Golden.assertMatches(TextReporter.report(Self.run, context: ReportContext(useColor: true)), golden: "Check/text-color.txt")
    }

    @Test func onlyTextInColourUsesEscapeCodes() {
        for reporter in ReporterRegistry.reporters where reporter.id != TextReporter.id {
            #expect(!reporter.report(Self.run, context: ReportContext(useColor: true)).contains("\u{1B}"), "\(reporter.id)")
        }
        #expect(!TextReporter.report(Self.run, context: ReportContext(useColor: false)).contains("\u{1B}"))
    }

    @Test func emptyRunSaysSoOrNothing() {
        let context = ReportContext()
        #expect(TextReporter.report(Self.emptyRun, context: context) == "No problems in 5 files (63 keys)\n")
        #expect(XcodeReporter.report(Self.emptyRun, context: context) == "")
        #expect(GitHubReporter.report(Self.emptyRun, context: context) == "")
        #expect(MarkdownReporter.report(Self.emptyRun, context: context) == "No problems in 5 files (63 keys)\n")
        let json = JSONReporter.report(Self.emptyRun, context: context)
        #expect(json.contains("\"errors\" : 0"))
        #expect((try? JSONParser.parse(json)) != nil)
    }

    @Test func jsonReportIsOneValidObject() throws {
        let document = try JSONParser.parse(JSONReporter.report(Self.run, context: ReportContext()))
        guard case .array(let diagnostics)? = document.root["diagnostics"] else {
            Issue.record("no diagnostics array")
            return
        }
        #expect(diagnostics.count == Self.run.diagnostics.count)
        #expect(diagnostics.first?.value["key"]?.stringValue == "checkout.confirmation.message")
        #expect(document.root["summary"]?["warnings"].map { if case .number("2") = $0 { true } else { false } } == true)
    }

    @Test func summaryLineCountsInSingularAndPlural() {
        #expect(CheckRun(diagnostics: Array(Self.run.diagnostics.prefix(1)), files: 1, keys: 1).summaryLine == "1 error in 1 file (1 key)")
        #expect(Self.run.summaryLine == "4 errors, 2 warnings in 5 files (63 keys)")
        #expect(CheckRun(diagnostics: [Self.run.diagnostics[1]], files: 2, keys: 0).summaryLine == "1 warning in 2 files (0 keys)")
    }

    @Test func githubEscapesDataAndProperties() {
        #expect(GitHubReporter.escapeData("100% a\r\nb: c, d") == "100%25 a%0D%0Ab: c, d")
        #expect(GitHubReporter.escapeProperty("a:b,c%") == "a%3Ab%2Cc%25")
    }
}
