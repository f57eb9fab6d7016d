import Foundation
import Testing

/// Compares output with a checked-in file in `Tests/Golden/Report/`, byte for byte.
///
/// A missing golden file is written and the test fails, so a person reads it before it is
/// committed; `L10N_UPDATE_GOLDEN=1` rewrites golden files after an intended change.
enum CoverageGolden {
    static let folder = packageRoot.appendingPathComponent("Tests/Golden/Report")

    static func expectMatch(_ actual: String, file name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        let actualBytes = Data(actual.utf8)
        let update = ProcessInfo.processInfo.environment["L10N_UPDATE_GOLDEN"] == "1"
        guard let expected = FileManager.default.contents(atPath: url.path), !update else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actualBytes.write(to: url)
            if !update {
                Issue.record("Wrote the missing golden file \(name); review it and run the test again.", sourceLocation: sourceLocation)
            }
            return
        }
        guard expected != actualBytes else { return }
        let difference = firstDifference(String(decoding: expected, as: UTF8.self), actual)
        Issue.record(
            "Output differs from \(name): \(difference). Rerun with L10N_UPDATE_GOLDEN=1 if the change is intended.",
            sourceLocation: sourceLocation)
    }

    /// The first line that differs, so a failure says where to look in a long report.
    private static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let wanted = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            let got = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
            if !wanted.utf8.elementsEqual(got.utf8) {
                return "line \(index + 1) is \(got.debugDescription), expected \(wanted.debugDescription)"
            }
        }
        return "the bytes differ"
    }
}
