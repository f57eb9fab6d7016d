import Foundation
import Testing
@testable import L10nCore
@testable import L10nJSON
@testable import L10nCatalog
@testable import L10nProject

/// A read that builds only some languages of each entry (as `import` reads): the languages it
/// keeps, the structure problems of those it leaves out, and the whole entry read again.
@Suite struct CatalogReaderLanguagesTests {
    func text(_ json: String, byteOrderMark: Bool = false) -> CatalogText {
        .bytes(SourceFile(path: "Shop.xcstrings", bytes: (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(json.utf8)))
    }

    /// Entries whose languages left out hold every kind of structure problem, a second
    /// `localizations`, `localizations` that are not an object, nested look-alikes, an escaped
    /// language name, and enough lines for the halves to find a cut.
    static let hostile = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : 1, "value" : "x" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "A" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "a" } },
                "fr" : [ { "stringUnit" : 2 } ],
                "ja" : { "variations" : "plural", "stringUnit" : { "value" : null, "value" : {}, "state" : "new", "x" : [ { "state" : 3 } ] } }
              }
            },
            "b" : { "localizations" : { "de" : { } }, "localizations" : { "de" : { "stringUnit" : 3 } } },
            "c" : [ { "localizations" : { "de" : 1 } } ],
            "d" : { "localizations" : [ { "de" : 1 } ] },
            "e" : { "comment" : { "localizations" : { "de" : 1 } }, "localizations" : { "d\\u0065" : "x", "es" : { "localizations" : { "de" : 1 } } } },
            "f" : "text",
            "g" : { "localizations" : { "pt" : { "stringSet" : { "state" : 4 }, "substitutions" : 5 }, "es" : 6 } },
            "h" : { "localizations" : { } },
            "i" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Ä" } } } }
          },
          "version" : "1.0"
        }
        """

    static func kept(_ read: CatalogReader.Read<StructureCheckedConsumer<CatalogReaderTests.KeptEntries>>) -> [String] {
        read.consumer.inner.entries.map { entry in
            "\(entry.key): \((entry.value["localizations"]?.members ?? []).map(\.key).joined(separator: ",")) \(entry.omitsLanguages)"
        }
    }

    @Test func onlyTheNamedAndTheSourceLanguagesAreBuilt() throws {
        for strategy in CatalogReader.Strategy.allCases {
            let read = try CatalogReader.read(
                text(Self.hostile), into: StructureCheckedConsumer(CatalogReaderTests.KeptEntries()), languages: ["es"], strategy: strategy)
            #expect(Self.kept(read) == [
                "a: en,es true", "b:  true", "c:  false", "d:  false", "e: es true", "f:  false", "g: es true", "h:  false", "i:  true",
            ])
            // The second `localizations` of b is not the one any command reads: built whole.
            #expect(read.consumer.inner.entries[1].value.members?.last?.value["de"]?["stringUnit"] != nil)
            let problems = read.consumer.structureProblems(of: read.catalog).map { problem in
                "\(problem.key ?? "") \(problem.subject) \(problem.found.map(\.rawValue) ?? "nil") \(problem.position.line):\(problem.position.column)"
            }
            #expect(problems == [
                #"a member(name: "state", language: "de") number 6:35"#,
                #"a localization(language: "fr") array 9:9"#,
                #"a member(name: "variations", language: "ja") string 10:18"#,
                #"a member(name: "value", language: "ja") null 10:60"#,
                #"a member(name: "value", language: "ja") object 10:76"#,
                "c entry array 14:5",
                "d localizations array 15:13",
                #"e localization(language: "de") string 16:81"#,
                "f entry string 17:5",
                #"g member(name: "substitutions", language: "pt") number 18:73"#,
                #"g localization(language: "es") number 18:96"#,
            ], "\(strategy)")
            #expect(CatalogReader.omissionDisagreement(text(Self.hostile), languages: ["es"], strategy: strategy) == nil)
        }
    }

    @Test func anEntryReadAgainIsTheWholeEntryAtItsPositions() throws {
        for byteOrderMark in [false, true] {
            let text = text(Self.hostile, byteOrderMark: byteOrderMark)
            let read = try CatalogReader.read(text, into: CatalogReaderTests.KeptEntries(), languages: ["es"])
            let omitting = read.consumer.entries.filter(\.omitsLanguages)
            let whole = try CatalogReader.read(text, into: CatalogReaderTests.KeptEntries())
            let again = try #require(CatalogReader.wholeEntries(at: omitting.map(\.position), in: text))
            #expect(again.map(\.key) == ["a", "b", "e", "g", "i"])
            for member in again {
                let original = try #require(whole.consumer.entries.first { $0.key == member.key })
                #expect(member.keyPosition == original.position)
                #expect(member.value.hasSameContent(as: original.value))
                #expect(member.value["localizations"]?.members?.map(\.keyPosition) == original.value["localizations"]?.members?.map(\.keyPosition))
            }
            // Any order of positions; one that starts no member is nil.
            #expect(CatalogReader.wholeEntries(at: omitting.map(\.position).reversed(), in: text)?.map(\.key) == ["i", "g", "e", "b", "a"])
            #expect(CatalogReader.wholeEntries(at: [JSONPosition(line: 3, column: 4)], in: text) == nil)
            #expect(CatalogReader.wholeEntries(at: [JSONPosition(line: 90, column: 1)], in: text) == nil)
        }
    }

    @Test func aSourceLanguageNotYetKnownBuildsEveryLanguage() throws {
        let json = #"{ "strings" : { "a" : { "localizations" : { "de" : { }, "en" : { }, "es" : { } } } }, "sourceLanguage" : "de" }"#
        let read = try CatalogReader.read(text(json), into: CatalogReaderTests.KeptEntries(), languages: ["es"])
        #expect(read.consumer.entries.map { $0.value["localizations"]?.members?.map(\.key) } == [["de", "en", "es"]])
        #expect(read.consumer.entries.map(\.omitsLanguages) == [false])
        // Declared first, and not text: the default is the source.
        let declared = #"{ "sourceLanguage" : 1, "strings" : { "a" : { "localizations" : { "de" : { }, "en" : { }, "es" : { } } } } }"#
        let other = try CatalogReader.read(text(declared), into: CatalogReaderTests.KeptEntries(), languages: ["es"], defaultSourceLanguage: "de")
        #expect(other.consumer.entries.map { $0.value["localizations"]?.members?.map(\.key) } == [["de", "es"]])
        #expect(CatalogReader.omissionDisagreement(text(json), languages: ["es"], strategy: .onePass) == nil)
    }

    /// The sample app's catalogs and the corpus's, damaged ones included, in halves and in one pass.
    @Test func realCatalogsReadAsTheirWholeReads() throws {
        var paths = try InputPaths.resolve(arguments: [PackagePaths.root.appendingPathComponent("Catalogs").path], currentDirectory: "/")
        if let corpus = Corpus.directory?.path {
            for folder in [corpus, corpus + "/variants"] {
                paths += ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcstrings") }.map { folder + "/" + $0 }
            }
        }
        for path in paths {
            let text = CatalogText.bytes(SourceFile(path: path, bytes: try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))))
            for strategy in [CatalogReader.Strategy.onePass, .halves] {
                for languages in [["es"], ["fr", "de"], []] {
                    #expect(CatalogReader.omissionDisagreement(text, languages: Set(languages), strategy: strategy) == nil, "\(path)")
                }
            }
        }
    }
}
