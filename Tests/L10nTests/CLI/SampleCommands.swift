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
        arguments: [
            ArgumentSpec("path", help: "Catalogs, or folders to search for them.", isOptional: true, isRepeatable: true),
        ],
        options: [
            .value(
                "format", short: "f", help: "How to print findings.", allowedValues: ["text", "json", "github"],
                defaultValue: "text"),
            .repeatable("language", help: "Only check this language; repeat for more."),
            .flag("strict", help: "Fail on warnings as well as errors."),
            .inversion("color", defaultValue: true, help: "Colour the output on a terminal."),
            .value(
                "baseline-with-a-long-name", valueName: "file",
                help: "A file of accepted findings that are not reported again, so an old project can adopt "
                    + "checks one step at a time."),
        ])

    /// Echoes what it received, so dispatch tests can see the parse through the command's eyes.
    static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandResult {
        let summary = [
            "format=\(arguments.value("format") ?? "-")",
            "language=\(arguments.values("language"))",
            "strict=\(arguments.flag("strict"))",
            "color=\(arguments.flag("color"))",
            "path=\(arguments.arguments("path"))",
        ]
        return CommandResult(stdout: summary.joined(separator: " ") + "\n")
    }
}

/// A command with a required argument, for "Missing expected argument".
enum SampleAddCommand: Command {
    static let spec = CommandSpec(
        name: "add",
        abstract: "Add a key.",
        arguments: [
            ArgumentSpec("key", help: "The key to add."),
            ArgumentSpec("value", help: "Its English text.", isOptional: true),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandResult {
        .failure("Cannot add '\(arguments.arguments("key")[0])': there is no catalog.")
    }
}

enum SampleCLI {
    static var commands: [any Command.Type] { [SampleCheckCommand.self, SampleAddCommand.self] }
    static let context = CommandContext(currentDirectory: "/", environment: [:], stdoutIsTerminal: false)

    static func run(_ arguments: String...) -> CommandResult {
        L10nCLI.run(arguments: arguments, context: context, commands: commands)
    }
}
