import Testing
@testable import L10nCore
@testable import L10nCatalog

@Suite struct LineEndingTests {
    @Test(arguments: [
        ("", LineEnding.lf), ("one line", .lf), ("a\nb\n", .lf), ("a\r\nb\r\n", .crlf),
        ("a\r\nb\r\nc\n", .crlf), ("a\r\nb\nc\n", .lf), ("a\r\nb\n", .lf),
        // Carriage returns that end no CRLF line, and one at the very end.
        ("a\rb\rc\n", .lf), ("a\r\r\nb\r\n", .crlf), ("a\nb\r", .lf), ("\r\n", .crlf),
    ])
    func theMoreCommonEndingWins(text: String, expected: LineEnding) {
        #expect(LineEnding.dominant(in: Array(text.utf8)) == expected)
    }

    @Test func applyingCRLFReplacesEveryLineFeed() {
        #expect(LineEnding.crlf.applied(to: "a\nb\n\nc") == "a\r\nb\r\n\r\nc")
        #expect(LineEnding.lf.applied(to: "a\nb") == "a\nb")
        #expect(LineEnding.crlf.applied(to: Array("x\n".utf8)) == Array("x\r\n".utf8))
    }

    /// An edited catalog keeps its CRLF; a formatted one gets Xcode's LF.
    @Test func catalogEditsKeepCRLF() throws {
        let text = "{\r\n  \"sourceLanguage\" : \"en\",\r\n  \"strings\" : {\r\n\r\n  },\r\n  \"version\" : \"1.0\"\r\n}"
        let catalog = try Catalog(bytes: Array(text.utf8))
        #expect(try CatalogFormatter.serializeVerified(catalog.document, lineEndingOf: Array(text.utf8)) == Array(text.utf8))
        #expect(try CatalogFormatter.format(Array(text.utf8), sort: false) == Array(text.replacingOccurrences(of: "\r\n", with: "\n").utf8))
    }
}
