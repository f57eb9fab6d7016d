import Foundation
import L10nCore
import L10nProject
import L10nCatalog
import L10nJSON
import L10nExchange

/// `l10n export`: the text still to translate, as XLIFF for translation tools or CSV for
/// spreadsheets; `l10n import` reads either back.
package enum ExportCommand: Command {
    package static let spec = CommandSpec(
        name: "export",
        abstract: "Export the text to translate as XLIFF or CSV.",
        discussion: """
            Writes one unit per string unit to translate, per catalog and language: its key and \
            form (the plain text, or a plural, device or substitution case), the source text, the \
            comment, and the translation as it is now. XLIFF 1.2 is laid out as Xcode's Export \
            Localizations writes it, for translators' tools; CSV has one row per unit, for \
            spreadsheets. Plural cases are those the target language uses (CLDR). A key without \
            source text is its own source, as Xcode has it for keys extracted from code; entries \
            marked not to translate, and identifier keys without source text, are left out. The \
            same catalogs give the same bytes. XLIFF leaves out a unit whose text has a control \
            character XML 1.0 cannot carry, and says so. Exits 0 when the file is written, 1 when a unit \
            was left out, and 2 when the arguments are wrong \
            or a catalog cannot be read or parsed (the others are still exported).
            """,
        arguments: [paths.spec],
        options: [format.spec, languages.spec, missingOnly.spec, all.spec, output.spec, bom.spec, Writing.force.spec, SettingOptions.exclude.spec])

    static let paths = Positional(
        "path", help: "Catalogs, or folders to search for *.xcstrings (default: Catalogs/, else the current folder).",
        isOptional: true, isRepeatable: true)
    static let format = Option<ExchangeFormat>("format", help: "The file format.", default: ExchangeFormat.xliff.rawValue)
    static let languages = LanguageList.option(help: "Comma-separated languages to translate into; each catalog's source language is left out.")
    static let missingOnly = Flag.flag("missing-only", help: "Only units without translated text (the default).")
    static let all = Flag.flag("all", help: "Every unit, translated ones too: for review, or to round-trip.")
    static let output = Option<String?>(
        "output", valueName: "path",
        help: "The file to write, or a folder (ending in / or existing) for one file per language; default: standard output.")
    static let bom = Flag.flag("bom", help: "Start CSV with a byte order mark, so that Excel reads it as UTF-8.")

    package struct Options: Sendable {
        var paths: [String]
        var format: ExchangeFormat
        var missingOnly: Bool
        var output: String?
        var byteOrderMark: Bool
        var force: Bool
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        if arguments.flag(all) && arguments.flag(missingOnly) {
            throw .rejectedValue("--all", option: "--missing-only", reason: "pass one of --missing-only and --all, not both.")
        }
        return Options(
            paths: arguments.arguments(paths), format: try arguments.value(format),
            missingOnly: !arguments.flag(all), output: try arguments.value(output), byteOrderMark: arguments.flag(bom),
            force: arguments.flag(Writing.force))
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        let isCSV = options.format == .csv
        let exportOptions = ExchangeExport.Options(languages: context.configuration.languages.value, missingOnly: options.missingOnly, xcodeSpelling: !isCSV)
        let directory = context.currentDirectory
        return context.withInputs(options.paths, InputPaths.catalogFiles(arguments:currentDirectory:excluding:)) { paths in
            let root = context.exchangeRoot
            let reads = paths.parallelMap { path in
                FileProblem.readCatalog(path, currentDirectory: directory, structureProblems: \.structureProblems) { text throws(JSONParseError) in
                    try ExchangeExport.export(text, original: ExchangeFiles.original(of: path, root: root, currentDirectory: directory), options: exportOptions)
                }
            }
            var exports: [ExchangeExport.CatalogExport] = []
            var stderr = ""
            for read in reads {
                switch read {
                case .success(let export): exports.append(export)
                case .failure(let problem): stderr += problem.stderr
                }
            }
            // An export without a catalog would claim what is not so: nothing but the failure.
            guard stderr.isEmpty else { return CommandResult(stderr: stderr, exitCode: .failure) }
            var files = exports.flatMap(\.files)
            var leftOut = ""
            if !isCSV {
                let carriable = XLIFFFormat.carriable(files)
                files = carriable.files
                leftOut = carriable.leftOut.map { file, unit in
                    "Left out '\(unit.id.printable)' for \(file.targetLanguage.printable) from \(file.original.printable): its text has a control character that an XLIFF file (XML 1.0) cannot carry; remove it from the catalog, or export --format csv.\n"
                }.joined()
            }
            // Files by language, in the order `--languages` gave them, each language's catalogs
            // in path order; grouped once, since a configuration may list any number of languages.
            var exportLanguages: [String] = []
            var filesByLanguage: [String: [ExchangeFile]] = [:]
            for file in files {
                if filesByLanguage[file.targetLanguage] == nil { exportLanguages.append(file.targetLanguage) }
                filesByLanguage[file.targetLanguage, default: []].append(file)
            }
            func document(_ languages: [String]) -> (bytes: [UInt8], units: Int, catalogs: Int) {
                let files = languages.flatMap { filesByLanguage[$0] ?? [] }.filter { !$0.units.isEmpty }
                let bytes = isCSV ? ExchangeCSV.write(files, byteOrderMark: options.byteOrderMark) : XLIFFFormat.write(files)
                return (bytes, files.reduce(0) { $0 + $1.units.count }, Set(files.map(\.original)).count)
            }
            var notes = exports.flatMap(\.keysWithoutSource).map { "Left out '\($0.printable)': it has no source text to translate.\n" }.joined()

            stderr += leftOut
            let exitCode: ExitCode = leftOut.isEmpty ? .success : .findings
            guard let output = options.output else {
                stderr += notes
                return CommandResult(stdout: String(decoding: document(exportLanguages).bytes, as: UTF8.self), stderr: stderr, exitCode: exitCode)
            }
            var outputs: [(path: String, bytes: [UInt8])] = []
            var summary = ""
            var isFolder: ObjCBool = false
            let isFolderOutput = output.hasSuffix("/")
                || (FileManager.default.fileExists(atPath: PathString.absolute(output, in: directory), isDirectory: &isFolder) && isFolder.boolValue)
            if isFolderOutput {
                let folder = output.hasSuffix("/") ? output : output + "/"
                for language in exportLanguages {
                    let path = folder + language + (isCSV ? ".csv" : ".xliff")
                    let made = document([language])
                    outputs.append((path, made.bytes))
                    summary += line(path: path, units: made.units, catalogs: made.catalogs, languages: [language])
                }
            } else {
                let made = document(exportLanguages)
                outputs.append((output, made.bytes))
                summary += line(path: output, units: made.units, catalogs: made.catalogs, languages: exportLanguages)
            }
            let lock: WriteLock?
            var plan = WritePlan()
            do throws(FileSystemError) {
                for (path, _) in outputs { try Writing.refuseInput(path, inputs: paths, context: context) }
                lock = try Writing.lock(outputs.map(\.path), context: context)
                for (path, bytes) in outputs { plan.changes.append(try Writing.change(putting: bytes, at: path, context: context)) }
            } catch {
                return CommandResult(stderr: CommandResult.errorLine(error.description), exitCode: .failure)
            }
            // A folder that does not exist yet is created, and removed again if the write fails.
            switch Writing.apply(plan, force: options.force, createsFolders: isFolderOutput, context: context, lock: lock) {
            case .success(let report): stderr += Writing.notes(report.removedTemporaryFiles)
            case .failure(let failure): return failure.result
            }
            notes += summary
            return CommandResult(stdout: notes, stderr: stderr, exitCode: exitCode)
        }
    }

    /// `Wrote es.xliff: 3 units from 1 catalog (es).`
    private static func line(path: String, units: Int, catalogs: Int, languages: [String]) -> String {
        let unitWord = units == 1 ? "unit" : "units"
        let catalogWord = catalogs == 1 ? "catalog" : "catalogs"
        let languageList = languages.isEmpty ? "" : " (\(languages.joined(separator: ", ")))"
        return "Wrote \(path.printable): \(units) \(unitWord) from \(catalogs) \(catalogWord)\(languageList).\n"
    }
}
