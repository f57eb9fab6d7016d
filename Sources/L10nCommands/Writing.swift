#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import L10nCore
/// How writing commands (`sync`, `add`, `rename`, `remove`, `init`, `generate`, `format`, `import`,
/// `report --output`, `export --output`, `check --write-baseline`) use ``WritePipeline``: the
/// `--force` option (not `init`'s, which only creates), the lock taken before reading, and
/// what a write adds to the output. Every one of them builds one ``WritePlan`` and applies it
/// once, and prints a file as changed only after the write succeeded.
enum Writing {
    static let force = Flag.flag("force", help: "Replace read-only files too (files with hard links are still refused).")

    /// Locks the folders of `files` (paths as the user gave them) before they are read, so
    /// that another l10n process writing there finishes first; nil for `--check` runs, which
    /// write nothing.
    static func lock(_ files: [String], check: Bool = false, context: CommandContext) throws(FileSystemError) -> WriteLock? {
        guard !check else { return nil }
        return try WriteLock.acquire(forFiles: files, currentDirectory: context.currentDirectory)
    }

    /// The change that puts `bytes` at `path` (a file a command writes whole, such as `report
    /// --output` or `check --write-baseline`), under a lock: the file it replaces is read
    /// first, so the write can tell whether someone changed it meanwhile. `inputs` are the
    /// files the run read, which a derived file never replaces.
    static func replacement(
        _ path: String, with bytes: [UInt8], inputs: [String], context: CommandContext
    ) throws(FileSystemError) -> (WriteLock?, FileChange) {
        try refuseInput(path, inputs: inputs, context: context)
        let held = try Writing.lock([path], context: context)
        return (held, try change(putting: bytes, at: path, context: context))
    }

    /// Throws when `path` is one of `inputs` or the configuration file, by file identity (a
    /// link or another spelling is the same file): a derived file such as a baseline, report
    /// or export must never replace what the run read. A path that is not there is no input.
    static func refuseInput(_ path: String, inputs: [String], context: CommandContext) throws(FileSystemError) {
        func identity(_ path: String) -> (UInt64, UInt64)? {
            var status = stat()
            guard stat(PathString.absolute(path, in: context.currentDirectory), &status) == 0 else { return nil }
            return (UInt64(truncatingIfNeeded: status.st_dev), UInt64(truncatingIfNeeded: status.st_ino))
        }
        guard let output = identity(path) else { return }
        for input in inputs + [context.configuration.filePath].compactMap({ $0 }) {
            if let other = identity(input), other == output { throw .overwritesInput(path: path, input: input) }
        }
    }

    /// The change that puts `bytes` at `path` (as the user gave it), a file a command writes
    /// whole: the file there is read first, so the write can tell whether someone changed it
    /// meanwhile, or created where there is none.
    static func change(putting bytes: [UInt8], at path: String, context: CommandContext) throws(FileSystemError) -> FileChange {
        do {
            return FileChange(replacing: try SourceFile.read(path, currentDirectory: context.currentDirectory), with: bytes)
        } catch .noSuchPath {
            return FileChange(creating: path, with: bytes)
        }
    }

    /// Writes `plan`; on failure, the result to return: the error and what it left, exit 2,
    /// with `stderr` (what the command already had to say) first and no claim of a change.
    static func apply(
        _ plan: WritePlan, force: Bool, createsFolders: Bool = false, context: CommandContext, lock: WriteLock?, stderr: String = ""
    ) -> Result<WriteReport, CommandResultFailure> {
        do {
            return .success(try WritePipeline.apply(
                plan, currentDirectory: context.currentDirectory, options: WriteOptions(force: force, createsFolders: createsFolders), lock: lock))
        } catch {
            return .failure(CommandResultFailure(result: CommandResult(
                stderr: stderr + notes(error.removedTemporaryFiles) + CommandResult.errorLine(error.description),
                exitCode: .failure)))
        }
    }

    /// One line per temporary file a killed run left and this run removed.
    static func notes(_ removedTemporaryFiles: [String]) -> String {
        removedTemporaryFiles.map { "Removed \($0.printable), a temporary file left by an l10n run that was stopped.\n" }.joined()
    }
}

/// A command's whole answer when its write failed.
struct CommandResultFailure: Error {
    var result: CommandResult
}
