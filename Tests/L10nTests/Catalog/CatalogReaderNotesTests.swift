import Foundation
import Testing
@testable import L10nCore
@testable import L10nJSON
@testable import L10nCatalog
@testable import L10nChecks
@testable import L10nProject

/// A read with notes (as `check` reads, issue 28): localizations in Xcode's common shape kept
/// as notes, every other shape built, and both read through the entries' API as a read of
/// trees reads them.
@Suite struct CatalogReaderNotesTests {
    func text(_ json: String) -> CatalogText {
        .bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(json.utf8)))
    }

    /// Localizations just in and just out of the shape: the other order, escaped names and
    /// texts, repeated members, texts that are not strings, members added or missing, a second
    /// `localizations`, look-alikes nested elsewhere, a repeated `strings`, and enough lines
    /// for the halves to find a cut.
    static let hostile = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : 1, "value" : "x" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "A %@" } },
                "es" : { "stringUnit" : { "value" : "a", "state" : "new" } },
                "fr" : { "stringUnit" : { "st\u0061te" : "translated", "value" : "\u00e9\n\"" } },
                "it" : { "stringUnit" : { "state" : "translated", "state" : "new", "value" : "i" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "j" }, "stringUnit" : { "state" : "new", "value" : "k" } },
                "ko" : { "stringUnit" : { "state" : "translated", "value" : null } },
                "nl" : { "stringUnit" : { "state" : "translated", "value" : "n", "x" : 1 } },
                "pl" : { "stringUnit" : { "state" : "translated" } },
                "pt" : { "stringUnit" : { } },
                "ru" : { },
                "sv" : { "stringUnit" : { "state" : "translated", "value" : [ "s" ] } },
                "tr" : { "stringUnit" : { "state" : "translated", "value" : { } } },
                "uk" : { "stringUnit" : [ ] },
                "vi" : "text",
                "zh" : { "stringUnit" : { "state" : "translated", "value" : "z" }, "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "zz" } } } } },
                "en" : { "stringUnit" : { "state" : "needs_review", "value" : " " } }
              }
            },
            "b" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "b" } } }, "localizations" : { "de" : { "stringUnit" : { "state" : "new", "value" : "c" } } } },
            "c" : [ { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "c" } } } } ],
            "d" : { "comment" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "d" } } } }, "localizations" : { "d\u0065" : { "stringUnit" : { "state" : "translated", "value" : "d" } } } },
            "e" : { "localizations" : { "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld e" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld es" } } } } }, "es" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } } } },
            "f" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "" } }, "es" : { "stringUnit" : { "state" : "stale", "value" : "f" } } } },
            "g" : "text",
            "h" : { "localizations" : { } },
            "i" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Ä" } } } }
          },
          "strings" : { "j" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "j" } } } } },
          "version" : "1.0"
        }
        """#

    /// The languages of each entry that the read noted.
    static func noted(_ entry: CatalogEntry) -> [String] {
        entry.localizations.enumerated().compactMap { index, localization in entry.note(at: index) != nil ? localization.language : nil }
    }

    @Test func xcodesShapeIsNotedAndEveryOtherShapeBuilt() throws {
        for strategy in CatalogReader.Strategy.allCases {
            let read = try CatalogReader.read(text(Self.hostile), into: CatalogReader.Kept(), notes: true, strategy: strategy)
            let entries = Dictionary(read.consumer.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            // The other order, escaped names and texts are the shape; the repeated `en` is too.
            #expect(try Self.noted(#require(entries["a"])) == ["en", "es", "fr", "en"], "\(strategy)")
            #expect(try Self.noted(#require(entries["b"])) == ["de"], "\(strategy): only the first localizations")
            #expect(try Self.noted(#require(entries["c"])) == [])
            #expect(try Self.noted(#require(entries["d"])) == ["de"], "\(strategy): the escaped language, not the comment's")
            #expect(try Self.noted(#require(entries["e"])) == ["es"])
            #expect(try Self.noted(#require(entries["f"])) == ["en", "es"])
            #expect(try Self.noted(#require(entries["i"])) == ["de"])
            let a = try #require(entries["a"])
            // A noted language leaves `null` in the value; the rest is the tree.
            #expect(a.value["localizations"]?["es"].map { if case .null = $0 { true } else { false } } == true)
            #expect(a.value["localizations"]?["de"]?["stringUnit"]?["state"].map { if case .number("1") = $0 { true } else { false } } == true)
            let fr = try #require(a.localizationContent("fr")?.stringUnit)
            #expect(fr.state == .translated && fr.value == "é\n\"" && fr.statePosition == JSONPosition(line: 9, column: 35))
            #expect(a.localizationContent("es")?.note?.stateFirst == false)
            #expect(read.catalog.document.duplicateKeys.map(\.key).sorted() == ["en", "localizations", "state", "stringUnit", "strings"])
            #expect(CatalogReader.notesDisagreement(text(Self.hostile), strategy: strategy) == nil, "\(strategy)")
        }
    }

    /// Without notes nothing is noted: every other command reads trees.
    @Test func aReadWithoutNotesNotesNothing() throws {
        let read = try CatalogReader.read(text(Self.hostile), into: CatalogReader.Kept(), strategy: .halves)
        #expect(read.consumer.entries.allSatisfy { $0.localizationNotes == nil })
        let languages = try CatalogReader.read(text(Self.hostile), into: CatalogReader.Kept(), languages: ["es"], strategy: .halves)
        #expect(languages.consumer.entries.allSatisfy { $0.localizationNotes == nil })
    }

    /// A catalog cut at every byte of noted and built localizations fails as a read of trees fails.
    @Test func aCatalogCutAnywhereInALocalizationFailsAsAReadOfTreesFails() throws {
        let bytes = Array(Self.hostile.utf8)
        let start = try #require(bytes.firstRange(of: Array(#""de" : { "stringUnit" : { "state" : 1"#.utf8))).lowerBound
        let end = try #require(bytes.firstRange(of: Array(#""ko""#.utf8))).lowerBound
        for cut in start..<end {
            let text = CatalogText.bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(bytes[..<cut])))
            for strategy in [CatalogReader.Strategy.onePass, .halves] {
                #expect(CatalogReader.notesDisagreement(text, strategy: strategy) == nil, "\(cut) \(strategy)")
            }
        }
    }

    /// The checks find in entries read with notes what they find in the same entries' trees,
    /// on the hostile catalog and the generated ones the format checks' shortcuts are held to.
    @Test func theChecksFindInNotesWhatTheyFindInTrees() throws {
        let options = CheckOptions(requiredLanguages: ["en", "es", "fr"])
        var found = 0, noted = 0
        for json in [Self.hostile] + (1...40 as ClosedRange<UInt64>).map(CheckFastPathEquivalenceTests.catalog(seed:)) {
            for strategy in [CatalogReader.Strategy.onePass, .halves] {
                #expect(CatalogReader.notesDisagreement(text(json), strategy: strategy) == nil)
                let read = try CatalogReader.read(text(json), into: StructureCheckedConsumer(CatalogReader.Kept()), notes: true, strategy: strategy)
                let context = CatalogContext(path: "Shop.xcstrings", options: options, sourceLanguage: read.catalog.sourceLanguage ?? "en")
                for entry in read.consumer.inner.entries {
                    let tree = CatalogEntry(member: JSONMember(key: entry.key, value: entry.wholeValue, keyPosition: entry.position))
                    let findings = Checker.findings(of: entry, in: context)
                    #expect(findings == Checker.findings(of: tree, in: context), "\(entry.key)")
                    found += findings.count
                    noted += entry.notedLocalizationCount
                }
            }
        }
        #expect(found > 100 && noted > 100)
    }

    /// The sample app's catalogs and the corpus's (Xcode's, damaged ones and the apps'), in halves and in one pass.
    @Test func realCatalogsReadWithNotesAsWithTrees() throws {
        var paths = try InputPaths.resolve(arguments: [PackagePaths.root.appendingPathComponent("Catalogs").path], currentDirectory: "/")
        if let corpus = Corpus.directory?.path {
            for folder in [corpus, corpus + "/variants"] {
                paths += ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcstrings") }.map { folder + "/" + $0 }
            }
            if let apps = FileManager.default.enumerator(atPath: corpus + "/apps") {
                paths += apps.compactMap { $0 as? String }.filter { $0.hasSuffix(".xcstrings") }.map { corpus + "/apps/" + $0 }
            }
        }
        var noted = 0
        for path in paths {
            let text = CatalogText.bytes(SourceFile(path: path, bytes: try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))))
            for strategy in [CatalogReader.Strategy.onePass, .halves] {
                #expect(CatalogReader.notesDisagreement(text, strategy: strategy) == nil, "\(path) \(strategy)")
            }
            if let read = try? CatalogReader.read(text, into: CatalogReader.Kept(), notes: true) {
                noted += read.consumer.entries.reduce(0) { $0 + $1.notedLocalizationCount }
            }
        }
        #expect(noted > 0)
    }
}
