import L10nCore
import L10nCatalog
import L10nProject
import L10nReporting
import L10nExchange
import L10nConfig
/// `l10n import`: translations back from translators, checked before they reach a catalog.
package enum ImportCommand: Command {
    package static let spec = CommandSpec(
        name: "import",
        abstract: "Import XLIFF or CSV translations into their catalogs.",
        discussion: """
            Reads files written by 'l10n export', by Xcode's Export Localizations (an .xliff, or \
            an .xcloc bundle) or by translators' tools, and writes each translation into its \
            catalog at its key, form and language, creating plural and substitution cases as \
            Xcode does. Every unit is first checked as 'l10n check' would (placeholders against \
            the source, plural categories, empty text); a unit that fails is reported and not \
            written, and the rest of its catalog is still imported. A translation that is \
            already translated is kept unless --overwrite is given; text equal to the catalog's \
            changes nothing, except that a unit marked translated in the file approves a \
            translation the catalog has as needs_review. Keys, catalogs and languages that are not here are reported. Every \
            file is read and every catalog planned before anything is written. Exits 0 when \
            everything was imported, 1 when some units were skipped for a finding or --check \
            finds changes, and 2 when a file cannot be read or parsed (then nothing is written).
            """,
        arguments: [files.spec],
        options: [review.spec, overwrite.spec, check.spec, languages.spec, Writing.force.spec, SettingOptions.exclude.spec])

    static let files = Positional("file", help: "XLIFF (.xliff, .xlf), CSV (.csv) files, or .xcloc bundles to import.", isRepeatable: true)
    static let review = Flag.flag("review", help: "Mark imported text needs_review instead of translated.")
    static let overwrite = Flag.flag("overwrite", help: "Replace translations that are already translated.")
    static let check = Flag.flag("check", help: "Write nothing; print what would change and exit 1 if anything would.")
    static let languages = LanguageList.option(help: "Comma-separated languages that may be added to a catalog that lacks them.")

    package struct Options: Sendable {
        var files: [String]
        var review: Bool
        var overwrite: Bool
        var check: Bool
        var force: Bool
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        Options(
            files: arguments.arguments(files), review: arguments.flag(review), overwrite: arguments.flag(overwrite),
            check: arguments.flag(check), force: arguments.flag(Writing.force))
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        let directory = context.currentDirectory
        var files: [(path: String, kind: ExchangeFiles.Kind)] = []
        do {
            for argument in options.files {
                files += try ExchangeFiles.importFiles(argument, currentDirectory: directory)
            }
        } catch {
            return .failure(error.description)
        }

        var stderr = ""
        var inputs: [ExchangeImport.Input] = []
        for file in files {
            switch read(file, currentDirectory: directory) {
            case .success(let document): inputs.append(ExchangeImport.Input(path: file.path, document: document))
            case .failure(let problem): stderr += problem.stderr
            }
        }
        guard stderr.isEmpty else { return nothingWritten(stderr) }

        let root = context.exchangeRoot
        // An exchange file comes from outside the team: it may name only this project's own
        // catalogs, whatever path it spells (`/elsewhere/V.xcstrings`, `../x`, a linked folder).
        let project = ExchangeFiles.ProjectCatalogs(projectCatalogs(context), currentDirectory: directory)
        var catalogPaths: [String: String] = [:]
        for original in Set(inputs.flatMap { $0.document.files.map(\.original) }).sorted() where original.hasSuffix(".xcstrings") {
            let located = ExchangeFiles.locate(original, root: root, currentDirectory: directory, known: project.paths)
            guard let located, let path = project.catalog(at: located) else { continue }
            catalogPaths[original] = path
        }
        let paths = Set(catalogPaths.values).sorted()
        // Taken before the catalogs are read, so a second import into them reads what this one wrote.
        let lock: WriteLock?
        do throws(FileSystemError) {
            lock = try Writing.lock(paths, check: options.check, context: context)
        } catch {
            return .failure(error.description)
        }
        var catalogs: [String: CatalogText] = [:]
        for path in paths {
            do {
                catalogs[path] = try CatalogText.open(path, currentDirectory: directory)
            } catch {
                stderr += CommandResult.errorLine(error.description)
            }
        }
        guard stderr.isEmpty else { return nothingWritten(stderr) }

        let plan = ExchangeImport.plan(
            inputs, catalogPaths: catalogPaths, catalogs: catalogs,
            options: ExchangeImport.Options(review: options.review, overwrite: options.overwrite, languages: context.configuration.languages.value,
                checks: context.configuration.checkOptions))
        guard plan.failures.isEmpty else { return nothingWritten(XcodeReporter.lines(plan.failures)) }

        stderr = XcodeReporter.lines(plan.findings)
        if !options.check {
            let changes = plan.writes.compactMap { write in catalogs[write.path].map { change(replacing: $0, with: write.content) } }
            switch Writing.apply(WritePlan(changes), force: options.force, context: context, lock: lock, stderr: stderr) {
            case .success(let report): stderr = Writing.notes(report.removedTemporaryFiles) + stderr
            case .failure(let failure): return failure.result
            }
        }
        let stdout = describe(plan) + summary(plan, check: options.check)
        let changed = plan.catalogs.contains { $0.newContent != nil }
        let hasErrors = plan.findings.contains { $0.severity == .error }
        return CommandResult(stdout: stdout, stderr: stderr, exitCode: hasErrors || (options.check && changed) ? .findings : .success)
    }

    /// The catalogs an import may write: those of the project's features (the configuration's
    /// `paths`, else the root's `Catalogs/`, else the root), wherever l10n started, with its
    /// exclusions and default folders (`Pods/`) passed over.
    private static func projectCatalogs(_ context: CommandContext) -> [String] {
        (try? InputPaths.catalogFiles(
            arguments: context.projectFeatureFolders, currentDirectory: context.currentDirectory, excluding: context.exclusions)) ?? []
    }

    /// The project is the exchange files': a file inside a project (its `.l10n.json`, else its
    /// repository) imports into that project from any folder. A file from outside every
    /// project (a download) imports into the current folder's project, and, from `/`, into the
    /// file's folder: never the whole disk.
    package static func projectPaths(_ arguments: ParsedArguments) -> (argument: String, paths: [String]) {
        (files.spec.name, arguments.arguments(files))
    }

    package static func projectLocation(of path: String, currentDirectory: String) -> ProjectLocation {
        let find = { (path: String) in ProjectLocation.find(from: path, currentDirectory: currentDirectory, configurationFileName: ConfigurationFile.name) }
        let file = find(path)
        guard file.reason == .currentFolder else { return file }
        let here = find("")
        return here.reason == .currentFolder && here.root == "/" ? file : here
    }

    /// The change from the catalog as it was read, mapped or in memory, to `content`. A mapped
    /// catalog stays the mapping (compared and put back from it), not also a copy, as `merge` does.
    private static func change(replacing catalog: CatalogText, with content: FileChange.Content) -> FileChange {
        switch catalog {
        case .bytes(let file): FileChange(path: file.path, original: .read(bytes: file.bytes, stamp: file.stamp), content: content)
        case .mapped(let path, let file): FileChange(path: path, original: .mapped(file), content: content)
        }
    }

    private static func read(_ file: (path: String, kind: ExchangeFiles.Kind), currentDirectory: String) -> Result<ExchangeDocument, FileProblem> {
        let source: SourceFile
        do {
            source = try SourceFile.read(file.path, currentDirectory: currentDirectory)
        } catch {
            return .failure(FileProblem(error))
        }
        do throws(ExchangeSyntaxError) {
            return .success(try file.kind.read(source.bytes, path: file.path))
        } catch {
            return .failure(FileProblem([error.diagnostic]))
        }
    }

    private static func nothingWritten(_ stderr: String) -> CommandResult {
        CommandResult(
            stderr: stderr + CommandResult.errorLine("nothing was imported because the files above could not be read; fix them and run 'l10n import' again."),
            exitCode: .failure)
    }

    /// `Catalogs/Offers/Offers.xcstrings: 2 added, 1 updated, 3 unchanged, 1 skipped (1 failed a check)`
    static func describe(_ plan: ExchangeImport.Plan) -> String {
        plan.catalogs.map { catalog in
            let counts = catalog.counts
            var parts: [String] = []
            if counts.added > 0 { parts.append("\(counts.added) added") }
            if counts.updated > 0 { parts.append("\(counts.updated) updated") }
            if counts.unchanged > 0 { parts.append("\(counts.unchanged) unchanged") }
            if counts.skippedTotal > 0 {
                let reasons = ExchangeImport.SkipReason.allCases.compactMap { reason in
                    counts.skipped[reason].map { "\($0) \(reason.rawValue)" }
                }
                parts.append("\(counts.skippedTotal) skipped (\(reasons.joined(separator: ", ")))")
            }
            return "\(catalog.path.printable): \(parts.isEmpty ? "nothing to import" : parts.joined(separator: ", "))\n"
        }.joined()
    }

    /// `Imported 3 units into 1 of 2 catalogs.`, or what `--check` would import.
    static func summary(_ plan: ExchangeImport.Plan, check: Bool) -> String {
        let units = plan.catalogs.reduce(0) { $0 + $1.counts.added + $1.counts.updated }
        let changed = plan.catalogs.count { $0.newContent != nil }
        let total = plan.catalogs.count
        let unitWord = units == 1 ? "unit" : "units"
        let catalogWord = total == 1 ? "catalog" : "catalogs"
        var line = if check {
            units == 0 ? "Nothing would be imported." : "\(units) \(unitWord) would be imported into \(changed) of \(total) \(catalogWord); run without --check to apply."
        } else {
            units == 0 ? "Nothing was imported." : "Imported \(units) \(unitWord) into \(changed) of \(total) \(catalogWord)."
        }
        let kept = plan.catalogs.reduce(0) { $0 + ($1.counts.skipped[.alreadyTranslated] ?? 0) }
        if kept > 0 {
            line += " Kept \(kept) existing \(kept == 1 ? "translation" : "translations"); pass --overwrite to replace \(kept == 1 ? "it" : "them")."
        }
        return line + "\n"
    }
}
