import Testing
import L10nProject
@testable import L10nCore
@testable import L10nCatalog
@testable import L10nEditing
@testable import L10nChecks

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

    @Test func aNonCatalogIsAFailureNotAnEdit() {
        let input = FeatureFolder<ReadFiles>(catalog: SourceFile(path: "Odd.xcstrings", bytes: Array("{}".utf8)), keyFile: nil)
        #expect(SyncPlanner.plan([input]).failures.map(\.checkID) == [DiagnosticIDs.catalogStructure])
    }
}
