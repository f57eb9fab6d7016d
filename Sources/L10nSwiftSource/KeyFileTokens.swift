import L10nCore
/// The key-file parser's tokens: the significant ones (not trivia), which the parser reads by
/// index, apart from the comments between them, which only the look for a declaration's
/// leading comments reads; spaces, tabs and line breaks are not kept, only how many line
/// breaks come before each token. Held in 12 bytes a token rather than ``SwiftToken``'s 56: a
/// key file has about 17 tokens an accessor, so at 200,000 accessors the tokens were 190 MB,
/// more than the file's bytes four times over. Every offset and line of a file under 4 GB fits
/// in 32 bits, and a token's length in 26 beside its class and its line breaks; a token's
/// column is counted from where its line starts, noted once a line, and a string literal's
/// delimiters are read again from its bytes. A larger file, or a token that does not fit (a
/// literal or comment of 64 MB), keeps the tokens as they are.
struct KeyFileTokens {
    /// A ``SwiftToken`` in 32-bit fields, less its column and a literal's delimiters.
    private struct PackedToken {
        var start: UInt32
        var line: UInt32
        /// The length in the low 26 bits, then the ``SwiftTokenClass`` in 4 and the line
        /// breaks before the token (at most 3) in the high 2.
        var bits: UInt32

        static let lengthBits: UInt32 = 26
        static let lengthMask: UInt32 = 1 << lengthBits - 1

        init(start: UInt32, line: UInt32, length: Int, tokenClass: SwiftTokenClass, lineBreaksBefore: Int) {
            self.start = start
            self.line = line
            bits = UInt32(length) | UInt32(tokenClass.rawValue) << Self.lengthBits | UInt32(lineBreaksBefore) << 30
        }

        var length: Int { Int(bits & Self.lengthMask) }
        var tokenClass: SwiftTokenClass { SwiftTokenClass(rawValue: UInt8(bits >> Self.lengthBits & 0xF))! }
        var isStringLiteral: Bool { bits >> Self.lengthBits & 0xF == UInt32(SwiftTokenClass.string.rawValue) }
        var lineBreaksBefore: Int { Int(bits >> 30) }
    }

    /// Whether the tokens are packed; else in `fullSignificant` and `fullComments`. (Separate
    /// arrays rather than an enum of them: taking an array out of an enum's case retains it at
    /// every token asked for.)
    let isPacked: Bool
    private let packedSignificant: [PackedToken]
    private let packedComments: [PackedToken]
    /// Where each line that a packed token starts on starts (by line, from 1): every token
    /// of a line is counted from the same place, which packing checks.
    private let lineStarts: [UInt32]
    private let fullSignificant: [SwiftToken]
    private let fullComments: [SwiftToken]
    /// The line breaks before each of `fullSignificant` and `fullComments` (at most 3).
    private let fullSignificantBreaks: [UInt8]
    private let fullCommentBreaks: [UInt8]
    /// The lexed bytes, where a packed literal's delimiters are read again.
    private let bytes: [UInt8]
    /// The issues the lexer reported.
    let issues: [SwiftLexer.Issue]
    /// Whether a token is the keyword `typealias`: the parser looks for the resource type's
    /// aliases among all the tokens only then (9 M instructions at 20,000 accessors).
    let hasTypealias: Bool

    /// Lexes `bytes`. `packs` false keeps full tokens whatever the size, for the test that
    /// compares the two.
    init(lexing bytes: [UInt8], packs: Bool = true) {
        self.bytes = bytes
        if packs, bytes.count < Int(UInt32.max), let packed = Self.packed(bytes) {
            (isPacked, packedSignificant, packedComments, lineStarts, issues) = (true, packed.significant, packed.comments, packed.lineStarts, packed.issues)
            (fullSignificant, fullComments, fullSignificantBreaks, fullCommentBreaks) = ([], [], [], [])
            hasTypealias = packed.hasTypealias
            return
        }
        var significant: [SwiftToken] = []
        var comments: [SwiftToken] = []
        var (significantBreaks, commentBreaks): ([UInt8], [UInt8]) = ([], [])
        var hasTypealias = false
        issues = Self.lex(bytes) { token, isSignificant, lineBreaksBefore in
            if isSignificant {
                if token.kind == .keyword, Self.isTypealias(token.range, in: bytes) { hasTypealias = true }
                significant.append(token)
                significantBreaks.append(UInt8(lineBreaksBefore))
            } else {
                comments.append(token)
                commentBreaks.append(UInt8(lineBreaksBefore))
            }
            return true
        }
        (isPacked, packedSignificant, packedComments, lineStarts) = (false, [], [], [])
        (fullSignificant, fullComments, fullSignificantBreaks, fullCommentBreaks) = (significant, comments, significantBreaks, commentBreaks)
        self.hasTypealias = hasTypealias
    }

    /// Whether the keyword at `range` is `typealias`: the only reserved word of nine bytes that
    /// starts with `t`.
    private static func isTypealias(_ range: Range<Int>, in bytes: some RandomAccessCollection<UInt8>) -> Bool {
        range.count == 9 && bytes[bytes.index(bytes.startIndex, offsetBy: range.lowerBound)] == UInt8(ascii: "t")
    }

    /// The packed tokens of `bytes`, or nil when one does not fit (the lexer stops there).
    /// Read from the lexer's stream of classed tokens, a batch at a time: a `SwiftToken` made
    /// and handed to a closure for every token, line break and comment cost more than the
    /// scanning (issue 28: 139 M instructions of lexing at 20,000 accessors).
    private static func packed(_ bytes: [UInt8])
        -> (significant: [PackedToken], comments: [PackedToken], lineStarts: [UInt32], issues: [SwiftLexer.Issue], hasTypealias: Bool)? {
        var significant: [PackedToken] = []
        var comments: [PackedToken] = []
        var lineStarts: [UInt32] = []
        // About one significant token in 14 bytes of a generated key file, one comment in 120:
        // capacity not used is never touched, so it costs no memory.
        significant.reserveCapacity(bytes.count / 10)
        comments.reserveCapacity(bytes.count / 80)
        var hasTypealias = false
        return bytes.withUnsafeBufferPointer { buffer -> (significant: [PackedToken], comments: [PackedToken], lineStarts: [UInt32], issues: [SwiftLexer.Issue], hasTypealias: Bool)? in
            var stream = SwiftLexer.TokenStream(bytes: buffer, classifiesKeywords: true)
            let batch = UnsafeMutableBufferPointer<SwiftLexer.ClassifiedToken>.allocate(capacity: 256)
            // A batch's tokens are packed here, then added to the lists at once: an append for
            // each token (the list's uniqueness and capacity asked each time) and the line starts
            // read for each were a quarter of the packing's own loop (29 M instructions at 20,000 accessors).
            let packedSignificant = UnsafeMutableBufferPointer<PackedToken>.allocate(capacity: batch.count)
            let packedComments = UnsafeMutableBufferPointer<PackedToken>.allocate(capacity: batch.count)
            defer {
                batch.deallocate()
                packedSignificant.deallocate()
                packedComments.deallocate()
            }
            var lineBreaks = 0
            // The last token's line and where it starts, which `lineStarts` holds for it: most
            // tokens share the line of the one before, and are checked against these.
            var (lastLine, lastLineStart) = (0, 0)
            while true {
                let count = stream.next(into: batch)
                if count == 0 { break }
                var (significantCount, commentCount) = (0, 0)
                for index in 0..<count {
                    let token = batch[index]
                    let tokenClass = token.kind
                    if tokenClass == .newline {
                        lineBreaks = min(lineBreaks + 1, 3)
                        continue
                    }
                    if token.line == lastLine {
                        if token.lineStart != lastLineStart { return nil }
                    } else if token.line == lineStarts.count + 1 {
                        lineStarts.append(UInt32(token.lineStart))
                    } else if token.line > lineStarts.count {
                        // Lines that no token starts on (inside a comment or a literal) are never asked for.
                        lineStarts.append(contentsOf: repeatElement(UInt32(token.lineStart), count: token.line - lineStarts.count))
                    } else if lineStarts[token.line - 1] != UInt32(token.lineStart) {
                        return nil
                    }
                    (lastLine, lastLineStart) = (token.line, token.lineStart)
                    guard token.end - token.start <= Int(PackedToken.lengthMask) else { return nil }
                    let packed = PackedToken(
                        start: UInt32(token.start), line: UInt32(token.line), length: token.end - token.start,
                        tokenClass: tokenClass, lineBreaksBefore: lineBreaks)
                    switch tokenClass {
                    case .lineComment, .docLineComment, .blockComment, .docBlockComment:
                        packedComments[commentCount] = packed
                        commentCount += 1
                    case .keyword:
                        if Self.isTypealias(token.range, in: buffer) { hasTypealias = true }
                        fallthrough
                    default:
                        packedSignificant[significantCount] = packed
                        significantCount += 1
                    }
                    lineBreaks = 0
                }
                significant.append(contentsOf: UnsafeBufferPointer(rebasing: packedSignificant[..<significantCount]))
                comments.append(contentsOf: UnsafeBufferPointer(rebasing: packedComments[..<commentCount]))
            }
            return (significant, comments, lineStarts, stream.issues, hasTypealias)
        }
    }

    /// Spaces and tabs are left out (nothing here reads them), and line breaks are counted
    /// into the token after them (at most 3: the parser asks only whether there are none, one,
    /// or more); string literals are not decoded: the parser decodes the key and table literals
    /// itself. Once `body` returns false it is not called again, though the lexer reads on to the end.
    private static func lex(_ bytes: [UInt8], _ body: (SwiftToken, _ isSignificant: Bool, _ lineBreaksBefore: Int) -> Bool) -> [SwiftLexer.Issue] {
        bytes.withUnsafeBufferPointer { buffer in
            var going = true
            var lineBreaks = 0
            return SwiftLexer.forEachToken(in: buffer) { token in
                guard going else { return }
                switch token.kind {
                case .whitespace: return
                case .newline: lineBreaks = min(lineBreaks + 1, 3)
                case .comment:
                    going = body(token, false, lineBreaks)
                    lineBreaks = 0
                default:
                    going = body(token, true, lineBreaks)
                    lineBreaks = 0
                }
            }
        }
    }

    /// How many tokens are not trivia.
    @inline(__always)
    var significantCount: Int {
        isPacked ? packedSignificant.count : fullSignificant.count
    }

    /// The bytes of the `index`th token that is not trivia, and whether it is a string
    /// literal: what most of the parser's questions about a token need, without making it.
    /// Inlined, as the few questions below: called a dozen times an accessor, the calls were
    /// most of what they cost.
    @inline(__always)
    func extent(ofSignificant index: Int) -> (range: Range<Int>, isStringLiteral: Bool) {
        if isPacked {
            let token = packedSignificant[index]
            let start = Int(token.start)
            return (start..<start + token.length, token.isStringLiteral)
        }
        let token = fullSignificant[index]
        if case .stringLiteral = token.kind { return (token.range, true) }
        return (token.range, false)
    }

    /// The class of the `index`th token that is not trivia, without making it.
    @inline(__always)
    func tokenClass(ofSignificant index: Int) -> SwiftTokenClass {
        isPacked ? packedSignificant[index].tokenClass : fullSignificant[index].kind.tokenClass
    }

    /// Where the `index`th token that is not trivia starts, without making it.
    func location(ofSignificant index: Int) -> SourceLocation {
        guard isPacked else { return fullSignificant[index].location }
        let token = packedSignificant[index]
        return SourceLocation(line: Int(token.line), column: Int(token.start) - Int(lineStarts[Int(token.line) - 1]) + 1)
    }

    /// The `index`th token that is not trivia.
    subscript(significant index: Int) -> SwiftToken {
        isPacked ? unpack(packedSignificant[index]) : fullSignificant[index]
    }

    /// How many line breaks come between the `index`th token that is not trivia and the token
    /// before it (a comment, or the start of the text), at most 3.
    @inline(__always)
    func lineBreaks(beforeSignificant index: Int) -> Int {
        isPacked ? packedSignificant[index].lineBreaksBefore : Int(fullSignificantBreaks[index])
    }

    /// How many comments there are.
    var commentCount: Int {
        isPacked ? packedComments.count : fullComments.count
    }

    /// The `index`th comment.
    subscript(comment index: Int) -> SwiftToken {
        isPacked ? unpack(packedComments[index]) : fullComments[index]
    }

    /// The bytes and the class of the `index`th comment, without making it: what a
    /// declaration's leading comments ask of each.
    func extent(ofComment index: Int) -> (range: Range<Int>, tokenClass: SwiftTokenClass) {
        if isPacked {
            let token = packedComments[index]
            let start = Int(token.start)
            return (start..<start + token.length, token.tokenClass)
        }
        let token = fullComments[index]
        return (token.range, token.kind.tokenClass)
    }

    /// How many line breaks come between the `index`th comment and the token before it (or the
    /// start of the text), at most 3.
    func lineBreaks(beforeComment index: Int) -> Int {
        isPacked ? packedComments[index].lineBreaksBefore : Int(fullCommentBreaks[index])
    }

    /// The comments between the `index`th token that is not trivia and the one before it (or
    /// the start of the text), as indices for ``subscript(comment:)``: the last found by its
    /// offset, which both lists keep in order, and the few before it walked back to.
    /// `hint` is where the search starts: the end the call before gave, which, as the parser
    /// reads forward, is at most a few comments before this one's (a binary search of every
    /// comment for each accessor was 6.9 M instructions at 20,000 keys); any other hint is
    /// only slower.
    func comments(beforeSignificant index: Int, hint: Int = 0) -> Range<Int> {
        let end = firstComment(atOrAfter: extent(ofSignificant: index).range.lowerBound, hint: hint)
        guard index > 0 else { return 0..<end }
        let previousEnd = extent(ofSignificant: index - 1).range.upperBound
        var start = end
        while start > 0, commentStart(start - 1) >= previousEnd { start -= 1 }
        return start..<end
    }

    /// The index of the first comment that starts at `offset` or after it: walked to from
    /// `hint` when it is at most that index and a few before it, else searched.
    private func firstComment(atOrAfter offset: Int, hint: Int) -> Int {
        var (low, high) = (0, commentCount)
        if hint <= high, hint == 0 || commentStart(hint - 1) < offset {
            // The index is `hint` or after it.
            low = hint
            while low < high, low < hint + 4 {
                if commentStart(low) >= offset { return low }
                low += 1
            }
        }
        while low < high {
            let middle = (low + high) / 2
            if commentStart(middle) < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func commentStart(_ index: Int) -> Int {
        isPacked ? Int(packedComments[index].start) : fullComments[index].range.lowerBound
    }

    private func unpack(_ packed: PackedToken) -> SwiftToken {
        let start = Int(packed.start)
        let kind: SwiftToken.Kind
        if packed.isStringLiteral {
            // What the lexer found: the `#`s, then `"`, and `"""` for a multi-line literal.
            var quote = start
            while quote < bytes.count, bytes[quote] == UInt8(ascii: "#") { quote += 1 }
            let isMultiline = quote + 2 < bytes.count && bytes[quote + 1] == UInt8(ascii: "\"") && bytes[quote + 2] == UInt8(ascii: "\"")
            kind = .stringLiteral(SwiftStringLiteral(segments: [], rawDelimiterCount: quote - start, isMultiline: isMultiline, isDecoded: false))
        } else {
            kind = SwiftToken.Kind(packed.tokenClass, literal: SwiftStringLiteral(segments: [], rawDelimiterCount: 0, isMultiline: false, isDecoded: false))
        }
        let column = start - Int(lineStarts[Int(packed.line) - 1]) + 1
        return SwiftToken(kind: kind, range: start..<start + packed.length, location: SourceLocation(line: Int(packed.line), column: column))
    }
}
