import Foundation
import Testing
@testable import L10nCore
@testable import L10nSwiftSource

/// The key-file parser keeps its tokens packed in 32-bit fields (issue 28: a huge key file's
/// tokens were more than four times its bytes); a file too large for those keeps the lexer's
/// tokens. Both are compared here, token by token and parse by parse.
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
        // More `#` than a packed token counts (65,535): the whole file keeps full tokens.
        "extension L10nKey { enum Shop {\n    static let a = LocalizedStringResource(\(String(repeating: "#", count: 65_536))\"shop.a\"\(String(repeating: "#", count: 65_536)), table: \"Shop\")\n} }",
        // Columns counted from each line's start after a block comment and a multi-line literal
        // that end on the line, and after `\r` alone.
        "extension L10nKey { /* a\nb */ enum Shop { static let a = LocalizedStringResource(\"\"\"\nx\n\"\"\", table: \"Shop\") }\r  }",
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
                let all = (0..<expected.count).map { tokens[$0] }
                #expect(all == expected, "\(text.debugDescription)")
                let significant = (0..<tokens.significantCount).map { tokens[tokens.tokenIndex(ofSignificant: $0)] }
                #expect(significant == expected.filter { !$0.isTrivia }, "\(text.debugDescription)")
                #expect(tokens.issues.map(\.message) == issues.map(\.message))
                #expect(tokens.issues.map(\.location) == issues.map(\.location))
            }
        }
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
