import Foundation
import Testing

/// `catalog-structure`: valid JSON of the wrong shape is one finding, worded the same by every
/// command, and no command edits a catalog that has one.
@Suite(.tags(.endToEnd)) struct CatalogStructureEndToEndTests {
    static let catalog = "Catalogs/Offers/Offers.xcstrings"

    func project(_ catalogText: String) throws -> URL {
        let folder = try TempDirectory.make("structure")
        try TempDirectory.write(catalogText, to: Self.catalog, in: folder)
        return folder
    }

    @Test func stringsThatIsNotAnObjectFailsCheckAndSyncAlike() throws {
        let folder = try project(#"{ "sourceLanguage" : "en", "strings" : [], "version" : "1.0" }"#)
        let message = """
            Catalogs/Offers/Offers.xcstrings:1:28: error: The catalog's 'strings' is an array, not an object; it must map each key to its entry, as "strings" : { "feature.section.element" : { … } }. [catalog-structure]

            """
        #expect(try L10nBinary.run(["check", "--format", "xcode"], in: folder) == (message, "", 1))
        let sync = try L10nBinary.run(["sync"], in: folder)
        #expect(sync.stderr.hasPrefix(message))
        #expect(sync.exitCode == 2)
    }

    @Test func aRootThatIsNotAnObjectAndAMissingStringsAreNotCatalogs() throws {
        let array = try project("[]")
        #expect(try L10nBinary.run(["check", "--format", "xcode", "--disable", "source-language"], in: array) == ("""
            Catalogs/Offers/Offers.xcstrings:1:1: error: The file's top level is an array, not an object, so it is not a String Catalog; a catalog is { "sourceLanguage" : "en", "strings" : { … }, "version" : "1.0" }. [catalog-structure]

            """, "", 1))
        let noStrings = try project(#"{ "sourceLanguage" : "en", "version" : "1.0" }"#)
        #expect(try L10nBinary.run(["check", "--format", "xcode"], in: noStrings) == ("""
            Catalogs/Offers/Offers.xcstrings:1:1: error: The file has no 'strings' object, so it is not a String Catalog; add "strings" : {} or move the file out of the catalog folders. [catalog-structure]

            """, "", 1))
    }

    @Test func entriesAndLocalizationsOfTheWrongTypeAreFoundWhereTheyAre() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "offers.list.title" : "Offers",
                "offers.list.empty" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : "Nothing here",
                    "es" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : 3
                      }
                    }
                  }
                },
                "offers.list.more" : {
                  "localizations" : [ ]
                }
              },
              "version" : "1.0"
            }

            """
        let folder = try project(text)
        let result = try L10nBinary.run(["check", "--format", "xcode", "--disable", "keyfile-missing-accessor"], in: folder)
        let structure = result.stdout.split(separator: "\n").filter { $0.hasSuffix("[catalog-structure]") }
        #expect(structure == [
            #"Catalogs/Offers/Offers.xcstrings:4:5: error: Key 'offers.list.title' is a string, not an object; write its entry as { "extractionState" : "manual", "localizations" : { … } }. [catalog-structure]"#,
            #"Catalogs/Offers/Offers.xcstrings:8:9: error: Key 'offers.list.empty' has its 'en' localization as a string, not an object; write it as { "stringUnit" : { "state" : "translated", "value" : "…" } }. [catalog-structure]"#,
            #"Catalogs/Offers/Offers.xcstrings:12:13: error: Key 'offers.list.empty' has 'value' of its 'es' localization as a number, not a string; fix it in Xcode's catalog editor or in the JSON. [catalog-structure]"#,
            #"Catalogs/Offers/Offers.xcstrings:18:7: error: Key 'offers.list.more' has 'localizations' as an array, not an object; it must map each language to its text, as "localizations" : { "en" : { … } }. [catalog-structure]"#,
        ])
        #expect(result.exitCode == 1)

        // An edit could replace what it cannot read: sync and add refuse, and no byte changes.
        let sync = try L10nBinary.run(["sync"], in: folder)
        #expect(sync.stderr.hasPrefix(#"Catalogs/Offers/Offers.xcstrings:4:5: error: Key 'offers.list.title' is a string"#))
        #expect(sync.exitCode == 2)
        let add = try L10nBinary.run(["add", "offers.list.footer", "--en", "End", "--es", "Fin"], in: folder)
        #expect(add.stderr.hasPrefix(#"Catalogs/Offers/Offers.xcstrings:4:5: error: Key 'offers.list.title' is a string"#))
        #expect(add.exitCode == 2)
        #expect(try String(contentsOf: folder.appendingPathComponent(Self.catalog), encoding: .utf8) == text)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Catalogs/Offers/L10nKey+offers.swift").path))
    }

    /// Whether import splices Xcode's layout or rewrites the tree of any other, an entry it
    /// cannot read stops it before a byte is written.
    @Test(arguments: [true, false]) func importLeavesACatalogWithAStructureProblemAlone(xcodeLayout: Bool) throws {
        let xcode = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "offers.list.empty" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Nothing here"
                      }
                    }
                  }
                },
                "offers.list.title" : "Offers"
              },
              "version" : "1.0"
            }

            """
        let text = xcodeLayout ? xcode : xcode.replacingOccurrences(of: "\n  ", with: " ")
        let folder = try project(text)
        try TempDirectory.write("""
            catalog,language,key,form,source,comment,target,state
            Catalogs/Offers/Offers.xcstrings,es,offers.list.title,,Offers,,Ofertas,
            Catalogs/Offers/Offers.xcstrings,es,offers.list.empty,,Nothing here,,Nada,

            """, to: "es.csv", in: folder)
        let result = try L10nBinary.run(["import", "es.csv"], in: folder)
        let line = xcodeLayout ? "15:5" : "1:266"
        #expect(result.stderr == """
            Catalogs/Offers/Offers.xcstrings:\(line): error: Key 'offers.list.title' is a string, not an object; write its entry as { "extractionState" : "manual", "localizations" : { … } }. [catalog-structure]
            Error: nothing was imported because the files above could not be read; fix them and run 'l10n import' again.

            """)
        #expect(result.exitCode == 2)
        #expect(try String(contentsOf: folder.appendingPathComponent(Self.catalog), encoding: .utf8) == text)
    }

    /// report, generate and export turn away a catalog with a structure problem as they turn
    /// away one that is not JSON: its finding on stderr, the same stdout, exit 2, nothing written.
    @Test(arguments: [
        #"{ "sourceLanguage" : "en", "strings" : [], "version" : "1.0" }"#,
        #"{ "sourceLanguage" : "en", "strings" : { "offers.list.title" : 5 }, "version" : "1.0" }"#,
    ])
    func everyCommandTurnsAwayACatalogWithAStructureProblem(text: String) throws {
        let folder = try project(text)
        let check = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        let finding = check.stdout
        #expect(finding.hasSuffix("[catalog-structure]\n") && finding.split(separator: "\n").count == 1, "\(finding)")
        #expect(check.exitCode == 1)
        let notJSON = try project("{")
        for command in [["report"], ["generate"], ["generate", "--check"], ["export", "--all"]] {
            let result = try L10nBinary.run(command, in: folder)
            let asInvalidJSON = try L10nBinary.run(command, in: notJSON)
            #expect(result == (asInvalidJSON.stdout, finding, 2), "\(command)")
        }
        #expect(try String(contentsOf: folder.appendingPathComponent(Self.catalog), encoding: .utf8) == text)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Catalogs/Offers/L10nKey+offers.swift").path))
    }

    /// What catalog-structure reports is not reported again by the entry checks: an entry that
    /// is not an object is not "missing" anything, a value that is a number is not "empty".
    @Test func entryChecksLeaveStructureProblemsToCatalogStructure() throws {
        let folder = try project("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "offers.list.count" : 5,
                "offers.list.title" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Offers"
                      }
                    },
                    "es" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : 3
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }

            """)
        #expect(try L10nBinary.run(["check", "--format", "xcode"], in: folder) == ("""
            Catalogs/Offers/Offers.xcstrings:4:5: error: Key 'offers.list.count' is a number, not an object; write its entry as { "extractionState" : "manual", "localizations" : { … } }. [catalog-structure]
            Catalogs/Offers/Offers.xcstrings:17:13: error: Key 'offers.list.title' has 'value' of its 'es' localization as a number, not a string; fix it in Xcode's catalog editor or in the JSON. [catalog-structure]

            """, "", 1))
    }

    @Test func checkListsTheCheck() throws {
        let list = try L10nBinary.run(["check", "--list"], in: try TempDirectory.make("structure"))
        #expect(list.stdout.contains("catalog-structure"))
    }
}
