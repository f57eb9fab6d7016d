import L10nCore
import L10nConfig
import L10nProject
/// The `l10n` command line: the registry of commands and the dispatch from words to a result.
package enum L10nCLI {
    /// Every subcommand, in the order the root help lists them: the everyday loop first.
    /// One line per command.
    /// (Computed because metatype arrays are not `Sendable` as stored globals.)
    package static var commands: [any Command.Type] {
        [
            SyncCommand.self,
            CheckCommand.self,
            ReportCommand.self,
            GenerateCommand.self,
            FormatCommand.self,
            AddCommand.self,
            SetCommand.self,
            InitCommand.self,
            RemoveCommand.self,
            RenameCommand.self,
            ExtractCommand.self,
            UsageCommand.self,
            ExportCommand.self,
            ImportCommand.self,
            MigrateCommand.self,
            ConfigCommand.self,
            MergeCommand.self,
            ResolveCommand.self,
        ]
    }

    static let rootName = "l10n"
    static let abstract = "Keep String Catalogs and their typed keys in step."

    /// Runs `l10n` with `arguments` (without the executable's own name) and returns what to print.
    package static func run(arguments: [String], context: CommandContext) -> CommandResult {
        WritePipeline.processStarted()
        return run(arguments: arguments, context: context, commands: commands)
    }

    /// The registry is a parameter so tests can dispatch to test-only commands.
    static func run(arguments: [String], context: CommandContext, commands: [any Command.Type]) -> CommandResult {
        guard let first = arguments.first else {
            return CommandResult(stdout: rootHelp(commands))
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            return CommandResult(stdout: rootHelp(commands))
        case "--version":
            if let extra = rest.first {
                return rootUsageError(.unexpectedArgument(extra))
            }
            return CommandResult(stdout: L10nVersion.current + "\n")
        case "help":
            return help(for: rest, commands: commands)
        case _ where first.hasPrefix("-") && first.count > 1:
            let name = String(first.prefix { $0 != "=" })
            let suggestion = Suggestion.closest(to: name, in: ["--version", "--help"])
            return rootUsageError(.unknownOption(name, suggestion: suggestion))
        default:
            guard let command = command(named: first, in: commands) else {
                return rootUsageError(unknownSubcommand(first, commands: commands))
            }
            if asksForHelp(rest) {
                return CommandResult(stdout: HelpFormatter.help(for: command.spec, path: commandPath(command.spec)))
            }
            return execute(command, words: rest, context: context)
        }
    }

    /// Parses and validates every option before the command runs; a mistake is a usage error.
    /// Then reads the configuration file, whose mistakes are reported at their line (exit 2),
    /// and gives the command the settings with the command line's options applied.
    private static func execute<C: Command>(_ command: C.Type, words: [String], context: CommandContext) -> CommandResult {
        let arguments: ParsedArguments
        let options: C.Options
        let flags: ConfigurationFlags
        do {
            arguments = try ParsedArguments(parsing: words, for: command.spec)
            options = try command.options(arguments)
            flags = try SettingOptions.flags(arguments, spec: command.spec, currentDirectory: context.currentDirectory)
        } catch {
            return .usageError(error, command: command.spec)
        }
        // Each path's project is found from the path, so a Run Script or CI step that passes a
        // path gets the same settings as a person in the project's folder.
        let (projectPaths, paths) = command.projectPaths(arguments)
        var groups: [(project: Project, paths: [String])] = []
        do {
            for path in paths.isEmpty ? [""] : paths {
                let location = command.projectLocation(of: path, currentDirectory: context.currentDirectory)
                if let index = groups.firstIndex(where: { $0.project.location == location }) {
                    groups[index].paths.append(path)
                } else {
                    groups.append((try Project(location: location, currentDirectory: context.currentDirectory, flags: flags), [path]))
                }
            }
        } catch {
            return CommandResult(stderr: error.description + "\n", exitCode: .failure)
        }
        // Paths of several projects: each runs with its own configuration, one after the other.
        var result = CommandResult()
        for group in groups {
            var groupOptions = options
            if groups.count > 1 {
                do {
                    groupOptions = try command.options(arguments.replacingWords(of: projectPaths, with: group.paths))
                } catch {
                    return .usageError(error, command: command.spec)
                }
            }
            var context = context
            context.project = group.project
            let run = command.run(groupOptions, context: context)
            result.stdout += run.stdout
            result.stderr += run.stderr
            if run.exitCode.rawValue > result.exitCode.rawValue { result.exitCode = run.exitCode }
        }
        return result
    }

    /// `l10n check`: how usage lines and hints name a command.
    static func commandPath(_ spec: CommandSpec) -> String {
        "\(rootName) \(spec.name)"
    }

    /// `l10n help [<subcommand>]` shows the same text as `l10n <subcommand> --help`.
    private static func help(for words: [String], commands: [any Command.Type]) -> CommandResult {
        guard let name = words.first else {
            return CommandResult(stdout: rootHelp(commands))
        }
        guard let command = command(named: name, in: commands) else {
            return rootUsageError(unknownSubcommand(name, commands: commands))
        }
        if let extra = words.dropFirst().first {
            return rootUsageError(.unexpectedArgument(extra))
        }
        return CommandResult(stdout: HelpFormatter.help(for: command.spec, path: commandPath(command.spec)))
    }

    /// Help wins over every other word, as in swift-argument-parser, except after `--`.
    private static func asksForHelp(_ words: [String]) -> Bool {
        words.prefix { $0 != "--" }.contains { $0 == "-h" || $0 == "--help" }
    }

    private static func command(named name: String, in commands: [any Command.Type]) -> (any Command.Type)? {
        commands.first { $0.spec.name == name }
    }

    private static func unknownSubcommand(_ name: String, commands: [any Command.Type]) -> CommandLineError {
        .unknownSubcommand(name, suggestion: Suggestion.closest(to: name, in: commands.map { $0.spec.name }))
    }

    private static func rootHelp(_ commands: [any Command.Type]) -> String {
        HelpFormatter.rootHelp(abstract: abstract, rootName: rootName, commands: commands.map { $0.spec })
    }

    private static func rootUsageError(_ error: CommandLineError) -> CommandResult {
        .usageError(error, usage: "\(rootName) <subcommand>", helpCommand: "\(rootName) --help")
    }
}
