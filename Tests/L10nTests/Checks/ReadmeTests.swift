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
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        for command in L10nCLI.commands {
            #expect(readme.contains("### `l10n \(command.spec.name)"), "README.md has no section for '\(command.spec.name)'")
        }
    }
}
