import Foundation
import L10nCommands

// The only place that touches the real process: everything else is in the library targets and returns values.

// Catalogs are read through memory mappings. Another program cutting one short while l10n reads
// it makes the kernel raise SIGBUS at the first page past the new end, which would otherwise end
// l10n with a crash report. Writes stage whole files and rename them, so no file is left half
// written; the handler only says so, with what a signal handler may call.
signal(SIGBUS) { _ in
    let message: StaticString = """
        Error: a file changed on disk while l10n read it: another program cut it short. \
        l10n stopped; no file is half written. Run the command again.

        """
    _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
    _exit(2)
}
let context = CommandContext(
    currentDirectory: FileManager.default.currentDirectoryPath,
    environment: ProcessInfo.processInfo.environment,
    stdoutIsTerminal: isatty(STDOUT_FILENO) == 1)
let result = L10nCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), context: context)
FileHandle.standardOutput.write(Data(result.stdout.utf8))
FileHandle.standardError.write(Data(result.stderr.utf8))
exit(result.exitCode.rawValue)
