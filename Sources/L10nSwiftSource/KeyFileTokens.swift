import L10nCore
/// The key-file parser's tokens (no spaces or tabs) and which of them are not trivia, held in
/// 24 bytes a token rather than ``SwiftToken``'s 56: a key file has about 17 tokens an accessor,
/// so at 200,000 accessors the tokens were 190 MB, more than the file's bytes four times over.
/// Every offset, line, column and count of a file under 4 GB fits in 32 bits; a larger file
/// keeps the tokens as they are.
struct KeyFileTokens {
    /// A ``SwiftToken`` in 32-bit fields; a string literal keeps its delimiters and whether it
    /// spans lines, which is all the lexer's stream gives them (literals are not decoded there).
    private struct PackedToken {
        var start: UInt32
        var length: UInt32
        var line: UInt32
        var column: UInt32
        var rawDelimiterCount: UInt32
        var tokenClass: SwiftTokenClass
        var isMultilineString: Bool
    }

    /// Whether the tokens are in `packed`; else in `full`. (Two arrays rather than an enum
    /// of them: taking an array out of an enum's case retains it at every token asked for.)
    private let isPacked: Bool
    private let packed: [PackedToken]
    private let packedSignificant: [UInt32]
    private let full: [SwiftToken]
    private let fullSignificant: [Int]
    /// The issues the lexer reported.
    let issues: [SwiftLexer.Issue]

    /// Lexes `bytes`. `packs` false keeps full tokens whatever the size, for the test that
    /// compares the two.
    init(lexing bytes: [UInt8], packs: Bool = true) {
        if packs, bytes.count < Int(UInt32.max) {
            var tokens: [PackedToken] = []
            var significant: [UInt32] = []
            tokens.reserveCapacity(bytes.count / 8)
            significant.reserveCapacity(bytes.count / 12)
            issues = Self.lex(bytes) { token, isSignificant in
                if isSignificant { significant.append(UInt32(tokens.count)) }
                tokens.append(Self.pack(token))
            }
            (isPacked, packed, packedSignificant, full, fullSignificant) = (true, tokens, significant, [], [])
        } else {
            var tokens: [SwiftToken] = []
            var significant: [Int] = []
            issues = Self.lex(bytes) { token, isSignificant in
                if isSignificant { significant.append(tokens.count) }
                tokens.append(token)
            }
            (isPacked, packed, packedSignificant, full, fullSignificant) = (false, [], [], tokens, significant)
        }
    }

    /// Spaces and tabs are left out (nothing here reads them), and string literals are not
    /// decoded: the parser decodes the key and table literals itself.
    private static func lex(_ bytes: [UInt8], _ body: (SwiftToken, _ isSignificant: Bool) -> Void) -> [SwiftLexer.Issue] {
        bytes.withUnsafeBufferPointer { buffer in
            SwiftLexer.forEachToken(in: buffer) { token in
                switch token.kind {
                case .whitespace: return
                case .newline, .comment: body(token, false)
                default: body(token, true)
                }
            }
        }
    }

    /// How many tokens are not trivia.
    var significantCount: Int {
        isPacked ? packedSignificant.count : fullSignificant.count
    }

    /// The index among all tokens of the `index`th token that is not trivia.
    func tokenIndex(ofSignificant index: Int) -> Int {
        isPacked ? Int(packedSignificant[index]) : fullSignificant[index]
    }

    /// The bytes of the `index`th token that is not trivia, and whether it is a string
    /// literal: what most of the parser's questions about a token need, without making it.
    func extent(ofSignificant index: Int) -> (range: Range<Int>, isStringLiteral: Bool) {
        if isPacked {
            let token = packed[Int(packedSignificant[index])]
            let start = Int(token.start)
            return (start..<start + Int(token.length), token.tokenClass == .string)
        }
        let token = full[fullSignificant[index]]
        if case .stringLiteral = token.kind { return (token.range, true) }
        return (token.range, false)
    }

    /// The `index`th token, trivia included.
    subscript(index: Int) -> SwiftToken {
        isPacked ? Self.unpack(packed[index]) : full[index]
    }

    private static func pack(_ token: SwiftToken) -> PackedToken {
        var packed = PackedToken(
            start: UInt32(token.range.lowerBound), length: UInt32(token.range.count), line: UInt32(token.location.line),
            column: UInt32(token.location.column), rawDelimiterCount: 0, tokenClass: token.kind.tokenClass, isMultilineString: false)
        if case .stringLiteral(let literal) = token.kind {
            packed.rawDelimiterCount = UInt32(literal.rawDelimiterCount)
            packed.isMultilineString = literal.isMultiline
        }
        return packed
    }

    private static func unpack(_ packed: PackedToken) -> SwiftToken {
        let kind = SwiftToken.Kind(
            packed.tokenClass,
            literal: SwiftStringLiteral(
                segments: [], rawDelimiterCount: Int(packed.rawDelimiterCount), isMultiline: packed.isMultilineString, isDecoded: false))
        let start = Int(packed.start)
        return SwiftToken(
            kind: kind, range: start..<start + Int(packed.length), location: SourceLocation(line: Int(packed.line), column: Int(packed.column)))
    }
}
