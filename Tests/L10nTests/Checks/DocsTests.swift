import Foundation
import Testing
@testable import L10nReporting

/// The README and the pages in docs/ hold up: the table of checks comes from the checks' own
/// descriptions, and every link between the pages reaches a file and a heading that exist.
@Suite struct DocsTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: PackagePaths.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// README.md and every page in docs/, as paths from the package root.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent("docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    @Test func checksPageListsEveryCheckAsTheyDescribeThemselves() throws {
        #expect(try Self.text("docs/checks.md").contains(CheckListing.markdownTable()), "Paste `CheckListing.markdownTable()` (Tests/Golden/Check/checks-table.md) into docs/checks.md")
    }

    /// GitHub's anchor for a heading: lowercased, punctuation dropped, spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    @Test func anchorsFollowGitHub() {
        #expect(Self.anchor("Plural, device and substitution forms") == "plural-device-and-substitution-forms")
        #expect(Self.anchor("`l10n config`: what is in force") == "l10n-config-what-is-in-force")
        #expect(Self.anchor("l10n sync") == "l10n-sync")
    }

    /// Links to other pages (`docs/commands.md#l10n-sync`, `#configuration`) reach a page of
    /// the package and, when they name one, a heading on it; web links are not followed.
    @Test func everyLinkBetweenThePagesResolves() throws {
        let link = try Regex(#"\]\(([^)\s]+)\)"#)
        let heading = try Regex(#"(?m)^#{1,6} (.+)$"#)
        var checked = 0
        for page in try Self.pages() {
            let text = try Self.text(page)
            let folder = (page as NSString).deletingLastPathComponent
            for match in text.matches(of: link) {
                let target = String(match.output[1].substring ?? "")
                guard !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let url = parts[0].isEmpty
                    ? PackagePaths.root.appendingPathComponent(page)
                    : PackagePaths.root.appendingPathComponent(folder).appendingPathComponent(parts[0]).standardizedFileURL
                let file = url.lastPathComponent
                #expect(FileManager.default.fileExists(atPath: url.path), "\(page) links to \(target), which does not exist")
                checked += 1
                guard parts.count == 2, file.hasSuffix(".md"), let linked = try? String(contentsOf: url, encoding: .utf8) else { continue }
                let anchors = Set(linked.matches(of: heading).map { Self.anchor(String($0.output[1].substring ?? "")) })
                #expect(anchors.contains(parts[1]), "\(page) links to \(target), but \(file) has no heading with that anchor")
            }
        }
        #expect(checked > 20)
    }
}
