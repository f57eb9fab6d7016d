import L10nCore
import L10nCatalog
import L10nProject
import L10nChecks
/// `l10n format`: rewrites catalogs byte for byte as Xcode writes them.
public enum FormatCommand: Command {
    public static let spec = CommandSpec(
        name: "format",
        abstract: "Rewrite catalogs in Xcode's exact format.",
        discussion: """
            Repairs catalogs written by scripts, web tools or other editors so that Xcode's next \
            save changes nothing. Key order is kept unless --sort is given. A catalog that is not \
            valid JSON is reported and left untouched; the others are still formatted. Exits 0 \
            when every catalog is formatted, 1 when --check finds catalogs to reformat, and 2 \
            when a catalog cannot be read, parsed or written.
            """,
        arguments: [
            ArgumentSpec("path", help: "Catalogs, or folders to search for *.xcstrings (default: Catalogs/, else the current folder).",
                         isOptional: true, isRepeatable: true)
        ],
        options: [
            .flag("check", help: "Write nothing; list the files that would change and exit 1 if any."),
            .flag("sort", help: "Put the members of every object in Xcode's order."),
        ])

    enum Outcome: Sendable {
        case unchanged
        case reformatted([UInt8])
        case failed(FileProblem)
    }

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandResult {
        return context.withInputs(arguments, InputPaths.resolve(arguments:currentDirectory:)) { paths in
            let check = arguments.flag("check")
            let sort = arguments.flag("sort")
            let directory = context.currentDirectory
            let outcomes = paths.parallelMap { path in outcome(path, sort: sort, currentDirectory: directory) }

            var stdout = ""
            var stderr = ""
            var changed = 0
            var failed = 0
            for (path, outcome) in zip(paths, outcomes) {
                switch outcome {
                case .unchanged:
                    continue
                case .reformatted(let bytes):
                    if check {
                        stdout += "\(path): needs formatting\n"
                        changed += 1
                        continue
                    }
                    do throws(FileSystemError) {
                        try AtomicFile.write(bytes, to: PathString.absolute(path, in: directory))
                        stdout += "Reformatted \(path)\n"
                        changed += 1
                    } catch {
                        stderr += CommandResult.errorLine(error.description)
                        failed += 1
                    }
                case .failed(let problem):
                    stderr += problem.stderr
                    failed += 1
                }
            }
            stdout += summary(files: paths.count, changed: changed, failed: failed, check: check, sort: sort)
            let exitCode: ExitCode = failed > 0 ? .failure : (check && changed > 0) ? .findings : .success
            return CommandResult(stdout: stdout, stderr: stderr, exitCode: exitCode)
        }
    }

    static func outcome(_ path: String, sort: Bool, currentDirectory: String) -> Outcome {
        let file: CatalogText
        do {
            file = try CatalogText.open(path, currentDirectory: currentDirectory)
        } catch {
            return .failed(FileProblem(error))
        }
        do {
            return try CatalogFormatter.format(file, sort: sort).map(Outcome.reformatted) ?? .unchanged
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
