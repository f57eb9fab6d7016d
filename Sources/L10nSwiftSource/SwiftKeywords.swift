/// Swift's reserved words: the lexer marks them as keywords, and generated code wraps an
/// identifier that equals one of them in backticks.
package enum SwiftKeywords {
    /// Words that cannot be used as plain identifiers in declarations or expressions. `Type`,
    /// `Protocol` and `Self` are included because they have special meaning after a dot.
    package static let reserved: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "Type", "Protocol",
    ]

    /// Reserved words by their bytes, so the lexer classifies every identifier without allocating.
    static let reservedWords = UTF8WordTable(reserved.map { ($0, ()) })

    /// For each first byte, the lengths of the reserved words that start with it, one bit each
    /// (`1 << length`; none is 32 bytes long). Most names have a first byte and a length that
    /// no reserved word has, and are told by one look here rather than by the table (issue 28:
    /// the table, asked about every name of a 200,000-key file, was a tenth of its lexing).
    /// Allocated once and kept, as the lexer's byte classes are.
    nonisolated(unsafe) static let lengthsByFirstByte: UnsafePointer<UInt32> = {
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for word in reserved.map({ Array($0.utf8) }) { table[Int(word[0])] |= 1 << UInt32(word.count) }
        return UnsafePointer(table)
    }()

    /// Whether a word of `count` bytes starting with `first` may be reserved: false only when
    /// no reserved word has that first byte and that length.
    @inline(__always)
    static func mayBeReserved(first: UInt8, count: Int, lengths: UnsafePointer<UInt32> = lengthsByFirstByte) -> Bool {
        count < 32 && lengths[Int(first)] >> UInt32(count) & 1 != 0
    }

    /// Whether `word` (a token's bytes) is reserved: what the lexer's `.keyword` says.
    package static func isReserved(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = word.first, mayBeReserved(first: first, count: word.count) else { return false }
        return reservedWords.value(of: word) != nil
    }
}
