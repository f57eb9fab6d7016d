import L10nCore
/// A `.strings` file as Foundation reads it: UTF-8 or UTF-16 (either byte order, with or
/// without a byte order mark), `/* */` and `//` comments, quoted or bare keys and values,
/// `"key";` for a value equal to its key, and every escape of the old property list format
/// (`\n \t \r \" \' \\ \a \b \f \v`, octal `\012`, `\U00e9` and `\u00e9`, surrogate pairs
/// included). The comment written just before a key is kept for it, as Xcode's migration
/// keeps it (genstrings' "No comment provided by engineer." is none).
package struct StringsFile: Sendable, Equatable {
    package struct Entry: Sendable, Equatable {
        package var key: String
        package var value: String
        package var comment: String?
        package var location: SourceLocation
    }

    package struct ParseError: Error, Sendable, Equatable {
        package var message: String
        package var location: SourceLocation
    }

    /// In file order; a key written twice keeps its last value, as Foundation does.
    package var entries: [Entry]

    package static func parse(_ bytes: [UInt8]) throws(ParseError) -> StringsFile {
        guard let scalars = decode(bytes) else {
            throw ParseError(
                message: "the file is neither UTF-8 nor UTF-16; save it as UTF-8", location: SourceLocation(line: 1, column: 1))
        }
        var parser = Parser(scalars: scalars)
        return StringsFile(entries: try parser.entries())
    }

    /// A byte order mark decides; else text with zero bytes is UTF-16 (no text of a `.strings`
    /// file holds U+0000, and ASCII in UTF-16 is valid UTF-8 too), big-endian when the first
    /// byte is the zero one; else it must be UTF-8.
    static func decode(_ bytes: [UInt8]) -> [Unicode.Scalar]? {
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
        if bytes.contains(0) { return utf16(bytes[...], bigEndian: bytes[0] == 0) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard UTF8Text.firstInvalidOffset(body) == nil else { return nil }
        return Array(String(decoding: body, as: UTF8.self).unicodeScalars)
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [Unicode.Scalar]? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return scalars
            case .error: return nil
            }
        }
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1
        var lineStart = 0
        var comment: String?

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        /// Columns count UTF-8 bytes of the decoded text, as every l10n diagnostic does.
        var location: SourceLocation { at(index) }

        func at(_ position: Int) -> SourceLocation {
            SourceLocation(line: line, column: scalars[lineStart..<position].reduce(1) { $0 + UTF8.width($1) })
        }

        mutating func entries() throws(ParseError) -> [Entry] {
            var entries: [Entry] = []
            var indexByKey: [String: Int] = [:]
            while true {
                try skipTrivia()
                guard index < scalars.count else { return entries }
                let start = location
                let key = try string(what: "a key")
                try skipTrivia()
                var value = key
                if peek == "=" {
                    advance()
                    try skipTrivia()
                    value = try string(what: "a value")
                    try skipTrivia()
                }
                guard peek == ";" else { throw ParseError(message: "expected ';' after the value of '\(key)'", location: location) }
                advance()
                let entry = Entry(key: key, value: value, comment: comment, location: start)
                comment = nil
                if let earlier = indexByKey[key] {
                    entries[earlier] = entry
                } else {
                    indexByKey[key] = entries.count
                    entries.append(entry)
                }
            }
        }

        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func advance() {
            if scalars[index] == "\n" {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        /// Whitespace and comments; the last comment is remembered for the next key.
        mutating func skipTrivia() throws(ParseError) {
            while let scalar = peek {
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = location
                    advance()
                    advance()
                    let textStart = index
                    while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { advance() }
                    guard index + 1 < scalars.count else { throw ParseError(message: "unterminated comment", location: start) }
                    remember(scalars[textStart..<index])
                    advance()
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    advance()
                    advance()
                    let textStart = index
                    while let next = peek, next != "\n" { advance() }
                    remember(scalars[textStart..<index])
                } else {
                    return
                }
            }
        }

        mutating func remember(_ text: ArraySlice<Unicode.Scalar>) {
            var string = ""
            string.unicodeScalars.append(contentsOf: text)
            let trimmed = String(string.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            comment = trimmed.isEmpty || trimmed == "No comment provided by engineer." ? nil : trimmed
        }

        static func isBare(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
            default: false
            }
        }

        mutating func string(what: String) throws(ParseError) -> String {
            guard let first = peek else { throw ParseError(message: "expected \(what), found the end of the file", location: location) }
            var result = String.UnicodeScalarView()
            if first == "\"" || first == "'" {
                let start = location
                advance()
                while true {
                    guard let scalar = peek else { throw ParseError(message: "unterminated string", location: start) }
                    advance()
                    if scalar == first { break }
                    if scalar == "\\" { try escape(into: &result) } else { result.append(scalar) }
                }
            } else if Self.isBare(first) {
                while let scalar = peek, Self.isBare(scalar) {
                    result.append(scalar)
                    advance()
                }
            } else {
                throw ParseError(message: "expected \(what), found '\(Character(first))'", location: location)
            }
            return String(result)
        }

        mutating func escape(into result: inout String.UnicodeScalarView) throws(ParseError) {
            let start = at(index - 1)
            guard let scalar = peek else { throw ParseError(message: "unterminated string", location: start) }
            advance()
            switch scalar {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "a": result.append("\u{07}")
            case "b": result.append("\u{08}")
            case "f": result.append("\u{0C}")
            case "v": result.append("\u{0B}")
            case "0"..."7":
                var value = scalar.value - 48
                for _ in 0..<2 {
                    guard let digit = peek, ("0"..."7").contains(digit) else { break }
                    value = value * 8 + digit.value - 48
                    advance()
                }
                result.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            case "U", "u":
                let high = hexDigits()
                if (0xD800...0xDBFF).contains(high), peek == "\\", index + 1 < scalars.count,
                    scalars[index + 1] == "U" || scalars[index + 1] == "u"
                {
                    let saved = (index, line, lineStart)
                    advance()
                    advance()
                    let low = hexDigits()
                    if (0xDC00...0xDFFF).contains(low), let pair = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                        result.append(pair)
                        return
                    }
                    (index, line, lineStart) = saved
                }
                guard let decoded = Unicode.Scalar(high) else {
                    throw ParseError(message: "'\\U' names half of a surrogate pair without the other half", location: start)
                }
                result.append(decoded)
            default: result.append(scalar)
            }
        }

        /// Up to four hex digits, as Foundation reads after `\U`.
        mutating func hexDigits() -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = peek, digit.isASCII, let number = Int(String(digit), radix: 16) else { break }
                value = value * 16 + UInt32(number)
                advance()
            }
            return value
        }
    }
}
