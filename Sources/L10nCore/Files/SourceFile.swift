import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes and the path the user knows it by.
package struct SourceFile: Sendable {
    /// As displayed in output: relative paths stay relative.
    package var path: String
    package var bytes: [UInt8]
    /// How the file was when read; nil for bytes that did not come from disk.
    package var stamp: FileStamp?

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Reads the file at `path` (as the user gave it), resolved against `currentDirectory`.
    package static func read(_ path: String, currentDirectory: String) throws(FileSystemError) -> SourceFile {
        let location = PathString.absolute(path, in: currentDirectory)
        guard let (bytes, stamp) = readBytes(location) else { throw RegularFile.openingError(path: path, location: location) }
        var file = SourceFile(path: path, bytes: bytes)
        file.stamp = stamp
        return file
    }

    /// Reads straight into one array: going through `Data` would hold a large catalog twice.
    static func readBytes(_ location: String) -> (bytes: [UInt8], stamp: FileStamp)? {
        guard let (descriptor, size, stamp) = RegularFile.open(location) else { return nil }
        defer { close(descriptor) }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while initialized < size {
                let count = systemRead(descriptor, buffer.baseAddress! + initialized, size - initialized)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { failed = count < 0; break }
                initialized += count
            }
        }
        // A file that shrank while being read is read as it ended up.
        return failed ? nil : (bytes, stamp)
    }
}

/// POSIX `read`, named apart so it is not confused with `SourceFile.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
