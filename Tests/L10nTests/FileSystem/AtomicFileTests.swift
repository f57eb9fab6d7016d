import Foundation
import Testing
@testable import L10nCore

@Suite struct AtomicFileTests {
    @Test func writesANewFileAndLeavesNoTemporaryFileBehind() throws {
        let folder = try TempDirectory.make()
        let path = folder.appendingPathComponent("Offers.xcstrings").path
        try AtomicFile.write(Array("hello\n".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("hello\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Offers.xcstrings"])
    }

    @Test func replacesContentsAndKeepsPermissions() throws {
        let folder = try TempDirectory.make()
        let path = try TempDirectory.write("old", to: "script.sh", in: folder).path
        try FileManager.default.setAttributes([.posixPermissions: 0o751], ofItemAtPath: path)
        try AtomicFile.write(Array("new".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
        #expect(try permissions(path) == 0o751)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["script.sh"])
    }

    @Test func writeIfChangedLeavesAnIdenticalFileUntouched() throws {
        let folder = try TempDirectory.make()
        let path = try TempDirectory.write("same", to: "Offers.xcstrings", in: folder).path
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        let before = try identity(path)

        #expect(try AtomicFile.writeIfChanged(Array("same".utf8), to: path) == false)
        #expect(try identity(path) == before)
        #expect(try modificationDate(path) == past)
    }

    @Test func writeIfChangedReplacesADifferentFile() throws {
        let folder = try TempDirectory.make()
        let path = try TempDirectory.write("old", to: "Offers.xcstrings", in: folder).path
        let before = try identity(path)

        #expect(try AtomicFile.writeIfChanged(Array("new".utf8), to: path))
        #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
        // A rename puts a new inode in place; an in-place rewrite would keep the old one.
        #expect(try identity(path) != before)
    }

    @Test func writeIfChangedCreatesAMissingFile() throws {
        let path = try TempDirectory.make().appendingPathComponent("New.xcstrings").path
        #expect(try AtomicFile.writeIfChanged(Array("x".utf8), to: path))
        #expect(FileManager.default.contents(atPath: path) == Data("x".utf8))
    }

    @Test func failureNamesThePathAndSaysWhatToCheck() throws {
        let path = try TempDirectory.make().appendingPathComponent("missing-folder/Offers.xcstrings").path
        #expect(throws: FileSystemError.writeFailed(path: path, reason: "No such file or directory")) {
            try AtomicFile.write(Array("x".utf8), to: path)
        }
        #expect(FileSystemError.writeFailed(path: "a", reason: "No such file or directory").description
            == "Could not write 'a': No such file or directory. Check that its folder exists and that you may write to it.")
    }

    @Test func temporaryFileIsAHiddenSibling() {
        let temporary = AtomicFile.temporarySibling(of: "Catalogs/Offers.xcstrings")
        #expect(temporary.hasPrefix("Catalogs/.Offers.xcstrings.l10n-"))
        #expect(temporary.hasSuffix(".tmp"))
        #expect(AtomicFile.temporarySibling(of: "Offers.xcstrings").hasPrefix(".Offers.xcstrings.l10n-"))
        #expect(AtomicFile.temporarySibling(of: "a") != AtomicFile.temporarySibling(of: "a"))
    }

    private func permissions(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    private func identity(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
    }

    private func modificationDate(_ path: String) throws -> Date {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }
}
