import Foundation

/// Runs `swiftc -parse` (syntax only, so it needs no Apple SDK) on generated source.
enum SwiftcParse {
    static let executable: URL? = {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ["/opt/swift/usr/bin", "/usr/bin"]
        return candidates.lazy
            .map { URL(fileURLWithPath: $0).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static var isAvailable: Bool { executable != nil }

    /// The compiler's complaints, or "" when the source parses.
    static func errors(in source: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Generated.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try complaints(running: ["-parse", file.path])
    }

    /// Runs swiftc with `arguments`: "" when it succeeds, else everything it printed.
    static func complaints(running arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return process.terminationStatus == 0 ? "" : text
    }
}

/// The lines that changed between two texts: everything between their common first and last lines.
struct LineDiff: Equatable {
    var removed: [String]
    var added: [String]

    init(from old: String, to new: String) {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var prefix = 0
        while prefix < oldLines.count, prefix < newLines.count, oldLines[prefix] == newLines[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < oldLines.count - prefix, suffix < newLines.count - prefix,
              oldLines[oldLines.count - 1 - suffix] == newLines[newLines.count - 1 - suffix] { suffix += 1 }
        removed = Array(oldLines[prefix..<(oldLines.count - suffix)])
        added = Array(newLines[prefix..<(newLines.count - suffix)])
    }

    init(removed: [String], added: [String]) {
        self.removed = removed
        self.added = added
    }
}
