/// Why reading, finding or writing files failed. Each description says what is wrong and what
/// to do; paths are quoted as the user gave them.
public enum FileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    case noSuchPath(String)
    /// A file named on the command line that does not have the extension the command reads.
    case wrongFileType(path: String, expectedExtension: String)
    case readFailed(path: String, reason: String)
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .noSuchPath(let path):
            return "No such file or folder: '\(path)'. Check the spelling, or run l10n from the folder that contains it."
        case .wrongFileType(let path, let expectedExtension):
            return "'\(path)' is not a .\(expectedExtension) file. Pass a .\(expectedExtension) file or a folder that contains some."
        case .readFailed(let path, let reason):
            return "Could not read '\(path)': \(reason). Check that it exists and that you may read it."
        case .writeFailed(let path, let reason):
            return "Could not write '\(path)': \(reason). Check that its folder exists and that you may write to it."
        }
    }
}
