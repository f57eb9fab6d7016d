import L10nCore
import L10nProject
import L10nGeneration
import L10nConfig
/// The options that set a value of the configuration (`--languages`, `--access`, `--bundle`,
/// `--doc-comments`, `--insert`, `--exclude`, `--disable`, `--used`), read in one place for every command that declares them, so each
/// command reads its settings from `context.configuration` whichever way they were given.
enum SettingOptions {
    /// `--exclude <glob>` of every command that searches for files.
    static let exclude = RepeatableOption<String>(
        "exclude", valueName: "glob",
        help: "Skip files and folders matching this pattern ('Legacy/**', '*.generated.swift') when searching; repeat for more.")

    /// What the command line sets, validated: a mistake is a usage error.
    static func flags(_ arguments: ParsedArguments, spec: CommandSpec, currentDirectory: String) throws(CommandLineError) -> ConfigurationFlags {
        var flags = ConfigurationFlags()
        if let option = spec.option(long: "languages"), let text = arguments.texts(named: option.name).last {
            flags.languages = try convert(text, option: option) { text throws(ArgumentValueError) in try LanguageList(argument: text).codes }
        }
        if let option = spec.option(long: "access"), let text = arguments.texts(named: option.name).last {
            flags.access = try convert(text, option: option) { text throws(ArgumentValueError) in try AccessLevel(argument: text) }
        }
        if let option = spec.option(long: "bundle"), let text = arguments.texts(named: option.name).last {
            flags.bundle = try convert(text, option: option) { text throws(ArgumentValueError) in try AccessorBundle(argument: text) }
        }
        if let option = spec.option(long: "doc-comments"), let text = arguments.texts(named: option.name).last {
            flags.docComments = try convert(text, option: option) { text throws(ArgumentValueError) in try GenerationStyle.DocComments(argument: text) }
        }
        if let option = spec.option(long: "insert"), let text = arguments.texts(named: option.name).last {
            flags.insert = try convert(text, option: option) { text throws(ArgumentValueError) in try GenerationStyle.Insertion(argument: text) }
        }
        if let option = spec.option(long: exclude.spec.name) {
            for text in arguments.texts(named: option.name) {
                flags.exclude.append(try convert(text, option: option) { text throws(ArgumentValueError) in
                    guard let glob = Glob(text) else { throw ArgumentValueError("it matches no file; write a pattern such as 'Legacy/**'.") }
                    return Exclusions.Pattern(glob, base: currentDirectory)
                })
            }
        }
        if spec.option(long: "disable") != nil {
            flags.disable = Array(arguments.texts(named: "disable"))
            _ = try CheckCommand.disabledChecks(flags.disable)
        }
        if spec.option(long: "used") != nil { flags.used = arguments.texts(named: "used") }
        return flags
    }

    private static func convert<Value>(
        _ text: String, option: OptionSpec, _ read: (String) throws(ArgumentValueError) -> Value
    ) throws(CommandLineError) -> Value {
        do {
            return try read(text)
        } catch {
            throw .rejectedValue(text, option: option.displayName, reason: error.reason)
        }
    }
}
