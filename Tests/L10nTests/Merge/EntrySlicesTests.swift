import Foundation
import Testing
import L10nCore
import L10nJSON
import L10nCatalog
@testable import L10nMerge

/// The base's entries that a merge needs whole are parsed alone from where the first read saw
/// their keys; whatever the layout, each must be the entry the whole text holds.
@Suite struct EntrySlicesTests {
    /// Keys and values that trip a scan that is not string-aware: quotes, backslashes and
    /// braces inside strings, values that are not objects, text beyond ASCII before the key.
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a \"quoted\" {key}" : {
              "comment" : "braces } ] { [ and a backslash \\",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "é \u00e9 \"}\""
                  }
                }
              }
            },
            "list" : [
              1,
              { "x" : "]" }
            ],
            "nothing" : null,
            "plain" : "text, with a comma",
            "zé" : {
              "extractionState" : "manual"
            }
          },
          "version" : "1.0"
        }
        """#

    static var layouts: [(String, [UInt8])] {
        let formatted = Array(catalog.utf8)
        let minified = Array(catalog.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined().utf8)
        let crlf = Array(catalog.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        return [
            ("formatted", formatted), ("minified", minified), ("CRLF", crlf),
            ("byte order mark", [0xEF, 0xBB, 0xBF] + formatted), ("byte order mark, minified", [0xEF, 0xBB, 0xBF] + minified),
        ]
    }

    @Test(arguments: layouts)
    func everyEntryIsTheOneTheTextHolds(name: String, bytes: [UInt8]) throws {
        let text = CatalogText.bytes(SourceFile(path: "Base.xcstrings", bytes: bytes))
        let read = try CatalogReader.read(text, into: EntryDigests())
        let whole = try CatalogReader.read(text).document.root[CatalogField.strings]?.members ?? []
        #expect(whole.count == 5, "\(name)")
        let values = try #require(EntrySlices.values(of: Set(read.consumer.order), at: read.consumer.positions, in: text), "\(name)")
        #expect(values.count == whole.count, "\(name)")
        for member in whole {
            let value = try #require(values[Array(member.key.utf8)], "\(name): \(member.key)")
            #expect(value.hasSameContent(as: member.value), "\(name): \(member.key)")
        }
    }

    @Test func aPositionThatIsNotAKeyGivesNothing() throws {
        let text = CatalogText.bytes(SourceFile(path: "Base.xcstrings", bytes: Array(Self.catalog.utf8)))
        let read = try CatalogReader.read(text, into: EntryDigests())
        let key = Array("plain".utf8)
        var positions = read.consumer.positions
        let position = try #require(positions[key])
        positions[key] = JSONPosition(line: Int(position.line), column: Int(position.column) + 1)
        #expect(EntrySlices.values(of: [key], at: positions, in: text) == nil)
        positions[key] = JSONPosition(line: 10_000, column: 1)
        #expect(EntrySlices.values(of: [key], at: positions, in: text) == nil)
        // A key found at another key's place is not taken for it.
        positions[key] = read.consumer.positions[Array("nothing".utf8)]
        #expect(EntrySlices.values(of: [key], at: positions, in: text) == nil)
    }
}
