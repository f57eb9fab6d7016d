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
            let onePass = [
                "a: en,es true", "b:  true", "c:  false", "d:  false", "e: es true", "f:  false", "g: es true", "h:  false", "i:  true",
            ]
            if strategy == .onePass {
                #expect(Self.kept(read) == onePass)
            } else {
                // Read in halves, the second half leaves languages out only once it has heard the
                // source language from the first, which the threads' timing decides: each entry
                // is kept as one pass keeps it or read whole, and the first half's `a` always leaves out.
                let whole = Self.kept(try CatalogReader.read(text(Self.hostile), into: StructureCheckedConsumer(CatalogReaderTests.KeptEntries())))
                #expect(Self.kept(read).count == onePass.count)
                for (index, line) in Self.kept(read).enumerated() where index < onePass.count {
                    #expect(line == onePass[index] || line == whole[index], "\(line)")
                }
                #expect(Self.kept(read).first == onePass[0])
            }
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

    /// In a text laid out as `format` writes it, the languages an entry left out are named by
    /// the layout's lines: with those it built, the whole entry's keys and positions, in order
    /// (an escaped name decoded; a second `localizations`, and one nested in another member,
    /// not among them).
    @Test func theLanguagesAnEntryLeftOutAreNamedByTheLayout() throws {
        // Empty objects (an empty line each) before and inside `localizations`, languages after them.
        let empties = #"{ "sourceLanguage" : "en", "strings" : { "k" : { "x" : { }, "localizations" : { "de" : { }, "en" : { "stringUnit" : { } }, "fr" : { "variations" : { "plural" : { } } }, "ja" : { } } } } }"#
        let emptyText = CatalogText.bytes(SourceFile(path: "Shop.xcstrings", bytes: JSONWriter.write(try JSONParser.parse(Array(empties.utf8)))))
        let emptyRead = try CatalogReader.read(emptyText, into: CatalogReaderTests.KeptEntries(), languages: ["es"])
        let emptyNamed = try CatalogReader.namingLeftOutLanguages(
            of: emptyRead.consumer.entries, in: emptyText, lines: #require(CatalogFormatter.formattedLineStarts(emptyText)))
        #expect(emptyNamed?.map { $0.languageMembers?.map(\.key) ?? [] } == [["de", "en", "fr", "ja"]])
        #expect(CatalogReader.omissionDisagreement(emptyText, languages: ["es"], strategy: .onePass) == nil)

        let formatted = JSONWriter.write(try JSONParser.parse(Array(Self.hostile.utf8)))
        let text = CatalogText.bytes(SourceFile(path: "Shop.xcstrings", bytes: formatted))
        let lines = try #require(CatalogFormatter.formattedLineStarts(text))
        for strategy in [CatalogReader.Strategy.onePass, .halves] {
            let part = try CatalogReader.read(text, into: CatalogReaderTests.KeptEntries(), languages: ["es"], strategy: strategy)
            let whole = try CatalogReader.read(text, into: CatalogReaderTests.KeptEntries(), strategy: .onePass)
            let omitting = part.consumer.entries.filter(\.omitsLanguages)
            // Read in halves, the second half leaves languages out only once it has heard the
            // source language from the first, which depends on the threads' timing: there, the
            // entries it left out are a subset, each named as in one pass.
            let expected: KeyValuePairs = ["a": ["de", "en", "es", "fr", "ja"], "b": ["de"], "e": ["de", "es"], "g": ["pt", "es"], "i": ["de"]]
            let expectedKeys = expected.map(\.key)
            if strategy == .onePass {
                #expect(omitting.map(\.key) == expectedKeys)
            } else {
                #expect(omitting.map(\.key) == expectedKeys.filter { key in omitting.contains { $0.key == key } })
                #expect(omitting.first?.key == "a")
            }
            let named = try #require(CatalogReader.namingLeftOutLanguages(of: omitting, in: text, lines: lines))
            func listed(_ entry: CatalogEntry) -> [String]? { entry.languageMembers?.map { "\($0.key)@\($0.keyPosition.line):\($0.keyPosition.column)" } }
            #expect(named.map { $0.languageMembers?.map(\.key) ?? [] } == named.map { entry in expected.first { $0.key == entry.key }?.value ?? [] })
            for entry in named {
                let original = try #require(whole.consumer.entries.first { $0.key == entry.key })
                #expect(listed(entry) == listed(original), "\(entry.key)")
            }
            #expect(CatalogReader.omissionDisagreement(text, languages: ["es"], strategy: strategy) == nil)
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

    /// Values the languages left out hold, which their read validates without events: each
    /// is put as a left-out language, as a text member of one, and as its string unit's `value`,
    /// in an entry of each half. `nil` where the catalog is valid, else the error every read throws.
    static let hostileValues: [(value: [UInt8], error: String?)] = [
        (Array(#""bad \q escape""#.utf8), "invalid escape sequence '\\q' in string"),
        (Array(#""\u12""#.utf8), "invalid escape sequence in string; '\\u' needs four hexadecimal digits"),
        (Array(#""\uD800 x""#.utf8), "lone surrogate '\\uD800' in string; a high surrogate must be followed by a low one"),
        (Array(#""\uDC00""#.utf8), "lone surrogate '\\uDC00' in string; a low surrogate must follow a high one"),
        (Array(#""\uD83D\uDE00 \n\t\/\"\\ \u00e9""#.utf8), nil),
        (Array(#""a"#.utf8) + [0xFF] + Array(#"b""#.utf8), "invalid UTF-8 byte 0xFF; save the file as UTF-8"),
        (Array(#""a"#.utf8) + [0xE2, 0x82] + Array(#"b""#.utf8), "invalid UTF-8 byte 0x62; save the file as UTF-8"),
        (Array(#""a\n"#.utf8) + [0xC0, 0xAF] + Array(#"""#.utf8), "invalid UTF-8 byte 0xC0; save the file as UTF-8"),
        (Array(#""日本語 é 👍""#.utf8), nil),
        (Array("\"tab\there\"".utf8), "unescaped control character U+0009 in string; write it as '\\t'"),
        (Array("\"line\nfeed\"".utf8), "unescaped control character U+000A in string; write it as '\\n'"),
        ([UInt8(ascii: "\"")] + [0x01] + [UInt8(ascii: "\"")], "unescaped control character U+0001 in string; escape it as '\\u0001'"),
        (Array(#"{ "a" : [ { "b" : "\q" } ] }"#.utf8), "invalid escape sequence '\\q' in string"),
        (Array(String(repeating: "[", count: 520).utf8) + Array(String(repeating: "]", count: 520).utf8), "nesting is deeper than 512 levels"),
        (Array(String(repeating: #"{ "a" : "#, count: 520).utf8) + Array(String(repeating: "}", count: 520).utf8), "nesting is deeper than 512 levels"),
        (Array(String(repeating: "[", count: 500).utf8) + Array(String(repeating: "]", count: 500).utf8), nil),
        (Array("[ - ]".utf8), "unexpected byte 0x20; expected a digit"),
        (Array("[ 01 ]".utf8), "a number cannot have a leading zero"),
        (Array("[ 1. ]".utf8), "unexpected byte 0x20; expected a digit after '.'"),
        (Array("[ 1e+ ]".utf8), "unexpected byte 0x20; expected a digit after the exponent"),
        (Array("-0.5e-3".utf8), nil),
        (Array("12".utf8), nil),
        (Array("true".utf8), nil),
        (Array("null".utf8), nil),
        (Array("[]".utf8), nil),
        (Array("[ 1, 2 3 ]".utf8), "unexpected '3'; expected ',' or ']'"),
        (Array("[ 1, ]".utf8), "trailing comma before ']'; remove the comma"),
        (Array(#"{ "a" : 1, }"#.utf8), "trailing comma before '}'; remove the comma"),
        (Array(#"{ "a" 1 }"#.utf8), "unexpected '1'; expected ':' after the key"),
        (Array(#"{ a : 1 }"#.utf8), "unexpected 'a'; expected '\"' to begin a key"),
        (Array(#"{ "a" : 1 "b" : 2 }"#.utf8), "unexpected '\"'; expected ',' or '}'"),
        (Array(#"{ "a" : 1, "a" : { "\u0073tate" : [ true, false, null, {} ] } }"#.utf8), nil),
        (Array("[ tru ]".utf8), "unexpected byte 0x20; expected 'true'"),
        (Array("[ nul ]".utf8), "unexpected byte 0x20; expected 'null'"),
        (Array("x".utf8), "unexpected 'x'; expected a value"),
        (Array("[ ] ]".utf8), "unexpected ']'; expected ',' or '}'"),
    ]

    /// A catalog of many lines with `value` in the left-out German of entries 3 and 16, at `place`.
    static func catalog(holding value: [UInt8], at place: Int) -> [UInt8] {
        var bytes = Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n".utf8)
        for entry in 0..<20 {
            let german: [UInt8]
            if entry == 3 || entry == 16 {
                german = switch place {
                case 0: value
                case 1: Array(#"{ "variations" : "#.utf8) + value + Array(#", "stringUnit" : { "state" : "new", "value" : "x" } }"#.utf8)
                default: Array(#"{ "stringUnit" : { "state" : "new", "value" : "#.utf8) + value + Array(" } }".utf8)
                }
            } else {
                german = Array(#"{ "stringUnit" : { "state" : "translated", "value" : "Ä \"x\"" } }"#.utf8)
            }
            bytes += Array("    \"k\(entry)\" : {\n      \"localizations\" : {\n        \"de\" : ".utf8) + german
            bytes += Array(",\n        \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"E\\u00e9\" } }\n      }\n    }\(entry == 19 ? "" : ",")\n".utf8)
        }
        return bytes + Array("  },\n  \"version\" : \"1.0\"\n}\n".utf8)
    }

    @Test func valuesOfLanguagesLeftOutAreRejectedAsAWholeReadRejectsThem() throws {
        for (value, expected) in Self.hostileValues {
            for place in 0..<3 {
                let bytes = Self.catalog(holding: value, at: place)
                let text = CatalogText.bytes(SourceFile(path: "Shop.xcstrings", bytes: bytes))
                for strategy in CatalogReader.Strategy.allCases {
                    #expect(CatalogReader.omissionDisagreement(text, languages: ["es"], strategy: strategy) == nil, "\(String(decoding: value, as: UTF8.self)) \(place) \(strategy)")
                }
                let outcome = Result { () throws(JSONParseError) in try CatalogReader.read(text, into: CatalogReaderTests.KeptEntries(), languages: ["es"], strategy: .halves) }
                switch outcome {
                case .success(let read):
                    #expect(expected == nil, "\(String(decoding: value, as: UTF8.self)) read")
                    #expect(read.readInHalves)
                    // The second half's entries may be read before it hears the source language,
                    // and are then built whole (`omissionDisagreement` holds them to what they say).
                    #expect(read.consumer.entries.count == 20 && read.consumer.entries[0].omitsLanguages)
                case .failure(let error):
                    #expect(error.message == expected, "\(String(decoding: value, as: UTF8.self))")
                    // The first of the two, in entry 3.
                    #expect(error.location.line == 24)
                }
            }
        }
    }

    @Test func aCatalogCutAnywhereInALanguageLeftOutFailsAsAWholeReadFails() throws {
        let value = Array(#"{ "a" : [ 1, -2.5e3, true, null, "\u00e9\n", {} ], "b" : "日本" }"#.utf8)
        let bytes = Self.catalog(holding: value, at: 2)
        let start = try #require(bytes.firstRange(of: Array(#""k3""#.utf8))).lowerBound
        let end = try #require(bytes.firstRange(of: Array(#""k4""#.utf8))).lowerBound
        for cut in start..<end {
            let text = CatalogText.bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(bytes[..<cut])))
            for strategy in [CatalogReader.Strategy.onePass, .halves] {
                #expect(CatalogReader.omissionDisagreement(text, languages: ["es"], strategy: strategy) == nil, "\(cut) \(strategy)")
            }
        }
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
