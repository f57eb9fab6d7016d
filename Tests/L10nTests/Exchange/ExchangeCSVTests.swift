import Testing
@testable import L10nCore
@testable import L10nCatalog
@testable import L10nExchange

@Suite struct ExchangeCSVTests {
    static let hostileTexts = [
        "plain", "comma, inside", "quote \" inside", "line\nbreak", "crlf\r\nbreak", "=1+2", "+SUM(A1)", "-5 points",
        "@user", "'=already quoted", "''=twice", "'plain quote", "\tTabbed", "", " spaced ", "é 😀 中",
    ]

    @Test func everyTextRoundTripsThroughWriteAndRead() throws {
        let units = Self.hostileTexts.enumerated().map { index, text in
            ExchangeUnit(key: "shop.key.k\(index)", form: ExchangeForm(path: [.variation(kind: .plural, name: "one")]),
                         source: text, comment: text, target: text, state: .needsReview)
        }
        let written = ExchangeCSV.write([ExchangeFile(original: "Shop, Inc/Shop.xcstrings", sourceLanguage: "en", targetLanguage: "es", units: units)], byteOrderMark: true)
        let document = try ExchangeCSV.read(written)
        #expect(document.problems.isEmpty)
        #expect(document.files.count == 1)
        #expect(document.files[0].original == "Shop, Inc/Shop.xcstrings")
        #expect(document.files[0].targetLanguage == "es")
        let read = document.files[0].units
        #expect(read.map(\.source) == Self.hostileTexts)
        #expect(read.map(\.target) == Self.hostileTexts)
        #expect(read.map(\.comment) == Self.hostileTexts)
        #expect(read.map(\.form.id) == Array(repeating: "plural.one", count: units.count))
        #expect(read.map(\.state) == Array(repeating: .needsReview, count: units.count))
    }

    /// A cell a spreadsheet would run as a formula is written as text, with a leading `'`.
    @Test func formulaCellsAreDefused() {
        let unit = ExchangeUnit(key: "shop.home.title", source: "=HYPERLINK(\"http://evil\")", comment: "@SUM(1)", target: "-1", state: nil)
        let text = String(decoding: ExchangeCSV.write([ExchangeFile(original: "Shop.xcstrings", sourceLanguage: "en", targetLanguage: "es", units: [unit])], byteOrderMark: false), as: UTF8.self)
        #expect(text == """
            catalog,language,key,form,source,comment,target,state\r
            Shop.xcstrings,es,shop.home.title,,"'=HYPERLINK(""http://evil"")",'@SUM(1),'-1,\r

            """)
    }

    /// Spreadsheets save with `;` in some regions, LF line ends, columns moved, extra columns.
    @Test func readsWhatSpreadsheetsSave() throws {
        let text = "\u{FEFF}Target;Key;Catalog;Form;Language;Notes\n\"Hola; \"\"amigo\"\"\";shop.home.title;Shop.xcstrings;;es;x\n\n;shop.home.subtitle;Shop.xcstrings;;es;\n"
        let document = try ExchangeCSV.read(Array(text.utf8))
        let units = document.files.flatMap(\.units)
        #expect(units.map(\.key) == ["shop.home.title", "shop.home.subtitle"])
        #expect(units.map(\.target) == ["Hola; \"amigo\"", ""])
        #expect(units.map(\.location) == [SourceLocation(line: 2, column: 1), SourceLocation(line: 4, column: 1)])
    }

    /// Rows of one file need not come together: each joins the file of its catalog and
    /// language, the files in the order they first appear.
    @Test func rowsJoinTheirFileWhereverTheyAre() throws {
        let text = "catalog,language,key,form,target\r\nA.xcstrings,es,a1,,x\r\nA.xcstrings,es,a2,,x\r\nB.xcstrings,es,b1,,x\r\n"
            + "A.xcstrings,de,a3,,x\r\nA.xcstrings,es,a4,,x\r\n\r\nB.xcstrings,es,b2,,x\r\nB.xcstrings,es,b3,,x\r\n"
        let document = try ExchangeCSV.read(Array(text.utf8))
        #expect(document.files.map { "\($0.original) \($0.targetLanguage)" } == ["A.xcstrings es", "B.xcstrings es", "A.xcstrings de"])
        #expect(document.files.map { $0.units.map(\.key) } == [["a1", "a2", "a4"], ["b1", "b2", "b3"], ["a3"]])
        #expect(document.files.map(\.location.line) == [2, 4, 5])
        #expect(document.files[1].units.map(\.location.line) == [4, 8, 9])
    }

    @Test func anUnknownFormIsAProblemOfItsRow() throws {
        let text = "catalog,language,key,form,target\r\nShop.xcstrings,es,shop.a.b,width.compact,x\r\nShop.xcstrings,es,shop.a.c,,y\r\n"
        let document = try ExchangeCSV.read(Array(text.utf8))
        #expect(document.problems == [ExchangeProblem(
            location: SourceLocation(line: 2, column: 28),
            message: "Key 'shop.a.b' has the form 'width.compact', which is not a plural, device or substitution case as l10n writes them; keep the form column as exported.")])
        #expect(document.files.flatMap(\.units).map(\.key) == ["shop.a.c"])
    }

    @Test(arguments: [
        ("", "1:1: error: the file is empty; it needs the header row catalog,language,key,form,source,comment,target,state"),
        ("catalog,language,key,target\r\n", "1:1: error: the header has no 'form' column; it needs catalog,language,key,form,source,comment,target,state, as l10n export --format csv writes"),
        ("catalog,language,key,form,target\r\nA,es,k,,\"open\r\n", "2:9: error: the quoted field is not closed; a '\"' inside a field must be doubled"),
        ("catalog,language,key,form,target\r\nA,es,k,,\"x\"y\r\n", "2:12: error: expected ',' or a line end after the closing quote"),
        ("catalog,language,key,form,target\r\nA,es,k,,x\"y\r\n", "2:10: error: a '\"' inside a field that does not start with one; quote the whole field and double its quotes"),
        ("catalog,language,key,form,target\r\nA,es,k,,x,extra\r\n", "2:1: error: this row has 6 fields but the header has 5; a field with a comma or line break must be in quotes"),
    ])
    func malformedFilesAreReportedWhereTheyBreak(text: String, expected: String) {
        #expect(throws: (any Error).self) { try ExchangeCSV.read(Array(text.utf8)) }
        do {
            _ = try ExchangeCSV.read(Array(text.utf8))
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func invalidUTF8IsRefusedWithItsPlace() {
        let bytes = Array("catalog,language,key,form,target\r\nA,es,k,,".utf8) + [0xE9] + Array("\r\n".utf8)
        do {
            _ = try ExchangeCSV.read(bytes)
            Issue.record("read invalid UTF-8")
        } catch {
            #expect(error.description == "2:9: error: the file is not valid UTF-8; save it as UTF-8 (\"CSV UTF-8\" in Excel)")
        }
    }
}
