import Testing
@testable import L10nSwiftSource

@Suite struct SwiftLexerTests {
    private func kinds(_ text: String) -> [String] {
        let output = SwiftLexer.tokenize(text)
        return output.tokens.filter { !$0.isTrivia }.map { token in
            switch token.kind {
            case .identifier: "id(\(output.text(of: token)))"
            case .keyword: "kw(\(output.text(of: token)))"
            case .punctuation: "p(\(output.text(of: token)))"
            case .number: "num(\(output.text(of: token)))"
            case .stringLiteral(let literal): "str(\(literal.plainValue ?? "<interpolated>"))"
            default: "other"
            }
        }
    }

    @Test func classifiesTokens() {
        #expect(kinds("static let `default`: Int? = foo.bar(1_000, -2.5e-3) -> x == $0") == [
            "kw(static)", "kw(let)", "id(`default`)", "p(:)", "id(Int)", "p(?)", "p(=)", "id(foo)", "p(.)",
            "id(bar)", "p(()", "num(1_000)", "p(,)", "p(-)", "num(2.5e-3)", "p())", "p(->)", "id(x)", "p(==)", "id($0)",
        ])
    }

    @Test func tokensCoverTheTextAndTrackLocations() {
        let source = MarkedSource("/* a /* nested */ b */ 1️⃣x\n  /// doc\n  2️⃣y // c\r\n3️⃣z")
        let output = SwiftLexer.tokenize(source.text)
        #expect(output.issues.isEmpty)
        #expect(output.tokens.map { output.text(of: $0) }.joined() == source.text)
        let names = output.tokens.filter { $0.kind == .identifier }
        #expect(names.map(\.location) == [source["1️⃣"], source["2️⃣"], source["3️⃣"]])
        #expect(output.tokens.contains { $0.kind == .comment(.block) })
        #expect(output.tokens.contains { $0.kind == .comment(.docLine) })
        #expect(output.tokens.contains { $0.kind == .comment(.line) })
    }

    @Test func splitsInterpolations() {
        let text = #""a \(f("x)")) b\u{21}""#
        let output = SwiftLexer.tokenize(text)
        guard case .stringLiteral(let literal) = output.tokens.first?.kind else {
            Issue.record("expected a string literal")
            return
        }
        #expect(output.tokens.count == 1)
        #expect(literal.segments.count == 3)
        #expect(literal.segments.first == .text("a "))
        #expect(literal.segments.last == .text(" b!"))
        if case .interpolation(let range) = literal.segments[1] {
            #expect(String(decoding: output.bytes[range], as: UTF8.self) == #"f("x)")"#)
        }
    }

    @Test func reportsBadInput() {
        let source = MarkedSource("1️⃣\"open\nok 2️⃣\\ \"bad 3️⃣\\u{110000} escape\"")
        let output = SwiftLexer.tokenize(source.text)
        #expect(output.issues.map(\.location) == [source["1️⃣"], source["2️⃣"], source["3️⃣"]])
    }
}
