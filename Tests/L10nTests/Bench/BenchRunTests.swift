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
}
