#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a file was when it was read: enough to tell, without reading it again, that nobody has
/// written it since. A write changes the change time (which no program can set back), a
/// rename over the path brings another inode, so equal stamps mean the same bytes.
package struct FileStamp: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int
    var changedSeconds: Int
    var changedNanoseconds: Int
    /// Names the file has; a new one changes the change time too.
    var linkCount: UInt64

    init(_ status: stat) {
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        size = Int64(status.st_size)
        linkCount = UInt64(truncatingIfNeeded: status.st_nlink)
        #if canImport(Darwin)
        modifiedSeconds = Int(status.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int(status.st_mtimespec.tv_nsec)
        changedSeconds = Int(status.st_ctimespec.tv_sec)
        changedNanoseconds = Int(status.st_ctimespec.tv_nsec)
        #else
        modifiedSeconds = Int(status.st_mtim.tv_sec)
        modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
        changedSeconds = Int(status.st_ctim.tv_sec)
        changedNanoseconds = Int(status.st_ctim.tv_nsec)
        #endif
    }

    /// Whether the file has more than one name: a search of folders may meet it twice.
    package var isHardLinked: Bool { linkCount > 1 }

    /// The stamp of the file `location` names (following links), nil when there is none.
    package static func of(_ location: String) -> FileStamp? {
        var status = stat()
        guard stat(location, &status) == 0 else { return nil }
        return FileStamp(status)
    }
}
