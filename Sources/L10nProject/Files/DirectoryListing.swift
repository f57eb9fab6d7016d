#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's entries with their types, read with `readdir`: the type comes with the name, so
/// searching an app of ten thousand files costs no `stat` per file (FileManager's attributes
/// cost several system calls each, and an owner-name lookup).
enum DirectoryListing {
    enum EntryType {
        case folder
        /// A file, a symbolic link (never followed, so a linked folder cannot loop) or anything else.
        case other
    }

    /// The entries of `path` except `.` and `..`, or nil when the folder cannot be read.
    static func entries(of path: String) -> [(name: String, type: EntryType)]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, type: EntryType)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var type: EntryType = Int32(entry.pointee.d_type) == Int32(DT_DIR) ? .folder : .other
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                // Some file systems do not say; ask without following links.
                var status = stat()
                if lstat(path + "/" + name, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { type = .folder }
            }
            entries.append((name, type))
        }
        return entries
    }
}
