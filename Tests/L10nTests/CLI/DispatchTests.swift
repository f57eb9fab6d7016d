import Testing
@testable import L10nCore
@testable import L10nCommands

/// `L10nCLI.run` from words to result: which command runs, and the exact usage-error output.
@Suite struct DispatchTests {
    @Test func runsTheNamedCommandWithItsParsedArguments() {
        let result = SampleCLI.run("check", "--format=json", "--language", "fr", "--no-color", "Catalogs")
        #expect(result == CommandResult(
            stdout: "format=json language=[\"fr\"] strict=false color=false path=[\"Catalogs\"]\n"))
    }

    @Test func commandFailuresPrintOnlyTheError() {
        #expect(SampleCLI.run("add", "greeting") == CommandResult(
            stderr: "Error: Cannot add 'greeting': there is no catalog.\n", exitCode: .failure))
    }

    @Test func usageErrorsShowMessageUsageAndHint() {
        #expect(SampleCLI.run("check", "--formt", "json") == CommandResult(
            stderr: """
                Error: Unknown option '--formt'. Did you mean '--format'?
                Usage: l10n check [--format <format>] [--language <language> ...] [--strict] [--color] [--no-color] [--baseline-with-a-long-name <file>] [<path> ...]
                  See 'l10n check --help' for more information.

                """,
            exitCode: .failure))
        #expect(SampleCLI.run("add") == CommandResult(
            stderr: """
                Error: Missing expected argument '<key>'
                Usage: l10n add <key> [<value>]
                  See 'l10n add --help' for more information.

                """,
            exitCode: .failure))
    }

    @Test func unknownSubcommandSuggestsTheClosest() {
        #expect(SampleCLI.run("chek") == CommandResult(
            stderr: """
                Error: Unknown subcommand 'chek'. Did you mean 'check'?
                Usage: l10n <subcommand>
                  See 'l10n --help' for more information.

                """,
            exitCode: .failure))
        #expect(SampleCLI.run("bogus").stderr.hasPrefix("Error: Unknown subcommand 'bogus'\n"))
        #expect(SampleCLI.run("help", "chek").stderr.hasPrefix("Error: Unknown subcommand 'chek'. Did you mean 'check'?\n"))
    }

    @Test func rootOptionMistakes() {
        #expect(SampleCLI.run("--verison").stderr.hasPrefix("Error: Unknown option '--verison'. Did you mean '--version'?\n"))
        #expect(SampleCLI.run("--version", "check").stderr.hasPrefix("Error: Unexpected argument 'check'\n"))
        #expect(SampleCLI.run("help", "check", "extra").stderr.hasPrefix("Error: Unexpected argument 'extra'\n"))
    }

    @Test func versionFlag() {
        #expect(SampleCLI.run("--version") == CommandResult(stdout: L10nVersion.current + "\n"))
    }

    @Test func registeredCommandsRunThroughThePublicEntryPoint() {
        let result = L10nCLI.run(arguments: ["format", "--check", "Missing"], context: SampleCLI.context)
        #expect(result.stderr.hasPrefix("Error: No such file or folder: 'Missing'."))
        #expect(result.exitCode == .failure)
    }
}
