import Foundation
import Testing

/// The benchmark run end to end on tiny inputs: it must measure the same project wherever it is
/// started, including from a folder that holds both its inputs and other Swift code (as /tmp
/// does), where the catalog's project would otherwise be that whole folder.
@Suite struct BenchRunTests {
    @Test(arguments: ["catalog", "growth"])
    func catalogSuitesPassTheirResultCheckFromAFolderAboveTheirInputs(suite: String) throws {
        let folder = try TempDirectory.make("bench-run")
        defer { try? FileManager.default.removeItem(at: folder) }
        let temporary = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        // Swift code beside the inputs: counted as the project's, every bench key would be unused.
        try Data("let unrelated = 1\n".utf8).write(to: folder.appendingPathComponent("Stray.swift"))
        let bench = try L10nBinary.executable().deletingLastPathComponent().appendingPathComponent("l10n-bench")
        let run = try L10nBinary.runProcess(
            bench, arguments: ["--suite", suite, "--runs", "1", "--keys", "16", "--languages", "2"], in: folder,
            environment: ["TMPDIR": temporary.path + "/", "PATH": "/usr/bin:/bin"])
        #expect(run.stderr == "")
        #expect(run.exitCode == 0)
        #expect(run.stdout.hasSuffix("## Against the --before build\n\nNo --before build given: nothing compared.\n"))
        // The bench removes its inputs unless asked to keep them.
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    /// The monorepo with code checks what its views use before it times anything: every key
    /// but the six each view names is unused, and each view shows one hard-coded string.
    @Test func theMonorepoWithCodePassesItsResultCheck() throws {
        let folder = try TempDirectory.make("bench-run")
        defer { try? FileManager.default.removeItem(at: folder) }
        let temporary = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        let bench = try L10nBinary.executable().deletingLastPathComponent().appendingPathComponent("l10n-bench")
        let run = try L10nBinary.runProcess(
            bench, arguments: ["--suite", "monorepo-code", "--runs", "1", "--features", "3"], in: folder,
            environment: ["TMPDIR": temporary.path + "/", "PATH": "/usr/bin:/bin"])
        #expect(run.stderr == "")
        #expect(run.exitCode == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("## Monorepo with code: 3 feature folders × 60 keys × en+es with key files, one view per feature "
            + "(15 accessor references, 3 literal keys, 3 hard-coded strings, 162 unused keys)"))
        #expect(lines.contains("check finds all 162 unused keys and 3 hard-coded strings, and nothing else of the app code."))
        #expect(lines.contains { $0.hasPrefix("| l10n check ") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }
}
