import L10nCore
import L10nProject
import L10nEditing
import L10nAppCode
/// `l10n remove`: deletes a key's catalog entry and accessor, and lists the code still using it.
package enum RemoveCommand: Command {
    package static let spec = CommandSpec(
        name: "remove",
        abstract: "Remove a key from its catalog and key file.",
        discussion: """
            Deletes every copy of the key's catalog entry and its accessor (with the accessor's \
            doc comment). While Swift code under the paths still names the accessor, as \
            L10nKey.<Feature>.<Section>.<name>, it lists those uses and removes nothing, unless \
            --force; with --check it lists what it would remove and writes nothing. Exits 0 when \
            the key was removed and no code uses it, 1 when code uses it or --check found \
            something to remove, and 2 when nothing could be removed. \
            With --unused, removes instead every key that 'l10n check' reports as unused-key (the \
            app's Swift code under the paths, by default the current folder, names neither its \
            accessor nor the key), listing each file's removals first; with --check too, writes \
            nothing and exits 1 when there is a key to remove.
            """,
        arguments: [key.spec, paths.spec],
        options: [unused.spec, check.spec, used.spec, force.spec, SettingOptions.exclude.spec])

    static let key = Positional(
        "key", help: "The key to remove (default: none, which needs --unused; with --unused this word is the first path).",
        isOptional: true)
    static let paths = Positional(
        "path", help: "Folders to search for the catalog (default: the project's features, whichever folder l10n runs in); uses are looked for in the whole project.",
        isOptional: true, isRepeatable: true)
    static let unused = Flag.flag("unused", help: "Remove every key no code uses.")
    static let check = Flag.flag("check", help: "Write nothing; list what would be removed, and exit 1 if anything would be.")
    static let force = Flag.flag(
        "force", help: "Remove the key even while code still uses its accessor, and write read-only files.")
    static let used = RepeatableOption<String>(
        "used", valueName: "key",
        help: "With --unused: keep this key (or keys starting with it, written 'offers.promo.*'), which code builds at runtime; repeat for more.")

    package enum Options: Sendable {
        /// `remove <key> [<path> ...]`.
        case key(String, paths: [String], check: Bool, force: Bool)
        /// `remove --unused [<path> ...]`; `--used` reaches it through `context.configuration`.
        case unused(paths: [String], check: Bool, force: Bool)
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        let force = arguments.flag(Self.force)
        if arguments.flag(unused) {
            return .unused(
                paths: arguments.arguments(key) + arguments.arguments(paths), check: arguments.flag(check), force: force)
        }
        if !(try arguments.values(used)).isEmpty { throw .unexpectedArgument("--used") }
        guard let key = arguments.arguments(key).first else { throw .missingArgument("<key>") }
        return .key(key, paths: arguments.arguments(paths), check: arguments.flag(check), force: force)
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        switch options {
        case .key(let key, let paths, let check, let force): removeKey(key, paths: paths, check: check, force: force, context: context)
        case .unused(let paths, let check, let force):
            removeUnused(paths: context.configuration.paths(paths), check: check, usedKeys: context.configuration.used.value, force: force, context: context)
        }
    }

    private static func removeKey(_ key: String, paths: [String], check: Bool, force: Bool, context: CommandContext) -> CommandResult {
        let directory = context.currentDirectory
        let plan: KeyRemoval.Plan
        let swiftFiles: [String]
        let lock: WriteLock?
        do {
            let searched = context.configuration.paths(paths)
            let covered = try InputPaths.features(arguments: searched, currentDirectory: directory, excluding: context.exclusions)
            // Without paths, which features exist is the project's fact (as for add): a key's
            // catalog is found from any folder. Paths given narrow where it is removed from.
            let features = paths.isEmpty ? covered + (try context.otherFeatures(besides: covered, searched: searched)) : covered
            let feature = try KeyFeatureLookup.feature(forKey: key, among: features)
            lock = try Writing.lock([feature.catalogPath, feature.expectedKeyFilePath], check: check, context: context)
            let files = try feature.read(currentDirectory: directory)
            plan = try KeyRemoval.plan(key: key, catalog: files.catalog, keyFile: files.keyFile)
            // Code anywhere in the project may still use the key, whatever folder remove started in.
            let codePaths = context.codePaths(paths)
            let coveredCode = try AppSources.paths(arguments: codePaths, currentDirectory: directory, excluding: context.exclusions)
            swiftFiles = coveredCode + (try context.otherAppFiles(besides: coveredCode, searched: codePaths))
        } catch {
            return AddCommand.failure(error)
        }
        // The key file is searched as it is now: its own declaration is not a qualified use.
        let uses = remainingUses(of: plan.removedAccessors, in: swiftFiles, currentDirectory: directory)
        var stdout = ""
        if plan.removedEntries > 0 {
            let count = plan.removedEntries
            stdout += "\(plan.catalogPath.printable): -\(count) \(count == 1 ? "entry" : "entries") (\(key.printable))\n"
        }
        if plan.keyFileText != nil, let path = plan.keyFilePath {
            let count = plan.removedAccessors.count
            stdout += "\(path.printable): -\(count) \(count == 1 ? "accessor" : "accessors") (\(plan.removedAccessors.joined(separator: ", ")))\n"
        }
        stdout += uses.map { "\($0.path.printable):\($0.location): still uses \($0.name)\n" }.joined()
        let usesText = "\(uses.count) \(uses.count == 1 ? "use" : "uses")"
        if check {
            let next = uses.isEmpty || force ? "run 'l10n remove \(key.printable)' to apply" : "remove the \(usesText) first, or pass --force"
            stdout += "Nothing written (--check); \(next).\n"
            return CommandResult(stdout: stdout, exitCode: .findings)
        }
        // Translations are expensive to get back: code that still needs them keeps them.
        if !uses.isEmpty && !force {
            stdout += "\(usesText) left; nothing removed. Remove \(uses.count == 1 ? "it" : "them") first, or pass --force to remove the key anyway.\n"
            return CommandResult(stdout: stdout, exitCode: .findings)
        }
        let report: WriteReport
        switch Writing.apply(plan.writes, force: force, context: context, lock: lock) {
        case .success(let written): report = written
        case .failure(let failure): return failure.result
        }
        if !uses.isEmpty {
            stdout += "\(usesText) left; remove \(uses.count == 1 ? "it" : "them") before building.\n"
        }
        return CommandResult(stdout: stdout, stderr: Writing.notes(report.removedTemporaryFiles), exitCode: uses.isEmpty ? .success : .findings)
    }

    /// Every place that still spells out one of `names`, in path then position order. The files
    /// are read after the edits were written, so the key file is searched as it now is.
    static func remainingUses(
        of names: [String], in swiftFiles: [String], currentDirectory: String
    ) -> [AccessorUse] {
        guard !names.isEmpty else { return [] }
        return swiftFiles.parallelMap { path -> [AccessorUse] in
            // A file that vanished or cannot be read since it was listed uses nothing.
            guard let file = try? SourceFile.read(path, currentDirectory: currentDirectory) else { return [] }
            return names.flatMap { name in
                AccessorReferences.locations(of: name, in: file.bytes).map { AccessorUse(path: path, location: $0, name: name) }
            }.sorted { $0.location < $1.location }
        }.flatMap { $0 }
    }
}
