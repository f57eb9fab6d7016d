import Foundation

/// Checked-in sample projects under `Tests/Fixtures/`. Tests work on copies, never the originals.
enum Fixture {
    struct MissingFixture: Error, CustomStringConvertible {
        var name: String
        var description: String { "No fixture 'Tests/Fixtures/\(name)'. Add the folder or fix the name." }
    }

    /// Copies `Tests/Fixtures/<name>` into a fresh temporary folder and returns the copy's URL.
    static func copy(named name: String) throws -> URL {
        let source = PackagePaths.fixtures.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: source.path) else {
            throw MissingFixture(name: name)
        }
        let copy = try TempDirectory.make("fixture").appendingPathComponent(name)
        try FileManager.default.copyItem(at: source, to: copy)
        return copy
    }
}
