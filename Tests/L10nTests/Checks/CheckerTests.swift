import Foundation
import Testing
import L10nProject
@testable import L10nCore
@testable import L10nCatalog
@testable import L10nChecks
@testable import L10nReporting

@Suite struct CheckerTests {
    /// The sample app's catalogs, with paths as a user at the package root would type them.
    static func sampleCatalogs() throws -> [(path: String, bytes: [UInt8])] {
        let folder = PackagePaths.root.appendingPathComponent("Catalogs")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".xcstrings") }
            .sorted()
        return try files.map { file in
            (path: "Catalogs/\(file)", bytes: Array(try Data(contentsOf: folder.appendingPathComponent(file))))
        }
    }

    @Test func sampleCatalogsShowExactlyTheCheckoutGaps() throws {
        let run = Checker.check(catalogs: try Self.sampleCatalogs())
        Golden.assertMatches(XcodeReporter.report(run, context: ReportContext()), golden: "Check/catalogs.xcode.txt")
        #expect(run.files == 5)
        #expect(run.diagnostics.count == 3)
        #expect(run.diagnostics.allSatisfy {
            $0.checkID == "missing-translation" && $0.language == "es" && $0.path == "Catalogs/Checkout/Checkout.xcstrings"
        })
        #expect(run.warnings == 0)
    }

    @Test func aFileThatIsNotJSONIsReportedAndTheOthersAreStillChecked() {
        let broken = (path: "Broken.xcstrings", bytes: Array("{\n  \"sourceLanguage\" : \"en\"\n  \"strings\" : {}\n}".utf8))
        let incomplete = (path: "Shop.xcstrings", bytes: Array(catalog(localizations: unit("en", "Cart")).utf8))
        let run = Checker.check(catalogs: [incomplete, broken])
        #expect(run.diagnostics.map(\.checkID) == ["json-syntax", "missing-translation"])
        let syntax = run.diagnostics[0]
        #expect(syntax.path == "Broken.xcstrings")
        #expect(syntax.location == SourceLocation(line: 3, column: 3))
        #expect(syntax.message == "unexpected '\"'; expected ',' or '}'")
        #expect(run.files == 2)
        #expect(run.keys == 1)
    }

    @Test func disabledChecksProduceNothing() {
        let text = #"{ "strings" : { "Bad Key" : {} } }"#
        let everything = Checker.check(catalogs: [(path: "Shop.xcstrings", bytes: Array(text.utf8))])
        #expect(Set(everything.diagnostics.map(\.checkID)) == ["source-language", "key-format", "extraction-state", "missing-translation"])
        let options = CheckOptions(disabled: ["source-language", "key-format", "missing-translation"])
        let run = Checker.check(catalogs: [(path: "Shop.xcstrings", bytes: Array(text.utf8))], options: options)
        #expect(run.diagnostics.map(\.checkID) == ["extraction-state"])
    }

    @Test func outputIsSortedAndTheSameOnEveryRun() throws {
        var catalogs = try Self.sampleCatalogs()
        catalogs += (0..<20).map { (path: "Generated/Shop\($0).xcstrings", bytes: Array(catalog(key: "x y", localizations: unit("de", "")).utf8)) }
        let first = Checker.check(catalogs: catalogs)
        #expect(first.diagnostics == first.diagnostics.sorted(by: Diagnostic.reportOrder))
        for _ in 0..<5 {
            #expect(Checker.check(catalogs: catalogs.reversed()).diagnostics == first.diagnostics)
        }
    }

    @Test func warningsFailOnlyStrictRuns() {
        let text = catalog(localizations: unit("en", "Cart", state: "new") + ", " + unit("es", "Carrito"))
        let run = Checker.check(catalogs: [(path: "Shop.xcstrings", bytes: Array(text.utf8))])
        #expect(run.errors == 0 && run.warnings == 1)
        #expect(!run.hasFailures)
        #expect(run.hasFailures(strict: true))
        let strictRun = Checker.check(catalogs: [(path: "Shop.xcstrings", bytes: Array(text.utf8))], options: CheckOptions(strict: true))
        #expect(strictRun.hasFailures)
    }

    @Test func featureIsTheFileNameLowercased() {
        let options = CheckOptions()
        #expect(CatalogContext(path: "Catalogs/SignIn/SignIn.xcstrings", options: options, sourceLanguage: "en").feature == "signin")
        #expect(CatalogContext(path: "Offers.xcstrings", options: options, sourceLanguage: "en").feature == "offers")
        #expect(CatalogContext(path: "a.b/Profile", options: options, sourceLanguage: "en").feature == "profile")
    }

    static let corpus = PackagePaths.root.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.path), "needs ../shared/corpus"))
    func corpusCatalogsAreCheckedWithoutCrashing() throws {
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.corpus.path))
        let files = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".xcstrings") }.sorted()
        let catalogs = try files.map { (path: $0, bytes: Array(try Data(contentsOf: Self.corpus.appendingPathComponent($0)))) }
        let run = Checker.check(catalogs: catalogs, options: CheckOptions(requiredLanguages: []))
        #expect(run.files == files.count)
        #expect(run.diagnostics.allSatisfy { $0.location.line > 0 && $0.location.column > 0 })
    }
}

/// The checker reads catalogs entry by entry and checks them in batches; that must find
/// exactly what every check finds looking at the whole parsed catalog.
@Suite struct BatchedCheckingTests {
    /// 100 entries, several batches, with findings of every catalog check spread across them.
    static func catalogWithEveryProblem(sourceLanguageFirst: Bool) -> String {
        var entries: [String] = []
        for index in 0..<100 {
            let key = "shop.list.item\(index)"
            switch index % 10 {
            case 0: entries.append(#""\#(key)" : { "localizations" : { \#(unit("en", "Item")) } }"#)
            case 1: entries.append(#""\#(key)" : { "extractionState" : "stale", "localizations" : { \#(unit("en", "A")), \#(unit("es", " ")) } }"#)
            case 2: entries.append(#""\#(key)" : { "extractionState" : "manual", "localizations" : { \#(unit("en", "%@ has %lld")), \#(unit("fr", "%lld a %@")), \#(unit("es", "%@ tiene %@", state: "needs_review")) } }"#)
            case 3: entries.append(#""\#(key)" : { "extractionState" : "manual", "localizations" : { \#(plural("en", [("one", "%lld item"), ("other", "%lld items")])), \#(plural("es", [("other", "%lld cosas")])) } }"#)
            // Also Xcode's symbol of the key before it (`shopListItem3`), which the `true` below turns on.
            case 4: entries.append(#""Shop.List.Item\#(index - 1)" : { "extractionState" : "manual" }"#)
            case 9: entries.append(#""\#(key)" : { "extractionState" : "manual", "generatesSymbol" : true, "localizations" : { \#(unit("en", "C")), \#(unit("es", "C")) } }"#)
            case 7: entries.append(#""\#(key)" : { "extractionState" : "manual", "localizations" : { \#(unit("fr", "%s à %d%%")), \#(unit("en", "%s at %d%%")), \#(unit("es", "%s a %d%")) } }"#)
            case 6: entries.append(#""\#(key)" : { "extractionState" : "manual", "localizations" : { "en" : "C", \#(unit("es", "C")) } }"#)
            case 5: entries.append(#""other.list.item\#(index)" : { "extractionState" : "manual", "localizations" : { \#(unit("en", "B")), \#(unit("es", "B")), \#(unit("es", "C")) } }"#)
            default: entries.append(#""\#(key)" : { "extractionState" : "manual", "localizations" : { \#(unit("en", "C")), \#(unit("es", "C")) } }"#)
            }
        }
        entries.append(#""shop.list.item3" : { "extractionState" : "manual" }"#)
        entries.append(#""SHOP.LIST.ITEM7" : { "extractionState" : "manual" }"#)
        let strings = #""strings" : { "# + entries.joined(separator: ",\n") + " }"
        let language = #""sourceLanguage" : "fr""#
        return "{ " + (sourceLanguageFirst ? "\(language), \(strings)" : "\(strings), \(language)") + #", "version" : "1.0" }"#
    }

    static let catalogCheckIDs = Set((CheckRegistry.entryChecks.map { $0.description } + CheckRegistry.catalogChecks.map { $0.description }).map(\.id))

    /// Every entry and catalog check given the whole parsed catalog at once, as no production
    /// path does: what batched and halved reading must find too.
    static func wholeCatalogFindings(_ bytes: [UInt8], options: CheckOptions) throws -> [Diagnostic] {
        let catalog = try Catalog(bytes: bytes)
        let context = CatalogContext(path: "Shop.xcstrings", options: options, sourceLanguage: catalog.sourceLanguage ?? options.sourceLanguage)
        let entries = catalog.entries
        let entryInput = EntryCheckInput(context: context, entries: entries)
        var symbolEntries = XcodeSymbolsCheck.Entries()
        symbolEntries.note(entryInput)
        let catalogInput = CatalogCheckInput(
            context: context, keys: entries.map { CatalogKey(key: $0.key, position: $0.position) },
            declaredSourceLanguage: catalog.sourceLanguage, declaredSourceLanguagePosition: catalog.sourceLanguagePosition,
            duplicateKeys: catalog.document.duplicateKeys, structureProblems: catalog.structureProblems,
            symbolEntries: symbolEntries)
        let found = CheckRegistry.entryChecks.flatMap { $0.check(entryInput) }
            + CheckRegistry.catalogChecks.flatMap { $0.check(catalogInput) }
        return found.sorted(by: Diagnostic.reportOrder)
    }

    /// An input built without the format checks' reading (as for checks none of which says it
    /// reads them) still answers a check that reads them: each entry check finds the same.
    @Test func anInputWithoutFormatReadingsStillAnswersEveryCheck() throws {
        let catalog = try Catalog(bytes: Array(Self.catalogWithEveryProblem(sourceLanguageFirst: true).utf8))
        let options = CheckOptions(requiredLanguages: ["en", "es"], sourceLanguage: "en")
        let context = CatalogContext(path: "Shop.xcstrings", options: options, sourceLanguage: catalog.sourceLanguage ?? "en")
        let read = EntryCheckInput(context: context, entries: catalog.entries)
        let unread = EntryCheckInput(context: context, entries: catalog.entries, readsFormats: false)
        for check in CheckRegistry.entryChecks {
            #expect(check.check(unread) == check.check(read), "\(check.description.id)")
        }
        #expect(CheckRegistry.entryChecks.contains { $0.readsFormatTexts && !$0.check(read).isEmpty })
    }

    @Test(arguments: [true, false])
    func batchesFindWhatTheWholeCatalogHas(sourceLanguageFirst: Bool) throws {
        let json = Self.catalogWithEveryProblem(sourceLanguageFirst: sourceLanguageFirst)
        let options = CheckOptions(requiredLanguages: ["en", "es"], sourceLanguage: "en")
        let expected = try Self.wholeCatalogFindings(Array(json.utf8), options: options)
        let run = Checker.check(catalogs: [(path: "Shop.xcstrings", bytes: Array(json.utf8))], options: options)
        // Every catalog check has something to say, so none is checked by accident alone.
        #expect(Set(expected.map(\.checkID)) == Self.catalogCheckIDs)
        #expect(run.keys == 102)
        #expect(run.diagnostics.map(line) == expected.map(line))
    }

    @Test(arguments: [false, true])
    func everyStrategyFindsWhatTheWholeCatalogHas(repeatAcrossTheCut: Bool) throws {
        // Xcode's layout, so the catalog can be cut, with and without a key on both sides.
        let bytes = try CatalogReaderStrategyTests.xcodeCatalog(repeatAcrossTheCut: repeatAcrossTheCut)
        let options = CheckOptions(requiredLanguages: ["en", "es"], sourceLanguage: "en")
        let expected = try Self.wholeCatalogFindings(bytes, options: options)
        let text = CatalogText.bytes(SourceFile(path: "Shop.xcstrings", bytes: bytes))
        #expect(try CatalogReader.read(text, into: CollectedEntries(), strategy: .halves).readInHalves == !repeatAcrossTheCut)
        #expect(Set(expected.map(\.checkID)) == Self.catalogCheckIDs)
        for strategy in CatalogReader.Strategy.allCases {
            let run = Checker.check(catalogs: [(path: "Shop.xcstrings", bytes: bytes)], options: options, strategy: strategy)
            #expect(run.keys == (repeatAcrossTheCut ? 103 : 102))
            #expect(run.diagnostics.map(line) == expected.map(line), "\(strategy)")
        }
    }

    @Test func aKeyFileReadBesideTheHalvesIsCheckedAsWhenReadFirst() throws {
        let bytes = try CatalogReaderStrategyTests.xcodeCatalog(repeatAcrossTheCut: false)
        // Accessors for some keys, one for a key the catalog lacks, one in the wrong section.
        let keyFile = """
            extension L10nKey {
                enum Shop {
                    enum List {
                        static let item1 = LocalizedStringResource("shop.list.item1", table: "Shop")
                        static let gone = LocalizedStringResource("shop.list.gone", table: "Shop")
                    }
                    static let item2 = LocalizedStringResource("shop.list.item2", table: "Shop")
                }
            }
            """
        let feature = FeatureFolder<ReadFiles>(
            catalog: SourceFile(path: "Shop/Shop.xcstrings", bytes: bytes),
            keyFile: SourceFile(path: "Shop/L10nKey+shop.swift", bytes: Array(keyFile.utf8)))
        let options = CheckOptions(requiredLanguages: ["en", "es"], sourceLanguage: "en")
        let onePass = Checker.check(features: [feature], options: options, strategy: .onePass)
        let halves = Checker.check(features: [feature], options: options, strategy: .halves)
        #expect(halves.diagnostics.map(line) == onePass.diagnostics.map(line))
        // No keyfile-missing-accessor: the catalog has catalog-structure findings, so generate would write nothing.
        #expect(Set(halves.diagnostics.map(\.checkID)).isSuperset(of: ["keyfile-missing-key", "keyfile-section", "catalog-structure"]))
        #expect(halves.files == 2)
    }

    func line(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.severity) [\(diagnostic.checkID)] \(diagnostic.key ?? "-") \(diagnostic.language ?? "-") \(diagnostic.message)"
    }
}
