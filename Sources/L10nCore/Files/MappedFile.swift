import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file mapped read-only into memory. A reader that goes through it once can hand back the
/// pages it has passed (see ``MappedFile/Pass``), so reading a 40 MB catalog into a tree never
/// holds the whole text and the whole tree at once. Pages handed back are read again from the
/// file if touched.
///
/// Sendable because nothing in it ever changes after `init`: the mapping is read-only, and
/// handing pages back (`madvise`) is safe from any thread at any time. Where a reader has got
/// to is the reader's own ``Pass``, never the file's.
package final class MappedFile: Sendable {
    /// Immutable and valid for the object's lifetime: it points into a read-only mapping that
    /// only `deinit` unmaps.
    nonisolated(unsafe) package let bytes: UnsafeBufferPointer<UInt8>
    nonisolated(unsafe) private let mapping: UnsafeMutableRawPointer?
    /// How the file was when it was mapped, so a write can tell whether it changed since.
    package let stamp: FileStamp
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Maps `path` (a file-system path); nil when it cannot be opened or is not a regular file.
    package init?(path: String) {
        guard let (descriptor, size, stamp) = RegularFile.open(path) else { return nil }
        defer { close(descriptor) }
        self.stamp = stamp
        guard size > 0 else {
            mapping = nil
            bytes = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else { return nil }
        mapping = address
        bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size)
    }

    deinit {
        if let mapping { munmap(mapping, bytes.count) }
    }

    /// Maps the file at `path` (as the user gave it), resolved against `currentDirectory`.
    package static func open(_ path: String, currentDirectory: String) throws(FileSystemError) -> MappedFile {
        let location = PathString.absolute(path, in: currentDirectory)
        guard let file = MappedFile(path: location) else { throw RegularFile.openingError(path: path, location: location) }
        return file
    }

    /// Releases the whole pages between the offsets `start` and `end`, even if they were
    /// released and read again. Offsets outside the file, or `end` before `start`, release
    /// less or nothing: never memory outside the mapping, and never a trap.
    package func release(from start: Int, to end: Int) {
        guard let mapping else { return }
        // Clamped first, so the rounding below cannot overflow.
        let lower = min(max(start, 0), bytes.count), upper = min(max(end, 0), bytes.count)
        let first = (lower + Self.pageSize - 1) / Self.pageSize * Self.pageSize
        let last = upper / Self.pageSize * Self.pageSize
        guard last > first else { return }
        _ = madvise(mapping + first, last - first, MADV_DONTNEED)
    }

    /// Whether the file holds exactly `other`, compared slice by slice, each slice's pages
    /// handed back once compared.
    package func hasBytes(_ other: [UInt8]) -> Bool {
        guard other.count == bytes.count else { return false }
        var pass = Pass(self)
        let slice = 1 << 22
        return other.withUnsafeBufferPointer { other in
            var start = 0
            while start < bytes.count {
                let end = min(start + slice, bytes.count)
                guard memcmp(other.baseAddress! + start, bytes.baseAddress! + start, end - start) == 0 else { return false }
                pass.passed(end)
                start = end
            }
            return true
        }
    }

    /// The whole text in memory, each slice's pages handed back once copied, so the file is
    /// not held twice.
    package func copied() -> [UInt8] {
        var pass = Pass(self)
        var copy: [UInt8] = []
        copy.reserveCapacity(bytes.count)
        let slice = 1 << 22
        var start = 0
        while start < bytes.count {
            let end = min(start + slice, bytes.count)
            copy.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            pass.passed(end)
            start = end
        }
        return copy
    }

    /// One reader's way through the file, handing back the pages behind it. Each reader owns
    /// its own, so readers of one file, at once or one after another, never see where another
    /// has got to.
    package struct Pass {
        package let file: MappedFile
        /// Everything before it has been released; a page boundary, or where the pass began.
        private var released: Int

        static let step = 1 << 20

        /// A pass that begins at offset `start`: nothing before it is ever released.
        package init(_ file: MappedFile, from start: Int = 0) {
            self.file = file
            released = min(max(start, 0), file.bytes.count)
        }

        /// The reader no longer needs the bytes before `offset`. Each call releases only what
        /// earlier ones did not, once a mebibyte or the file's end is passed; an offset behind
        /// an earlier one, or outside the file, releases nothing more.
        package mutating func passed(_ offset: Int) {
            let end = min(offset, file.bytes.count)
            // Each hand-back is a system call, and a page handed back and touched again is read
            // again: a mebibyte at a time (as the JSON reader reports its progress), or the rest
            // at the file's end. A splice calling this at each of 6,000 edits made `import` 13% slower.
            guard end > released, end - released >= Self.step || end == file.bytes.count else { return }
            file.release(from: released, to: end)
            // The page that holds `end` is not passed whole yet: a later call releases it.
            released = max(end / MappedFile.pageSize * MappedFile.pageSize, released)
        }

        /// `passed(_:)` as one reader's progress callback.
        package static func progress(_ file: MappedFile, from start: Int = 0) -> (Int) -> Void {
            var pass = Pass(file, from: start)
            return { pass.passed($0) }
        }
    }
}

@available(*, unavailable, message: "a pass belongs to the one reader that makes it")
extension MappedFile.Pass: Sendable {}

/// Opening a file for reading, shared by mapped and copied reads.
enum RegularFile {
    /// A read-only descriptor, the size and the stamp of the regular file at `location`; nil
    /// when it cannot be opened or is a folder, FIFO, device or the like. A FIFO's `open`
    /// would wait for a writer, so the type is checked first and the open does not block. The
    /// caller closes the descriptor.
    static func open(_ location: String) -> (descriptor: Int32, size: Int, stamp: FileStamp)? {
        var status = stat()
        guard stat(location, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        // The file may be swapped for a FIFO between `stat` and `open`: O_NONBLOCK keeps even that from waiting.
        let descriptor = systemOpen(location, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return nil
        }
        return (descriptor, Int(status.st_size), FileStamp(status))
    }

    /// Why a file named by the user could not be opened: it is not there, it is not a regular
    /// file, or it is and cannot be read.
    static func openingError(path: String, location: String) -> FileSystemError {
        var status = stat()
        guard stat(location, &status) == 0 else {
            return FileManager.default.fileExists(atPath: location) ? .readFailed(path: path, reason: "it cannot be opened") : .noSuchPath(path)
        }
        if let kind = kind(of: status) { return .notARegularFile(path: path, kind: kind) }
        return .readFailed(path: path, reason: "it cannot be opened")
    }

    /// What a file that is not a regular file is, in words; nil for a regular file.
    static func kind(of status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "a special file"
        }
    }
}

/// POSIX `open`, named apart so it is not confused with `RegularFile.open`.
func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    #if canImport(Glibc)
    Glibc.open(path, flags, mode)
    #elseif canImport(Musl)
    Musl.open(path, flags, mode)
    #else
    Darwin.open(path, flags, mode)
    #endif
}
