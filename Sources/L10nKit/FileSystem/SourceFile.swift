import Foundation

/// A file's bytes and the path the user knows it by.
public struct SourceFile: Sendable {
    /// As displayed in output: relative paths stay relative.
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Reads the file at `path` (as the user gave it), resolved against `currentDirectory`.
    public static func read(_ path: String, currentDirectory: String) throws(FileSystemError) -> SourceFile {
        let location = InputPaths.absolute(path, in: currentDirectory)
        guard let data = FileManager.default.contents(atPath: location) else {
            throw FileManager.default.fileExists(atPath: location)
                ? .readFailed(path: path, reason: "it cannot be opened")
                : .noSuchPath(path)
        }
        return SourceFile(path: path, bytes: [UInt8](data))
    }
}
