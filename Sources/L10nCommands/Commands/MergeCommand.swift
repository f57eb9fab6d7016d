import L10nCore
import L10nCatalog
import L10nChecks
import L10nMerge
import L10nReporting

/// `l10n merge`: git's merge driver for catalogs and key files (`l10n init --git` installs it).
package enum MergeCommand: Command {
    package static let spec = CommandSpec(
        name: "merge",
        abstract: "Merge three versions of a catalog or key file by meaning (a git merge driver).",
        discussion: """
            Git runs it as `l10n merge %O %A %B %P` once `l10n init --git` has set it up. Catalogs \
            merge by key, field, localization and variation, and are written as Xcode writes them; \
            key files merge by declaration, keeping every accessor both sides added; other files \
            merge by lines as git does. The result replaces <ours>. What both sides changed \
            differently is left between conflict markers, one localization or one accessor each, \
            and listed on stderr. Exits 0 when merged cleanly, 1 when conflicts are left, and 2 \
            when an input cannot be read (then <ours> is left as it was).
            """,
        arguments: [base.spec, ours.spec, theirs.spec, path.spec])

    static let base = Positional("base", help: "The common ancestor's version (git's %O); an empty file or '' when there is none.")
    static let ours = Positional("ours", help: "Our version (git's %A), replaced by the result.")
    static let theirs = Positional("theirs", help: "Their version (git's %B).")
    static let path = Positional("path", help: "The file's path in the repository (git's %P), for its kind and for messages (default: <ours>).", isOptional: true)

    package struct Options: Sendable {
        var base: String
        var ours: String
        var theirs: String
        var path: String?
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        Options(
            base: arguments.arguments(base).first ?? "", ours: arguments.arguments(ours).first ?? "",
            theirs: arguments.arguments(theirs).first ?? "", path: arguments.arguments(path).first)
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        let shown = options.path ?? options.ours
        let lock: WriteLock?
        let merged: (outcome: MergeOutcome, change: FileChange)
        do throws(Failure) {
            do throws(FileSystemError) { lock = try Writing.lock([options.ours], context: context) } catch { throw .file(error) }
            switch MergeFileKind.of(path: shown) {
            case .catalog: merged = try mergeCatalogs(options, shown: shown, context: context)
            case let kind: merged = try mergeFiles(options, kind: kind, shown: shown, context: context)
            }
        } catch {
            switch error {
            case .file(let error): return .failure(error.description)
            case .unreadable(let result): return result
            }
        }
        var stderr = conflictLines(merged.outcome, path: shown)
        switch Writing.apply(WritePlan([merged.change]), force: false, context: context, lock: lock, stderr: stderr) {
        case .success(let report): stderr = Writing.notes(report.removedTemporaryFiles) + stderr
        case .failure(let failure): return failure.result
        }
        return CommandResult(stderr: stderr, exitCode: merged.outcome.isClean ? .success : .findings)
    }

    private enum Failure: Error {
        case file(FileSystemError)
        /// An input is not what its kind needs; the result says which and where.
        case unreadable(CommandResult)
    }

    /// Catalogs are mapped, not read: a large one's pages are handed back as they are parsed,
    /// and the write compares with our side's mapping rather than a copy of it.
    private static func mergeCatalogs(_ options: Options, shown: String, context: CommandContext) throws(Failure) -> (MergeOutcome, FileChange) {
        let directory = context.currentDirectory
        let ours: CatalogText, theirs: CatalogText, base: CatalogText?
        do throws(FileSystemError) {
            ours = try CatalogText.open(options.ours, currentDirectory: directory)
            theirs = try CatalogText.open(options.theirs, currentDirectory: directory)
            base = options.base.isEmpty ? nil : try CatalogText.open(options.base, currentDirectory: directory)
        } catch {
            throw .file(error)
        }
        let outcome: MergeOutcome
        do throws(FileMerge.Unreadable) {
            outcome = try CatalogMerge.merge(base: base.flatMap { $0.byteCount == 0 ? nil : $0 }, ours: ours, theirs: theirs)
        } catch {
            throw .unreadable(unreadable(error, shown: shown))
        }
        guard let stamp = ours.stamp, FileStamp.of(PathString.absolute(options.ours, in: directory)) == stamp else {
            throw .file(.changedOnDisk(path: options.ours))
        }
        // The mapping stands for what was read: its bytes are not copied to be compared.
        let original: FileChange.Original = switch ours {
        case .mapped(_, let file): .mapped(file)
        case .bytes(let file): .read(bytes: file.bytes, stamp: stamp)
        }
        return (outcome, FileChange(path: options.ours, original: original, newBytes: outcome.bytes))
    }

    private static func mergeFiles(_ options: Options, kind: MergeFileKind, shown: String, context: CommandContext) throws(Failure) -> (MergeOutcome, FileChange) {
        let directory = context.currentDirectory
        let ours: SourceFile, theirs: SourceFile, base: [UInt8]?
        do throws(FileSystemError) {
            ours = try SourceFile.read(options.ours, currentDirectory: directory)
            theirs = try SourceFile.read(options.theirs, currentDirectory: directory)
            base = options.base.isEmpty ? nil : try SourceFile.read(options.base, currentDirectory: directory).bytes
        } catch {
            throw .file(error)
        }
        do throws(FileMerge.Unreadable) {
            let outcome = try FileMerge.merge(base: base, ours: ours.bytes, theirs: theirs.bytes, kind: kind, path: shown)
            return (outcome, FileChange(replacing: ours, with: outcome.bytes))
        } catch {
            throw .unreadable(unreadable(error, shown: shown))
        }
    }

    /// `path:line: conflict in '<key>' (<language>): ours "…", theirs "…"`, one line each.
    static func conflictLines(_ outcome: MergeOutcome, path: String) -> String {
        outcome.conflicts.map { "\(path.printable):\($0.line): \($0.message.printable)\n" }.joined()
    }

    /// The input's JSON error at its place, then what was left alone; exit 2.
    static func unreadable(_ failure: FileMerge.Unreadable, shown: String) -> CommandResult {
        let diagnostic = JSONSyntaxCheck.diagnostic(for: failure.error, path: shown)
        return CommandResult(
            stderr: XcodeReporter.lines([diagnostic])
                + CommandResult.errorLine("\(failure.side.rawValue) version of \(shown) is not a readable catalog; nothing was merged, and the file was left as it was."),
            exitCode: .failure)
    }
}
