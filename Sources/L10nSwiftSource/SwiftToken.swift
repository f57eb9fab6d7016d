import L10nCore
/// One lexical token of Swift source, located by UTF-8 byte offsets into the text it came from.
///
/// Tokens keep only ranges, never copies of their text, so lexing a large file stays cheap;
/// ask ``SwiftLexer/Output/text(of:)`` for the text when needed.
package struct SwiftToken: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// A name, including `$0`-style names and backticked names (whose range includes the backticks).
        case identifier
        /// A reserved word such as `static`, `let`, `enum` (see ``SwiftKeywords``).
        case keyword
        /// A bracket, `,` `:` `;` `.` `@` `#`, `->`, or a run of operator characters such as `=` or `==`.
        case punctuation
        case stringLiteral(SwiftStringLiteral)
        case number
        case comment(CommentStyle)
        /// Spaces and tabs (never line breaks).
        case whitespace
        /// One `\n`, `\r\n` or `\r`.
        case newline
        /// A byte that starts no Swift token; the lexer reports an issue for it.
        case unknown
    }

    package enum CommentStyle: Sendable, Hashable {
        case line, docLine, block, docBlock

        package var isDocumentation: Bool { self == .docLine || self == .docBlock }
    }

    package var kind: Kind
    /// UTF-8 byte offsets into the lexed text.
    package var range: Range<Int>
    /// Where the token starts.
    package var location: SourceLocation

    package init(kind: Kind, range: Range<Int>, location: SourceLocation) {
        self.kind = kind
        self.range = range
        self.location = location
    }

    /// Whitespace, line breaks and comments: what a parser skips.
    package var isTrivia: Bool {
        switch kind {
        case .whitespace, .newline, .comment: true
        default: false
        }
    }
}

/// A string literal as the lexer understood it.
package struct SwiftStringLiteral: Sendable, Hashable {
    package enum Segment: Sendable, Hashable {
        /// Literal text with escapes already decoded.
        case text(String)
        /// The source bytes between `\(` and its matching `)`.
        case interpolation(Range<Int>)
    }

    /// Decoded segments in source order; empty for multi-line literals, which l10n does not
    /// decode, and for literals a token stream passed over (see ``isDecoded``).
    package var segments: [Segment]
    /// The number of `#` around a raw string (`#"..."#` has 1); 0 for an ordinary literal.
    package var rawDelimiterCount: Int
    package var isMultiline: Bool
    /// False for literals from `SwiftLexer.forEachToken`, which skips decoding: their segments
    /// are empty whatever the text, so only ``SwiftLexer/decodedLiteral(at:location:in:)`` tells.
    package var isDecoded: Bool

    package init(segments: [Segment], rawDelimiterCount: Int, isMultiline: Bool, isDecoded: Bool = true) {
        self.segments = segments
        self.rawDelimiterCount = rawDelimiterCount
        self.isMultiline = isMultiline
        self.isDecoded = isDecoded
    }

    /// The decoded value, or nil when the literal interpolates, is multi-line or was not decoded.
    package var plainValue: String? {
        if isMultiline || !isDecoded { return nil }
        var value = ""
        for segment in segments {
            guard case .text(let text) = segment else { return nil }
            value += text
        }
        return value
    }

    package var hasInterpolation: Bool {
        segments.contains { if case .interpolation = $0 { true } else { false } }
    }
}

extension SwiftToken.Kind {
    /// The kind of a token of class `tokenClass`; a string literal's is `literal`.
    @inline(__always)
    init(_ tokenClass: SwiftTokenClass, literal: @autoclosure () -> SwiftStringLiteral) {
        self = switch tokenClass {
        case .identifier: .identifier
        case .keyword: .keyword
        case .punctuation: .punctuation
        case .string: .stringLiteral(literal())
        case .number: .number
        case .lineComment: .comment(.line)
        case .docLineComment: .comment(.docLine)
        case .blockComment: .comment(.block)
        case .docBlockComment: .comment(.docBlock)
        case .whitespace: .whitespace
        case .newline: .newline
        case .unknown: .unknown
        }
    }

    /// What the token is, without what the lexer learnt of a literal.
    @inline(__always)
    package var tokenClass: SwiftTokenClass {
        switch self {
        case .identifier: .identifier
        case .keyword: .keyword
        case .punctuation: .punctuation
        case .stringLiteral: .string
        case .number: .number
        case .comment(.line): .lineComment
        case .comment(.docLine): .docLineComment
        case .comment(.block): .blockComment
        case .comment(.docBlock): .docBlockComment
        case .whitespace: .whitespace
        case .newline: .newline
        case .unknown: .unknown
        }
    }
}
