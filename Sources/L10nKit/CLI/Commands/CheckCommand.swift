/// `l10n check`: validates catalogs and the key files beside them, and reports what is wrong
/// in the format a person, an editor or a CI system reads.
public enum CheckCommand: Command {
    public static let spec = CommandSpec(
        name: "check",
        abstract: "Validate catalogs and their key files.",
        discussion: """
            Checks every catalog and the L10nKey+<feature>.swift beside it: translations, \
            placeholders, plurals and key names, and that every key has exactly one accessor in \
            the right enum. Then reads the app's Swift files under the paths (by default the \
            current folder, the app's root; build folders and test targets skipped) for keys \
            nothing uses, text shown without a key, and keys that are declared nowhere. Files are \
            never changed. A catalog that is not valid JSON is a \
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
            .repeatable("used", valueName: "key", help: "Take this key (or keys starting with it, written 'offers.promo.*') as used by code that builds it at runtime; repeat for more."),
        ])

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandResult {
        if arguments.flag("list") {
            return CommandResult(stdout: CheckListing.text())
        }
        var options: CheckOptions
        do {
            options = CheckOptions(
                requiredLanguages: try LanguagesOption.parse(arguments),
                disabled: try disabledChecks(arguments.values("disable")),
                strict: arguments.flag("strict"))
            options.usedKeys = arguments.values("used")
        } catch {
            return .usageError(error, command: spec)
        }
        return context.withInputs(arguments, InputPaths.features(arguments:currentDirectory:)) { features in
            let directory = context.currentDirectory
            var stderr = ""
            let sources = readSources(features, currentDirectory: directory, stderr: &stderr)
            let appCode = scanAppCode(arguments.arguments("path"), options: options, currentDirectory: directory, stderr: &stderr)
            let run = Checker.check(features: sources, appCode: appCode, options: options)
            let reporter = ReporterRegistry.reporter(id: arguments.value("format") ?? TextReporter.id) ?? TextReporter.self
            let exitCode: ExitCode = !stderr.isEmpty ? .failure : run.hasFailures ? .findings : .success
            return CommandResult(
                stdout: reporter.report(run, context: ReportContext(useColor: context.useColor)), stderr: stderr, exitCode: exitCode)
        }
    }

    /// Opens the feature folders' files on every core; those that cannot be read are named in `stderr`.
    static func readSources(_ features: [FeatureFiles], currentDirectory: String, stderr: inout String) -> [FeatureSource] {
        let reads = features.parallelMap { files in
            Result { () throws(FileSystemError) in try FeatureSource.read(files, currentDirectory: currentDirectory) }
        }
        var sources: [FeatureSource] = []
        for read in reads {
            switch read {
            case .success(let source): sources.append(source)
            case .failure(let error): stderr += CommandResult.errorLine(error.description)
            }
        }
        return sources
    }

    /// What the app's Swift files under `paths` (by default the current folder, the app's root)
    /// use; nil when every app-code check is disabled. Files that cannot be read are named in
    /// `stderr`.
    static func scanAppCode(_ paths: [String], options: CheckOptions, currentDirectory: String, stderr: inout String) -> [AppCodeScan]? {
        guard CheckRegistry.appCodeChecks.contains(where: { !options.disabled.contains($0.description.id) }) else { return nil }
        let files: [String]
        do {
            files = try AppSources.paths(arguments: paths, currentDirectory: currentDirectory)
        } catch {
            stderr += CommandResult.errorLine(error.description)
            return nil
        }
        var scans: [AppCodeScan] = []
        for read in AppCodeScanner.scan(paths: files, currentDirectory: currentDirectory) {
            switch read {
            case .success(let scan): scans.append(scan)
            case .failure(let error): stderr += CommandResult.errorLine(error.description)
            }
        }
        return scans
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
