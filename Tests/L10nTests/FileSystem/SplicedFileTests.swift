import Foundation
import Testing
@testable import L10nCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mapped file's new text as replacements (`import`'s write): the same bytes as building the
/// text whole, written from the mapping, and through `WritePipeline` all or nothing as any write.
@Suite struct SplicedFileTests {
    /// A folder holding `text` as `name`, and the file mapped.
    private func mapped(_ text: [UInt8], name: String = "a.txt") throws -> (URL, MappedFile) {
        let folder = try TempDirectory.make("spliced")
        try Data(text).write(to: folder.appendingPathComponent(name))
        return (folder, try MappedFile.open(name, currentDirectory: folder.path))
    }

    private func contents(_ name: String, in folder: URL) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// The text with the replacements made, the plain way.
    private func expected(_ text: [UInt8], _ replacements: [(Range<Int>, [UInt8])]) -> [UInt8] {
        var output: [UInt8] = []
        var copied = 0
        for (range, bytes) in replacements {
            output += text[copied..<range.lowerBound] + bytes
            copied = range.upperBound
        }
        return output + text[copied...]
    }

    /// `replace(_:with:)` as a value `#expect` can take (it cannot call a mutating method).
    private func replace(_ spliced: inout SplicedFile, _ range: Range<Int>, with bytes: some Collection<UInt8>) -> Bool {
        spliced.replace(range, with: bytes)
    }

    /// What `write(to:)` puts in a file, read back.
    private func written(_ spliced: SplicedFile, in folder: URL) throws -> [UInt8] {
        let path = folder.appendingPathComponent("written").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        let failure = spliced.write(to: descriptor)
        close(descriptor)
        #expect(failure == nil)
        return try contents("written", in: folder)
    }

    /// Seeded replacements: at the start, at the end, insertions, removals, neighbours with no
    /// byte between them, and (for a long text) more pieces than one `writev` takes.
    @Test(arguments: [(UInt64(1), 10), (2, 1_000), (3, 200_000), (4, 3_000_000)])
    func theNewTextIsTheTextWithItsReplacementsMade(seed: UInt64, length: Int) throws {
        var random = SeededGenerator(state: seed)
        let text = (0..<length).map { _ in UInt8.random(in: 0x20...0x7E, using: &random) }
        var replacements: [(Range<Int>, [UInt8])] = []
        var position = 0
        while position < length {
            let start = min(position + Int.random(in: 0...(length / 400 + 2), using: &random), length)
            let end = min(start + Int.random(in: 0...3, using: &random), length)
            let bytes = (0..<Int.random(in: 0...4, using: &random)).map { _ in UInt8.random(in: 0x41...0x5A, using: &random) }
            replacements.append((start..<end, bytes))
            position = end
        }
        replacements.append((length..<length, Array("end".utf8)))
        let (folder, file) = try mapped(text)
        var spliced = SplicedFile(file)
        for (range, bytes) in replacements { #expect(replace(&spliced, range, with: bytes)) }
        let want = expected(text, replacements)
        #expect(spliced.count == want.count)
        #expect(spliced.bytes == want)
        #expect(try written(spliced, in: folder) == want)
        #expect(!spliced.keepsBytes)
    }

    @Test func noReplacementsAndReplacementsPuttingBackTheirBytesKeepTheFile() throws {
        let text = Array("{\n  \"a\" : 1,\n  \"b\" : 2\n}\n".utf8)
        let (folder, file) = try mapped(text)
        #expect(SplicedFile(file).keepsBytes)
        #expect(try written(SplicedFile(file), in: folder) == text)
        var same = SplicedFile(file)
        #expect(replace(&same, 4..<11, with: text[4..<11]))
        #expect(replace(&same, 11..<11, with: []))
        #expect(same.keepsBytes && same.bytes == text)
        var longer = SplicedFile(file)
        #expect(replace(&longer, 4..<11, with: text[4..<12]))
        #expect(!longer.keepsBytes)
        let (_, empty) = try mapped([])
        var created = SplicedFile(empty)
        #expect(replace(&created, 0..<0, with: Array("x".utf8)))
        #expect(created.bytes == Array("x".utf8) && !created.keepsBytes)
    }

    @Test func aReplacementOutsideTheFileOrBeforeTheLastIsRefused() throws {
        let (_, file) = try mapped(Array("0123456789".utf8))
        var spliced = SplicedFile(file)
        #expect(!replace(&spliced, 5..<11, with: []))
        #expect(replace(&spliced, 2..<4, with: Array("ab".utf8)))
        #expect(!replace(&spliced, 3..<5, with: []))
        #expect(!replace(&spliced, 0..<1, with: []))
        #expect(replace(&spliced, 4..<4, with: Array("c".utf8)))
        #expect(spliced.replacements.count == 2)
        #expect(spliced.bytes == Array("01abc456789".utf8))
    }

    @Test func aFailedWriteSaysWhy() throws {
        let (folder, file) = try mapped(Array("text".utf8))
        var spliced = SplicedFile(file)
        #expect(replace(&spliced, 0..<1, with: Array("T".utf8)))
        let descriptor = open(folder.appendingPathComponent("a.txt").path, O_RDONLY)
        defer { close(descriptor) }
        #expect(spliced.write(to: descriptor) == EBADF)
    }

    // MARK: Through the write pipeline

    @Test func thePipelineWritesTheSplicedTextAndSkipsOneThatKeepsTheFile() throws {
        let (folder, file) = try mapped(Array("alpha beta".utf8))
        var spliced = SplicedFile(file)
        #expect(replace(&spliced, 0..<5, with: Array("gamma".utf8)))
        try TempDirectory.write("b", to: "b.txt", in: folder)
        let other = try MappedFile.open("b.txt", currentDirectory: folder.path)
        let plan = WritePlan([FileChange(path: "a.txt", splicing: spliced), FileChange(path: "b.txt", splicing: SplicedFile(other))])
        let report = try WritePipeline.apply(plan, currentDirectory: folder.path)
        #expect(report == WriteReport(written: ["a.txt"], removedTemporaryFiles: []))
        #expect(try contents("a.txt", in: folder) == Array("gamma beta".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.txt", "b.txt"])
    }

    /// The spliced file is renamed over its target, then the next rename fails: it is put back
    /// from the mapping (which still holds the replaced file), byte for byte, and no staged file stays.
    @Test func aFailedRenamePutsBackASplicedFileFromItsMapping() throws {
        let text = (0..<300_000).map { UInt8(0x30 + $0 % 10) }
        let (folder, file) = try mapped(text)
        var spliced = SplicedFile(file)
        #expect(replace(&spliced, 10..<20, with: Array("changed".utf8)))
        #expect(replace(&spliced, 200_000..<200_000, with: Array("inserted".utf8)))
        try TempDirectory.write("b", to: "b.txt", in: folder)
        let b = try SourceFile.read("b.txt", currentDirectory: folder.path)
        let plan = WritePlan([FileChange(path: "a.txt", splicing: spliced), FileChange(replacing: b, with: Array("B".utf8))])
        #expect {
            _ = try WritePipeline.apply(plan, currentDirectory: folder.path, options: WriteOptions(failingRename: 1))
        } throws: { error in
            (error as? WriteFailure)?.restored == ["a.txt"] && (error as? WriteFailure)?.leftChanged == []
        }
        #expect(try contents("a.txt", in: folder) == text)
        #expect(try contents("b.txt", in: folder) == Array("b".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.txt", "b.txt"])
    }

    /// Another program saves the file after it was mapped: nothing is written, not even the
    /// other files of the plan.
    @Test func aSplicedFileChangedOnDiskIsNotOverwritten() throws {
        let (folder, file) = try mapped(Array("alpha beta".utf8))
        var spliced = SplicedFile(file)
        #expect(replace(&spliced, 0..<5, with: Array("gamma".utf8)))
        try TempDirectory.write("b", to: "b.txt", in: folder)
        let b = try SourceFile.read("b.txt", currentDirectory: folder.path)
        // A new file in its place (as editors save), same size, other bytes.
        let theirs = folder.appendingPathComponent("theirs")
        try Data("ALPHA BETA".utf8).write(to: theirs)
        #expect(rename(theirs.path, folder.appendingPathComponent("a.txt").path) == 0)
        let plan = WritePlan([FileChange(replacing: b, with: Array("B".utf8)), FileChange(path: "a.txt", splicing: spliced)])
        #expect {
            _ = try WritePipeline.apply(plan, currentDirectory: folder.path)
        } throws: { error in
            (error as? WriteFailure)?.error == .changedOnDisk(path: "a.txt")
        }
        #expect(try contents("a.txt", in: folder) == Array("ALPHA BETA".utf8))
        #expect(try contents("b.txt", in: folder) == Array("b".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.txt", "b.txt"])
    }

    /// Another program cuts the mapped file short while its new text is being staged: the
    /// mapping's pages past the new end are gone, so the staging write fails ("Bad address").
    /// That is the file changing on disk, and is reported so, with nothing written. The cut is
    /// made from another thread as soon as the staged file appears; a cut that comes after the
    /// staging is caught by the check before the rename, so the attempt is made again until a
    /// cut lands while the staged file is still short.
    @Test func aSplicedFileCutShortWhileStagedIsReportedChangedOnDisk() throws {
        let length = 16 << 20
        let text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        var landed = 0
        for _ in 0..<100 where landed == 0 {
            let (folder, file) = try mapped(text)
            var spliced = SplicedFile(file)
            #expect(replace(&spliced, 0..<1, with: Array("b".utf8)))
            let cutter = Cutter(folder: folder.path, file: "a.txt", length: length)
            cutter.start()
            let result = Result { () throws(WriteFailure) in
                try WritePipeline.apply(WritePlan([FileChange(path: "a.txt", splicing: spliced)]), currentDirectory: folder.path)
            }
            let cut = cutter.stop()
            guard cut != nil, case .failure(let failure) = result else { continue }
            #expect(failure.error == .changedOnDisk(path: "a.txt"))
            #expect(try contents("a.txt", in: folder) == Array(text[..<4096]))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.txt"])
            if cut == .whileStaging { landed += 1 }
        }
        #expect(landed > 0)
    }

    /// Cuts `file` to 4 KB once a staged file appears beside it, on a thread of its own.
    private final class Cutter: @unchecked Sendable {
        enum Cut { case whileStaging, afterStaging }
        let folder: String
        let file: String
        let length: Int
        private let lock = NSLock()
        private var stopped = false
        private var cut: Cut?
        private let finished = DispatchSemaphore(value: 0)

        init(folder: String, file: String, length: Int) {
            self.folder = folder
            self.file = file
            self.length = length
        }

        func start() {
            Thread { [self] in
                defer { finished.signal() }
                while !lock.withLock({ stopped }) {
                    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder),
                          let staged = names.first(where: { $0.hasSuffix(".tmp") }) else { continue }
                    var status = stat()
                    let short = stat(folder + "/" + staged, &status) == 0 && Int(status.st_size) < length
                    truncate(folder + "/" + file, 4096)
                    lock.withLock { cut = short ? .whileStaging : .afterStaging }
                    return
                }
            }.start()
        }

        /// Stops looking; how the file was cut, if it was.
        func stop() -> Cut? {
            lock.withLock { stopped = true }
            finished.wait()
            return lock.withLock { cut }
        }
    }

    /// Another program writes the file in place (same inode, same size, as `vim` may save):
    /// the private mapping then shows its bytes too, so comparing with the mapping would call
    /// the file unchanged and stage the edits between the other program's bytes. Nothing is
    /// written and its bytes stay.
    @Test func aSplicedFileWrittenInPlaceIsNotOverwritten() throws {
        let (folder, file) = try mapped(Array("alpha beta".utf8))
        var spliced = SplicedFile(file)
        #expect(replace(&spliced, 0..<5, with: Array("gamma".utf8)))
        let descriptor = open(folder.appendingPathComponent("a.txt").path, O_WRONLY)
        #expect(descriptor >= 0)
        let theirs = Array("ALPHA BETA".utf8)
        #expect(theirs.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) } == theirs.count)
        // A save a second later: the clock's tick may not have moved since the file was mapped.
        var times = [timespec(tv_sec: time(nil) + 1, tv_nsec: 0), timespec(tv_sec: time(nil) + 1, tv_nsec: 0)]
        #expect(futimens(descriptor, &times) == 0)
        close(descriptor)
        let plan = WritePlan([FileChange(path: "a.txt", splicing: spliced)])
        #expect {
            _ = try WritePipeline.apply(plan, currentDirectory: folder.path)
        } throws: { error in
            (error as? WriteFailure)?.error == .changedOnDisk(path: "a.txt")
        }
        #expect(try contents("a.txt", in: folder) == theirs)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.txt"])
    }
}
