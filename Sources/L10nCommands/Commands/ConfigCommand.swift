import L10nCore
import L10nJSON
import L10nProject
import L10nChecks
import L10nConfig
/// `l10n config`: the settings every command runs with, and where each one came from.
package enum ConfigCommand: Command {
    package static let spec = CommandSpec(
        name: "config",
        abstract: "Show the effective configuration and where each value comes from.",
        discussion: """
            Finds the project of the path given (else the current folder): the nearest folder \
            at or above it that holds .l10n.json is its root, else the repository's root (the \
            folder holding .git), else the current folder. Prints the file, the root and why, \
            then every setting: its value and \
            whether it is the default, comes from a line of the file, or from an option given \
            here. Options on the command line win over the file. Keys: \(ConfigurationFile.keys.joined(separator: ", ")); \
            see the README's Configuration section. Write a starting file with 'l10n init --config'. \
            Exits 0 when the configuration is valid, and 2 when the file has a mistake, reported \
            at its line and column.
            """,
        arguments: [paths.spec],
        options: [languages.spec, access.spec, SettingOptions.exclude.spec])

    static let paths = Positional(
        "path", help: "A file or folder of the project; its configuration is shown (default: the current folder).", isOptional: true,
        isRepeatable: true)
    static let languages = LanguageList.option()
    static let access = GenerationStyleOptions.access

    package struct Options: Sendable {}

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        // Every option here sets a value of `context.configuration`.
        Options()
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        CommandResult(stdout: listing(context.project, currentDirectory: context.currentDirectory))
    }

    /// The root, then one row per key, in `ConfigurationFile.keys` order: name, value, origin.
    static func listing(_ project: Project, currentDirectory: String) -> String {
        let configuration = project.configuration
        let file = configuration.filePath
        let rows: [(key: String, value: String, origin: SettingOrigin)] = [
            ("paths", configuration.paths.value.isEmpty ? "Catalogs/, else the current folder" : list(configuration.paths.value), configuration.paths.origin),
            ("exclude", list(configuration.exclude.value.map(\.glob.description)), configuration.exclude.origin),
            ("languages", list(configuration.languages.value), configuration.languages.origin),
            ("sourceLanguage", configuration.sourceLanguage.value, configuration.sourceLanguage.origin),
            ("disable", list(configuration.disable.value), configuration.disable.origin),
            ("severity", list(configuration.severity.value.map { "\($0.check): \($0.severity.rawValue)" }), configuration.severity.origin),
            ("ignoreCatalogs", list(configuration.ignoreCatalogs.value), configuration.ignoreCatalogs.origin),
            ("used", list(configuration.used.value), configuration.used.origin),
            ("access", configuration.access.value.rawValue, configuration.access.origin),
            ("bundle", configuration.bundle.value.rawValue, configuration.bundle.origin),
            ("docComments", configuration.docComments.value.rawValue, configuration.docComments.origin),
            ("insert", configuration.insert.value.rawValue, configuration.insert.origin),
            ("generateSymbols", String(configuration.generateSymbols.value), configuration.generateSymbols.origin),
        ]
        let keyWidth = rows.map(\.key.count).max() ?? 0
        // A long list (every check's severity) runs past the column rather than widening it.
        let valueWidth = min(rows.map { $0.value.printable.count }.max() ?? 0, 48)
        var text = file.map { "Configuration file: \($0.printable)\n" }
            ?? "Configuration file: none (no \(ConfigurationFile.name) here or above, up to the repository's root)\n"
        let root = project.root(from: currentDirectory)
        let why = switch project.location.reason {
        case .configurationFile: "the folder of \(ConfigurationFile.name)"
        case .repositoryRoot: "the repository's root, the folder holding .git"
        case .currentFolder: "no \(ConfigurationFile.name) or .git here or above"
        }
        text += "Project root: \((root.isEmpty ? "." : root).printable) (\(why))\n\n"
        for row in rows {
            let value = row.value.printable
            text += pad(row.key, keyWidth) + "  " + pad(value, valueWidth) + "  " + origin(row.origin, file: file) + "\n"
        }
        text += "\nAlways skipped when searching: \(Exclusions.defaultFolderNames.joined(separator: ", ")), hidden folders.\n"
        return text
    }

    private static func list(_ values: [String]) -> String {
        values.isEmpty ? "(none)" : values.joined(separator: ", ")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func origin(_ origin: SettingOrigin, file: String?) -> String {
        let path = (file ?? ConfigurationFile.name).printable
        switch origin {
        case .builtIn: return "default"
        case .file(let line): return "\(path):\(line)"
        case .flag(let flag): return flag
        case .fileAndFlag(let line, let flag): return "\(path):\(line) + \(flag)"
        }
    }

    /// Every check's severity in force, the configured ones over the checks' own, in the
    /// order `check --list` shows them; `json-syntax` always fails, so it is not listed.
    static func severities(_ configuration: Configuration) -> [(check: String, severity: Severity)] {
        let configured = Dictionary(configuration.severity.value.map { ($0.check, $0.severity) }, uniquingKeysWith: { $1 })
        return CheckRegistry.descriptions.filter { $0.id != JSONSyntaxCheck.description.id }.map { ($0.id, configured[$0.id] ?? $0.severity) }
    }

    /// A starting `.l10n.json` with the configuration's values (the defaults, or what the
    /// command line gave), in the JSON layout Xcode writes.
    static func startingFile(_ configuration: Configuration) -> [UInt8] {
        func strings(_ values: [String]) -> JSONValue { .array(values.map { JSONElement(value: .string($0)) }) }
        var members: [JSONMember] = [
            JSONMember(key: "languages", value: strings(configuration.languages.value)),
            JSONMember(key: "sourceLanguage", value: .string(configuration.sourceLanguage.value)),
            JSONMember(key: "exclude", value: strings(configuration.exclude.value.map(\.glob.description))),
            JSONMember(key: "ignoreCatalogs", value: strings(configuration.ignoreCatalogs.value)),
            JSONMember(key: "disable", value: strings(configuration.disable.value)),
            JSONMember(key: "severity", value: .object(severities(configuration).map { JSONMember(key: $0.check, value: .string($0.severity.rawValue)) })),
            JSONMember(key: "access", value: .string(configuration.access.value.rawValue)),
        ]
        if !configuration.paths.value.isEmpty { members.insert(JSONMember(key: "paths", value: strings(configuration.paths.value)), at: 0) }
        return JSONWriter.write(JSONDocument(root: .object(members), hasTrailingNewline: true))
    }
}
