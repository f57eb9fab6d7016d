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
    environment: CommandContext.environment(environ),
    stdoutIsTerminal: isatty(STDOUT_FILENO) == 1)
let result = L10nCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), context: context)
// Straight to the descriptors: `FileHandle` with `Data` asked the runtime whether the bytes are
// `ContiguousBytes` (a search of every loaded library's conformances, about 0.25 M instructions),
// and trapped when a write failed.
var exitCode = result.exitCode
if let failure = writeAll(result.stdout, to: STDOUT_FILENO) {
    _ = writeAll("Error: the output could not be written: \(String(cString: strerror(failure))).\n", to: STDERR_FILENO)
    exitCode = .failure
}
_ = writeAll(result.stderr, to: STDERR_FILENO)
exit(exitCode.rawValue)

/// Writes all of `text`, again after a partial write or a signal; the `errno` of a write
/// that failed, else nil.
func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { bytes -> Int32? in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written == 0 {
                return EIO
            } else if errno != EINTR {
                return errno
            }
        }
        return nil
    }
}
