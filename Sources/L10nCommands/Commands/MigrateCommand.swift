import L10nCore
import L10nProject
import L10nReporting
import L10nExchange
/// `l10n migrate`: `.strings` and `.stringsdict` tables into String Catalogs, as Xcode's
/// "Migrate to String Catalog" does, from the command line and for every table at once.
package enum MigrateCommand: Command {
    package static let spec = CommandSpec(
        name: "migrate",
        abstract: "Migrate .strings and .stringsdict tables into String Catalogs, as Xcode does.",
        discussion: """
            Gathers every <lang>.lproj/<Table>.strings and <Table>.stringsdict under the given \
            folders (Base.lproj is the source language) into <Table>.xcstrings beside the \
            .lproj folders, written as Xcode's migration writes it: each value a translated \
            string unit, the comment before a key its comment, plural and device rules as \
            variations and substitutions. Every entry is marked manual. A catalog already there \
            only gains the keys and languages it lacks; a translation that differs from it is \
            reported and the catalog's kept. The old files stay: the command lists the Xcode \
            project references to remove (it never edits project.pbxproj). A table with a file \
            that cannot be read is reported with its line and column and left alone; the \
            others are migrated. Exits 0 when done, 1 when a table was left alone or --check \
            finds a table to migrate, and 2 when nothing could be read.
            """,
        arguments: [paths.spec],
        options: [check.spec, removeSources.spec, output.spec, Writing.force.spec])

    static let paths = Positional("path", help: "Folders to search, or .strings/.stringsdict files (default: the current folder).", isOptional: true, isRepeatable: true)
    static let check = Flag.flag("check", help: "Write nothing; print the plan and exit 1 if anything would change.")
    static let removeSources = Flag.flag("remove-sources", help: "Remove the .strings and .stringsdict files of each table migrated, in the same write.")
    static let output = Option<String?>("output", valueName: "catalog", help: "The catalog to write, when one table is migrated (default: <Table>.xcstrings beside the .lproj folders).")

    package struct Options: Sendable {
        var paths: [String]
        var check: Bool
        var removeSources: Bool
        var output: String?
        var force: Bool
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        Options(paths: arguments.arguments(paths), check: arguments.flag(check), removeSources: arguments.flag(removeSources), output: try arguments.value(output), force: arguments.flag(Writing.force))
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        let directory = context.currentDirectory
        let found = StringsMigration.tables(in: options.paths.isEmpty ? ["."] : options.paths, currentDirectory: directory)
        guard !found.isEmpty else {
            return .failure("No .strings or .stringsdict files in <lang>.lproj folders found; pass the folders that hold them.")
        }
        if options.output != nil, found.count > 1 {
            return .failure("--output names one catalog, but \(found.count) tables were found (\(found.map(\.name).joined(separator: ", "))); migrate them one at a time.")
        }
        let catalogPaths = found.map { options.output ?? $0.folder + $0.name + ".xcstrings" }
        let lock: WriteLock?
        do throws(FileSystemError) {
            lock = try Writing.lock(catalogPaths, check: options.check, context: context)
        } catch {
            return .failure(error.description)
        }

        var stdout = ""
        var findings: [Diagnostic] = []
        var changes: [FileChange] = []
        var sourcesToRemove: [String] = []
        for (table, catalogPath) in zip(found, catalogPaths) {
            var sources: [StringsMigration.Source] = []
            var files: [SourceFile] = []
            do {
                for file in table.files {
                    let read = try SourceFile.read(file.path, currentDirectory: directory)
                    files.append(read)
                    sources.append(StringsMigration.Source(path: file.path, language: file.language, isDictionary: file.path.hasSuffix(".stringsdict"), bytes: read.bytes))
                }
            } catch {
                return .failure(error.description)
            }
            let existing: SourceFile?
            do {
                existing = try SourceFile.read(catalogPath, currentDirectory: directory)
            } catch .noSuchPath {
                existing = nil
            } catch {
                return .failure(error.description)
            }
            let plan = StringsMigration.plan(
                StringsMigration.Table(name: table.name, catalogPath: catalogPath, sources: sources), existing: existing?.bytes,
                sourceLanguage: context.configuration.sourceLanguage.value)
            findings += plan.findings
            stdout += describe(plan, catalogPath: catalogPath, isNew: existing == nil, check: options.check)
            guard !plan.failed else { continue }
            sourcesToRemove += table.files.map(\.path)
            if options.removeSources { changes += files.map(FileChange.init(removing:)) }
            if let bytes = plan.newBytes {
                changes.append(existing.map { FileChange(replacing: $0, with: bytes) } ?? FileChange(creating: catalogPath, with: bytes))
            }
        }
        var stderr = XcodeReporter.lines(findings)
        if !options.check {
            switch Writing.apply(WritePlan(changes), force: options.force, context: context, lock: lock, stderr: stderr) {
            case .success(let report): stderr = Writing.notes(report.removedTemporaryFiles) + stderr
            case .failure(let failure): return failure.result
            }
        }
        if !sourcesToRemove.isEmpty {
            let removed = options.removeSources ? (options.check ? "would remove" : "removed") + " these files; " : ""
            stdout += "\nIn Xcode, add the catalogs to their targets and remove the references to these files (\(removed)l10n never edits project.pbxproj):\n"
            stdout += sourcesToRemove.map { "  \($0.printable)\n" }.joined()
        }
        let failed = findings.contains { $0.severity == .error }
        return CommandResult(stdout: stdout, stderr: stderr, exitCode: failed || (options.check && !changes.isEmpty) ? .findings : .success)
    }

    private static func describe(_ plan: StringsMigration.Plan, catalogPath: String, isNew: Bool, check: Bool) -> String {
        let path = catalogPath.printable
        if plan.failed { return "\(path): left alone (see the errors)\n" }
        guard plan.newBytes != nil else { return "\(path): up to date (\(count(plan.keys, "key")))\n" }
        let verb = check ? "would " : ""
        if isNew {
            return "\(path): \(verb)\(check ? "create" : "created") with \(count(plan.keys, "key")) in \(plan.languages.count) \(plan.languages.count == 1 ? "language" : "languages") (\(plan.languages.joined(separator: ", ")))\n"
        }
        let comments = plan.addedComments > 0 ? " and \(count(plan.addedComments, "comment"))" : ""
        return "\(path): \(verb)\(check ? "add" : "added") \(count(plan.addedEntries, "key")), \(count(plan.addedLocalizations, "translation"))\(comments)\n"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
