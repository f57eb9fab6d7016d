import Foundation
import Testing
import L10nProject
import L10nJSON
import L10nGeneration
@testable import L10nCore
@testable import L10nCatalog
@testable import L10nEditing
@testable import L10nChecks

/// `sync`'s catalog read (`SyncCatalogRead`) reads with notes, as `check` does: a `manual`
/// entry is kept by its state alone and let go with its notes, any other entry
/// with its whole value, its noted languages built back into trees. It must keep exactly what
/// a read of trees, with each `manual` entry's value replaced by the stand-in, keeps.
@Suite struct SyncCatalogReadTests {
    func text(_ json: String) -> CatalogText {
        .bytes(SourceFile(path: "Offers.xcstrings", bytes: Array(json.utf8)))
    }

    /// `json` with every other entry that opens an object on its line (an entry's key indented
    /// four spaces) made `manual` first: the notes tests' catalogs have hardly any.
    static func withManualStates(_ json: String) -> String {
        let pattern = try! NSRegularExpression(pattern: #"(\n    "[^"\n]*" : \{)(?!\s*\})"#)
        var result = json
        let matches = pattern.matches(in: json, range: NSRange(json.startIndex..., in: json))
        for (number, match) in matches.enumerated().reversed() where number % 2 == 0 {
            let end = Range(match.range(at: 1), in: json)!.upperBound
            result.insert(contentsOf: #" "extractionState" : "manual","#, at: end)
        }
        return result
    }

    /// The notes tests' hostile, plural and source catalogs, with and without `manual` states,
    /// and sync's generated ones in every layout it plans from a stream.
    static func catalogs() throws -> [(name: String, bytes: [UInt8])] {
        var catalogs: [(name: String, bytes: [UInt8])] = []
        for (name, json) in [
            ("hostile", CatalogReaderNotesTests.hostile), ("plurals", CatalogReaderNotesTests.plurals),
            ("sources", CatalogReaderNotesTests.sources()), ("sources after", CatalogReaderNotesTests.sources(declaring: "", after: #", "sourceLanguage" : "es""#)),
        ] {
            catalogs.append((name, Array(json.utf8)))
            catalogs.append((name + " manual", Array(withManualStates(json).utf8)))
        }
        for seed in [UInt64(1), 2, 3] {
            for (layout, bytes) in try SyncCatalogStreamTests.layouts(of: SyncCatalogStreamTests.catalogJSON(seed: seed, count: 40).json) {
                catalogs.append(("seed \(seed) \(layout)", bytes))
            }
        }
        return catalogs
    }

    /// What the read keeps, or its error, written out: the catalog with its entries, their
    /// positions and values, its repeated keys, flags and structure problems.
    static func described(_ read: () throws(JSONParseError) -> (catalog: Catalog, structureProblems: [CatalogStructureProblem])) -> String {
        do {
            let (catalog, problems) = try read()
            let repeats = catalog.document.duplicateKeys.map { "\($0.key) \($0.position) \($0.firstPosition) \($0.path)" }
            return SyncCatalogStreamTests.dump(catalog.document.root) + "\n\(repeats)\n\(catalog.document.hasByteOrderMark) "
                + "\(catalog.document.hasTrailingNewline)\n\(problems)"
        } catch {
            return "error \(error.location.line):\(error.location.column) offset \(error.offset): \(error.message)"
        }
    }

    /// The read of trees `SyncCatalogRead` stands in for: every entry built, each `manual` one's
    /// value then replaced by the stand-in.
    static func readOfTrees(_ text: CatalogText) throws(JSONParseError) -> (catalog: Catalog, structureProblems: [CatalogStructureProblem]) {
        let read = try CatalogReader.read(text, into: StructureCheckedConsumer(CatalogReader.Kept()), strategy: .onePass)
        let members = read.consumer.inner.entries.map { entry in
            JSONMember(key: entry.key, value: entry.extractionState == .manual ? SyncEntries.manualStandIn : entry.value, keyPosition: entry.position)
        }
        var catalog = read.catalog
        if !members.isEmpty { catalog.setStrings(members) }
        return (catalog, read.consumer.structureProblems(of: catalog))
    }

    @Test func theReadKeepsWhatAReadOfTreesKeeps() throws {
        var manual = 0
        var whole = 0
        for (name, bytes) in try Self.catalogs() {
            let text = CatalogText.bytes(SourceFile(path: "Offers.xcstrings", bytes: bytes))
            let expected = Self.described { () throws(JSONParseError) in try Self.readOfTrees(text) }
            #expect(!expected.hasPrefix("error"), "\(name)")
            for strategy in CatalogReader.Strategy.allCases {
                #expect(Self.described { () throws(JSONParseError) in try SyncCatalogRead.read(text, strategy: strategy) } == expected, "\(name) \(strategy)")
            }
            let members = try SyncCatalogRead.read(text, strategy: .onePass).catalog.document.root[CatalogField.strings]?.members ?? []
            manual += members.count(where: { SyncCatalogStreamTests.dump($0.value) == SyncCatalogStreamTests.dump(SyncEntries.manualStandIn) })
            whole += members.count(where: { $0.value[CatalogField.localizations] != nil })
        }
        // Both kinds of entry are there to compare, and the halves found their cut.
        #expect(manual > 100 && whole > 100)
        let hostile = text(Self.withManualStates(CatalogReaderNotesTests.hostile))
        #expect(try CatalogReader.read(hostile, into: SyncEntries(), notes: true, strategy: .halves).readInHalves)
    }

    /// The catalogs with `manual` states cut at every byte of their entries fail as a read of
    /// trees fails, or keep what it keeps.
    @Test func aCatalogCutAnywhereIsReadAsAReadOfTreesReadsIt() throws {
        for json in [CatalogReaderNotesTests.hostile, CatalogReaderNotesTests.plurals] {
            let bytes = Array(Self.withManualStates(json).utf8)
            let start = try #require(bytes.firstRange(of: Array(#""strings""#.utf8))).lowerBound
            let end = try #require(bytes.firstRange(of: Array(#""version""#.utf8))).lowerBound
            for cut in start..<end {
                let text = CatalogText.bytes(SourceFile(path: "Offers.xcstrings", bytes: Array(bytes[..<cut])))
                let expected = Self.described { () throws(JSONParseError) in try Self.readOfTrees(text) }
                for strategy in [CatalogReader.Strategy.onePass, .halves] {
                    #expect(Self.described { () throws(JSONParseError) in try SyncCatalogRead.read(text, strategy: strategy) } == expected, "\(cut) \(strategy)")
                }
            }
        }
    }

    /// A `manual` entry is let go with its notes: the notes' buffer starts again for each
    /// entry, where one entry held would keep every later note.
    @Test func manualEntriesLeaveNothingBehind() throws {
        let json = "{ \"sourceLanguage\" : \"en\", \"strings\" : { " + (0..<300).map { index in
            "\"k\(index)\" : { \"extractionState\" : \"manual\", \"localizations\" : { \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"text \(index) with more than fifteen bytes\" } } } }"
        }.joined(separator: ", ") + " } }"
        let read = try CatalogReader.read(text(json), into: NotesWatched(), notes: true, strategy: .onePass)
        #expect(read.consumer.starts.count == 300 && read.consumer.starts.allSatisfy { $0 == 0 })
        #expect(read.consumer.inner.members.count == 300)
    }

    /// Hands each entry to ``SyncEntries``, noting where its notes started in their buffer.
    private struct NotesWatched: CatalogEntryConsumer {
        var inner = SyncEntries()
        var starts: [Int] = []
        mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
            starts.append(entry.localizationNotes?.start ?? -1)
            inner.consume(entry, sourceLanguage: sourceLanguage)
        }
        mutating func append(_ later: NotesWatched) {}
    }

    /// A key file declaring exactly `keys`, each `offers.<section>.<name>`.
    static func keyFile(declaring keys: [String]) -> String {
        var sections: [String: [String]] = [:]
        for key in keys {
            let parts = key.split(separator: ".")
            sections[String(parts[1]), default: []].append(String(parts[2]))
        }
        var text = "import Foundation\n\nextension L10nKey {\n    enum Offers {\n"
        for (section, names) in sections.sorted(by: { $0.key < $1.key }) {
            text += "        enum \(section.prefix(1).uppercased() + section.dropFirst()) {\n"
            for name in names.sorted() {
                text += "            static let \(name) = LocalizedStringResource(\"offers.\(section).\(name)\", table: \"Offers\")\n"
            }
            text += "        }\n"
        }
        return text + "    }\n}\n"
    }

    /// The plan reads again each value it needs that the read let go, the last entry's too:
    /// the plan from the stream is the plan from the tree when new entries go after the last
    /// entry, when the last has no accessor, when it is not `manual`, and when its key is
    /// written twice, in Xcode's layout (spliced) and on one line (written whole).
    @Test(arguments: ["manual", "stale", "none"])
    func theLastEntryIsReadAgainWhenThePlanWritesIt(lastState: String) throws {
        let state = lastState == "none" ? "" : #""extractionState" : "\#(lastState)", "#
        let unit = #"{ "stringUnit" : { "state" : "translated", "value" : "Text %@" } }"#
        // In key order, as Xcode keeps them: new keys go where that order puts them.
        let keys = (0..<12).map { "offers.s\($0 / 4).e\($0 < 10 ? "0" : "")\($0)" }
        let entries = keys.map { #""\#($0)" : { "extractionState" : "manual", "localizations" : { "en" : \#(unit) } }"# }
        let last = #""offers.s9.last" : { \#(state)"comment" : "The last", "localizations" : { "en" : \#(unit), "es" : \#(unit) } }"#
        let declared = keys
        for twice in [false, true] {
            let json = #"{ "sourceLanguage" : "en", "strings" : { \#((entries + [last] + (twice ? [last] : [])).joined(separator: ", ")) }, "version" : "1.0" }"#
            let xcode = JSONWriter.write(try JSONParser.parse(Array(json.utf8)))
            for (layout, bytes) in [("xcode", xcode), ("oneLine", Array(json.utf8))] {
                for (name, keys) in [
                    ("after", declared + ["offers.s9.last", "offers.zz.after"]), ("undeclared", declared),
                    ("before and after", declared + ["offers.s9.a", "offers.s9.last", "offers.zz.after"]),
                    ("undeclared with after", declared + ["offers.zz.after"]),
                ] {
                    let input = FeatureFolder<ReadFiles>(
                        catalog: SourceFile(path: "Offers/Offers.xcstrings", bytes: bytes),
                        keyFile: SourceFile(path: "Offers/L10nKey+offers.swift", bytes: Array(Self.keyFile(declaring: keys).utf8)))
                    let streamed = SyncPlanner.plan([input], style: GenerationStyle(), readsCatalogWhole: false)
                    let whole = SyncPlanner.plan([input], style: GenerationStyle(), readsCatalogWhole: true)
                    let context = "\(lastState), twice \(twice), \(layout), \(name)"
                    // The catalog changes unless its every entry is `manual` already and none is added.
                    let catalog = try #require(streamed.files.first { $0.kind == .catalog }, "\(context)")
                    #expect((catalog.newContent != nil) == (lastState != "manual" || name.contains("after")), "\(context)")
                    #expect(streamed.hasChanges, "\(context)")
                    #expect(streamed.files.map(\.path) == whole.files.map(\.path), "\(context)")
                    for (stream, tree) in zip(streamed.files, whole.files) {
                        #expect(stream.newBytes == tree.newBytes, "\(context): \(stream.path)")
                        #expect(stream.findings == tree.findings, "\(context): \(stream.path)")
                        #expect(stream.failures == tree.failures, "\(context): \(stream.path)")
                        #expect(stream.changes == tree.changes, "\(context): \(stream.path)")
                    }
                    #expect(Checker.check(features: streamed.featuresAfterSync).diagnostics == Checker.check(features: whole.featuresAfterSync).diagnostics, "\(context)")
                }
            }
        }
    }
}
