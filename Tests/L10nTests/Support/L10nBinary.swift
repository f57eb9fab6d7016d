import Foundation

/// Runs the `l10n` executable that `swift test` built (the test target depends on it) the way a
/// user would, capturing both streams and the exit status.
enum L10nBinary {
    struct NotFound: Error, CustomStringConvertible {
        var searched: [URL]
        var description: String {
            "No built 'l10n' executable next to the tests (looked in "
                + searched.map(\.path).joined(separator: ", ") + "). Run the tests with 'swift test'."
        }
    }

    struct TimedOut: Error, CustomStringConvertible {
        var arguments: [String]
        var seconds: Double
        var description: String { "'l10n \(arguments.joined(separator: " "))' still ran after \(seconds) seconds and was stopped" }
    }

    /// Runs `l10n <arguments>` in `directory` with no standard input. `environment` is added to
    /// (and overrides) this process's environment. `wrapper` runs l10n through another
    /// command (a shell that sets limits first), given l10n's path and the arguments after its
    /// own. A run still going after `timeout` seconds is stopped and throws ``TimedOut``, so a
    /// hang fails its test instead of the whole suite.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        through wrapper: [String] = [], timeout: Double = 600
    ) throws -> (stdout: String, stderr: String, exitCode: Int32) {
        let l10n = try executable()
        return try runProcess(
            wrapper.first.map(URL.init(fileURLWithPath:)) ?? l10n,
            arguments: wrapper.isEmpty ? arguments : Array(wrapper.dropFirst()) + [l10n.path] + arguments,
            in: directory, environment: environment, timeout: timeout)
    }

    /// Runs each of `commands` in `folder` at the same time, and returns their results in order:
    /// for tests of concurrent writers.
    static func runTogether(_ commands: [[String]], in folder: URL) throws -> [(stdout: String, stderr: String, exitCode: Int32)] {
        let results = ConcurrentResults(count: commands.count)
        DispatchQueue.concurrentPerform(iterations: commands.count) { index in
            results.set(index, Result { try run(commands[index], in: folder) })
        }
        return try results.all.map { try $0!.get() }
    }

    /// The lines of `check --format xcode` in `folder` whose check is one of `ids`.
    static func checkFindings(_ ids: [String], in folder: URL) throws -> [String] {
        let check = try run(["check", "--format", "xcode"], in: folder)
        return check.stdout.split(separator: "\n").map(String.init).filter { line in ids.contains { line.hasSuffix("[\($0)]") } }
    }

    /// Runs any program as ``run(_:in:environment:through:timeout:)`` runs l10n.
    static func runProcess(
        _ executable: URL, arguments: [String], in directory: URL, environment: [String: String] = [:], timeout: Double = 600
    ) throws -> (stdout: String, stderr: String, exitCode: Int32) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        // Files, not pipes: a pipe fills up and blocks the child once output passes its buffer.
        let outputFolder = try TempDirectory.make("l10n-output")
        let stdoutURL = outputFolder.appendingPathComponent("stdout")
        let stderrURL = outputFolder.appendingPathComponent("stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)
        process.standardOutput = stdoutHandle
        process.standardError = stderrHandle
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            throw TimedOut(arguments: arguments, seconds: timeout)
        }
        process.waitUntilExit()
        try stdoutHandle.close()
        try stderrHandle.close()
        // A crash reports its signal the way shells do, so it cannot pass for a normal exit code.
        let exitCode = process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
        return (
            String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
            String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
            exitCode
        )
    }

    /// SwiftPM puts every product of a build in one folder: on Linux the tests run as
    /// `<folder>/l10nPackageTests.xctest`, on macOS they are loaded from a bundle in that folder.
    static func executable() throws -> URL {
        let folders = ([Bundle.main] + Bundle.allBundles)
            .filter { $0.bundlePath.hasSuffix(".xctest") }
            .map { $0.bundleURL.deletingLastPathComponent() }
            + [Bundle.main.executableURL?.deletingLastPathComponent()].compactMap { $0 }
        for folder in folders {
            let candidate = folder.appendingPathComponent("l10n")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw NotFound(searched: folders)
    }
}

/// Results written by concurrent runs, each to its own slot.
private final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Result<(stdout: String, stderr: String, exitCode: Int32), any Error>?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Result<(stdout: String, stderr: String, exitCode: Int32), any Error>) {
        lock.withLock { values[index] = value }
    }
    var all: [Result<(stdout: String, stderr: String, exitCode: Int32), any Error>?] { lock.withLock { values } }
}
