import Foundation
import Testing
@testable import L10nCore
@testable import L10nSwiftSource

/// The key-file parser keeps its tokens packed in 32-bit fields, the significant ones apart
/// from the comments, and of the line breaks only how many come before each token (issue 28:
/// a huge key file's tokens were more than four times its bytes); a file too large for those
/// keeps the lexer's tokens. Both are compared here with the lexer's, token by token and parse
/// by parse, and the leading comments found from the comments and line breaks between two
/// significant tokens with those found by walking back over all the lexer's tokens, as the
/// parser did.
@Suite struct KeyFileTokensEquivalenceTests {
    /// Every kind of token the lexer makes, in the places that stretch a packed field: raw
    /// strings with many `#`, multi-line literals, comments of every style, line endings of
    /// every kind, a byte-order mark, bytes that start no token, an unterminated literal.
    private static let hostileTexts: [String] = [
        "",
        "\u{FEFF}extension L10nKey { enum Shop { static let a = LocalizedStringResource(\"shop.a\", table: \"Shop\") } }",
        "extension L10nKey {\r\n    enum Shop {\r\n        /// Doc\r\n        static let a = LocalizedStringResource(\"shop.a\", table: \"Shop\")\r\n    }\r\n}\r\n",
        "extension L10nKey {\r    enum Shop {\r        /** Doc */\r        static let a = LocalizedStringResource(\"shop.a\", table: \"Shop\")\r    }\r}\r",
        "extension L10nKey { enum Shop { static let a = LocalizedStringResource(\(String(repeating: "#", count: 300))\"shop.a\"\(String(repeating: "#", count: 300)), table: \"Shop\") } }",
        "extension L10nKey { enum Shop {\n/* block */ // line\n/// doc line\n/** doc\nblock */\nstatic let a = LocalizedStringResource(\"\"\"\n    shop.a\n    \"\"\", table: \"Shop\") } }",
        "extension L10nKey { enum Shop { static func f(_ n: Int) -> LocalizedStringResource { LocalizedStringResource(\"shop.f\", defaultValue: \"\\(n) é 😀\", table: \"Shop\") } } }",
        "extension L10nKey { enum Shop { static let a = LocalizedStringResource(\"shop.a, table: \"Shop\") } }\n",
        "extension L10nKey { enum Shop { static let a = 0x1F + 1_000 \u{1} ` ` \\ } }",
        "#if DEBUG\nextension L10nKey { enum Shop { static let a = LocalizedStringResource(\"shop.a\", table: \"Shop\") } }\n#else\n#endif",
        String(repeating: "\n", count: 2_000) + "extension L10nKey { enum Shop { static let `default` = LocalizedStringResource(\"shop.default\") } }",
        // More `#` than a 16-bit count (a packed token once kept it; its bytes now say it).
        "extension L10nKey { enum Shop {\n    static let a = LocalizedStringResource(\(String(repeating: "#", count: 65_536))\"shop.a\"\(String(repeating: "#", count: 65_536)), table: \"Shop\")\n} }",
        // Columns counted from each line's start after a block comment and a multi-line literal
        // that end on the line, and after `\r` alone.
        "extension L10nKey { /* a\nb */ enum Shop { static let a = LocalizedStringResource(\"\"\"\nx\n\"\"\", table: \"Shop\") }\r  }",
        // Literals cut short by the end of the text, where a packed token reads from the bytes
        // whether it is multi-line: `""`, `"""`, `#"""`, `"` and `##"` last.
        "extension L10nKey { enum Shop { static let a = LocalizedStringResource(\"\"",
        "extension L10nKey { enum Shop { static let a = LocalizedStringResource(\"\"\"",
        "extension L10nKey { enum Shop { static let a = LocalizedStringResource(#\"\"\"",
        "extension L10nKey { enum Shop { static let a = LocalizedStringResource(\"",
        "extension L10nKey { enum Shop { static let a = LocalizedStringResource(##\"",
        // An alias of the type, which the parser looks for only after a `typealias` keyword.
        "typealias `typealias` = Foundation.LocalizedStringResource\nextension L10nKey { enum Shop { static let a = `typealias`(\"shop.a\") } } // typealias",
        // More tokens than the lexer's batch of 256, with comments and a block comment over lines
        // on either side of the batches' ends, and names the reserved words' first bytes and
        // lengths let through to their table (`throw`-long `table`, `class`-long `count`).
        "extension L10nKey {\n    enum Shop {\n" + (0..<24).map { index in
            (index % 3 == 0 ? "        /* block \(index)\n           over lines */\n" : "        /// doc \(index)\n        // plain\n")
                + "        static let count\(index) = LocalizedStringResource(\"shop.k\(index)\", table: \"Shop\") // after\n"
                + "        static func class\(index)(_ table: String, _ count: Int) -> LocalizedStringResource { return LocalizedStringResource(\"shop.f\(index)\", table: \"Shop\") }\n"
        }.joined() + "    }\n}\n",
    ]

    /// The key files of the repository's fixtures, each also cut short at a few places.
    private static func fixtureTexts() throws -> [String] {
        let enumerator = FileManager.default.enumerator(at: PackagePaths.fixtures, includingPropertiesForKeys: nil)
        var texts: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.lastPathComponent.hasPrefix("L10nKey"), url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            let bytes = Array(text.utf8)
            texts.append(text)
            for cut in [bytes.count / 3, bytes.count / 2, bytes.count - 2] where cut > 0 {
                texts.append(String(decoding: bytes[..<cut], as: UTF8.self))
            }
        }
        return texts
    }

    @Test func packedTokensAreTheLexersTokens() throws {
        let texts = try Self.hostileTexts + Self.fixtureTexts()
        #expect(texts.count > 20)
        for text in texts {
            let bytes = Array(text.utf8)
            var expected: [SwiftToken] = []
            let issues = bytes.withUnsafeBufferPointer { buffer in
                SwiftLexer.forEachToken(in: buffer) { token in
                    if case .whitespace = token.kind { return }
                    expected.append(token)
                }
            }
            for packs in [true, false] {
                let tokens = KeyFileTokens(lexing: bytes, packs: packs)
                let significant = (0..<tokens.significantCount).map { tokens[significant: $0] }
                #expect(significant == expected.filter { !$0.isTrivia }, "\(text.debugDescription)")
                #expect(significant.indices.allSatisfy { tokens.tokenClass(ofSignificant: $0) == significant[$0].kind.tokenClass })
                let isComment = { (token: SwiftToken) in if case .comment = token.kind { true } else { false } }
                let comments = (0..<tokens.commentCount).map { tokens[comment: $0] }
                #expect(comments == expected.filter(isComment), "\(text.debugDescription)")
                // The comments between two significant tokens are the lexer's between them.
                for index in significant.indices {
                    let lower = index == 0 ? 0 : significant[index - 1].range.upperBound
                    let between = expected.filter { isComment($0) && $0.range.lowerBound >= lower && $0.range.lowerBound < significant[index].range.lowerBound }
                    #expect(tokens.comments(beforeSignificant: index).map { tokens[comment: $0] } == between, "\(text.debugDescription)")
                }
                // Where the search for a token's comments starts changes only how long it takes.
                if text.utf8.count < 10_000 {
                    for index in significant.indices {
                        let expected = tokens.comments(beforeSignificant: index)
                        for hint in 0...tokens.commentCount + 2 where tokens.comments(beforeSignificant: index, hint: hint) != expected {
                            Issue.record("hint \(hint) before \(index): \(text.debugDescription)")
                        }
                    }
                }
                // Each kept token's line breaks are the lexer's line-break tokens since the token
                // before it, counted up to 3.
                var lineBreaks: [Int] = []
                var count = 0
                for token in expected {
                    if token.kind == .newline { count += 1 } else { lineBreaks.append(min(count, 3)); count = 0 }
                }
                let kept = expected.filter { $0.kind != .newline }
                let keptBreaks = kept.indices.map { index in
                    isComment(kept[index])
                        ? tokens.lineBreaks(beforeComment: comments.firstIndex(of: kept[index])!)
                        : tokens.lineBreaks(beforeSignificant: significant.firstIndex(of: kept[index])!)
                }
                #expect(keptBreaks == lineBreaks, "\(text.debugDescription)")
                #expect(tokens.issues.map(\.message) == issues.map(\.message))
                #expect(tokens.issues.map(\.location) == issues.map(\.location))
            }
        }
    }

    /// The packed tokens, read from the lexer's stream of classed tokens (issue 28), against the
    /// lexer's own: every fixture key file and the hostile texts cut at every byte, so that a
    /// name, a literal, a comment or a line break is cut anywhere.
    @Test func packedTokensAreTheLexersAtEveryCut() throws {
        var cuts = 0
        // Each whole file once: its own cuts are among them.
        let fixtures = try Self.fixtureTexts()
        let wholeFixtures = fixtures.filter { text in !fixtures.contains { $0 != text && $0.hasPrefix(text) } }
        for text in Self.hostileTexts.filter({ $0.utf8.count < 10_000 }) + wholeFixtures {
            let bytes = Array(text.utf8)
            for cut in 0...bytes.count {
                let prefix = Array(bytes[..<cut])
                let packed = KeyFileTokens(lexing: prefix)
                let full = KeyFileTokens(lexing: prefix, packs: false)
                #expect(packed.isPacked && !full.isPacked)
                let same = packed.significantCount == full.significantCount && packed.commentCount == full.commentCount
                    && (0..<full.significantCount).allSatisfy {
                        packed[significant: $0] == full[significant: $0] && packed.lineBreaks(beforeSignificant: $0) == full.lineBreaks(beforeSignificant: $0)
                            && packed.tokenClass(ofSignificant: $0) == full.tokenClass(ofSignificant: $0)
                    }
                    && (0..<full.commentCount).allSatisfy {
                        packed[comment: $0] == full[comment: $0] && packed.lineBreaks(beforeComment: $0) == full.lineBreaks(beforeComment: $0)
                            && packed.extent(ofComment: $0) == full.extent(ofComment: $0)
                    }
                #expect(same, "\(String(decoding: prefix, as: UTF8.self).debugDescription)")
                #expect(packed.issues == full.issues, "\(String(decoding: prefix, as: UTF8.self).debugDescription)")
                let spellsTypealias = (0..<full.significantCount).contains {
                    full[significant: $0].kind == .keyword && prefix[full[significant: $0].range].elementsEqual("typealias".utf8)
                }
                #expect(packed.hasTypealias == spellsTypealias && full.hasTypealias == spellsTypealias)
                cuts += 1
            }
        }
        #expect(cuts > 5_000)
        // `hasTypealias` tells the keyword by its length and first byte.
        #expect(SwiftKeywords.reserved.filter { $0.utf8.count == 9 && $0.first == "t" } == ["typealias"])
    }

    /// The lexer asks the reserved words' table only about a name whose first byte and length
    /// a reserved word has: every reserved word gets through, and the names next to them (cut
    /// short, grown, in other cases, after `_` or `$`) are told as the table tells them, alone
    /// and by both ways of lexing.
    @Test func reservedWordsAreToldByTheirFirstByteAndLengthFirst() {
        var names = 0
        for word in SwiftKeywords.reserved {
            let variants = [word, String(word.dropLast()), String(word.dropFirst()), word + "s", word + "1", word.uppercased(),
                            word.prefix(1).uppercased() + word.dropFirst(), "_" + word, "$" + word, word + word]
            for variant in variants where !variant.isEmpty {
                let bytes = Array(variant.utf8)
                let reserved = SwiftKeywords.reserved.contains(variant)
                #expect(bytes.withUnsafeBufferPointer { SwiftKeywords.isReserved($0) } == reserved, "\(variant)")
                #expect(SwiftKeywords.mayBeReserved(first: bytes[0], count: bytes.count) || !reserved, "\(variant)")
                var kinds: [SwiftTokenClass] = []
                _ = bytes.withUnsafeBufferPointer { SwiftLexer.forEachToken(in: $0) { kinds.append($0.kind.tokenClass) } }
                let streamed = bytes.withUnsafeBufferPointer { buffer in
                    var stream = SwiftLexer.TokenStream(bytes: buffer, classifiesKeywords: true)
                    let batch = UnsafeMutableBufferPointer<SwiftLexer.ClassifiedToken>.allocate(capacity: 8)
                    defer { batch.deallocate() }
                    return batch[..<stream.next(into: batch)].map(\.kind)
                }
                #expect(streamed == kinds, "\(variant)")
                if bytes[0] != UInt8(ascii: "$") {
                    #expect(kinds == [reserved ? .keyword : .identifier], "\(variant)")
                    names += reserved ? 0 : 1
                }
            }
        }
        #expect(names > 300)
    }

    /// The end of a literal's plain text, found eight bytes at a time, is the first quote,
    /// backslash or line break a byte at a time finds: from every start to every end of texts
    /// where those bytes sit at every place in a word, beside bytes one off from them and
    /// bytes from 0x80.
    @Test func aPlainTextsEndIsFoundAsByteByByte() {
        var generator = SeededGenerator(state: 28)
        let alphabet: [UInt8] = [0x22, 0x5C, 0x0A, 0x0D, 0x21, 0x23, 0x5B, 0x5D, 0x09, 0x0B, 0x0C, 0x0E, 0x00, 0x01, 0x80, 0xA2, 0xDC, 0xFF, 0x41, 0x61]
        var found = 0
        for length in 0..<40 {
            for _ in 0..<20 {
                // Mostly plain bytes, so that the ends are found past whole words too.
                let bytes = (0..<length).map { _ in generator.next() % 6 == 0 ? alphabet[Int(generator.next() % 4)] : alphabet[4 + Int(generator.next() % 16)] }
                bytes.withUnsafeBufferPointer { buffer in
                    for start in 0...length {
                        for end in start...length {
                            var expected = start
                            while expected < end, ![0x22, 0x5C, 0x0A, 0x0D].contains(buffer[expected]) { expected += 1 }
                            if SwiftLexer.plainLiteralTextEnd(in: buffer, from: start, to: end) != expected { Issue.record("\(bytes) \(start) \(end)") }
                            if expected < end { found += 1 }
                        }
                    }
                }
            }
        }
        #expect(found > 10_000)
    }

    /// Comments in every place a declaration's leading comments can start or stop: at the
    /// start of the text, after code on the same line, across a blank line, a block comment
    /// over lines, a doc comment under a plain one, `\r\n` and `\r` line ends.
    private static let commentLayouts: [String] = [
        "// head\n/// doc\nextension L10nKey { enum Shop { static let a = LocalizedStringResource(\"shop.a\", table: \"Shop\") } }",
        "/// doc at the start\nextension L10nKey {\n    /// doc\n    enum Shop {\n        static let a = LocalizedStringResource(\"shop.a\", table: \"Shop\") // after\n        /// b's\n\n        /// b's, after a blank line\n        // plain\n        /// doc under plain\n        static let b = LocalizedStringResource(\"shop.b\", table: \"Shop\")\n        /* block\n           over lines */\n        static let c = LocalizedStringResource(\"shop.c\", table: \"Shop\")\n        /** doc block */ /// two on a line\n        static let d = LocalizedStringResource(\"shop.d\", table: \"Shop\")\n    }\n}\n",
        "extension L10nKey {\r\n    enum Shop {\r\n        /// doc\r\n        // plain\r\n\r\n        static let a = LocalizedStringResource(\"shop.a\", table: \"Shop\")\r        /// doc\r        static let b = LocalizedStringResource(\"shop.b\", table: \"Shop\")\r    }\r}",
        "extension L10nKey { enum Shop { static let a = LocalizedStringResource(\"shop.a\", table: \"Shop\"); /// same line\n static let b = LocalizedStringResource(\"shop.b\", table: \"Shop\") } }",
        // Blank lines of spaces, three and more line breaks, a comment first in the text with no line break.
        "/// first\nextension L10nKey { enum Shop {\n  \t \n /// after spaces\n\n\n\n static let a = LocalizedStringResource(\"shop.a\", table: \"Shop\")\n /// one\n  \n  /// two\n static let b = LocalizedStringResource(\"shop.b\", table: \"Shop\") } }",
        "/// first, nothing before it\nextension L10nKey.Shop { static let a = LocalizedStringResource(\"shop.a\", table: \"Shop\") }",
    ]

    /// A declaration's leading comments as the parser found them by walking back over every
    /// token before it: the reference for the walk over the trivia between two significant tokens.
    private static func leadingComments(before start: Int, in tokens: [SwiftToken]) -> (docRange: Range<Int>?, leadingStart: Int) {
        guard var index = tokens.firstIndex(where: { $0.range.lowerBound == start }) else { return (nil, start) }
        var (leadingStart, docStart, docEnd, onlyDocsSoFar, lineBreaks) = (start, Int?.none, Int?.none, true, 0)
        index -= 1
        scan: while index >= 0 {
            switch tokens[index].kind {
            case .newline:
                lineBreaks += 1
                if lineBreaks > 1 { break scan }
            case .comment(let style):
                guard index == 0 || tokens[index - 1].kind == .newline else { break scan }
                lineBreaks = 0
                leadingStart = tokens[index].range.lowerBound
                if style.isDocumentation, onlyDocsSoFar {
                    docStart = tokens[index].range.lowerBound
                    docEnd = docEnd ?? tokens[index].range.upperBound
                } else {
                    onlyDocsSoFar = false
                }
            default:
                break scan
            }
            index -= 1
        }
        return (docStart.map { $0..<docEnd! }, leadingStart)
    }

    @Test func leadingCommentsAreTheOnesFoundOverEveryToken() throws {
        var compared = 0
        for text in try Self.commentLayouts + Self.hostileTexts + Self.fixtureTexts() {
            var all: [SwiftToken] = []
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBufferPointer { buffer in
                SwiftLexer.forEachToken(in: buffer) { token in
                    if case .whitespace = token.kind { return }
                    all.append(token)
                }
            }
            for packs in [true, false] {
                var parser = KeyFileParser(text: text, bytes: bytes, path: "L10nKey+shop.swift", packsTokens: packs)
                let file = parser.parse()
                for accessor in file.accessors {
                    let expected = Self.leadingComments(before: accessor.declarationRange.lowerBound, in: all)
                    #expect(accessor.docCommentRange == expected.docRange, "\(text.debugDescription)")
                    #expect(accessor.leadingCommentsStart == expected.leadingStart, "\(text.debugDescription)")
                    compared += accessor.docCommentRange == nil ? 0 : 1
                }
                for section in file.sections + [file.featureEnum].compactMap(\.self) {
                    #expect(section.leadingCommentsStart == Self.leadingComments(before: section.declarationRange.lowerBound, in: all).leadingStart)
                }
            }
        }
        // Doc comments were found, so the comparison is not of nothing.
        #expect(compared > 20)
        var parser = KeyFileParser(text: Self.commentLayouts[1], bytes: Array(Self.commentLayouts[1].utf8), path: "L10nKey+shop.swift")
        let docs = parser.parse().accessors.map { $0.docCommentRange.map { String(decoding: Array(Self.commentLayouts[1].utf8)[$0], as: UTF8.self) } }
        #expect(docs == [nil, "/// doc under plain", nil, nil])
    }

    @Test func aKeyFileReadFromItsBytesIsTheOneReadFromItsText() throws {
        for text in try Self.hostileTexts + Self.fixtureTexts() {
            let fromText = KeyFileReader.read(text: text, path: "L10nKey+shop.swift")
            let fromBytes = KeyFileReader.read(utf8: Array(text.utf8), path: "L10nKey+shop.swift")
            #expect(fromBytes.text == text)
            #expect(fromBytes.accessors == fromText.accessors, "\(text.debugDescription)")
            #expect(fromBytes.sections == fromText.sections, "\(text.debugDescription)")
            #expect(fromBytes.featureEnum == fromText.featureEnum, "\(text.debugDescription)")
            #expect(fromBytes.diagnostics == fromText.diagnostics, "\(text.debugDescription)")
            // A text set afterwards is the one the file holds.
            var edited = fromBytes
            edited.text += "\n"
            #expect(edited.text == text + "\n")
        }
    }

    @Test func packedAndFullTokensParseAlike() throws {
        for text in try Self.hostileTexts + Self.fixtureTexts() {
            var packed = KeyFileParser(text: text, bytes: Array(text.utf8), path: "L10nKey+shop.swift", packsTokens: true)
            var full = KeyFileParser(text: text, bytes: Array(text.utf8), path: "L10nKey+shop.swift", packsTokens: false)
            let a = packed.parse()
            let b = full.parse()
            #expect(a.accessors == b.accessors, "\(text.debugDescription)")
            #expect(a.sections == b.sections, "\(text.debugDescription)")
            #expect(a.featureEnum == b.featureEnum, "\(text.debugDescription)")
            #expect(a.diagnostics == b.diagnostics, "\(text.debugDescription)")
        }
        // The fixtures declare accessors: the comparison above is not of empty files alone.
        let shop = try String(contentsOf: PackagePaths.fixtures.appendingPathComponent("Project/Mixed/Catalogs/Shop/L10nKey+shop.swift"), encoding: .utf8)
        var parser = KeyFileParser(text: shop, bytes: Array(shop.utf8), path: "L10nKey+shop.swift")
        #expect(!parser.parse().accessors.isEmpty)
    }
}
