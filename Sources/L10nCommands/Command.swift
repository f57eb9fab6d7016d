import Foundation
import L10nCore
import L10nProject
import L10nReporting
import L10nConfig

/// One `l10n` subcommand. Adding a command means one new file with a type that conforms to this
/// protocol, plus one line in `L10nCLI.commands`.
package protocol Command {
    /// Every option and argument, converted and validated.
    associatedtype Options: Sendable
    static var spec: CommandSpec { get }
    /// Reads the parsed words through the command's typed declarations and validates them
    /// together; any mistake is a usage error, reported before anything runs.
    static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options
    /// Does the work and returns what to print; never prints or exits itself.
    static func run(_ options: Options, context: CommandContext) -> CommandResult
    /// The arguments the project is found from, each on its own (none: the current folder's),
    /// and the positional argument whose words they are, so the paths of several projects can
    /// each run with their own. By default the `<path>` arguments.
    static func projectPaths(_ arguments: ParsedArguments) -> (argument: String, paths: [String])
    /// The project of one of those paths: by default the nearest `.l10n.json` upward, else
    /// the repository's root, else the current folder (see `ProjectLocation.find`).
    static func projectLocation(of path: String, currentDirectory: String) -> ProjectLocation
}

extension Command {
    package static func projectPaths(_ arguments: ParsedArguments) -> (argument: String, paths: [String]) {
        (projectPathsArgument, spec.arguments.contains { $0.name == projectPathsArgument } ? arguments.words(of: projectPathsArgument) : [])
    }

    package static func projectLocation(of path: String, currentDirectory: String) -> ProjectLocation {
        ProjectLocation.find(from: path, currentDirectory: currentDirectory, configurationFileName: ConfigurationFile.name)
    }

    /// The positional argument of the commands that work on paths of a project.
    static var projectPathsArgument: String { "path" }
}

/// What a command may know about the process it runs in, passed in so tests can fake it.
package struct CommandContext: Sendable {
    /// Relative paths in arguments are resolved against this folder.
    package var currentDirectory: String
    package var environment: [String: String]
    package var stdoutIsTerminal: Bool
    /// The project the paths given (else the current folder) belong to, found before the
    /// command runs (see `L10nCLI.execute`).
    package var project: Project

    /// The settings: built in, from the project's `.l10n.json`, and from the command line's
    /// options, merged before the command runs.
    package var configuration: Configuration {
        get { project.configuration }
        set { project.configuration = newValue }
    }

    package init(
        currentDirectory: String, environment: [String: String], stdoutIsTerminal: Bool, configuration: Configuration = .builtIn
    ) {
        self.currentDirectory = currentDirectory
        self.environment = environment
        self.stdoutIsTerminal = stdoutIsTerminal
        self.project = Project(
            location: ProjectLocation(root: PathString.normalized(currentDirectory), configurationFile: nil, reason: .currentFolder),
            configuration: configuration)
    }

    /// The variables of a process environment (`environ`: `NAME=value` strings up to a null)
    /// as `ProcessInfo.processInfo.environment` reads them: split at the first `=` Character,
    /// an entry without one left out, the last entry of a name kept. An ASCII entry is split
    /// at its first `=` byte (every ASCII byte but a CR before a LF is a Character of its
    /// own), where Foundation searched Characters: about 6,000 instructions an entry, more
    /// than the rest of `l10n --version`'s own work.
    package static func environment(_ entries: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> [String: String] {
        var count = 0
        while entries[count] != nil { count += 1 }
        var variables: [String: String] = Dictionary(minimumCapacity: count)
        for index in 0..<count {
            let entry = UnsafeRawPointer(entries[index]!).assumingMemoryBound(to: UInt8.self)
            let length = strlen(entries[index]!)
            let bytes = UnsafeBufferPointer(start: entry, count: length)
            if !bytes.contains(where: { $0 >= 0x80 }) {
                guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { continue }
                let name = UnsafeBufferPointer(rebasing: bytes[..<equals])
                let value = UnsafeBufferPointer(rebasing: bytes[(equals + 1)...])
                variables[String(decoding: name, as: UTF8.self)] = String(decoding: value, as: UTF8.self)
                continue
            }
            let text = String(cString: entries[index]!)
            guard let equals = text.firstIndex(of: "=") else { continue }
            variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        return variables
    }

    /// What the search for files passes over.
    package var exclusions: Exclusions { configuration.exclusions }

    /// Colour only on a terminal, and never when the user opted out (https://no-color.org).
    package var useColor: Bool { stdoutIsTerminal && environment["NO_COLOR"] == nil }

    /// The style every reporter of this command uses.
    package var terminalStyle: TerminalStyle { TerminalStyle(isEnabled: useColor) }

    /// Finds what the `<path>` arguments (else the configuration's `paths`) name with `find`
    /// (`InputPaths.resolve` for catalogs, `InputPaths.features` for feature folders), resolved
    /// against the current directory and passing over the configuration's exclusions, and
    /// runs `body` on it; a path that cannot be searched fails the command with its reason, and
    /// so does finding nothing: a CI step pointed at the wrong folder must not pass quietly.
    func withInputs<Found: Collection>(
        _ arguments: [String],
        _ find: (_ arguments: [String], _ currentDirectory: String, _ exclusions: Exclusions) throws(FileSystemError) -> Found,
        allowingNone: Bool = false,
        _ body: (Found) -> CommandResult
    ) -> CommandResult {
        let paths = configuration.paths(arguments)
        let found: Found
        do {
            found = try find(paths, currentDirectory, exclusions)
        } catch {
            return .failure(error.description)
        }
        guard !found.isEmpty || allowingNone else { return noInputs(arguments) }
        return body(found)
    }

    /// Nothing found under the `<path>` arguments (else the configuration's `paths`).
    func noInputs(_ arguments: [String]) -> CommandResult {
        let paths = configuration.paths(arguments)
        do {
            var searched = paths.map { "'\($0)'" }.joined(separator: ", ")
            if paths.isEmpty {
                let defaultFolder = PathString.absolute(InputPaths.defaultCatalogFolder, in: currentDirectory)
                searched = FileManager.default.fileExists(atPath: defaultFolder) ? "'\(InputPaths.defaultCatalogFolder)'" : "the current folder"
            }
            return .failure(
                "No catalogs found in \(searched). Pass the folders that hold your *.xcstrings files, or run l10n where \(InputPaths.defaultCatalogFolder)/ is.")
        }
    }
}

/// The process exit status, with l10n's meanings.
package enum ExitCode: Int32, Sendable {
    case success = 0
    /// The command ran and found problems (failed checks, files that need formatting).
    case findings = 1
    /// The command could not run: bad arguments, unreadable or unwritable files.
    case failure = 2
}

/// Everything a command wants the process to do: the text for each stream and the exit status.
package struct CommandResult: Sendable, Equatable {
    package var stdout: String
    package var stderr: String
    package var exitCode: ExitCode

    package init(stdout: String = "", stderr: String = "", exitCode: ExitCode = .success) {
        self.stdout = stdout
        self.stderr = stderr
        self.exitCode = exitCode
    }

    /// A failure while running (not a usage mistake): only `Error: <message>`, exit 2.
    package static func failure(_ message: String) -> CommandResult {
        CommandResult(stderr: errorLine(message), exitCode: .failure)
    }

    /// `Error: <message>` and a newline: how every failure that is not about a place in a
    /// file reads on stderr. A name quoted in the message cannot break the line.
    static func errorLine(_ message: String) -> String {
        "Error: \(message.printable)\n"
    }

    /// A usage mistake: the message, the command's usage line and where to read more, exit 2.
    package static func usageError(_ error: CommandLineError, command: CommandSpec) -> CommandResult {
        let path = L10nCLI.commandPath(command)
        return usageError(
            error, usage: HelpFormatter.usage(for: command, path: path), helpCommand: "\(path) --help")
    }

    static func usageError(_ error: CommandLineError, usage: String, helpCommand: String) -> CommandResult {
        CommandResult(
            stderr: """
                Error: \(error.description.printable)
                Usage: \(usage)
                  See '\(helpCommand)' for more information.

                """,
            exitCode: .failure)
    }
}
