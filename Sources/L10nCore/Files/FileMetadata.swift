#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Carries a file's owner, group, mode and extended attributes (Finder tags, `com.apple.*`,
/// `user.*`) over to the file that replaces it, so a rewrite changes only the bytes.
enum FileMetadata {
    /// Gives the open file `descriptor` the metadata of `original` (`status` is its `stat`).
    /// Owner and group are kept where the system permits (only root may give a file away);
    /// an attribute the system will not set (a `security.*` one for a normal user) is left
    /// out. Fails only when the mode cannot be set, which would widen or narrow access.
    static func copy(from original: String, status: stat, to descriptor: Int32) -> Int32? {
        // chown first: it may clear the set-user-ID bits that chmod then restores.
        _ = fchown(descriptor, status.st_uid, status.st_gid)
        guard fchmod(descriptor, status.st_mode & 0o7777) == 0 else { return errno }
        copyExtendedAttributes(from: original, to: descriptor)
        return nil
    }

    private static func copyExtendedAttributes(from original: String, to descriptor: Int32) {
        for name in attributeNames(of: original) {
            guard let value = attribute(name, of: original) else { continue }
            _ = value.withUnsafeBytes { buffer in setAttribute(name, buffer, on: descriptor) }
        }
    }

    /// The names of `path`'s extended attributes; none when the file system has none.
    static func attributeNames(of path: String) -> [String] {
        let size = listAttributes(path, nil, 0)
        guard size > 0 else { return [] }
        var buffer = [CChar](repeating: 0, count: size)
        let count = buffer.withUnsafeMutableBufferPointer { listAttributes(path, $0.baseAddress, size) }
        guard count > 0 else { return [] }
        // A list of NUL-terminated names.
        return buffer[..<count].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    }

    static func attribute(_ name: String, of path: String) -> [UInt8]? {
        let size = getAttribute(path, name, nil, 0)
        guard size >= 0 else { return nil }
        var value = [UInt8](repeating: 0, count: size)
        let count = value.withUnsafeMutableBytes { getAttribute(path, name, $0.baseAddress, size) }
        guard count >= 0 else { return nil }
        return Array(value[..<min(count, size)])
    }

    // MARK: The calls differ between Linux and macOS (which adds position and options), and
    // Swift's Glibc module leaves out <sys/xattr.h>, so on Linux they are looked up by name.

    private static func listAttributes(_ path: String, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
        #if canImport(Darwin)
        listxattr(path, buffer, size, 0)
        #else
        LinuxAttributeCalls.list.map { $0(path, buffer, size) } ?? -1
        #endif
    }

    private static func getAttribute(_ path: String, _ name: String, _ value: UnsafeMutableRawPointer?, _ size: Int) -> Int {
        #if canImport(Darwin)
        getxattr(path, name, value, size, 0, 0)
        #else
        LinuxAttributeCalls.get.map { $0(path, name, value, size) } ?? -1
        #endif
    }

    private static func setAttribute(_ name: String, _ value: UnsafeRawBufferPointer, on descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
        fsetxattr(descriptor, name, value.baseAddress, value.count, 0, 0)
        #else
        LinuxAttributeCalls.set.map { $0(descriptor, name, value.baseAddress, value.count, 0) } ?? -1
        #endif
    }
}

#if !canImport(Darwin)
/// `listxattr`, `getxattr` and `fsetxattr` from the C library (glibc and musl both have them).
private enum LinuxAttributeCalls {
    typealias List = @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int) -> Int
    typealias Get = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int) -> Int
    typealias Set = @convention(c) (Int32, UnsafePointer<CChar>?, UnsafeRawPointer?, Int, Int32) -> Int32

    static let list: List? = function("listxattr")
    static let get: Get? = function("getxattr")
    static let set: Set? = function("fsetxattr")

    private static func function<Function>(_ name: String) -> Function? {
        guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, name) else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }
}
#endif
