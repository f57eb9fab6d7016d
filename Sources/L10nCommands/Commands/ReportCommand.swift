import L10nCore
import L10nJSON
import L10nProject
import L10nReporting
/// `l10n report`: how much of each catalog is translated, and what is left to translate, in a
/// format for people, spreadsheets, tools or a web page.
public enum ReportCommand: Command {
    public static let spec = CommandSpec(
        name: "report",
        abstract: "Report translation coverage per feature and language.",
        discussion: """
            Counts, for every catalog and required language, the keys that are translated, \
            missing or unreviewed, and lists the translations still to do. Exits 0 when the \
            report is written, 1 when --fail-under is given and some feature's coverage of a \
            language is below it, and 2 when the arguments are wrong or a catalog cannot be read \
            or parsed (the other catalogs are still reported).
            """,
        arguments: [
            ArgumentSpec("path", help: "Catalogs, or folders to search for *.xcstrings (default: Catalogs/, else the current folder).",
                         isOptional: true, isRepeatable: true)
        ],
        options: [
            .value("format", help: "The report's format.", allowedValues: CoverageFormats.all.map { $0.id },
                   defaultValue: CoverageTextFormatter.id),
            LanguagesOption.spec,
            .value("fail-under", valueName: "percent", help: "Exit 1 when a feature's coverage of a language is below this percentage (0-100)."),
            .value("output", valueName: "file", help: "Write the report to this file, replacing it atomically, instead of standard output."),
        ])

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandResult {
        let languages: [String]
        let failUnder = arguments.value("fail-under")
        let threshold: Double?
        do {
            languages = try LanguagesOption.parse(arguments)
            threshold = try failUnder.map(percent)
        } catch {
            return .usageError(error, command: spec)
        }
        return context.withInputs(arguments, InputPaths.resolve(arguments:currentDirectory:)) { paths in
            let directory = context.currentDirectory
            let reads = paths.parallelMap { path in
                FileProblem.readCatalog(path, currentDirectory: directory) { text throws(JSONParseError) in
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
            let report = CoverageAnalyzer.report(catalogs, languages: languages)
            let formatter = CoverageFormats.formatter(id: arguments.value("format") ?? CoverageTextFormatter.id) ?? CoverageTextFormatter.self
            let output = arguments.value("output")
            // Escape codes belong on a terminal, never in a file.
            let text = formatter.render(report, options: CoverageRenderOptions(useColor: context.useColor && output == nil))

            var stdout = ""
            var failed = !stderr.isEmpty
            if let output {
                do throws(FileSystemError) {
                    try AtomicFile.write(Array(text.utf8), to: PathString.absolute(output, in: directory))
                } catch {
                    stderr += CommandResult.errorLine(error.description)
                    failed = true
                }
            } else {
                stdout = text
            }
            var belowThreshold = false
            if let threshold, let failUnder, report.fails(under: threshold), let lowest = report.lowestCoverage() {
                belowThreshold = true
                // The report may have gone to a file or be long; one line says why the exit status is 1.
                stderr += "Coverage of '\(lowest.language)' in \(lowest.feature.feature) is \(lowest.coverage.percentText)%, below --fail-under \(failUnder); translate the missing keys or lower the threshold.\n"
            }
            let exitCode: ExitCode = failed ? .failure : belowThreshold ? .findings : .success
            return CommandResult(stdout: stdout, stderr: stderr, exitCode: exitCode)
        }
    }

    /// `90`, `99.5` or `90%`: a share from 0 to 100.
    static func percent(_ value: String) throws(CommandLineError) -> Double {
        let number = value.hasSuffix("%") ? String(value.dropLast()) : value
        guard let percent = Double(number), percent.isFinite, (0...100).contains(percent) else {
            throw .rejectedValue(value, option: "--fail-under <percent>", reason: "it must be a number from 0 to 100, as in '90' or '99.5'.")
        }
        return percent
    }
}
