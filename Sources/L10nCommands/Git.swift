import Foundation
import L10nCore

/// Runs `git` for the commands that work with a repository (`resolve`, `init --git`).
enum Git {
    struct Output {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
    }

    /// `git <arguments>` in `directory`; nil when git cannot be started.
    static func run(_ arguments: [String], in directory: String) -> Output? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        // Read before waiting, so a full pipe cannot stall git.
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: Array(output), stderr: String(decoding: errors, as: UTF8.self))
    }

    /// The repository's top folder, or nil outside a repository.
    static func topLevel(from directory: String) -> String? {
        guard let output = run(["rev-parse", "--show-toplevel"], in: directory), output.status == 0 else { return nil }
        let path = String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .newlines)
        return path.isEmpty ? nil : path
    }
}
