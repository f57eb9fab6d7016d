import Testing
@testable import L10nGeneration

@Suite struct SwiftLiteralTests {
    @Test func escapesEverythingThatCouldEndOrChangeTheLiteral() {
        #expect(SwiftLiteral.quoted(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(SwiftLiteral.quoted(#"\(exit(1))"#) == #""\\(exit(1))""#)
        #expect(SwiftLiteral.quoted("line\nbreak\r\ttab\0") == #""line\nbreak\r\ttab\0""#)
        #expect(SwiftLiteral.quoted("bell\u{7}del\u{7F}") == #""bell\u{7}del\u{7F}""#)
        #expect(SwiftLiteral.quoted("rtl\u{202E}x\u{2028}y\u{FEFF}") == #""rtl\u{202E}x\u{2028}y\u{FEFF}""#)
        #expect(SwiftLiteral.quoted("café 😀 日本") == "\"café 😀 日本\"")
    }

    @Test func docCommentsCannotBeEscaped() {
        #expect(SwiftLiteral.docComment(["One\nTwo", "Three */ still comment"]) == [
            "/// One", "/// Two", "/// Three */ still comment",
        ])
        #expect(SwiftLiteral.docComment(["a\r\nb\rc\u{2028}d\u{85}e"]) == ["/// a", "/// b", "/// c", "/// d", "/// e"])
        #expect(SwiftLiteral.docComment(["tab\there  ", "", "\u{202E}evil"]) == ["/// tab here", "///", #"/// \u{202E}evil"#])
    }

    @Test(arguments: [
        ("%@ cashback", ["arg1"], #"\(arg1) cashback"#),
        ("%1$@ and %2$@", ["arg1", "arg2"], #"\(arg1) and \(arg2)"#),
        // Interpolations are the runtime's arguments in order: argument 1 first, whatever the
        // English word order, so the catalog's `%2$@ before %1$@` receives them as numbered.
        ("%2$@ before %1$@", ["arg1", "arg2"], #"\(arg1) before \(arg2)"#),
        ("%1$@, %1$@ and %2$@", ["arg1", "arg2"], #"\(arg1), \(arg1) and \(arg2)"#),
        ("%lld items, 100%%", ["count"], #"\(count) items, 100%"#),
        ("%.2f km at %d", ["arg1", "arg2"], #"\(arg1) km at \(arg2)"#),
        ("You have %#@items@", ["items"], #"You have \(items)"#),
        ("%#@unknown@ stays", ["items"], "%#@unknown@ stays"),
        ("%@ %@ too many", ["arg1"], #"\(arg1) %@ too many"#),
        (#"quote " and \ and \(x) %@"#, ["arg1"], #"quote \" and \\ and \\(x) \(arg1)"#),
        ("trailing %", ["arg1"], "trailing %"),
    ])
    func formatSpecifiersBecomeInterpolations(value: String, names: [String], expected: String) {
        let arguments = names.map { FormatInterpolation.Argument(name: $0, expression: $0) }
        #expect(FormatInterpolation.literalContents(of: value, arguments: arguments) == expected)
    }
}

// The renderer appends comments and default values to the file's bytes; tests read them as strings.
extension SwiftLiteral {
    /// The `///` lines of `paragraphs`, as the renderer writes them without indentation.
    static func docComment(_ paragraphs: [String]) -> [String] {
        var bytes: [UInt8] = []
        appendComment(paragraphs, linePrefix: Array("///".utf8), to: &bytes)
        return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
            .map { String(decoding: $0, as: UTF8.self) }
    }
}

extension FormatInterpolation {
    static func literalContents(of value: String, arguments: [Argument]) -> String {
        var bytes: [UInt8] = []
        appendLiteralContents(of: value, arguments: arguments, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
