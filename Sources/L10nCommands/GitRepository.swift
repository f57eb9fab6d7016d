import Foundation
import L10nCore

/// The git repository around the current folder, read through the `git` on `PATH` and never
/// changed: no checkout, no index update, so a command may read history while the user edits.
struct GitRepository {
    /// The repository's top folder, spelled as the current folder spells it (a symlinked
    /// temporary folder stays unresolved, so it prefixes the paths l10n prints).
    var root: String
    var git: URL
    var environment: [String: String]

    /// A git command that did not succeed, with what git said.
    struct Failure: Error {
        var status: Int32
        var stderr: String
    }

    /// The repository `currentDirectory` is in, or why there is none.
    static func around(_ currentDirectory: String, environment: [String: String]) -> Result<GitRepository, SinceError> {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        guard let git = path.split(separator: ":").lazy
            .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("git") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { return .failure(.noGit) }
        let here = GitRepository(root: currentDirectory, git: git, environment: environment)
        // The current folder's path inside the repository ("Catalogs/" or ""): removing it
        // from the current folder gives the top without resolving symlinks git would resolve.
        guard case .success(let output) = here.run(["rev-parse", "--show-prefix"]) else {
            return .failure(.notARepository(currentDirectory))
        }
        let prefix = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .newlines)
        let depth = prefix.split(separator: "/").count
        var root = PathString.normalized(currentDirectory)
        for _ in 0..<depth { root = PathString.normalized(PathString.split(root).folder) }
        return .success(GitRepository(root: root, git: git, environment: environment))
    }

    /// Runs `git <arguments>` in the top folder; `input` is its standard input.
    func run(_ arguments: [String], input: [UInt8] = []) -> Result<[UInt8], Failure> {
        let process = Process()
        process.executableURL = git
        // No pager, no prompt for credentials, paths printed as they are.
        process.arguments = ["-c", "core.quotePath=false", "--no-pager"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.environment = environment.merging(["GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0"]) { $1 }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        do {
            try process.run()
        } catch {
            return .failure(Failure(status: -1, stderr: "\(error)"))
        }
        // Each stream on its own thread: a pipe that fills up blocks git until it is read.
        let streams = DispatchGroup()
        let errorText = CollectedOutput()
        DispatchQueue.global().async(group: streams) {
            try? stdin.fileHandleForWriting.write(contentsOf: input)
            try? stdin.fileHandleForWriting.close()
        }
        DispatchQueue.global().async(group: streams) {
            errorText.bytes = stderr.fileHandleForReading.readDataToEndOfFile()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        streams.wait()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            return .failure(Failure(status: process.terminationStatus, stderr: String(decoding: errorText.bytes, as: UTF8.self)))
        }
        return .success([UInt8](output))
    }

    /// The commit `ref` names, or nil when there is none here.
    func commit(_ ref: String) -> String? {
        guard case .success(let output) = run(["rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"]) else { return nil }
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether this clone lacks history (`git clone --depth`, CI's default checkout).
    var isShallow: Bool {
        guard case .success(let output) = run(["rev-parse", "--is-shallow-repository"]) else { return false }
        return String(decoding: output, as: UTF8.self).hasPrefix("true")
    }

    /// The names of the remotes, to tell `origin/main` from a local branch.
    var remotes: [String] {
        guard case .success(let output) = run(["remote"]) else { return [] }
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

/// Standard error, filled on another thread and read after it finished.
private final class CollectedOutput: @unchecked Sendable {
    var bytes = Data()
}

/// Why `check --since` cannot compare with history; each says what to do.
enum SinceError: Error, Equatable {
    case noGit
    case notARepository(String)
    case unknownRef(String, fetch: String)
    case noMergeBase(String, shallow: Bool)
    case gitFailed(String, stderr: String)

    var message: String {
        switch self {
        case .noGit:
            return "'--since' reads git history, and there is no git on PATH; install git or check without '--since'."
        case .notARepository(let folder):
            return "'--since' reads git history, and '\(folder.printable)' is not in a git repository; run l10n in a clone, or check without '--since'."
        case .unknownRef(let ref, let fetch):
            return "'--since \(ref.printable)': no such commit here; fetch it first (\(fetch)), or with actions/checkout set 'fetch-depth: 0'."
        case .noMergeBase(let ref, shallow: true):
            return "'--since \(ref.printable)': this shallow clone lacks the history back to where HEAD and '\(ref.printable)' meet; "
                + "fetch it ('git fetch --unshallow', or 'git fetch --deepen=<n>'), or with actions/checkout set 'fetch-depth: 0'."
        case .noMergeBase(let ref, shallow: false):
            return "'--since \(ref.printable)': HEAD and '\(ref.printable)' share no history; name the branch this one started from."
        case .gitFailed(let command, let stderr):
            let said = stderr.split(separator: "\n").first.map { ": \(String($0).printable)" } ?? ""
            return "'--since': '\(command)' failed\(said)."
        }
    }
}
