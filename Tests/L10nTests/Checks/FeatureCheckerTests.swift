import Foundation
import Testing
import L10nProject
@testable import L10nCore
@testable import L10nProject
@testable import L10nChecks

/// `Checker.check(features:)`: catalogs and key files together, and every way a folder can be
/// incomplete.
@Suite struct FeatureCheckerTests {
    static let shopCatalog = """
        { "sourceLanguage" : "en", "strings" : {
          "shop.home.title" : { "extractionState" : "manual", "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } },
            "es" : { "stringUnit" : { "state" : "translated", "value" : "Inicio" } } } }
        } }
        """

    static let shopKeyFile = """
        extension L10nKey {
            enum Shop {
                enum Home {
                    static let title = LocalizedStringResource("shop.home.title", table: "Shop")
                }
            }
        }
        """

    func feature(catalog: String?, keyFile: String?, folder: String = "Shop/") -> FeatureFolder<ReadFiles> {
        FeatureFolder<ReadFiles>(
            catalog: catalog.map { SourceFile(path: folder + "Shop.xcstrings", bytes: Array($0.utf8)) },
            keyFile: keyFile.map { SourceFile(path: folder + "L10nKey+shop.swift", bytes: Array($0.utf8)) })
    }

    @Test func aCompleteFolderPassesAndCountsBothFiles() {
        let run = Checker.check(features: [feature(catalog: Self.shopCatalog, keyFile: Self.shopKeyFile)])
        #expect(run.diagnostics == [])
        #expect(run.files == 2)
        #expect(run.keys == 1)
    }

    /// The sample app: only the in-progress Checkout feature has gaps.
    @Test func sampleAppShowsExactlyTheCheckoutGaps() throws {
        let root = PackagePaths.root.path
        let sources = try InputPaths.features(arguments: ["Catalogs"], currentDirectory: root)
            .map { try $0.read(currentDirectory: root) }
        let run = Checker.check(features: sources)
        #expect(run.files == 10)
        #expect(run.diagnostics.map(\.checkID) == ["missing-translation", "missing-translation", "missing-translation", "keyfile-missing-key"])
        let missingKey = try #require(run.diagnostics.last)
        #expect(missingKey.path == "Catalogs/Checkout/L10nKey+checkout.swift")
        #expect(missingKey.key == "checkout.summary.promoCode")
        #expect(missingKey.message == "Key 'checkout.summary.promoCode' of accessor `promoCode` is not in Checkout.xcstrings; add the key to the catalog or delete the accessor.")
    }

    @Test func aCatalogWithoutKeyFileGetsOneFindingNotOnePerKey() {
        let run = Checker.check(features: [feature(catalog: Self.shopCatalog, keyFile: nil)])
        #expect(run.diagnostics.map(\.checkID) == ["keyfile-missing-accessor"])
        #expect(run.diagnostics[0].path == "Shop/Shop.xcstrings")
        #expect(run.diagnostics[0].location == SourceLocation(line: 1, column: 1))
        #expect(run.diagnostics[0].message == "Shop.xcstrings has no key file, so its 1 key has no typed accessors; run l10n generate (or l10n sync) to create L10nKey+shop.swift.")
        #expect(run.files == 1)
    }

    @Test func anOrphanKeyFileIsReportedOnceAndStillRead() {
        let orphan = Self.shopKeyFile.replacingOccurrences(of: "\"Shop\")\n", with: "\"Shop\")\n                static let title = LocalizedStringResource(\"shop.home.title\", table: \"Shop\")\n")
        let run = Checker.check(features: [feature(catalog: nil, keyFile: orphan)])
        #expect(run.diagnostics.map(\.checkID) == ["keyfile-missing-key", "keyfile-duplicate"])
        #expect(run.diagnostics[0].location == SourceLocation(line: 2, column: 10))
        #expect(run.diagnostics[0].message == "L10nKey+shop.swift has no .xcstrings catalog beside it, so none of its keys can be found; add the catalog to its folder or delete the file.")
        #expect(run.files == 1 && run.keys == 0)
    }

    /// Accessors the reader could not read may exist, so none is reported missing; what it did
    /// read is still checked.
    @Test func aKeyFileWithSyntaxErrorsIsReportedWithoutGuessingMissingAccessors() {
        let catalog = Self.shopCatalog.replacingOccurrences(of: "\n} }", with: ",\n  \"shop.home.subtitle\" : {}\n} }")
        let broken = Self.shopKeyFile.replacingOccurrences(
            of: "        enum Home {\n",
            with: "        enum Home {\n            static let = (\n        }\n        enum Other {\n            static let other = LocalizedStringResource(\"shop.other.other\", table: \"Shop\")\n")
        let run = Checker.check(features: [feature(catalog: catalog, keyFile: broken)], options: CheckOptions(disabled: ["missing-translation", "extraction-state"]))
        #expect(run.diagnostics.map(\.checkID) == ["keyfile-syntax", "keyfile-missing-key", "keyfile-section"])
        #expect(run.diagnostics[0].path == "Shop/L10nKey+shop.swift")
        #expect(run.diagnostics[0].location == SourceLocation(line: 4, column: 24))
    }

    @Test func aKeyFileBesideABrokenCatalogIsCheckedOnItsOwn() {
        let run = Checker.check(features: [feature(catalog: "{ \"strings\" : ", keyFile: Self.shopKeyFile + "\n}")])
        #expect(run.diagnostics.map(\.checkID) == ["keyfile-syntax", "json-syntax"])
        #expect(run.files == 2)
    }

    /// Its accessors are read, but none is reported missing: an edit would corrupt the file anyway.
    @Test func aKeyFileThatIsNotUTF8IsReportedAndStillRead() {
        let bytes = Array(Self.shopKeyFile.utf8) + Array("\n// caf".utf8) + [0xE9]
        let source = FeatureFolder<ReadFiles>(
            catalog: SourceFile(path: "Shop.xcstrings", bytes: Array(Self.shopCatalog.utf8)),
            keyFile: SourceFile(path: "L10nKey+shop.swift", bytes: bytes))
        let run = Checker.check(features: [source])
        #expect(run.diagnostics.map(\.message) == ["the file is not UTF-8 text; save it as UTF-8"])
        let withoutTheCatalogKey = FeatureFolder<ReadFiles>(
            catalog: SourceFile(path: "Shop.xcstrings", bytes: Array(#"{ "sourceLanguage" : "en", "strings" : {} }"#.utf8)),
            keyFile: source.contents.keyFile)
        #expect(Checker.check(features: [withoutTheCatalogKey]).diagnostics.map(\.checkID) == ["keyfile-syntax", "keyfile-missing-key"])
    }

    @Test func keyFileChecksCanBeDisabled() {
        let run = Checker.check(
            features: [feature(catalog: Self.shopCatalog, keyFile: nil)],
            options: CheckOptions(disabled: ["keyfile-missing-accessor"]))
        #expect(run.diagnostics.isEmpty)
    }

    @Test func resultsDoNotDependOnOrderOrScheduling() {
        let features = (0..<12).map { feature(catalog: Self.shopCatalog, keyFile: $0.isMultiple(of: 3) ? nil : "}", folder: "F\($0)/") }
        let first = Checker.check(features: features)
        for _ in 0..<3 {
            #expect(Checker.check(features: features.reversed()).diagnostics == first.diagnostics)
        }
    }
}
