import Foundation
import Testing
import L10nProject
import L10nJSON
@testable import L10nCore
@testable import L10nCatalog
@testable import L10nEditing
@testable import L10nChecks
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `sync` maps each catalog and writes its edit from the mapping (``SplicedFile``): the same
/// bytes as the edit built in memory, and through `WritePipeline` all or nothing, with the
/// mapping no snapshot of a file another program writes meanwhile.
@Suite struct SyncMappedWriteTests {
    /// A catalog laid out as Xcode writes it: one entry not yet `manual`, one without an
    /// accessor, and a key file declaring a key the catalog lacks.
    private func feature() throws -> URL {
        let folder = try TempDirectory.make("sync-mapped")
        let document = try JSONParser.parse(Array("""
            { "sourceLanguage" : "en", "strings" : {
              "account.list.header" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Orders" } } } },
              "account.list.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "All offers" } } } }
            }, "version" : "1.0" }
            """.utf8))
        try Data(CatalogFormatter.serializeVerified(document)).write(to: folder.appendingPathComponent("Account/Account.xcstrings", isDirectory: false).creatingFolder())
        try TempDirectory.write("""
            import Foundation

            extension L10nKey {
                enum Account {
                    enum List {
                        static let header = LocalizedStringResource("account.list.header", table: "Account")
                    }
                    enum Settings {
                        static let signOut = LocalizedStringResource("account.settings.signOut", table: "Account")
                    }
                }
            }

            """, to: "Account/L10nKey+account.swift", in: folder)
        return folder
    }

    private func read(_ folder: URL, mapped: Bool) throws -> [FeatureFolder<ReadFiles>] {
        let catalog: CatalogText = mapped
            ? try CatalogText.open("Account/Account.xcstrings", currentDirectory: folder.path)
            : .bytes(try SourceFile.read("Account/Account.xcstrings", currentDirectory: folder.path))
        return [FeatureFolder<ReadFiles>(catalog: catalog, keyFile: try SourceFile.read("Account/L10nKey+account.swift", currentDirectory: folder.path))]
    }

    private func contents(_ path: String, in folder: URL) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(path)))
    }

    @Test func aMappedCatalogIsWrittenFromItsMappingAsTheEditInMemoryWouldBe() throws {
        let folder = try feature()
        let inMemory = SyncPlanner.plan(try read(folder, mapped: false))
        var plan = SyncPlanner.plan(try read(folder, mapped: true))
        let catalog = try #require(plan.files.first { $0.kind == .catalog })
        guard case .spliced? = catalog.newContent else {
            Issue.record("the mapped catalog's edit is not written from its mapping")
            return
        }
        #expect(plan.files.map(\.newBytes) == inMemory.files.map(\.newBytes))
        #expect(plan.writes.changes.map(\.path) == ["Account/Account.xcstrings", "Account/L10nKey+account.swift"])
        let report = try WritePipeline.apply(plan.writes, currentDirectory: folder.path)
        #expect(report.written == ["Account/Account.xcstrings", "Account/L10nKey+account.swift"])
        for file in inMemory.files { #expect(try contents(file.path, in: folder) == file.newBytes) }

        // The check after the sync reads the catalog from the file written, which holds that text.
        plan.mapWrittenCatalogs(currentDirectory: folder.path)
        plan.letReplacedBytesGo()
        guard case .mapped(_, let written)? = plan.featuresAfterSync.first?.contents.catalog else {
            Issue.record("the catalog written is not checked from the file")
            return
        }
        #expect(Array(written.bytes) == inMemory.files.first { $0.kind == .catalog }?.newBytes)
    }

    @Test func aCatalogChangedAfterItsWriteIsCheckedAsWrittenNotAsFound() throws {
        let folder = try feature()
        var plan = SyncPlanner.plan(try read(folder, mapped: true))
        let expected = try #require(plan.files.first { $0.kind == .catalog }?.newBytes)
        _ = try WritePipeline.apply(plan.writes, currentDirectory: folder.path)
        // Another program saves the catalog between the write and the check, at the same size.
        let theirs = expected.map { $0 == UInt8(ascii: "O") ? UInt8(ascii: "o") : $0 }
        #expect(theirs != expected)
        try Data(theirs).write(to: folder.appendingPathComponent("Account/Account.xcstrings"))
        plan.mapWrittenCatalogs(currentDirectory: folder.path)
        plan.letReplacedBytesGo()
        guard case .bytes(let checked)? = plan.featuresAfterSync.first?.contents.catalog else {
            Issue.record("the check reads a catalog that no longer holds what sync wrote")
            return
        }
        #expect(checked.bytes == expected)
    }

    /// Another program writes the catalog in place, at the same size, after sync planned from
    /// its mapping: the mapping shows their bytes too, so only the stamp can tell.
    @Test func aMappedCatalogWrittenInPlaceMeanwhileIsNotOverwritten() throws {
        let folder = try feature()
        let plan = SyncPlanner.plan(try read(folder, mapped: true))
        let catalogPath = folder.appendingPathComponent("Account/Account.xcstrings").path
        let keyFileBefore = try contents("Account/L10nKey+account.swift", in: folder)
        var theirs = try contents("Account/Account.xcstrings", in: folder)
        theirs[theirs.firstIndex(of: UInt8(ascii: "O"))!] = UInt8(ascii: "o")
        let descriptor = open(catalogPath, O_WRONLY)
        #expect(descriptor >= 0)
        #expect(theirs.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) } == theirs.count)
        // A save a second later: the clock's tick may not have moved since the file was mapped.
        var times = [timespec(tv_sec: time(nil) + 1, tv_nsec: 0), timespec(tv_sec: time(nil) + 1, tv_nsec: 0)]
        #expect(futimens(descriptor, &times) == 0)
        close(descriptor)
        #expect {
            _ = try WritePipeline.apply(plan.writes, currentDirectory: folder.path)
        } throws: { error in
            (error as? WriteFailure)?.error == .changedOnDisk(path: "Account/Account.xcstrings")
        }
        #expect(try contents("Account/Account.xcstrings", in: folder) == theirs)
        #expect(try contents("Account/L10nKey+account.swift", in: folder) == keyFileBefore)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Account").path).sorted()
            == ["Account.xcstrings", "L10nKey+account.swift"])
    }

    @Test func aMappedCatalogReplacedMeanwhileIsNotOverwritten() throws {
        let folder = try feature()
        let plan = SyncPlanner.plan(try read(folder, mapped: true))
        // An editor saves by writing a new file and renaming it over the old one.
        var theirs = try contents("Account/Account.xcstrings", in: folder)
        theirs[theirs.firstIndex(of: UInt8(ascii: "O"))!] = UInt8(ascii: "o")
        try Data(theirs).write(to: folder.appendingPathComponent("Account/Account.xcstrings"), options: .atomic)
        #expect {
            _ = try WritePipeline.apply(plan.writes, currentDirectory: folder.path)
        } throws: { error in
            (error as? WriteFailure)?.error == .changedOnDisk(path: "Account/Account.xcstrings")
        }
        #expect(try contents("Account/Account.xcstrings", in: folder) == theirs)
    }

    /// The key file's rename fails after the catalog's: the catalog is put back from its mapping.
    @Test func aWriteFailingHalfWayPutsBackTheMappedCatalog() throws {
        let folder = try feature()
        let before = try TempDirectory.snapshot(folder)
        let plan = SyncPlanner.plan(try read(folder, mapped: true))
        #expect(plan.writes.changes.map(\.path) == ["Account/Account.xcstrings", "Account/L10nKey+account.swift"])
        #expect {
            _ = try WritePipeline.apply(plan.writes, currentDirectory: folder.path, options: WriteOptions(failingRename: 1))
        } throws: { error in
            (error as? WriteFailure)?.restored == ["Account/Account.xcstrings"]
        }
        #expect(try TempDirectory.snapshot(folder) == before)
    }
}

private extension URL {
    /// The URL, once the folder it is in exists.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
