import L10nCore
import L10nCatalog
import L10nProject
import L10nChecks
/// `l10n format`: rewrites catalogs byte for byte as Xcode writes them.
package enum FormatCommand: Command {
    package static let spec = CommandSpec(
        name: "format",
        abstract: "Rewrite catalogs in Xcode's exact format.",
        discussion: """
            Repairs catalogs written by scripts, web tools or other editors so that Xcode's next \
            save changes nothing. Key order is kept unless --sort is given. A catalog that is not \
            valid JSON is reported and left untouched; the others are still formatted, all \
            together or, if one cannot be written, none. Exits 0 when every catalog is \
            formatted, 1 when --check finds catalogs to reformat, and 2 when a catalog cannot be \
            read, parsed or written.
            """,
        arguments: [paths.spec],
        options: [check.spec, sort.spec, Writing.force.spec, SettingOptions.exclude.spec])

    static let paths = Positional.catalogPaths
    static let check = Flag.flag("check", help: "Write nothing; list the files that would change and exit 1 if any.")
    static let sort = Flag.flag("sort", help: "Put the members of every object in Xcode's order.")

    package struct Options: Sendable {
        var paths: [String]
        var check: Bool
        var sort: Bool
        var force: Bool
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        Options(paths: arguments.arguments(paths), check: arguments.flag(check), sort: arguments.flag(sort), force: arguments.flag(Writing.force))
    }

    enum Outcome: Sendable {
        case unchanged
        /// The change to write; nil under `--check`, which writes nothing.
        case reformatted(FileChange?)
        case failed(FileProblem)
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        return context.withInputs(options.paths, InputPaths.catalogFiles(arguments:currentDirectory:excluding:)) { paths in
            let check = options.check
            let sort = options.sort
            let directory = context.currentDirectory
            let lock: WriteLock?
            do throws(FileSystemError) {
                lock = try Writing.lock(paths, check: check, context: context)
            } catch {
                return .failure(error.description)
            }
            let outcomes = paths.parallelMap { path in outcome(path, sort: sort, keepOriginal: !check, currentDirectory: directory) }

            var stderr = ""
            var changed: [String] = []
            var plan = WritePlan()
            var failed = 0
            for (path, outcome) in zip(paths, outcomes) {
                switch outcome {
                case .unchanged:
                    continue
                case .reformatted(let change):
                    changed.append(path)
                    if let change { plan.changes.append(change) }
                case .failed(let problem):
                    stderr += problem.stderr
                    failed += 1
                }
            }
            switch Writing.apply(plan, force: options.force, context: context, lock: lock, stderr: stderr) {
            case .success(let report): stderr = Writing.notes(report.removedTemporaryFiles) + stderr
            case .failure(let failure): return failure.result
            }
            var stdout = changed.map { check ? "\($0.printable): needs formatting\n" : "Reformatted \($0.printable)\n" }.joined()
            stdout += summary(files: paths.count, changed: changed.count, failed: failed, check: check, sort: sort)
            let exitCode: ExitCode = failed > 0 ? .failure : (check && !changed.isEmpty) ? .findings : .success
            return CommandResult(stdout: stdout, stderr: stderr, exitCode: exitCode)
        }
    }

    /// With `keepOriginal`, a reformatted catalog's bytes as read are kept for the write, which
    /// checks that the file still holds them and puts them back if the write fails.
    static func outcome(_ path: String, sort: Bool, keepOriginal: Bool, currentDirectory: String) -> Outcome {
        let file: CatalogText
        do {
            file = try CatalogText.open(path, currentDirectory: currentDirectory)
        } catch {
            return .failed(FileProblem(error))
        }
        do {
            guard let bytes = try CatalogFormatter.format(file, sort: sort) else { return .unchanged }
            guard keepOriginal else { return .reformatted(nil) }
            // The pages read are handed back and read again for the copy: only a file nobody
            // wrote meanwhile gives back what was formatted.
            guard let stamp = file.stamp, FileStamp.of(PathString.absolute(path, in: currentDirectory)) == stamp else {
                return .failed(FileProblem(.changedOnDisk(path: path)))
            }
            return .reformatted(FileChange(path: path, original: .read(bytes: file.bytes, stamp: stamp), newBytes: bytes))
        } catch .unreadable(let error) {
            return .failed(FileProblem([JSONSyntaxCheck.diagnostic(for: error, path: path)]))
        } catch {
            return .failed(FileProblem([Diagnostic(
                checkID: DiagnosticIDs.catalogStructure, severity: .error,
                message: "rewriting the catalog would have changed its content, so it was left untouched; please report this",
                path: path, location: SourceLocation(line: 1, column: 1))]))
        }
    }

    /// `Reformatted 1 of 3 catalogs.`, `1 of 3 catalogs would be reformatted; run 'l10n format'
    /// to apply.` (with `--sort` when it was given) or `3 of 3 catalogs already formatted.`,
    /// then how many could not be read.
    static func summary(files: Int, changed: Int, failed: Int, check: Bool, sort: Bool = false) -> String {
        let catalogs = files == 1 ? "catalog" : "catalogs"
        var line: String
        if changed == 0 {
            line = "\(files - failed) of \(files) \(catalogs) already formatted."
        } else if check {
            line = "\(changed) of \(files) \(catalogs) would be reformatted; run 'l10n format\(sort ? " --sort" : "")' to apply."
        } else {
            line = "Reformatted \(changed) of \(files) \(catalogs)."
        }
        if failed > 0 { line += " \(failed) could not be read." }
        return line + "\n"
    }
}
