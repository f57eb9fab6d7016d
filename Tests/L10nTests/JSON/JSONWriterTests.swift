import Testing
@testable import L10nJSON

@Suite struct JSONWriterTests {
    func rewrite(_ text: String) throws -> String {
        String(decoding: JSONWriter.write(try JSONParser.parse(text)), as: UTF8.self)
    }

    @Test func writesXcodeStyle() throws {
        let compact = #"{"sourceLanguage":"en","strings":{"a.b.c":{"extractionState":"manual"}},"version":"1.0"}"#
        #expect(try rewrite(compact) == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a.b.c" : {
                  "extractionState" : "manual"
                }
              },
              "version" : "1.0"
            }
            """)
    }

    @Test func writesEmptyObjectsWithABlankLineAndIndentedBrace() throws {
        #expect(try rewrite(#"{"strings":{}}"#) == "{\n  \"strings\" : {\n\n  }\n}")
        #expect(try rewrite("{}") == "{\n\n}")
    }

    @Test func writesArraysOneItemPerLine() throws {
        #expect(try rewrite(#"{"values":["a","b"],"empty":[]}"#) == "{\n  \"values\" : [\n    \"a\",\n    \"b\"\n  ],\n  \"empty\" : [\n\n  ]\n}")
    }

    @Test func escapesOnlyQuotesBackslashesAndControlCharacters() throws {
        let text = #"["a/b é 😀 \"q\" \\ \n \t \r \b \f \u0001 \u007f"]"#
        #expect(try rewrite(text) == "[\n  \"a/b é 😀 \\\"q\\\" \\\\ \\n \\t \\r \\b \\f \\u0001 \u{7F}\"\n]")
    }

    @Test func keepsNumberTextLiteralsAndDuplicates() throws {
        #expect(try rewrite(#"{"a":1.0,"a":2E5,"t":true,"f":false,"n":null}"#)
            == "{\n  \"a\" : 1.0,\n  \"a\" : 2E5,\n  \"t\" : true,\n  \"f\" : false,\n  \"n\" : null\n}")
    }

    @Test func keepsByteOrderMarkAndTrailingNewline() throws {
        let input: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\":1}\n\n".utf8)
        let output = JSONWriter.write(try JSONParser.parse(input))
        #expect(output == [0xEF, 0xBB, 0xBF] + Array("{\n  \"a\" : 1\n}\n".utf8))
    }
}
