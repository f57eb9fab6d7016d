import Foundation
import Testing

/// Compares output with `Tests/Golden/Check/<name>` byte for byte. A missing golden file is
/// written and the test fails, so a person reviews it; `L10N_UPDATE_GOLDEN=1` rewrites them all.
enum CheckGolden {
    static let folder = packageRoot.appendingPathComponent("Tests/Golden/Check")

    static func expectMatch(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        let update = ProcessInfo.processInfo.environment["L10N_UPDATE_GOLDEN"] == "1"
        guard !update, let expected = FileManager.default.contents(atPath: url.path) else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            Issue.record("Wrote golden file \(name); review it and run the tests again.", sourceLocation: sourceLocation)
            return
        }
        #expect(String(decoding: expected, as: UTF8.self) == actual, "differs from golden file \(name)", sourceLocation: sourceLocation)
    }
}
