import Testing
import Foundation
@testable import L10nCore
@testable import L10nJSON
@testable import L10nCatalog
@testable import L10nExchange
@testable import L10nReporting

/// An import into a catalog laid out as Xcode writes it edits the text in place; one laid out
/// otherwise is read as a tree and written whole. Both must give the same bytes: here the same
/// varied import goes into a catalog and into a reshaped copy of it, which only the tree can take.
@Suite struct ExchangeImportSpliceTests {
    /// Entries of every shape an import meets: a language to replace, one to add between
    /// others, none yet, no `localizations`, plurals, a substitution, text not to translate,
    /// a key written twice, keys that need escapes.
    static func variedEntries(count: Int, seed: UInt64) -> String {
        var generator = SeededGenerator(state: seed)
        let languages = ["de", "en", "es", "fr", "ja"]
        var entries: [String] = []
        for index in 0..<count {
            let key = ["k\(index)", "k\(index) \\\"quoted\\\"", "k\(index)/é ✓", "k\(index)\\n"][Int(generator.next() % 4)]
            var localizations: [String] = []
            for language in languages where generator.next() % 3 != 0 || language == "en" {
                let unit = #"{ "stringUnit" : { "state" : "\#(generator.next() % 2 == 0 ? "translated" : "needs_review")", "value" : "\#(language) \#(index) %@" } }"#
                switch generator.next() % 6 {
                case 0:
                    localizations.append(#""\#(language)" : { "variations" : { "plural" : { "one" : \#(unit), "other" : \#(unit) } } }"#)
                default:
                    localizations.append(#""\#(language)" : \#(unit)"#)
                }
            }
            var members: [String] = []
            if generator.next() % 3 == 0 { members.append(#""comment" : "Comment \#(index)""#) }
            if generator.next() % 10 == 0 { members.append(#""shouldTranslate" : false"#) }
            if generator.next() % 8 != 0 { members.append(#""localizations" : { \#(localizations.joined(separator: ", ")) }"#) }
            entries.append(#""\#(key)" : { \#(members.joined(separator: ", ")) }"#)
            if generator.next() % 40 == 0 { entries.append(#""\#(key)" : { "comment" : "written twice" }"#) }
        }
        return entries.joined(separator: ",\n")
    }

    /// Units for every key of `entries` and a few that are not there, in es (allowed), fr (in
    /// some entries, not allowed) and pt (in none): replaced, added, equal, broken placeholders.
    static func variedUnits(count: Int, seed: UInt64) -> [ExchangeDocument] {
        var generator = SeededGenerator(state: seed &+ 1)
        var files: [ExchangeFile] = []
        for language in ["es", "fr", "pt"] {
            var units: [ExchangeUnit] = []
            for index in 0..<(count + 3) {
                let key = ["k\(index)", "k\(index) \"quoted\"", "k\(index)/é ✓", "k\(index)\n"][Int(generator.next() % 4)]
                let text = switch generator.next() % 5 {
                case 0: "\(language) \(index) %@"
                case 1: "\(language) \(index) %lld"
                case 2: ""
                default: "nuevo \(index) %@ \"ok\""
                }
                let form = generator.next() % 4 == 0 ? ExchangeForm(path: [.variation(kind: .plural, name: "other")]) : ExchangeForm(path: [])
                var unit = ExchangeUnit(key: key, form: form, source: "x", target: text, state: generator.next() % 2 == 0 ? .translated : nil)
                unit.location = SourceLocation(line: index + 1, column: 1)
                units.append(unit)
            }
            files.append(ExchangeFile(original: "Shop.xcstrings", sourceLanguage: "en", targetLanguage: language, units: units))
        }
        return [ExchangeDocument(format: .csv, files: files, problems: [])]
    }

    static func plan(_ documents: [ExchangeDocument], _ catalog: [UInt8], overwrite: Bool) -> ExchangeImport.Plan {
        ExchangeImport.plan(
            documents.map { ExchangeImport.Input(path: "es.csv", document: $0) },
            catalogPaths: ["Shop.xcstrings": "Shop.xcstrings"],
            catalogs: ["Shop.xcstrings": .bytes(SourceFile(path: "Shop.xcstrings", bytes: catalog))],
            options: ExchangeImport.Options(overwrite: overwrite))
    }

    @Test(arguments: [(UInt64(1), false), (2, true), (3, true), (4, false)])
    func splicedTextIsTheWholeRewrite(seed: UInt64, overwrite: Bool) throws {
        let json = #"{ "sourceLanguage" : "en", "strings" : { \#(Self.variedEntries(count: 120, seed: seed)) }, "version" : "1.0" }"#
        var formatted = JSONWriter.write(try JSONParser.parse(Array(json.utf8)))
        if seed % 2 == 0 { formatted = [0xEF, 0xBB, 0xBF] + formatted + [0x0A] }
        #expect(CatalogFormatter.formattedLineStarts(.bytes(SourceFile(path: "", bytes: formatted))) != nil)
        let documents = Self.variedUnits(count: 120, seed: seed)

        let spliced = Self.plan(documents, formatted, overwrite: overwrite)
        for reshaped in [JSONReshaping.reindented(formatted), JSONReshaping.minified(formatted)] {
            #expect(CatalogFormatter.formattedLineStarts(.bytes(SourceFile(path: "", bytes: reshaped))) == nil)
            let rewritten = Self.plan(documents, reshaped, overwrite: overwrite)
            #expect(spliced.catalogs.map(\.counts) == rewritten.catalogs.map(\.counts))
            #expect(spliced.findings.map { XcodeReporter.line($0) } == rewritten.findings.map { XcodeReporter.line($0) })
            #expect(spliced.failures.isEmpty && rewritten.failures.isEmpty)
            let written = try #require(spliced.writes.first?.content.bytes)
            let whole = try #require(rewritten.writes.first?.content.bytes)
            // The reshaped file loses its BOM or final newline only where minifying removed them.
            let expected = try Catalog(bytes: whole).document
            var reference = expected
            reference.hasByteOrderMark = seed % 2 == 0
            reference.hasTrailingNewline = seed % 2 == 0
            #expect(written == JSONWriter.write(reference))
        }
        let counts = try #require(spliced.catalogs.first?.counts)
        #expect(counts.added > 0 && counts.updated > 0 && counts.skippedTotal > 0)
    }

    /// A mapped catalog's new text is its replacements, written from the mapping rather than
    /// built whole: the same bytes as the text built from the catalog read into memory.
    @Test(arguments: [(UInt64(5), false), (6, true)])
    func aMappedCatalogIsSplicedToTheSameBytes(seed: UInt64, overwrite: Bool) throws {
        let json = #"{ "sourceLanguage" : "en", "strings" : { \#(Self.variedEntries(count: 120, seed: seed)) }, "version" : "1.0" }"#
        let formatted = JSONWriter.write(try JSONParser.parse(Array(json.utf8)))
        let folder = try TempDirectory.make("mapped-import")
        try Data(formatted).write(to: folder.appendingPathComponent("Shop.xcstrings"))
        let documents = Self.variedUnits(count: 120, seed: seed)
        let mapped = ExchangeImport.plan(
            documents.map { ExchangeImport.Input(path: "es.csv", document: $0) },
            catalogPaths: ["Shop.xcstrings": "Shop.xcstrings"],
            catalogs: ["Shop.xcstrings": try CatalogText.open("Shop.xcstrings", currentDirectory: folder.path)],
            options: ExchangeImport.Options(overwrite: overwrite))
        let inMemory = Self.plan(documents, formatted, overwrite: overwrite)
        #expect(mapped.catalogs.map(\.counts) == inMemory.catalogs.map(\.counts))
        guard case .spliced(let spliced)? = mapped.writes.first?.content else {
            Issue.record("the mapped catalog's new text is not spliced")
            return
        }
        #expect(!spliced.replacements.isEmpty && !spliced.keepsBytes)
        #expect(spliced.bytes == (try #require(inMemory.writes.first?.content.bytes)))
    }

    /// A language new to an entry is written beside the language it goes before (or after
    /// the last), with that neighbour replaced too when it changes; two new languages, or none
    /// to place it among, write the whole entry. Each gives what the whole rewrite gives, with
    /// every language read and with some left out of the read.
    @Test(arguments: [["en", "es"], ["en", "es", "pt", "de", "ja"]])
    func newLanguagesAreWrittenBesideTheirNeighbours(allowed: [String]) throws {
        func unit(_ language: String, _ key: String, _ text: String) -> ExchangeUnit {
            ExchangeUnit(key: key, form: ExchangeForm(path: []), source: "x", target: text, state: .translated)
        }
        let entries = [
            ("between", ["en", "fr"]), ("last", ["de", "en"]), ("first", ["fr", "ja"]), ("only", ["ja"]),
            ("empty", []), ("twoNew", ["en"]), ("replaced", ["de", "en", "es", "ja"]),
        ]
        let json = #"{ "sourceLanguage" : "en", "strings" : { "# + entries.map { key, languages in
            let localizations = languages.map { #""\#($0)" : { "stringUnit" : { "state" : "translated", "value" : "\#($0) \#(key)" } }"# }
            return key == "empty" ? #""empty" : { "localizations" : { } }"# : #""\#(key)" : { "localizations" : { \#(localizations.joined(separator: ", ")) } }"#
        }.joined(separator: ", ") + #", "none" : { "comment" : "no localizations" } }, "version" : "1.0" }"#
        let formatted = JSONWriter.write(try JSONParser.parse(Array(json.utf8)))
        var byLanguage: [String: [ExchangeUnit]] = [:]
        for key in ["between", "last", "first", "only", "empty", "twoNew", "replaced", "none"] { byLanguage["es", default: []].append(unit("es", key, "es nuevo \(key)")) }
        byLanguage["fr", default: []] += [unit("fr", "between", "fr neu"), unit("fr", "first", "fr neu")]
        byLanguage["en", default: []].append(unit("en", "last", "en new"))
        byLanguage["pt", default: []].append(unit("pt", "twoNew", "pt novo"))
        byLanguage["ja", default: []].append(unit("ja", "replaced", "ja new"))
        let documents = [ExchangeDocument(format: .csv, files: byLanguage.keys.sorted().map {
            ExchangeFile(original: "Shop.xcstrings", sourceLanguage: "en", targetLanguage: $0, units: byLanguage[$0] ?? [])
        }, problems: [])]
        func plan(_ catalog: [UInt8]) -> ExchangeImport.Plan {
            ExchangeImport.plan(
                documents.map { ExchangeImport.Input(path: "es.csv", document: $0) },
                catalogPaths: ["Shop.xcstrings": "Shop.xcstrings"],
                catalogs: ["Shop.xcstrings": .bytes(SourceFile(path: "Shop.xcstrings", bytes: catalog))],
                options: ExchangeImport.Options(overwrite: true, languages: allowed))
        }
        let spliced = plan(formatted)
        let rewritten = plan(JSONReshaping.minified(formatted))
        #expect(spliced.failures.isEmpty && rewritten.failures.isEmpty)
        #expect(spliced.findings.map { XcodeReporter.line($0) } == rewritten.findings.map { XcodeReporter.line($0) })
        #expect(spliced.catalogs.map(\.counts) == rewritten.catalogs.map(\.counts))
        #expect(spliced.catalogs.first?.counts.added == (allowed.count == 2 ? 7 : 8))
        let written = try #require(spliced.writes.first?.content.bytes)
        #expect(written == JSONWriter.write(try Catalog(bytes: try #require(rewritten.writes.first?.content.bytes)).document))
    }

    /// A language new to an entry read without some of its languages is placed among all of
    /// them, those left out named by the layout's lines instead of reading the entry again: the
    /// same edit as on the whole entry. An entry not told their names, or given two new
    /// languages (which write the entry whole), is refused, not written without what it lacks.
    @Test func aNewLanguageIsPlacedAmongTheLanguagesTheReadLeftOut() throws {
        let json = #"{ "sourceLanguage" : "en", "strings" : { \#(Self.variedEntries(count: 120, seed: 7)) }, "version" : "1.0" }"#
        let formatted = JSONWriter.write(try JSONParser.parse(Array(json.utf8)))
        let text = CatalogText.bytes(SourceFile(path: "Shop.xcstrings", bytes: formatted))
        let lines = try #require(CatalogFormatter.formattedLineStarts(text))
        let part = try CatalogReader.read(text, into: CatalogReaderTests.KeptEntries(), languages: ["es"])
        let whole = try CatalogReader.read(text, into: CatalogReaderTests.KeptEntries())
        let pairs = zip(part.consumer.entries, whole.consumer.entries).filter { $0.0.omitsLanguages }
        let named = try #require(CatalogReader.namingLeftOutLanguages(of: pairs.map(\.0), in: text, lines: lines))
        let content = JSONValue.object([JSONMember(key: "stringUnit", value: .object([
            JSONMember(key: "state", value: .string("translated")), JSONMember(key: "value", value: .string("nuevo")),
        ]))])
        func applied(_ splice: CatalogSplice) -> [UInt8]? { formatted.withUnsafeBufferPointer { splice.applied(to: $0) } }
        var placed = 0
        for ((unnamed, original), entry) in zip(pairs, named) {
            #expect(entry.key == original.key)
            let languages = Set(original.value["localizations"]?.members?.map(\.key) ?? [])
            // Before every language, between two left out, after the last.
            for language in ["ca", "es", "it", "zz"] where !languages.contains(language) {
                #expect(CatalogSplice.needsAllLanguages([language], of: unnamed) && !CatalogSplice.needsWholeEntry([language], of: entry))
                var fromNamed = CatalogSplice()
                var fromWhole = CatalogSplice()
                try fromNamed.setLocalizations([(language, content)], of: entry)
                try fromWhole.setLocalizations([(language, content)], of: original)
                let same = applied(fromNamed) == applied(fromWhole)
                #expect(same, "'\(entry.key)' gaining '\(language)'")
                var blind = CatalogSplice()
                #expect(throws: CatalogFormatter.Failure.verificationFailed) { try blind.setLocalizations([(language, content)], of: unnamed) }
                placed += 1
            }
            #expect(CatalogSplice.needsWholeEntry(["ca", "zz"], of: entry))
            var both = CatalogSplice()
            #expect(throws: CatalogFormatter.Failure.verificationFailed) { try both.setLocalizations([("ca", content), ("zz", content)], of: entry) }
        }
        #expect(placed > 100)
        // An entry the layout does not put where its position says is not named.
        var moved = try #require(pairs.first?.0)
        moved.position = JSONPosition(line: 1, column: 5)
        #expect(CatalogReader.namingLeftOutLanguages(of: [moved], in: text, lines: lines) == nil)
    }

    /// The splice finds an old member's end in the text by its layout rather than by writing the
    /// member to count it: on every entry and every language of formatted catalogs (empty
    /// objects and arrays, escapes, brackets inside strings, the corpus's catalogs) the end found
    /// is where writing the member again ends.
    @Test func memberEndsFoundByLayoutAreTheWrittenLengths() throws {
        let hostile = #"""
            { "sourceLanguage" : "en", "strings" : {
              "" : { },
              "empty" : { "localizations" : { } },
              "k {" : { "comment" : "ends with {", "localizations" : {
                "de" : { },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "a [ \" {" } },
                "es" : { "stringSet" : { "state" : "new", "values" : [ ] } },
                "fr" : { "stringSet" : { "values" : [ "x {", "\n]" ] } },
                "ja" : [ ],
                "ko" : [ 1, { "a" : [ ] } ],
                "pt" : "{",
                "zh" : 12.5e3
              } },
              "last" : { "localizations" : { "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "new", "value" : "}" } } } } } } }
            }, "version" : "1.0" }
            """#
        var texts = [JSONWriter.write(try JSONParser.parse(Array(hostile.utf8)))]
        let varied = #"{ "sourceLanguage" : "en", "strings" : { \#(Self.variedEntries(count: 60, seed: 9)) }, "version" : "1.0" }"#
        texts.append(JSONWriter.write(try JSONParser.parse(Array(varied.utf8))))
        for url in Corpus.xcodeCatalogs {
            let bytes = try [UInt8](Data(contentsOf: url))
            guard let document = try? JSONParser.parse(bytes) else { continue }
            texts.append(JSONWriter.write(document))
        }
        var checked = 0
        for text in texts {
            let catalog = try Catalog(bytes: text)
            var lineStarts = [0]
            for (offset, byte) in text.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
            func check(_ key: String, _ value: JSONValue, at position: JSONPosition, depth: Int) {
                let lineStart = lineStarts[Int(position.line) - 1]
                let start = lineStart + Int(position.column) - 1
                let end = text.withUnsafeBufferPointer { CatalogSplice.memberEnd(in: $0, start: start, indent: start - lineStart) }
                #expect(end == start + JSONWriter.member(key, value, depth: depth).count, "\(key) at \(position)")
                checked += 1
            }
            for entry in catalog.entries {
                check(entry.key, entry.value, at: entry.position, depth: 2)
                guard case .object(let languages)? = entry.value.member(CatalogField.localizations)?.value else { continue }
                for language in languages { check(language.key, language.value, at: language.keyPosition, depth: 4) }
            }
        }
        #expect(checked > 100)
    }
}
