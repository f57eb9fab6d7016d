import Foundation
@testable import L10nCatalog
@testable import L10nReporting

/// Catalogs the coverage tests share.
enum CoverageFixtures {
    /// The sample app's catalogs with paths relative to the package root, as a user in the
    /// repository would name them.
    static func sampleCatalogs() throws -> [(path: String, catalog: Catalog)] {
        let folder = PackagePaths.root.appendingPathComponent("Catalogs")
        let features = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try features.compactMap { feature in
            let path = "Catalogs/\(feature)/\(feature).xcstrings"
            guard let data = FileManager.default.contents(atPath: PackagePaths.root.appendingPathComponent(path).path) else { return nil }
            return (path, try Catalog(bytes: Array(data)))
        }
    }

    static func sampleReport() throws -> CoverageReport {
        CoverageAnalyzer.analyze(catalogs: try sampleCatalogs(), languages: ["en", "es"])
    }
}

extension CoverageFixtures {
    /// Every kind of gap plus text that breaks naive output: commas, quotes, markup, pipes,
    /// line breaks, Markdown punctuation and a terminal escape sequence.
    static let edgeCatalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "edge.brand" : {
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Shopwise" } } },
              "shouldTranslate" : false
            },
            "edge.comma" : {
              "comment" : "Greeting, with \"quotes\" and\na line break.",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello, \"friend\"" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour, « ami »" } }
              }
            },
            "edge.done" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Listo" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Terminé" } }
              }
            },
            "edge.escape" : {
              "comment" : "Terminal escape: \u001B[31mred\u001B[0m",
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Tab\there \\ backslash" } } }
            },
            "edge.markdown|*key*_`tick`" : {
              "comment" : "[link](https://example.com) ~strike~ # not a heading",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "**bold** _it_" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "**negrita** _it_" } }
              }
            },
            "edge.newline" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Line one\r\nLine two" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : " \n " } }
              }
            },
            "edge.no_source" : {
              "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Sin inglés" } } }
            },
            "edge.pipe" : {
              "comment" : "A | in a table cell",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "A | B" } },
                "es" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              }
            },
            "edge.plural" : {
              "comment" : "Number of items in the cart.",
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
                } } },
                "es" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "new", "value" : "%lld artículo" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld artículos" } }
                } } }
              }
            },
            "edge.script" : {
              "comment" : "Shown as <b>bold</b> & 'quoted'",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "<script>alert('x')</script> & more" } },
                "es" : { "stringUnit" : { "state" : "needs_review", "value" : "<script>alert('x')</script> y más" } }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    /// The edge catalog in French and Spanish too, next to an empty catalog that is complete.
    static func edgeReport() throws -> CoverageReport {
        let edge = try Catalog(bytes: Array(edgeCatalog.utf8))
        let empty = Catalog.empty()
        return CoverageAnalyzer.analyze(
            catalogs: [("Fixtures/Edge.xcstrings", edge), ("Fixtures/Empty.xcstrings", empty)], languages: ["en", "es", "fr"])
    }
}
