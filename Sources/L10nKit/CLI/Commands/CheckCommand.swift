/// `l10n check`: validates catalogs and the key files beside them, and reports what is wrong
/// in the format a person, an editor or a CI system reads.
public enum CheckCommand: Command {
    public static let spec = CommandSpec(
        name: "check",
        abstract: "Validate catalogs and their key files.",
        discussion: """
            Checks every catalog and the L10nKey+<feature>.swift beside it: translations, \
            placeholders, plurals and key names, and that every key has exactly one accessor in \
            the right enum. Files are never changed. A catalog that is not valid JSON is a \
            json-syntax error like any other finding. Exits 0 when nothing fails, 1 when there is \
            an error (or a warning, with --strict), and 2 when the arguments are wrong or a file \
            cannot be read. See every check with --list.
            """,
        arguments: [
            ArgumentSpec("path", help: "Catalogs, key files, or folders to search for both (default: Catalogs/, else the current folder).",
                         isOptional: true, isRepeatable: true)
        ],
        options: [
            .value("format", help: "How findings are printed.", allowedValues: ReporterRegistry.ids, defaultValue: TextReporter.id),
            LanguagesOption.spec,
            .flag("strict", help: "Fail on warnings too."),
            .repeatable("disable", valueName: "check", help: "Skip the check with this id; repeat for more."),
            .flag("list", help: "List every check and exit."),
            .value("baseline", valueName: "file", help: "Report and fail only on findings not recorded in this baseline file."),
            .value("write-baseline", valueName: "file", help: "Record every finding in this file (replacing it) and exit 0."),
        ])

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandResult {
        if arguments.flag("list") {
            return CommandResult(stdout: CheckListing.text())
        }
        let options: CheckOptions
        do {
            options = CheckOptions(
                requiredLanguages: try LanguagesOption.parse(arguments),
                disabled: try disabledChecks(arguments.values("disable")),
                strict: arguments.flag("strict"))
        } catch {
            return .usageError(error, command: spec)
        }
        let baselinePath = arguments.value("baseline")
        let writeBaselinePath = arguments.value("write-baseline")
        if let writeBaselinePath, baselinePath != nil {
            return .usageError(
                .rejectedValue(writeBaselinePath, option: "--write-baseline <file>",
                               reason: "it records every finding, so it cannot be combined with '--baseline'"),
                command: spec)
        }
        return context.withInputs(arguments, InputPaths.features(arguments:currentDirectory:)) { features in
            let directory = context.currentDirectory
            let reads = features.parallelMap { files in
                Result { () throws(FileSystemError) in try FeatureSource.read(files, currentDirectory: directory) }
            }
            var sources: [FeatureSource] = []
            var stderr = ""
            for read in reads {
                switch read {
                case .success(let source): sources.append(source)
                case .failure(let error): stderr += CommandResult.errorLine(error.description)
                }
            }
            var run = Checker.check(features: sources, options: options)
            if let writeBaselinePath {
                guard stderr.isEmpty else { return CommandResult(stderr: stderr, exitCode: .failure) }
                return writeBaseline(run, to: writeBaselinePath, currentDirectory: directory)
            }
            if let baselinePath {
                switch readBaseline(baselinePath, currentDirectory: directory) {
                case .failure(let failure):
                    return CommandResult(stderr: stderr + CommandResult.errorLine(failure.message), exitCode: .failure)
                case .success(let (baseline, folder)):
                    run = CheckRun(
                        diagnostics: baseline.newFindings(run.diagnostics, folder: folder, currentDirectory: directory),
                        files: run.files, keys: run.keys, strict: run.strict)
                }
            }
            let reporter = ReporterRegistry.reporter(id: arguments.value("format") ?? TextReporter.id) ?? TextReporter.self
            let exitCode: ExitCode = !stderr.isEmpty ? .failure : run.hasFailures ? .findings : .success
            return CommandResult(
                stdout: reporter.report(run, context: ReportContext(useColor: context.useColor)), stderr: stderr, exitCode: exitCode)
        }
    }

    /// `--write-baseline`: the run's findings, recorded; nothing else is printed.
    private static func writeBaseline(_ run: CheckRun, to path: String, currentDirectory: String) -> CommandResult {
        let location = InputPaths.absolute(path, in: currentDirectory)
        let baseline = Baseline(run.diagnostics, folder: InputPaths.split(location).folder, currentDirectory: currentDirectory)
        do throws(FileSystemError) {
            try AtomicFile.write(baseline.serialized(), to: location)
        } catch {
            return CommandResult(stderr: CommandResult.errorLine(error.description), exitCode: .failure)
        }
        let count = run.diagnostics.count
        return CommandResult(stdout: "Recorded \(count) \(count == 1 ? "finding" : "findings") in \(path); 'l10n check --baseline \(path)' reports only new ones.\n")
    }

    /// `--baseline`: the baseline and the folder its files are relative to, or why it cannot be used.
    private static func readBaseline(_ path: String, currentDirectory: String) -> Result<(Baseline, String), BaselineReadFailure> {
        let bytes: [UInt8]
        do throws(FileSystemError) {
            bytes = try SourceFile.read(path, currentDirectory: currentDirectory).bytes
        } catch {
            return .failure(BaselineReadFailure(message: error.description))
        }
        do throws(BaselineError) {
            let location = InputPaths.absolute(path, in: currentDirectory)
            return .success((try Baseline(bytes: bytes), InputPaths.split(location).folder))
        } catch {
            switch error {
            case .unreadable(let reason): return .failure(BaselineReadFailure(message: "'\(path)' is not a baseline: \(reason)."))
            }
        }
    }

    private struct BaselineReadFailure: Error {
        var message: String
    }

    /// The ids given to `--disable`, each of which must name a check that can be disabled.
    static func disabledChecks(_ ids: [String]) throws(CommandLineError) -> Set<String> {
        let option = "--disable <check>"
        for id in ids {
            if id == JSONSyntaxCheck.description.id {
                throw .rejectedValue(id, option: option, reason: "a catalog that is not valid JSON cannot be checked at all, so this check always runs")
            }
            guard CheckRegistry.description(id: id) != nil else {
                let suggestion = Suggestion.closest(to: id, in: CheckRegistry.ids).map { " Did you mean '\($0)'?" } ?? ""
                throw .rejectedValue(id, option: option, reason: "there is no such check.\(suggestion) See every check with 'l10n check --list'.")
            }
        }
        return Set(ids)
    }
}
