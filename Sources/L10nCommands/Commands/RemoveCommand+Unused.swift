import L10nCore
import L10nProject
import L10nChecks
import L10nEditing
/// `l10n remove --unused`: the keys `check` reports as unused-key, removed in one go.
extension RemoveCommand {
    static func removeUnused(paths: [String], check: Bool, usedKeys: [String], force: Bool, context: CommandContext) -> CommandResult {
        let directory = context.currentDirectory
        let features: [FeatureFolder<Unread>]
        let lock: WriteLock?
        do throws(FileSystemError) {
            features = try InputPaths.features(arguments: paths, currentDirectory: directory, excluding: context.exclusions)
            // Locked before anything is read, so what is planned is what gets replaced.
            lock = try Writing.lock(features.flatMap { [$0.catalogPath, $0.expectedKeyFilePath].compactMap { $0 } }, check: check, context: context)
        } catch {
            return .failure(error.description)
        }
        var stderr = ""
        let sources = CheckCommand.readSources(features, currentDirectory: directory, stderr: &stderr)
        var options = CheckOptions(disabled: Set(CheckRegistry.ids).subtracting([UnusedKeyCheck.description.id]))
        options.usedKeys = usedKeys
        let codePaths = context.codePaths(paths)
        let appFiles = CheckCommand.appSwiftFiles(codePaths, options: options, currentDirectory: directory, excluding: context.exclusions, stderr: &stderr) ?? []
        // Which keys are used is a fact about the whole app, whatever folder is cleaned.
        let known = CheckCommand.knownProject(
            besides: features, appFiles: appFiles, paths: paths, codePaths: codePaths, context: context, stderr: &stderr)
        // A file not read may be the one that uses a key: remove nothing rather than guess.
        guard stderr.isEmpty else { return CommandResult(stderr: stderr, exitCode: .failure) }
        guard !appFiles.isEmpty || !known.appFiles.isEmpty else {
            let searched = paths.isEmpty ? "the current folder" : paths.map { "'\($0.printable)'" }.joined(separator: ", ")
            return .failure("No Swift code found in \(searched), so every key would look unused; nothing was removed. Run l10n from the app's root, or pass the folders of its code.")
        }
        let (run, unreadable) = Checker.check(
            features: sources, appFiles: appFiles, currentDirectory: directory, options: options, knownFeatures: known.features,
            knownAppFiles: known.appFiles)
        // A file not read may be the one that uses a key: remove nothing rather than guess.
        guard unreadable.isEmpty else {
            return CommandResult(stderr: unreadable.map { CommandResult.errorLine($0.description) }.joined(), exitCode: .failure)
        }
        // A catalog or key file that cannot be read may hold the keys: remove nothing.
        let unreadFiles = run.unreadableFiles
        guard unreadFiles.isEmpty else { return CommandResult(stderr: FileProblem(unreadFiles).stderr, exitCode: .failure) }
        let plan: UnusedKeyRemoval.Plan
        do {
            plan = try UnusedKeyRemoval.plan(
                unused: run.diagnostics.filter { $0.checkID == UnusedKeyCheck.description.id }, features: features,
                currentDirectory: directory)
        } catch {
            return AddCommand.refusal(error)
        }
        var notes = ""
        if !check {
            switch Writing.apply(plan.writes, force: force, context: context, lock: lock) {
            case .success(let report): notes = Writing.notes(report.removedTemporaryFiles)
            case .failure(let failure): return failure.result
            }
        }
        var stdout = plan.left.map { "Left \($0.key.printable): \($0.reason.printable).\n" }.joined()
        for (change, summary) in zip(plan.writes.changes, plan.summaries) {
            stdout += "\(change.path.printable): \(summary)\n"
        }
        let count = plan.keys.count
        let keys = "\(count) unused \(count == 1 ? "key" : "keys")"
        switch (count, check) {
        case (0, _): stdout += "No unused keys.\n"
        case (_, true): stdout += "\(keys) would be removed; run 'l10n remove --unused' to apply.\n"
        case (_, false): stdout += "Removed \(keys).\n"
        }
        return CommandResult(stdout: stdout, stderr: notes, exitCode: check && count > 0 ? .findings : .success)
    }
}
