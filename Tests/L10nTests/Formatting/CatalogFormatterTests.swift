import Foundation
import Testing
@testable import L10nCore
@testable import L10nJSON
@testable import L10nCatalog

@Suite struct CatalogFormatterTests {
    static var sampleCatalogs: [URL] { catalogs(under: PackagePaths.root.appendingPathComponent("Catalogs")) }
    static var corpusCatalogs: [URL] { Corpus.xcodeCatalogs }

    static func catalogs(under folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "xcstrings" }.sorted { $0.path < $1.path }
    }

    func assertRestored(_ url: URL) throws {
        let original = try [UInt8](Data(contentsOf: url))
        #expect(try CatalogFormatter.format(original, sort: false) == original, "\(url.lastPathComponent) did not round-trip")
        #expect(try CatalogFormatter.format(JSONReshaping.minified(original), sort: false) == withoutFinalNewline(original),
                "\(url.lastPathComponent) minified was not restored")
        #expect(try CatalogFormatter.format(JSONReshaping.reindented(original), sort: false) == original,
                "\(url.lastPathComponent) re-indented was not restored")
    }

    /// A variant loses the final newline only when minified; Xcode writes none anyway.
    func withoutFinalNewline(_ bytes: [UInt8]) -> [UInt8] {
        bytes.last == 0x0A ? Array(bytes.dropLast()) : bytes
    }

    @Test func sampleCatalogsRoundTripAndAreRestored() throws {
        #expect(Self.sampleCatalogs.count >= 4)
        for url in Self.sampleCatalogs { try assertRestored(url) }
    }

    @Test(.enabled(if: Corpus.directory != nil, "needs ../shared/corpus"))
    func corpusCatalogsRoundTripAndAreRestored() throws {
        for url in Self.corpusCatalogs { try assertRestored(url) }
    }

    @Test func sortingPutsEveryObjectInXcodeOrder() throws {
        let scrambled = #"{"version":"1.0","strings":{"b.b.b":{"localizations":{"es":{"stringUnit":{"value":"b","state":"translated"}},"en":{"stringUnit":{"value":"b","state":"translated"}}},"extractionState":"manual"},"a.a.a":{"extractionState":"manual"}},"sourceLanguage":"en"}"#
        let sorted = String(decoding: try CatalogFormatter.format(Array(scrambled.utf8), sort: true), as: UTF8.self)
        #expect(sorted == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a.a.a" : {
                  "extractionState" : "manual"
                },
                "b.b.b" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "b"
                      }
                    },
                    "es" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "b"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
    }

    @Test func unreadableInputIsReportedWithItsPosition() {
        #expect(throws: CatalogFormatter.Failure.unreadable(JSONParseError(
            message: "trailing comma before '}'; remove the comma", location: SourceLocation(line: 1, column: 9), offset: 8))) {
            try CatalogFormatter.format(Array(#"{"a" : 1,}"#.utf8), sort: false)
        }
    }
}
