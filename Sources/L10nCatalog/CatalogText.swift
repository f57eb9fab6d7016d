import Foundation
import L10nCore
import L10nJSON

/// A catalog's text as a command has it: bytes already in memory (a plan not yet written), or
/// a file mapped from disk, whose pages the parser hands back as it goes, so a large catalog's
/// text and tree are never both fully in memory.
package enum CatalogText: Sendable {
    case bytes(SourceFile)
    case mapped(path: String, MappedFile)

    /// The path as displayed.
    package var path: String {
        switch self {
        case .bytes(let file): file.path
        case .mapped(let path, _): path
        }
    }

    package var byteCount: Int {
        switch self {
        case .bytes(let file): file.bytes.count
        case .mapped(_, let file): file.bytes.count
        }
    }

    /// How the file was when it was read or mapped, so a write can tell whether it changed since.
    package var stamp: FileStamp? {
        switch self {
        case .bytes(let file): file.stamp
        case .mapped(_, let file): file.stamp
        }
    }

    /// The text as it was read. For a mapped file, pages already handed back are read again.
    package var bytes: [UInt8] {
        switch self {
        case .bytes(let file): file.bytes
        case .mapped(_, let file): file.copied()
        }
    }

    /// The text as a file in memory, with the stamp it was read with, for a command that edits it.
    package var sourceFile: SourceFile {
        switch self {
        case .bytes(let file): return file
        case .mapped(let path, let file):
            var source = SourceFile(path: path, bytes: file.copied())
            source.stamp = file.stamp
            return source
        }
    }

    /// Maps the catalog at `path` (as the user gave it); nothing is read until it is parsed.
    package static func open(_ path: String, currentDirectory: String) throws(FileSystemError) -> CatalogText {
        .mapped(path: path, try MappedFile.open(path, currentDirectory: currentDirectory))
    }
}
