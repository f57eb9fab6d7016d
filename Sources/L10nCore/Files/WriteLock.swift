import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The advisory lock that makes l10n processes take turns at writing: an exclusive `flock` on
/// each folder that holds a file to be written (the folder itself, so no lock file is ever
/// created or left behind). A writing command takes it before it reads what it will change
/// and holds it until it has written, so two `l10n add` runs on one feature follow each
/// other instead of losing a key. Programs other than l10n do not take it; the check that a
/// file still holds what was read guards against them.
///
/// Folders are locked in the order of their real paths, so two processes never wait for each
/// other in a circle. Closing the descriptors (when the lock is released or the process
/// ends, however it ends) lets the next process in.
package final class WriteLock {
    /// How long l10n waits for another l10n process before it gives up.
    package static let waitSeconds = 60

    /// Real folder path → the open descriptor that holds its lock.
    private var held: [String: Int32] = [:]

    package init() {}

    deinit {
        for descriptor in held.values { close(descriptor) }
    }

    /// Locks the folders that hold `paths` (files as the user gave them); a folder that does
    /// not exist yet is skipped, since nobody can have a file in it to race for.
    package static func acquire(forFiles paths: [String], currentDirectory: String) throws(FileSystemError) -> WriteLock {
        let lock = WriteLock()
        try lock.lock(folders: paths.map { PathString.split(PathString.absolute($0, in: currentDirectory)).folder })
        return lock
    }

    /// Whether this lock already holds `folder` (a real path).
    func holds(_ folder: String) -> Bool { held[folder] != nil }

    /// Adds the folders (file-system paths) this lock does not hold yet, waiting for other
    /// l10n processes.
    func lock(folders: [String]) throws(FileSystemError) {
        let real = Set(folders.compactMap { folder in realPath(folder.isEmpty ? "/" : folder) }).filter { held[$0] == nil }
        for folder in real.sorted() {
            let descriptor = systemOpen(folder, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
            guard descriptor >= 0 else { continue }
            held[folder] = descriptor
            try wait(for: descriptor, folder: folder)
        }
    }

    private func wait(for descriptor: Int32, folder: String) throws(FileSystemError) {
        let deadline = Date().addingTimeInterval(TimeInterval(Self.waitSeconds))
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            // A file system without flock (some network mounts) cannot serialise; the content
            // check before each rename still refuses to overwrite what changed.
            guard errno == EWOULDBLOCK || errno == EINTR else { return }
            guard Date() < deadline else { throw .lockTimedOut(folder: folder, seconds: Self.waitSeconds) }
            usleep(10_000)
        }
    }
}

/// The path with every symbolic link and `..` resolved, or nil when it does not exist.
package func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}
