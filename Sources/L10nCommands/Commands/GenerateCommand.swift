import L10nCore
import L10nJSON
import L10nSwiftSource
import L10nProject
import L10nGeneration
import L10nChecks
import L10nReporting
import L10nAccessors
/// `l10n generate`: writes or updates the `L10nKey+<feature>.swift` beside each catalog so that
/// every key has a typed accessor.
package enum GenerateCommand: Command {
    package static let spec = CommandSpec(
        name: "generate",
        abstract: "Write a typed accessor for every catalog key.",
        discussion: """
            A missing key file is created. An existing one only gains accessors for the keys it \
            lacks: names, order and comments already in it stay byte for byte, and a file is \
            written only when it changes, all together or, if one cannot be written, none. New \
            accessors follow the file's order (key order where it is sorted, else at the end) and \
            its doc-comment style; helpers and other members that are not accessors are kept as \
            they are. A key file l10n cannot fully read is left untouched. \
            Exits 0 when done, 1 when --check finds files to change or a key could not get an \
            accessor, and 2 when a catalog or key file could not be read, parsed or written.
            """,
        arguments: [paths.spec],
        options: [check.spec] + GenerationStyleOptions.specs + [Writing.force.spec, SettingOptions.exclude.spec])

    static let paths = Positional.catalogPaths
    static let check = Flag.flag("check", help: "Write nothing; list the key files that would change and exit 1 if any.")

    package struct Options: Sendable {
        var paths: [String]
        var check: Bool
        var force: Bool
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        // The generation style reaches the run through `context.configuration`.
        Options(paths: arguments.arguments(paths), check: arguments.flag(check), force: arguments.flag(Writing.force))
    }

    enum Outcome: Sendable {
        /// `original` is the key file as read; nil when there is none yet.
        case generated(keyFile: String, KeyFileGeneration, original: SourceFile?)
        /// The catalog or its key file could not be used.
        case failed(FileProblem)
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        return context.withInputs(options.paths, InputPaths.resolve(arguments:currentDirectory:excluding:)) { paths in
            let check = options.check
            let style = context.configuration.generationStyle
            let access = style.access
            let directory = context.currentDirectory
            let lock: WriteLock?
            do throws(FileSystemError) {
                lock = try Writing.lock(paths.map(InputPaths.keyFile(forCatalog:)), check: check, context: context)
            } catch {
                return .failure(error.description)
            }
            let outcomes = paths.parallelMap { path in outcome(path, style: style, currentDirectory: directory) }

            var stdout = ""
            var stderr = ""
            var counts = Counts()
            var plan = WritePlan()
            var hasFindings = false
            // A file that could not be read, parsed or written exits 2; a finding exits 1.
            var couldNotRead = false
            for outcome in outcomes {
                switch outcome {
                case .failed(let problem):
                    stderr += problem.stderr
                    counts.failed += 1
                    couldNotRead = true
                case .generated(let keyFile, let generation, let original):
                    stderr += XcodeReporter.lines(generation.findings)
                    hasFindings = hasFindings || !generation.findings.isEmpty
                    if generation.findings.contains(where: { $0.checkID == KeyFileReader.syntaxCheckID }) {
                        counts.failed += 1
                        couldNotRead = true
                        continue
                    }
                    if generation.lacksFeatureEnum {
                        counts.failed += 1
                        continue
                    }
                    // The bytes as made: a new file is rendered as UTF-8, never decoded into a string.
                    guard let bytes = generation.utf8 else {
                        counts.unchanged += 1
                        continue
                    }
                    plan.changes.append(original.map { FileChange(replacing: $0, with: bytes) }
                        ?? FileChange(creating: keyFile, with: bytes))
                    stdout += changeLine(keyFile, generation)
                    if generation.isNewFile { counts.created += 1 } else { counts.updated += 1 }
                }
            }
            if !check {
                switch Writing.apply(plan, force: options.force, context: context, lock: lock, stderr: stderr) {
                case .success(let report): stderr = Writing.notes(report.removedTemporaryFiles) + stderr
                case .failure(let failure): return failure.result
                }
            }
            stdout += counts.summary(check: check, access: access == .internal ? nil : access.rawValue)
            let changed = counts.created + counts.updated > 0
            let exitCode: ExitCode = couldNotRead ? .failure : (hasFindings || (check && changed)) ? .findings : .success
            return CommandResult(stdout: stdout, stderr: stderr, exitCode: exitCode)
        }
    }

    static func outcome(_ catalogPath: String, style: GenerationStyle, currentDirectory: String) -> Outcome {
        let feature = Feature(catalogPath: catalogPath)
        // Only the plans are kept of the catalog, which is read entry by entry.
        var plans: [AccessorPlan]
        let read = FileProblem.readCatalog(catalogPath, currentDirectory: currentDirectory, structureProblems: \.structureProblems) {
            text throws(JSONParseError) in
            // A key whose format no accessor can pass safely gets none, and check's finding says why.
            try AccessorPlanner.plans(reading: text, feature: feature) { entry, sourceLanguage, path in
                FormatSpecifierCheck.findings(for: entry, sourceLanguage: sourceLanguage, path: path).first
            }
        }
        switch read {
        case .success(let read): plans = read.plans
        case .failure(let problem): return .failed(problem)
        }
        let keyFile = InputPaths.keyFile(forCatalog: catalogPath)
        let original: SourceFile?
        let existingText: String?
        do {
            let file = try SourceFile.read(keyFile, currentDirectory: currentDirectory)
            guard let text = KeyFileReader.text(of: file.bytes) else {
                return .failed(FileProblem([KeyFileReader.notUTF8Diagnostic(path: keyFile)]))
            }
            original = file
            existingText = text
        } catch .noSuchPath {
            original = nil
            existingText = nil
        } catch {
            return .failed(FileProblem(error))
        }
        let existing = existingText.map { KeyFileReader.read(text: $0, path: keyFile) }
        if let existing {
            // A key renamed on one side gets no second accessor; probable-rename says what to run.
            let renames = ProbableRenameCheck.pairs(accessors: existing.accessors, catalogKeys: plans.map(\.key))
            for pair in renames {
                guard let index = plans.firstIndex(where: { $0.key == pair.catalogKey }) else { continue }
                plans[index].refusal = ProbableRenameCheck.finding(for: pair, keyFilePath: keyFile, catalogPath: catalogPath)
            }
        }
        let generation = KeyFileGenerator.generate(
            plans: plans, catalogName: feature.catalogName, existing: existing, path: keyFile, style: style)
        return .generated(keyFile: keyFile, generation, original: original)
    }

    /// `Catalogs/Offers/L10nKey+offers.swift: +2 accessors (offers.list.footer, offers.list.sort)`,
    /// or `(new file)` instead of the keys for a file that did not exist.
    static func changeLine(_ keyFile: String, _ generation: KeyFileGeneration) -> String {
        let count = generation.addedKeys.count
        let detail = generation.isNewFile ? "new file" : generation.addedKeys.joined(separator: ", ")
        return "\(keyFile.printable): +\(count) \(count == 1 ? "accessor" : "accessors") (\(detail.printable))\n"
    }

    struct Counts {
        var created = 0
        var updated = 0
        var unchanged = 0
        var failed = 0

        /// `Created 1 and updated 2 of 4 key files.`, `Would update 1 of 5 key files; run 'l10n
        /// generate' to apply.` (with `--access` unless it is the default) or `5 key files up to date.`, then
        /// how many could not be generated.
        func summary(check: Bool, access: String? = nil) -> String {
            let total = created + updated + unchanged + failed
            let keyFiles = total == 1 ? "key file" : "key files"
            var line: String
            if created + updated == 0 {
                line = failed == 0 ? "\(total) \(keyFiles) up to date." : "\(unchanged) of \(total) \(keyFiles) up to date."
            } else {
                let changes = [(created, check ? "create" : "created"), (updated, check ? "update" : "updated")]
                    .filter { $0.0 > 0 }.map { "\($0.1) \($0.0)" }.joined(separator: " and ")
                let sentence = check ? "Would \(changes)" : changes.prefix(1).uppercased() + changes.dropFirst()
                line = "\(sentence) of \(total) \(keyFiles)"
                    + (check ? "; run 'l10n generate\(access.map { " --access \($0)" } ?? "")' to apply." : ".")
            }
            if failed > 0 { line += " \(failed) could not be generated." }
            return line + "\n"
        }
    }
}
