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

    /// Whether `word` (a token's bytes) is reserved: what the lexer's `.keyword` says.
    package static func isReserved(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        reservedWords.value(of: word) != nil
    }
}
