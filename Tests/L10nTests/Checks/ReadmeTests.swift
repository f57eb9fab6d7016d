import Foundation
import Testing
@testable import L10nReporting
@testable import L10nCommands

/// The README's table of checks comes from the checks' own descriptions; this catches a
/// README left behind when a check is added or reworded. The user documentation is README.md
/// and the pages under docs/, so a row or section may be on either.
@Suite struct ReadmeTests {
    static func documentation() throws -> String {
        let docs = PackagePaths.root.appendingPathComponent("docs")
        let pages = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        return try (["README.md"] + pages.map { "docs/" + $0 }).map {
            try String(contentsOf: PackagePaths.root.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
    }

    @Test func readmeListsEveryCheckAsTheyDescribeThemselves() throws {
        let readme = try Self.documentation()
        for row in CheckListing.markdownTable().split(separator: "\n") {
            #expect(readme.contains(row), "Paste `CheckListing.markdownTable()` (Tests/Golden/Check/checks-table.md) into README.md")
        }
    }

    @Test func readmeNamesEveryCommand() throws {
        let readme = try Self.documentation()
        for command in L10nCLI.commands {
            #expect(readme.contains("### `l10n \(command.spec.name)"), "README.md has no section for '\(command.spec.name)'")
        }
    }
}
