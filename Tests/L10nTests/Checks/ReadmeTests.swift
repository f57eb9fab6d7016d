import Foundation
import Testing
@testable import L10nReporting
@testable import L10nCommands

/// The README's table of checks comes from the checks' own descriptions; this catches a
/// README left behind when a check is added or reworded.
@Suite struct ReadmeTests {
    @Test func readmeListsEveryCheckAsTheyDescribeThemselves() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(CheckListing.markdownTable()), "Paste `CheckListing.markdownTable()` (Tests/Golden/Check/checks-table.md) into README.md")
    }

    @Test func readmeNamesEveryCommand() throws {
        // A command documented in a page of its own under docs/ has its section there.
        let docs = PackagePaths.root.appendingPathComponent("docs")
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: docs.path))?.filter { $0.hasSuffix(".md") } ?? []
        let readme = try ([PackagePaths.root.appendingPathComponent("README.md")] + pages.map { docs.appendingPathComponent($0) })
            .map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        for command in L10nCLI.commands {
            #expect(readme.contains("### `l10n \(command.spec.name)"), "README.md (or a page in docs/) has no section for '\(command.spec.name)'")
        }
    }
}
