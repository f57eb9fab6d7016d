import Testing
@testable import L10nCommands

@Suite struct HelpTests {
    static let checkHelp = """
        OVERVIEW: Check catalogs for problems.

        Reads every catalog under the given paths. With no path, reads Catalogs/ if it
        exists, else the current folder.

        USAGE: l10n check [--format <format>] [--language <language> ...] [--strict] [--color] [--no-color] [--baseline-with-a-long-name <file>] [<path> ...]

        ARGUMENTS:
          <path>                  Catalogs, or folders to search for them.

        OPTIONS:
          -f, --format <format>   How to print findings. (values: text, json, github;
                                  default: text)
          --language <language>   Only check this language; repeat for more.
          --strict                Fail on warnings as well as errors.
          --color/--no-color      Colour the output on a terminal. (default: --color)
          --baseline-with-a-long-name <file>
                                  A file of accepted findings that are not reported
                                  again, so an old project can adopt checks one step at
                                  a time.
          -h, --help              Show help information.

        """

    @Test func commandHelpIsGeneratedFromTheSpec() {
        #expect(SampleCLI.run("check", "--help") == CommandResult(stdout: Self.checkHelp))
    }

    @Test(arguments: [["help", "check"], ["check", "-h"], ["check", "--format", "xml", "--help"], ["check", "--bogus", "-h"]])
    func everySpellingOfHelpShowsTheSameText(words: [String]) {
        #expect(L10nCLI.run(arguments: words, context: SampleCLI.context, commands: SampleCLI.commands)
            == CommandResult(stdout: Self.checkHelp))
    }

    @Test func helpAfterDoubleDashIsAnArgument() {
        #expect(SampleCLI.run("check", "--", "--help").stdout.hasSuffix("path=[\"--help\"]\n"))
    }

    @Test func commandWithoutOptionsOrDiscussion() {
        #expect(SampleCLI.run("help", "add").stdout == """
            OVERVIEW: Add a key.

            USAGE: l10n add <key> [<value>]

            ARGUMENTS:
              <key>                   The key to add.
              <value>                 Its English text.

            OPTIONS:
              -h, --help              Show help information.

            """)
    }

    @Test(arguments: [[], ["--help"], ["-h"], ["help"]])
    func rootHelpListsTheRegisteredCommands(words: [String]) {
        let result = L10nCLI.run(arguments: words, context: SampleCLI.context, commands: SampleCLI.commands)
        #expect(result == CommandResult(stdout: """
            OVERVIEW: Keep String Catalogs and their typed keys in step.

            USAGE: l10n <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              check                   Check catalogs for problems.
              add                     Add a key.

              See 'l10n help <subcommand>' for detailed help.

            """))
    }

    @Test func rootHelpWithNoCommandsStillWorks() {
        let result = L10nCLI.run(arguments: [], context: SampleCLI.context, commands: [])
        #expect(result.stdout == """
            OVERVIEW: Keep String Catalogs and their typed keys in step.

            USAGE: l10n <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            """)
    }

    @Test func wrappingKeepsWordsWholeAndParagraphsApart() {
        #expect(HelpFormatter.wrap("one two three four", width: 9, indent: 0) == "one two\nthree\nfour")
        #expect(HelpFormatter.wrap("a b\nc", width: 80, indent: 2) == "  a b\n  c")
        #expect(HelpFormatter.wrap("unbreakable-long-word x", width: 8, indent: 0) == "unbreakable-long-word\nx")
    }
}
