import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One file a command wants written: what it found there, and what it wants there instead.
package struct FileChange: Sendable {
    package enum Original: Sendable {
        /// There was no file; there must still be none when it is written.
        case absent
        /// The bytes the command read and planned from, and how the file was then (nil when
        /// unknown: the bytes are compared).
        case read(bytes: [UInt8], stamp: FileStamp?)
        /// The file as mapped when the command read it, with the mapping's stamp: compared and
        /// put back from the mapping, so a large file is not also held as a copy (`sync`,
        /// `import`, `merge`).
        case mapped(MappedFile)
    }

    /// What the file is to hold.
    package enum Content: Sendable {
        case bytes([UInt8])
        /// The mapped file the change replaces, with some ranges replaced: written from the
        /// mapping, never built whole in memory (`sync`, `import`).
        case spliced(SplicedFile)

        /// The whole new text in memory.
        package var bytes: [UInt8] {
            switch self {
            case .bytes(let bytes): bytes
            case .spliced(let spliced): spliced.bytes
            }
        }
    }

    /// As the user gave it (relative paths stay relative), for messages.
    package var path: String
    package var original: Original
    package var content: Content
    /// The file is to be removed (`migrate --remove-sources`), not rewritten.
    package var removes = false

    package init(path: String, original: Original, newBytes: [UInt8]) {
        self.init(path: path, original: original, content: .bytes(newBytes))
    }

    package init(path: String, original: Original, content: Content) {
        // A spliced text is staged from its own mapping, and the file is compared and put back
        // from the original's: they must be one mapping.
        if case .spliced(let spliced) = content {
            guard case .mapped(let file) = original, file === spliced.file else { preconditionFailure("a spliced text replaces its own mapped file") }
        }
        self.path = path
        self.original = original
        self.content = content
    }

    /// Replaces the mapped file `spliced` edits with its new text, written from the mapping.
    package init(path: String, splicing spliced: SplicedFile) {
        self.init(path: path, original: .mapped(spliced.file), content: .spliced(spliced))
    }

    /// The whole new text in memory; setting it makes it the content.
    package var newBytes: [UInt8] {
        get { content.bytes }
        set { content = .bytes(newValue) }
    }

    /// Replaces `file` as it was read.
    package init(replacing file: SourceFile, with newBytes: [UInt8]) {
        self.init(path: file.path, original: .read(bytes: file.bytes, stamp: file.stamp), newBytes: newBytes)
    }

    /// Creates a file where there was none.
    package init(creating path: String, with bytes: [UInt8]) {
        self.init(path: path, original: .absent, newBytes: bytes)
    }

    /// Removes `file` as it was read; a failed write puts it back.
    package init(removing file: SourceFile) {
        self.init(path: file.path, original: .read(bytes: file.bytes, stamp: file.stamp), newBytes: [])
        removes = true
    }

    var changesBytes: Bool {
        if removes { return true }
        switch (original, content) {
        case (.absent, _): return true
        case (.mapped(let file), .spliced(let spliced)) where spliced.file === file: return !spliced.keepsBytes
        case (.read(let bytes, _), _): return bytes != newBytes
        case (.mapped(let file), _): return !file.hasBytes(newBytes)
        }
    }
}

/// Every file one command run writes. ``WritePipeline/apply(_:currentDirectory:options:lock:)``
/// writes all of them or none.
package struct WritePlan: Sendable {
    package var changes: [FileChange]

    package init(_ changes: [FileChange] = []) {
        self.changes = changes
    }
}

package struct WriteOptions: Sendable {
    /// Replace read-only files too (`--force`).
    package var force: Bool
    /// Create the missing folders of new files (and remove them again if the write fails);
    /// otherwise a missing folder fails the write.
    package var createsFolders: Bool
    /// For tests of the restore path only: the rename of the file at this index of the
    /// plan's changed files fails as if the disk had refused it.
    package var failingRename: Int?

    package init(force: Bool = false, createsFolders: Bool = false, failingRename: Int? = nil) {
        self.force = force
        self.createsFolders = createsFolders
        self.failingRename = failingRename
    }
}

/// What a successful ``WritePipeline/apply(_:currentDirectory:options:lock:)`` did.
package struct WriteReport: Sendable, Equatable {
    /// The files written, as the plan names them, in plan order. A change whose bytes equal
    /// what was read is not written and not listed.
    package var written: [String]
    /// Temporary files of killed runs that were removed, as paths to show.
    package var removedTemporaryFiles: [String]
}

/// Why ``WritePipeline/apply(_:currentDirectory:options:lock:)`` failed, and where that left
/// the files: normally exactly as they were.
package struct WriteFailure: Error, Sendable, CustomStringConvertible {
    package var error: FileSystemError
    /// Files that were written before the failure and then put back as they were.
    package var restored: [String]
    /// Files that stay changed because putting them back failed too; normally none.
    package var leftChanged: [String]
    package var removedTemporaryFiles: [String]

    init(_ error: FileSystemError, restored: [String] = [], leftChanged: [String] = [], removedTemporaryFiles: [String] = []) {
        self.error = error
        self.restored = restored
        self.leftChanged = leftChanged
        self.removedTemporaryFiles = removedTemporaryFiles
    }

    /// The error, then what it left: `No file was changed.` or which files stay changed.
    package var description: String {
        var text = error.description
        if leftChanged.isEmpty {
            text += " No file was changed"
            if !restored.isEmpty {
                let count = restored.count == 1 ? "the file" : "the \(restored.count) files"
                text += " (\(count) written before the failure \(restored.count == 1 ? "was" : "were") put back)"
            }
            text += "."
        } else {
            text += " Could not put back what was written before the failure; these files are changed: "
                + leftChanged.map { "'\($0.printable)'" }.joined(separator: ", ") + "."
        }
        return text
    }
}

/// The one way l10n writes files. A command plans every change (the bytes it read, the bytes
/// it wants) and hands the plan to ``apply(_:currentDirectory:options:lock:)``, which:
///
/// 1. checks every target: a regular file (or none, for a new one), reached through symbolic
///    links to the file they point at, not read-only unless forced, not hard-linked, in a
///    folder it may write to; a problem with any file means nothing is written;
/// 2. locks the folders (``WriteLock``) and removes temporary files killed runs left there;
/// 3. checks that every file still holds what was read (a new file: still does not exist);
/// 4. stages each new content in a temporary file beside its target, with the target's
///    mode, owner, group and extended attributes, flushed to disk;
/// 5. checks each file once more and renames its staged file over it, one after the other;
/// 6. if any step fails: removes the staged files and puts back the files already renamed
///    (from the bytes read, kept in memory or mapped) and says exactly which files, if any,
///    it could not put back.
///
/// A reader (Xcode, git, a crash) sees each file either as it was or as planned, never
/// half-written. Across files the write is all or nothing as far as a file system allows: a
/// crash between two renames leaves the first file new and the second old.
package enum WritePipeline {
    /// Notes when the process started, which the removal of leftover temporary files goes by
    /// (only files older than this process are a killed run's). Call it first thing.
    package static func processStarted() {
        _ = StaleTemporaryFiles.processStart
    }

    package static func apply(
        _ plan: WritePlan, currentDirectory: String, options: WriteOptions = WriteOptions(), lock: WriteLock? = nil
    ) throws(WriteFailure) -> WriteReport {
        let changes = plan.changes.filter(\.changesBytes)
        guard !changes.isEmpty else { return WriteReport(written: [], removedTemporaryFiles: []) }
        var targets: [Target] = []
        do throws(FileSystemError) {
            for change in changes {
                targets.append(try Target.inspect(change, currentDirectory: currentDirectory, force: options.force))
            }
            try refuseSameFile(targets)
        } catch {
            throw WriteFailure(error)
        }

        var createdFolders: [String] = []
        var removed: [String] = []
        do throws(FileSystemError) {
            if let missing = targets.first(where: { $0.realFolder == nil }), !options.createsFolders {
                throw .writeFailed(path: missing.change.path, reason: "its folder does not exist")
            }
            createdFolders = try createMissingFolders(for: targets)
            for index in targets.indices where targets[index].realFolder == nil {
                targets[index].realFolder = realPath(targets[index].folder)
            }
            let lock = lock ?? WriteLock()
            try lock.lock(folders: targets.map { $0.realFolder ?? $0.folder })
            for (folder, displayFolder) in uniqueFolders(targets) {
                removed += StaleTemporaryFiles.remove(in: folder).map { displayFolder + $0 }
            }
            for target in targets where !target.stillAsRead() {
                throw .changedOnDisk(path: target.change.path)
            }
            for index in targets.indices {
                do {
                    try targets[index].stage()
                } catch {
                    // A file another program changed meanwhile is the cause, whatever the
                    // write said: a mapped file cut short under a spliced write fails it
                    // with "Bad address" (its pages past the new end are gone).
                    guard targets[index].stillAsRead() else { throw .changedOnDisk(path: targets[index].change.path) }
                    throw error
                }
            }
            for index in targets.indices {
                guard targets[index].stillAsRead() else { throw .changedOnDisk(path: targets[index].change.path) }
                try targets[index].rename(failing: options.failingRename == index)
            }
        } catch {
            let (restored, leftChanged) = rollBack(&targets, createdFolders: createdFolders)
            throw WriteFailure(error, restored: restored, leftChanged: leftChanged, removedTemporaryFiles: removed)
        }
        for target in targets {
            if let setAside = target.setAside { unlink(setAside) }
        }
        for (folder, _) in uniqueFolders(targets) {
            syncFolder(folder)
        }
        return WriteReport(written: targets.map(\.change.path), removedTemporaryFiles: removed)
    }

    /// Two paths of the plan that reach one file through links would be written twice, the
    /// second time over a file that no longer holds what was read.
    private static func refuseSameFile(_ targets: [Target]) throws(FileSystemError) {
        var seen: [String: String] = [:]
        for target in targets {
            if let other = seen[target.location] { throw .sameFile(path: other, otherPath: target.change.path) }
            seen[target.location] = target.change.path
        }
    }

    /// Creates the folders new files go into (`l10n init`'s feature folder), outermost first;
    /// returns them so a failed write can remove them again.
    private static func createMissingFolders(for targets: [Target]) throws(FileSystemError) -> [String] {
        var created: [String] = []
        for target in targets where target.realFolder == nil {
            var missing: [String] = []
            var folder = target.folder
            while !folder.isEmpty, folder != "/", access(folder, F_OK) != 0 {
                missing.append(folder)
                folder = PathString.split(String(folder.dropLast())).folder
            }
            for folder in missing.reversed() {
                guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
                    let reason = String(cString: strerror(errno))
                    for made in created.reversed() { rmdir(made) }
                    throw .writeFailed(path: target.change.path, reason: "its folder cannot be created (\(reason))")
                }
                created.append(folder)
            }
        }
        return created
    }

    /// Each real folder once, with how to show files in it: the plan's spelling when the
    /// file was not reached through a link.
    private static func uniqueFolders(_ targets: [Target]) -> [(folder: String, display: String)] {
        var seen = Set<String>()
        return targets.compactMap { target in
            let folder = target.realFolder ?? target.folder
            guard seen.insert(folder).inserted else { return nil }
            return (folder, target.displayFolder)
        }
    }

    /// Removes staged files, puts back renamed ones from the bytes read, and removes the
    /// folders it created; returns the files put back and those it could not put back.
    private static func rollBack(_ targets: inout [Target], createdFolders: [String]) -> (restored: [String], leftChanged: [String]) {
        var restored: [String] = []
        var leftChanged: [String] = []
        for index in targets.indices.reversed() {
            if let temporary = targets[index].temporary {
                unlink(temporary)
                targets[index].temporary = nil
            }
            guard targets[index].renamed else { continue }
            if targets[index].putBack() {
                restored.append(targets[index].change.path)
            } else {
                leftChanged.append(targets[index].change.path)
            }
        }
        for folder in createdFolders.reversed() { rmdir(folder) }
        return (restored.reversed(), leftChanged.reversed())
    }

    /// Flushes the folder entry too, so the rename itself survives a power cut. Best effort:
    /// some file systems refuse to sync folders, and the data is already safe by then.
    private static func syncFolder(_ folder: String) {
        let descriptor = systemOpen(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}

/// One file of a plan on its way to disk.
private struct Target {
    let change: FileChange
    /// The file-system path written: the file itself, a symbolic link's target.
    let location: String
    /// The folder `location` is in, with its slash.
    let folder: String
    /// Where that folder really is; nil while it does not exist.
    var realFolder: String?
    /// How to show a file in `folder`.
    let displayFolder: String
    /// The file's `stat` when inspected; nil for a new file.
    let existing: stat?
    var temporary: String?
    var renamed = false
    /// Where a file to remove was renamed to, so a failed write can put it back; removed once
    /// every other file is written.
    var setAside: String?

    /// Where the change goes and whether it may: refuses anything that is not a regular file
    /// (or nothing, for a new file), read-only files unless forced, hard links, and folders
    /// that cannot be written.
    static func inspect(_ change: FileChange, currentDirectory: String, force: Bool) throws(FileSystemError) -> Target {
        let given = PathString.absolute(change.path, in: currentDirectory)
        var status = stat()
        let exists = lstat(given, &status) == 0
        switch change.original {
        case .absent:
            guard !exists else { throw .changedOnDisk(path: change.path) }
            let folder = PathString.split(given).folder
            let realFolder = realPath(folder)
            if let realFolder, access(realFolder, W_OK | X_OK) != 0 {
                throw .writeFailed(path: change.path, reason: "its folder is not writable")
            }
            return Target(
                change: change, location: given, folder: folder, realFolder: realFolder,
                displayFolder: PathString.split(change.path).folder, existing: nil)
        case .read, .mapped:
            guard exists else { throw .changedOnDisk(path: change.path) }
            var location = given
            var displayFolder = PathString.split(change.path).folder
            if (status.st_mode & S_IFMT) == S_IFLNK {
                // Written through to the file it points at; the link stays a link.
                guard let target = realPath(given), stat(target, &status) == 0 else { throw .changedOnDisk(path: change.path) }
                location = target
                displayFolder = PathString.split(target).folder
            }
            if let kind = RegularFile.kind(of: status) { throw .notARegularFile(path: change.path, kind: kind) }
            if !force, status.st_mode & 0o222 == 0 || access(location, W_OK) != 0 {
                throw .readOnly(path: change.path)
            }
            if status.st_nlink > 1 { throw .hardLinked(path: change.path, links: Int(status.st_nlink)) }
            let folder = PathString.split(location).folder
            guard access(folder.isEmpty ? "." : folder, W_OK | X_OK) == 0 else {
                throw .writeFailed(path: change.path, reason: "its folder is not writable")
            }
            return Target(
                change: change, location: location, folder: folder, realFolder: realPath(folder),
                displayFolder: displayFolder, existing: status)
        }
    }

    /// Whether the file on disk is still what the plan was made from: for a new file, that
    /// there is none; else the same stamp, or failing that the same bytes. A mapped file's
    /// bytes are compared only when another file took its place: a private mapping is no
    /// snapshot, and a file written in place shows its new bytes through the mapping too.
    func stillAsRead() -> Bool {
        switch change.original {
        case .absent:
            var status = stat()
            return lstat(location, &status) != 0 && errno == ENOENT
        case .read(let bytes, let stamp):
            guard let current = FileStamp.of(location) else { return false }
            if let stamp, current == stamp { return true }
            guard current.size == Int64(bytes.count), let read = SourceFile.readBytes(location) else { return false }
            return read.bytes == bytes
        case .mapped(let file):
            guard let current = FileStamp.of(location) else { return false }
            if current == file.stamp { return true }
            guard current.device != file.stamp.device || current.inode != file.stamp.inode,
                  current.size == Int64(file.bytes.count), let read = SourceFile.readBytes(location) else { return false }
            return file.hasBytes(read.bytes)
        }
    }

    /// Writes the new bytes to a temporary file beside the target, with its metadata, flushed.
    mutating func stage() throws(FileSystemError) {
        guard !change.removes else { return }
        temporary = try Self.stage(change.content, in: realFolder ?? folder, likeFile: existing.map { (location, $0) }, path: change.path)
    }

    mutating func rename(failing: Bool) throws(FileSystemError) {
        guard !failing else { throw .writeFailed(path: change.path, reason: "the rename was made to fail (a test)") }
        if change.removes {
            let base = realFolder ?? folder
            let aside = (base.isEmpty || base.hasSuffix("/") ? base : base + "/") + StaleTemporaryFiles.newName()
            guard systemRename(location, aside) == 0 else {
                throw .writeFailed(path: change.path, reason: String(cString: strerror(errno)))
            }
            setAside = aside
            renamed = true
            return
        }
        guard let temporary else { return }
        guard systemRename(temporary, location) == 0 else {
            throw .writeFailed(path: change.path, reason: String(cString: strerror(errno)))
        }
        self.temporary = nil
        renamed = true
    }

    /// Puts the file back as it was read (a new file: removes it). Returns whether it could.
    mutating func putBack() -> Bool {
        if let setAside {
            guard systemRename(setAside, location) == 0 else { return false }
            self.setAside = nil
            return true
        }
        switch change.original {
        case .absent:
            return unlink(location) == 0
        case .read, .mapped:
            let bytes: [UInt8]
            switch change.original {
            case .read(let read, _): bytes = read
            case .mapped(let file): bytes = file.copied()
            case .absent: return false
            }
            var status = stat()
            let current = stat(location, &status) == 0 ? (location, status) : existing.map { (location, $0) }
            guard let staged = try? Self.stage(.bytes(bytes), in: realFolder ?? folder, likeFile: current, path: change.path) else { return false }
            guard systemRename(staged, location) == 0 else {
                unlink(staged)
                return false
            }
            return true
        }
    }

    /// A temporary file in `folder` holding `content`, flushed to disk, with the mode, owner,
    /// group and extended attributes of `likeFile` when given; removed again if any step fails.
    private static func stage(_ content: FileChange.Content, in folder: String, likeFile: (String, stat)?, path: String) throws(FileSystemError) -> String {
        let folderPath = folder.isEmpty ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        let temporary = folderPath + StaleTemporaryFiles.newName()
        // A new file gets 0666 minus the umask, as `touch` does; a replacement gets its original's mode below.
        let descriptor = systemOpen(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
        var failure: Int32?
        if let (original, status) = likeFile {
            failure = FileMetadata.copy(from: original, status: status, to: descriptor)
        }
        if failure == nil {
            switch content {
            case .bytes(let bytes): failure = bytes.withUnsafeBytes { SplicedFile.writeAll([$0], to: descriptor) }
            case .spliced(let spliced): failure = spliced.write(to: descriptor)
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw .writeFailed(path: path, reason: String(cString: strerror(failure)))
        }
        return temporary
    }
}

/// POSIX `rename`, named apart from `Target.rename(failing:)`.
private func systemRename(_ from: String, _ to: String) -> Int32 {
    #if canImport(Glibc)
    Glibc.rename(from, to)
    #elseif canImport(Musl)
    Musl.rename(from, to)
    #else
    Darwin.rename(from, to)
    #endif
}
