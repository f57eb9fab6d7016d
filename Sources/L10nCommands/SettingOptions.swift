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
        flags.languages = try given(LanguageList.option(), in: arguments, spec: spec)?.codes
        flags.access = try given(GenerationStyleOptions.access, in: arguments, spec: spec)
        flags.bundle = try given(GenerationStyleOptions.bundle, in: arguments, spec: spec)
        flags.docComments = try given(GenerationStyleOptions.docComments, in: arguments, spec: spec)
        flags.insert = try given(GenerationStyleOptions.insert, in: arguments, spec: spec)
        func declares(_ option: OptionSpec) -> Bool { spec.option(long: option.name) != nil }
        for text in declares(exclude.spec) ? try arguments.values(exclude) : [] {
            flags.exclude.append(try convert(text, option: exclude.spec) { text throws(ArgumentValueError) in
                guard let glob = Glob(text) else { throw ArgumentValueError("it matches no file; write a pattern such as 'Legacy/**'.") }
                return Exclusions.Pattern(glob, base: currentDirectory)
            })
        }
        if declares(CheckCommand.disable.spec) { flags.disable = try arguments.values(CheckCommand.disable).map(\.id) }
        if declares(CheckCommand.used.spec) { flags.used = try arguments.values(CheckCommand.used) }
        return flags
    }

    /// The value the command line gave, or nil when it gave none (then `.l10n.json`'s applies);
    /// a command that does not declare the option has none.
    private static func given<Value: ArgumentValue>(_ option: Option<Value>, in arguments: ParsedArguments, spec: CommandSpec) throws(CommandLineError) -> Value? {
        guard spec.option(long: option.spec.name) != nil, !arguments.texts(named: option.spec.name).isEmpty else { return nil }
        return try arguments.value(option)
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
