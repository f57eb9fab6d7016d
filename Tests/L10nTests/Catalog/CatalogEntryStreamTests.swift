import Foundation
import Testing
@testable import L10nCore
@testable import L10nJSON
@testable import L10nCatalog
@testable import L10nProject

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

/// Reading a large catalog in two halves must give what one pass gives.
@Suite struct CatalogHalvesTests {
    /// Xcode's layout of the checker tests' catalog with every kind of finding, plus repeats
    /// across the cut and a member after `strings`.
    static func xcodeCatalog() throws -> [UInt8] {
        let json = BatchedCheckingTests.catalogWithEveryProblem(sourceLanguageFirst: true)
            .replacingOccurrences(of: #""shop.list.item3" : { "extractionState" : "manual" }"#, with: #""shop.list.item3" : { "extractionState" : "manual" }, "shop.list.item96" : {}"#)
        return try Catalog(bytes: Array(json.utf8)).serialized()
    }

    struct Collected: Sendable {
        var entries: [String] = []
    }

    func positions(_ bytes: [UInt8]) throws -> (whole: [String], halves: [String], read: (catalog: Catalog, halves: [CatalogEntryStream.Half<Collected>])?) {
        let text = CatalogText.bytes(SourceFile(path: "Shop.xcstrings", bytes: bytes))
        var whole: [String] = []
        // Broken files throw here; their halves must come back nil.
        _ = try? CatalogEntryStream.read(text, defaultSourceLanguage: "en") { entry, language in
            whole.append("\(entry.key) \(entry.position.line):\(entry.position.column) \(language)")
        }
        let read = CatalogEntryStream.readInHalves(text, consumer: { Collected() }, add: { collected, entry, language in
            collected.entries.append("\(entry.key) \(entry.position.line):\(entry.position.column) \(language)")
        })
        let halves: [String] = read?.halves.flatMap { half -> [String] in
            half.consumer.entries.map { line -> String in
                let parts = line.split(separator: " ")
                let place = parts[1].split(separator: ":")
                return "\(parts[0]) \(Int(place[0])! + half.lineOffset):\(place[1]) \(parts[2])"
            }
        } ?? []
        return (whole, halves, read)
    }

    @Test func halvesHoldTheEntriesPositionsAndRepeatsOfOnePass() throws {
        let bytes = try Self.xcodeCatalog()
        let (whole, halves, read) = try positions(bytes)
        let split = try #require(read)
        #expect(split.halves.map(\.consumer.entries.isEmpty) == [false, false])
        #expect(halves == whole)
        let full = try Catalog(bytes: bytes)
        func described(_ duplicates: [JSONDuplicateKey]) -> [String] {
            duplicates.map { "\($0.key) \($0.position.line):\($0.position.column) first \($0.firstPosition.line) \($0.path)" }.sorted()
        }
        #expect(described(split.catalog.document.duplicateKeys) == described(full.document.duplicateKeys))
        #expect(split.catalog.document.duplicateKeys.count >= 3)
        #expect(split.catalog.document.root.members?.map(\.key) == full.document.root.members?.map(\.key))
        #expect(split.catalog.sourceLanguagePosition == full.sourceLanguagePosition)
        #expect(split.catalog.document.root.member("version")?.keyPosition == full.document.root.member("version")?.keyPosition)
    }

    @Test func filesWithoutASafeCutAreLeftToOnePass() throws {
        let bytes = try Self.xcodeCatalog()
        let text = String(decoding: bytes, as: UTF8.self)
        // Minified: no line begins an entry.
        let minified = try JSONParser.parse(bytes).root
        var compact = JSONWriter.write(JSONDocument(root: minified))
        compact.removeAll { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: " ") }
        #expect(try positions(compact).read.isNil)
        // The source language is declared after the entries.
        let late = text.replacingOccurrences(of: "\"sourceLanguage\" : \"fr\",\n", with: "")
            .replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : \"1.0\", \"sourceLanguage\" : \"fr\"")
        #expect(late != text)
        #expect(try positions(Array(late.utf8)).read.isNil)
        // Indented one space per level: lines of four spaces and a key are languages, at the
        // wrong depth for a cut, and the first half reads to the end without stopping.
        let narrow = text.components(separatedBy: "\n").map { line in
            let spaces = line.prefix(while: { $0 == " " }).count
            return String(repeating: " ", count: spaces / 2) + line.dropFirst(spaces)
        }.joined(separator: "\n")
        #expect(narrow.contains(",\n    \"es\" :"))
        #expect(try positions(Array(narrow.utf8)).read.isNil)
        // An error in either half.
        let lines = text.components(separatedBy: "\n")
        for index in [lines.count / 4, lines.count * 3 / 4] {
            var broken = lines
            broken[index] += "]"
            #expect(try positions(Array(broken.joined(separator: "\n").utf8)).read.isNil, "line \(index + 1)")
        }
    }
}

private extension Optional {
    var isNil: Bool { self == nil }
}
