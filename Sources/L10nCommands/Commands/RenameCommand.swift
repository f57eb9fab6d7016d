import L10nCore
import L10nProject
import L10nAppCode
import L10nEditing
/// `l10n rename`: moves a key, its texts and its accessor to a new key in one step, and the
/// code that names the accessor with it.
package enum RenameCommand: Command {
    package static let spec = CommandSpec(
        name: "rename",
        abstract: "Rename a key in its catalog, its key file and the code that uses it.",
        discussion: """
            Moves the catalog entry, with every translation, comment, state and variation, to \
            the new key at the place Xcode would sort it, and makes the accessor read the new \
            key. The accessor keeps its name, unless --rename-accessor is given or its name was \
            the old key's element (reportIssue for purchases.detail.reportIssue): then it is \
            named after the new element. When the section changes the accessor moves to that \
            section's enum (created when needed; an enum it leaves empty is removed), and when \
            the feature changes the entry and the accessor move to that feature's catalog and \
            key file. When the accessor's name or enum changes, every L10nKey.<Feature>.<Section>.<name> \
            in the app's Swift files is rewritten; a use through a typealias is listed to change \
            by hand. Also finishes a rename made in the catalog alone (probable-rename). The new \
            key must be new, and the catalog it moves to goes through the checks 'l10n check' \
            runs, with the project's .l10n.json: anything they would newly report there (a key \
            that breaks the key rules, or differs from another only in case, say) refuses the \
            rename. Every file is written together or not at \
            all. Exits 0 when renamed, 1 when --check finds changes to make or a use is left to \
            change by hand, and 2 when the rename was refused or a file could not be read or written. \
            With --to-convention, renames every key of the <catalog>s (default: every catalog of \
            the project) that is off the convention, such as a key that is its own English text \
            ("Cancel", looked up by Text("Cancel")): each becomes <feature>.<section>.<element> \
            named as 'l10n extract --all' names the text where the code uses it, moves with every \
            translation into that feature's catalog (created as 'l10n init' creates it), gets its \
            accessor, and each literal that looks it up is replaced by the accessor. A key used \
            nowhere, from several features, or through code l10n cannot rewrite is listed with \
            the reason and left. Exits 0 when done or when there is nothing to do.
            """,
        arguments: [oldKey.spec, newKey.spec, paths.spec],
        options: [toConvention.spec, renameAccessor.spec, check.spec, Writing.force.spec, SettingOptions.exclude.spec])

    static let oldKey = Positional(
        "old-key", help: "The key to rename, as <feature>.<section>.<element> (default: none, which needs --to-convention); with --to-convention, a catalog (default: every catalog of the project).",
        isOptional: true)
    static let newKey = Positional(
        "new-key", help: "Its new name, which no catalog may have yet (default: none, which needs --to-convention); with --to-convention, another catalog.",
        isOptional: true)
    static let paths = Positional(
        "path", help: "Folders to search for catalogs first (default: Catalogs/, else the current folder); the code that uses the key is the whole project's.",
        isOptional: true, isRepeatable: true)
    static let renameAccessor = Flag.flag("rename-accessor", help: "Name the accessor after the new key's element, and rewrite the code that uses it.")
    static let check = Flag.flag("check", help: "Write nothing; print the plan and exit 1 if anything would change.")
    static let toConvention = Flag.flag(
        "to-convention", help: "Rename every key off the convention (a key that is its own English text) after where the code uses it, and the code with it.")

    package struct Options: Sendable {
        var oldKey: String
        var newKey: String
        var paths: [String]
        var renameAccessor: Bool
        var check: Bool
        var force: Bool
        var toConvention = false
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        if arguments.flag(toConvention) {
            if arguments.flag(renameAccessor) {
                throw .rejectedValue("--rename-accessor", option: "--to-convention", reason: "--to-convention names every accessor after its new key")
            }
            return Options(
                oldKey: "", newKey: "", paths: arguments.arguments(oldKey) + arguments.arguments(newKey) + arguments.arguments(paths),
                renameAccessor: false, check: arguments.flag(check), force: arguments.flag(Writing.force), toConvention: true)
        }
        guard let old = arguments.arguments(oldKey).first else { throw .missingArgument(oldKey.spec.placeholder) }
        guard let new = arguments.arguments(newKey).first else { throw .missingArgument(newKey.spec.placeholder) }
        return Options(
            oldKey: old, newKey: new, paths: arguments.arguments(paths),
            renameAccessor: arguments.flag(renameAccessor), check: arguments.flag(check), force: arguments.flag(Writing.force))
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        if options.toConvention { return runToConvention(options, context: context) }
        let (old, new) = (options.oldKey, options.newKey)
        guard old != new else { return .failure("'\(old.printable)' and '\(new.printable)' are the same key; give the key's new name.") }
        let directory = context.currentDirectory
        var plan: KeyRename.Plan
        let lock: WriteLock?
        var appFiles: [SourceFile] = []
        do {
            let searched = context.configuration.paths(options.paths)
            let covered = try InputPaths.features(arguments: searched, currentDirectory: directory, excluding: context.exclusions)
            // Which features exist is the project's fact: the key may move to one outside the paths.
            let features = covered + (try context.otherFeatures(besides: covered, searched: searched))
            let source = try KeyFeatureLookup.feature(forKey: old, among: features)
            let target = try KeyFeatureLookup.feature(forNewKey: new, among: features, checks: context.configuration.checkOptions)
            let paths = [source.catalogPath, source.expectedKeyFilePath, target.catalogPath, target.expectedKeyFilePath]
            lock = try Writing.lock(paths, check: options.check, context: context)
            let sourceFiles = try source.read(currentDirectory: directory)
            let targetFiles = target == source ? nil : try target.read(currentDirectory: directory)
            plan = try KeyRename.plan(
                from: old, to: new, renameAccessor: options.renameAccessor,
                source: KeyRename.Files(catalog: sourceFiles.catalog, keyFile: sourceFiles.keyFile, keyFilePath: source.expectedKeyFilePath),
                target: targetFiles.map {
                    KeyRename.Files(catalog: $0.catalog, keyFile: $0.keyFile, keyFilePath: target.expectedKeyFilePath)
                }, checks: context.configuration.checkOptions)
            if plan.renamesAccessor {
                // Code anywhere in the project may name the accessor, whatever folder the rename started in.
                let codePaths = context.codePaths(options.paths)
                let coveredCode = try AppSources.paths(arguments: codePaths, currentDirectory: directory, excluding: context.exclusions)
                let code = coveredCode + (try context.otherAppFiles(besides: coveredCode, searched: codePaths))
                appFiles = try code.map { path throws(FileSystemError) in try SourceFile.read(path, currentDirectory: directory) }
            }
        } catch {
            return AddCommand.failure(error)
        }
        let leftAlone = KeyRename.renameUses(in: appFiles, plan: &plan)
        var stderr = ""
        if !options.check {
            switch Writing.apply(plan.writes, force: options.force, context: context, lock: lock) {
            case .success(let report): stderr = Writing.notes(report.removedTemporaryFiles)
            case .failure(let failure): return failure.result
            }
        }
        var stdout = plan.summaries.map { "\($0.path.printable): \($0.change)\n" }.joined()
        let newName = plan.newAccessorPath.map { (["L10nKey"] + $0).joined(separator: ".") } ?? ""
        stdout += leftAlone.map { "\($0.path.printable):\($0.location): names the accessor through a typealias or constant; change it to \(newName) by hand\n" }.joined()
        let files = plan.summaries.count
        let counted = "\(files) \(files == 1 ? "file" : "files")"
        stdout += options.check
            ? "\(counted) would change; run without --check to rename '\(old.printable)' to '\(new.printable)'.\n"
            : "Renamed '\(old.printable)' to '\(new.printable)' in \(counted).\n"
        let exitCode: ExitCode = (options.check && files > 0) || !leftAlone.isEmpty ? .findings : .success
        return CommandResult(stdout: stdout, stderr: stderr, exitCode: exitCode)
    }
}
