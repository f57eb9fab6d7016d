import Foundation

/// `l10n export`: the text still to translate, as XLIFF for translation tools or CSV for
/// spreadsheets; `l10n import` reads either back.
public enum ExportCommand: Command {
    public static let spec = CommandSpec(
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
            same catalogs give the same bytes. Exits 0 when the file is written, and 2 when the arguments are wrong \
            or a catalog cannot be read or parsed (the others are still exported).
            """,
        arguments: [
            ArgumentSpec("path", help: "Catalogs, or folders to search for *.xcstrings (default: Catalogs/, else the current folder).",
                         isOptional: true, isRepeatable: true)
        ],
        options: [
            .value("format", help: "The file format.", allowedValues: ["xliff", "csv"], defaultValue: "xliff"),
            LanguagesOption.spec(help: "Comma-separated languages to translate into; each catalog's source language is left out."),
            .flag("missing-only", help: "Only units without translated text (the default)."),
            .flag("all", help: "Every unit, translated ones too: for review, or to round-trip."),
            .value("output", valueName: "path", help: "The file to write, or a folder (ending in / or existing) for one file per language; default: standard output."),
            .flag("bom", help: "Start CSV with a byte order mark, so that Excel reads it as UTF-8."),
        ])

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandResult {
        let languages: [String]
        do throws(CommandLineError) {
            languages = try LanguagesOption.parse(arguments)
            if arguments.flag("all") && arguments.flag("missing-only") {
                throw .rejectedValue("--all", option: "--missing-only", reason: "pass one of --missing-only and --all, not both.")
            }
        } catch {
            return .usageError(error, command: spec)
        }
        let isCSV = arguments.value("format") == "csv"
        let options = ExchangeExport.Options(languages: languages, missingOnly: !arguments.flag("all"), xcodeSpelling: !isCSV)
        let directory = context.currentDirectory
        return context.withInputs(arguments, InputPaths.resolve(arguments:currentDirectory:)) { paths in
            let root = ExchangeFiles.root(currentDirectory: directory)
            let reads = paths.parallelMap { path in
                FileProblem.readCatalog(path, currentDirectory: directory) { text throws(JSONParseError) in
                    try ExchangeExport.export(text, original: ExchangeFiles.original(of: path, root: root, currentDirectory: directory), options: options)
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
            let failed = !stderr.isEmpty
            // Files by language, each language's catalogs in path order.
            let exportLanguages = orderedLanguages(exports)
            func document(_ languages: [String]) -> (bytes: [UInt8], units: Int, catalogs: Int) {
                let files = languages.flatMap { language in
                    exports.flatMap(\.files).filter { $0.targetLanguage == language && !$0.units.isEmpty }
                }
                let bytes = isCSV ? ExchangeCSV.write(files, byteOrderMark: arguments.flag("bom")) : XLIFFFormat.write(files)
                return (bytes, files.reduce(0) { $0 + $1.units.count }, Set(files.map(\.original)).count)
            }
            var notes = exports.flatMap(\.keysWithoutSource).map { "Left out '\($0)': it has no source text to translate.\n" }.joined()

            guard let output = arguments.value("output") else {
                stderr += notes
                return CommandResult(stdout: String(decoding: document(exportLanguages).bytes, as: UTF8.self), stderr: stderr, exitCode: failed ? .failure : .success)
            }
            var writes: [(path: String, bytes: [UInt8])] = []
            var summary = ""
            let absoluteOutput = InputPaths.absolute(output, in: directory)
            var isFolder: ObjCBool = false
            if output.hasSuffix("/") || (FileManager.default.fileExists(atPath: absoluteOutput, isDirectory: &isFolder) && isFolder.boolValue) {
                let folder = output.hasSuffix("/") ? output : output + "/"
                do {
                    try FileManager.default.createDirectory(atPath: absoluteOutput, withIntermediateDirectories: true)
                } catch {
                    return .failure(FileSystemError.writeFailed(path: output, reason: "the folder cannot be created").description)
                }
                for language in exportLanguages {
                    let path = folder + language + (isCSV ? ".csv" : ".xliff")
                    let made = document([language])
                    writes.append((path, made.bytes))
                    summary += line(path: path, units: made.units, catalogs: made.catalogs, languages: [language])
                }
            } else {
                let made = document(exportLanguages)
                writes.append((output, made.bytes))
                summary += line(path: output, units: made.units, catalogs: made.catalogs, languages: exportLanguages)
            }
            do throws(FileSystemError) {
                try AtomicFile.writeChanged(writes, currentDirectory: directory)
            } catch {
                return CommandResult(stderr: stderr + CommandResult.errorLine(error.description), exitCode: .failure)
            }
            notes += summary
            return CommandResult(stdout: notes, stderr: stderr, exitCode: failed ? .failure : .success)
        }
    }

    /// The target languages of every catalog, in the order `--languages` gave them.
    private static func orderedLanguages(_ exports: [ExchangeExport.CatalogExport]) -> [String] {
        var languages: [String] = []
        for file in exports.flatMap(\.files) where !languages.contains(file.targetLanguage) { languages.append(file.targetLanguage) }
        return languages
    }

    /// `Wrote es.xliff: 3 units from 1 catalog (es).`
    private static func line(path: String, units: Int, catalogs: Int, languages: [String]) -> String {
        let unitWord = units == 1 ? "unit" : "units"
        let catalogWord = catalogs == 1 ? "catalog" : "catalogs"
        let languageList = languages.isEmpty ? "" : " (\(languages.joined(separator: ", ")))"
        return "Wrote \(path): \(units) \(unitWord) from \(catalogs) \(catalogWord)\(languageList).\n"
    }
}
