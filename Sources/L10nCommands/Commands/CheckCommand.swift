import L10nCore
import L10nProject
import L10nSwiftSource
import L10nAppCode
import L10nChecks
import L10nReporting
/// `l10n check`: validates catalogs and the key files beside them, and reports what is wrong
/// in the format a person, an editor or a CI system reads.
package enum CheckCommand: Command {
    package static let spec = CommandSpec(
        name: "check",
        abstract: "Validate catalogs and their key files.",
        discussion: """
            Checks every catalog and the L10nKey+<feature>.swift beside it: translations, \
            placeholders, plurals and key names, and that every key has exactly one accessor in \
            the right enum. Then reads the app's Swift files under the paths (by default the \
            current folder; build folders and test targets skipped) for keys nothing uses, text \
            shown without a key, and keys that are declared nowhere. Which keys are used is \
            worked out from the whole project (found from the paths: the folder of .l10n.json, \
            else the repository's root), so a file's findings do not depend on where check \
            starts; only the paths' files are reported. Files are never changed. A catalog that is not valid JSON is a \
            json-syntax error like any other finding. Exits 0 when nothing fails, 1 when there is \
            an error (or a warning, with --strict), and 2 when the arguments are wrong or a file \
            cannot be read. See every check with --list.
            """,
        arguments: [paths.spec],
        options: [
            format.spec, languages.spec, strict.spec, disable.spec, list.spec, baseline.spec, since.spec, writeBaseline.spec, Writing.force.spec, used.spec,
            SettingOptions.exclude.spec,
        ])

    static let paths = Positional(
        "path", help: "Catalogs, key files, or folders to search for both (default: Catalogs/, else the current folder).",
        isOptional: true, isRepeatable: true)
    static let format = Option<ReporterChoice>("format", help: "How findings are printed.", default: TextReporter.id)
    static let languages = LanguageList.option()
    static let strict = Flag.flag("strict", help: "Fail on warnings too.")
    static let disable = RepeatableOption<ChosenCheck>("disable", valueName: "check", help: "Skip the check with this id; repeat for more.")
    static let list = Flag.flag("list", help: "List every check and exit.")
    static let used = RepeatableOption<String>(
        "used", valueName: "key",
        help: "Take this key (or keys starting with it, written 'offers.promo.*') as used by code that builds it at runtime; repeat for more.")
    static let baseline = Option<String?>(
        "baseline", valueName: "file", help: "Report and fail only on findings not recorded in this baseline file.")
    static let since = Option<String?>(
        "since", valueName: "git-ref",
        help: "Report and fail only on findings this branch added since it left this ref (origin/main): files it did not touch report nothing.")
    static let writeBaseline = Option<String?>(
        "write-baseline", valueName: "file", help: "Record every finding in this file (replacing it) and exit 0.")

    package struct Options: Sendable {
        var paths: [String]
        var reporter: ReporterChoice
        var strict: Bool
        var list: Bool
        var baseline: String?
        var since: String?
        var writeBaseline: String?
        var force: Bool
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        let baselinePath = try arguments.value(baseline)
        let writeBaselinePath = try arguments.value(writeBaseline)
        if let writeBaselinePath, baselinePath != nil {
            throw .rejectedValue(
                writeBaselinePath, option: writeBaseline.spec.displayName,
                reason: "it records every finding, so it cannot be combined with '--baseline'")
        }
        let sinceRef = try arguments.value(since)
        if let writeBaselinePath, sinceRef != nil {
            throw .rejectedValue(
                writeBaselinePath, option: writeBaseline.spec.displayName,
                reason: "it records every finding, so it cannot be combined with '--since'")
        }
        // `--languages`, `--disable` and `--used` reach the run through `context.configuration`.
        return Options(
            paths: arguments.arguments(paths), reporter: try arguments.value(format), strict: arguments.flag(strict), list: arguments.flag(list),
            baseline: baselinePath, since: sinceRef, writeBaseline: writeBaselinePath, force: arguments.flag(Writing.force))
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        if options.list {
            return CommandResult(stdout: CheckListing.text())
        }
        var checks = context.configuration.checkOptions
        checks.strict = options.strict
        checks.projectFolders = (context.project.location.root, context.currentDirectory)
        // A folder of views without a catalog is checked too: its code against the project's keys.
        return context.withInputs(options.paths, InputPaths.features(arguments:currentDirectory:excluding:), allowingNone: true) { features in
            let directory = context.currentDirectory
            var stderr = ""
            // Views without a catalog are checked against the project's features; a project
            // without any is a CI step pointed at the wrong folder.
            guard let checked = checkedRun(
                features, paths: options.paths, checks: checks, context: context, listsAppFiles: options.writeBaseline != nil, stderr: &stderr)
            else {
                return context.noInputs(options.paths)
            }
            var run = checked.run
            if let path = options.writeBaseline {
                // A file that could not be read would be recorded as one finding and its own
                // findings never seen: no baseline until every file is read.
                let unreadFiles = run.unreadableFiles
                guard stderr.isEmpty, unreadFiles.isEmpty else {
                    return CommandResult(stderr: stderr + XcodeReporter.lines(unreadFiles), exitCode: .failure)
                }
                return writeBaseline(run, to: path, inputs: checked.inputs, force: options.force, context: context)
            }
            if let path = options.baseline {
                switch readBaseline(path, currentDirectory: directory) {
                case .failure(let failure):
                    return CommandResult(stderr: stderr + CommandResult.errorLine(failure.message), exitCode: .failure)
                case .success(let (baseline, folder)):
                    run = CheckRun(
                        diagnostics: baseline.newFindings(run.diagnostics, folder: folder, currentDirectory: directory),
                        files: run.files, keys: run.keys, strict: run.strict)
                }
            }
            if let ref = options.since {
                switch findingsSince(ref, run.diagnostics, paths: options.paths, checks: checks, context: context) {
                case .failure(let error):
                    return CommandResult(stderr: stderr + CommandResult.errorLine(error.message), exitCode: .failure)
                case .success(let added):
                    run = CheckRun(diagnostics: added, files: run.files, keys: run.keys, strict: run.strict)
                }
            }
            let reporter = options.reporter.reporter
            let exitCode: ExitCode = !stderr.isEmpty ? .failure : run.hasFailures ? .findings : .success
            return CommandResult(
                stdout: reporter.report(run, context: ReportContext(useColor: context.useColor)), stderr: stderr, exitCode: exitCode)
        }
    }

    /// Every check on `features` and the app's Swift files under `paths`, from `context`'s
    /// folder, with the rest of the project known: what it declares and uses counts, though
    /// nothing is reported about it. What cannot be read is named in `stderr`; `inputs` are the
    /// files read, the app's files among them only when `listsAppFiles`. Nil when the whole
    /// project has no feature and nothing failed.
    static func checkedRun(
        _ features: [FeatureFolder<Unread>], paths: [String], checks: CheckOptions, context: CommandContext, listsAppFiles: Bool = false,
        stderr: inout String
    ) -> (run: CheckRun, inputs: [String])? {
        let directory = context.currentDirectory
        let searched = context.configuration.paths(paths)
        let sources = readSources(features, currentDirectory: directory, stderr: &stderr)
        let codePaths = context.codePaths(paths)
        if !listsAppFiles,
           let streamed = streamedRun(features, sources: sources, searched: searched, codePaths: codePaths, checks: checks, context: context, stderr: stderr) {
            stderr = streamed.stderr
            return (streamed.run, features.flatMap { [$0.catalogPath, $0.keyFilePath].compactMap { $0 } })
        }
        let appFiles = appSwiftFiles(codePaths, options: checks, currentDirectory: directory, excluding: context.exclusions, stderr: &stderr)
        let known: (features: [FeatureFolder<ReadFiles>], appFiles: [String]) =
            appFiles == nil
            ? ([], []) : knownProject(besides: features, appFiles: appFiles ?? [], paths: searched, codePaths: codePaths, context: context, stderr: &stderr)
        if features.isEmpty, known.features.isEmpty, stderr.isEmpty { return nil }
        let checked = Checker.check(
            features: sources, appFiles: appFiles, currentDirectory: directory, options: checks, knownFeatures: known.features,
            knownAppFiles: known.appFiles)
        stderr += checked.unreadable.map { CommandResult.errorLine($0.description) }.joined()
        let inputs = features.flatMap { [$0.catalogPath, $0.keyFilePath].compactMap { $0 } } + (appFiles ?? [])
        return (checked.run, inputs)
    }

    /// `checkedRun` with the app's files scanned as the search finds them, so that no list of
    /// them is held (an app has thousands), and `stderr` as it would then be; nil where the
    /// list is needed, and where it cannot be made, whose error `checkedRun` words in its
    /// place: a search of more than one folder, the project's code beyond the folder searched,
    /// no feature at all.
    private static func streamedRun(
        _ features: [FeatureFolder<Unread>], sources: [FeatureFolder<ReadFiles>], searched: [String], codePaths: [String], checks: CheckOptions,
        context: CommandContext, stderr: String
    ) -> (run: CheckRun, stderr: String)? {
        guard !CheckRegistry.enabledAppCodeChecks(checks).isEmpty, codePaths.count <= 1,
              context.coversProjectCode(codePaths)
        else { return nil }
        var stderr = stderr
        // The project's code is all under `codePaths`: no other app file is known, and none is listed for that.
        let known = knownProject(besides: features, appFiles: [], paths: searched, codePaths: codePaths, context: context, stderr: &stderr)
        guard !features.isEmpty || !known.features.isEmpty,
              let checked = Checker.check(
                  features: sources, searchingAppCode: codePaths, excluding: context.exclusions, currentDirectory: context.currentDirectory,
                  options: checks, knownFeatures: known.features)
        else { return nil }
        stderr += checked.unreadable.map { CommandResult.errorLine($0.description) }.joined()
        return (checked.run, stderr)
    }

    /// Opens the feature folders' files on every core; those that cannot be read are named in `stderr`.
    static func readSources(_ features: [FeatureFolder<Unread>], currentDirectory: String, stderr: inout String) -> [FeatureFolder<ReadFiles>] {
        // A pair, not a `Result`: the generic `parallelMap` needs its result type's metadata, and
        // `Result`'s asks the runtime to find `FileSystemError: Error` in every loaded library
        // (about 0.2 M instructions).
        let reads = features.parallelMap { files -> (source: FeatureFolder<ReadFiles>?, error: FileSystemError?) in
            do throws(FileSystemError) {
                return (try files.read(currentDirectory: currentDirectory), nil)
            } catch {
                return (nil, error)
            }
        }
        var sources: [FeatureFolder<ReadFiles>] = []
        for read in reads {
            if let source = read.source { sources.append(source) }
            if let error = read.error { stderr += CommandResult.errorLine(error.description) }
        }
        return sources
    }

    /// The rest of the project, beside the `features` under `paths` and the `appFiles` under
    /// `codePaths`: what it
    /// declares and uses counts, though nothing is reported about it. Files that cannot be
    /// listed or read are named in `stderr`.
    static func knownProject(
        besides features: [FeatureFolder<Unread>], appFiles: [String], paths: [String], codePaths: [String], context: CommandContext, stderr: inout String
    ) -> (features: [FeatureFolder<ReadFiles>], appFiles: [String]) {
        do throws(FileSystemError) {
            let otherFeatures = try context.otherFeatures(besides: features, searched: paths)
            let otherAppFiles = try context.otherAppFiles(besides: appFiles, searched: codePaths)
            return (readSources(otherFeatures, currentDirectory: context.currentDirectory, stderr: &stderr), otherAppFiles)
        } catch {
            stderr += CommandResult.errorLine(error.description)
            return ([], [])
        }
    }

    /// The app's Swift files under `paths` (by default the current folder, the app's root); nil
    /// when every app-code check is disabled, or when they cannot be listed (named in `stderr`).
    static func appSwiftFiles(
        _ paths: [String], options: CheckOptions, currentDirectory: String, excluding exclusions: Exclusions, stderr: inout String
    ) -> [String]? {
        guard !CheckRegistry.enabledAppCodeChecks(options).isEmpty else { return nil }
        do {
            return try AppSources.paths(arguments: paths, currentDirectory: currentDirectory, excluding: exclusions)
        } catch {
            stderr += CommandResult.errorLine(error.description)
            return nil
        }
    }

    /// What each of `files` (as `appSwiftFiles` lists them) uses, for commands that list the
    /// uses themselves. Files that cannot be read are named in `stderr`.
    static func scanAppCode(_ files: [String], currentDirectory: String, stderr: inout String) -> [AppCodeScan] {
        var scans: [AppCodeScan] = []
        for read in AppCodeScanner.scan(paths: files, currentDirectory: currentDirectory) {
            switch read {
            case .success(let scan): scans.append(scan)
            case .failure(let error): stderr += CommandResult.errorLine(error.description)
            }
        }
        return scans
    }

    /// `--write-baseline`: the run's findings, recorded; nothing else is printed.
    private static func writeBaseline(_ run: CheckRun, to path: String, inputs: [String], force: Bool, context: CommandContext) -> CommandResult {
        let directory = context.currentDirectory
        let folder = PathString.split(PathString.absolute(path, in: directory)).folder
        let baseline = Baseline(run.diagnostics, folder: folder, currentDirectory: directory)
        let lock: WriteLock?
        let change: FileChange
        do throws(FileSystemError) {
            (lock, change) = try Writing.replacement(path, with: baseline.serialized(), inputs: inputs, context: context)
        } catch {
            return CommandResult(stderr: CommandResult.errorLine(error.description), exitCode: .failure)
        }
        let notes: String
        switch Writing.apply(WritePlan([change]), force: force, context: context, lock: lock) {
        case .success(let report): notes = Writing.notes(report.removedTemporaryFiles)
        case .failure(let failure): return failure.result
        }
        let count = run.diagnostics.count
        let shown = path.printable
        return CommandResult(
            stdout: "Recorded \(count) \(count == 1 ? "finding" : "findings") in \(shown); 'l10n check --baseline \(shown)' reports only new ones.\n",
            stderr: notes)
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
            let folder = PathString.split(PathString.absolute(path, in: currentDirectory)).folder
            return .success((try Baseline(bytes: bytes), folder))
        } catch {
            switch error {
            case .unreadable(let reason):
                return .failure(BaselineReadFailure(message: "'\(path.printable)' is not a baseline: \(reason)."))
            }
        }
    }

    private struct BaselineReadFailure: Error {
        var message: String
    }
}
