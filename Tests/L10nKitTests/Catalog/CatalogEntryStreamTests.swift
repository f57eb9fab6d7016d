import Foundation
import Testing
@testable import L10nKit

@Suite struct CatalogEntryStreamTests {
    func text(_ json: String) -> CatalogText {
        .bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(json.utf8)))
    }

    @Test func everySampleCatalogStreamsTheEntriesAFullParseHas() throws {
        let folder = PackagePaths.root.appendingPathComponent("Catalogs")
        let paths = try InputPaths.resolve(arguments: [folder.path], currentDirectory: "/")
        #expect(!paths.isEmpty)
        for path in paths {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let full = try Catalog(bytes: bytes)
            var streamed: [CatalogEntry] = []
            let rest = try CatalogEntryStream.read(text(String(decoding: bytes, as: UTF8.self))) { streamed.append($0) }
            #expect(streamed.map(\.key) == full.keys, "\(path)")
            #expect(streamed.map(\.position) == full.entries.map(\.position))
            #expect(zip(streamed, full.entries).allSatisfy { $0.value.hasSameContent(as: $1.value) })
            #expect(rest.entries.isEmpty)
            #expect(rest.sourceLanguage == full.sourceLanguage)
            #expect(rest.version?.stringValue == full.version?.stringValue)
        }
    }

    @Test func entriesComeWithTheSourceLanguageDeclaredBeforeOrAfterThem() throws {
        var seen: [String] = []
        _ = try CatalogEntryStream.read(
            text(#"{"sourceLanguage" : "de", "strings" : {"a" : {}, "b" : {}}}"#), defaultSourceLanguage: "en"
        ) { entry, language in seen.append("\(entry.key):\(language)") }
        #expect(seen == ["a:de", "b:de"])

        seen = []
        _ = try CatalogEntryStream.read(
            text(#"{"strings" : {"a" : {}, "b" : {}}, "sourceLanguage" : "fr"}"#), defaultSourceLanguage: "en"
        ) { entry, language in seen.append("\(entry.key):\(language)") }
        #expect(seen == ["a:fr", "b:fr"])

        seen = []
        _ = try CatalogEntryStream.read(text(#"{"strings" : {"a" : {}}}"#), defaultSourceLanguage: "en") { entry, language in
            seen.append("\(entry.key):\(language)")
        }
        #expect(seen == ["a:en"])
    }

    @Test func onlyTheFirstStringsObjectOfTheRootIsStreamed() throws {
        var keys: [String] = []
        let rest = try CatalogEntryStream.read(text("""
            {"other" : {"strings" : {"x" : {}}}, "list" : [{"strings" : {"y" : {}}}],
             "strings" : {"a" : {"strings" : {"z" : 1}}, "b" : {}}, "strings" : {"c" : {}}}
            """)) { keys.append($0.key) }
        #expect(keys == ["a", "b"])
        // What was not streamed stays in the tree, as a full parse has it.
        #expect(rest.document.root["other"]?["strings"]?["x"] != nil)
        #expect(rest.document.root.members?.last?.value["c"] != nil)
    }

    @Test func repeatedKeysAreRecordedAsAFullParseRecordsThem() throws {
        let json = """
            {"strings" : {"a" : {"x" : 1, "x" : 2}, "b" : {}, "a" : {}, "b" : {}, "a" : {}}, "v" : 1, "v" : 2}
            """
        let full = try Catalog(bytes: Array(json.utf8)).document.duplicateKeys
        let streamed = try CatalogEntryStream.read(text(json)) { _ in }.document.duplicateKeys
        func described(_ duplicates: [JSONDuplicateKey]) -> [String] {
            duplicates.map { "\($0.key) \($0.position.column) \($0.firstPosition.column) \($0.path)" }.sorted()
        }
        #expect(described(streamed) == described(full))
        #expect(full.count == 5)
    }

    @Test func aSyntaxErrorIsThrownWithItsPosition() {
        #expect(throws: JSONParseError.self) {
            _ = try CatalogEntryStream.read(text("{\"strings\" : {\"a\" : {},}}")) { _ in }
        }
    }
}
