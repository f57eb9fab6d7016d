import Foundation
import L10nCore
import L10nMerge
import L10nProject

/// `l10n resolve`: merges files git already left with conflict markers, as `merge` would have.
package enum ResolveCommand: Command {
    package static let spec = CommandSpec(
        name: "resolve",
        abstract: "Merge catalogs and key files git left with conflict markers.",
        discussion: """
            For files merged before the driver was set up (see 'l10n init --git'): each file's \
            sides are read from its markers and merged as 'l10n merge' does, with diff3's base \
            section when there is one (merge.conflictStyle diff3), else as a union in which only \
            values that differ conflict. Without arguments, takes the conflicted catalogs and \
            key files 'git status' lists. Files are written together; run 'git add' on them \
            afterwards. Exits 0 when every file merged cleanly, 1 when conflicts are left, and \
            2 when a file cannot be read.
            """,
        arguments: [files.spec])

    static let files = Positional(
        "file", help: "Files with conflict markers (default: the conflicted *.xcstrings and L10nKey+*.swift of the repository).",
        isOptional: true, isRepeatable: true)

    package struct Options: Sendable {
        var files: [String]
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        Options(files: arguments.arguments(files))
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        let directory = context.currentDirectory
        var paths = options.files
        if paths.isEmpty {
            switch conflictedFiles(from: directory) {
            case .success(let found): paths = found
            case .failure(let failure): return .failure(failure.message)
            }
            if paths.isEmpty { return CommandResult(stdout: "No conflicted catalogs or key files.\n") }
        }
        let lock: WriteLock?
        do throws(FileSystemError) {
            lock = try Writing.lock(paths, context: context)
        } catch {
            return .failure(error.description)
        }
        var plan = WritePlan()
        var stdout = ""
        var stderr = ""
        var conflicted = false
        var failed = false
        for path in paths {
            let file: SourceFile
            do throws(FileSystemError) {
                file = try SourceFile.read(path, currentDirectory: directory)
            } catch {
                stderr += CommandResult.errorLine(error.description)
                failed = true
                continue
            }
            guard let sides = ConflictedText(file.bytes) else {
                stderr += CommandResult.errorLine("\(path) has no complete conflict markers; nothing to resolve.")
                failed = true
                continue
            }
            do throws(FileMerge.Unreadable) {
                let outcome = try sides.merged(kind: MergeFileKind.of(path: path), path: path)
                plan.changes.append(FileChange(replacing: file, with: outcome.bytes))
                stderr += MergeCommand.conflictLines(outcome, path: path)
                if outcome.isClean {
                    stdout += "Resolved \(path.printable)\n"
                } else {
                    conflicted = true
                    stdout += "Left \(outcome.conflicts.count) conflict\(outcome.conflicts.count == 1 ? "" : "s") in \(path.printable)\n"
                }
            } catch {
                stderr += MergeCommand.unreadable(error, shown: path).stderr
                failed = true
            }
        }
        // Nothing is written when one file cannot be read: a partial resolve is harder to follow.
        if failed { return CommandResult(stdout: "", stderr: stderr, exitCode: .failure) }
        switch Writing.apply(plan, force: false, context: context, lock: lock, stderr: stderr) {
        case .success(let report): stderr = Writing.notes(report.removedTemporaryFiles) + stderr
        case .failure(let failure): return failure.result
        }
        return CommandResult(stdout: stdout, stderr: stderr, exitCode: conflicted ? .findings : .success)
    }

    /// The unmerged catalogs and key files of the repository, as paths from `directory`.
    struct GitFailure: Error {
        var message: String
    }

    static func conflictedFiles(from directory: String) -> Result<[String], GitFailure> {
        guard let top = Git.topLevel(from: directory) else {
            return .failure(GitFailure(message: "\(directory.printable) is not in a git repository; name the conflicted files instead."))
        }
        guard let output = Git.run(["diff", "--name-only", "--diff-filter=U", "-z"], in: top), output.status == 0 else {
            return .failure(GitFailure(message: "'git diff --name-only --diff-filter=U' failed; name the conflicted files instead."))
        }
        let names = output.stdout.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return .success(names.filter { MergeFileKind.of(path: $0) != .text }.map { name in
            PathString.relative(PathString.absolute(name, in: top), from: directory)
        })
    }
}
