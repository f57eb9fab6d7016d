#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import L10nCore
/// A small Swift lexer: enough of the language to read `L10nKey+<feature>.swift` files and
/// to skip anything else in them safely. It works on UTF-8 bytes and never fails; problems
/// come back as ``Issue``s next to the tokens.
package enum SwiftLexer {
    /// Something the lexer could not make sense of, such as an unterminated string.
    package struct Issue: Sendable, Hashable {
        package var message: String
        package var location: SourceLocation
    }

    /// Every token of the text in order (trivia included, so the tokens cover the text
    /// byte for byte), plus any issues.
    package struct Output: Sendable {
        package var bytes: [UInt8]
        package var tokens: [SwiftToken]
        package var issues: [Issue]

        /// The source text of `token`.
        package func text(of token: SwiftToken) -> String {
            String(decoding: bytes[token.range], as: UTF8.self)
        }
    }

    package static func tokenize(_ text: String) -> Output {
        tokenize(Array(text.utf8))
    }

    package static func tokenize(_ bytes: [UInt8]) -> Output {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = ByteScanner(bytes: buffer, decodesStrings: true)
            var tokens: [SwiftToken] = []
            tokens.reserveCapacity(bytes.count / 4)
            while let token = scanner.next() { tokens.append(token) }
            return Output(bytes: bytes, tokens: tokens, issues: scanner.issues)
        }
    }

    /// Hands `body` every token of `bytes` (or of `range` of them, which starts at `location`)
    /// in order but spaces and tabs, keeping none, and returns the issues: for reading many
    /// files fast. String literals are not decoded (their ``SwiftStringLiteral/isDecoded`` is false);
    /// ``decodedLiteral(at:location:in:)`` decodes the few a reader needs.
    package static func forEachToken(
        in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil,
        location: SourceLocation = SourceLocation(line: 1, column: 1), _ body: (SwiftToken) -> Void
    ) -> [Issue] {
        var scanner = ByteScanner(bytes: bytes, decodesStrings: false, range: range ?? 0..<bytes.count, location: location)
        // Spaces are a third of an app's tokens, and no reader of this stream looks at them.
        while true {
            scanner.skipHorizontalSpace()
            guard let token = scanner.next() else { break }
            // Only a byte-order mark is white space here, and only at the start.
            if token.range.lowerBound == 0, case .whitespace = token.kind { continue }
            body(token)
        }
        return scanner.issues
    }

    /// The tokens of `bytes` (or of `range` of them, which starts at `location`) as an app's
    /// code is scanned: what ``forEachToken(in:range:location:_:)`` hands over, in batches,
    /// each with its class and line but no kind to build, no decoded literal and no column,
    /// and reserved words as identifiers (``SwiftKeywords/isReserved(_:)`` tells the few the
    /// reader asks about; the key-file reader asks for them as keywords). Scanning thousands
    /// of files, building each token's kind and location and looking up every name among the
    /// keywords were a quarter of the work.
    package struct TokenStream {
        private var scanner: ByteScanner

        /// `classifiesKeywords` true classes reserved words as ``SwiftTokenClass/keyword``, as
        /// ``forEachToken(in:range:location:_:)`` does: the key-file reader's tokens.
        package init(
            bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil, location: SourceLocation = SourceLocation(line: 1, column: 1),
            classifiesKeywords: Bool = false
        ) {
            scanner = ByteScanner(bytes: bytes, decodesStrings: false, range: range ?? 0..<bytes.count, location: location)
            scanner.classifiesKeywords = classifiesKeywords
            // Only the text's first bytes can be a byte-order mark: looked for once, not before
            // each token.
            _ = scanner.skipByteOrderMark()
        }

        /// Writes the next tokens but spaces, tabs and a byte-order mark to `tokens`, as many as
        /// it holds or fewer at the end, and returns how many: a call (or an array's append)
        /// for each token cost as much as reading it.
        package mutating func next(into tokens: UnsafeMutableBufferPointer<ClassifiedToken>) -> Int {
            var count = 0
            let end = scanner.bytes.count
            while count < tokens.count {
                scanner.skipHorizontalSpace()
                guard scanner.index < end else { break }
                let start = scanner.index
                let line = scanner.line
                let lineStart = scanner.lineStart
                let kind = scanner.scanCommonClass()
                tokens[count] = ClassifiedToken(kind: kind, start: start, end: scanner.index, line: line, lineStart: lineStart)
                count += 1
            }
            return count
        }

        /// What the lexer reported so far: every issue once the stream is at its end.
        package var issues: [Issue] { scanner.issues }
    }

    /// A token of a ``TokenStream``.
    package struct ClassifiedToken {
        package var kind: SwiftTokenClass
        package var start: Int
        package var end: Int
        package var line: Int
        /// Where `line` starts: the column is counted from it only when asked for.
        package var lineStart: Int

        @inlinable package var range: Range<Int> { start..<end }
        package var location: SourceLocation { SourceLocation(line: line, column: start - lineStart + 1) }
    }

    /// The decoded string literal whose token covers `range` of `bytes`, located at `location`,
    /// or nil when no literal starts there.
    package static func decodedLiteral(
        at range: Range<Int>, location: SourceLocation, in bytes: UnsafeBufferPointer<UInt8>
    ) -> SwiftStringLiteral? {
        if let text = plainLiteralText(at: range, in: bytes) {
            return SwiftStringLiteral(segments: text.isEmpty ? [] : [.text(text)], rawDelimiterCount: 0, isMultiline: false)
        }
        if let segments = simpleInterpolatedSegments(at: range, in: bytes) {
            return SwiftStringLiteral(segments: segments, rawDelimiterCount: 0, isMultiline: false)
        }
        return scannedLiteral(at: range, location: location, in: bytes)
    }

    /// ``decodedLiteral(at:location:in:)`` by the lexer, whatever the literal.
    static func scannedLiteral(
        at range: Range<Int>, location: SourceLocation, in bytes: UnsafeBufferPointer<UInt8>
    ) -> SwiftStringLiteral? {
        var scanner = ByteScanner(bytes: bytes, decodesStrings: true, range: range, location: location)
        guard case .stringLiteral(let literal)? = scanner.next()?.kind else { return nil }
        return literal
    }

    /// The text of a one-line `"…"` literal with no escape, interpolation or quote inside: its
    /// bytes between the quotes, which is what the lexer decodes; nil for any other literal.
    /// Readers of an app's code decode every literal (each may name a key), and most are plain.
    package static func plainLiteralText(at range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        plainLiteralTextRange(at: range, in: bytes).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
    }

    /// Where ``plainLiteralText(at:in:)``'s bytes are, for a reader that looks at them before
    /// making a `String`.
    package static func plainLiteralTextRange(at range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard range.count >= 2, bytes[range.lowerBound] == ASCII.quote, bytes[range.upperBound - 1] == ASCII.quote else { return nil }
        let inner = (range.lowerBound + 1)..<(range.upperBound - 1)
        guard plainLiteralTextEnd(in: bytes, from: inner.lowerBound, to: inner.upperBound) == inner.upperBound else { return nil }
        return inner
    }

    /// Where the first byte from `start` that ends a one-line literal's plain text (a quote,
    /// a backslash or a line break) is, before `end`; `end` when there is none. Eight bytes at
    /// a time: a byte at a time, four comparisons each, was ten instructions a byte of every
    /// literal, read by the lexer and again by the readers of keys.
    @inline(__always)
    static func plainLiteralTextEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= end {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian
                // A byte of `word` equal to `byte` is a zero byte of `word ^ byte * 0x01…01`; the
                // lowest byte marked below is the first such one (a mark above it may be a borrow's).
                func marks(_ byte: UInt8) -> UInt64 {
                    let zeroed = word ^ 0x0101_0101_0101_0101 &* UInt64(byte)
                    return (zeroed &- 0x0101_0101_0101_0101) & ~zeroed & 0x8080_8080_8080_8080
                }
                let found = marks(ASCII.quote) | marks(ASCII.backslash) | marks(ASCII.newline) | marks(ASCII.carriageReturn)
                if found != 0 { return index + found.trailingZeroBitCount >> 3 }
                index += 8
            }
        }
        while index < end, !ASCII.endsPlainLiteralText(bytes[index]) { index += 1 }
        return index
    }

    /// The segments of a one-line `"…"` literal whose only escapes are `\(…)`s holding no
    /// bracket, quote, backslash, `#` or line break (`"Hello, \(name)"`): text between them
    /// is its bytes, as the lexer decodes it; nil for any other literal. Most interpolated
    /// literals of an app are of this kind, and the lexer's decoder costs several times more.
    static func simpleInterpolatedSegments(at range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> [SwiftStringLiteral.Segment]? {
        var segments: [SwiftStringLiteral.Segment] = []
        let isSimple = splitSimpleInterpolated(at: range, in: bytes) { part, isInterpolation in
            segments.append(isInterpolation ? .interpolation(part) : .text(String(decoding: UnsafeBufferPointer(rebasing: bytes[part]), as: UTF8.self)))
        }
        return isSimple ? segments : nil
    }

    /// Whether ``simpleInterpolatedSegments(at:in:)`` splits the literal, without making its
    /// segments: one that is not a ``plainLiteralText(at:in:)`` then has a `\(…)`.
    package static func isSimpleInterpolated(at range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        splitSimpleInterpolated(at: range, in: bytes) { _, _ in }
    }

    /// The walk of ``simpleInterpolatedSegments(at:in:)``: hands `segment` each part's bytes
    /// (text, or an interpolation's expression) in order, and says whether the literal is of
    /// that kind (the parts handed before a false are to be dropped).
    private static func splitSimpleInterpolated(
        at range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, _ segment: (_ part: Range<Int>, _ isInterpolation: Bool) -> Void
    ) -> Bool {
        guard range.count >= 2, bytes[range.lowerBound] == ASCII.quote, bytes[range.upperBound - 1] == ASCII.quote else { return false }
        let end = range.upperBound - 1
        var textStart = range.lowerBound + 1
        var index = textStart
        while index < end {
            switch bytes[index] {
            case ASCII.quote, ASCII.newline, ASCII.carriageReturn:
                return false
            case ASCII.backslash:
                guard index + 1 < end, bytes[index + 1] == ASCII.openParen else { return false }
                if index > textStart { segment(textStart..<index, false) }
                let expressionStart = index + 2
                var cursor = expressionStart
                while cursor < end, !ASCII.isSpecialInInterpolation(bytes[cursor]) { cursor += 1 }
                guard cursor < end, bytes[cursor] == ASCII.closeParen else { return false }
                segment(expressionStart..<cursor, true)
                index = cursor + 1
                textStart = index
            default:
                index += 1
            }
        }
        if end > textStart { segment(textStart..<end, false) }
        return true
    }

}

/// What a token is, without what the lexer learnt of a literal: ``SwiftToken/Kind`` for readers
/// that build no token.
package enum SwiftTokenClass: UInt8, Sendable {
    case identifier, keyword, punctuation, string, number
    case lineComment, docLineComment, blockComment, docBlockComment
    /// Spaces and tabs, or a byte-order mark at the start.
    case whitespace
    case newline, unknown
}

private enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let hash = UInt8(ascii: "#")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let backtick = UInt8(ascii: "`")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Bytes that end a simple interpolation's expression, or make it one the lexer must read.
    @inline(__always)
    static func isSpecialInInterpolation(_ byte: UInt8) -> Bool {
        switch byte {
        case openParen, closeParen, quote, backslash, hash, newline, carriageReturn: true
        default: false
        }
    }

    /// A quote, a backslash or a line break: what ends a one-line literal's plain text, where
    /// every other byte is the text's own.
    @inline(__always)
    static func endsPlainLiteralText(_ byte: UInt8) -> Bool {
        byte == quote || byte == backslash || byte == newline || byte == carriageReturn
    }

    /// A letter, digit, `_` or any byte of a multi-byte character, by one bit of a 256-bit set.
    @inline(__always)
    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        let bits: UInt64
        switch byte >> 6 {
        case 0: bits = 0x03FF_0000_0000_0000  // `0`–`9`
        case 1: bits = 0x07FF_FFFE_87FF_FFFE  // `A`–`Z`, `_`, `a`–`z`
        default: return true
        }
        return (bits >> UInt64(byte & 63)) & 1 != 0
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
    }

    static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
    }

    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
             UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
             UInt8(ascii: "?"), UInt8(ascii: "/"):
            true
        default: false
        }
    }

    static func isSinglePunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"),
             UInt8(ascii: ";"), UInt8(ascii: "."), UInt8(ascii: "@"), UInt8(ascii: "#"):
            true
        default: false
        }
    }
}

/// ``ASCII``'s classes of the bytes the stream steps through most (spaces, names), one bit of a
/// byte of a table for each: one load a byte where the tests cost several (a name's bytes and
/// the spaces between tokens were a quarter of the stream).
private enum ByteClasses {
    static let horizontalSpace: UInt8 = 1
    static let identifierHead: UInt8 = 2
    static let identifierBody: UInt8 = 4
    static let operatorByte: UInt8 = 8

    /// Made from ``ASCII``'s tests, which say what each class is; allocated once and kept.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0...UInt8.max {
            table[Int(byte)] = (ASCII.isHorizontalSpace(byte) ? horizontalSpace : 0)
                | (ASCII.isIdentifierHead(byte) ? identifierHead : 0) | (ASCII.isIdentifierBody(byte) ? identifierBody : 0)
                | (ASCII.isOperator(byte) ? operatorByte : 0)
        }
        return UnsafePointer(table)
    }()
}

/// The lexer's cursor. Line and column are tracked as bytes are consumed, so every location
/// costs O(1).
private struct ByteScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Whether string literals' text is decoded into segments; readers that need few literals
    /// skip it and decode those with `SwiftLexer.decodedLiteral`.
    let decodesStrings: Bool
    /// Held here rather than read from the static for each identifier.
    let keywords = SwiftKeywords.reservedWords
    let keywordLengths = SwiftKeywords.lengthsByFirstByte
    /// Held here rather than read from the static for each byte.
    let classes = ByteClasses.table
    /// Whether a reserved word is a `.keyword` rather than an `.identifier`.
    var classifiesKeywords = true
    var index = 0
    var line = 1
    var lineStart = 0
    var issues: [SwiftLexer.Issue] = []
    /// The last string literal scanned.
    var literal = SwiftStringLiteral(segments: [], rawDelimiterCount: 0, isMultiline: false)

    init(bytes: UnsafeBufferPointer<UInt8>, decodesStrings: Bool) {
        self.bytes = bytes
        self.decodesStrings = decodesStrings
    }

    /// A scanner of `range` of `bytes` only, whose first byte is at `location`.
    init(bytes: UnsafeBufferPointer<UInt8>, decodesStrings: Bool, range: Range<Int>, location: SourceLocation) {
        self.init(bytes: UnsafeBufferPointer(rebasing: bytes[..<range.upperBound]), decodesStrings: decodesStrings)
        index = range.lowerBound
        line = location.line
        lineStart = range.lowerBound - (location.column - 1)
    }

    var here: SourceLocation { SourceLocation(line: line, column: index - lineStart + 1) }

    @inline(__always)
    func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func report(_ message: String, at location: SourceLocation) {
        issues.append(SwiftLexer.Issue(message: message, location: location))
    }

    /// Whether the name from `start` to `index` is reserved: most are told by their first
    /// byte and length alone (``SwiftKeywords/mayBeReserved(first:count:lengths:)``).
    @inline(__always)
    func isKeyword(from start: Int) -> Bool {
        guard SwiftKeywords.mayBeReserved(first: bytes[start], count: index - start, lengths: keywordLengths) else { return false }
        return keywords.value(of: UnsafeBufferPointer(rebasing: bytes[start..<index])) != nil
    }

    /// Moves past spaces and tabs at `index`: what a `.whitespace` token would cover.
    mutating func skipHorizontalSpace() {
        while index < bytes.count, classes[Int(bytes[index])] & ByteClasses.horizontalSpace != 0 { index += 1 }
    }

    /// Consumes a line break at `index` (if any) and starts a new line; returns whether it did.
    mutating func consumeLineBreak() -> Bool {
        guard let current = byte(at: index) else { return false }
        if current == ASCII.newline {
            index += 1
        } else if current == ASCII.carriageReturn {
            index += byte(at: index + 1) == ASCII.newline ? 2 : 1
        } else {
            return false
        }
        line += 1
        lineStart = index
        return true
    }

    /// The next token, or nil at the end of the text.
    mutating func next() -> SwiftToken? {
        guard index < bytes.count else { return nil }
        // A byte-order mark is invisible to editors and to swiftc; treat it as whitespace.
        if skipByteOrderMark() {
            return SwiftToken(kind: .whitespace, range: 0..<3, location: SourceLocation(line: 1, column: 1))
        }
        let start = index
        let location = here
        let kind = scanToken()
        return SwiftToken(kind: kind, range: start..<index, location: location)
    }

    /// Moves past a byte-order mark at the start of the text; returns whether there was one.
    mutating func skipByteOrderMark() -> Bool {
        guard index == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF else { return false }
        index = 3
        return true
    }

    mutating func scanToken() -> SwiftToken.Kind {
        let tokenClass = scanClass()
        return SwiftToken.Kind(tokenClass, literal: literal)
    }

    /// Scans the token at `index` and says what it is; a string literal's is left in `literal`.
    mutating func scanClass() -> SwiftTokenClass {
        let first = bytes[index]
        if first == ASCII.newline || first == ASCII.carriageReturn, consumeLineBreak() { return .newline }
        if ASCII.isHorizontalSpace(first) {
            while let next = byte(at: index), ASCII.isHorizontalSpace(next) { index += 1 }
            return .whitespace
        }
        if first == ASCII.slash, byte(at: index + 1) == ASCII.slash { return scanLineComment() }
        if first == ASCII.slash, byte(at: index + 1) == ASCII.star { return scanBlockComment() }
        if first == ASCII.quote {
            literal = scanString(rawDelimiterCount: 0)
            return .string
        }
        if first == ASCII.hash {
            var hashes = 0
            while byte(at: index + hashes) == ASCII.hash { hashes += 1 }
            if byte(at: index + hashes) == ASCII.quote {
                index += hashes
                literal = scanString(rawDelimiterCount: hashes)
                return .string
            }
            index += 1
            return .punctuation
        }
        if ASCII.isIdentifierHead(first) {
            let start = index
            let end = bytes.count
            index += 1
            while index < end, ASCII.isIdentifierBody(bytes[index]) { index += 1 }
            guard classifiesKeywords else { return .identifier }
            return isKeyword(from: start) ? .keyword : .identifier
        }
        if first == UInt8(ascii: "$") {
            index += 1
            while let next = byte(at: index), ASCII.isIdentifierBody(next) { index += 1 }
            return .identifier
        }
        if first == ASCII.backtick { return scanBacktickedIdentifier() }
        if ASCII.isDigit(first) { return scanNumber() }
        if first == UInt8(ascii: "-"), byte(at: index + 1) == UInt8(ascii: ">") {
            index += 2
            return .punctuation
        }
        if ASCII.isOperator(first) {
            index += 1
            scanOperatorRest()
            return .punctuation
        }
        if ASCII.isSinglePunctuation(first) {
            index += 1
            return .punctuation
        }
        report("unexpected character '\(displayCharacter(at: index))'", at: here)
        skipOneCharacter()
        return .unknown
    }

    /// Moves past the operator's bytes from `index` on, up to a `//` or `/*`, which starts a comment.
    @inline(__always)
    mutating func scanOperatorRest() {
        let end = bytes.count
        while index < end, classes[Int(bytes[index])] & ByteClasses.operatorByte != 0 {
            if bytes[index] == ASCII.slash, index + 1 < end, bytes[index + 1] == ASCII.slash || bytes[index + 1] == ASCII.star { break }
            index += 1
        }
    }

    /// ``scanClass()`` with the commonest tokens of code told first, without a call: names,
    /// one-byte brackets and separators, operators, numbers, line feeds (four tokens of five in
    /// an app). None of their first bytes is one `scanClass` tests for before the test that
    /// classes it, so the class is the same.
    @inline(__always)
    mutating func scanCommonClass() -> SwiftTokenClass {
        let first = bytes[index]
        if classes[Int(first)] & ByteClasses.identifierHead != 0 {
            let start = index
            let end = bytes.count
            index += 1
            while index < end, classes[Int(bytes[index])] & ByteClasses.identifierBody != 0 { index += 1 }
            guard classifiesKeywords else { return .identifier }
            return isKeyword(from: start) ? .keyword : .identifier
        }
        switch first {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
            index += 1
            return .punctuation
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "%"):
            // An operator that cannot start `->` or a comment: `scanClass` asked ten questions
            // of its first byte first (about 25 instructions for each of an app's operators).
            index += 1
            scanOperatorRest()
            return .punctuation
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return scanNumber()
        case ASCII.newline:
            index += 1
            line += 1
            lineStart = index
            return .newline
        case ASCII.quote where !decodesStrings:
            // A one-line literal of plain bytes and simple `\(…)`s (no bracket, quote, backslash,
            // `#` or line break inside), not starting with a quote (`""` may open `"""`), read
            // to its closing quote here, where `scanString` would end it; any other goes there.
            // An app's interpolated literals cost `scanString` about 400 instructions each.
            let count = bytes.count
            guard index + 1 < count, bytes[index + 1] != ASCII.quote else { return scanClass() }
            var end = index + 1
            while true {
                end = SwiftLexer.plainLiteralTextEnd(in: bytes, from: end, to: count)
                guard end < count else { return scanClass() }
                if bytes[end] == ASCII.quote { break }
                guard bytes[end] == ASCII.backslash, end + 1 < count, bytes[end + 1] == ASCII.openParen else { return scanClass() }
                var close = end + 2
                while close < count, !ASCII.isSpecialInInterpolation(bytes[close]) { close += 1 }
                guard close < count, bytes[close] == ASCII.closeParen else { return scanClass() }
                end = close + 1
            }
            index = end + 1
            return .string
        default:
            return scanClass()
        }
    }

    func displayCharacter(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[offset..<end], as: UTF8.self)
        return text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
            ? text : "\\u{\(String(text.unicodeScalars.first!.value, radix: 16, uppercase: true))}"
    }

    mutating func skipOneCharacter() {
        index += 1
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
    }

    mutating func scanLineComment() -> SwiftTokenClass {
        let isDoc = byte(at: index + 2) == ASCII.slash && byte(at: index + 3) != ASCII.slash
        // To the line break, found by `memchr` (a comment is most of some lines): the first
        // `\n`, or a `\r` before it.
        let base = UnsafeRawPointer(bytes.baseAddress!)
        var end = bytes.count
        if let newline = memchr(base + index, Int32(ASCII.newline), end - index) { end = base.distance(to: UnsafeRawPointer(newline)) }
        if let carriageReturn = memchr(base + index, Int32(ASCII.carriageReturn), end - index) {
            end = base.distance(to: UnsafeRawPointer(carriageReturn))
        }
        index = end
        return isDoc ? .docLineComment : .lineComment
    }

    /// Block comments nest in Swift, so `/* a /* b */ c */` is one comment.
    mutating func scanBlockComment() -> SwiftTokenClass {
        let location = here
        let isDoc = byte(at: index + 2) == ASCII.star && byte(at: index + 3) != ASCII.star
            && byte(at: index + 3) != ASCII.slash
        index += 2
        var depth = 1
        while depth > 0 {
            guard let current = byte(at: index) else {
                report("unterminated block comment; expected '*/'", at: location)
                break
            }
            if current == ASCII.slash, byte(at: index + 1) == ASCII.star {
                depth += 1
                index += 2
            } else if current == ASCII.star, byte(at: index + 1) == ASCII.slash {
                depth -= 1
                index += 2
            } else if !consumeLineBreak() {
                index += 1
            }
        }
        return isDoc ? .docBlockComment : .blockComment
    }

    mutating func scanBacktickedIdentifier() -> SwiftTokenClass {
        let location = here
        let start = index
        index += 1
        while let next = byte(at: index), ASCII.isIdentifierBody(next) { index += 1 }
        guard byte(at: index) == ASCII.backtick, index > start + 1 else {
            report("expected an identifier between backticks", at: location)
            return .unknown
        }
        index += 1
        return .identifier
    }

    mutating func scanNumber() -> SwiftTokenClass {
        while let next = byte(at: index) {
            if ASCII.isIdentifierBody(next) {
                index += 1
            } else if next == UInt8(ascii: "."), let after = byte(at: index + 1), ASCII.isDigit(after) {
                index += 1
            } else if next == UInt8(ascii: "+") || next == UInt8(ascii: "-"),
                      let previous = byte(at: index - 1),
                      previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E")
                      || previous == UInt8(ascii: "p") || previous == UInt8(ascii: "P") {
                index += 1
            } else {
                break
            }
        }
        return .number
    }

    /// Scans a string literal whose opening `"` is at `index` (any raw `#`s already consumed).
    mutating func scanString(rawDelimiterCount hashes: Int) -> SwiftStringLiteral {
        let location = SourceLocation(line: line, column: index - hashes - lineStart + 1)
        if byte(at: index + 1) == ASCII.quote, byte(at: index + 2) == ASCII.quote {
            scanMultilineString(rawDelimiterCount: hashes, location: location)
            return SwiftStringLiteral(segments: [], rawDelimiterCount: hashes, isMultiline: true, isDecoded: decodesStrings)
        }
        index += 1
        var segments: [SwiftStringLiteral.Segment] = []
        var text: [UInt8] = []
        func flushText() {
            if decodesStrings, !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
            text.removeAll(keepingCapacity: true)
        }
        while true {
            // The literal's plain bytes in one loop: only a quote, a backslash or a line break
            // asks more (key files' literals are a third of their bytes).
            let plainEnd = SwiftLexer.plainLiteralTextEnd(in: bytes, from: index, to: bytes.count)
            if decodesStrings { text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<plainEnd])) }
            index = plainEnd
            guard let current = byte(at: index), current != ASCII.newline, current != ASCII.carriageReturn else {
                report("unterminated string literal; expected '\"' before the end of the line", at: location)
                break
            }
            if current == ASCII.quote, hasHashes(hashes, at: index + 1) {
                index += 1 + hashes
                break
            }
            guard current == ASCII.backslash, hasHashes(hashes, at: index + 1) else {
                if decodesStrings { text.append(current) }
                index += 1
                continue
            }
            let escapeLocation = here
            index += 1 + hashes
            guard let escaped = byte(at: index) else { continue }
            switch escaped {
            case UInt8(ascii: "n"): text.append(ASCII.newline)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(ASCII.carriageReturn)
            case UInt8(ascii: "0"): text.append(0)
            case ASCII.backslash, ASCII.quote, UInt8(ascii: "'"): text.append(escaped)
            case UInt8(ascii: "u"):
                if let scalar = scanUnicodeEscape() {
                    if decodesStrings { text.append(contentsOf: Array(String(Character(scalar)).utf8)) }
                } else {
                    report("invalid unicode escape; expected \\u{...} with 1 to 8 hex digits of a valid scalar", at: escapeLocation)
                }
                continue
            case ASCII.openParen:
                flushText()
                let start = index + 1
                if scanInterpolation(location: escapeLocation), decodesStrings {
                    segments.append(.interpolation(start..<(index - 1)))
                }
                continue
            default:
                report("invalid escape sequence '\\\(displayCharacter(at: index))' in string literal", at: escapeLocation)
                if escaped == ASCII.newline || escaped == ASCII.carriageReturn { continue }
            }
            index += 1
        }
        guard decodesStrings else {
            return SwiftStringLiteral(segments: [], rawDelimiterCount: hashes, isMultiline: false, isDecoded: false)
        }
        flushText()
        return SwiftStringLiteral(segments: segments, rawDelimiterCount: hashes, isMultiline: false)
    }

    func hasHashes(_ count: Int, at offset: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        return bytes[offset..<(offset + count)].allSatisfy { $0 == ASCII.hash }
    }

    /// Decodes `u{...}` with `index` on the `u`; leaves `index` after the `}` when valid.
    mutating func scanUnicodeEscape() -> Unicode.Scalar? {
        guard byte(at: index + 1) == UInt8(ascii: "{") else {
            index += 1
            return nil
        }
        var cursor = index + 2
        var value: UInt32 = 0
        var digits = 0
        while let next = byte(at: cursor), ASCII.isHexDigit(next), digits < 9 {
            value = value &* 16 &+ UInt32(Int(String(UnicodeScalar(next)), radix: 16)!)
            digits += 1
            cursor += 1
        }
        guard byte(at: cursor) == UInt8(ascii: "}") else {
            index = cursor
            return nil
        }
        index = cursor + 1
        guard (1...8).contains(digits) else { return nil }
        return Unicode.Scalar(value)
    }

    /// Skips an interpolation's expression with `index` on its `(`, honouring nested
    /// parentheses and string literals; leaves `index` after the matching `)`.
    mutating func scanInterpolation(location: SourceLocation) -> Bool {
        index += 1
        var depth = 1
        while depth > 0 {
            guard let current = byte(at: index), current != ASCII.newline, current != ASCII.carriageReturn else {
                report("unterminated interpolation; expected ')'", at: location)
                return false
            }
            switch current {
            case ASCII.openParen:
                depth += 1
                index += 1
            case ASCII.closeParen:
                depth -= 1
                index += 1
            case ASCII.quote:
                _ = scanString(rawDelimiterCount: 0)
            case ASCII.hash:
                var hashes = 0
                while byte(at: index + hashes) == ASCII.hash { hashes += 1 }
                index += hashes
                if byte(at: index) == ASCII.quote { _ = scanString(rawDelimiterCount: hashes) }
            default:
                index += 1
            }
        }
        return true
    }

    /// Finds the end of a `"""` literal; its content is not decoded because key files must
    /// not use multi-line literals (the parser says so).
    mutating func scanMultilineString(rawDelimiterCount hashes: Int, location: SourceLocation) {
        index += 3
        while true {
            guard let current = byte(at: index) else {
                report("unterminated multi-line string literal; expected '\"\"\"'", at: location)
                return
            }
            if current == ASCII.quote, byte(at: index + 1) == ASCII.quote, byte(at: index + 2) == ASCII.quote,
               hasHashes(hashes, at: index + 3) {
                index += 3 + hashes
                return
            }
            if current == ASCII.backslash, hasHashes(hashes, at: index + 1) {
                index += 1 + hashes
                if byte(at: index) == ASCII.quote || byte(at: index) == ASCII.backslash { index += 1 }
                continue
            }
            if !consumeLineBreak() { index += 1 }
        }
    }
}
