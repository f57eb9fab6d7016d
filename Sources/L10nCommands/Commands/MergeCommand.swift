import L10nCore
import L10nChecks
import L10nMerge
import L10nReporting

/// `l10n merge`: git's merge driver for catalogs and key files (`l10n init --git` installs it).
public enum MergeCommand: Command {
    public static let spec = CommandSpec(
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

    public struct Options: Sendable {
        var base: String
        var ours: String
        var theirs: String
        var path: String?
    }

    public static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        Options(
            base: arguments.arguments(base).first ?? "", ours: arguments.arguments(ours).first ?? "",
            theirs: arguments.arguments(theirs).first ?? "", path: arguments.arguments(path).first)
    }

    public static func run(_ options: Options, context: CommandContext) -> CommandResult {
        let directory = context.currentDirectory
        let shown = options.path ?? options.ours
        let lock: WriteLock?
        let oursFile: SourceFile, theirsFile: SourceFile
        var baseBytes: [UInt8]? = nil
        do throws(FileSystemError) {
            lock = try Writing.lock([options.ours], context: context)
            oursFile = try SourceFile.read(options.ours, currentDirectory: directory)
            theirsFile = try SourceFile.read(options.theirs, currentDirectory: directory)
            if !options.base.isEmpty { baseBytes = try SourceFile.read(options.base, currentDirectory: directory).bytes }
        } catch {
            return .failure(error.description)
        }
        let outcome: MergeOutcome
        do throws(FileMerge.Unreadable) {
            outcome = try FileMerge.merge(
                base: baseBytes, ours: oursFile.bytes, theirs: theirsFile.bytes, kind: MergeFileKind.of(path: shown), path: shown)
        } catch {
            return unreadable(error, shown: shown)
        }
        let plan = WritePlan([FileChange(replacing: oursFile, with: outcome.bytes)])
        var stderr = conflictLines(outcome, path: shown)
        switch Writing.apply(plan, force: false, context: context, lock: lock, stderr: stderr) {
        case .success(let report): stderr = Writing.notes(report.removedTemporaryFiles) + stderr
        case .failure(let failure): return failure.result
        }
        return CommandResult(stderr: stderr, exitCode: outcome.isClean ? .success : .findings)
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
