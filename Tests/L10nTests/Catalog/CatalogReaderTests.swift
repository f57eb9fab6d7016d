import Foundation
import Testing
@testable import L10nCore
@testable import L10nJSON
@testable import L10nCatalog
@testable import L10nProject

/// Keeps what it is given, so a test sees what a consumer sees.
struct CollectedEntries: CatalogEntryConsumer {
    var entries: [String] = []

    mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
        entries.append("\(entry.key) \(entry.position.line):\(entry.position.column) \(sourceLanguage)")
    }

    mutating func append(_ later: CollectedEntries) { entries += later.entries }
}

@Suite struct CatalogReaderTests {
    func text(_ json: String) -> CatalogText {
        .bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(json.utf8)))
    }

    func collected(_ json: String, strategy: CatalogReader.Strategy = .onePass) throws -> [String] {
        try CatalogReader.read(text(json), into: CollectedEntries(), strategy: strategy).consumer.entries
    }

    @Test func everySampleCatalogGivesTheEntriesOfTheJSONParsersTree() throws {
        let folder = PackagePaths.root.appendingPathComponent("Catalogs")
        let paths = try InputPaths.resolve(arguments: [folder.path], currentDirectory: "/")
        #expect(!paths.isEmpty)
        for path in paths {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            // The JSON layer's own tree, built without the catalog reader.
            let parsed = try JSONParser.parse(bytes)
            let members = try #require(parsed.root["strings"]?.members)
            for strategy in CatalogReader.Strategy.allCases {
                let read = try CatalogReader.read(.bytes(SourceFile(path: path, bytes: bytes)), into: KeptEntries(), strategy: strategy)
                #expect(read.consumer.entries.map(\.key) == members.map(\.key), "\(path)")
                #expect(read.consumer.entries.map(\.position) == members.map(\.keyPosition))
                #expect(zip(read.consumer.entries, members).allSatisfy { $0.value.hasSameContent(as: $1.value) })
                #expect(read.catalog.entries.isEmpty)
                #expect(read.catalog.sourceLanguage == parsed.root["sourceLanguage"]?.stringValue)
                let whole = try CatalogReader.read(.bytes(SourceFile(path: path, bytes: bytes)), strategy: strategy)
                #expect(whole.document.root.hasSameContent(as: parsed.root))
                #expect(whole.entries.map(\.position) == members.map(\.keyPosition))
            }
        }
    }

    struct KeptEntries: CatalogEntryConsumer {
        var entries: [CatalogEntry] = []
        mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) { entries.append(entry) }
        mutating func append(_ later: KeptEntries) { entries += later.entries }
    }

    @Test func entriesComeWithTheSourceLanguageDeclaredBeforeOrAfterThem() throws {
        #expect(try collected(#"{"sourceLanguage" : "de", "strings" : {"a" : {}, "b" : {}}}"#) == ["a 1:40 de", "b 1:50 de"])
        #expect(try collected(#"{"strings" : {"a" : {}, "b" : {}}, "sourceLanguage" : "fr"}"#) == ["a 1:15 fr", "b 1:25 fr"])
        #expect(try collected(#"{"strings" : {"a" : {}}}"#) == ["a 1:15 en"])
        // The first `sourceLanguage` is the catalog's, even when it is not text.
        #expect(try collected(#"{"sourceLanguage" : 1, "sourceLanguage" : "fr", "strings" : {"a" : {}}}"#) == ["a 1:62 en"])
    }

    @Test func onlyTheFirstStringsObjectOfTheRootIsStreamed() throws {
        let read = try CatalogReader.read(text("""
            {"other" : {"strings" : {"x" : {}}}, "list" : [{"strings" : {"y" : {}}}],
             "strings" : {"a" : {"strings" : {"z" : 1}}, "b" : {}}, "strings" : {"c" : {}}}
            """), into: CollectedEntries())
        #expect(read.consumer.entries.map { $0.split(separator: " ")[0] } == ["a", "b"])
        // What was not streamed stays in the tree, as a full parse has it.
        #expect(read.catalog.document.root["other"]?["strings"]?["x"] != nil)
        #expect(read.catalog.document.root.members?.last?.value["c"] != nil)
    }

    @Test func repeatedKeysAreRecordedAsTheJSONParserRecordsThem() throws {
        let json = """
            {"strings" : {"a" : {"x" : 1, "x" : 2}, "b" : {}, "a" : {}, "b" : {}, "a" : {}}, "v" : 1, "v" : 2}
            """
        let parsed = try JSONParser.parse(json).duplicateKeys
        let read = try CatalogReader.read(text(json)).document.duplicateKeys
        func described(_ duplicates: [JSONDuplicateKey]) -> [String] {
            duplicates.map { "\($0.key) \($0.position.column) \($0.firstPosition.column) \($0.path)" }.sorted()
        }
        #expect(described(read) == described(parsed))
        #expect(parsed.count == 5)
    }

    @Test func aSyntaxErrorIsThrownWithItsPosition() {
        for strategy in CatalogReader.Strategy.allCases {
            #expect(throws: JSONParseError(message: "trailing comma before '}'; remove the comma", location: SourceLocation(line: 1, column: 23), offset: 22)) {
                _ = try CatalogReader.read(text("{\"strings\" : {\"a\" : {},}}"), into: CollectedEntries(), strategy: strategy)
            }
        }
    }
}

/// Every way of reading a catalog must give what one pass gives: the same entries in the same
/// order with the same positions and languages, the same catalog, the same error.
@Suite struct CatalogReaderStrategyTests {
    /// Xcode's layout of the checker tests' catalog with every kind of finding; with
    /// `repeatAcrossTheCut`, a key on both sides of the cut, and a member after `strings`.
    static func xcodeCatalog(repeatAcrossTheCut: Bool = true) throws -> [UInt8] {
        var json = BatchedCheckingTests.catalogWithEveryProblem(sourceLanguageFirst: true)
            .replacingOccurrences(of: #""shop.list.item3" : { "extractionState" : "manual" }"#, with: #""shop.list.item3" : { "extractionState" : "manual" }, "shop.list.item96" : {}"#)
        if !repeatAcrossTheCut {
            json = json.replacingOccurrences(of: "\"shop.list.item3\" : { \"extractionState\" : \"manual\" },", with: "")
        }
        return try Catalog(bytes: Array(json.utf8)).serialized()
    }

    /// The record of every strategy, on bytes and on a mapped file, must be one pass's; returns
    /// whether the halves were used.
    @discardableResult
    func expectAgreement(_ bytes: [UInt8], _ comment: Comment? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Bool {
        let folder = try TempDirectory.make("strategies")
        let url = folder.appendingPathComponent("Shop.xcstrings")
        try Data(bytes).write(to: url)
        let onePass = CatalogReader.record(.bytes(SourceFile(path: "Shop.xcstrings", bytes: bytes)), strategy: .onePass)
        var halves = false
        for text in [CatalogText.bytes(SourceFile(path: "Shop.xcstrings", bytes: bytes)), try CatalogText.open(url.path, currentDirectory: "/")] {
            for strategy in CatalogReader.Strategy.allCases {
                let record = CatalogReader.record(text, strategy: strategy)
                #expect(record.lines == onePass.lines, "\(strategy) \(comment?.rawValue ?? "")", sourceLocation: sourceLocation)
                if strategy == .halves { halves = record.readInHalves }
            }
        }
        #expect(onePass.lines.count > 1 || onePass.lines.first?.hasPrefix("error") == true, sourceLocation: sourceLocation)
        // A catalog read whole and handed over as sync's closing check does, in one run or in halves.
        for halvesFrom in [CatalogReader.wholeCatalogHalvesEntries, 2] {
            let whole = CatalogReader.recordOfWhole(.bytes(SourceFile(path: "Shop.xcstrings", bytes: bytes)), halvesFrom: halvesFrom)
            #expect(whole == onePass.lines, "whole, halves from \(halvesFrom) \(comment?.rawValue ?? "")", sourceLocation: sourceLocation)
        }
        return halves
    }

    var xcodeText: String { get throws { String(decoding: try Self.xcodeCatalog(repeatAcrossTheCut: false), as: UTF8.self) } }

    @Test func halvesGiveTheEntriesPositionsLanguagesAndRepeatsOfOnePass() throws {
        let bytes = try Self.xcodeCatalog(repeatAcrossTheCut: false)
        #expect(try expectAgreement(bytes))
        let read = try CatalogReader.read(.bytes(SourceFile(path: "Shop.xcstrings", bytes: bytes)), into: CollectedEntries(), strategy: .halves)
        #expect(read.readInHalves)
        #expect(read.catalog.document.duplicateKeys.count >= 2)
        // Positions past the cut are the file's own lines.
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
        for entry in read.consumer.entries {
            let parts = entry.split(separator: " ")
            let place = parts[1].split(separator: ":").map { Int($0)! }
            #expect(lines[place[0] - 1].dropFirst(place[1] - 1).hasPrefix("\"\(parts[0])\""), "\(entry)")
        }
    }

    @Test func aKeyOnBothSidesOfTheCutIsReadInOnePass() throws {
        #expect(try !expectAgreement(Self.xcodeCatalog(repeatAcrossTheCut: true)))
    }

    @Test func membersInAnyOrderAreReadInHalves() throws {
        let text = try xcodeText
        // The source language after the entries: every entry waits for it.
        let late = text.replacingOccurrences(of: "\"sourceLanguage\" : \"fr\",\n", with: "")
            .replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : \"1.0\",\n  \"sourceLanguage\" : \"fr\"")
        #expect(late != text)
        #expect(try expectAgreement(Array(late.utf8), "late source language"))
        // No source language: the reader's default.
        let none = text.replacingOccurrences(of: "\"sourceLanguage\" : \"fr\",\n", with: "")
        #expect(try expectAgreement(Array(none.utf8), "no source language"))
        // Members before `strings` repeated after it, and a second `strings`.
        let repeated = text.replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : \"1.0\",\n  \"sourceLanguage\" : \"de\",\n  \"strings\" : {\n    \"x\" : 1\n  }")
        #expect(try expectAgreement(Array(repeated.utf8), "repeated members"))
        // Unknown members before and after.
        let unknown = text.replacingOccurrences(of: "{\n  \"sourceLanguage\"", with: "{\n  \"a\" : [\n    1,\n    2\n  ],\n  \"sourceLanguage\"")
        #expect(unknown != text)
        #expect(try expectAgreement(Array(unknown.utf8), "unknown members"))
    }

    @Test func anyLayoutReadsAsOnePassDoes() throws {
        let text = try xcodeText
        let bytes = Array(text.utf8)
        // Minified: no line begins an entry, so there is no cut.
        var compact = JSONWriter.write(try JSONParser.parse(bytes))
        compact.removeAll { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: " ") }
        #expect(try !expectAgreement(compact, "minified"))
        // Indented one space per level: lines of four spaces and a key are languages, at the
        // wrong depth for a cut; the first half stops as soon as it passes it.
        let narrow = reindented(text) { String(repeating: " ", count: $0 / 2) }
        #expect(narrow.contains(",\n    \"es\" :"))
        #expect(try !expectAgreement(Array(narrow.utf8), "one space"))
        // Four spaces per level: entries at eight, and four-space lines are the root's.
        try expectAgreement(Array(reindented(text) { String(repeating: " ", count: $0 * 2) }.utf8), "four spaces")
        // Tabs, and CRLF line ends with a byte order mark.
        try expectAgreement(Array(reindented(text) { String(repeating: "\t", count: $0 / 2) }.utf8), "tabs")
        #expect(try expectAgreement([0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8), "CRLF"))
        // A root that is not an object, and `strings` that is not one.
        try expectAgreement(Array("[\n  {\n    \"strings\" : {\n    \"a\" : 1,\n    \"b\" : 2\n    }\n  },\n    \"x\"\n]".utf8), "array root")
        try expectAgreement(Array("{\n  \"strings\" : [\n    1,\n    \"a\",\n    \"b\"\n  ]\n}".utf8), "array strings")
    }

    func reindented(_ text: String, _ indent: (Int) -> String) -> String {
        text.components(separatedBy: "\n").map { line in
            let spaces = line.prefix(while: { $0 == " " }).count
            return indent(spaces) + line.dropFirst(spaces)
        }.joined(separator: "\n")
    }

    @Test func errorsAnywhereAreOnePasssErrors() throws {
        let lines = try xcodeText.components(separatedBy: "\n")
        let cut = try #require(Array(lines.joined(separator: "\n").utf8).withUnsafeBufferPointer { CatalogReader.cut($0) })
        let cutLine = lines.joined(separator: "\n").utf8.prefix(cut.lineStart).count(where: { $0 == UInt8(ascii: "\n") })
        // In the first half, in the second, on the comma of the cut, on the cut's first line,
        // and on the last line.
        for index in [lines.count / 4, lines.count * 3 / 4, cutLine - 1, cutLine, lines.count - 1] {
            for damage in ["]", ",", "\"", "\u{1}"] {
                var broken = lines
                broken[index] += damage
                let bytes = Array(broken.joined(separator: "\n").utf8)
                try expectAgreement(bytes, "line \(index + 1) + \(damage.debugDescription)")
                #expect(CatalogReader.record(.bytes(SourceFile(path: "", bytes: bytes)), strategy: .onePass).lines.first?.hasPrefix("error") == true)
            }
        }
        // A doubled comma at the cut, and the file cut short after it.
        var doubled = lines
        doubled[cutLine - 1] += ","
        try expectAgreement(Array(doubled.joined(separator: "\n").utf8), "doubled comma at the cut")
        try expectAgreement(Array(lines[..<cutLine].joined(separator: "\n").utf8), "ends at the cut")
    }

    @Test func aReadThatMissesItsStopSaysSo() throws {
        let json = Array(#"{"a" : {"b" : 1, "c" : 2}, "d" : 3}"#.utf8)
        var builder = JSONTreeBuilder()
        let comma = try #require(json.firstIndex(of: UInt8(ascii: ",")))
        // The comma inside `a` is at depth 2: the read stops there.
        let stopped = try json.withUnsafeBufferPointer { try JSONReader.read($0, into: &builder, progress: nil, stopAt: comma) }
        #expect(stopped?.stopped == true)
        // The comma after `a` is the root's: no stop, and the read says it passed one.
        let rootComma = try #require(json.lastIndex(of: UInt8(ascii: ",")))
        builder = JSONTreeBuilder()
        #expect(try json.withUnsafeBufferPointer { try JSONReader.read($0, into: &builder, progress: nil, stopAt: rootComma) } == nil)
        // A stop beyond the end: the whole text, not stopped.
        builder = JSONTreeBuilder()
        #expect(try json.withUnsafeBufferPointer { try JSONReader.read($0, into: &builder, progress: nil, stopAt: 1000) }?.stopped == false)
    }

    @Test func linesAreCountedAsTheReaderCountsThem() {
        var bytes: [UInt8] = []
        for index in 0..<70_000 { bytes += Array(String(repeating: "x", count: index % 37).utf8) + [0x0A] }
        bytes.withUnsafeBufferPointer { buffer in
            for offset in [0, 1, 15, 16, 17, 4079, 4080, 4081, 1 << 20, (1 << 20) + 1, buffer.count - 1, buffer.count] {
                let expected = 1 + buffer.prefix(offset).count(where: { $0 == 0x0A })
                #expect(JSONReader.lineFeeds(in: UnsafeBufferPointer(rebasing: buffer[..<offset])) == expected - 1, "offset \(offset)")
                #expect(CatalogReader.firstLine(at: offset, in: buffer, file: nil) == expected, "offset \(offset)")
            }
        }
        #expect(JSONReader.lineFeeds(in: UnsafeBufferPointer(start: nil, count: 0)) == 0)
    }
}

@Suite struct MappedFileTests {
    @Test func mappedFilesReadLikeBytesEvenPastReleasedPages() throws {
        // Large enough that the reader hands pages back several times while reading.
        var text = "{\n  \"strings\" : {\n"
        for index in 0..<50_000 {
            text += "    \"key.\(index)\" : \"value \(index) with some text to make it longer\",\n"
        }
        text += "    \"last\" : 1\n  }\n}"
        let folder = try TempDirectory.make("mapped")
        let url = try TempDirectory.write(text, to: "Big.xcstrings", in: folder)
        let parsed = try JSONParser.parse(text).root
        for strategy in [CatalogReader.Strategy.onePass, .halves] {
            let mapped = try CatalogReader.read(try CatalogText.open(url.path, currentDirectory: "/"), strategy: strategy)
            #expect(mapped.document.root.hasSameContent(as: parsed))
            #expect(mapped.document.root["strings"]?.member("key.49999")?.keyPosition == JSONPosition(line: 50_002, column: 5))
        }
    }

    @Test func errorsLateInAMappedFileKeepTheirPosition() throws {
        var text = "{\n"
        for index in 0..<40_000 { text += "  \"k\(index)\" : \"\(String(repeating: "x", count: 60))\",\n" }
        text += "}"
        let folder = try TempDirectory.make("mapped-error")
        let url = try TempDirectory.write(text, to: "Broken.xcstrings", in: folder)
        for strategy in [CatalogReader.Strategy.onePass, .halves] {
            #expect(throws: JSONParseError(message: "trailing comma before '}'; remove the comma",
                                           location: SourceLocation(line: 40_001, column: 76), offset: text.utf8.count - 3)) {
                try CatalogReader.read(try CatalogText.open(url.path, currentDirectory: "/"), strategy: strategy)
            }
        }
    }

    @Test func releasingAnyRangeNeverTrapsAndPassesAreTheirOwn() throws {
        let folder = try TempDirectory.make("mapped-release")
        let text = String(repeating: "0123456789abcdef", count: 4096)
        let url = try TempDirectory.write(text, to: "Pages.txt", in: folder)
        let file = try #require(MappedFile(path: url.path))
        for (start, end) in [(10_000, 100), (-5, 9000), (0, Int.max), (Int.min, Int.max), (Int.max, Int.min), (60_000, 70_000)] {
            file.release(from: start, to: end)
        }
        // Two passes over one file, one ahead of the other, and offsets going backwards: each
        // keeps its own place, and the bytes read the same after every release.
        var ahead = MappedFile.Pass(file)
        var behind = MappedFile.Pass(file, from: 8192)
        for offset in [30_000, 5000, Int.max, -1, 20_000, Int.min] {
            ahead.passed(offset)
            behind.passed(offset / 2)
        }
        #expect(String(decoding: file.bytes, as: UTF8.self) == text)
        // Sendable without exceptions: its only state is fixed at `init`.
        let shared: any Sendable = file
        #expect(shared is MappedFile)
    }
}
