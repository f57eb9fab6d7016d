import Testing
import L10nProject
@testable import L10nCore
@testable import L10nCatalog
@testable import L10nEditing
@testable import L10nChecks
import L10nGeneration

/// The planner on bytes in memory: what the end-to-end tests rely on but cannot see.
@Suite struct SyncPlannerTests {
    static let catalog = SourceFile(path: "Offers/Offers.xcstrings", bytes: Array("""
        { "sourceLanguage" : "en", "strings" : { "offers.list.header" : {} }, "version" : "1.0" }
        """.utf8))

    @Test func aPlanWithAFailureHasNothingToWrite() {
        let broken = FeatureFolder<ReadFiles>(catalog: SourceFile(path: "Broken/Broken.xcstrings", bytes: Array("{".utf8)), keyFile: nil)
        let fine = FeatureFolder<ReadFiles>(catalog: Self.catalog, keyFile: nil)
        let plan = SyncPlanner.plan([broken, fine])
        #expect(plan.hasChanges)
        #expect(plan.failures.map(\.checkID) == ["json-syntax"])
        #expect(plan.writes.changes.isEmpty)
        #expect(SyncPlanner.plan([fine]).writes.changes.map(\.path) == ["Offers/L10nKey+offers.swift", "Offers/Offers.xcstrings"])
    }

    @Test func theFeatureAfterSyncIsWhatWouldBeWritten() throws {
        let plan = SyncPlanner.plan([FeatureFolder<ReadFiles>(catalog: Self.catalog, keyFile: nil)])
        let features = plan.featuresAfterSync
        #expect(features.count == 1)
        let after = try #require(features.first?.contents.catalog)
        #expect(after.path == "Offers/Offers.xcstrings")
        #expect(features.first?.contents.keyFile?.path == "Offers/L10nKey+offers.swift")
        #expect(try CatalogReader.read(after).entry(forKey: "offers.list.header")?.extractionState == .manual)
        #expect(plan.files.first { $0.kind == .catalog }?.changes == SyncChanges(setToManual: [.init(key: "offers.list.header", previousState: nil)]))
    }

    /// The plan compares the two key sets as Swift compares keys: an accessor's key beyond ASCII
    /// declares the entry whose key is canonically equivalent (`é` written as `e` and a combining
    /// accent), a key the catalog repeats gets one accessor and one change, and a key the key file
    /// repeats one entry; in a small catalog and in one large enough to be read in halves, whose
    /// key file's keys are indexed on the thread that reads it.
    @Test(arguments: [false, true])
    func theKeySetsAreComparedAsSwiftComparesKeys(large: Bool) throws {
        let padding = large ? #""comment" : "\#(String(repeating: "x", count: CatalogReader.largeCatalogBytes))""# : ""
        let catalog = """
            { "sourceLanguage" : "en", "strings" : { "offers.list.header" : { \(padding) }, "offers.list.title" : {}, \
            "offers.list.cafe\u{301}" : {}, "offers.list.header" : { "extractionState" : "manual" }, "offers.list.title" : {} }, "version" : "1.0" }
            """
        let keyFile = """
            import Foundation

            extension L10nKey {
                enum Offers {
                    enum List {
                        static let header = LocalizedStringResource("offers.list.header", table: "Offers")
                        static let cafe = LocalizedStringResource("offers.list.caf\u{E9}", table: "Offers")
                        static let shown = LocalizedStringResource("offers.banner.shown_on_launch", table: "Offers")
                        static let shownAgain = LocalizedStringResource("offers.banner.shown_on_launch", table: "Offers")
                    }
                }
            }

            """
        let input = FeatureFolder<ReadFiles>(
            catalog: SourceFile(path: "Offers/Offers.xcstrings", bytes: Array(catalog.utf8)),
            keyFile: SourceFile(path: "Offers/L10nKey+offers.swift", bytes: Array(keyFile.utf8)))
        #expect((input.contents.catalog?.byteCount ?? 0 >= CatalogReader.largeCatalogBytes) == large)
        for whole in [false, true] {
            let plan = SyncPlanner.plan([input], style: GenerationStyle(), readsCatalogWhole: whole)
            let catalogFile = try #require(plan.files.first { $0.kind == .catalog })
            let keyFileFile = try #require(plan.files.first { $0.kind == .keyFile })
            #expect(catalogFile.changes == SyncChanges(
                addedKeys: ["offers.banner.shown_on_launch"],
                setToManual: [.init(key: "offers.list.header", previousState: nil), .init(key: "offers.list.title", previousState: nil)]))
            // The entry beyond ASCII breaks the key rules; its accessor is its key's, not one the catalog lacks.
            #expect(catalogFile.findings.map(\.checkID) == ["key-format"])
            #expect(catalogFile.findings.map(\.key) == ["offers.list.caf\u{E9}"])
            #expect(keyFileFile.findings.isEmpty)
            #expect(keyFileFile.changes == SyncChanges(addedKeys: ["offers.list.title"]))
            let written = String(decoding: try #require(keyFileFile.newBytes), as: UTF8.self)
            #expect(written.components(separatedBy: #""offers.list.title""#).count == 2)
        }
    }

    @Test func aNonCatalogIsAFailureNotAnEdit() {
        let input = FeatureFolder<ReadFiles>(catalog: SourceFile(path: "Odd.xcstrings", bytes: Array("{}".utf8)), keyFile: nil)
        #expect(SyncPlanner.plan([input]).failures.map(\.checkID) == [DiagnosticIDs.catalogStructure])
    }
}
