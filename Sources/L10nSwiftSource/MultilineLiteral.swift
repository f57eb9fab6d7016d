extension SwiftLexer {
    /// The segments of the multi-line literal (`"""`, or raw `#"""`) whose token covers `range`
    /// of `bytes`, decoded as Swift reads it and as Xcode extracts it into a catalog: the
    /// closing delimiter's indentation taken off every line, line breaks as `\n` (none before
    /// the closing line), a `\` ending a line joining it to the next, escapes decoded. Nil for
    /// any other token, and for a literal Swift would not compile (a line short of the
    /// indentation, text after the opening delimiter, a bad escape) or with a `\(…)` holding
    /// brackets, quotes, `\`, `#` or a line break (whose text the lexer must read): what is
    /// not decoded names no key.
    package static func multilineLiteralSegments(at range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> [SwiftStringLiteral.Segment]? {
        var hashes = 0
        while range.lowerBound + hashes < range.upperBound, bytes[range.lowerBound + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let open = range.lowerBound + hashes
        let close = range.upperBound - hashes - 3
        guard close >= open + 3, isTripleQuote(at: open, in: bytes), isTripleQuote(at: close, in: bytes),
              (close + 3..<range.upperBound).allSatisfy({ bytes[$0] == UInt8(ascii: "#") }) else { return nil }
        // The opening delimiter ends its line.
        var index = open + 3
        while index < close, isSpaceOrTab(bytes[index]) { index += 1 }
        guard let contentStart = lineBreakEnd(at: index, in: bytes, before: close) else { return nil }
        // The closing delimiter's line holds only its indentation.
        var indentationStart = close
        while indentationStart > contentStart, isSpaceOrTab(bytes[indentationStart - 1]) { indentationStart -= 1 }
        guard indentationStart == contentStart || bytes[indentationStart - 1] == UInt8(ascii: "\n")
            || bytes[indentationStart - 1] == UInt8(ascii: "\r") else { return nil }
        let indentation = indentationStart..<close
        var segments: [SwiftStringLiteral.Segment] = []
        var text: [UInt8] = []
        // The line break before the closing line is not part of the text: each line but the first
        // starts with the one before it.
        var lineStart = contentStart
        var isFirstLine = true
        var joinsPrevious = false
        while lineStart < indentationStart {
            var lineEnd = lineStart
            while lineEnd < indentationStart, bytes[lineEnd] != UInt8(ascii: "\n"), bytes[lineEnd] != UInt8(ascii: "\r") { lineEnd += 1 }
            if !isFirstLine, !joinsPrevious { text.append(UInt8(ascii: "\n")) }
            isFirstLine = false
            joinsPrevious = false
            var cursor = lineStart
            if bytes[lineStart..<lineEnd].starts(with: bytes[indentation]) {
                cursor += indentation.count
            } else if lineStart == lineEnd {
                // Only an empty line may lack the indentation: Swift rejects one of white space
                // shorter than it ("insufficient indentation").
                cursor = lineEnd
            } else {
                return nil
            }
            while cursor < lineEnd {
                let byte = bytes[cursor]
                guard byte == UInt8(ascii: "\\"), ((cursor + 1)..<(cursor + 1 + hashes)).allSatisfy({ $0 < lineEnd && bytes[$0] == UInt8(ascii: "#") }) else {
                    text.append(byte)
                    cursor += 1
                    continue
                }
                cursor += 1 + hashes
                // A `\` with nothing but white space after it joins the line to the next.
                if (cursor..<lineEnd).allSatisfy({ isSpaceOrTab(bytes[$0]) }) {
                    // Not on the last line, which no line follows.
                    guard (lineBreakEnd(at: lineEnd, in: bytes, before: indentationStart) ?? indentationStart) < indentationStart else { return nil }
                    joinsPrevious = true
                    cursor = lineEnd
                    break
                }
                switch bytes[cursor] {
                case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "0"): text.append(0)
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): text.append(bytes[cursor])
                case UInt8(ascii: "u"):
                    guard let (scalar, end) = unicodeEscape(at: cursor, in: bytes, before: lineEnd) else { return nil }
                    text += Array(String(Character(scalar)).utf8)
                    cursor = end
                    continue
                case UInt8(ascii: "("):
                    var end = cursor + 1
                    while end < lineEnd, !isSpecialInMultilineInterpolation(bytes[end]) { end += 1 }
                    guard end < lineEnd, bytes[end] == UInt8(ascii: ")") else { return nil }
                    if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
                    text.removeAll(keepingCapacity: true)
                    segments.append(.interpolation(cursor + 1..<end))
                    cursor = end + 1
                    continue
                default:
                    return nil
                }
                cursor += 1
            }
            lineStart = lineBreakEnd(at: lineEnd, in: bytes, before: indentationStart) ?? indentationStart
        }
        if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
        return segments
    }

    private static func isTripleQuote(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes[index] == UInt8(ascii: "\"") && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
    }

    private static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == 0x09
    }

    /// Where the line break at `index` (LF, CR or CRLF) ends, or nil when none is there.
    private static func lineBreakEnd(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Int? {
        guard index < end else { return nil }
        if bytes[index] == UInt8(ascii: "\n") { return index + 1 }
        guard bytes[index] == UInt8(ascii: "\r") else { return nil }
        return index + 1 < end && bytes[index + 1] == UInt8(ascii: "\n") ? index + 2 : index + 1
    }

    /// `u{…}` at `index` (on the `u`) with 1 to 8 hex digits of a valid scalar, and where it ends.
    private static func unicodeEscape(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> (Unicode.Scalar, Int)? {
        guard index + 1 < end, bytes[index + 1] == UInt8(ascii: "{") else { return nil }
        var cursor = index + 2
        var value: UInt32 = 0
        while cursor < end, cursor - index - 2 < 8, let digit = hexValue(bytes[cursor]) {
            value = value * 16 + digit
            cursor += 1
        }
        guard cursor > index + 2, cursor < end, bytes[cursor] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, cursor + 1)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Bytes that end a simple interpolation's expression, or make it one only the lexer reads.
    private static func isSpecialInMultilineInterpolation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "#"): true
        default: false
        }
    }
}
