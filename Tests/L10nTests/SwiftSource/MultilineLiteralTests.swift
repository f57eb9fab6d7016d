import Testing
@testable import L10nSwiftSource

/// A multi-line literal's text as Swift reads it and Xcode extracts it into a catalog (IceCubesApp's
/// About view keys its credits so: indentation taken off, `\n` between lines, none at the end),
/// and nothing for what Swift would not compile.
@Suite struct MultilineLiteralTests {
    /// The literal at the start of `source` (its whole token, as the lexer reads it), decoded.
    private func decoded(_ source: String) -> [String]? {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> [String]? in
            var range: Range<Int>?
            _ = SwiftLexer.forEachToken(in: buffer) { token in
                if range == nil, case .stringLiteral = token.kind { range = token.range }
            }
            guard let range else { return nil }
            return SwiftLexer.multilineLiteralSegments(at: range, in: buffer)?.map { segment in
                switch segment {
                case .text(let text): text
                case .interpolation(let expression): "(" + String(decoding: bytes[expression], as: UTF8.self) + ")"
                }
            }
        }
    }

    @Test func takesTheClosingDelimitersIndentationOffEveryLine() {
        #expect(decoded("\"\"\"\n    • [Nuke](https://github.com/kean/Nuke)\n\n      indented more\n    \"\"\"") == [
            "• [Nuke](https://github.com/kean/Nuke)\n\n  indented more",
        ])
        // A blank line before the closing one ends the text with a line break; none is empty.
        #expect(decoded("\"\"\"\n  a\n\n  \"\"\"") == ["a\n"])
        #expect(decoded("\"\"\"\n\"\"\"") == [])
        // An empty line needs no indentation; white space shorter than it, or a tab where it has
        // spaces, does not compile ("insufficient indentation", "unexpected tab").
        #expect(decoded("\"\"\"\n    a\n\n    b\n    \"\"\"") == ["a\n\nb"])
        #expect(decoded("\"\"\"\n    a\n  \n    b\n    \"\"\"") == nil)
        #expect(decoded("\"\"\"\n    a\n\t\n    b\n    \"\"\"") == nil)
    }

    @Test func readsLineBreaksEscapesAndInterpolationsAsSwiftDoes() {
        #expect(decoded("\"\"\"\r\n  one\r\n  two\rthree\n  \"\"\"") == nil)
        #expect(decoded("\"\"\"\r\n  one\r\n  two\r  three\n  \"\"\"") == ["one\ntwo\nthree"])
        #expect(decoded("\"\"\"\n  joined \\\n  line\\t\\\"q\\\" \\u{E9}\\\\\n  \"\"\"") == ["joined line\t\"q\" é\\"])
        #expect(decoded("\"\"\"\n  \\(count) items\n  \"\"\"") == ["(count)", " items"])
        #expect(decoded("#\"\"\"\n  raw \\(x) \\#(y) \\n\n  \"\"\"#") == ["raw \\(x) ", "(y)", " \\n"])
    }

    @Test func decodesNothingSwiftWouldNotCompileOrOnlyTheLexerReads() {
        // A line short of the indentation, text after the opening delimiter or before the
        // closing one, a bad escape, a `\` ending the last line.
        for source in [
            "\"\"\"\n  a\n b\n  \"\"\"", "\"\"\" a\n  \"\"\"", "\"\"\"\n  a \"\"\"", "\"\"\"\n  \\q\n  \"\"\"",
            "\"\"\"\n  \\u{D800}\n  \"\"\"", "\"\"\"\n  a\\\n  \"\"\"", "\"\"\"\n  \\(f(x))\n  \"\"\"", "\"\"\"\n  a\n",
            "\"single\"", "#\"raw\"#",
        ] {
            #expect(decoded(source) == nil, "\(source.debugDescription)")
        }
    }
}
