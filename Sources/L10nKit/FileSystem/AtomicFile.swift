import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// POSIX `write`, named apart from `AtomicFile.write`, which would otherwise shadow it.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}

/// Writes files so that readers (Xcode, git, a crash) see either the old bytes or the new ones,
/// never half a file: write a temporary sibling, flush it to disk, then rename it over the target.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let temporaryPath = temporarySibling(of: path)
        // An existing file keeps its permissions; a new one gets 0666 minus the umask, as `touch` does.
        let existingMode = fileMode(at: path)
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, existingMode ?? 0o666)
        guard descriptor >= 0 else {
            throw .writeFailed(path: path, reason: lastErrorReason())
        }
        do throws(FileSystemError) {
            defer { close(descriptor) }
            // `open` applied the umask; restore the exact original bits.
            if let existingMode, fchmod(descriptor, existingMode) != 0 {
                throw .writeFailed(path: path, reason: lastErrorReason())
            }
            try writeAll(bytes, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else {
                throw .writeFailed(path: path, reason: lastErrorReason())
            }
        } catch {
            unlink(temporaryPath)
            throw error
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = lastErrorReason()
            unlink(temporaryPath)
            throw .writeFailed(path: path, reason: reason)
        }
        syncFolder(containing: path)
    }

    /// Writes only when the file's bytes differ, so unchanged files keep their modification time
    /// and build systems do not rebuild. Returns whether it wrote.
    @discardableResult
    public static func writeIfChanged(_ bytes: [UInt8], to path: String) throws(FileSystemError) -> Bool {
        // A file of another size differs without being read.
        var info = stat()
        if stat(path, &info) == 0, Int(info.st_size) == bytes.count,
           let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(bytes) {
            return false
        }
        try write(bytes, to: path)
        return true
    }

    /// `.<name>.l10n-<random>.tmp` in the target's folder: the same file system, so `rename` is
    /// atomic, and hidden, so catalog discovery and editors ignore it.
    static func temporarySibling(of path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return "\(folder).\(name).l10n-\(random).tmp"
    }

    private static func fileMode(at path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileSystemError) {
        // `write` may write less than asked, or be interrupted by a signal; keep going until done.
        let failure: Int32? = bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let result = systemWrite(descriptor, base + offset, buffer.count - offset)
                if result >= 0 {
                    offset += result
                } else if errno != EINTR {
                    return errno
                }
            }
            return nil
        }
        if let failure {
            throw .writeFailed(path: path, reason: String(cString: strerror(failure)))
        }
    }

    /// Flushes the folder entry too, so the rename itself survives a power cut. Best effort:
    /// some file systems refuse to sync folders, and the data is already safe by then.
    private static func syncFolder(containing path: String) {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let descriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func lastErrorReason() -> String {
        String(cString: strerror(errno))
    }
}
