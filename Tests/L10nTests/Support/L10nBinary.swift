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

    /// Runs `l10n <arguments>` in `directory` with no standard input. `environment` is added to
    /// (and overrides) this process's environment.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> (stdout: String, stderr: String, exitCode: Int32) {
        let process = Process()
        process.executableURL = try executable()
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
        try process.run()
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
