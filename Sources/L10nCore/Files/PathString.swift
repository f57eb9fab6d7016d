/// Paths as strings, the way users type them: relative paths stay relative in output and are
/// resolved against the current folder only to touch the file system.
package enum PathString {
    /// The file-system path of a path as the user gave it.
    package static func absolute(_ path: String, in currentDirectory: String) -> String {
        path.hasPrefix("/") ? path : join(currentDirectory, path)
    }

    package static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        if name.isEmpty { return folder }
        // The bytes written once into a string of their length: a search joins two paths for
        // each entry of each folder, and two concatenations and a search by Characters cost
        // about 1,300 instructions a join (appends into a reserved string, about as much).
        let slash = endsWithSlash(folder) ? 0 : 1
        let folderCount = folder.utf8.count
        return String(unsafeUninitializedCapacity: folderCount + slash + name.utf8.count) { buffer in
            var end = write(folder, into: buffer, at: 0)
            if slash == 1 {
                buffer[end] = UInt8(ascii: "/")
                end += 1
            }
            return write(name, into: buffer, at: end)
        }
    }

    /// Writes `text`'s UTF-8 into `buffer` from `offset`; returns where it ends.
    private static func write(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let utf8 = text.utf8
        let copied = utf8.withContiguousStorageIfAvailable { bytes in
            if let base = bytes.baseAddress { (buffer.baseAddress! + offset).initialize(from: base, count: bytes.count) }
        }
        var end = offset
        if copied == nil {
            for byte in utf8 {
                buffer[end] = byte
                end += 1
            }
            return end
        }
        return offset + utf8.count
    }

    /// `folder.hasSuffix("/")` by its last bytes: a `/` after an ASCII byte (or alone) is a
    /// Character of its own; after other bytes (a prepended mark joins it), Characters decide.
    private static func endsWithSlash(_ folder: String) -> Bool {
        let utf8 = folder.utf8
        guard utf8.last == UInt8(ascii: "/") else { return false }
        guard let before = utf8.dropLast().last, before >= 0x80 else { return true }
        return folder.hasSuffix("/")
    }

    /// `folder/` (with its slash, or "") and the file name.
    package static func split(_ path: String) -> (folder: String, fileName: String) {
        // In ASCII, every byte is a Character: the last `/` byte is the last `/`, found without
        // walking the Characters back (thousands of instructions a path, for each file of an
        // app). Elsewhere a `/` with marks after it is one Character, and no `/`.
        let utf8 = path.utf8
        // One pass over the bytes in place: whether they are ASCII, and the last `/`'s offset
        // (-1 without one). Stepping the view's indices twice was most of the split.
        let lastSlash: Int? = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var slash = -1
            for index in bytes.indices {
                if bytes[index] >= 0x80 { return nil }
                if bytes[index] == UInt8(ascii: "/") { slash = index }
            }
            return slash
        } ?? (utf8.allSatisfy { $0 < 0x80 } ? utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.distance(from: utf8.startIndex, to: $0) } ?? -1 : nil)
        if let lastSlash {
            guard lastSlash >= 0 else { return ("", path) }
            let slash = utf8.index(utf8.startIndex, offsetBy: lastSlash)
            return (String(path[...slash]), String(path[utf8.index(after: slash)...]))
        }
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    /// `absolutePath` as a path relative to the absolute `folder`, as users type it: "" for the
    /// folder itself, `Catalogs/Offers`, `../Catalogs`.
    package static func relative(_ absolutePath: String, from folder: String) -> String {
        let target = components(absolutePath)
        let base = components(folder)
        let common = zip(target, base).prefix { $0 == $1 }.count
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target.dropFirst(common).map(String.init)).joined(separator: "/")
    }

    /// An absolute path with `.` and `..` applied by name, without a trailing `/`:
    /// `/p/App/Features/../Catalogs/` → `/p/App/Catalogs`.
    package static func normalized(_ absolutePath: String) -> String {
        // Appended one by one: `joined(separator:)` on substrings is the standard library's
        // generic code, whose first call looks up `[Substring]`'s conformances at run time in
        // every loaded library (about 0.2 M instructions, in every command's start).
        var path = ""
        for part in components(absolutePath) {
            path.append("/")
            path.append(contentsOf: part)
        }
        return path.isEmpty ? "/" : path
    }

    /// The names of an absolute path, without `.`, with `..` applied.
    private static func components(_ path: String) -> [Substring] {
        var parts: [Substring] = []
        func add(_ part: Substring) {
            guard !part.isEmpty, part != "." else { return }
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        let utf8 = path.utf8
        // In ASCII every byte is a Character but CR LF, which holds no `/`: the names are the
        // runs between `/` bytes, found without splitting by Characters (about 500
        // instructions a byte; every command normalizes a few dozen paths as it starts).
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            path.split(separator: "/").forEach(add)
            return parts
        }
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "/") {
                add(path[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        add(path[start..<index])
        return parts
    }
}
