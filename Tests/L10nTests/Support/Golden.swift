import Foundation
import Testing
import L10nCore
import L10nJSON

/// Byte-for-byte comparison with files under `Tests/Golden/`. A missing golden file is written
/// and the test fails, so a person reads the new output before it becomes the expectation.
/// `L10N_UPDATE_GOLDEN=1` rewrites every compared golden file (and still fails, for the same reason).
enum Golden {
    static func assertMatches(
        _ actual: String, golden relativePath: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let update = ProcessInfo.processInfo.environment["L10N_UPDATE_GOLDEN"] == "1"
        assertMatches(
            actual, goldenFile: PackagePaths.golden.appendingPathComponent(relativePath),
            update: update, sourceLocation: sourceLocation)
    }

    static func assertMatches(
        _ actual: String, goldenFile: URL, update: Bool, sourceLocation: Testing.SourceLocation
    ) {
        let name = goldenFile.path.replacingOccurrences(of: PackagePaths.root.path + "/", with: "")
        // Bytes, not `String ==`, which would call canonically equivalent text equal.
        let expectedBytes = FileManager.default.contents(atPath: goldenFile.path)
        if expectedBytes == Data(actual.utf8) { return }
        let expected = expectedBytes.map { String(decoding: $0, as: UTF8.self) }
        if expected == nil || update {
            do {
                try FileManager.default.createDirectory(
                    at: goldenFile.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: goldenFile)
            } catch {
                Issue.record("Could not write golden file \(name): \(error)", sourceLocation: sourceLocation)
                return
            }
            let why = expected == nil ? "was missing" : "was rewritten (L10N_UPDATE_GOLDEN=1)"
            Issue.record(
                "Golden file \(name) \(why). Review it, then run the test again.", sourceLocation: sourceLocation)
            return
        }
        let message = "Output differs from golden file \(name): \(firstDifference(expected ?? "", actual))\n"
            + "If the new output is right, run with L10N_UPDATE_GOLDEN=1 and review the diff."
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// Where two texts first differ, as `line N, column C` with both lines quoted.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? String(expectedLines[index]) : nil
            let got = index < actualLines.count ? String(actualLines[index]) : nil
            guard want != got else { continue }
            let column = zip(want ?? "", got ?? "").prefix { $0 == $1 }.count + 1
            return "line \(index + 1), column \(column): expected \(quoted(want)), got \(quoted(got))"
        }
        return "the texts differ only in ways lines cannot show"
    }

    private static func quoted(_ line: String?) -> String {
        line.map { "\"\($0)\"" } ?? "end of file"
    }
}
