import Foundation
import Testing
@testable import L10nCore
@testable import L10nJSON
@testable import L10nCatalog
@testable import L10nChecks

/// A read with notes (as `check` reads, issue 28): localizations in Xcode's common shape kept
/// as notes, every other shape built, and both read through the entries' API as a read of
/// trees reads them.
@Suite struct CatalogReaderNotesTests {
    func text(_ json: String) -> CatalogText {
        .bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(json.utf8)))
    }

    /// Localizations just in and just out of the shape: the other order, escaped names and
    /// texts, repeated members and languages, texts that are not strings, members added or
    /// missing, blank and non-ASCII texts, the source language (escaped too), a second
    /// `localizations`, look-alikes nested elsewhere, a repeated `strings`, and enough lines
    /// for the halves to find a cut.
    static let hostile = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : {
              "localizations" : {
                "ar" : { "stringUnit" : { "state" : "translated", "value" : "a" } },
                "de" : { "stringUnit" : { "state" : 1, "value" : "x" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "A %@" } },
                "es" : { "stringUnit" : { "value" : "a", "state" : "new" } },
                "fa" : {"stringUnit":{"state":"new","value":"f"}},
                "fr" : { "stringUnit" : { "st\u0061te" : "translated", "value" : "\u00e9\n\"" } },
                "he" : { "stringUnit" : { "state" : "translated", "value" : "\u0025d" } },
                "it" : { "stringUnit" : { "state" : "translated", "state" : "new", "value" : "i" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "j" }, "stringUnit" : { "state" : "new", "value" : "k" } },
                "ko" : { "stringUnit" : { "state" : "translated", "value" : null } },
                "ms" : { "stringUnit" : { "state" : "translated", "value" : "  " } },
                "nb" : { "stringUnit" : { "state" : "translated", "value" : "　" } },
                "nl" : { "stringUnit" : { "state" : "translated", "value" : "n", "x" : 1 } },
                "pl" : { "stringUnit" : { "state" : "translated" } },
                "pt" : { "stringUnit" : { } },
                "ro" :
                  {
                    "stringUnit"	:	{ "state" : "needs_review",
                  "value" : "Ünïcödé 😀 %1$@" } },
                "ru" : { },
                "sv" : { "stringUnit" : { "state" : "translated", "value" : [ "s" ] } },
                "tr" : { "stringUnit" : { "state" : "translated", "value" : { } } },
                "uk" : { "stringUnit" : [ ] },
                "vi" : "text",
                "ar" : { "stringUnit" : { "state" : "stale", "value" : "again" } },
                "zh" : { "stringUnit" : { "state" : "translated", "value" : "z" }, "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "zz" } } } } },
                "\u0065n" : { "stringUnit" : { "state" : "needs_review", "value" : " " } },
                "\u0063s" : { "stringUnit" : { "state" : "translated", "value" : "c" } },
                "null" : null
              }
            },
            "b" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "b" } } }, "localizations" : { "de" : { "stringUnit" : { "state" : "new", "value" : "c" } } } },
            "c" : [ { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "c" } } } } ],
            "d" : { "comment" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "d" } } } }, "localizations" : { "d\u0065" : { "stringUnit" : { "state" : "translated", "value" : "d" } } }, "x" : { "y" : { "stringUnit" : { "state" : "translated", "value" : "d" } } } },
            "e" : { "localizations" : { "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld e" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld es" } } } } }, "es" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } } } },
            "f" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "" } }, "es" : { "stringUnit" : { "state" : "stale", "value" : "f" } } } },
            "g" : "text",
            "h" : { "localizations" : { } },
            "i" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Ä" } } } },
            "k" : { "localizations" : [ { "de" : { "stringUnit" : { "state" : "translated", "value" : "k" } } } ] },
            "l" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "l" } }, "fr" : { "stringUnit" : { "state" : "translated", "value" : "l" } } } }
          },
          "strings" : { "j" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "j" } } } } },
          "version" : "1.0"
        }
        """#

    @Test func xcodesShapeIsNotedAndEveryOtherShapeBuilt() throws {
        for strategy in CatalogReader.Strategy.allCases {
            let read = try CatalogReader.read(text(Self.hostile), into: CatalogReader.Kept(), notes: true, strategy: strategy)
            let entries = Dictionary(read.consumer.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            // Only the shape with its names in order and texts without escapes; the source language too (escaped too).
            #expect(read.readInHalves == (strategy == .halves), "\(strategy)")
            let expected: [(key: String, noted: [String], why: String)] = [
                ("a", ["ar", "en", "fa", "ms", "nb", "ro", "ar", "en", "cs"], ""), ("b", ["de"], "only the first localizations"), ("c", [], ""),
                ("d", ["de"], "the escaped language, not the comment's"), ("e", ["en", "es"], "the source's plural"), ("f", ["en", "es"], "blank"),
                ("i", ["de"], ""),
                ("k", [], ""), ("l", ["de", "fr"], ""),
            ]
            for (key, noted, why) in expected {
                #expect(try #require(entries[key]).notedLanguages == noted, "\(strategy) \(key): \(why)")
            }
            let a = try #require(entries["a"])
            // A noted language leaves `null` in the value; the rest is the tree.
            #expect(a.value["localizations"]?["fa"].map { if case .null = $0 { true } else { false } } == true)
            #expect(a.value["localizations"]?["de"]?["stringUnit"]?["state"].map { if case .number("1") = $0 { true } else { false } } == true)
            let ro = try #require(a.localization("ro")?.content.stringUnit)
            #expect(ro.state == .needsReview && ro.value == "Ünïcödé 😀 %1$@")
            #expect(ro.position.line == 23 && ro.statePosition.line == 23 && ro.valuePosition.line == 24)
            #expect(try #require(entries["a"]).localization("nb")?.content.containsText(where: \.isBlank) == true)
            // The repeated `ar` is read from its own note.
            #expect(a.localizations.filter { $0.language == "ar" }.map { $0.content.stringUnit?.value } == ["a", "again"])
            #expect(read.catalog.document.duplicateKeys.map(\.key).sorted() == ["ar", "en", "localizations", "state", "stringUnit", "strings"])
            #expect(CatalogReader.notesDisagreement(text(Self.hostile), strategy: strategy) == nil, "\(strategy)")
        }
    }

    /// Plural localizations just in and just out of Xcode's plural shape: Xcode's layout, one
    /// line, tabs and CR LF; cases out of order, repeated, non-ASCII, escaped or empty; escaped
    /// `variations` and `plural`; members beside `plural`, `variations` and a case's unit; a
    /// unit in the other order or with an escaped text; a case that is not a unit alone; an
    /// empty plural; device variations; substitutions; the source language's plural; plurals
    /// in a second `localizations`, under `comment` and inside a substitution.
    static let plurals = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "p" : {
              "extractionState" : "manual",
              "localizations" : {
                "ar" : {
                  "variations" : {
                    "plural" : {
                      "few" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld few"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "%lld other"
                        }
                      }
                    }
                  }
                },
                "cs" : { "variations" : { "plural" : { "few" : { "stringUnit" : { "state" : "translated", "value" : "  " } }, "one" : { "stringUnit" : { "state" : "translated", "value" : "Ünï 😀" } }, "other" : { "stringUnit" : { "state" : "stale", "value" : "c" } } } } },
                "de" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "eins" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } } } } },
                "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld one" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } } } } },
                "es" : {"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"uno"}},"other":{"stringUnit":{"state":"new","value":""}}}}},
                "fi" :\t{\r\n"variations"\t: { "plural" :\r\n { "one" : { "stringUnit" : { "state" : "translated", "value" : "x" } } ,\n "other" : { "stringUnit" : { "state" : "translated", "value" : "y" } }\t} } },
                "fa" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "x", "state" : "translated" } } } } },
                "fr" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "a" } }, "one" : { "stringUnit" : { "state" : "translated", "value" : "b" } } } } },
                "he" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "a" } }, "one" : { "stringUnit" : { "state" : "translated", "value" : "b" } } } } },
                "it" : { "variations" : { "plural" : { "\\u006Fther" : { "stringUnit" : { "state" : "translated", "value" : "i" } } } } },
                "ja" : { "variations" : { "plural" : { "öther" : { "stringUnit" : { "state" : "translated", "value" : "j" } } } } },
                "ko" : { "v\\u0061riations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "k" } } } } },
                "ms" : { "variations" : { "plur\\u0061l" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "m" } } } } },
                "nb" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "n" } } }, "device" : { } } },
                "nl" : { "variations" : { "device" : { "mac" : { "stringUnit" : { "state" : "translated", "value" : "n" } } } } },
                "pl" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "p" } } } }, "substitutions" : { } },
                "pt" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "p" }, "x" : 1 } } } },
                "ro" : { "variations" : { "plural" : { "other" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "r" } } } } } } } },
                "ru" : { "variations" : { "plural" : { } } },
                "sk" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "\\u0025d" } } } } },
                "sv" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : 1, "value" : "s" } } } } },
                "tr" : { "variations" : { "plural" : { "other" : "text" } } },
                "uk" : { "variations" : { "plural" : [ ] } },
                "vi" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "v" } } } }, "x" : 1 },
                "zh" : { "stringUnit" : { "state" : "translated", "value" : "z" }, "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "zz" } } } } },
                "zu" : { "variations" : { "plural" : { "" : { "stringUnit" : { "state" : "translated", "value" : "" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "z" } } } } },
                "de" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "again" } } } } }
              }
            },
            "q" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } } } } } },
            "r" : { "localizations" : { "de" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "r" } } } } } }, "localizations" : { "fr" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "r" } } } } } } },
            "s" : { "comment" : { "x" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "s" } } } } } }, "localizations" : { "de" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "s" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "s" } } } } } } },
            "t" : { "localizations" : { "de" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "t" } } } } }, "fr" : { "stringUnit" : { "state" : "translated", "value" : "t" } } } },
        \((0..<40).map { #"    "u\#($0)" : { "localizations" : { "de" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld u" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld us" } } } } } } }"# }.joined(separator: ",\n"))
          },
          "version" : "1.0"
        }
        """

    @Test func xcodesPluralShapeIsNotedAndEveryOtherShapeBuilt() throws {
        for strategy in CatalogReader.Strategy.allCases {
            let read = try CatalogReader.read(text(Self.plurals), into: CatalogReader.Kept(), notes: true, strategy: strategy)
            #expect(read.readInHalves == (strategy == .halves), "\(strategy)")
            let entries = Dictionary(read.consumer.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            let expected: [(key: String, noted: [String])] = [
                ("p", ["ar", "cs", "de", "en", "es", "fi", "zu", "de"]), ("q", []), ("r", ["de"]), ("s", ["de"]), ("t", ["de", "fr"]),
            ]
            for (key, noted) in expected + (0..<40).map({ ("u\($0)", ["de"]) }) {
                #expect(try #require(entries[key]).notedLanguages == noted, "\(strategy) \(key)")
            }
            let p = try #require(entries["p"])
            #expect(p.value["localizations"]?["ar"].map { if case .null = $0 { true } else { false } } == true)
            let ar = try #require(p.localization("ar")?.content)
            #expect(ar.stringUnit == nil && ar.hasVariationsOrSubstitutions)
            let plural = try #require(ar.pluralCasesAlone)
            #expect(plural.position.line == 9 && plural.position.column == 13)
            #expect((0..<plural.count).map { "\(plural.name(at: $0)) \(plural.position(at: $0).line)" } == ["few 10", "other 16"])
            var states: [String] = []
            _ = ar.containsState { states.append($0?.rawValue ?? "-"); return false }
            #expect(states == ["translated", "needs_review"])
            #expect(p.localizations.filter { $0.language == "de" }.map { $0.content.forms.map { $0.unit.value ?? "-" } } == [["eins", "%lld"], ["again"]])
            #expect(read.catalog.document.duplicateKeys.map(\.key).sorted() == ["de", "localizations", "one"])
            #expect(CatalogReader.notesDisagreement(text(Self.plurals), strategy: strategy) == nil, "\(strategy)")
        }
        // The structure walk reads a plural note's units: every unit translated text, or not.
        let structure = try CatalogReader.read(text(Self.plurals), into: StructureCheckedConsumer(CatalogReader.Kept()), notes: true, strategy: .onePass)
        let flags = Dictionary(structure.consumer.inner.entries.map { ($0.key, ($0.everyLocalizationIsTranslatedText, $0.everyStringUnitIsTranslatedText)) }, uniquingKeysWith: { first, _ in first })
        #expect(flags["s"].map { $0.0 == false && $0.1 == true } == true)
        #expect(flags["p"].map { $0.0 == false && $0.1 == false } == true)
    }

    /// The plural catalog cut at every byte of its shapes (up to the repeated entries that give
    /// the halves a cut) fails as a read of trees fails.
    @Test func aPluralCatalogCutAnywhereFailsAsAReadOfTreesFails() throws {
        let bytes = Array(Self.plurals.utf8)
        let start = try #require(bytes.firstRange(of: Array(#""localizations""#.utf8))).lowerBound
        let end = try #require(bytes.firstRange(of: Array(#""u1""#.utf8))).lowerBound
        for cut in start..<end {
            let text = CatalogText.bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(bytes[..<cut])))
            for strategy in [CatalogReader.Strategy.onePass, .halves] {
                #expect(CatalogReader.notesDisagreement(text, strategy: strategy) == nil, "\(cut) \(strategy)")
            }
        }
    }

    /// A note is referred to, not carried: what every command copies is the size of a tree.
    @Test func aContentIsTheSizeOfATree() {
        #expect(MemoryLayout<LocalizationContent>.size == MemoryLayout<JSONValue>.size)
    }

    /// Without notes nothing is noted: every other command reads trees.
    @Test func aReadWithoutNotesNotesNothing() throws {
        for strategy in CatalogReader.Strategy.allCases {
            let read = try CatalogReader.read(text(Self.hostile), into: CatalogReader.Kept(), strategy: strategy)
            #expect(read.consumer.entries.allSatisfy { $0.localizationNotes == nil })
            let languages = try CatalogReader.read(text(Self.hostile), into: CatalogReader.Kept(), languages: ["es"], strategy: strategy)
            #expect(languages.consumer.entries.allSatisfy { $0.localizationNotes == nil })
        }
    }

    /// Which languages are noted does not depend on the source language: declared before the
    /// entries, after them, not at all, as another language or not as a string, both are.
    @Test func everyLanguageIsNotedWhateverTheSourceLanguage() throws {
        let entries = #""strings" : { "a" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "d" } }, "en" : { "stringUnit" : { "state" : "translated", "value" : "e" } } } } }"#
        for json in [
            "{ \"sourceLanguage\" : \"en\", \(entries) }", "{ \(entries), \"sourceLanguage\" : \"en\" }", "{ \(entries) }",
            "{ \"sourceLanguage\" : \"de\", \(entries) }", "{ \"sourceLanguage\" : 1, \(entries) }",
        ] {
            for strategy in CatalogReader.Strategy.allCases {
                let read = try CatalogReader.read(text(json), into: CatalogReader.Kept(), notes: true, strategy: strategy)
                #expect(read.consumer.entries.map(\.notedLanguages) == [["de", "en"]], "\(json) \(strategy)")
                #expect(CatalogReader.notesDisagreement(text(json), strategy: strategy) == nil, "\(json) \(strategy)")
            }
        }
    }

    /// A catalog in Xcode's layout whose root starts with `prefix` (its members before
    /// `strings`), whose entries hold German, English and French, with a cut for the halves.
    static func languageCatalog(prefix: String) -> String {
        let entries = (0..<12).map { index in
            let languages = ["de", "en", "fr"].map { language in
                "        \"\(language)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
                    + "            \"value\" : \"\(language) \(index)\"\n          }\n        }"
            }
            return "    \"k\(index)\" : {\n      \"localizations\" : {\n" + languages.joined(separator: ",\n") + "\n      }\n    }"
        }
        return prefix + "\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    static func describe(_ language: EntryLanguage?) -> String {
        switch language {
        case .known(let language)?: language
        case .atEnd?: "at the end"
        case .unknown?: "unknown"
        case nil: "not read"
        }
    }

    /// What the second half knows before it starts is what the first half would tell it: the
    /// root's first `sourceLanguage` declared before its first `strings`, else not before the
    /// end; and nothing (the second half hears the first as it reads) when the start is not as
    /// Xcode writes it. The halves then note exactly what one pass notes, as they do anyway.
    @Test func theSecondHalfKnowsTheSourceLanguageBeforeItStarts() throws {
        let xcode = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {"
        let cases: [(prefix: String, known: String)] = [
            (xcode, "en"), ("\u{FEFF}" + xcode, "en"), ("{\n  \"sourceLanguage\" : \"fr\",\n  \"strings\" : {", "fr"),
            ("{\r\n\t\"version\" : \"1.0\" ,\"sourceLanguage\":\"de\",\r\n  \"strings\"\t:\n{", "de"),
            ("{ \"sourceLanguage\" : \"de\", \"sourceLanguage\" : \"en\", \"strings\" : {", "de"),
            ("{ \"sourceLanguage\" : \"\", \"strings\" : {", ""), ("{ \"sourceLanguage\" : \"Ünï\", \"strings\" : {", "Ünï"),
            ("{\n  \"strings\" : {", "at the end"), ("{ \"version\" : \"1.0\", \"strings\" : {", "at the end"),
            ("{ \"source\\u004Canguage\" : \"en\", \"strings\" : {", "not read"),
            ("{ \"sourceLanguage\" : \"e\\u006E\", \"strings\" : {", "not read"),
            ("{ \"sourceLanguage\" : 1, \"strings\" : {", "not read"), ("{ \"x\" : { }, \"sourceLanguage\" : \"en\", \"strings\" : {", "not read"),
            ("{ \"x\" : null, \"strings\" : {", "not read"), ("{ \"sourceLanguage\" : true, \"strings\" : {", "not read"),
            ("{ \"x\" : \"" + String(repeating: "x", count: CatalogReader.languagePrefixBytes) + "\", \"sourceLanguage\" : \"en\", \"strings\" : {", "not read"),
        ]
        // Not JSON: the first half throws, and the answer is not asked for.
        let comma = Array("{ \"sourceLanguage\" : \"en\" \"strings\" : { \"a\" : { },\n    \"b\" : { } } }".utf8)
        #expect(comma.withUnsafeBufferPointer { CatalogReader.declaredLanguageBeforeStrings($0, before: $0.count) } == nil)
        for (prefix, known) in cases {
            let json = Self.languageCatalog(prefix: prefix)
            let bytes = Array(json.utf8)
            let cut = try #require(bytes.withUnsafeBufferPointer { CatalogReader.cut($0) })
            #expect(Self.describe(bytes.withUnsafeBufferPointer { CatalogReader.declaredLanguageBeforeStrings($0, before: cut.comma) }) == known, "\(prefix)")
            let halves = try CatalogReader.read(text(json), into: CatalogReader.Kept(), notes: true, strategy: .halves)
            let onePass = try CatalogReader.read(text(json), into: CatalogReader.Kept(), notes: true, strategy: .onePass)
            #expect(halves.readInHalves, "\(prefix)")
            if known != "not read" {
                #expect(halves.consumer.entries.map(\.notedLanguages) == onePass.consumer.entries.map(\.notedLanguages), "\(prefix)")
            }
            #expect(CatalogReader.notesDisagreement(text(json), strategy: .halves) == nil, "\(prefix)")
        }
    }

    /// With every byte of Xcode's start deleted, doubled or replaced, wherever the halves are
    /// read and what the second half knew before it started is an answer, the halves note what
    /// one pass notes; and a start read is never one the first half reads otherwise.
    @Test func aDamagedStartIsReadAsTheFirstHalfReadsIt() throws {
        let xcode = Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {".utf8)
        let rest = Array(Self.languageCatalog(prefix: "").utf8)
        let replacements: [[UInt8]] = ["", " ", "\t", "\r\n", "\"", "\\", "x", "1", "{", "}", ",", ":", "é", "\u{FEFF}"].map { Array($0.utf8) } + [[0xFF]]
        var answered = 0, compared = 0
        for offset in 0..<xcode.count {
            for replacement in replacements + [[xcode[offset], xcode[offset]]] {
                let bytes = Array(xcode[..<offset]) + replacement + Array(xcode[(offset + 1)...]) + rest
                guard let cut = bytes.withUnsafeBufferPointer({ CatalogReader.cut($0) }) else { continue }
                let known = bytes.withUnsafeBufferPointer { CatalogReader.declaredLanguageBeforeStrings($0, before: cut.comma) }
                let text = CatalogText.bytes(SourceFile(path: "Shop.xcstrings", bytes: bytes))
                #expect(CatalogReader.notesDisagreement(text, strategy: .halves) == nil, "\(offset) \(replacement)")
                guard known != nil else { continue }
                answered += 1
                guard let halves = try? CatalogReader.read(text, into: CatalogReader.Kept(), notes: true, strategy: .halves), halves.readInHalves,
                      let onePass = try? CatalogReader.read(text, into: CatalogReader.Kept(), notes: true, strategy: .onePass) else { continue }
                compared += 1
                #expect(halves.consumer.entries.map(\.notedLanguages) == onePass.consumer.entries.map(\.notedLanguages), "\(offset) \(replacement)")
            }
        }
        #expect(answered > 100 && compared > 100)
    }

    /// A catalog cut at every byte of its localizations fails as a read of trees fails.
    @Test func aCatalogCutAnywhereInItsLocalizationsFailsAsAReadOfTreesFails() throws {
        let bytes = Array(Self.hostile.utf8)
        let start = try #require(bytes.firstRange(of: Array(#""localizations""#.utf8))).lowerBound
        let end = try #require(bytes.firstRange(of: Array(#""version""#.utf8))).lowerBound
        for cut in start..<end {
            let text = CatalogText.bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(bytes[..<cut])))
            for strategy in [CatalogReader.Strategy.onePass, .halves] {
                #expect(CatalogReader.notesDisagreement(text, strategy: strategy) == nil, "\(cut) \(strategy)")
            }
        }
    }

    /// The notes of entries a consumer has let go are let go too, and the buffer reused; those
    /// of entries it keeps stay as they were while later entries are noted.
    @Test func notesOfEntriesLetGoAreReusedAndThoseKeptStay() throws {
        let json = "{ \"sourceLanguage\" : \"en\", \"strings\" : { " + (0..<200).map { index in
            "\"k\(index)\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"text \(index) with more than fifteen bytes\" } } } }"
        }.joined(separator: ", ") + " } }"
        for strategy in CatalogReader.Strategy.allCases {
            let kept = try CatalogReader.read(text(json), into: CatalogReader.Kept(), notes: true, strategy: strategy)
            #expect(kept.consumer.entries.map { $0.localization("de")?.content.stringUnit?.value } == (0..<200).map { "text \($0) with more than fifteen bytes" })
            let dropped = try CatalogReader.read(text(json), into: NotesSeen(), notes: true, strategy: strategy)
            #expect(dropped.consumer.values == (0..<200).map { "text \($0) with more than fifteen bytes" })
            #expect(dropped.consumer.largestStart == 0, "\(strategy): the buffer starts again for each entry let go")
        }
    }

    /// Reads each entry's note as it is given and lets the entry go.
    private struct NotesSeen: CatalogEntryConsumer {
        var values: [String] = []
        var largestStart = 0
        mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
            values.append(entry.localization("de")?.content.stringUnit?.value ?? "-")
            largestStart = max(largestStart, entry.localizationNotes?.start ?? -1)
        }
        mutating func append(_ later: NotesSeen) {
            values += later.values
            largestStart = max(largestStart, later.largestStart)
        }
    }

    /// The checks find in entries read with notes what they find in the same entries' trees,
    /// on the hostile catalog and the generated ones the format checks' shortcuts are held to.
    @Test func theChecksFindInNotesWhatTheyFindInTrees() throws {
        let options = CheckOptions(requiredLanguages: ["en", "es", "fr"])
        var found = 0, noted = 0
        for json in [Self.hostile, Self.plurals] + (1...40 as ClosedRange<UInt64>).map(CheckFastPathEquivalenceTests.catalog(seed:)) {
            for strategy in [CatalogReader.Strategy.onePass, .halves] {
                #expect(CatalogReader.notesDisagreement(text(json), strategy: strategy) == nil)
                let read = try CatalogReader.read(text(json), into: StructureCheckedConsumer(CatalogReader.Kept()), notes: true, strategy: strategy)
                let context = CatalogContext(path: "Shop.xcstrings", options: options, sourceLanguage: read.catalog.sourceLanguage ?? "en")
                for entry in read.consumer.inner.entries {
                    let tree = CatalogEntry(member: JSONMember(key: entry.key, value: entry.wholeValue, keyPosition: entry.position))
                    let findings = Checker.findings(of: entry, in: context)
                    #expect(findings == Checker.findings(of: tree, in: context), "\(entry.key)")
                    found += findings.count
                    noted += entry.notedLanguages.count
                }
            }
        }
        #expect(found > 100 && noted > 100)
    }

    /// Source-language localizations just in and just out of the shapes, as the checks that
    /// read the source read them: texts each format check finds something in (placeholders a
    /// translation leaves out, `%s`, a trailing `%`, unnumbered arguments, one read twice, `%%`),
    /// a plural and a device source, substitutions, the source repeated (a note first and a
    /// tree after, and the other way), `null`, a string set, an escaped key and text, blank,
    /// empty, `new` and non-ASCII texts, a second `localizations`, `shouldTranslate`, keys that
    /// stand in for a missing source; and 40 entries in Xcode's layout for the halves' cut.
    static func sources(declaring declaration: String = #""sourceLanguage" : "en","#, after: String = "") -> String {
        let xcode = (0..<40).map { index in
            "    \"x\(index) %@\" : {\n      \"localizations\" : {\n"
                + ["en", "es"].map { language in
                    "        \"\(language)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
                        + "            \"value\" : \"\(language) \(index % 3 == 0 ? "%@" : index % 3 == 1 ? "%lld %@" : "plain")\"\n          }\n        }"
                }.joined(separator: ",\n") + "\n      }\n    }"
        }.joined(separator: ",\n")
        return "{\n  " + declaration + #"""

          "strings" : {
            "%@ of %lld" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "%lld de %@" } } } },
            "a" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ and %lld" } }, "es" : { "stringUnit" : { "state" : "translated", "value" : "%@ y" } } } },
            "b" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ %2$@" } }, "en" : { "stringUnit" : { "state" : "translated", "value" : "%s then %" } } } },
            "c" : { "localizations" : { "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } }, "other" : { "stringUnit" : { "state" : "new", "value" : "%lld items %@" } } } } }, "es" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%@" } } } } } } },
            "d" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@ left" }, "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg one" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg %@" } } } } } } }, "es" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } } } },
            "e" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "first %@" } }, "en" : { "stringUnit" : { "state" : "translated", "value" : "second %lld" }, "x" : 1 }, "es" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } } } },
            "f" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "first %@" }, "x" : 1 }, "en" : { "stringUnit" : { "state" : "translated", "value" : "second %lld" } }, "es" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } } } },
            "g %@" : { "localizations" : { "en" : null, "es" : { "stringUnit" : { "state" : "translated", "value" : "%@" } } } },
            "h %@" : { "localizations" : { "\u0065n" : { "stringUnit" : { "state" : "translated", "value" : "%d %@" } }, "es" : { "stringUnit" : { "state" : "translated", "value" : "%@" } } } },
            "i" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "\u0025@ escaped %lld" } }, "es" : { "stringUnit" : { "state" : "translated", "value" : "%@" } } } },
            "j" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "   " } }, "es" : { "stringUnit" : { "state" : "new", "value" : "" } } } },
            "k" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "" } } } },
            "l" : { "localizations" : { "en" : { "stringUnit" : { "state" : "needs_review", "value" : "100%% sure, %1$@ %1$lld" } }, "es" : { "stringUnit" : { "state" : "translated", "value" : "100%% %1$@" } } } },
            "m" : { "localizations" : { "en" : { "stringUnit" : { "value" : "%@ other order", "state" : "translated" } }, "es" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } } } },
            "n" : { "shouldTranslate" : false, "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ %@" } } } },
            "o" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Ünïcödé %@ 😀" } }, "es" : { "stringUnit" : { "state" : "translated", "value" : "Ünï %lld" } } } },
            "p" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%@" } } }, "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } } } },
            "q" : { "localizations" : { "en" : { "variations" : { "device" : { "mac" : { "stringUnit" : { "state" : "translated", "value" : "%@ mac" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } } } } }, "es" : { "stringUnit" : { "state" : "translated", "value" : "%@" } } } },
            "r %lld" : { "localizations" : { "en" : { "stringSet" : { "state" : "translated", "values" : [ "%@" ] } }, "es" : { "stringUnit" : { "state" : "translated", "value" : "%@" } } } },
            "s %lld" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "%@" } } } },
            "t" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "%@" } }, "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ %@" } }, "de" : { "stringUnit" : { "state" : "new", "value" : "%lld" } } } },

        """# + xcode + "\n  }" + after + "\n}\n"
    }

    /// The source language is noted like any other language, and the checks that read it (the
    /// source text, the format texts, structure, plural forms) find in its note what they find
    /// in its tree: wherever the source language is declared, as another language, or not at all.
    @Test func theSourceLanguageIsNotedAndItsChecksReadItsNote() throws {
        let options = CheckOptions(requiredLanguages: ["en", "es", "de"])
        let catalogs = [
            Self.sources(), Self.sources(declaring: #""sourceLanguage" : "es","#),
            Self.sources(declaring: "", after: #", "sourceLanguage" : "en""#), Self.sources(declaring: ""),
        ]
        for json in catalogs {
            var found = 0, sourceNoted = 0
            for strategy in [CatalogReader.Strategy.onePass, .halves] {
                #expect(CatalogReader.notesDisagreement(text(json), strategy: strategy) == nil, "\(strategy)")
                let read = try CatalogReader.read(text(json), into: StructureCheckedConsumer(CatalogReader.Kept()), notes: true, strategy: strategy)
                #expect(read.readInHalves == (strategy == .halves))
                let language = read.catalog.sourceLanguage ?? "en"
                let context = CatalogContext(path: "Shop.xcstrings", options: options, sourceLanguage: language)
                for entry in read.consumer.inner.entries {
                    let tree = CatalogEntry(member: JSONMember(key: entry.key, value: entry.wholeValue, keyPosition: entry.position))
                    let findings = Checker.findings(of: entry, in: context)
                    #expect(findings == Checker.findings(of: tree, in: context), "\(entry.key) \(strategy)")
                    #expect(Self.describe(EntrySourceText(entry, sourceLanguage: language)) == Self.describe(EntrySourceText(tree, sourceLanguage: language)), "\(entry.key)")
                    let formats = [EntryFormatTexts(entry, sourceLanguage: language), EntryFormatTexts(tree, sourceLanguage: language)].map {
                        "\($0.source?.isKey == true) \($0.uniformSourceText ?? "-") \($0.someTextHasFormatProblems) \($0.someTextMayReadAnArgumentTwice)"
                    }
                    #expect(formats[0] == formats[1], "\(entry.key)")
                    found += findings.count
                    if entry.localization(language).map({ _ in entry.notedLanguages.contains(language) }) == true { sourceNoted += 1 }
                }
                let noted = Dictionary(read.consumer.inner.entries.map { ($0.key, $0.notedLanguages) }, uniquingKeysWith: { first, _ in first })
                // Every language in the shapes, the source language's among them, the escaped key's too.
                #expect(noted["a"] == ["en", "es"] && noted["c"] == ["en", "es"] && noted["e"] == ["en", "es"] && noted["f"] == ["en", "es"])
                #expect(noted["h %@"] == ["en", "es"] && noted["i"] == ["es"] && noted["p"] == ["en"] && noted["t"] == ["es", "en", "de"])
                #expect(noted["d"] == ["es"] && noted["g %@"] == ["es"] && noted["q"] == ["es"] && noted["x39 %@"] == ["en", "es"])
            }
            #expect(found > 100 && sourceNoted > 40, "\(found) \(sourceNoted)")
        }
    }

    /// What the format checks read of a source text.
    static func describe(_ source: EntrySourceText?) -> String {
        guard let source else { return "none" }
        let forms = source.forms.map { "\($0.path) \($0.text) \($0.position) \($0.scan.placeholders.map(\.text))" }
        return "\(source.language) \(source.isKey) \(forms) \(source.substitutions.map(\.name)) \(source.isFormatString)"
    }

    /// The sources' catalog cut at every byte of its `strings` fails as a read of trees fails.
    @Test func aSourcesCatalogCutAnywhereFailsAsAReadOfTreesFails() throws {
        let bytes = Array(Self.sources().utf8)
        let start = try #require(bytes.firstRange(of: Array(#""strings""#.utf8))).lowerBound
        let end = try #require(bytes.firstRange(of: Array(#""x1 %@""#.utf8))).lowerBound
        for cut in start..<end {
            let text = CatalogText.bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(bytes[..<cut])))
            for strategy in [CatalogReader.Strategy.onePass, .halves] {
                #expect(CatalogReader.notesDisagreement(text, strategy: strategy) == nil, "\(cut) \(strategy)")
            }
        }
    }

    /// The sample app's catalogs and the corpus's (Xcode's, damaged ones and the apps'), in halves and in one pass.
    @Test func realCatalogsReadWithNotesAsWithTrees() throws {
        let catalogs = PackagePaths.root.appendingPathComponent("Catalogs").path
        var paths = (FileManager.default.enumerator(atPath: catalogs)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".xcstrings") }.map { catalogs + "/" + $0 }
        if let corpus = Corpus.directory?.path {
            for folder in [corpus, corpus + "/variants"] {
                paths += ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcstrings") }.map { folder + "/" + $0 }
            }
            if let apps = FileManager.default.enumerator(atPath: corpus + "/apps") {
                paths += apps.compactMap { $0 as? String }.filter { $0.hasSuffix(".xcstrings") }.map { corpus + "/apps/" + $0 }
            }
        }
        #expect(!paths.isEmpty)
        var noted = 0
        for path in paths {
            let text = CatalogText.bytes(SourceFile(path: path, bytes: try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))))
            for strategy in [CatalogReader.Strategy.onePass, .halves] {
                #expect(CatalogReader.notesDisagreement(text, strategy: strategy) == nil, "\(path) \(strategy)")
            }
            if let read = try? CatalogReader.read(text, into: CatalogReader.Kept(), notes: true) {
                noted += read.consumer.entries.reduce(0) { $0 + $1.notedLanguages.count }
            }
        }
        #expect(noted > 0)
    }
}
