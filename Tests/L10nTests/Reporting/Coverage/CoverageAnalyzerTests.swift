import Foundation
import Testing
@testable import L10nCore
@testable import L10nCatalog
@testable import L10nProject
@testable import L10nReporting

@Suite struct CoverageAnalyzerTests {
    /// A catalog from the `strings` member's content.
    func catalog(_ strings: String, sourceLanguage: String = "en") throws -> Catalog {
        try Catalog(bytes: Array(#"{"sourceLanguage":"\#(sourceLanguage)","strings":{\#(strings)},"version":"1.0"}"#.utf8))
    }

    func unit(_ value: String, state: String = "translated") -> String {
        #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"#
    }

    func analyze(_ strings: String, languages: [String] = ["en", "es"]) throws -> CoverageReport {
        CoverageAnalyzer.analyze(catalogs: [("Feature/Feature.xcstrings", try catalog(strings))], languages: languages)
    }

    @Test func absentLocalizationIsMissingWithSourceTextAndComment() throws {
        let report = try analyze(#""a.b.c":{"comment":"Shown on the card.","localizations":{"en":\#(unit("Hello"))}}"#)
        #expect(report.features.first?.coverage["en"] == LanguageCoverage(keys: 1, translated: 1, missing: 0, unreviewed: 0))
        #expect(report.features.first?.coverage["es"] == LanguageCoverage(keys: 1, translated: 0, missing: 1, unreviewed: 0))
        #expect(report.work == [WorkItem(
            feature: "Feature", catalog: "Feature/Feature.xcstrings", key: "a.b.c", language: "es", status: .missing,
            source: "Hello", comment: "Shown on the card.", currentTexts: ["en": "Hello"])])
    }

    /// A translator is told the forms the language's plural rules need, with the source's forms.
    @Test func pluralWorkListsTheFormsTheLanguageNeeds() throws {
        let english = #"{"variations":{"plural":{"one":\#(unit("%lld item")),"other":\#(unit("%lld items"))}}}"#
        let report = try analyze(#""a.count":{"localizations":{"en":\#(english)}}"#, languages: ["en", "es", "ru", "ja", "tlh"])
        #expect(report.work.map { $0.plural?.needed ?? [] } == [
            ["one", "many", "other"], ["one", "few", "many", "other"], ["other"], ["other"],
        ])
        #expect(report.work.first?.plural?.sourceForms == [
            PluralForms.Form(name: "one", text: "%lld item"), PluralForms.Form(name: "other", text: "%lld items"),
        ])
    }

    @Test func substitutionWorkNamesEachSubstitutionsForms() throws {
        let plural = { (one: String, other: String) in #"{"variations":{"plural":{"one":\#(unit(one)),"other":\#(unit(other))}}}"# }
        let english = #"{"stringUnit":{"state":"translated","value":"%#@files@ in %#@folders@"},"substitutions":{"#
            + #""files":{"argNum":1,"formatSpecifier":"lld",\#(plural("%arg file", "%arg files").dropFirst().dropLast())},"#
            + #""folders":{"argNum":2,"formatSpecifier":"lld",\#(plural("%arg folder", "%arg folders").dropFirst().dropLast())}}}"#
        let report = try analyze(#""a.files":{"localizations":{"en":\#(english)}}"#, languages: ["en", "es"])
        #expect(report.work.first?.plural?.needed == [
            "files.one", "files.many", "files.other", "folders.one", "folders.many", "folders.other",
        ])
        #expect(report.work.first?.plural?.sourceForms.map(\.name) == ["files.one", "files.other", "folders.one", "folders.other"])
        #expect(report.work.first?.source == "%#@files@ in %#@folders@")
    }

    @Test func textWithoutPluralHasNoPluralWork() throws {
        let report = try analyze(#""a.b.c":{"localizations":{"en":\#(unit("Hello"))}}"#)
        #expect(report.work.first?.plural == nil)
    }

    @Test func pluralWithOneNewFormIsUnreviewed() throws {
        let plural = #"{"variations":{"plural":{"one":\#(unit("%lld artículo", state: "new")),"other":\#(unit("%lld artículos"))}}}"#
        let english = #"{"variations":{"plural":{"one":\#(unit("%lld item")),"other":\#(unit("%lld items"))}}}"#
        let report = try analyze(#""a.count":{"localizations":{"en":\#(english),"es":\#(plural)}}"#)
        #expect(report.features.first?.coverage["es"] == LanguageCoverage(keys: 1, translated: 0, missing: 0, unreviewed: 1))
        #expect(report.work.map(\.status) == [.unreviewed])
        // The `other` form stands for a plural.
        #expect(report.work.first?.source == "%lld items")
        #expect(report.work.first?.currentTexts == ["en": "%lld items", "es": "%lld artículos"])
    }

    @Test func untranslatedSubstitutionFormIsUnreviewedAndSourceIsTheTopLevelFormat() throws {
        func substituted(_ top: String, one: String, other: String, state: String) -> String {
            #"{"stringUnit":{"state":"translated","value":"\#(top)"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":\#(unit(one)),"other":\#(unit(other, state: state))}}}}}"#
        }
        let report = try analyze(#""a.left":{"localizations":{"en":\#(substituted("%#@n@ left", one: "%arg coupon", other: "%arg coupons", state: "translated")),"es":\#(substituted("%#@n@", one: "Queda %arg", other: "Quedan %arg", state: "needs_review"))}}"#)
        #expect(report.work.map(\.status) == [.unreviewed])
        #expect(report.work.first?.source == "%#@n@ left")
    }

    @Test func emptyOrBlankValueIsEmptyAndCountsAsMissing() throws {
        let report = try analyze(#""a.empty":{"localizations":{"en":\#(unit("Hi")),"es":\#(unit(""))}},"a.blank":{"localizations":{"en":\#(unit("Yo")),"es":\#(unit(" \\n\\t", state: "new"))}},"a.nothing":{"localizations":{"en":\#(unit("Hey")),"es":{}}}"#)
        #expect(report.features.first?.coverage["es"] == LanguageCoverage(keys: 3, translated: 0, missing: 3, unreviewed: 0))
        #expect(report.work.map(\.status) == [.empty, .empty, .empty])
    }

    @Test func stringSetsCountAsText() throws {
        func set(_ values: String, state: String = "translated") -> String {
            #"{"stringSet":{"state":"\#(state)","values":[\#(values)]}}"#
        }
        let report = try analyze(#""a.b.c":{"localizations":{"en":\#(set(#""Player","Now Playing""#)),"es":\#(set(#""Reproductor""#, state: "new"))}},"#
            + #""a.b.d":{"localizations":{"en":\#(set(#"" ""#)),"es":{}}}"#)
        #expect(report.features.first?.coverage["en"] == LanguageCoverage(keys: 2, translated: 1, missing: 1, unreviewed: 0))
        #expect(report.work.map(\.status) == [.unreviewed, .empty, .empty])
        #expect(report.work.first?.source == "Player / Now Playing")
    }

    @Test func shouldTranslateFalseIsLeftOut() throws {
        let report = try analyze(#""a.brand":{"localizations":{"en":\#(unit("Shopwise"))},"shouldTranslate":false},"a.title":{"localizations":{"en":\#(unit("Title")),"es":\#(unit("Título"))}}"#)
        #expect(report.features.first?.keys == 1)
        #expect(report.features.first?.coverage["es"]?.percent == 100)
        #expect(report.work.isEmpty)
    }

    @Test func noKeysIsFullyCovered() throws {
        let report = try analyze("")
        let coverage = try #require(report.features.first?.coverage["es"])
        #expect(coverage == LanguageCoverage(keys: 0, translated: 0, missing: 0, unreviewed: 0))
        #expect(coverage.percent == 100)
        #expect(coverage.percentText == "100")
        #expect(!report.fails(under: 100))
    }

    @Test func duplicateKeysAndLanguagesCountOnce() throws {
        let report = try analyze(#""a.b":{"localizations":{"en":\#(unit("A"))}},"a.b":{"localizations":{"en":\#(unit("B"))}}"#, languages: ["en", "es", "en"])
        #expect(report.languages == ["en", "es"])
        #expect(report.features.first?.keys == 1)
        #expect(report.work.map(\.source) == ["A"])
    }

    @Test func firstEntryOfADuplicateKeyDecidesWhetherItCounts() throws {
        let report = try analyze(#""a.b":{"localizations":{"en":\#(unit("A"))},"shouldTranslate":false},"a.b":{"localizations":{"en":\#(unit("B"))}}"#)
        #expect(report.features.first?.keys == 0)
    }

    @Test func sourceLanguageComesFromTheCatalog() throws {
        let german = try catalog(#""a.b":{"localizations":{"de":\#(unit("Hallo"))}}"#, sourceLanguage: "de")
        let report = CoverageAnalyzer.analyze(catalogs: [("De.xcstrings", german)], languages: ["en"])
        #expect(report.work.map(\.source) == ["Hallo"])
    }

    @Test func featuresAreNamedAfterTheFileAndSorted() throws {
        let empty = try catalog("")
        let report = CoverageAnalyzer.analyze(
            catalogs: [("b/Offers.xcstrings", empty), ("a/Checkout.xcstrings", empty), ("Plain", empty)], languages: ["en"])
        #expect(report.features.map(\.feature) == ["Checkout", "Offers", "Plain"])
        #expect(report.features.map(\.id) == ["checkout", "offers", "plain"])
        #expect(report.features.map(\.catalog) == ["a/Checkout.xcstrings", "b/Offers.xcstrings", "Plain"])
    }

    @Test(arguments: [
        (10, 13, "76.9"), (2, 3, "66.7"), (1, 2, "50"), (999, 1000, "99.9"), (9999, 10000, "99.9"),
        (1, 10000, "0.1"), (0, 5, "0"), (5, 5, "100"),
    ])
    func percentIsRoundedToOneDecimalWithoutReachingTheEnds(translated: Int, keys: Int, text: String) {
        let coverage = LanguageCoverage(keys: keys, translated: translated, missing: keys - translated, unreviewed: 0)
        #expect(coverage.percentText == text)
    }

    @Test func lowestCoverageDecidesFailUnder() throws {
        let partial = try catalog(#""a.b":{"localizations":{"en":\#(unit("A"))}},"a.c":{"localizations":{"en":\#(unit("C")),"es":\#(unit("C"))}}"#)
        let report = CoverageAnalyzer.analyze(catalogs: [("Full.xcstrings", try catalog("")), ("Half.xcstrings", partial)], languages: ["en", "es"])
        let lowest = try #require(report.lowestCoverage())
        #expect(lowest.feature.feature == "Half")
        #expect(lowest.language == "es")
        #expect(lowest.coverage.percent == 50)
        #expect(report.fails(under: 50.1))
        #expect(!report.fails(under: 50))
        #expect(CoverageAnalyzer.analyze(catalogs: [], languages: ["en"]).lowestCoverage() == nil)
    }

    @Test func totalsAddUpFeatures() throws {
        let report = try analyze(#""a.b":{"localizations":{"en":\#(unit("A"))}},"a.c":{"localizations":{"en":\#(unit("C")),"es":\#(unit("C", state: "new"))}}"#)
        #expect(report.totalKeys == 2)
        #expect(report.totals["es"] == LanguageCoverage(keys: 2, translated: 0, missing: 1, unreviewed: 1))
    }

    @Test func sampleCatalogsMissOnlyThreeSpanishCheckoutKeys() throws {
        let report = try CoverageFixtures.sampleReport()
        #expect(report.features.map(\.feature) == ["Checkout", "Offers", "Profile", "Purchases", "SignIn"])
        #expect(Set(report.work.map { "\($0.feature) \($0.language) \($0.status)" }) == ["Checkout es missing"])
        #expect(report.work.count == 3)
        for feature in report.features where feature.feature != "Checkout" {
            #expect(feature.coverage.values.allSatisfy { $0.percent == 100 })
        }
        // `signin.screen.brand` is `shouldTranslate: false`.
        #expect(report.features.first(where: { $0.feature == "SignIn" })?.keys == 11)
    }

    @Test func largeCatalogIsAnalyzedWhole() throws {
        let languages = (0..<40).map { "l\($0)" }
        var strings: [String] = []
        for index in 0..<5000 {
            let localizations = languages.map { #""\#($0)":\#(unit("Text \(index)", state: index % 100 == 0 ? "new" : "translated"))"# }
            strings.append(#""key.\#(index)":{"comment":"c","localizations":{\#(localizations.joined(separator: ","))}}"#)
        }
        let big = try catalog(strings.joined(separator: ","))
        let report = CoverageAnalyzer.analyze(catalogs: [("Big.xcstrings", big)], languages: languages + ["fr"])
        #expect(report.features.first?.coverage["l7"] == LanguageCoverage(keys: 5000, translated: 4950, missing: 0, unreviewed: 50))
        #expect(report.work.count == 50 * 40 + 5000)
    }
}

/// A large catalog is measured in two halves; the report must be the one a single pass gives.
@Suite struct CoverageHalvesTests {
    @Test(arguments: [false, true])
    func halvesReportWhatOnePassReports(repeatAcrossTheCut: Bool) throws {
        let bytes = try CatalogReaderStrategyTests.xcodeCatalog(repeatAcrossTheCut: repeatAcrossTheCut)
        let occurrences = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\"shop.list.item3\" :").count - 1
        #expect(occurrences == (repeatAcrossTheCut ? 2 : 1))
        let text = CatalogText.bytes(SourceFile(path: "Shop/Shop.xcstrings", bytes: bytes))
        #expect(try CatalogReader.read(text, into: CollectedEntries(), strategy: .halves).readInHalves == !repeatAcrossTheCut)
        let languages = ["en", "es", "fr"]
        let whole = CoverageAnalyzer.analyze(catalogs: [("Shop/Shop.xcstrings", try Catalog(bytes: bytes))], languages: languages)
        for strategy in CatalogReader.Strategy.allCases {
            let streamed = try CoverageAnalyzer.analyze(text, languages: languages, strategy: strategy)
            #expect(CoverageAnalyzer.report([streamed], languages: languages) == whole, "\(strategy)")
            #expect(streamed.work.count > 50)
        }
    }
}
