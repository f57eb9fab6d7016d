import L10nCore
import L10nJSON
import L10nProject
import L10nReporting
/// `l10n report`: how much of each catalog is translated, and what is left to translate, in a
/// format for people, spreadsheets, tools or a web page.
package enum ReportCommand: Command {
    package static let spec = CommandSpec(
        name: "report",
        abstract: "Report translation coverage per feature and language.",
        discussion: """
            Counts, for every catalog and required language, the keys that are translated, \
            missing or unreviewed, and lists the translations still to do. Exits 0 when the \
            report is written, 1 when --fail-under is given and some feature's coverage of a \
            language is below it, and 2 when the arguments are wrong or a catalog cannot be read \
            or parsed (the other catalogs are still reported).
            """,
        arguments: [paths.spec],
        options: [format.spec, languages.spec, failUnder.spec, output.spec, Writing.force.spec, SettingOptions.exclude.spec])

    static let paths = Positional.catalogPaths
    static let format = Option<CoverageFormatChoice>("format", help: "The report's format.", default: CoverageTextFormatter.id)
    static let languages = LanguageList.option()
    static let failUnder = Option<Percentage?>(
        "fail-under", valueName: "percent", help: "Exit 1 when a feature's coverage of a language is below this percentage (0-100).")
    static let output = Option<String?>(
        "output", valueName: "file", help: "Write the report to this file, replacing it atomically, instead of standard output.")

    package struct Options: Sendable {
        var paths: [String]
        var format: CoverageFormatChoice
        var failUnder: Percentage?
        var output: String?
        var force: Bool
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        Options(
            paths: arguments.arguments(paths), format: try arguments.value(format),
            failUnder: try arguments.value(failUnder),
            output: try arguments.value(output), force: arguments.flag(Writing.force))
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        let languages = context.configuration.languages.value
        return context.withInputs(options.paths, InputPaths.resolve(arguments:currentDirectory:excluding:)) { paths in
            let directory = context.currentDirectory
            let reads = paths.parallelMap { path in
                FileProblem.readCatalog(path, currentDirectory: directory, structureProblems: \.structureProblems) { text throws(JSONParseError) in
                    try CoverageAnalyzer.analyze(text, languages: languages)
                }
            }
            var catalogs: [CatalogCoverage] = []
            var stderr = ""
            for read in reads {
                switch read {
                case .success(let coverage): catalogs.append(coverage)
                case .failure(let problem): stderr += problem.stderr
                }
            }
            // A report without a catalog would claim what is not so: nothing but the failure.
            guard stderr.isEmpty else { return CommandResult(stderr: stderr, exitCode: .failure) }
            let report = CoverageAnalyzer.report(catalogs, languages: languages)
            let formatter = options.format.formatter
            let output = options.output
            // Escape codes belong on a terminal, never in a file.
            let text = formatter.render(report, options: CoverageRenderOptions(useColor: context.useColor && output == nil))

            var stdout = ""
            if let output {
                let lock: WriteLock?
                let change: FileChange
                do throws(FileSystemError) {
                    (lock, change) = try Writing.replacement(output, with: Array(text.utf8), inputs: paths, context: context)
                } catch {
                    return CommandResult(stderr: CommandResult.errorLine(error.description), exitCode: .failure)
                }
                switch Writing.apply(WritePlan([change]), force: options.force, context: context, lock: lock) {
                case .success(let report): stderr = Writing.notes(report.removedTemporaryFiles)
                case .failure(let failure): return failure.result
                }
            } else {
                stdout = text
            }
            var belowThreshold = false
            if let failUnder = options.failUnder, report.fails(under: failUnder.value), let lowest = report.lowestCoverage() {
                belowThreshold = true
                // The report may have gone to a file or be long; one line says why the exit status is 1.
                stderr += "Coverage of '\(lowest.language.printable)' in \(lowest.feature.feature.printable) is \(lowest.coverage.percentText)%, below --fail-under \(failUnder.text); translate the missing keys or lower the threshold.\n"
            }
            let exitCode: ExitCode = belowThreshold ? .findings : .success
            return CommandResult(stdout: stdout, stderr: stderr, exitCode: exitCode)
        }
    }
}
