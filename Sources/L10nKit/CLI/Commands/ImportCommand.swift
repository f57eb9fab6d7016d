/// `l10n import`: translations back from translators, checked before they reach a catalog.
public enum ImportCommand: Command {
    public static let spec = CommandSpec(
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
        arguments: [
            ArgumentSpec("file", help: "XLIFF (.xliff, .xlf), CSV (.csv) files, or .xcloc bundles to import.", isRepeatable: true)
        ],
        options: [
            .flag("review", help: "Mark imported text needs_review instead of translated."),
            .flag("overwrite", help: "Replace translations that are already translated."),
            .flag("check", help: "Write nothing; print what would change and exit 1 if anything would."),
            LanguagesOption.spec(help: "Comma-separated languages that may be added to a catalog that lacks them."),
        ])

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandResult {
        let languages: [String]
        do {
            languages = try LanguagesOption.parse(arguments)
        } catch {
            return .usageError(error, command: spec)
        }
        let directory = context.currentDirectory
        var files: [(path: String, kind: ExchangeFiles.Kind)] = []
        do {
            for argument in arguments.arguments("file") {
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

        let root = ExchangeFiles.root(currentDirectory: directory)
        var known: [String]?
        var catalogPaths: [String: String] = [:]
        var catalogs: [String: CatalogText] = [:]
        for original in Set(inputs.flatMap { $0.document.files.map(\.original) }).sorted() where original.hasSuffix(".xcstrings") {
            // The catalogs under the usual folders are listed only when a name is not a path.
            let located = ExchangeFiles.locate(original, root: root, currentDirectory: directory, known: []) ?? {
                if known == nil { known = (try? InputPaths.resolve(arguments: [], currentDirectory: directory)) ?? [] }
                return ExchangeFiles.locate(original, root: root, currentDirectory: directory, known: known ?? [])
            }()
            guard let path = located else { continue }
            catalogPaths[original] = path
            if catalogs[path] != nil { continue }
            do {
                catalogs[path] = try CatalogText.open(path, currentDirectory: directory)
            } catch {
                stderr += CommandResult.errorLine(error.description)
            }
        }
        guard stderr.isEmpty else { return nothingWritten(stderr) }

        let plan = ExchangeImport.plan(
            inputs, catalogPaths: catalogPaths, catalogs: catalogs,
            options: ExchangeImport.Options(review: arguments.flag("review"), overwrite: arguments.flag("overwrite"), languages: languages))
        guard plan.failures.isEmpty else { return nothingWritten(XcodeReporter.lines(plan.failures)) }

        let check = arguments.flag("check")
        stderr = XcodeReporter.lines(plan.findings)
        if !check {
            do {
                try AtomicFile.writeChanged(plan.writes, currentDirectory: directory)
            } catch {
                return CommandResult(stdout: describe(plan), stderr: stderr + CommandResult.errorLine(error.description), exitCode: .failure)
            }
        }
        let stdout = describe(plan) + summary(plan, check: check)
        let changed = plan.catalogs.contains { $0.newBytes != nil }
        let hasErrors = plan.findings.contains { $0.severity == .error }
        return CommandResult(stdout: stdout, stderr: stderr, exitCode: hasErrors || (check && changed) ? .findings : .success)
    }

    private static func read(_ file: (path: String, kind: ExchangeFiles.Kind), currentDirectory: String) -> Result<ExchangeDocument, FileProblem> {
        let source: SourceFile
        do {
            source = try SourceFile.read(file.path, currentDirectory: currentDirectory)
        } catch {
            return .failure(FileProblem(error))
        }
        do {
            switch file.kind {
            case .xliff: return .success(try XLIFFFormat.read(source.bytes))
            case .csv: return .success(try ExchangeCSV.read(source.bytes))
            }
        } catch let error as XMLParseError {
            return .failure(syntaxProblem(DiagnosticIDs.xliffSyntax, error.message, error.location, path: file.path))
        } catch let error as CSVParseError {
            return .failure(syntaxProblem(DiagnosticIDs.csvSyntax, error.message, error.location, path: file.path))
        } catch {
            preconditionFailure("reading an exchange file throws only its parse error, not \(error)")
        }
    }

    private static func syntaxProblem(_ checkID: String, _ message: String, _ location: SourceLocation, path: String) -> FileProblem {
        FileProblem([Diagnostic(checkID: checkID, severity: .error, message: message, path: path, location: location)])
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
            return "\(catalog.path): \(parts.isEmpty ? "nothing to import" : parts.joined(separator: ", "))\n"
        }.joined()
    }

    /// `Imported 3 units into 1 of 2 catalogs.`, or what `--check` would import.
    static func summary(_ plan: ExchangeImport.Plan, check: Bool) -> String {
        let units = plan.catalogs.reduce(0) { $0 + $1.counts.added + $1.counts.updated }
        let changed = plan.catalogs.count { $0.newBytes != nil }
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
