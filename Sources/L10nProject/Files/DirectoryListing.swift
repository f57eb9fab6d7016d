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
        /// A regular file.
        case file
        /// A symbolic link (never followed, so a linked folder cannot loop), a FIFO or anything else.
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
            var type: EntryType
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): type = .folder
            case Int32(DT_REG): type = .file
            case Int32(DT_UNKNOWN):
                // Some file systems do not say; ask without following links.
                var status = stat()
                let mode = lstat(path + "/" + name, &status) == 0 ? status.st_mode & S_IFMT : 0
                type = mode == S_IFDIR ? .folder : mode == S_IFREG ? .file : .other
            default: type = .other
            }
            entries.append((name, type))
        }
        return entries
    }
}
