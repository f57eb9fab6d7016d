import Foundation
import Testing
@testable import L10nCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `WritePipeline.apply` on real files in temporary folders.
@Suite struct WritePipelineTests {
    /// A folder holding `files` (name → text), and each file as read, for planning changes.
    private func folder(_ files: [String: String]) throws -> (URL, [String: SourceFile]) {
        let folder = try TempDirectory.make("writes")
        var read: [String: SourceFile] = [:]
        for (name, text) in files {
            try TempDirectory.write(text, to: name, in: folder)
            read[name] = try SourceFile.read(name, currentDirectory: folder.path)
        }
        return (folder, read)
    }

    private func text(_ name: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// Everything in the folder, hidden files included, so a left temporary file shows.
    private func names(in folder: URL, under path: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(path).path).sorted()
    }

    @Test func writesEveryChangeAndReportsOnlyWhatChanged() throws {
        let (folder, read) = try folder(["a.txt": "a", "b.txt": "b"])
        let plan = WritePlan([
            FileChange(replacing: read["a.txt"]!, with: Array("A".utf8)),
            FileChange(replacing: read["b.txt"]!, with: Array("b".utf8)),
            FileChange(creating: "c.txt", with: Array("C".utf8)),
        ])
        let report = try WritePipeline.apply(plan, currentDirectory: folder.path)
        #expect(report == WriteReport(written: ["a.txt", "c.txt"], removedTemporaryFiles: []))
        #expect(try [text("a.txt", in: folder), text("b.txt", in: folder), text("c.txt", in: folder)] == ["A", "b", "C"])
        #expect(try names(in: folder) == ["a.txt", "b.txt", "c.txt"])
    }

    @Test func aFileChangedAfterItWasReadIsNotOverwrittenAndNothingElseIsWritten() throws {
        let (folder, read) = try folder(["a.txt": "a", "b.txt": "b"])
        // Another program saves b.txt after l10n read it: same size, other bytes.
        try Data("B".utf8).write(to: folder.appendingPathComponent("b.txt"))
        let plan = WritePlan([
            FileChange(replacing: read["a.txt"]!, with: Array("new a".utf8)),
            FileChange(replacing: read["b.txt"]!, with: Array("new b".utf8)),
        ])
        #expect {
            _ = try WritePipeline.apply(plan, currentDirectory: folder.path)
        } throws: { error in
            let failure = error as? WriteFailure
            return failure?.error == .changedOnDisk(path: "b.txt") && failure?.restored == [] && failure?.leftChanged == []
                && failure?.description == "'b.txt' changed on disk after l10n read it (another program wrote it), so l10n did not overwrite it. Run the command again. No file was changed."
        }
        #expect(try [text("a.txt", in: folder), text("b.txt", in: folder)] == ["a", "B"])
        #expect(try names(in: folder) == ["a.txt", "b.txt"])
    }

    @Test func aFileTouchedButNotChangedIsStillWritten() throws {
        let (folder, read) = try folder(["a.txt": "a"])
        // Same bytes, new stamp (as `touch` or a save without changes leaves it).
        try Data("a".utf8).write(to: folder.appendingPathComponent("a.txt"))
        _ = try WritePipeline.apply(WritePlan([FileChange(replacing: read["a.txt"]!, with: Array("A".utf8))]), currentDirectory: folder.path)
        #expect(try text("a.txt", in: folder) == "A")
    }

    @Test func aNewFileThatAppearedMeanwhileIsNotOverwritten() throws {
        let (folder, _) = try folder([:])
        try TempDirectory.write("theirs", to: "new.txt", in: folder)
        #expect(throws: WriteFailure.self) {
            _ = try WritePipeline.apply(WritePlan([FileChange(creating: "new.txt", with: Array("ours".utf8))]), currentDirectory: folder.path)
        }
        #expect(try text("new.txt", in: folder) == "theirs")
    }

    /// The third of three renames fails: the two files already renamed are put back from the
    /// bytes read, and the failure says so.
    @Test func aFailedRenamePutsBackTheFilesAlreadyWritten() throws {
        let (folder, read) = try folder(["a.txt": "a", "b.txt": "b", "c.txt": "c"])
        let plan = WritePlan(["a.txt", "b.txt", "c.txt"].map { FileChange(replacing: read[$0]!, with: Array("new".utf8)) }
            + [FileChange(creating: "d.txt", with: Array("d".utf8))])
        #expect {
            _ = try WritePipeline.apply(plan, currentDirectory: folder.path, options: WriteOptions(failingRename: 2))
        } throws: { error in
            let failure = error as? WriteFailure
            return failure?.restored == ["a.txt", "b.txt"] && failure?.leftChanged == []
                && failure?.description == "Could not write 'c.txt': the rename was made to fail (a test). Check that its folder exists and that you may write to it. "
                    + "No file was changed (the 2 files written before the failure were put back)."
        }
        #expect(try ["a.txt", "b.txt", "c.txt"].map { try text($0, in: folder) } == ["a", "b", "c"])
        #expect(try names(in: folder) == ["a.txt", "b.txt", "c.txt"])
    }

    /// `migrate --remove-sources`: a removal is part of the all-or-nothing write.
    @Test func removalsHappenWithTheWritesAndAreUndoneWithThem() throws {
        let (folder, read) = try folder(["a.strings": "a", "b.strings": "b", "c.txt": "c"])
        let plan = WritePlan([
            FileChange(creating: "new.xcstrings", with: Array("n".utf8)),
            FileChange(removing: read["a.strings"]!), FileChange(removing: read["b.strings"]!),
        ])
        #expect(throws: WriteFailure.self) {
            _ = try WritePipeline.apply(plan, currentDirectory: folder.path, options: WriteOptions(failingRename: 2))
        }
        #expect(try names(in: folder) == ["a.strings", "b.strings", "c.txt"])
        #expect(try text("a.strings", in: folder) == "a")

        let report = try WritePipeline.apply(plan, currentDirectory: folder.path)
        #expect(report.written == ["new.xcstrings", "a.strings", "b.strings"])
        #expect(try names(in: folder) == ["c.txt", "new.xcstrings"])
    }

    @Test func aFileChangedSinceItWasReadIsNotRemoved() throws {
        let (folder, read) = try folder(["a.strings": "a"])
        try TempDirectory.write("edited", to: "a.strings", in: folder)
        #expect(throws: WriteFailure.self) {
            _ = try WritePipeline.apply(WritePlan([FileChange(removing: read["a.strings"]!)]), currentDirectory: folder.path)
        }
        #expect(try text("a.strings", in: folder) == "edited")
    }

    @Test func aFailedWriteRemovesTheFoldersItCreated() throws {
        let (folder, read) = try folder(["a.txt": "a"])
        let plan = WritePlan([
            FileChange(creating: "New/Deeper/x.txt", with: Array("x".utf8)),
            FileChange(replacing: read["a.txt"]!, with: Array("A".utf8)),
        ])
        #expect(throws: WriteFailure.self) {
            _ = try WritePipeline.apply(plan, currentDirectory: folder.path, options: WriteOptions(createsFolders: true, failingRename: 1))
        }
        #expect(try names(in: folder) == ["a.txt"])
        #expect(try text("a.txt", in: folder) == "a")
    }

    @Test func aMissingFolderFailsUnlessFoldersMayBeCreated() throws {
        let (folder, _) = try folder([:])
        let plan = WritePlan([FileChange(creating: "New/x.txt", with: Array("x".utf8))])
        #expect(throws: WriteFailure.self) { try WritePipeline.apply(plan, currentDirectory: folder.path) }
        #expect(try names(in: folder) == [])
        _ = try WritePipeline.apply(plan, currentDirectory: folder.path, options: WriteOptions(createsFolders: true))
        #expect(try text("New/x.txt", in: folder) == "x")
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let (folder, _) = try folder(["Shared/Offers.xcstrings": "old"])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/Offers.xcstrings").path, withDestinationPath: "../Shared/Offers.xcstrings")
        let read = try SourceFile.read("App/Offers.xcstrings", currentDirectory: folder.path)
        _ = try WritePipeline.apply(WritePlan([FileChange(replacing: read, with: Array("new".utf8))]), currentDirectory: folder.path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("App/Offers.xcstrings").path) == "../Shared/Offers.xcstrings")
        #expect(try text("Shared/Offers.xcstrings", in: folder) == "new")
        #expect(try names(in: folder, under: "Shared") == ["Offers.xcstrings"])
    }

    @Test func twoSpellingsOfOneFileAreRefused() throws {
        let (folder, read) = try folder(["a.txt": "a"])
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.txt").path, withDestinationPath: "a.txt")
        let viaLink = try SourceFile.read("link.txt", currentDirectory: folder.path)
        #expect {
            _ = try WritePipeline.apply(
                WritePlan([FileChange(replacing: read["a.txt"]!, with: [1]), FileChange(replacing: viaLink, with: [2])]),
                currentDirectory: folder.path)
        } throws: { ($0 as? WriteFailure)?.error == .sameFile(path: "a.txt", otherPath: "link.txt") }
        #expect(try text("a.txt", in: folder) == "a")
    }

    @Test func aHardLinkedFileIsRefusedEvenWhenForced() throws {
        let (folder, read) = try folder(["a.txt": "a"])
        try FileManager.default.linkItem(atPath: folder.appendingPathComponent("a.txt").path, toPath: folder.appendingPathComponent("b.txt").path)
        for force in [false, true] {
            #expect {
                _ = try WritePipeline.apply(WritePlan([FileChange(replacing: read["a.txt"]!, with: [1])]), currentDirectory: folder.path, options: WriteOptions(force: force))
            } throws: { ($0 as? WriteFailure)?.error == .hardLinked(path: "a.txt", links: 2) }
        }
        #expect(try [text("a.txt", in: folder), text("b.txt", in: folder)] == ["a", "a"])
    }

    @Test func aReadOnlyFileIsRefusedUnlessForcedAndKeepsItsMode() throws {
        let (folder, read) = try folder(["a.txt": "a"])
        let path = folder.appendingPathComponent("a.txt").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let plan = WritePlan([FileChange(replacing: read["a.txt"]!, with: Array("A".utf8))])
        #expect { try WritePipeline.apply(plan, currentDirectory: folder.path) } throws: {
            ($0 as? WriteFailure)?.description
                == "'a.txt' is read-only, so l10n did not replace it. Make it writable, or pass --force to replace it anyway. No file was changed."
        }
        #expect(try text("a.txt", in: folder) == "a")
        _ = try WritePipeline.apply(plan, currentDirectory: folder.path, options: WriteOptions(force: true))
        #expect(try text("a.txt", in: folder) == "A")
        #expect(try permissions(path) == 0o444)
    }

    @Test func aFolderOrFIFOIsNeverATarget() throws {
        let (folder, _) = try folder([:])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Dir.xcstrings"), withIntermediateDirectories: false)
        #expect { try WritePipeline.apply(WritePlan([FileChange(path: "Dir.xcstrings", original: .read(bytes: [], stamp: nil), newBytes: [1])]), currentDirectory: folder.path) }
            throws: { ($0 as? WriteFailure)?.error == .notARegularFile(path: "Dir.xcstrings", kind: "a folder") }
    }

    @Test func modeOwnerAndGroupSurvive() throws {
        let (folder, read) = try folder(["a.txt": "a"])
        let path = folder.appendingPathComponent("a.txt").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        // Only root may give a file away; others keep their own ids, which must survive too.
        let owner: (uid_t, gid_t) = getuid() == 0 ? (1234, 5678) : (getuid(), getgid())
        #expect(chown(path, owner.0, owner.1) == 0)
        _ = try WritePipeline.apply(WritePlan([FileChange(replacing: read["a.txt"]!, with: Array("A".utf8))]), currentDirectory: folder.path)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o640)
        #expect(status.st_uid == owner.0 && status.st_gid == owner.1)
    }

    @Test(.enabled(if: ExtendedAttributes.supported, "the temporary folder's file system does not store extended attributes"))
    func extendedAttributesSurvive() throws {
        let (folder, read) = try folder(["a.txt": "a"])
        let path = folder.appendingPathComponent("a.txt").path
        try ExtendedAttributes.set("user.l10n.tag", Array("red".utf8), on: path)
        _ = try WritePipeline.apply(WritePlan([FileChange(replacing: read["a.txt"]!, with: Array("A".utf8))]), currentDirectory: folder.path)
        #expect(FileMetadata.attributeNames(of: path).contains("user.l10n.tag"))
        #expect(FileMetadata.attribute("user.l10n.tag", of: path) == Array("red".utf8))
    }

    @Test func staleTemporaryFilesOfStoppedRunsAreRemovedAndNamed() throws {
        WritePipeline.processStarted()
        let (folder, read) = try folder(["a.txt": "a"])
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        let stale = [".l10n-2147483646-k3x9.tmp", ".a.txt.l10n-5zz1.tmp"]
        // A running process's file, a file newer than this process, and files that only look alike.
        let kept = [".l10n-\(getpid())-abc.tmp", ".l10n-2147483646-new.tmp", ".l10n-x-abc.tmp", "l10n-1-abc.tmp", ".notes.tmp"]
        for name in stale + kept {
            try TempDirectory.write("", to: name, in: folder)
            if name != ".l10n-2147483646-new.tmp" {
                try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.appendingPathComponent(name).path)
            }
        }
        let report = try WritePipeline.apply(WritePlan([FileChange(replacing: read["a.txt"]!, with: Array("A".utf8))]), currentDirectory: folder.path)
        #expect(report.removedTemporaryFiles == [".a.txt.l10n-5zz1.tmp", ".l10n-2147483646-k3x9.tmp"])
        #expect(try names(in: folder) == (kept + ["a.txt"]).sorted())
    }

    @Test func temporaryFileNamesSayWhoseTheyAre() {
        let name = StaleTemporaryFiles.newName()
        #expect(name.hasPrefix(".l10n-\(getpid())-") && name.hasSuffix(".tmp"))
        #expect(StaleTemporaryFiles.owner(ofTemporaryName: name) == .some(getpid()))
        #expect(StaleTemporaryFiles.owner(ofTemporaryName: ".Offers.xcstrings.l10n-abc123.tmp") == .some(nil))
        #expect(StaleTemporaryFiles.owner(ofTemporaryName: ".Offers.xcstrings.tmp") == nil)
        #expect(StaleTemporaryFiles.newName() != StaleTemporaryFiles.newName())
    }

    private func permissions(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }
}

/// Sets extended attributes for tests; the pipeline itself only copies them.
enum ExtendedAttributes {
    struct Unsupported: Error {}

    /// Whether files in the tests' temporary folder can carry a `user.` attribute.
    static let supported: Bool = {
        guard let file = try? TempDirectory.write("", to: "xattr-probe", in: TempDirectory.make("xattr")) else { return false }
        return (try? set("user.l10n.probe", [1], on: file.path)) != nil
    }()

    static func set(_ name: String, _ value: [UInt8], on path: String) throws {
        let result = value.withUnsafeBytes { buffer -> Int32 in
            #if canImport(Darwin)
            setxattr(path, name, buffer.baseAddress, buffer.count, 0, 0)
            #else
            // Glibc's module leaves out <sys/xattr.h>; the C library has the call.
            typealias Set = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeRawPointer?, Int, Int32) -> Int32
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "setxattr") else { return -1 }
            return unsafeBitCast(symbol, to: Set.self)(path, name, buffer.baseAddress, buffer.count, 0)
            #endif
        }
        if result != 0 { throw Unsupported() }
    }
}
