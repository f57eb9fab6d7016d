import Foundation
import Testing
@testable import L10nCore
@testable import L10nCommands

/// Runs the built `l10n` executable and compares stdout, stderr and exit status exactly.
@Suite(.tags(.endToEnd)) struct CLIEndToEndTests {
    @Test func rootHelp() throws {
        let folder = try TempDirectory.make()
        let result = try L10nBinary.run(["--help"], in: folder)
        Golden.assertMatches(result.stdout, golden: "CLI/root-help.txt")
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
        #expect(try L10nBinary.run([], in: folder) == (result.stdout, "", 0))
    }

    /// The commands that write accessors share their style options.
    @Test(arguments: ["generate", "sync", "add"]) func helpOfCommandsThatWriteAccessors(command: String) throws {
        let result = try L10nBinary.run([command, "--help"], in: try TempDirectory.make())
        Golden.assertMatches(result.stdout, golden: "CLI/\(command)-help.txt")
        #expect(result.exitCode == 0)
    }

    @Test func helpForEveryRegisteredCommandMatchesItsHelpFlag() throws {
        let folder = try TempDirectory.make()
        for command in L10nCLI.commands {
            let name = command.spec.name
            let viaHelp = try L10nBinary.run(["help", name], in: folder)
            #expect(viaHelp.exitCode == 0)
            #expect(viaHelp.stdout.hasPrefix("OVERVIEW: \(command.spec.abstract)\n"))
            #expect(try L10nBinary.run([name, "--help"], in: folder) == viaHelp)
        }
    }

    @Test func versionFlag() throws {
        let folder = try TempDirectory.make()
        #expect(try L10nBinary.run(["--version"], in: folder) == (L10nVersion.current + "\n", "", 0))
        #expect(try L10nBinary.run(["--version", "extra"], in: folder) == ("", """
            Error: Unexpected argument 'extra'
            Usage: l10n <subcommand>
              See 'l10n --help' for more information.

            """, 2))
    }

    /// l10n writes its output to the descriptors itself: one that fails (a full disk, a closed
    /// stdout) ends the run with exit 2 and says so, where `FileHandle` trapped; a run with
    /// nothing for the failing stream is not affected.
    @Test func outputThatCannotBeWrittenIsAFailureNotACrash() throws {
        let folder = try TempDirectory.make()
        let closed = ["/bin/sh", "-c", #"exec "$0" "$@" >&-"#]
        #expect(try L10nBinary.run(["--help"], in: folder, through: closed)
            == ("", "Error: the output could not be written: Bad file descriptor.\n", 2))
        #expect(try L10nBinary.run(["bogus"], in: folder, through: closed) == ("", """
            Error: Unknown subcommand 'bogus'
            Usage: l10n <subcommand>
              See 'l10n --help' for more information.

            """, 2))
        // A full disk: Linux's `/dev/full`; macOS has no such device.
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let full = ["/bin/sh", "-c", #"exec "$0" "$@" > /dev/full"#]
        #expect(try L10nBinary.run(["--version"], in: folder, through: full)
            == ("", "Error: the output could not be written: No space left on device.\n", 2))
    }

    @Test func unknownSubcommand() throws {
        let folder = try TempDirectory.make()
        #expect(try L10nBinary.run(["bogus"], in: folder) == ("", """
            Error: Unknown subcommand 'bogus'
            Usage: l10n <subcommand>
              See 'l10n --help' for more information.

            """, 2))
    }

    @Test func unknownRootOption() throws {
        let folder = try TempDirectory.make()
        #expect(try L10nBinary.run(["--verison"], in: folder) == ("", """
            Error: Unknown option '--verison'. Did you mean '--version'?
            Usage: l10n <subcommand>
              See 'l10n --help' for more information.

            """, 2))
    }
}

extension Tag {
    /// Tests that start the `l10n` process; slower than unit tests.
    @Tag static var endToEnd: Self
}

@Suite(.tags(.endToEnd)) struct NothingFoundEndToEndTests {
    /// A CI step pointed at the wrong folder must fail, not report a clean run of nothing.
    @Test(arguments: ["format", "check", "report", "generate", "sync"])
    func findingNoCatalogIsAnError(command: String) throws {
        let folder = try TempDirectory.make("nothing")
        try TempDirectory.write("// not a catalog\n", to: "Sources/App.swift", in: folder)
        #expect(try L10nBinary.run([command], in: folder) == ("", """
            Error: No catalogs found in the current folder. Pass the folders that hold your *.xcstrings files, or run l10n where Catalogs/ is.

            """, 2))
        #expect(try L10nBinary.run([command, "Sources"], in: folder).stderr.hasPrefix("Error: No catalogs found in 'Sources'."))
    }
}
