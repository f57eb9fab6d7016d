import Foundation
import Testing
import L10nCore
@testable import L10nJSON

/// `JSONLayout.isFormatted` stands in for reformatting and comparing: on every input it must
/// give the answer `JSONReformatter.isFormatted` gives (false where that throws).
@Suite struct JSONLayoutTests {
    static func reformatterSays(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in (try? JSONReformatter.isFormatted(buffer, progress: nil)) ?? false }
    }

    /// Also holds the walk that notes where lines start to the same answer, and its line
    /// starts to those a scan for line feeds finds (`import` places its edits by them).
    static func layoutSays(_ bytes: [UInt8]) -> Bool {
        let answer = bytes.withUnsafeBufferPointer { JSONLayout.isFormatted($0) }
        let lines = bytes.withUnsafeBufferPointer { JSONLayout.lineStarts($0) }
        #expect((lines != nil) == answer)
        if let lines {
            let scanned = [0] + bytes.indices.filter { bytes[$0] == 0x0A && $0 + 1 < bytes.count }.map { $0 + 1 }
            let found = bytes.withUnsafeBufferPointer { text in (1...scanned.count + 2).map { lines.start(ofLine: UInt32($0), in: text) } }
            #expect(found == scanned.map { Optional($0) } + [nil, nil])
        }
        return answer
    }

    /// Each text, and what both must answer.
    static let cases: [(String, Bool)] = [
        ("{\n  \"a\" : 1\n}", true),
        ("{\n  \"a\" : 1\n}\n", true),
        ("{\n  \"a\" : 1\n}\n\n", false),
        ("{\n  \"a\" : 1\n} ", false),
        ("\u{FEFF}{\n  \"a\" : 1\n}\n", true),
        ("\u{FEFF} {\n  \"a\" : 1\n}", false),
        ("{\n\n}", true),
        ("{}", false),
        ("{\n}", false),
        ("[\n\n]", true),
        ("[\n  1,\n  [\n\n  ],\n  {\n    \"x\" : null\n  }\n]", true),
        ("{\n  \"a\" : [\n    true,\n    false\n  ],\n  \"b\" : {\n\n  }\n}", true),
        ("{\n  \"a\": 1\n}", false),
        ("{\n\t\"a\" : 1\n}", false),
        ("{\r\n  \"a\" : 1\r\n}", false),
        ("{\n  \"a\" : 1,\n}", false),
        ("{\n   \"a\" : 1\n}", false),
        ("{\n  \"a\" : 1\n }", false),
        ("\"text\"", true),
        ("-0.5e+10", true),
        ("-1.5E3\n", true),
        ("01", false),
        ("1.", false),
        ("1e", false),
        ("-", false),
        ("tru", false),
        ("truex", false),
        ("nul", false),
        ("", false),
        ("\n", false),
        ("\"\\\"\\\\\\n\\r\\t\\b\\f\\u0000\\u001f\\u000b\"", true),
        ("\"\\u001F\"", false),
        ("\"\\u0009\"", false),
        ("\"\\u000a\"", false),
        ("\"\\u0020\"", false),
        ("\"\\u0041\"", false),
        ("\"\\/\"", false),
        ("\"\\u00e9\"", false),
        ("\"\\ud83d\\ude00\"", false),
        ("\"\\ud83d\"", false),
        ("\"\\x\"", false),
        ("\"\\u00", false),
        ("\"é 😀 \u{7F}\"", true),
        ("\"\t\"", false),
        ("\"unterminated", false),
        ("{\n  \"a\" : \"b\"\n", false),
        ("{\n  \"a\" : \"b\"", false),
        ("{\n  \"a\"", false),
        ("{\n  \"a\" : ", false),
        ("{\n  1 : 2\n}", false),
        ("[\n  \"a\" : 1\n]", false),
        ("{\n  \"a\" : 1\n]", false),
    ]

    @Test func handWrittenCases() {
        for (text, expected) in Self.cases {
            let bytes = Array(text.utf8)
            #expect(Self.reformatterSays(bytes) == expected, "reformatter on \(text.debugDescription)")
            #expect(Self.layoutSays(bytes) == expected, "layout on \(text.debugDescription)")
        }
    }

    @Test func invalidUTF8AndOverlongsAreNotTheLayout() {
        for sequence: [UInt8] in [[0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0x80], [0xC3], [0xE2, 0x82]] {
            let bytes = [UInt8(ascii: "\"")] + sequence + [UInt8(ascii: "\"")]
            #expect(Self.reformatterSays(bytes) == false)
            #expect(Self.layoutSays(bytes) == false, "\(sequence)")
        }
        #expect(Self.layoutSays(Array("\"\u{10FFFF}\u{E000}\u{800}\"".utf8)))
    }

    @Test func nestingDeeperThanTheReaderAllowsIsNotTheLayout() {
        func nested(_ levels: Int) -> [UInt8] {
            var text = ""
            for level in 0..<levels { text += "[\n" + String(repeating: "  ", count: level + 1) }
            text += "1"
            for level in (0..<levels).reversed() { text += "\n" + String(repeating: "  ", count: level) + "]" }
            return Array(text.utf8)
        }
        let deepest = nested(JSONParser.maximumDepth)
        #expect(Self.reformatterSays(deepest) && Self.layoutSays(deepest))
        let deeper = nested(JSONParser.maximumDepth + 1)
        #expect(!Self.reformatterSays(deeper) && !Self.layoutSays(deeper))
    }

    /// Xcode's common localization shape, which the walk compares as whole words in one step:
    /// at several levels (the root's too), and every cut, removal, and replacement or insertion
    /// of a byte that matters to the layout, anywhere in it, answered as the reformatter does,
    /// with the same line starts.
    @Test func theCommonLocalizationShapeAgreesWhereverItBreaks() {
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Hallo \\"Welt\\" é\\n"
                  }
                },
                "es" : {
                  "stringUnit" : {
                    "state" : "",
                    "value" : ""
                  }
                }
              }
            },
            "b" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "x"
              }
            }
          }
        }
        """
        let root = "{\n  \"stringUnit\" : {\n    \"state\" : \"a\",\n    \"value\" : \"b\"\n  }\n}"
        let interesting: [UInt8] = Array(" \n\"{}:,\\sv1".utf8) + [0x00, 0xC3]
        var disagreements: [String] = []
        for text in [catalog, root] {
            let original = Array(text.utf8)
            #expect(Self.layoutSays(original) && Self.reformatterSays(original))
            var variants: [[UInt8]] = []
            for position in original.indices {
                variants.append(Array(original[..<position]))
                var removed = original
                removed.remove(at: position)
                variants.append(removed)
                for byte in interesting {
                    var replaced = original
                    replaced[position] = byte
                    variants.append(replaced)
                    var inserted = original
                    inserted.insert(byte, at: position)
                    variants.append(inserted)
                }
            }
            for bytes in variants where Self.layoutSays(bytes) != Self.reformatterSays(bytes) {
                disagreements.append(String(decoding: bytes, as: UTF8.self).debugDescription)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
    }

    /// The shape's inner object is one level deeper than the object: at the reader's depth
    /// limit it is not the layout, one level above it is.
    @Test func theCommonLocalizationShapeAtTheDepthLimit() {
        func nested(_ levels: Int) -> [UInt8] {
            var text = ""
            for level in 0..<levels { text += "[\n" + String(repeating: "  ", count: level + 1) }
            let indent = String(repeating: "  ", count: levels)
            text += "{\n\(indent)  \"stringUnit\" : {\n\(indent)    \"state\" : \"a\",\n\(indent)    \"value\" : \"b\"\n\(indent)  }\n\(indent)}"
            for level in (0..<levels).reversed() { text += "\n" + String(repeating: "  ", count: level) + "]" }
            return Array(text.utf8)
        }
        for levels in JSONParser.maximumDepth - 3...JSONParser.maximumDepth {
            let bytes = nested(levels)
            #expect(Self.layoutSays(bytes) == Self.reformatterSays(bytes), "\(levels)")
        }
        #expect(Self.layoutSays(nested(JSONParser.maximumDepth - 2)))
        #expect(!Self.layoutSays(nested(JSONParser.maximumDepth - 1)))
    }

    /// Every sample catalog, and seeded single-byte changes of one: removals, insertions and
    /// replacements by the bytes that matter to the layout.
    @Test func mutationsOfACatalogAgree() throws {
        let url = PackagePaths.root.appendingPathComponent("Catalogs/Offers/Offers.xcstrings")
        let catalog = try [UInt8](Data(contentsOf: url))
        #expect(Self.layoutSays(catalog) && Self.reformatterSays(catalog))
        let interesting: [UInt8] = Array(" \n\t\r\",:{}[]\\u0/aAeE.-+1".utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xA9, 0xED, 0xF4, 0xFF]
        var generator = SeededGenerator(state: 28)
        var disagreements: [String] = []
        for _ in 0..<3_000 {
            var bytes = catalog
            for _ in 0..<(1 + Int(generator.next() % 2)) {
                let position = Int(generator.next() % UInt64(bytes.count))
                let byte = interesting[Int(generator.next() % UInt64(interesting.count))]
                switch generator.next() % 3 {
                case 0: bytes.remove(at: position)
                case 1: bytes.insert(byte, at: position)
                default: bytes[position] = byte
                }
            }
            if Self.layoutSays(bytes) != Self.reformatterSays(bytes) {
                disagreements.append(String(decoding: bytes, as: UTF8.self).debugDescription)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
    }

    @Test(.enabled(if: Corpus.directory != nil, "../shared/corpus is not present"))
    func realCatalogsAgree() throws {
        let folder = try #require(Corpus.directory)
        let variants = folder.appendingPathComponent("variants")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: variants.path)) ?? []).map { variants.appendingPathComponent($0) }
        var formatted = 0
        for url in Corpus.xcodeCatalogs + names where url.pathExtension == "xcstrings" {
            let bytes = try [UInt8](Data(contentsOf: url))
            let answer = Self.reformatterSays(bytes)
            #expect(Self.layoutSays(bytes) == answer, "\(url.lastPathComponent)")
            if answer { formatted += 1 }
        }
        #expect(formatted > 0)
    }
}
