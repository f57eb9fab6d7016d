/// `l10n version`: the same as `l10n --version`, for people who type commands, not flags.
public enum VersionCommand: Command {
    public static let spec = CommandSpec(name: "version", abstract: "Show the version.")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandResult {
        CommandResult(stdout: L10nKit.version + "\n")
    }
}
