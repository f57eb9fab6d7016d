@testable import L10nCommands

/// Test-only commands that use every kind of option and argument, so parser and help tests do
/// not depend on which real commands happen to be registered.
enum SampleCheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check catalogs for problems.",
        discussion: """
            Reads every catalog under the given paths. With no path, reads Catalogs/ if it exists, \
            else the current folder.
            """,
        arguments: [path.spec],
        options: [format.spec, language.spec, strict.spec, color.spec, baseline.spec])

    static let path = Positional("path", help: "Catalogs, or folders to search for them.", isOptional: true, isRepeatable: true)
    static let format = Option<SampleFormat>("format", short: "f", help: "How to print findings.", default: "text")
    static let language = RepeatableOption<String>("language", help: "Only check this language; repeat for more.")
    static let strict = Flag.flag("strict", help: "Fail on warnings as well as errors.")
    static let color = Flag.inversion("color", defaultValue: true, help: "Colour the output on a terminal.")
    static let baseline = Option<String?>(
        "baseline-with-a-long-name", valueName: "file",
        help: "A file of accepted findings that are not reported again, so an old project can adopt "
            + "checks one step at a time.")

    struct Options: Sendable {
        var summary: String
    }

    /// Echoes what it received, so dispatch tests can see the parse through the command's eyes.
    static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        let summary = [
            "format=\(try arguments.value(format).rawValue)",
            "language=\(try arguments.values(language))",
            "strict=\(arguments.flag(strict))",
            "color=\(arguments.flag(color))",
            "path=\(arguments.arguments(path))",
        ]
        return Options(summary: summary.joined(separator: " "))
    }

    static func run(_ options: Options, context: CommandContext) -> CommandResult {
        CommandResult(stdout: options.summary + "\n")
    }
}

/// A closed set of values, as `--format` takes.
enum SampleFormat: String, ArgumentValue {
    case text, json, github

    static var allValueTexts: [String]? { ["text", "json", "github"] }

    init(argument text: String) throws(ArgumentValueError) {
        guard let format = SampleFormat(rawValue: text) else { throw ArgumentValueError("not a format") }
        self = format
    }
}

/// A command with a required argument, for "Missing expected argument".
enum SampleAddCommand: Command {
    static let spec = CommandSpec(
        name: "add",
        abstract: "Add a key.",
        arguments: [key.spec, value.spec])

    static let key = Positional("key", help: "The key to add.")
    static let value = Positional("value", help: "Its English text.", isOptional: true)

    static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> String {
        arguments.arguments(key)[0]
    }

    static func run(_ key: String, context: CommandContext) -> CommandResult {
        .failure("Cannot add '\(key)': there is no catalog.")
    }
}

enum SampleCLI {
    static var commands: [any Command.Type] { [SampleCheckCommand.self, SampleAddCommand.self] }
    static let context = CommandContext(currentDirectory: "/", environment: [:], stdoutIsTerminal: false)

    static func run(_ arguments: String...) -> CommandResult {
        L10nCLI.run(arguments: arguments, context: context, commands: commands)
    }
}
