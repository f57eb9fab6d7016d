import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files l10n stages writes in, and the removal of those a killed run left.
///
/// A staged file is `.l10n-<pid>-<random>.tmp` beside its target: the same file system, so
/// the rename is atomic; hidden, so catalog discovery and editors ignore it; and named after
/// its process, so a later run can tell a leftover from a file being written.
enum StaleTemporaryFiles {
    /// When this process started, as far as l10n can tell: the first time anything here asked
    /// (`L10nCLI` asks first thing, through `WritePipeline.processStarted()`).
    static let processStart = Date()

    /// A fresh name for a file staged by this process.
    static func newName() -> String {
        ".l10n-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
    }

    /// Removes the leftovers in `folder` (a file-system path) and returns their names: regular
    /// files named as this process names its own (or `.<name>.l10n-<random>.tmp`, as earlier
    /// versions did), older than this process, and not of a process that is still running.
    /// Called while the folder is locked, so no other l10n is staging there.
    static func remove(in folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [String] = []
        for name in names.sorted() {
            guard let owner = owner(ofTemporaryName: name), owner.map(isGone) ?? true else { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
            #if canImport(Darwin)
            let modified = Double(status.st_mtimespec.tv_sec) + Double(status.st_mtimespec.tv_nsec) / 1e9
            #else
            let modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
            #endif
            guard modified < processStart.timeIntervalSince1970, unlink(path) == 0 else { continue }
            removed.append(name)
        }
        return removed
    }

    /// For a temporary file's name: `.some(pid)` for this version's names, `.some(nil)` for
    /// an earlier version's (which carry no process id); nil for any other name.
    static func owner(ofTemporaryName name: String) -> Int32?? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let stem = name.dropFirst().dropLast(".tmp".count)
        if stem.hasPrefix("l10n-") {
            let parts = stem.dropFirst("l10n-".count).split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let pid = Int32(parts[0]), isRandomPart(parts[1]) else { return nil }
            return .some(pid)
        }
        guard let marker = stem.range(of: ".l10n-", options: .backwards), marker.lowerBound > stem.startIndex,
              isRandomPart(stem[marker.upperBound...]) else { return nil }
        return .some(nil)
    }

    private static func isRandomPart(_ part: Substring) -> Bool {
        !part.isEmpty && part.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."z").contains($0) }
    }

    /// True when no process has this id (a signal to it finds nobody).
    private static func isGone(_ pid: Int32) -> Bool {
        pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
    }
}
