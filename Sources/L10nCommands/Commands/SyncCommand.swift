import L10nCore
import L10nProject
import L10nChecks
import L10nReporting
import L10nEditing
import L10nGeneration
#if canImport(Glibc)
import Glibc
#endif
/// `l10n sync`: brings every feature's catalog and key file in step, before each commit and
/// in CI (`--check`).
package enum SyncCommand: Command {
    package static let spec = CommandSpec(
        name: "sync",
        abstract: "Bring each catalog and its key file in step.",
        discussion: """
            For every feature folder: a key declared in L10nKey+<feature>.swift but missing from \
            <Feature>.xcstrings gets an entry with "extractionState" : "manual" and no text (it \
            stays untranslated until someone writes it, or use 'l10n add'); a catalog key without \
            an accessor gets one; every entry becomes "manual"; a missing catalog or key file is \
            created. Nothing is deleted or renamed: keys that break the key rules, accessors \
            whose table does not match, keys renamed on one side only (probable-rename: run \
            'l10n rename') and a feature whose key file l10n cannot read (the others are synced) \
            are reported as findings, before the changes, and left alone. Members of a key file \
            that are not accessors (helpers, nested types, #if blocks) are kept as they are, and \
            new accessors follow the file's order and doc-comment style. Every file is read and \
            planned before anything is written, and a catalog that cannot be read means nothing \
            is written; the files are written together or not at all, and one that another \
            program changed meanwhile is not overwritten. Ends with what 'l10n check' would still \
            find. Exits 0 when done (findings left alone included), 1 when --check finds changes \
            to make or --strict finds something left alone, and 2 when the arguments are wrong, \
            a catalog could not be read or a file could not be written.
            """,
        arguments: [paths.spec],
        options: [check.spec, strict.spec, languages.spec] + GenerationStyleOptions.specs + [Writing.force.spec, SettingOptions.exclude.spec])

    static let paths = Positional(
        "path", help: "Feature folders, or folders to search for them (default: Catalogs/, else the current folder).",
        isOptional: true, isRepeatable: true)
    static let check = Flag.flag("check", help: "Write nothing; print the plan and exit 1 if anything would change.")
    static let strict = Flag.flag("strict", help: "Exit 1 when sync leaves alone something a person must fix.")
    static let languages = LanguageList.option(help: "Comma-separated languages the closing check requires.")

    package struct Options: Sendable {
        var paths: [String]
        var check: Bool
        var strict: Bool
        var force: Bool
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        // `--languages` and the generation style reach the run through `context.configuration`.
        Options(paths: arguments.arguments(paths), check: arguments.flag(check), strict: arguments.flag(strict), force: arguments.flag(Writing.force))
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        let check = options.check
        return context.withInputs(options.paths, InputPaths.features(arguments:currentDirectory:excluding:)) { features in
            let lock: WriteLock?
            var inputs: [FeatureFolder<ReadFiles>]
            do throws(FileSystemError) {
                lock = try Writing.lock(features.flatMap { [$0.catalogPath, $0.expectedKeyFilePath].compactMap { $0 } }, check: check, context: context)
                inputs = try read(features, currentDirectory: context.currentDirectory)
            } catch {
                return .failure(error.description)
            }
            var plan = SyncPlanner.plan(inputs, style: context.configuration.generationStyle)
            // The plan holds what it needs of the files as read.
            inputs.removeAll()
            returnFreedMemory()
            let failures = plan.failures
            guard failures.isEmpty else {
                let files = Set(failures.map(\.path)).count
                return CommandResult(
                    stderr: failures.map(XcodeReporter.line).joined()
                        + CommandResult.errorLine(
                            "nothing was written because \(files == 1 ? "1 file" : "\(files) files") could not be read; "
                            + "fix the errors above and run 'l10n sync' again."),
                    exitCode: .failure)
            }

            // Findings go first on the same stream as the plan, so the summary's "see above" is true.
            let findings = plan.findings
            var stderr = ""
            if !check {
                switch Writing.apply(plan.writes, force: options.force, context: context, lock: lock) {
                case .success(let report):
                    stderr = Writing.notes(report.removedTemporaryFiles)
                    plan.mapWrittenCatalogs(currentDirectory: context.currentDirectory)
                case .failure(let failure):
                    var result = failure.result
                    result.stdout = findings.map(XcodeReporter.line).joined()
                    return result
                }
            }
            // The closing check reads each file as it is after the sync: what a changed file was is let go first.
            plan.letReplacedBytesGo()
            returnFreedMemory()
            var stdout = findings.map(XcodeReporter.line).joined()
            stdout += plan.changedFiles.map(describe).joined()
            stdout += summary(plan, check: check, findings: findings.count)
            stdout += remainingProblems(
                after: plan, appPaths: context.configuration.paths(options.paths), context: context, stderr: &stderr)
            let exitCode: ExitCode = (check && plan.hasChanges) || (options.strict && !findings.isEmpty) ? .findings : .success
            return CommandResult(stdout: stdout, stderr: stderr, exitCode: exitCode)
        }
    }

    /// Hands the memory freed so far back to the system, between the plan and the write and
    /// before the closing check. glibc keeps what is freed in the arena of the thread that
    /// allocated it, which the next phase's threads may never allocate from again, so a huge
    /// feature's sync carried each phase's freed memory into the next (at 200,000 keys, about
    /// 100 MB into the closing check, and the key file's parse into the write). `malloc_trim` is
    /// looked up, not linked: another C library may lack it; elsewhere this does nothing.
    static func returnFreedMemory() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        if let trim = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(trim, to: Trim.self)(0) }
        #endif
    }

    /// Every feature folder found, read in full before anything is planned: each catalog mapped
    /// (planned, spliced and written from the mapping), each key file read.
    static func read(_ features: [FeatureFolder<Unread>], currentDirectory: String) throws(FileSystemError) -> [FeatureFolder<ReadFiles>] {
        try features.parallelMap { feature in
            Result { () throws(FileSystemError) in try feature.read(currentDirectory: currentDirectory) }
        }.map { result throws(FileSystemError) in try result.get() }
    }

    /// ```
    /// Catalogs/Offers/Offers.xcstrings: +1 entry, 1 set to manual
    ///   + offers.screen.subtitle
    ///   ~ offers.list.header: manual (was extracted_with_value)
    /// ```
    static func describe(_ file: SyncFile) -> String {
        let changes = file.changes
        var parts: [String] = []
        if changes.isNewFile { parts.append("new file") }
        if !changes.addedKeys.isEmpty {
            let count = changes.addedKeys.count
            let noun = switch file.kind {
            case .catalog: count == 1 ? "entry" : "entries"
            case .keyFile: count == 1 ? "accessor" : "accessors"
            }
            parts.append("+\(count) \(noun)")
        }
        if !changes.setToManual.isEmpty { parts.append("\(changes.setToManual.count) set to manual") }
        var text = "\(file.path.printable): \(parts.joined(separator: ", "))\n"
        text += changes.addedKeys.map { "  + \($0.printable)\n" }.joined()
        text += changes.setToManual.map { change in
            let was = change.previousState.map { "was \($0)" } ?? "had no extractionState"
            return "  ~ \(change.key.printable): manual (\(was))\n"
        }.joined()
        return text
    }

    /// `Synced 2 of 10 files.`, `2 of 10 files would change; run 'l10n sync' to apply.` or
    /// `10 files already in sync.`, then how many problems were left alone.
    static func summary(_ plan: SyncPlan, check: Bool, findings: Int) -> String {
        let total = plan.files.count
        let changed = plan.changedFiles.count
        var line = if changed == 0 {
            "\(total) \(total == 1 ? "file" : "files") already in sync."
        } else if check {
            "\(changed) of \(total) files would change; run 'l10n sync' to apply."
        } else {
            "Synced \(changed) of \(total) files."
        }
        if findings > 0 {
            let problems = findings == 1 ? "1 problem that needs" : "\(findings) problems that need"
            line += " Left alone: \(problems) a person (see above)."
        }
        return line + "\n"
    }

    /// What `l10n check` would still find once the sync is applied, as one summary line: the
    /// same checks over the same files, the app's code included, with the configuration's
    /// severities. App files that cannot be read are named in `stderr`, as check names them.
    static func remainingProblems(after plan: SyncPlan, appPaths: [String], context: CommandContext, stderr: inout String) -> String {
        let options = context.configuration.checkOptions
        let appFiles = CheckCommand.appSwiftFiles(
            appPaths, options: options, currentDirectory: context.currentDirectory, excluding: context.exclusions, stderr: &stderr)
        let checked = Checker.check(
            features: plan.featuresAfterSync, appFiles: appFiles, currentDirectory: context.currentDirectory, options: options)
        stderr += checked.unreadable.map { CommandResult.errorLine($0.description) }.joined()
        let run = checked.run
        let hint = run.errors + run.warnings > 0 ? "; run 'l10n check' for details" : ""
        return "After sync: \(run.summaryLine)\(hint).\n"
    }
}
