import Foundation
import L10nCommands

// The only place that touches the real process: everything else is in the library targets and returns values.
let context = CommandContext(
    currentDirectory: FileManager.default.currentDirectoryPath,
    environment: ProcessInfo.processInfo.environment,
    stdoutIsTerminal: isatty(STDOUT_FILENO) == 1)
let result = L10nCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), context: context)
FileHandle.standardOutput.write(Data(result.stdout.utf8))
FileHandle.standardError.write(Data(result.stderr.utf8))
exit(result.exitCode.rawValue)
