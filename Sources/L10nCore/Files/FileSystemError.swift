/// Why reading, finding or writing files failed. Each description says what is wrong and what
/// to do; paths are quoted as the user gave them, control characters escaped.
package enum FileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    case noSuchPath(String)
    /// A file named on the command line that does not have the extension the command reads.
    case wrongFileType(path: String, expectedExtension: String)
    case readFailed(path: String, reason: String)
    case writeFailed(path: String, reason: String)
    /// A FIFO, socket, device or folder where a file was expected; `kind` says which
    /// ("a FIFO (named pipe)"). It is never opened for reading, so it cannot block.
    case notARegularFile(path: String, kind: String)
    /// Another program wrote (or created, or deleted) the file after l10n read it.
    case changedOnDisk(path: String)
    /// The file's permissions forbid writing; `--force` replaces it anyway.
    case readOnly(path: String)
    /// Replacing the file would split its hard links.
    case hardLinked(path: String, links: Int)
    /// Two paths of one plan name the same file.
    case sameFile(path: String, otherPath: String)
    /// Another l10n process kept the folder locked for longer than l10n waits.
    case lockTimedOut(folder: String, seconds: Int)
    /// A file the command derives (a baseline, a report, an export) would replace `input`,
    /// a file the same run reads.
    case overwritesInput(path: String, input: String)

    package var description: String {
        switch self {
        case .noSuchPath(let path):
            return "No such file or folder: '\(path.printable)'. Check the spelling, or run l10n from the folder that contains it."
        case .wrongFileType(let path, let expectedExtension):
            return "'\(path.printable)' is not a .\(expectedExtension) file. Pass a .\(expectedExtension) file or a folder that contains some."
        case .readFailed(let path, let reason):
            return "Could not read '\(path.printable)': \(reason). Check that it exists and that you may read it."
        case .writeFailed(let path, let reason):
            return "Could not write '\(path.printable)': \(reason). Check that its folder exists and that you may write to it."
        case .notARegularFile(let path, let kind):
            return "'\(path.printable)' is \(kind), not a regular file, so l10n skipped it. Remove it, or rename it."
        case .changedOnDisk(let path):
            return "'\(path.printable)' changed on disk after l10n read it (another program wrote it), so l10n did not overwrite it. Run the command again."
        case .readOnly(let path):
            return "'\(path.printable)' is read-only, so l10n did not replace it. Make it writable, or pass --force to replace it anyway."
        case .hardLinked(let path, let links):
            return "'\(path.printable)' has \(links) hard links, and replacing it would split them, so l10n did not write it. "
                + "Keep one file and make the others symbolic links, which l10n writes through."
        case .sameFile(let path, let otherPath):
            return "'\(path.printable)' and '\(otherPath.printable)' are the same file, so l10n did not write either. Pass only one of them."
        case .lockTimedOut(let folder, let seconds):
            return "Another l10n process has been writing in '\(folder.printable)' for \(seconds) seconds, so l10n gave up waiting. "
                + "Run the command again when it is done."
        case .overwritesInput(let path, let input):
            let same = path == input ? "" : " ('\(input.printable)')"
            return "'\(path.printable)' is a file this command reads\(same), so l10n did not write over it. Name another file for the output."
        }
    }
}
