import L10nCore
/// The key-file parser's tokens (no spaces or tabs) and which of them are not trivia, held in
/// 16 bytes a token rather than ``SwiftToken``'s 56: a key file has about 17 tokens an accessor,
/// so at 200,000 accessors the tokens were 190 MB, more than the file's bytes four times over.
/// Every offset, line and length of a file under 4 GB fits in 32 bits; a token's column is
/// counted from where its line starts, noted once a line. A larger file, or one where a token
/// would not fit (a raw string of 65,536 `#` or more), keeps the tokens as they are.
struct KeyFileTokens {
    /// A ``SwiftToken`` in 32-bit fields, less its column; a string literal keeps its
    /// delimiters and whether it spans lines, which is all the lexer's stream gives them
    /// (literals are not decoded there).
    private struct PackedToken {
        var start: UInt32
        var length: UInt32
        var line: UInt32
        var rawDelimiterCount: UInt16
        var tokenClass: SwiftTokenClass
        var isMultilineString: Bool
    }

    /// Whether the tokens are in `packed`; else in `full`. (Two arrays rather than an enum
    /// of them: taking an array out of an enum's case retains it at every token asked for.)
    private let isPacked: Bool
    private let packed: [PackedToken]
    private let packedSignificant: [UInt32]
    /// Where each line that a packed token starts on starts (by line, from 1): every token
    /// of a line is counted from the same place, which packing checks.
    private let lineStarts: [UInt32]
    private let full: [SwiftToken]
    private let fullSignificant: [Int]
    /// The issues the lexer reported.
    let issues: [SwiftLexer.Issue]

    /// Lexes `bytes`. `packs` false keeps full tokens whatever the size, for the test that
    /// compares the two.
    init(lexing bytes: [UInt8], packs: Bool = true) {
        if packs, bytes.count < Int(UInt32.max), let packed = Self.packed(bytes) {
            self = packed
            return
        }
        var tokens: [SwiftToken] = []
        var significant: [Int] = []
        issues = Self.lex(bytes) { token, isSignificant in
            if isSignificant { significant.append(tokens.count) }
            tokens.append(token)
            return true
        }
        (isPacked, packed, packedSignificant, lineStarts, full, fullSignificant) = (false, [], [], [], tokens, significant)
    }

    private init(packed: [PackedToken], significant: [UInt32], lineStarts: [UInt32], issues: [SwiftLexer.Issue]) {
        (isPacked, self.packed, packedSignificant, self.lineStarts, full, fullSignificant) = (true, packed, significant, lineStarts, [], [])
        self.issues = issues
    }

    /// The packed tokens of `bytes`, or nil when one does not fit (no more are kept; the lexer
    /// still runs to the end of the file).
    private static func packed(_ bytes: [UInt8]) -> KeyFileTokens? {
        var tokens: [PackedToken] = []
        var significant: [UInt32] = []
        var lineStarts: [UInt32] = []
        tokens.reserveCapacity(bytes.count / 8)
        significant.reserveCapacity(bytes.count / 12)
        var fits = true
        let issues = Self.lex(bytes) { token, isSignificant in
            let line = token.location.line
            let lineStart = UInt32(token.range.lowerBound - (token.location.column - 1))
            if line > lineStarts.count {
                // Lines that no token starts on (inside a comment or a literal) are never asked for.
                lineStarts.append(contentsOf: repeatElement(lineStart, count: line - lineStarts.count))
            } else if lineStarts[line - 1] != lineStart {
                fits = false
            }
            guard fits, let token = Self.pack(token) else {
                fits = false
                return false
            }
            if isSignificant { significant.append(UInt32(tokens.count)) }
            tokens.append(token)
            return true
        }
        return fits ? KeyFileTokens(packed: tokens, significant: significant, lineStarts: lineStarts, issues: issues) : nil
    }

    /// Spaces and tabs are left out (nothing here reads them), and string literals are not
    /// decoded: the parser decodes the key and table literals itself. Once `body` returns
    /// false it is not called again, though the lexer reads on to the end.
    private static func lex(_ bytes: [UInt8], _ body: (SwiftToken, _ isSignificant: Bool) -> Bool) -> [SwiftLexer.Issue] {
        bytes.withUnsafeBufferPointer { buffer in
            var going = true
            return SwiftLexer.forEachToken(in: buffer) { token in
                guard going else { return }
                switch token.kind {
                case .whitespace: return
                case .newline, .comment: going = body(token, false)
                default: going = body(token, true)
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
        isPacked ? unpack(packed[index]) : full[index]
    }

    /// Nil when the token does not fit.
    private static func pack(_ token: SwiftToken) -> PackedToken? {
        var packed = PackedToken(
            start: UInt32(token.range.lowerBound), length: UInt32(token.range.count), line: UInt32(token.location.line),
            rawDelimiterCount: 0, tokenClass: token.kind.tokenClass, isMultilineString: false)
        if case .stringLiteral(let literal) = token.kind {
            guard let count = UInt16(exactly: literal.rawDelimiterCount) else { return nil }
            packed.rawDelimiterCount = count
            packed.isMultilineString = literal.isMultiline
        }
        return packed
    }

    private func unpack(_ packed: PackedToken) -> SwiftToken {
        let kind = SwiftToken.Kind(
            packed.tokenClass,
            literal: SwiftStringLiteral(
                segments: [], rawDelimiterCount: Int(packed.rawDelimiterCount), isMultiline: packed.isMultilineString, isDecoded: false))
        let start = Int(packed.start)
        let column = start - Int(lineStarts[Int(packed.line) - 1]) + 1
        return SwiftToken(kind: kind, range: start..<start + Int(packed.length), location: SourceLocation(line: Int(packed.line), column: column))
    }
}
