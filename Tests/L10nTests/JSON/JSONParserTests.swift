import Testing
@testable import L10nCore
@testable import L10nJSON

@Suite struct JSONParserTests {
    func parse(_ text: String) throws -> JSONDocument { try JSONParser.parse(text) }

    @Test func keepsMemberOrderDuplicatesAndNumberText() throws {
        let document = try parse(#"{"b" : 1.0, "a" : -0.5e+3, "b" : 2}"#)
        let members = try #require(document.root.members)
        #expect(members.map(\.key) == ["b", "a", "b"])
        guard case .number(let first) = members[0].value, case .number(let second) = members[1].value else {
            Issue.record("numbers were not kept as numbers")
            return
        }
        #expect(first == "1.0")
        #expect(second == "-0.5e+3")
    }

    @Test func recordsEveryRepeatedKeyWithThePathToItsObject() throws {
        let document = try parse("""
            {"a" : 1, "s" : {"k" : [{"x" : 1, "y" : 2, "x" : 3}], "k" : 0}, "a" : 2,
             "big" : {\((0..<20).map { "\"m\($0)\" : 0" }.joined(separator: ", ")), "m7" : 1}}
            """)
        let found = document.duplicateKeys.map { "\($0.key)@\($0.position.line):\($0.position.column) first \($0.firstPosition.column) in \($0.path)" }
        // Inner objects close first, so they come first.
        #expect(found == [
            "x@1:44 first 26 in [L10nJSON.JSONPathComponent.key(\"s\"), L10nJSON.JSONPathComponent.key(\"k\"), L10nJSON.JSONPathComponent.element]",
            "k@1:55 first 18 in [L10nJSON.JSONPathComponent.key(\"s\")]",
            "m7@2:221 first 81 in [L10nJSON.JSONPathComponent.key(\"big\")]",
            "a@1:65 first 2 in []",
        ])
        #expect(try parse(#"{"a" : {"b" : 1}, "b" : [1, {"a" : 2}]}"#).duplicateKeys.isEmpty)
    }

    @Test func recordsPositionsOfKeysAndElements() throws {
        let document = try parse("{\n  \"a\" : {\n    \"bé\" : [\"x\", \"ü\", 1]\n  }\n}")
        let outer = try #require(document.root.member("a"))
        #expect(outer.keyPosition == JSONPosition(line: 2, column: 3))
        let inner = try #require(outer.value.member("bé"))
        #expect(inner.keyPosition == JSONPosition(line: 3, column: 5))
        guard case .array(let elements) = inner.value else { Issue.record("not an array"); return }
        // Columns count UTF-8 bytes: "bé" is four bytes inside its quotes, "ü" two.
        #expect(elements.map(\.position) == [JSONPosition(line: 3, column: 14), JSONPosition(line: 3, column: 19), JSONPosition(line: 3, column: 25)])
    }

    @Test func decodesEscapes() throws {
        let document = try parse(#"["a\"b\\c\/d\n\t\u00e9\ud83d\ude00"]"#)
        guard case .array(let elements) = document.root else { Issue.record("not an array"); return }
        #expect(elements[0].value.stringValue == "a\"b\\c/d\n\té😀")
    }

    @Test func acceptsAndRemembersByteOrderMark() throws {
        let document = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(document.hasByteOrderMark)
        #expect(!document.hasTrailingNewline)
    }

    @Test func remembersTrailingNewline() throws {
        #expect(try parse("{}\n").hasTrailingNewline)
        #expect(try !parse("{}").hasTrailingNewline)
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        var text: [UInt8]
        var message: String
        var line: Int
        var column: Int
        var testDescription: String { message }

        init(_ text: String, _ message: String, _ line: Int, _ column: Int) {
            self.init(Array(text.utf8), message, line, column)
        }

        init(_ bytes: [UInt8], _ message: String, _ line: Int, _ column: Int) {
            self.text = bytes
            self.message = message
            self.line = line
            self.column = column
        }
    }

    static let malformed: [Malformed] = [
        Malformed("", "the file is empty; expected a JSON object", 1, 1),
        Malformed("{\n  \"a\" : 1", "unexpected end of file; expected ',' or '}'", 2, 10),
        Malformed("{\n  \"a\" : \"abc", "unterminated string; expected '\"'", 2, 9),
        Malformed("{\n  \"a\" : 1,\n}", "trailing comma before '}'; remove the comma", 2, 10),
        Malformed("[1,\n2,]", "trailing comma before ']'; remove the comma", 2, 2),
        Malformed(#"{"a" : "\x"}"#, #"invalid escape sequence '\x' in string"#, 1, 9),
        Malformed(#"{"a" : "\u12G4"}"#, #"invalid escape sequence in string; '\u' needs four hexadecimal digits"#, 1, 9),
        Malformed(#"["\ud800"]"#, #"lone surrogate '\uD800' in string; a high surrogate must be followed by a low one"#, 1, 3),
        Malformed(#"["ab\udc00"]"#, #"lone surrogate '\uDC00' in string; a low surrogate must follow a high one"#, 1, 5),
        Malformed([UInt8(ascii: "[")] + [UInt8(ascii: "\""), 0x61, 0xFF, UInt8(ascii: "\""), UInt8(ascii: "]")],
                  "invalid UTF-8 byte 0xFF; save the file as UTF-8", 1, 4),
        Malformed([UInt8(ascii: "["), UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\""), UInt8(ascii: "]")],
                  "invalid UTF-8 byte 0x28; save the file as UTF-8", 1, 4),
        Malformed([UInt8(ascii: "["), UInt8(ascii: "\""), 0xED, 0xA0, 0x80, UInt8(ascii: "\""), UInt8(ascii: "]")],
                  "invalid UTF-8 byte 0xA0; save the file as UTF-8", 1, 4),
        Malformed("[\"a\tb\"]", "unescaped control character U+0009 in string; write it as '\\t'", 1, 4),
        Malformed("[\"a\nb\"]", "unescaped control character U+000A in string; write it as '\\n'", 1, 4),
        Malformed("{\"a\" 1}", "unexpected '1'; expected ':' after the key", 1, 6),
        Malformed("{a : 1}", "unexpected 'a'; expected '\"' to begin a key", 1, 2),
        Malformed("[01]", "a number cannot have a leading zero", 1, 3),
        Malformed("[1.]", "unexpected ']'; expected a digit after '.'", 1, 4),
        Malformed("[tru]", "unexpected ']'; expected 'true'", 1, 5),
        Malformed("{} x", "unexpected 'x' after the end of the JSON value", 1, 4),
        Malformed(String(repeating: "[", count: 513), "nesting is deeper than 512 levels", 1, 513),
    ]

    @Test(arguments: malformed)
    func reportsMalformedInputAtTheOffendingByte(_ input: Malformed) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(input.text) }
        do {
            _ = try JSONParser.parse(input.text)
        } catch {
            #expect(error.message == input.message)
            #expect(error.location == SourceLocation(line: input.line, column: input.column))
        }
    }

    @Test func deepNestingWithinTheLimitParses() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        _ = try parse(text)
    }
}
